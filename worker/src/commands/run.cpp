// `run` (the projector with the job runner, the publisher and the security notices' push beside it) and `replay`.
#include <spdlog/spdlog.h>

#include <iostream>
#include <thread>

#include "commands/commands.hpp"
#include "events/consumer.hpp"
#include "env.hpp"
#include "heartbeat.hpp"
#include "projector.hpp"
#include "replay.hpp"
#include "sitemap_rebuilder.hpp"

namespace worker::commands {

using namespace std::chrono_literals;

namespace {

ReplayOptions replay_options(const Config& c, std::string reason) {
  return {c.pg_url, c.brokers, c.projected(), std::move(reason), c.public_origin, c.replay_batch};
}

}  // namespace

// Everything from start-up to projecting runs in one retry loop: Postgres or Kafka being away at
// start is the same situation as losing them later.
int run(const Config& c, const std::atomic<bool>& stop) {
  // The jobs run beside the projector, each on its own thread with its own connections.
  std::thread jobs([&c, &stop] { run_jobs(c.jobs, stop); });
  std::thread publisher([&c, &stop] { run_publisher(c.jobs, stop); });
  std::thread notice_push([&c, &stop] { run_notice_push(c.pg_url, c.jobs.push, stop); });
  Heartbeat alive(env_or("BONUS_WORKER_ALIVE_FILE", ""));
  while (!stop) {
    alive.beat();
    try {
      create_topics(c);
      pqxx::connection db(c.pg_url);
      storage::apply_migrations(db);
      if (!ensure_live_schema(db)) {
        spdlog::info("projection definition changed: rebuilding by replay");
        worker::replay(replay_options(c, "projection definition changed"), stop);
      }
      // Every worker joins one consumer group: Kafka spreads the partitions over the running
      // workers and moves a dead worker's partitions to the others.
      events::EventConsumer consumer(c.brokers, "bonus-projector", events::GroupMembership{c.group, c.instance, c.session_timeout});
      Projector projector(db, std::string(storage::kLiveSchema), consumer, {}, c.batch);
      projector.follow(c.projected());
      // Its first look rebuilds what a stop left owed, or a sitemap of another origin.
      SitemapRebuilder sitemap(c.pg_url, std::string(storage::kLiveSchema), c.public_origin, c.sitemap_interval);
      spdlog::info("projecting {}, {} and {}", c.topics.content, c.topics.engagement, c.topics.jobs);
      // A backlog (batches as large as allowed, one after the other) is logged when it ends, with
      // where its time went.
      StageTimes backlog;
      // Live batches are summed too, and logged every 10 s while events come: where a command's
      // wait in the projector goes (bench/commands.sh reads these lines).
      StageTimes recent;
      auto recent_since = std::chrono::steady_clock::now();
      while (!stop) {
        alive.beat();
        BatchResult r;
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
        if (r.sitemap_stale) sitemap.changed();  // committed: the command is woken already
        if (r.applied || r.dead_lettered)
          spdlog::debug("batch: {} applied, {} dead letters, {} skipped", r.applied, r.dead_lettered, r.skipped);
        const auto times = projector.take_times();
        backlog.add(times);
        recent.add(times);
        if (std::chrono::steady_clock::now() - recent_since >= 10s) {
          if (recent.events > 0) spdlog::info("projected in the last 10 s: {}", recent.describe());
          recent = {};
          recent_since = std::chrono::steady_clock::now();
        }
        if (r.received < c.batch) {
          if (backlog.batches >= 10) spdlog::info("caught up a backlog: {}", backlog.describe());
          backlog = {};
        }
      }
    } catch (const std::exception& e) {
      if (stop) break;
      spdlog::error("projector stopped: {}; restarting in 1 s", e.what());
      std::this_thread::sleep_for(1s);
    }
  }
  jobs.join();
  publisher.join();
  notice_push.join();
  spdlog::info("stopped cleanly");
  return 0;
}

int replay(const Config& c, const std::atomic<bool>& stop) {
  migrate(c);
  auto n = worker::replay(replay_options(c, "manual replay"), stop);
  std::cout << "replayed " << n << " events\n";
  return 0;
}

}  // namespace worker::commands
