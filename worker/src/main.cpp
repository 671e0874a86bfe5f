// bonus-worker: projects events into Postgres, rebuilds projections, applies migrations.
#include <unistd.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <thread>

#include "events/catalogue.hpp"
#include "events/consumer.hpp"
#include "events/logging.hpp"
#include "env.hpp"
#include "heartbeat.hpp"
#include "jobs/config.hpp"
#include "jobs/runner.hpp"
#include "dead_letters.hpp"
#include "projector.hpp"
#include "domain/site.hpp"
#include "replay.hpp"
#include "seed/seed.hpp"
#include "storage/postgres.hpp"

namespace {

using namespace std::chrono_literals;
using worker::env_or;
using worker::parse_count;

std::atomic<bool> g_stop{false};
void on_signal(int) { g_stop = true; }

std::string host_name() {
  char name[256] = {};
  if (::gethostname(name, sizeof name - 1) != 0 || name[0] == '\0') return "bonus-worker";
  return name;
}

std::string parse_origin(const std::string& text) {
  std::string origin = domain::normalize_public_origin(text);
  if (origin.empty())
    throw std::invalid_argument("BONUS_PUBLIC_ORIGIN must be an http(s) origin such as https://bonus.example, got '" +
                                text + "'");
  return origin;
}

struct Config {
  // Every connection of the worker (projector, replay, jobs, publisher, seed) gets keepalives and
  // this statement timeout; a statement it cancels is retried, never dead-lettered.
  std::chrono::milliseconds statement_timeout{worker::env_count("BONUS_PG_STATEMENT_TIMEOUT_MS", "60000", 0, 3600000)};
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
  std::string product_name = env_or("BONUS_PRODUCT_NAME", std::string(domain::kDefaultProductName).c_str());
  worker::RunnerConfig jobs = worker::runner_config_from_env(pg_url, brokers, topic_prefix, instance, session_timeout,
                                                             public_origin);
  std::vector<std::string> projected() const { return {topics.content, topics.engagement, topics.jobs}; }
};

constexpr const char* kUsage = R"(bonus-worker: projects events from Kafka into Postgres.

Usage: bonus-worker <command>
  run            apply migrations, create missing topics, rebuild projections if their
                 definition changed, then project events until SIGTERM/SIGINT
  replay         rebuild every projection from offset 0 into a fresh schema and swap it in
  migrate        apply SQL migrations and create the projection schema if missing
  create-topics  create the Kafka topics if missing
  seed [--promotions N] [--traffic N] [--no-wait]
                 load the demo content (13 casinos, 40 promotions in 5 categories, 12 blog
                 posts, comments, splash ads, hero, settings, SEO rows) as events; what the
                 projection already has is skipped. --promotions N (40..100000) generates
                 more promotions from the same templates, for benchmarks. --traffic N adds
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
  BONUS_PRODUCT_NAME   [Bonus Rehberi]  the product name in the demo SEO rows
  BONUS_LOG_FORMAT     [text]    text or json
)";

void setup_logging() { events::setup_logging(env_or("BONUS_LOG_FORMAT", "text"), "worker"); }

void create_topics(const Config& c) {
  events::ensure_topics(c.brokers,
                        {{c.topics.content, 1, c.replication},
                         {c.topics.engagement, 3, c.replication},
                         {c.topics.jobs, 3, c.replication}},
                        10000ms);
  spdlog::info("topics ready: {}, {}, {}", c.topics.content, c.topics.engagement, c.topics.jobs);
}

