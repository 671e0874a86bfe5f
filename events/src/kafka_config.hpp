// Internal to events/: librdkafka configuration and admin-client helpers shared by the producer,
// the consumer and the topic admin calls.
#pragma once
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafkacpp.h>

#include <memory>
#include <stdexcept>
#include <string>

namespace events::detail {

inline void set_or_throw(RdKafka::Conf& conf, const std::string& name, const std::string& value) {
  std::string err;
  if (conf.set(name, value, err) != RdKafka::Conf::CONF_OK)
    throw std::runtime_error("kafka config " + name + ": " + err);
}

// A bare client for admin requests (create/delete topics), destroyed with its handle.
struct AdminClient {
  rd_kafka_t* rk = nullptr;
  explicit AdminClient(const std::string& brokers) {
    char err[512];
    rd_kafka_conf_t* conf = rd_kafka_conf_new();
    if (rd_kafka_conf_set(conf, "bootstrap.servers", brokers.c_str(), err, sizeof err) != RD_KAFKA_CONF_OK) {
      rd_kafka_conf_destroy(conf);
      throw std::runtime_error(err);
    }
    rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);  // takes ownership of conf
    if (!rk) throw std::runtime_error(std::string("kafka admin: ") + err);
  }
  ~AdminClient() { rd_kafka_destroy(rk); }
  AdminClient(const AdminClient&) = delete;
  AdminClient& operator=(const AdminClient&) = delete;
};

}  // namespace events::detail
