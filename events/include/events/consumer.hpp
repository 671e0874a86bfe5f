// A Kafka consumer with manual offsets: where to read from is decided by the caller (the
// projector keeps offsets in Postgres), never committed to Kafka. Partitions are either assigned
// by hand (replay, tests) or handed out by a Kafka consumer group (the live workers), in which
// case the caller says where each newly assigned partition starts.
#pragma once
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
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

// Membership of a consumer group. A member that stops heartbeating for `session_timeout` is
// dropped and its partitions go to the others. A member with an `instance_id` is a static member:
// when a process with the same id comes back (a restarted worker, or the same worker after a
// broker restart) it gets its partitions back at once instead of waiting for its old session to
// expire.
struct GroupMembership {
  std::string group_id;
  std::string instance_id;
  std::chrono::milliseconds session_timeout{20000};
  // The longest a member may go between polls before the group counts it as stuck and hands its
  // partitions on (a job runner writing a long AI batch polls rarely).
  std::chrono::milliseconds max_poll_interval{300000};
};

// Called from inside poll_batch when the group hands partitions to this member: returns where
// each starts reading. A revoked partition yields no more messages after its callback.
using OnAssigned = std::function<std::vector<PartitionOffset>(const std::vector<PartitionOffset>& assigned)>;
using OnRevoked = std::function<void(const std::vector<PartitionOffset>& revoked)>;

class EventConsumer {
 public:
  // Without `group`, partitions are assigned by hand (assign()); with it, subscribe() joins it.
  EventConsumer(const std::string& brokers, const std::string& client_id,
                std::optional<GroupMembership> group = std::nullopt);
  ~EventConsumer();
  EventConsumer(const EventConsumer&) = delete;
  EventConsumer& operator=(const EventConsumer&) = delete;

  // Number of partitions of a topic (metadata request). Throws std::runtime_error on failure.
  int32_t partition_count(const std::string& topic, std::chrono::milliseconds timeout);

  // Replaces the assignment; each partition starts at the given offset.
  void assign(const std::vector<PartitionOffset>& start);
  // Joins the consumer group with `topics`; the group decides which partitions this member reads.
  void subscribe(const std::vector<std::string>& topics, OnAssigned on_assigned, OnRevoked on_revoked);
  // Forgets the callbacks given to subscribe(): the object they point into is going away. The
  // group still releases this member's partitions when the consumer closes.
  void forget_group_callbacks();
  // Moves one assigned partition's read position.
  void seek(const PartitionOffset& to);

  // Up to `max` messages, waiting at most `wait` for the first one. Errors other than
  // "nothing yet" are logged and skipped; the broker being away just yields empty batches.
  std::vector<ConsumedMessage> poll_batch(std::size_t max, std::chrono::milliseconds wait);

  // High watermark (offset after the last message) of a partition.
  int64_t high_watermark(const std::string& topic, int32_t partition, std::chrono::milliseconds timeout);
  // The same as the last fetch from that partition reported it (no request to the broker: a
  // consumer with nothing to read still fetches every fetch.wait.max.ms, so it is at most that
  // old); nullopt before a fetch has reported one.
  std::optional<int64_t> fetched_high_watermark(const std::string& topic, int32_t partition);

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
