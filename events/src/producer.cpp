// Idempotent producer over librdkafka: acks=all, enable.idempotence=true, and a delivery report
// awaited per message, so a command answers only after the broker has the event.
#include "events/producer.hpp"

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafkacpp.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <cstdint>
#include <future>
#include <map>
#include <thread>

#include "kafka_config.hpp"
#include "outbox.hpp"

namespace events {

using detail::set_or_throw;

namespace {

struct Pending;

// A message on its way, while the outbox holds it: what it says, and its promise.
struct Outgoing {
  std::string key;
  std::string value;
  Pending* pending;
  std::uint64_t id;  // names it while held (withdraw)
};
using Box = detail::Outbox<Outgoing>;

// What a message in flight carries as its opaque: the promise its producer waits on. Owned by
// whichever callback answers it (a message is answered once): the acknowledgement interceptor
// on success, the delivery report on failure (or the hand-over, when librdkafka refuses it).
struct Pending {
  std::promise<Delivery> promise;
  std::string topic;
  Box* outbox = nullptr;
  Box::Topic* counted = nullptr;  // the outbox's count of the topic's unanswered messages

  // Answered once, by whoever owns it: the message leaves the outbox's count.
  void leave() {
    if (outbox && counted) outbox->answered(counted);
  }
};

// Success is answered from librdkafka's broker thread, the moment the broker's acknowledgement is
// read: the waiting command's thread is woken directly, with no delivery report queued for the
// poller thread to pick up and hand on (one thread wake-up less per acknowledged batch). Only the
// message's own fields are read (the interceptor may call no client API).
rd_kafka_resp_err_t on_acknowledgement(rd_kafka_t*, rd_kafka_message_t* m, void*) {
  // Failed (or, defensively, without an offset): the delivery report answers.
  if (m->err != RD_KAFKA_RESP_ERR_NO_ERROR || m->offset < 0 || !m->_private) return RD_KAFKA_RESP_ERR_NO_ERROR;
  std::unique_ptr<Pending> owner(static_cast<Pending*>(m->_private));
  owner->leave();
  owner->promise.set_value(Delivery{std::move(owner->topic), m->partition, m->offset});
  return RD_KAFKA_RESP_ERR_NO_ERROR;
}

// Counts the produce requests sent (`ApiKey` 0), the messages' requests to the broker.
rd_kafka_resp_err_t on_request_sent(rd_kafka_t*, int, const char*, int32_t, int16_t api_key, int16_t, int32_t,
                                    size_t, void* opaque) {
  if (api_key == 0 && opaque) static_cast<std::atomic<std::uint64_t>*>(opaque)->fetch_add(1, std::memory_order_relaxed);
  return RD_KAFKA_RESP_ERR_NO_ERROR;
}

rd_kafka_resp_err_t add_interceptors(rd_kafka_t* rk, const rd_kafka_conf_t*, void* opaque, char*, size_t) {
  auto err = rd_kafka_interceptor_add_on_acknowledgement(rk, "bonus-delivery", on_acknowledgement, nullptr);
  if (err != RD_KAFKA_RESP_ERR_NO_ERROR) return err;
  return rd_kafka_interceptor_add_on_request_sent(rk, "bonus-requests", on_request_sent, opaque);
}

// The C++ client copies its configuration when the producer is made, and a copy does not keep
// interceptors; it calls on_conf_dup, which adds the interceptors to the copy again.
rd_kafka_resp_err_t on_conf_dup(rd_kafka_conf_t* copy, const rd_kafka_conf_t*, size_t, const char**, void* opaque) {
  return rd_kafka_conf_interceptor_add_on_new(copy, "bonus-delivery", add_interceptors, opaque);
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
    owner->leave();
    owner->promise.set_exception(std::make_exception_ptr(ProduceError(RdKafka::err2str(m.err()), maybe)));
  }
};

}  // namespace

struct EventProducer::Impl {
  // Declared before the client, so they outlive it: its callbacks reach them until it is gone.
  std::atomic<std::uint64_t> produce_requests{0};
  // Hands a message to librdkafka; a message it refuses is answered (failed) at once.
  Box outbox{[this](const std::string& topic, Outgoing& m) { hand(topic, m); }};
  DeliveryReports reports;
  std::unique_ptr<RdKafka::Producer> producer;
  std::chrono::milliseconds delivery_timeout{};
  std::atomic<bool> running{true};
  std::thread poller;

