// The idempotent Kafka producer: every produce waits for the broker's delivery report.
#pragma once
#include <chrono>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace events {

struct ProducerConfig {
  std::string brokers;
  std::chrono::milliseconds delivery_timeout{4000};  // librdkafka message.timeout.ms
};

// Where a message landed.
struct Delivery {
  std::string topic;
  int32_t partition = -1;
  int64_t offset = -1;
};

// One message of a batch (produce_all).
struct OutgoingMessage {
  std::string topic;
  std::string key;
  std::string value;
};

// The broker did not confirm the message. Usually nothing was written (unreachable, rejected,
// never sent); `possibly_stored` is set when that is not certain: the message timed out while it
// was in flight to the broker (librdkafka's MSG_STATUS_POSSIBLY_PERSISTED), or the delivery
// report itself did not come in time. Only a writer whose retry reuses the event id can tell the
// caller "it may be stored"; the projector drops the second copy.
struct ProduceError : std::runtime_error {
  explicit ProduceError(const std::string& what, bool possibly_stored_ = false)
      : std::runtime_error(what), possibly_stored(possibly_stored_) {}
  bool possibly_stored = false;
};

class EventProducer {
 public:
  explicit EventProducer(const ProducerConfig& config);
  ~EventProducer();
  EventProducer(const EventProducer&) = delete;
  EventProducer& operator=(const EventProducer&) = delete;

  // Blocks until the delivery report arrives (or delivery_timeout plus a margin passes).
  Delivery produce(const std::string& topic, std::string_view key, std::string_view value);

  // Hands every message to the client at once and waits for all their delivery reports, so a
  // large load is limited by the broker rather than by one round trip per message. Order per
  // partition is kept (idempotent producer). Throws ProduceError for the first message the
  // broker did not take; messages before it in the same partition were written.
  std::vector<Delivery> produce_all(const std::vector<OutgoingMessage>& messages);

  // Highest offset + 1 of a partition as the broker sees it. Throws ProduceError if unreachable.
  int64_t high_watermark(const std::string& topic, int32_t partition, std::chrono::milliseconds timeout);

  // Produce requests sent to the broker so far (every message goes in one; several messages can
  // share one).
  std::uint64_t produce_requests() const;

  // Flushes outstanding messages (called on shutdown).
  void flush(std::chrono::milliseconds timeout);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace events
