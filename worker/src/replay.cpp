// Replay: fold the whole log into proj_replay, catch up, then rename schemas in one transaction.
#include "replay.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "index_builds.hpp"
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
  SELECT c.relname, pg_get_indexdef(c.oid), t.relname
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
// promotion_search is written by the triggers on promotions alone (kept away during the fold):
// its index goes with the promotions'.
constexpr const char* kTriggersTable = "promotions";
constexpr const char* kTriggerFilledTable = "promotion_search";
constexpr const char* kFillPromotionSearch =
    "INSERT INTO promotion_search (id, search_ascii) SELECT id, search_ascii FROM promotions";

// A table's deferred indexes, with how many batches in a row have not written it since one did.
struct DeferredTable {
  std::string name;
  std::vector<std::pair<int, std::string>> indexes;  // CREATE INDEX statements, by rank (largest first)
  bool written = false;  // by a batch of this fold
  unsigned quiet = 0;
};
struct Deferred {
  std::vector<DeferredTable> tables;  // those whose indexes are not being built yet
  std::vector<std::string> triggers;  // CREATE TRIGGER statements; empty once restored
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& t : tables) out.push_back(t.name);
    return out;
  }
};

Deferred defer_indexes_and_triggers(pqxx::connection& db) {
  const std::string schema(storage::kReplaySchema);
  pqxx::work tx(db);
  Deferred out;
  int rank = 0;
  for (const auto& row : tx.exec_params(kDeferredIndexes, schema, kDeferredIndexTables)) {
    auto table = row[2].as<std::string>();
    if (table == kTriggerFilledTable) table = kTriggersTable;
    auto it = std::find_if(out.tables.begin(), out.tables.end(), [&](const auto& t) { return t.name == table; });
    if (it == out.tables.end()) it = out.tables.insert(out.tables.end(), DeferredTable{table, {}});
    it->indexes.emplace_back(rank++, row[1].as<std::string>());
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
// built from those rows, and before any further batch: this runs between batches, on the
// projector's connection).
void restore_triggers(pqxx::connection& db, Deferred& deferred) {
  if (deferred.triggers.empty()) return;
  pqxx::work tx(db);
  tx.exec("SET LOCAL search_path TO " + quote_ident(storage::kReplaySchema));
  tx.exec(kFillPromotionSearch);
  for (const auto& definition : deferred.triggers) tx.exec(definition);
  tx.commit();
  deferred.triggers.clear();
}

// A table that a batch wrote and then kQuietBatches batches in a row have not gets its indexes
// now, beside the fold, on kEarlyBuildConnections (the fold keeps the other core): in a log the
// content comes first and the visitors' traffic after it, so the catalogue's indexes (the
// promotions' two trigram indexes above all) are built while the traffic is folded instead of
// after it. A table no batch has written yet waits (its rows may all be still to come, and an
// index built on no rows would be kept row by row). A batch that writes such a table after all
// only waits for its build (above). The promotions' triggers and promotion_search's rows come
// back first, between two batches.
constexpr unsigned kQuietBatches = 2;
constexpr unsigned kEarlyBuildConnections = 1;
void start_quiet_tables(pqxx::connection& db, Deferred& deferred, const std::vector<std::string>& written,
                        IndexBuilds& builds) {
  std::vector<std::string> now;
  for (auto it = deferred.tables.begin(); it != deferred.tables.end();) {
    const bool wrote = std::find(written.begin(), written.end(), it->name) != written.end();
    it->written = it->written || wrote;
    it->quiet = wrote ? 0 : it->quiet + 1;
    if (!it->written || it->quiet < kQuietBatches) {
      ++it;
      continue;
    }
    if (it->name == kTriggersTable) restore_triggers(db, deferred);
    for (auto& [rank, definition] : it->indexes) now.push_back(std::move(definition));
    it = deferred.tables.erase(it);
  }
  if (!now.empty()) builds.add(now, kEarlyBuildConnections);
}

// At the fold's end, the indexes not built yet and applied_events' key, at once: the key on the
// projector's own connection, the other indexes (largest first) on kBuildConnections (so the
// builds use both cores while the worker waits), after the early builds still running.
constexpr unsigned kBuildConnections = 2;
void build_deferred(pqxx::connection& db, Deferred& deferred, IndexBuilds& builds, Projector& projector) {
  restore_triggers(db, deferred);
  std::vector<std::pair<int, std::string>> ranked;
  for (auto& t : deferred.tables) ranked.insert(ranked.end(), t.indexes.begin(), t.indexes.end());
  deferred.tables.clear();
  std::sort(ranked.begin(), ranked.end());
  std::vector<std::string> rest;
  for (auto& [rank, definition] : ranked) rest.push_back(std::move(definition));
  builds.add(rest, kBuildConnections);
  std::exception_ptr failed;
  try {
    projector.restore_applied_key();  // fails if an event id was applied twice: no swap then
  } catch (...) {
    failed = std::current_exception();
  }
  try {
    builds.finish();
  } catch (...) {
    if (!failed) failed = std::current_exception();
  }
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
  IndexBuilds builds(options.pg_url);
  projector.watch_writes(deferred.names());
  projector.defer_applied_key(options.pg_url);
  projector.start();
  phases.mark("setup");
  long long applied = 0, dead = 0;
  bool built = false;  // the deferred indexes and key
  spdlog::info("replay: building schema {} from offset 0", storage::kReplaySchema);
  for (;;) {
    if (stop.load()) throw std::runtime_error("replay interrupted");
    auto r = projector.step(200ms);
    applied += static_cast<long long>(r.applied);
    dead += static_cast<long long>(r.dead_lettered);
    if (!deferred.tables.empty() && r.received > 0) {
      start_quiet_tables(db, deferred, r.written, builds);
      builds.throw_if_failed();
    }
    // A full batch: more is waiting. Otherwise look whether the fold has reached the log's end.
    if (r.received >= options.batch || !caught_up(consumer, projector)) continue;
    if (!built) {
      phases.mark("fold");
      builds.mark();
      build_deferred(db, deferred, builds, projector);
      projector.watch_writes({});
      built = true;
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
  spdlog::info("replay: index builds (as they ended; | the fold's end): {}", builds.describe());
  return applied;
}

}  // namespace worker
