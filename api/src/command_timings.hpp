// Where a command's time goes on its way to being readable, as histograms on /metrics
// (bonus_command_stage_seconds): the broker's acknowledgement, the projector, the notification
// and the wait's wake-up. bench/commands.sh reads them.
#pragma once
#include <array>
#include <cstddef>
#include <mutex>
#include <string>

#include "histogram.hpp"

namespace api {

class CommandTimings {
 public:
  enum Stage : std::size_t {
    produce,  // the event handed to the producer → the broker's delivery report (acks=all) in hand
    project,  // the delivery report → the projector storing the event's offset, just before its commit
    notify,   // that moment → the offset watcher holding the new offset (commit, NOTIFY, its read)
    wake,     // the watcher holding it → the waiting command running again
    wait,     // the whole wait for the projector (project + notify + wake, or the timeout)
    kStages
  };
  static constexpr std::array<double, 19> kBuckets{0.0001, 0.00025, 0.0005, 0.00075, 0.001, 0.0015, 0.002,
                                                   0.003,  0.004,   0.005,  0.0075,  0.01,  0.015,  0.02,
                                                   0.03,   0.05,    0.1,    0.5,     2.5};
  void observe(Stage stage, double seconds);
  std::string render() const;

 private:
  mutable std::mutex mutex_;
  std::array<Histogram<kBuckets.size()>, kStages> stages_{};
};

}  // namespace api