  // A full local queue (a large batch) waits for reports to drain it instead of failing.
  void hand(const std::string& topic, Outgoing& m) {
    for (;;) {
      RdKafka::ErrorCode rc = producer->produce(topic, RdKafka::Topic::PARTITION_UA, RdKafka::Producer::RK_MSG_COPY,
                                                m.value.data(), m.value.size(), m.key.data(), m.key.size(), 0,
                                                m.pending);
      if (rc == RdKafka::ERR_NO_ERROR) return;
      if (rc != RdKafka::ERR__QUEUE_FULL) {
        std::unique_ptr<Pending> owner(m.pending);
        owner->leave();
        owner->promise.set_exception(std::make_exception_ptr(ProduceError(RdKafka::err2str(rc))));
        return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));  // the poller thread drains reports
    }
  }

  // Gives the messages to the outbox; their futures hold their delivery reports.
  std::vector<std::future<Delivery>> submit(const std::string& topic, std::vector<Outgoing> messages) {
    std::vector<std::future<Delivery>> futures;
    futures.reserve(messages.size());
    for (auto& m : messages) futures.push_back(m.pending->promise.get_future());
    auto* counted = outbox.topic(topic);  // set before any of them can be answered
    for (auto& m : messages) {
      m.pending->outbox = &outbox;
      m.pending->counted = counted;
    }
    outbox.submit(topic, messages.begin(), messages.end());
    return futures;
  }

  // Waits for the message's delivery report. A message still held when the wait ends was never
  // handed over: it is taken back, certainly not stored.
  Delivery await(const std::string& topic, std::uint64_t id, std::future<Delivery>& future);
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
  // previous one. Messages that come while one is unanswered wait in the outbox and are handed
  // over together. (A fractional linger.ms does not help: librdkafka's broker thread sleeps in
  // poll(2), whose timeout it rounds up to a whole millisecond, so a lone message would wait 1 ms.)
  set_or_throw(*conf, "linger.ms", "0");
  set_or_throw(*conf, "socket.nagle.disable", "true");
  set_or_throw(*conf, "queue.buffering.max.messages", "200000");
  set_or_throw(*conf, "message.timeout.ms", std::to_string(config.delivery_timeout.count()));
  set_or_throw(*conf, "socket.connection.setup.timeout.ms", "2000");
  set_or_throw(*conf, "reconnect.backoff.max.ms", "1000");
  set_or_throw(*conf, "delivery.report.only.error", "true");
  auto* requests = &impl_->produce_requests;
  if (rd_kafka_conf_interceptor_add_on_new(conf->c_ptr_global(), "bonus-delivery", add_interceptors, requests) !=
          RD_KAFKA_RESP_ERR_NO_ERROR ||
      rd_kafka_conf_interceptor_add_on_conf_dup(conf->c_ptr_global(), "bonus-delivery", on_conf_dup, requests) !=
          RD_KAFKA_RESP_ERR_NO_ERROR)
    throw std::runtime_error("kafka producer: the interceptors were not added");
  std::string err;
  if (conf->set("dr_cb", &impl_->reports, err) != RdKafka::Conf::CONF_OK) throw std::runtime_error(err);
  impl_->producer.reset(RdKafka::Producer::create(conf.get(), err));
  if (!impl_->producer) throw std::runtime_error("kafka producer: " + err);
  impl_->poller = std::thread([impl = impl_.get()] {
    while (impl->running.load()) {
      impl->producer->poll(50);
      // Held messages whose release nobody made (the thread that would have stopped waiting).
      impl->outbox.release_all();
    }
  });
}

EventProducer::~EventProducer() {
  flush(std::chrono::milliseconds(3000));
  impl_->running = false;
  if (impl_->poller.joinable()) impl_->poller.join();
}

namespace {
std::atomic<std::uint64_t> next_message_id{0};

Outgoing outgoing(const std::string& topic, std::string_view key, std::string_view value) {
  return Outgoing{std::string(key), std::string(value), new Pending{{}, topic}, ++next_message_id};
}
}  // namespace

Delivery EventProducer::Impl::await(const std::string& topic, std::uint64_t id, std::future<Delivery>& future) {
  // The report always comes by message.timeout.ms after the message was handed over; the margin
  // covers the poll interval.
  if (future.wait_for(delivery_timeout + std::chrono::milliseconds(1000)) != std::future_status::ready) {
    std::unique_ptr<Pending> never;
    const bool held = outbox.withdraw(topic, [&](const Outgoing& m) {
      if (m.id != id) return false;
      never.reset(m.pending);
      return true;
    });
    if (held) {  // (never handed over, so never counted as unanswered)
      throw ProduceError("not sent: the messages before it were not answered in time");
    }
    throw ProduceError("delivery report did not arrive in time", true);
  }
  // The last of a request's messages to be answered hands over what was held meanwhile.
  outbox.release(topic);
  return future.get();
}

Delivery EventProducer::produce(const std::string& topic, std::string_view key, std::string_view value) {
  std::vector<Outgoing> one;
  one.push_back(outgoing(topic, key, value));
  const auto id = one.front().id;
  auto futures = impl_->submit(topic, std::move(one));
  return impl_->await(topic, id, futures.front());
}

std::vector<Delivery> EventProducer::produce_all(const std::vector<OutgoingMessage>& messages) {
  // Per topic, in their order (the order per partition is kept).
  std::map<std::string, std::vector<std::size_t>> by_topic;
  for (std::size_t i = 0; i < messages.size(); ++i) by_topic[messages[i].topic].push_back(i);
  std::vector<std::future<Delivery>> futures(messages.size());
  std::vector<std::uint64_t> ids(messages.size());
  for (const auto& [topic, indexes] : by_topic) {
    std::vector<Outgoing> group;
    group.reserve(indexes.size());
    for (auto i : indexes) {
      group.push_back(outgoing(topic, messages[i].key, messages[i].value));
      ids[i] = group.back().id;
    }
    auto submitted = impl_->submit(topic, std::move(group));
    for (std::size_t k = 0; k < indexes.size(); ++k) futures[indexes[k]] = std::move(submitted[k]);
  }
  std::vector<Delivery> out;
  out.reserve(messages.size());
  for (std::size_t i = 0; i < messages.size(); ++i) out.push_back(impl_->await(messages[i].topic, ids[i], futures[i]));
  return out;
}

int64_t EventProducer::high_watermark(const std::string& topic, int32_t partition, std::chrono::milliseconds timeout) {
  int64_t low = 0, high = 0;
  auto rc = impl_->producer->query_watermark_offsets(topic, partition, &low, &high, static_cast<int>(timeout.count()));
  if (rc != RdKafka::ERR_NO_ERROR) throw ProduceError(RdKafka::err2str(rc));
  return high;
}

std::uint64_t EventProducer::produce_requests() const { return impl_->produce_requests.load(); }

void EventProducer::flush(std::chrono::milliseconds timeout) {
  impl_->outbox.drain();
  impl_->producer->flush(static_cast<int>(timeout.count()));
}

}  // namespace events
