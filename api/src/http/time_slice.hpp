// The I/O threads' time slice. Linux's scheduler (EEVDF, 6.12 and later) lets a thread ask for a
// slice shorter than its default (here 1.4 ms on two cores): its virtual deadline comes sooner, so
// when it wakes for a request it runs before a CPU-bound neighbour's slice has ended, instead of
// waiting for it (bench/README.md, "The I/O threads' time slice"). Handlers keep the default.
#pragma once
#include <chrono>

namespace api {

// Asks for `slice` (the kernel keeps it within 0.1–100 ms) for the calling thread; zero asks for
// nothing, and so does a thread whose policy is not SCHED_OTHER. False when the kernel refused; an
// older kernel takes it and ignores it.
bool request_time_slice(std::chrono::microseconds slice);

// The calling thread's slice as the kernel reports it (its default when nothing was asked; zero
// from a kernel without slices).
std::chrono::microseconds time_slice();

}  // namespace api
