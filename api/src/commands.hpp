// The write path shared by every admin command: produce the event idempotently, then wait
// (bounded) until the projector has applied it, so the caller can read its own write.
#pragma once
#include <chrono>
#include <cstdint>
#include <string>

#include "events/catalogue.hpp"
#include "events/producer.hpp"
#include "kafka_health.hpp"
#include "offset_watcher.hpp"

namespace api {

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
