// bonus-worker: projects events into Postgres, rebuilds projections, applies migrations. The
// commands are in commands/ (one file per group); this file holds the usage and the dispatch.
#include <spdlog/spdlog.h>

#include <atomic>
#include <csignal>
#include <functional>
#include <iostream>
#include <map>

#include "commands/commands.hpp"
#include "events/logging.hpp"

namespace {

std::atomic<bool> g_stop{false};
void on_signal(int) { g_stop = true; }

constexpr const char* kUsage = R"(bonus-worker: projects events from Kafka into Postgres.

Usage: bonus-worker <command>
  run            apply migrations, create missing topics, rebuild projections if their
                 definition changed, then project events until SIGTERM/SIGINT
  replay         rebuild every projection from offset 0 into a fresh schema and swap it in
  migrate        apply SQL migrations and create the projection schema if missing
  create-topics  create the Kafka topics if missing
  seed [--promotions N] [--casinos N] [--comments N] [--traffic N] [--no-wait]
                 load the demo content (13 casinos, 40 promotions in 5 categories, 12 blog
                 posts, comments, splash ads, hero, settings, SEO rows) as events; what the
                 projection already has is skipped. --promotions N (40..100000) generates
                 more promotions from the same templates, for benchmarks; --casinos N
                 (..100000) and --comments N (..1000000) generate casinos and comments up
                 to N in all (comments spread over the promotions). --traffic N adds
                 N visitor events (20 view events to 1 comment) on that content, for replay
                 benchmarks. Waits up to 60 s for the projector (bonus-worker run) to apply
                 them (exit status 1 if not), unless --no-wait.
  dead-letters   list the live projection's dead letters (id, place in the log, type, time,
                 reason)
  dead-letters retry ID... | --all
                 apply dead letters again, once their cause is fixed: each read from the log
                 and applied in a transaction that also removes it; one that still fails
                 stays, with the new reason (exit status 1)
  --help         this text

Environment (defaults in brackets):
  BONUS_PG_URL         [postgresql://bonus:bonus@127.0.0.1:5433/bonus]
  BONUS_KAFKA_BROKERS  [127.0.0.1:19092]
  BONUS_KAFKA_SECURITY_PROTOCOL, BONUS_KAFKA_SASL_MECHANISM, BONUS_KAFKA_SASL_USERNAME,
  BONUS_KAFKA_SASL_PASSWORD, BONUS_KAFKA_SSL_CA_LOCATION [unset: plaintext]  how the clients
                       log in to Kafka (librdkafka's security.protocol, sasl.*, ssl.ca.location)
  BONUS_TOPIC_PREFIX   [bonus.]  topics <prefix>content, <prefix>engagement, <prefix>jobs
  BONUS_WORKER_BATCH   [5000]    at most this many events per projection transaction
  BONUS_REPLAY_BATCH   [10000]   the same while a replay rebuilds the projections
  BONUS_PG_STATEMENT_TIMEOUT_MS [60000]  longest statement on any connection (0: none); a
                                 projector batch whose statement is cancelled is retried
  BONUS_TOPIC_REPLICATION [1]    replicas of each topic the worker creates (3 on a cluster)
  BONUS_WORKER_GROUP   [<prefix>projector]  Kafka consumer group of the projectors
  BONUS_KAFKA_SESSION_TIMEOUT_MS [20000]  a worker silent this long loses its partitions to
                                 the others (6000..300000)
  BONUS_WORKER_ALIVE_FILE [none]  touched every 5 s while the run loop turns (liveness probe)
  BONUS_WORKER_INSTANCE [host name]  this worker's stable name in the group: a worker that
                                 comes back under the same name gets its partitions back at once
  BONUS_PUBLIC_ORIGIN  [http://127.0.0.1:8080]  the site's public origin: sitemap URLs, demo images
  BONUS_SITEMAP_INTERVAL_MS [1000]  the least time between two sitemap rebuilds, which follow
                                 the batches that change casinos or posts (0..3600000)
  BONUS_PRODUCT_NAME   [Bonus Rehberi]  the product name in the demo SEO rows
  BONUS_LOG_FORMAT     [text]    text or json
)";

using Command = std::function<int(const worker::commands::Config&, const std::vector<std::string>& args)>;

const std::map<std::string, Command, std::less<>>& commands() {
  namespace cmd = worker::commands;
  static const std::map<std::string, Command, std::less<>> table{
      {"run", [](const cmd::Config& c, const auto&) { return cmd::run(c, g_stop); }},
      {"replay", [](const cmd::Config& c, const auto&) { return cmd::replay(c, g_stop); }},
      {"migrate",
       [](const cmd::Config& c, const auto&) {
         cmd::migrate(c);
         return 0;
       }},
      {"create-topics",
       [](const cmd::Config& c, const auto&) {
         cmd::create_topics(c);
         return 0;
       }},
      {"seed", cmd::seed},
      {"dead-letters", cmd::dead_letters},
  };
  return table;
}

}  // namespace

int main(int argc, char** argv) {
  std::string name = argc > 1 ? argv[1] : "--help";
  if (name == "--help" || name == "-h" || name == "help") {
    std::cout << kUsage << '\n' << worker::kJobsUsage;
    return argc > 1 ? 0 : 2;
  }
  auto command = commands().find(name);
  if (command == commands().end()) {
    std::cerr << "unknown command '" << name << "'\n\n" << kUsage;
    return 2;
  }
  events::setup_logging(worker::env_or("BONUS_LOG_FORMAT", "text"), "worker");
  std::signal(SIGTERM, on_signal);
  std::signal(SIGINT, on_signal);
  try {
    worker::commands::Config config;
    return command->second(config, std::vector<std::string>(argv + 2, argv + argc));
  } catch (const std::exception& e) {
    spdlog::error("{} failed: {}", name, e.what());
    return 1;
  }
}