// Creates the live projection schema when missing. Returns false when it exists but was built
// from a different projection definition (a replay is due).
bool ensure_live_schema(pqxx::connection& db) {
  std::string stored = storage::stored_ddl_hash(db, storage::kLiveSchema);
  if (!stored.empty()) return stored == storage::projection_ddl_hash();
  pqxx::work tx(db);
  // A replay holds this lock while it builds: waiting for it is meant, however long it takes.
  tx.exec("SET LOCAL statement_timeout = 0");
  tx.exec("SELECT pg_advisory_xact_lock(" + std::to_string(storage::kSchemaBuildLock) + ")");
  // Checked again under the lock: another starter may have created it meanwhile.
  if (tx.exec_params("SELECT 1 FROM pg_namespace WHERE nspname = $1", std::string(storage::kLiveSchema)).empty()) {
    storage::create_projection_schema(tx, storage::kLiveSchema);
    spdlog::info("created projection schema {}", storage::kLiveSchema);
  }
  tx.commit();
  return storage::stored_ddl_hash(db, storage::kLiveSchema) == storage::projection_ddl_hash();
}

void migrate(const Config& c) {
  pqxx::connection db(c.pg_url);
  storage::apply_migrations(db);
  ensure_live_schema(db);
}

int dead_letters(const Config& c, int argc, char** argv) {
  std::vector<std::string> args(argv + 2, argv + argc);
  if (args.empty()) {
    auto letters = worker::list_dead_letters(c.pg_url);
    if (letters.empty()) std::cout << "no dead letters\n";
    for (const auto& d : letters)
      std::cout << d.id << "  " << d.topic << "[" << d.partition << "]@" << d.offset << "  " << (d.type.empty() ? "?" : d.type)
                << "  " << d.at << "  " << d.reason << "\n";
    return 0;
  }
  if (args[0] != "retry" || args.size() < 2) throw std::invalid_argument("usage: dead-letters [retry ID... | retry --all]");
  std::vector<long long> ids;
  if (args.size() == 2 && args[1] == "--all") {
    for (const auto& d : worker::list_dead_letters(c.pg_url)) ids.push_back(d.id);
  } else {
    for (std::size_t i = 1; i < args.size(); ++i)
      ids.push_back(static_cast<long long>(parse_count("dead letter id", args[i], 1, 9'000'000'000'000'000'000UL)));
  }
  int status = 0;
  for (long long id : ids) {
    try {
      switch (worker::retry_dead_letter({c.pg_url, c.brokers, c.public_origin}, id)) {
        case worker::RetryOutcome::applied: std::cout << id << ": applied\n"; break;
        case worker::RetryOutcome::applied_before: std::cout << id << ": its event was applied before; removed\n"; break;
        case worker::RetryOutcome::not_found: std::cout << id << ": no such dead letter\n"; status = 1; break;
      }
    } catch (const std::exception& e) {
      std::cout << id << ": still fails: " << e.what() << "\n";
      status = 1;
    }
  }
  return status;
}

worker::ReplayOptions replay_options(const Config& c, std::string reason) {
  return {c.pg_url, c.brokers, c.projected(), std::move(reason), c.public_origin, c.replay_batch};
}

struct SeedArgs {
  int promotions = 40;
  long long traffic = 0;
  bool wait = true;
};

SeedArgs parse_seed(int argc, char** argv) {
  SeedArgs a;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--promotions" && i + 1 < argc) {
      a.promotions = static_cast<int>(parse_count(arg.c_str(), argv[++i], 40, 100000));
    } else if (arg == "--traffic" && i + 1 < argc) {
      a.traffic = static_cast<long long>(parse_count(arg.c_str(), argv[++i], 0, 10'000'000));
    } else if (arg == "--no-wait") {
      a.wait = false;
    } else {
      throw std::invalid_argument("unknown seed option '" + arg + "'");
    }
  }
  return a;
}

int seed(const Config& c, const SeedArgs& a) {
  worker::SeedOptions options{c.pg_url, c.brokers, c.topics, {}, 0, std::chrono::seconds(a.wait ? 60 : 0)};
  options.demo.public_origin = c.public_origin;
  options.demo.product_name = c.product_name;
  options.demo.promotions = a.promotions;
  options.traffic = static_cast<std::size_t>(a.traffic);
  auto r = worker::seed(options);
  std::cout << "seed: " << r.added << " entities added (" << r.events << " events, " << r.traffic
            << " of them visitor traffic), " << r.present << " already present\n";
  if (a.wait && !r.projected) {
    std::cerr << "seed: the projector did not apply the new events within 60 s; is 'bonus-worker run' running?\n";
    return 1;
  }
  return 0;
}

