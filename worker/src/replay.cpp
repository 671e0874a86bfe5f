// Replay: fold the whole log into proj_replay, catch up, then rename schemas in one transaction.
#include "replay.hpp"

#include <spdlog/spdlog.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "projector.hpp"
#include "sitemap_rebuilder.hpp"
#include "storage/postgres.hpp"

namespace worker {

namespace {
using storage::quote_ident;
using namespace std::chrono_literals;

// The search indexes (GIN, trigram) of the fresh schema: dropped before the fold and built once
// at its end from all rows at once, which is far cheaper than growing them row by row. No apply
// function reads them (only the public search does, and it reads the live schema until the swap).
std::vector<std::string> defer_search_indexes(pqxx::connection& db) {
  pqxx::work tx(db);
  std::vector<std::string> definitions;
  for (const auto& row : tx.exec_params(
           "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND indexdef LIKE '% USING gin %'",
           std::string(storage::kReplaySchema))) {
    definitions.push_back(row[1].as<std::string>());
    tx.exec("DROP INDEX " + quote_ident(storage::kReplaySchema) + "." + quote_ident(row[0].as<std::string>()));
  }
  tx.commit();
  return definitions;
}

void build_indexes(pqxx::connection& db, const std::vector<std::string>& definitions) {
  pqxx::work tx(db);
  tx.exec("SET LOCAL statement_timeout = 0");  // a large catalogue's index may take minutes
  for (const auto& definition : definitions) tx.exec(definition);
  tx.commit();
}

bool caught_up(events::EventConsumer& consumer, Projector& projector) {
  for (const auto& [key, next] : projector.stored_offsets())
    if (consumer.high_watermark(key.first, key.second, 5000ms) > next) return false;
  return true;
}
}  // namespace

long long replay(const ReplayOptions& options, const std::atomic<bool>& stop) {
  auto started = std::chrono::system_clock::now();
  pqxx::connection db(options.pg_url);
  // One schema build at a time (a manual replay and the automatic one at start-up would both
  // write proj_replay). Session lock: released when this connection closes, even on a crash.
  {
    pqxx::nontransaction tx(db);
    if (!tx.exec("SELECT pg_try_advisory_lock(" + std::to_string(storage::kSchemaBuildLock) + ")")[0][0].as<bool>())
      throw std::runtime_error("another projection rebuild is running");
  }
  {
    pqxx::work tx(db);
    storage::create_projection_schema(tx, storage::kReplaySchema);
    tx.commit();
  }
  events::EventConsumer consumer(options.brokers, "bonus-replay");
  Projector projector(db, std::string(storage::kReplaySchema), consumer,
                      projected_partitions(consumer, options.topics), options.batch);
  projector.defer_flushes();
  auto deferred_indexes = defer_search_indexes(db);
  projector.defer_applied_key();
  projector.start();
  long long applied = 0, dead = 0;
  spdlog::info("replay: building schema {} from offset 0", storage::kReplaySchema);
  for (;;) {
    if (stop.load()) throw std::runtime_error("replay interrupted");
    auto r = projector.step(200ms);
    applied += static_cast<long long>(r.applied);
    dead += static_cast<long long>(r.dead_lettered);
    if (r.received > 0 || !caught_up(consumer, projector)) continue;
    if (!deferred_indexes.empty() || projector.applied_key_deferred()) {
      build_indexes(db, deferred_indexes);
      deferred_indexes.clear();
      projector.restore_applied_key();  // fails if an event id was applied twice: no swap then
      continue;  // events may have come meanwhile
    }
    // The sitemap from the whole fold (an empty log still has the static pages); again after
    // more batches only if they changed it. Nothing is applied to this schema until the swap.
    refresh_sitemap(db, std::string(storage::kReplaySchema), options.public_origin);

    // Caught up with the log. Swap under the projection lock, so no live batch runs meanwhile.
    // The new schema must hold at least every event the live one has applied; if the live
    // projector got further since, let go and fold those first. No Kafka call under the lock.
    pqxx::work tx(db);
    tx.exec("SET LOCAL lock_timeout = '10s'");
    tx.exec("SELECT pg_advisory_xact_lock(" + std::to_string(storage::kProjectionLock) + ")");
    auto live_ahead = tx.exec_params(
        "SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'projector_offsets'",
        std::string(storage::kLiveSchema)).empty()
        ? pqxx::result{}
        : tx.exec("SELECT 1 FROM " + quote_ident(storage::kLiveSchema) + ".projector_offsets l LEFT JOIN " +
                  quote_ident(storage::kReplaySchema) +
                  ".projector_offsets r USING (topic, partition) WHERE l.next_offset > coalesce(r.next_offset, 0)");
    if (!live_ahead.empty()) {
      tx.abort();
      continue;
    }
    tx.exec("DROP SCHEMA IF EXISTS " + quote_ident(storage::kRetiredSchema) + " CASCADE");
    auto live = tx.exec_params("SELECT 1 FROM pg_namespace WHERE nspname = $1", std::string(storage::kLiveSchema));
    if (!live.empty())
      tx.exec("ALTER SCHEMA " + quote_ident(storage::kLiveSchema) + " RENAME TO " + quote_ident(storage::kRetiredSchema));
    tx.exec("ALTER SCHEMA " + quote_ident(storage::kReplaySchema) + " RENAME TO " + quote_ident(storage::kLiveSchema));
    tx.exec_params(
        "INSERT INTO public.projection_builds (schema_hash, reason, events, started_at) VALUES ($1, $2, $3, $4)",
        storage::projection_ddl_hash(), options.reason, applied, events::format_utc(started));
    tx.commit();
    break;
  }
  // Readers that started on the old tables finish first; new ones already see the new schema.
  {
    pqxx::work tx(db);
    tx.exec("DROP SCHEMA IF EXISTS " + quote_ident(storage::kRetiredSchema) + " CASCADE");
    tx.commit();
  }
  {
    pqxx::nontransaction tx(db);
    tx.exec("SELECT pg_advisory_unlock(" + std::to_string(storage::kSchemaBuildLock) + ")");
  }
  spdlog::info("replay: swapped in a schema built from {} events ({} dead letters)", applied, dead);
  spdlog::info("replay: {}", projector.take_times().describe());
  return applied;
}

}  // namespace worker
