// Event ids: time-ordered UUIDs (RFC 9562, version 7: the milliseconds since the epoch in the
// first 48 bits, then 74 other bits), so that the ids a projector records one after the other
// land at the right edge of applied_events' key instead of on a random page of it (half the cost
// of recording an event; bench/README.md, "Replay and catch-up").
#pragma once
#include <chrono>
#include <string>
#include <string_view>

namespace events {

// A fresh event id: the current time and 74 random bits (make_event's).
std::string new_event_id();
// The same, its 74 bits from the name (as name_uuid) and its time `at`: the same name and time
// always give the same id (the seeder's traffic).
std::string name_event_id(std::string_view ns, std::string_view name, std::chrono::system_clock::time_point at);

}  // namespace events
