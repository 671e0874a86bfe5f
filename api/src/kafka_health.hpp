// Whether the broker answers, asked on a thread of its own.
#pragma once
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <thread>

#include "events/producer.hpp"
#include "offset_watcher.hpp"

namespace api {

// Asks the broker for the content topic's watermarks once a second on its own thread, so
// /readyz and /metrics answer at once even when a Kafka call would block far past its timeout.
class KafkaHealth {
 public:
  KafkaHealth(events::EventProducer& producer, OffsetWatcher& watcher, std::string content_topic,
              std::chrono::milliseconds ready_grace);
  ~KafkaHealth();
  struct State {
    bool reachable = false;
    std::string error = "not checked yet";
    std::map<std::pair<std::string, int32_t>, int64_t> high;  // high watermark per partition
    bool ready = false;  // reachable, or reached before and silent for less than the grace
    std::chrono::milliseconds down_for{};  // since the last answer, when not reachable
  };
  State state();

 private:
  void run();
  events::EventProducer& producer_;
  OffsetWatcher& watcher_;
  std::string content_topic_;
  std::chrono::milliseconds ready_grace_;
  std::mutex mutex_;
  State state_;
  std::chrono::steady_clock::time_point last_ok_{};
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace api
