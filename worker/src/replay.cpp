// Replay: fold the whole log into proj_replay, catch up, then rename schemas in one transaction.
#include "replay.hpp"

#include <spdlog/spdlog.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <exception>
#include <mutex>
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

// What a replay's fresh schema does without during the fold and gets back at its end, built once
// from all rows, which is far cheaper than keeping it row by row:
// - the search indexes (GIN, trigram) of every table. No apply function reads them (only the
//   public and admin searches do, and they read the live schema until the swap);
// - the other non-unique indexes of kDeferredIndexTables: their apply functions find rows by
//   their keys only (an upsert's or ON CONFLICT's unique index, a delete or update by id), so
//   the secondary indexes, seven on the promotions alone, are read by nothing during the fold;
// - the row triggers that copy a promotion's search text into promotion_search
//   (projections.sql): that table is filled from promotions at the end with one statement, which
//   gives the rows the triggers would have left (one per promotion, its search_ascii), and the
//   triggers come back in the same transaction, before any later batch.
// (A unique index stays: ON CONFLICT needs it, and it is how an apply function finds a row.)
constexpr const char* kDeferredIndexTables = "{promotions,comments,activity}";
constexpr const char* kDeferredIndexes = R"SQL(
  SELECT c.relname, pg_get_indexdef(c.oid)
    FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_am am ON am.oid = c.relam
   WHERE n.nspname = $1 AND (am.amname = 'gin' OR (t.relname = ANY($2::text[]) AND NOT x.indisunique))
   ORDER BY am.amname = 'gin' DESC, c.relpages DESC, c.relname
)SQL";
constexpr const char* kDeferredTriggers = R"SQL(
  SELECT t.tgname, pg_get_triggerdef(t.oid)
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_proc p ON p.oid = t.tgfoid
   WHERE n.nspname = $1 AND c.relname = 'promotions' AND p.proname = 'promotion_search_change' AND NOT t.tgisinternal
)SQL";
constexpr const char* kFillPromotionSearch =
    "INSERT INTO promotion_search (id, search_ascii) SELECT id, search_ascii FROM promotions";

struct Deferred {
  std::vector<std::string> indexes;   // CREATE INDEX statements
  std::vector<std::string> triggers;  // CREATE TRIGGER statements; empty once restored
};

Deferred defer_indexes_and_triggers(pqxx::connection& db) {
  const std::string schema(storage::kReplaySchema);
  pqxx::work tx(db);
  Deferred out;
  for (const auto& row : tx.exec_params(kDeferredIndexes, schema, kDeferredIndexTables)) {
    out.indexes.push_back(row[1].as<std::string>());
    tx.exec("DROP INDEX " + quote_ident(schema) + "." + quote_ident(row[0].as<std::string>()));
  }
  for (const auto& row : tx.exec_params(kDeferredTriggers, schema)) {
    out.triggers.push_back(row[1].as<std::string>());
    tx.exec("DROP TRIGGER " + quote_ident(row[0].as<std::string>()) + " ON " + quote_ident(schema) + ".promotions");
  }
  tx.commit();
  return out;
}

// promotion_search from the folded promotions, and its triggers back (before its search index is
// built from those rows, and before any further batch).
void restore_triggers(pqxx::connection& db, Deferred& deferred) {
  if (deferred.triggers.empty()) return;
  pqxx::work tx(db);
  tx.exec("SET LOCAL search_path TO " + quote_ident(storage::kReplaySchema));
  tx.exec(kFillPromotionSearch);
  for (const auto& definition : deferred.triggers) tx.exec(definition);
  tx.commit();
  deferred.triggers.clear();
}

// The deferred indexes and applied_events' key, built at once: the key on the projector's own
// connection, the other indexes (largest first) on kBuildConnections more (each a backend of its own, so the
// builds use both cores while the worker waits), each index in its own transaction with
// kIndexBuildMemory for its sort or its GIN accumulator and no statement timeout (a large
// catalogue's index may take minutes). The connections take the process's application_name
// (PGAPPNAME), like the projector's. The first error, if any, is thrown once all have stopped.
constexpr unsigned kBuildConnections = 2;
void build_deferred(const std::string& pg_url, const std::vector<std::string>& definitions, Projector& projector) {
  std::atomic<std::size_t> next{0};
  std::mutex failed_mutex;
  std::exception_ptr failed;
  auto fail = [&](std::exception_ptr e) {
    std::lock_guard lock(failed_mutex);
    if (!failed) failed = e;
  };
  std::vector<std::thread> builders;
  for (unsigned i = 0; i < kBuildConnections && i < definitions.size(); ++i)
    builders.emplace_back([&] {
      try {
        pqxx::connection db(pg_url);
        for (std::size_t at; (at = next++) < definitions.size();) {
          pqxx::work tx(db);
          tx.exec(std::string("SET LOCAL statement_timeout = 0; SET LOCAL maintenance_work_mem = '") +
                  kIndexBuildMemory + "'");
          tx.exec(definitions[at]);
          tx.commit();
        }
      } catch (...) {
        fail(std::current_exception());
      }
    });
  try {
    projector.restore_applied_key();  // fails if an event id was applied twice: no swap then
  } catch (...) {
    fail(std::current_exception());
  }
  for (auto& b : builders) b.join();
  if (failed) std::rethrow_exception(failed);
}