// Everything from start-up to projecting runs in one retry loop: Postgres or Kafka being away at
// start is the same situation as losing them later.
int run(const Config& c) {
  // The jobs run beside the projector, each on its own thread with its own connections.
  std::thread jobs([&c] { worker::run_jobs(c.jobs, g_stop); });
  std::thread publisher([&c] { worker::run_publisher(c.jobs, g_stop); });
  worker::Heartbeat alive(env_or("BONUS_WORKER_ALIVE_FILE", ""));
  while (!g_stop) {
    alive.beat();
    try {
      create_topics(c);
      pqxx::connection db(c.pg_url);
      storage::apply_migrations(db);
      if (!ensure_live_schema(db)) {
        spdlog::info("projection definition changed: rebuilding by replay");
        worker::replay(replay_options(c, "projection definition changed"), g_stop);
      }
      // Every worker joins one consumer group: Kafka spreads the partitions over the running
      // workers and moves a dead worker's partitions to the others.
      events::EventConsumer consumer(c.brokers, "bonus-projector", events::GroupMembership{c.group, c.instance, c.session_timeout});
      worker::Projector projector(db, std::string(storage::kLiveSchema), consumer, {}, c.batch, c.public_origin);
      projector.follow(c.projected());
      projector.refresh_sitemap();
      spdlog::info("projecting {}, {} and {}", c.topics.content, c.topics.engagement, c.topics.jobs);
      while (!g_stop) {
        alive.beat();
        worker::BatchResult r;
        try {
          r = projector.step(200ms);
        } catch (const pqxx::broken_connection&) {
          throw;  // a new connection (and consumer): the loop around
        } catch (const std::exception& e) {
          if (!storage::is_transient(e)) throw;
          // A deadlock, a statement timeout, a lock not granted: the batch was rolled back. The
          // same consumer reads it again from the stored offsets (no group rebalance).
          spdlog::warn("batch rolled back: {}; tried again in 1 s", e.what());
          std::this_thread::sleep_for(1s);
          projector.rewind();
          continue;
        }
        if (r.applied || r.dead_lettered)
          spdlog::debug("batch: {} applied, {} dead letters, {} skipped", r.applied, r.dead_lettered, r.skipped);
      }
    } catch (const std::exception& e) {
      if (g_stop) break;
      spdlog::error("projector stopped: {}; restarting in 1 s", e.what());
      std::this_thread::sleep_for(1s);
    }
  }
  jobs.join();
  publisher.join();
  spdlog::info("stopped cleanly");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string cmd = argc > 1 ? argv[1] : "--help";
  if (cmd == "--help" || cmd == "-h" || cmd == "help") {
    std::cout << kUsage << '\n' << worker::kJobsUsage;
    return argc > 1 ? 0 : 2;
  }
  setup_logging();
  std::signal(SIGTERM, on_signal);
  std::signal(SIGINT, on_signal);
  try {
    Config config;
    if (cmd == "run") return run(config);
    if (cmd == "migrate") {
      migrate(config);
      return 0;
    }
    if (cmd == "create-topics") {
      create_topics(config);
      return 0;
    }
    if (cmd == "seed") return seed(config, parse_seed(argc, argv));
    if (cmd == "dead-letters") return dead_letters(config, argc, argv);
    if (cmd == "replay") {
      migrate(config);
      auto n = worker::replay(replay_options(config, "manual replay"), g_stop);
      std::cout << "replayed " << n << " events\n";
      return 0;
    }
  } catch (const std::exception& e) {
    spdlog::error("{} failed: {}", cmd, e.what());
    return 1;
  }
  std::cerr << "unknown command '" << cmd << "'\n\n" << kUsage;
  return 2;
}
