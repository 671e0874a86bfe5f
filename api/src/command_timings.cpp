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
  auto& h = stages_[stage];
  for (std::size_t i = 0; i < kBuckets.size(); ++i)
    if (seconds <= kBuckets[i]) ++h.counts[i];
  ++h.total;
  h.sum += seconds;
}

std::string CommandTimings::render() const {
  std::ostringstream out;
  std::lock_guard lock(mutex_);
  out << "# HELP bonus_command_stage_seconds Where a command's time goes until it is readable: produce (broker "
         "acknowledgement), project (until the projector stores its offset), notify (until the api knows), wake, and "
         "the whole wait.\n"
         "# TYPE bonus_command_stage_seconds histogram\n";
  for (std::size_t s = 0; s < kStages; ++s) {
    const auto& h = stages_[s];
    for (std::size_t i = 0; i < kBuckets.size(); ++i)
      out << "bonus_command_stage_seconds_bucket{stage=\"" << kNames[s] << "\",le=\"" << kBuckets[i] << "\"} "
          << h.counts[i] << "\n";
    out << "bonus_command_stage_seconds_bucket{stage=\"" << kNames[s] << "\",le=\"+Inf\"} " << h.total << "\n"
        << "bonus_command_stage_seconds_sum{stage=\"" << kNames[s] << "\"} " << h.sum << "\n"
        << "bonus_command_stage_seconds_count{stage=\"" << kNames[s] << "\"} " << h.total << "\n";
  }
  return out.str();
}

}  // namespace api
