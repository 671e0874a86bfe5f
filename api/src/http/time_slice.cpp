// sched_setattr(2) with SCHED_OTHER: sched_runtime is the slice asked for (no glibc wrapper).
#include "http/time_slice.hpp"

#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstdint>

namespace api {
namespace {

// struct sched_attr of the kernel's uapi (linux/sched/types.h), its first published size.
struct SchedAttr {
  std::uint32_t size = sizeof(SchedAttr);
  std::uint32_t sched_policy = SCHED_OTHER;
  std::uint64_t sched_flags = 0;
  std::int32_t sched_nice = 0;
  std::uint32_t sched_priority = 0;
  std::uint64_t sched_runtime = 0;  // nanoseconds
  std::uint64_t sched_deadline = 0;
  std::uint64_t sched_period = 0;
};

}  // namespace

bool request_time_slice(std::chrono::microseconds slice) {
  if (slice.count() <= 0) return true;
  SchedAttr attr;
  if (::syscall(SYS_sched_getattr, 0, &attr, sizeof attr, 0) != 0) return false;
  if (attr.sched_policy != SCHED_OTHER) return true;  // a policy the operator chose is left alone
  attr.size = sizeof attr;
  attr.sched_flags = 0;
  attr.sched_runtime = static_cast<std::uint64_t>(std::chrono::nanoseconds(slice).count());
  return ::syscall(SYS_sched_setattr, 0, &attr, 0) == 0;
}

std::chrono::microseconds time_slice() {
  SchedAttr attr;
  if (::syscall(SYS_sched_getattr, 0, &attr, sizeof attr, 0) != 0) return {};
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::nanoseconds(attr.sched_runtime));
}

}  // namespace api
