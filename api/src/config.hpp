// The api's configuration, read from environment variables (documented in --help and README).
#pragma once
#include <chrono>
#include <string>

namespace api {

struct Config {
  std::string address;
  unsigned short port;
  unsigned io_threads;
  unsigned handler_threads;
  std::size_t pg_pool;
  std::string pg_url;
  std::string brokers;
  std::string topic_prefix;
  std::string admin_token;
  std::size_t body_limit;
  std::size_t header_limit;
  std::chrono::milliseconds read_timeout;
  std::chrono::milliseconds command_wait;
  std::chrono::milliseconds delivery_timeout;
  bool access_log;
  std::string log_format;
  std::size_t bench_fixed_bytes;  // > 0 adds GET /__bench/fixed (benchmark ceiling only)
};

// Throws std::invalid_argument naming the variable when a value does not parse.
Config load_config();

extern const char* const kUsage;

}  // namespace api