// The promotions' visibility map, before the swap. A table filled by a replay has none (and no
// hint bits) until autovacuum comes by, a minute or more after the swap; meanwhile every read
// that counts visible promotions (a search page's totals, each casino's promo_count) looks at
// every promotion's heap tuple instead of the index alone: with 20,000 promotions a search page
// cost 14-17 ms of PostgreSQL CPU instead of 2.8, the casino list 15-28 ms instead of 1.8. One
// VACUUM of the table sets it (tens of milliseconds for 20,000 rows); no statement timeout, as
// for the index builds.
constexpr const char* kVacuumedTables[] = {"promotions"};
void vacuum_read_tables(const std::string& pg_url) {
  pqxx::connection db(pg_url);
  pqxx::nontransaction tx(db);
  tx.exec("SET statement_timeout = 0");
  for (const char* table : kVacuumedTables)
    tx.exec("VACUUM " + quote_ident(storage::kReplaySchema) + "." + quote_ident(table));
}

// Where a replay's wall time went, phase by phase, for its log line (bench/replay.sh prints it).
class Phases {
 public:
  void mark(const char* name) {
    auto now = std::chrono::steady_clock::now();
    if (!text_.empty()) text_ += ", ";
    text_ += name;
    text_ += ' ';
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f s", std::chrono::duration<double>(now - last_).count());
    text_ += buf;
    last_ = now;
  }
  const std::string& text() const { return text_; }

 private:
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
  std::string text_;
};

// Whether the schema's stored offsets have reached the end of every partition, as the consumer's
// last fetches reported it (asking the broker took 0.1 s a partition). Reaching it a moment
// early costs nothing: the swap still waits for the live schema's offsets, and what came after
// is the live projector's.
bool caught_up(events::EventConsumer& consumer, Projector& projector) {
  for (const auto& [key, next] : projector.stored_offsets()) {
    auto end = consumer.fetched_high_watermark(key.first, key.second);
    if (!end) end = consumer.high_watermark(key.first, key.second, 5000ms);
    if (*end > next) return false;
  }
  return true;
}
}  // namespace

long long replay(const ReplayOptions& options, const std::atomic<bool>& stop) {
  auto started = std::chrono::system_clock::now();
  Phases phases;
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
  phases.mark("schema");
  events::EventConsumer consumer(options.brokers, "bonus-replay");
  Projector projector(db, std::string(storage::kReplaySchema), consumer,
                      projected_partitions(consumer, options.topics), options.batch);
  projector.defer_flushes();
  projector.poll_ahead();
  auto deferred = defer_indexes_and_triggers(db);
  projector.defer_applied_key(options.pg_url);
  projector.start();
  phases.mark("setup");
  long long applied = 0, dead = 0;
  spdlog::info("replay: building schema {} from offset 0", storage::kReplaySchema);
  for (;;) {
    if (stop.load()) throw std::runtime_error("replay interrupted");
    auto r = projector.step(200ms);
    applied += static_cast<long long>(r.applied);
    dead += static_cast<long long>(r.dead_lettered);
    // A full batch: more is waiting. Otherwise look whether the fold has reached the log's end.
    if (r.received >= options.batch || !caught_up(consumer, projector)) continue;
    if (!deferred.indexes.empty() || !deferred.triggers.empty() || projector.applied_key_deferred()) {
      phases.mark("fold");
      restore_triggers(db, deferred);
      build_deferred(options.pg_url, deferred.indexes, projector);
      deferred.indexes.clear();
      phases.mark("indexes and key");
      vacuum_read_tables(options.pg_url);
      phases.mark("vacuum");
      if (!caught_up(consumer, projector)) continue;  // events came meanwhile
    }
    phases.mark("end of the log");
    // The sitemap from the whole fold (an empty log still has the static pages); again after
    // more batches only if they changed it. Nothing is applied to this schema until the swap.
    refresh_sitemap(db, std::string(storage::kReplaySchema), options.public_origin);
    phases.mark("sitemap");

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
    phases.mark("swap");
    break;
  }
  // Readers that started on the old tables finish first; new ones already see the new schema.
  {
    pqxx::work tx(db);
    tx.exec("DROP SCHEMA IF EXISTS " + quote_ident(storage::kRetiredSchema) + " CASCADE");
    tx.commit();
  }
  phases.mark("drop the old schema");
  {
    pqxx::nontransaction tx(db);
    tx.exec("SELECT pg_advisory_unlock(" + std::to_string(storage::kSchemaBuildLock) + ")");
  }
  spdlog::info("replay: swapped in a schema built from {} events ({} dead letters)", applied, dead);
  spdlog::info("replay: {}", projector.take_times().describe());
  spdlog::info("replay: phases: {}", phases.text());
  return applied;
}

}  // namespace worker
