// The write path shared by every admin command: produce the event idempotently, then wait
// (bounded) until the projector has applied it, so the caller can read its own write.
#pragma once
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <atomic>
#include <cstdint>

#include "events/catalogue.hpp"
#include "events/producer.hpp"

namespace api {

// Follows the projector's stored offsets (LISTEN projector_progress, plus a slow poll as a
// safety net) and wakes the commands waiting for them.
class OffsetWatcher {
 public:
  explicit OffsetWatcher(std::string pg_url);
  ~OffsetWatcher();
  // True once the projector's next offset for (topic, partition) is past `offset`.
  bool wait_applied(const std::string& topic, int32_t partition, int64_t offset, std::chrono::milliseconds timeout);
  std::map<std::pair<std::string, int32_t>, int64_t> snapshot();
  // Grows whenever the projection may have changed: an offset moved, or a replay swapped in a new
  // schema. Cached answers computed at an older version are stale.
  std::uint64_t version() const { return version_.load(); }

 private:
  void run();
  std::string pg_url_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::map<std::pair<std::string, int32_t>, int64_t> next_;
  std::string schema_built_at_;  // projection_meta.created_at of the live schema
  std::atomic<std::uint64_t> version_{1};
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

// Asks the broker for the content topic's watermarks once a second on its own thread, so
// /readyz and /metrics answer at once even when a Kafka call would block far past its timeout.
class KafkaHealth {
 public:
  KafkaHealth(events::EventProducer& producer, OffsetWatcher& watcher, std::string content_topic);
  ~KafkaHealth();
  struct State {
    bool reachable = false;
    std::string error = "not checked yet";
    std::map<std::pair<std::string, int32_t>, int64_t> high;  // high watermark per partition
  };
  State state();

 private:
  void run();
  events::EventProducer& producer_;
  OffsetWatcher& watcher_;
  std::string content_topic_;
  std::mutex mutex_;
  State state_;
  std::chrono::steady_clock::time_point last_ok_{};
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

struct CommandOutcome {
  std::string event_id;
  events::Delivery delivery;
  bool applied = false;  // false: the projector did not get there within the wait
};

class CommandBus {
 public:
  CommandBus(events::EventProducer& producer, OffsetWatcher& watcher, events::Topics topics,
             std::chrono::milliseconds wait);
  // Throws ApiError 503 when the broker does not take the event. Without `wait_for_projection`
  // (events nothing projects, such as job requests) it returns once the broker has the event.
  CommandOutcome publish(const events::Envelope& e, bool wait_for_projection = true);
  const events::Topics& topics() const { return topics_; }
  events::EventProducer& producer() { return producer_; }

 private:
  events::EventProducer& producer_;
  OffsetWatcher& watcher_;
  events::Topics topics_;
  std::chrono::milliseconds wait_;
};

}  // namespace api
