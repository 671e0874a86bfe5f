// Internal to events/: librdkafka configuration and admin-client helpers shared by the producer,
// the consumer and the topic admin calls.
#pragma once
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafkacpp.h>

#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

namespace events::detail {

inline void set_or_throw(RdKafka::Conf& conf, const std::string& name, const std::string& value) {
  std::string err;
  if (conf.set(name, value, err) != RdKafka::Conf::CONF_OK)
    throw std::runtime_error("kafka config " + name + ": " + err);
}

// How every client authenticates to the broker, from the environment (unset: plaintext without
// authentication, as infra/bonus runs it). On a cluster: SASL_SSL with SCRAM-SHA-512, one Kafka
// user per component (infra/deploy/k8s/base/kafka-users.yaml).
inline constexpr std::pair<const char*, const char*> kSecurityFromEnv[] = {
    {"BONUS_KAFKA_SECURITY_PROTOCOL", "security.protocol"},
    {"BONUS_KAFKA_SASL_MECHANISM", "sasl.mechanism"},
    {"BONUS_KAFKA_SASL_USERNAME", "sasl.username"},
    {"BONUS_KAFKA_SASL_PASSWORD", "sasl.password"},
    {"BONUS_KAFKA_SSL_CA_LOCATION", "ssl.ca.location"},
};

template <typename Set>
void apply_security_from_env(Set&& set) {
  for (const auto& [env, name] : kSecurityFromEnv) {
    const char* value = std::getenv(env);
    if (value && *value) set(name, value);
  }
}

inline void set_security_from_env(RdKafka::Conf& conf) {
  apply_security_from_env([&](const char* name, const char* value) { set_or_throw(conf, name, value); });
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
    apply_security_from_env([&](const char* name, const char* value) {
      if (rd_kafka_conf_set(conf, name, value, err, sizeof err) != RD_KAFKA_CONF_OK) {
        rd_kafka_conf_destroy(conf);
        throw std::runtime_error(std::string("kafka config ") + name + ": " + err);
      }
    });
    rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);  // takes ownership of conf
    if (!rk) throw std::runtime_error(std::string("kafka admin: ") + err);
  }
  ~AdminClient() { rd_kafka_destroy(rk); }
  AdminClient(const AdminClient&) = delete;
  AdminClient& operator=(const AdminClient&) = delete;
};

}  // namespace events::detail
