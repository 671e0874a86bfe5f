// The broker health thread.
#include "kafka_health.hpp"

#include <spdlog/spdlog.h>

namespace api {

KafkaHealth::KafkaHealth(events::EventProducer& producer, OffsetWatcher& watcher, std::string content_topic,
                         std::chrono::milliseconds ready_grace)
    : producer_(producer), watcher_(watcher), content_topic_(std::move(content_topic)), ready_grace_(ready_grace) {
  thread_ = std::thread([this] { run(); });
}

KafkaHealth::~KafkaHealth() {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
}

void KafkaHealth::run() {
  using namespace std::chrono_literals;
  while (!stop_) {
    auto partitions = watcher_.snapshot();
    partitions.try_emplace({content_topic_, 0}, 0);
    std::map<std::pair<std::string, int32_t>, int64_t> high;
    std::string error;
    try {
      for (const auto& [key, next] : partitions) high[key] = producer_.high_watermark(key.first, key.second, 1500ms);
    } catch (const std::exception& e) {
      error = e.what();
    }
    {
      std::lock_guard lock(mutex_);
      if (error.empty()) {
        last_ok_ = std::chrono::steady_clock::now();
        state_ = State{true, "", std::move(high)};
      } else {
        state_.reachable = false;
        state_.error = error;
      }
    }
    for (int i = 0; i < 10 && !stop_; ++i) std::this_thread::sleep_for(100ms);
  }
}

KafkaHealth::State KafkaHealth::state() {
  std::lock_guard lock(mutex_);
  State s = state_;
  // A check stuck inside librdkafka leaves the last success ageing: past 2.5 s it counts as down.
  if (s.reachable && std::chrono::steady_clock::now() - last_ok_ > std::chrono::milliseconds(2500)) {
    s.reachable = false;
    s.error = "no answer from the broker for over 2.5 s";
  }
  s.ready = s.reachable;
  if (!s.reachable && last_ok_ != std::chrono::steady_clock::time_point{}) {
    s.down_for = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - last_ok_);
    s.ready = s.down_for < ready_grace_;
  }
  return s;
}

}  // namespace api
