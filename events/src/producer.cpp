// Idempotent producer over librdkafka: acks=all, enable.idempotence=true, and a delivery report
// awaited per message, so a command answers only after the broker has the event.
#include "events/producer.hpp"

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafkacpp.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <future>
#include <thread>

#include "kafka_config.hpp"

namespace events {

using detail::set_or_throw;

namespace {

// What a message in flight carries as its opaque: the promise its producer waits on. Owned by
// whichever callback answers it (a message is answered once): the acknowledgement interceptor
// on success, the delivery report on failure.
struct Pending {
  std::promise<Delivery> promise;
  std::string topic;
};

// Success is answered from librdkafka's broker thread, the moment the broker's acknowledgement is
// read: the waiting command's thread is woken directly, with no delivery report queued for the
// poller thread to pick up and hand on (one thread wake-up less per acknowledged batch). Only the
// message's own fields are read (the interceptor may call no client API).
rd_kafka_resp_err_t on_acknowledgement(rd_kafka_t*, rd_kafka_message_t* m, void*) {
  // Failed (or, defensively, without an offset): the delivery report answers.
  if (m->err != RD_KAFKA_RESP_ERR_NO_ERROR || m->offset < 0 || !m->_private) return RD_KAFKA_RESP_ERR_NO_ERROR;
  std::unique_ptr<Pending> owner(static_cast<Pending*>(m->_private));
  owner->promise.set_value(Delivery{std::move(owner->topic), m->partition, m->offset});
  return RD_KAFKA_RESP_ERR_NO_ERROR;
}

rd_kafka_resp_err_t add_acknowledgement(rd_kafka_t* rk, const rd_kafka_conf_t*, void* opaque, char*, size_t) {
  return rd_kafka_interceptor_add_on_acknowledgement(rk, "bonus-delivery", on_acknowledgement, opaque);
}

// The C++ client copies its configuration when the producer is made, and a copy does not keep
// interceptors; it calls on_conf_dup, which adds the interceptor to the copy again.
rd_kafka_resp_err_t on_conf_dup(rd_kafka_conf_t* copy, const rd_kafka_conf_t*, size_t, const char**, void* opaque) {
  return rd_kafka_conf_interceptor_add_on_new(copy, "bonus-delivery", add_acknowledgement, opaque);
}

// Failed deliveries only (delivery.report.only.error): served by the poller thread.
class DeliveryReports : public RdKafka::DeliveryReportCb {
 public:
  void dr_cb(RdKafka::Message& m) override {
    if (m.err() == RdKafka::ERR_NO_ERROR) return;  // answered by the interceptor already
    // The promise is owned by the callback from here on: the waiter may have given up already.
    std::unique_ptr<Pending> owner(static_cast<Pending*>(m.msg_opaque()));
    if (!owner) return;
    // A message that timed out after it was sent may be in the log all the same.
    const bool maybe = m.status() != RdKafka::Message::MSG_STATUS_NOT_PERSISTED;
    owner->promise.set_exception(std::make_exception_ptr(ProduceError(RdKafka::err2str(m.err()), maybe)));
  }
};

}  // namespace

struct EventProducer::Impl {
  DeliveryReports reports;
  std::unique_ptr<RdKafka::Producer> producer;
  std::chrono::milliseconds delivery_timeout{};
  std::atomic<bool> running{true};
  std::thread poller;
};

EventProducer::EventProducer(const ProducerConfig& config) : impl_(std::make_unique<Impl>()) {
  impl_->delivery_timeout = config.delivery_timeout;
  std::unique_ptr<RdKafka::Conf> conf(RdKafka::Conf::create(RdKafka::Conf::CONF_GLOBAL));
  set_or_throw(*conf, "bootstrap.servers", config.brokers);
  detail::set_security_from_env(*conf);
  set_or_throw(*conf, "enable.idempotence", "true");
  set_or_throw(*conf, "acks", "all");
  // A command waits for its own event's acknowledgement: send at once (no linger), and with
  // Nagle's algorithm off, so a small produce request never waits for the broker's ACK of the
  // previous one. Messages that queue up behind the in-flight requests still go out in batches.
  set_or_throw(*conf, "linger.ms", "0");
  set_or_throw(*conf, "socket.nagle.disable", "true");
  set_or_throw(*conf, "queue.buffering.max.messages", "200000");
  set_or_throw(*conf, "message.timeout.ms", std::to_string(config.delivery_timeout.count()));
  set_or_throw(*conf, "socket.connection.setup.timeout.ms", "2000");
  set_or_throw(*conf, "reconnect.backoff.max.ms", "1000");
  set_or_throw(*conf, "delivery.report.only.error", "true");
  if (rd_kafka_conf_interceptor_add_on_new(conf->c_ptr_global(), "bonus-delivery", add_acknowledgement, nullptr) !=
          RD_KAFKA_RESP_ERR_NO_ERROR ||
      rd_kafka_conf_interceptor_add_on_conf_dup(conf->c_ptr_global(), "bonus-delivery", on_conf_dup, nullptr) !=
          RD_KAFKA_RESP_ERR_NO_ERROR)
    throw std::runtime_error("kafka producer: the acknowledgement interceptor was not added");
  std::string err;
  if (conf->set("dr_cb", &impl_->reports, err) != RdKafka::Conf::CONF_OK) throw std::runtime_error(err);
  impl_->producer.reset(RdKafka::Producer::create(conf.get(), err));
  if (!impl_->producer) throw std::runtime_error("kafka producer: " + err);
  impl_->poller = std::thread([impl = impl_.get()] {
    while (impl->running.load()) impl->producer->poll(50);
  });
}

EventProducer::~EventProducer() {
  flush(std::chrono::milliseconds(3000));
  impl_->running = false;
  if (impl_->poller.joinable()) impl_->poller.join();
}

namespace {
// Hands one message to librdkafka; the returned future holds its delivery report. A full local
// queue (a large batch) waits for reports to drain it instead of failing.
std::future<Delivery> enqueue(RdKafka::Producer& producer, const std::string& topic, std::string_view key,
                              std::string_view value) {
  auto* opaque = new Pending{{}, topic};
  auto future = opaque->promise.get_future();
  for (;;) {
    RdKafka::ErrorCode rc = producer.produce(topic, RdKafka::Topic::PARTITION_UA, RdKafka::Producer::RK_MSG_COPY,
                                             const_cast<char*>(value.data()), value.size(), key.data(), key.size(), 0,
                                             opaque);
    if (rc == RdKafka::ERR_NO_ERROR) return future;
    if (rc != RdKafka::ERR__QUEUE_FULL) {
      delete opaque;
      throw ProduceError(RdKafka::err2str(rc));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));  // the poller thread drains reports
  }
}
}  // namespace

