// Replay: fold the whole log into proj_replay, catch up, then rename schemas in one transaction.
#include "replay.hpp"

#include <spdlog/spdlog.h>

#include <chrono>
#include <thread>

#include "projector.hpp"
#include "storage/postgres.hpp"

namespace worker {

namespace {
using storage::quote_ident;
using namespace std::chrono_literals;

bool caught_up(events::EventConsumer& consumer, Projector& projector) {
  for (const auto& [key, next] : projector.stored_offsets())
    if (consumer.high_watermark(key.first, key.second, 5000ms) > next) return false;
  return true;
}
}  // namespace

long long replay(const ReplayOptions& options, const std::atomic<bool>& stop) {
  auto started = std::chrono::system_clock::now();
  pqxx::connection db(options.pg_url);
  {
    pqxx::work tx(db);
    storage::create_projection_schema(tx, storage::kReplaySchema);
    tx.commit();
  }
  events::EventConsumer consumer(options.brokers, "bonus-replay");
  Projector projector(db, std::string(storage::kReplaySchema), consumer,
                      projected_partitions(consumer, options.topics), 1000);
  projector.start();
  long long applied = 0, dead = 0;
  spdlog::info("replay: building schema {} from offset 0", storage::kReplaySchema);
  for (;;) {
    if (stop.load()) throw std::runtime_error("replay interrupted");
    auto r = projector.step(200ms);
    applied += static_cast<long long>(r.applied);
    dead += static_cast<long long>(r.dead_lettered);
    if (r.received > 0 || !caught_up(consumer, projector)) continue;

    // Caught up. Swap under the projection lock, so no live batch runs meanwhile; if more
    // events arrived since the check, let go and fold them first.
    pqxx::work tx(db);
    tx.exec("SET LOCAL lock_timeout = '10s'");
    tx.exec("SELECT pg_advisory_xact_lock(" + std::to_string(storage::kProjectionLock) + ")");
    bool behind = false;
    for (const auto& row : tx.exec("SELECT topic, partition, next_offset FROM " + quote_ident(storage::kReplaySchema) +
                                   ".projector_offsets"))
      if (consumer.high_watermark(row[0].as<std::string>(), row[1].as<int32_t>(), 5000ms) > row[2].as<int64_t>())
        behind = true;
    if (behind) {
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
  spdlog::info("replay: swapped in a schema built from {} events ({} dead letters)", applied, dead);
  return applied;
}

}  // namespace worker
