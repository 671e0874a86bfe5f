// The command stage histograms and their Prometheus text.
#include "command_timings.hpp"

#include <algorithm>
#include <sstream>

namespace api {

namespace {
constexpr std::array<const char*, CommandTimings::kStages> kNames{"produce", "project", "notify", "wake", "wait"};
}

void CommandTimings::observe(Stage stage, double seconds) {
  seconds = std::max(0.0, seconds);  // two clocks (the api's, the database's) may disagree by a little
  std::lock_guard lock(mutex_);
  stages_[stage].observe(kBuckets, seconds);
}

std::string CommandTimings::render() const {
  std::ostringstream out;
  std::lock_guard lock(mutex_);
  out << "# HELP bonus_command_stage_seconds Where a command's time goes until it is readable: produce (broker "
         "acknowledgement), project (until the projector stores its offset), notify (until the api knows), wake, and "
         "the whole wait.\n"
         "# TYPE bonus_command_stage_seconds histogram\n";
  for (std::size_t s = 0; s < kStages; ++s) stages_[s].render(out, kBuckets, "bonus_command_stage_seconds", "stage", kNames[s]);
  return out.str();
}

}  // namespace api