Delivery EventProducer::produce(const std::string& topic, std::string_view key, std::string_view value) {
  auto future = enqueue(*impl_->producer, topic, key, value);
  // The report always comes by message.timeout.ms; the margin covers the poll interval.
  if (future.wait_for(impl_->delivery_timeout + std::chrono::milliseconds(1000)) != std::future_status::ready)
    throw ProduceError("delivery report did not arrive in time", true);
  return future.get();
}

std::vector<Delivery> EventProducer::produce_all(const std::vector<OutgoingMessage>& messages) {
  std::vector<std::future<Delivery>> pending;
  pending.reserve(messages.size());
  for (const auto& m : messages) pending.push_back(enqueue(*impl_->producer, m.topic, m.key, m.value));
  std::vector<Delivery> out;
  out.reserve(messages.size());
  for (auto& f : pending) {
    // Each report comes by message.timeout.ms after its message entered the queue.
    if (f.wait_for(impl_->delivery_timeout + std::chrono::milliseconds(1000)) != std::future_status::ready)
      throw ProduceError("delivery report did not arrive in time", true);
    out.push_back(f.get());
  }
  return out;
}

int64_t EventProducer::high_watermark(const std::string& topic, int32_t partition, std::chrono::milliseconds timeout) {
  int64_t low = 0, high = 0;
  auto rc = impl_->producer->query_watermark_offsets(topic, partition, &low, &high, static_cast<int>(timeout.count()));
  if (rc != RdKafka::ERR_NO_ERROR) throw ProduceError(RdKafka::err2str(rc));
  return high;
}

void EventProducer::flush(std::chrono::milliseconds timeout) {
  impl_->producer->flush(static_cast<int>(timeout.count()));
}

}  // namespace events
