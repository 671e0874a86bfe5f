// The commands of bonus-worker (main.cpp dispatches to them) and the settings they share, read
// from the environment (`bonus-worker --help` lists them).
#pragma once
#include <atomic>
#include <chrono>
#include <string>
#include <vector>

#include "domain/site.hpp"
#include "env.hpp"
#include "events/catalogue.hpp"
#include "jobs/config.hpp"
#include "jobs/runner.hpp"
#include "storage/postgres.hpp"

namespace worker::commands {

std::string host_name();
// BONUS_PUBLIC_ORIGIN as an origin; throws for anything else.
std::string parse_origin(const std::string& text);

// Every setting of the worker, read from the environment when constructed (throws, naming the
// variable, for a value out of range).
struct Config {
  // Every connection of the worker (projector, replay, jobs, publisher, seed) gets keepalives and
  // this statement timeout; a statement it cancels is retried, never dead-lettered.
  std::chrono::milliseconds statement_timeout{env_count("BONUS_PG_STATEMENT_TIMEOUT_MS", "60000", 0, 3600000)};
  std::string pg_url =
      storage::with_session_limits(env_or("BONUS_PG_URL", "postgresql://bonus:bonus@127.0.0.1:5433/bonus"), statement_timeout);
  std::string brokers = env_or("BONUS_KAFKA_BROKERS", "127.0.0.1:19092");
  std::string topic_prefix = env_or("BONUS_TOPIC_PREFIX", "bonus.");
  events::Topics topics = events::Topics::with_prefix(topic_prefix);
  // At most this many events per projection transaction: a batch is as big as the backlog allows,
  // so a live worker with nothing to catch up applies a few at a time.
  std::size_t batch = parse_count("BONUS_WORKER_BATCH", env_or("BONUS_WORKER_BATCH", "5000"), 1, 100000);
  std::size_t replay_batch = parse_count("BONUS_REPLAY_BATCH", env_or("BONUS_REPLAY_BATCH", "10000"), 1, 100000);
  // Replicas of each topic the worker creates (a production cluster: 3, with min.insync.replicas 2).
  int replication = static_cast<int>(parse_count("BONUS_TOPIC_REPLICATION", env_or("BONUS_TOPIC_REPLICATION", "1"), 1, 16));
  // The projectors' consumer group (one per topic set) and how long a silent member keeps its
  // partitions: a worker that dies is replaced within this time.
  std::string group = env_or("BONUS_WORKER_GROUP", (topic_prefix + "projector").c_str());
  std::chrono::milliseconds session_timeout{
      parse_count("BONUS_KAFKA_SESSION_TIMEOUT_MS", env_or("BONUS_KAFKA_SESSION_TIMEOUT_MS", "20000"), 6000, 300000)};
  // This worker's stable name in the group (static membership): the host name unless set. Two
  // workers on one host need names of their own.
  std::string instance = env_or("BONUS_WORKER_INSTANCE", host_name().c_str());
  std::string public_origin = parse_origin(env_or("BONUS_PUBLIC_ORIGIN", "http://127.0.0.1:8080"));
  // The least time between two sitemap rebuilds (they run after the batches, not in them).
  std::chrono::milliseconds sitemap_interval{env_count("BONUS_SITEMAP_INTERVAL_MS", "1000", 0, 3600000)};
  std::string product_name = env_or("BONUS_PRODUCT_NAME", std::string(domain::kDefaultProductName).c_str());
  RunnerConfig jobs =
      runner_config_from_env(pg_url, brokers, topic_prefix, instance, session_timeout, public_origin);
  std::vector<std::string> projected() const { return {topics.content, topics.engagement, topics.jobs}; }
};

// topics_and_schema.cpp
void create_topics(const Config& c);
// Creates the live projection schema when missing. Returns false when it exists but was built
// from a different projection definition (a replay is due).
bool ensure_live_schema(pqxx::connection& db);
void migrate(const Config& c);

// run.cpp: `run` (projector, job runner and publisher until `stop`) and `replay`.
int run(const Config& c, const std::atomic<bool>& stop);
int replay(const Config& c, const std::atomic<bool>& stop);

// seed.cpp, dead_letters.cpp: the command's arguments after its name.
int seed(const Config& c, const std::vector<std::string>& args);
int dead_letters(const Config& c, const std::vector<std::string>& args);

}  // namespace worker::commands
