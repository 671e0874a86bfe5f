// A Kafka consumer with manual partition assignment and manual offsets: where to read from is
// decided by the caller (the projector keeps offsets in Postgres), never committed to Kafka.
#pragma once
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace events {

struct PartitionOffset {
  std::string topic;
  int32_t partition = 0;
  int64_t offset = 0;  // next offset to read
};

struct ConsumedMessage {
  std::string topic;
  int32_t partition = 0;
  int64_t offset = 0;
  std::string key;
  std::string value;
};

class EventConsumer {
 public:
  EventConsumer(const std::string& brokers, const std::string& client_id);
  ~EventConsumer();
  EventConsumer(const EventConsumer&) = delete;
  EventConsumer& operator=(const EventConsumer&) = delete;

  // Number of partitions of a topic (metadata request). Throws std::runtime_error on failure.
  int32_t partition_count(const std::string& topic, std::chrono::milliseconds timeout);

  // Replaces the assignment; each partition starts at the given offset.
  void assign(const std::vector<PartitionOffset>& start);
  // Moves one assigned partition's read position.
  void seek(const PartitionOffset& to);

  // Up to `max` messages, waiting at most `wait` for the first one. Errors other than
  // "nothing yet" are logged and skipped; the broker being away just yields empty batches.
  std::vector<ConsumedMessage> poll_batch(std::size_t max, std::chrono::milliseconds wait);

  // High watermark (offset after the last message) of a partition.
  int64_t high_watermark(const std::string& topic, int32_t partition, std::chrono::milliseconds timeout);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

struct TopicSpec {
  std::string name;
  int partitions = 1;
  int replication = 1;  // replicas of each partition (a cluster: 3)
};

// Creates missing topics (retention forever). Existing ones are left as they are.
void ensure_topics(const std::string& brokers, const std::vector<TopicSpec>& topics,
                   std::chrono::milliseconds timeout);

// Deletes topics (used by tests to clean up after themselves). Missing ones are ignored.
void delete_topics(const std::string& brokers, const std::vector<std::string>& topics, std::chrono::milliseconds timeout);

}  // namespace events
