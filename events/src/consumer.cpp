// Consumer with manual or group assignment, plus the topic admin call used at start-up and in tests.
#include "events/consumer.hpp"

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafkacpp.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <stdexcept>

#include "kafka_config.hpp"

namespace events {

using detail::set_or_throw;

namespace {

std::string describe(const std::vector<RdKafka::TopicPartition*>& parts) {
  std::string out;
  for (const auto* p : parts) out += (out.empty() ? "" : ", ") + p->topic() + "[" + std::to_string(p->partition()) + "]";
  return out.empty() ? "none" : out;
}

std::vector<PartitionOffset> to_offsets(const std::vector<RdKafka::TopicPartition*>& parts) {
  std::vector<PartitionOffset> out;
  for (const auto* p : parts) out.push_back({p->topic(), p->partition(), p->offset()});
  return out;
}

// Eager rebalancing: on assignment the caller's offsets (from Postgres) become the read
// positions; on revocation everything is released before the group moves it elsewhere.
class GroupRebalance : public RdKafka::RebalanceCb {
 public:
  std::string group;
  OnAssigned on_assigned;
  OnRevoked on_revoked;

  void rebalance_cb(RdKafka::KafkaConsumer* consumer, RdKafka::ErrorCode err,
                    std::vector<RdKafka::TopicPartition*>& partitions) override {
    if (err == RdKafka::ERR__ASSIGN_PARTITIONS) {
      auto start = on_assigned ? on_assigned(to_offsets(partitions)) : std::vector<PartitionOffset>{};
      for (auto* p : partitions)
        for (const auto& s : start)
          if (s.topic == p->topic() && s.partition == p->partition()) p->set_offset(s.offset);
      spdlog::info("consumer group {} assigned: {}", group, describe(partitions));
      consumer->assign(partitions);
    } else {
      if (on_revoked) on_revoked(to_offsets(partitions));
      spdlog::info("consumer group {} revoked: {}", group, describe(partitions));
      consumer->unassign();
    }
  }
};

}  // namespace

struct EventConsumer::Impl {
  GroupRebalance rebalance;
  std::unique_ptr<RdKafka::KafkaConsumer> consumer;
};

EventConsumer::EventConsumer(const std::string& brokers, const std::string& client_id,
                             std::optional<GroupMembership> group)
    : impl_(std::make_unique<Impl>()) {
  std::unique_ptr<RdKafka::Conf> conf(RdKafka::Conf::create(RdKafka::Conf::CONF_GLOBAL));
  set_or_throw(*conf, "bootstrap.servers", brokers);
  detail::set_security_from_env(*conf);
  set_or_throw(*conf, "client.id", client_id);
  // The KafkaConsumer class needs a group id. With assign() no group membership is used; with a
  // group, Kafka only decides who reads which partition. No offset is ever committed to Kafka:
  // positions live in Postgres next to the projections.
  set_or_throw(*conf, "group.id", group ? group->group_id : client_id);
  if (group) {
    const auto session = group->session_timeout.count();
    set_or_throw(*conf, "session.timeout.ms", std::to_string(session));
    set_or_throw(*conf, "heartbeat.interval.ms", std::to_string(std::max<long long>(100, session / 3)));
    impl_->rebalance.group = group->group_id;
    set_or_throw(*conf, "max.poll.interval.ms", std::to_string(group->max_poll_interval.count()));
    if (!group->instance_id.empty()) set_or_throw(*conf, "group.instance.id", group->instance_id);
    std::string err;
    if (conf->set("rebalance_cb", &impl_->rebalance, err) != RdKafka::Conf::CONF_OK)
      throw std::runtime_error("kafka rebalance_cb: " + err);
  }
  set_or_throw(*conf, "enable.auto.commit", "false");
  set_or_throw(*conf, "enable.auto.offset.store", "false");
  set_or_throw(*conf, "enable.partition.eof", "false");
  set_or_throw(*conf, "auto.offset.reset", "earliest");
  set_or_throw(*conf, "fetch.wait.max.ms", "50");
  // How much librdkafka fetches ahead of the poll. Once its queue holds queued.min.messages
  // (100,000 by default) or queued.max.messages.kbytes (64 MB), a partition stops fetching, and
  // this librdkafka (2.0) decides to fetch again only when its broker thread next wakes, not when
  // the queue is taken: a replay or a catch-up that took those messages in a second then found
  // the queue empty for 0.4-0.6 s, about every 130,000 events (2.4 s of a replay's 9.1 s fold).
  // A backlog of a million events now fits in the queue. The cost is memory while a backlog is
  // read (a live worker that is up to date holds a few messages): up to 256 MB of payload plus
  // librdkafka's own few hundred bytes a message; in bench/replay.sh the live worker's resident
  // size during its catch-up went from 139 to 611 MB, the replay's from 174 to 744 MB.
  set_or_throw(*conf, "queued.min.messages", "1000000");
  set_or_throw(*conf, "queued.max.messages.kbytes", "262144");
  set_or_throw(*conf, "socket.nagle.disable", "true");  // a fetch request is small: never held back
  set_or_throw(*conf, "socket.connection.setup.timeout.ms", "2000");
  set_or_throw(*conf, "reconnect.backoff.max.ms", "1000");
  std::string err;
  impl_->consumer.reset(RdKafka::KafkaConsumer::create(conf.get(), err));
  if (!impl_->consumer) throw std::runtime_error("kafka consumer: " + err);
}

EventConsumer::~EventConsumer() {
  if (impl_->consumer) impl_->consumer->close();
}

int32_t EventConsumer::partition_count(const std::string& topic, std::chrono::milliseconds timeout) {
  std::string err;
  std::unique_ptr<RdKafka::Topic> t(RdKafka::Topic::create(impl_->consumer.get(), topic, nullptr, err));
  if (!t) throw std::runtime_error("kafka topic " + topic + ": " + err);
  RdKafka::Metadata* raw = nullptr;
  auto rc = impl_->consumer->metadata(false, t.get(), &raw, static_cast<int>(timeout.count()));
  std::unique_ptr<RdKafka::Metadata> md(raw);
  if (rc != RdKafka::ERR_NO_ERROR) throw std::runtime_error("kafka metadata for " + topic + ": " + RdKafka::err2str(rc));
  for (const auto* tm : *md->topics()) {
    if (tm->topic() != topic) continue;
    if (tm->err() != RdKafka::ERR_NO_ERROR)
      throw std::runtime_error("kafka topic " + topic + ": " + RdKafka::err2str(tm->err()));
    return static_cast<int32_t>(tm->partitions()->size());
  }
  throw std::runtime_error("kafka topic " + topic + " not found");
}

void EventConsumer::assign(const std::vector<PartitionOffset>& start) {
  std::vector<RdKafka::TopicPartition*> parts;
  for (const auto& p : start) parts.push_back(RdKafka::TopicPartition::create(p.topic, p.partition, p.offset));
  auto rc = impl_->consumer->assign(parts);
  RdKafka::TopicPartition::destroy(parts);
  if (rc != RdKafka::ERR_NO_ERROR) throw std::runtime_error("kafka assign: " + RdKafka::err2str(rc));
}

void EventConsumer::subscribe(const std::vector<std::string>& topics, OnAssigned on_assigned, OnRevoked on_revoked) {
  impl_->rebalance.on_assigned = std::move(on_assigned);
  impl_->rebalance.on_revoked = std::move(on_revoked);
  auto rc = impl_->consumer->subscribe(topics);
  if (rc != RdKafka::ERR_NO_ERROR) throw std::runtime_error("kafka subscribe: " + RdKafka::err2str(rc));
}

void EventConsumer::forget_group_callbacks() {
  impl_->rebalance.on_assigned = nullptr;
  impl_->rebalance.on_revoked = nullptr;
}

void EventConsumer::seek(const PartitionOffset& to) {
  std::unique_ptr<RdKafka::TopicPartition> tp(RdKafka::TopicPartition::create(to.topic, to.partition, to.offset));
  auto rc = impl_->consumer->seek(*tp, 5000);
  if (rc != RdKafka::ERR_NO_ERROR) {
    // seek() on a partition whose fetcher is not started yet fails; re-assigning is the fallback.
    spdlog::warn("kafka seek {}[{}] to {} failed ({}), re-assigning", to.topic, to.partition, to.offset,
                 RdKafka::err2str(rc));
    std::vector<RdKafka::TopicPartition*> current;
    impl_->consumer->assignment(current);
    for (auto* p : current)
      if (p->topic() == to.topic && p->partition() == to.partition) p->set_offset(to.offset);
    impl_->consumer->assign(current);
    RdKafka::TopicPartition::destroy(current);
  }
}

std::vector<ConsumedMessage> EventConsumer::poll_batch(std::size_t max, std::chrono::milliseconds wait) {
  std::vector<ConsumedMessage> out;
  int timeout = static_cast<int>(wait.count());
  while (out.size() < max) {
    std::unique_ptr<RdKafka::Message> m(impl_->consumer->consume(timeout));
    if (!m) break;
    if (m->err() == RdKafka::ERR__TIMED_OUT || m->err() == RdKafka::ERR__PARTITION_EOF) break;
    if (m->err() != RdKafka::ERR_NO_ERROR) {
      spdlog::warn("kafka consume: {}", m->errstr());
      break;
    }
    ConsumedMessage cm;
    cm.topic = m->topic_name();
    cm.partition = m->partition();
    cm.offset = m->offset();
    if (m->key()) cm.key = *m->key();
    cm.value.assign(static_cast<const char*>(m->payload()), m->len());
    out.push_back(std::move(cm));
    timeout = 0;  // after the first message, take only what is already fetched
  }
  return out;
}

int64_t EventConsumer::high_watermark(const std::string& topic, int32_t partition, std::chrono::milliseconds timeout) {
  int64_t low = 0, high = 0;
  auto rc = impl_->consumer->query_watermark_offsets(topic, partition, &low, &high, static_cast<int>(timeout.count()));
  if (rc != RdKafka::ERR_NO_ERROR) throw std::runtime_error("kafka watermarks: " + RdKafka::err2str(rc));
  return high;
}

std::optional<int64_t> EventConsumer::fetched_high_watermark(const std::string& topic, int32_t partition) {
  int64_t low = 0, high = 0;
  auto rc = impl_->consumer->get_watermark_offsets(topic, partition, &low, &high);
  if (rc != RdKafka::ERR_NO_ERROR || high < 0) return std::nullopt;
  return high;
}

void ensure_topics(const std::string& brokers, const std::vector<TopicSpec>& topics, std::chrono::milliseconds timeout) {
  char err[512];
  detail::AdminClient admin(brokers);
  rd_kafka_t* rk = admin.rk;
  std::vector<rd_kafka_NewTopic_t*> specs;
  for (const auto& t : topics) {
    auto* nt = rd_kafka_NewTopic_new(t.name.c_str(), t.partitions, t.replication, err, sizeof err);
    if (!nt) throw std::runtime_error(err);
    rd_kafka_NewTopic_set_config(nt, "retention.ms", "-1");
    specs.push_back(nt);
  }
  rd_kafka_queue_t* q = rd_kafka_queue_new(rk);
  rd_kafka_AdminOptions_t* opts = rd_kafka_AdminOptions_new(rk, RD_KAFKA_ADMIN_OP_CREATETOPICS);
  rd_kafka_AdminOptions_set_request_timeout(opts, static_cast<int>(timeout.count()), err, sizeof err);
  rd_kafka_CreateTopics(rk, specs.data(), specs.size(), opts, q);
  rd_kafka_event_t* ev = rd_kafka_queue_poll(q, static_cast<int>(timeout.count()) + 1000);
  std::string failure;
  if (!ev) {
    failure = "no answer from Kafka at " + brokers;
  } else if (rd_kafka_event_error(ev)) {
    failure = rd_kafka_event_error_string(ev);
  } else {
    const auto* res = rd_kafka_event_CreateTopics_result(ev);
    size_t n = 0;
    const rd_kafka_topic_result_t** results = rd_kafka_CreateTopics_result_topics(res, &n);
    for (size_t i = 0; i < n; ++i) {
      auto code = rd_kafka_topic_result_error(results[i]);
      if (code != RD_KAFKA_RESP_ERR_NO_ERROR && code != RD_KAFKA_RESP_ERR_TOPIC_ALREADY_EXISTS)
        failure += std::string(rd_kafka_topic_result_name(results[i])) + ": " + rd_kafka_err2str(code) + "; ";
    }
  }
  if (ev) rd_kafka_event_destroy(ev);
  rd_kafka_AdminOptions_destroy(opts);
  rd_kafka_NewTopic_destroy_array(specs.data(), specs.size());
  rd_kafka_queue_destroy(q);
  if (!failure.empty()) throw std::runtime_error("creating topics: " + failure);
}

void delete_topics(const std::string& brokers, const std::vector<std::string>& topics, std::chrono::milliseconds timeout) {
  detail::AdminClient admin(brokers);
  rd_kafka_t* rk = admin.rk;
  std::vector<rd_kafka_DeleteTopic_t*> specs;
  for (const auto& t : topics) specs.push_back(rd_kafka_DeleteTopic_new(t.c_str()));
  rd_kafka_queue_t* q = rd_kafka_queue_new(rk);
  rd_kafka_DeleteTopics(rk, specs.data(), specs.size(), nullptr, q);
  rd_kafka_event_t* ev = rd_kafka_queue_poll(q, static_cast<int>(timeout.count()));
  if (ev) rd_kafka_event_destroy(ev);
  rd_kafka_DeleteTopic_destroy_array(specs.data(), specs.size());
  rd_kafka_queue_destroy(q);
}

}  // namespace events
