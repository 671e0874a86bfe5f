// The projector's loop: a polled batch in one transaction with its offsets, gap handling, the
// fallback to one event at a time with dead letters, and the group's partition hand-overs. How
// events are applied is in apply.cpp.
#include "projector.hpp"

#include <spdlog/spdlog.h>

#include <cstdio>

#include "events/catalogue.hpp"
#include "storage/array_literal.hpp"
#include "storage/postgres.hpp"
#include "storage/query.hpp"

namespace worker {

namespace {
constexpr const char* kBatchSavepoint = "batch";
constexpr const char* kReadOffsets = "SELECT topic, partition, next_offset FROM projector_offsets FOR UPDATE";
// The end of a batch in one round trip before its commit: the new next offset of each partition it
// touched, the read areas it changed (storage/read_areas.hpp; the api's cache), and the
// notification the api's offset watcher waits for. updated_at: the moment the offsets are stored,
// right before the batch commits (not the transaction's start), which the api's command stage
// timings read. The arrays are unnested from sub-selects, so that no plan knows their lengths: a
// plan made with the values (a custom plan) counted the few rows they hold and a generic one the
// planner's default of 100, so the custom plan always looked cheaper and Postgres planned the
// statement again at every batch (about 0.1 ms of the backend's CPU each time); with the lengths
// unknown to both, the generic plan is kept after the first five.
constexpr const char* kEndBatch = R"SQL(
  WITH stored AS (
    INSERT INTO projector_offsets (topic, partition, next_offset, updated_at)
    SELECT t, p, o, clock_timestamp()
      FROM unnest((SELECT $1::text[]), (SELECT $2::integer[]), (SELECT $3::bigint[])) AS x(t, p, o)
    ON CONFLICT (topic, partition) DO UPDATE SET next_offset = EXCLUDED.next_offset, updated_at = EXCLUDED.updated_at),
  changed AS (UPDATE projection_changes SET version = version + 1 WHERE area = ANY($4::text[])),
  counted AS (UPDATE sitemap_changes SET version = version + 1 WHERE $5::boolean RETURNING version),
  dirty AS (INSERT INTO sitemap_dirty (version, kind, id)
            SELECT counted.version, k.kind, k.id
              FROM counted, unnest((SELECT $6::smallint[]), (SELECT $7::uuid[])) AS k(kind, id))
  SELECT pg_notify('projector_progress', '')
)SQL";
// The batch's transaction. libpqxx's own sends BEGIN in a round trip of its own, and rolls the
// whole transaction back when a text statement fails; this one sends nothing until the batch's
// opening, which begins it (BEGIN travels with the opening statement), and leaves a failed
// statement to the batch's savepoint (apply_chosen). COMMIT and ROLLBACK are libpqxx's.
class BatchTransaction : public pqxx::internal::basic_transaction {
 public:
  explicit BatchTransaction(pqxx::connection_base& c)
      : pqxx::internal::namedclass{"BatchTransaction"}, basic_transaction(c, "READ COMMITTED", pqxx::read_write) {
    Begin();
  }
  ~BatchTransaction() noexcept override { End(); }

 private:
  void do_begin() override {}
  pqxx::result do_exec(const char query[]) override { return direct_exec(query); }
};
// applied_events' key (infra/sql/projections.sql), deferred in a replay's fresh schema.
constexpr const char* kDropAppliedKey = "ALTER TABLE applied_events DROP CONSTRAINT applied_events_pkey";
constexpr const char* kAddAppliedKey = "ALTER TABLE applied_events ADD CONSTRAINT applied_events_pkey PRIMARY KEY (event_id)";
// Builds the key from the rows there are, without a statement timeout (a million rows take a
// second or more), with kIndexBuildMemory for its sort (the default 64 MB sends a million ids to
// disk), and in this process alone (a replay builds its search indexes beside it on other
// connections, which keep both cores busy); the settings are the transaction's again afterwards.
constexpr const char* kKeyBuildSettings =
    "SELECT current_setting('statement_timeout'), current_setting('max_parallel_maintenance_workers'), "
    "current_setting('maintenance_work_mem')";
constexpr const char* kSetKeyBuildSettings =
    "SELECT set_config('statement_timeout', $1, true), set_config('max_parallel_maintenance_workers', $2, true), "
    "set_config('maintenance_work_mem', $3, true)";
void add_applied_key(pqxx::transaction_base& tx) {
  auto was = tx.exec(kKeyBuildSettings)[0];
  tx.exec_params(kSetKeyBuildSettings, "0", "0", kIndexBuildMemory);
  tx.exec(kAddAppliedKey);
  tx.exec_params(kSetKeyBuildSettings, was[0].as<std::string>(), was[1].as<std::string>(), was[2].as<std::string>());
}
// Which of the tables named (in the batch's schema, its search path) this transaction has
// inserted, updated or deleted rows of so far: its own counts, kept by the backend as it goes (a
// subtransaction rolled back counts too).
constexpr const char* kWrittenTables = R"SQL(
  SELECT c.relname FROM pg_class c
   WHERE c.oid = ANY($1::regclass[])
     AND pg_stat_get_xact_tuples_inserted(c.oid) + pg_stat_get_xact_tuples_updated(c.oid) +
         pg_stat_get_xact_tuples_deleted(c.oid) > 0
)SQL";
constexpr const char* kDeadLetter = R"SQL(
  INSERT INTO dead_letters (topic, partition, "offset", event_id, type, reason, payload)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
)SQL";
}  // namespace

Projector::Projector(pqxx::connection& db, std::string schema, events::EventConsumer& consumer,
                     std::vector<PartitionKey> partitions, std::size_t batch_size)
    : db_(db),
      schema_(std::move(schema)),
      consumer_(consumer),
      partitions_(partitions.begin(), partitions.end()),
      batch_size_(batch_size),
      apply_(all_projections()) {}

std::map<PartitionKey, int64_t> Projector::stored_offsets() {
  pqxx::work tx(db_);
  tx.exec("SET LOCAL search_path TO " + storage::quote_ident(schema_));
  std::map<PartitionKey, int64_t> out;
  for (const auto& p : partitions_) out[p] = 0;
  for (const auto& row : tx.exec("SELECT topic, partition, next_offset FROM projector_offsets"))
    out[{row[0].as<std::string>(), row[1].as<int32_t>()}] = row[2].as<int64_t>();
  tx.commit();
  return out;
}

void Projector::rewind() {
  ahead_.reset();
  sought_.clear();
  for (const auto& [key, offset] : stored_offsets())
    if (partitions_.count(key)) consumer_.seek({key.first, key.second, offset});
}

void Projector::defer_applied_key(const std::string& pg_url) {
  pqxx::work tx(db_);
  tx.exec("SET LOCAL search_path TO " + storage::quote_ident(schema_));
  if (!tx.exec("SELECT 1 FROM applied_events LIMIT 1").empty())
    throw std::logic_error("the key of applied_events is deferred in a fresh schema only");
  tx.exec(kDropAppliedKey);
  tx.commit();
  remembered_.emplace();
  recorder_.emplace(pg_url, schema_);
}

void Projector::restore_applied_key() {
  if (!remembered_) return;
  recorder_->finish();  // every row of the committed batches, before the key is built from them
  recorder_.reset();
  pqxx::work tx(db_);
  tx.exec("SET LOCAL search_path TO " + storage::quote_ident(schema_));
  add_applied_key(tx);
  tx.commit();
  remembered_.reset();
}

void Projector::start() {
  std::vector<events::PartitionOffset> start;
  for (const auto& [key, offset] : stored_offsets()) start.push_back({key.first, key.second, offset});
  consumer_.assign(start);
}

Projector::~Projector() {
  ahead_.reset();
  consumer_.forget_group_callbacks();
}

void Projector::follow(const std::vector<std::string>& topics) {
  consumer_.subscribe(
      topics,
      [this](const std::vector<events::PartitionOffset>& assigned) {
        for (const auto& p : assigned) {
          partitions_.insert({p.topic, p.partition});
          sought_.erase({p.topic, p.partition});
        }
        auto stored = stored_offsets();
        std::vector<events::PartitionOffset> start;
        for (const auto& p : assigned) start.push_back({p.topic, p.partition, stored[{p.topic, p.partition}]});
        return start;
      },
      [this](const std::vector<events::PartitionOffset>& revoked) {
        for (const auto& p : revoked) {
          partitions_.erase({p.topic, p.partition});
          sought_.erase({p.topic, p.partition});
        }
      });
}

namespace {
double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}
}  // namespace

void StageTimes::add(const StageTimes& o) {
  batches += o.batches;
  events += o.events;
  poll += o.poll;
  decode += o.decode;
  begin += o.begin;
  record += o.record;
  apply += o.apply;
  commit += o.commit;
}

std::string StageTimes::describe() const {
  char buf[320];
  std::snprintf(buf, sizeof buf,
                "%lld events in %lld batches; poll %.3f s, decode %.3f s, begin %.3f s, record %.3f s, apply %.3f s, "
                "commit %.3f s",
                events, batches, poll, decode, begin, record, apply, commit);
  return buf;
}

StageTimes Projector::take_times() {
  StageTimes out = times_;
  times_ = {};
  return out;
}

BatchResult Projector::step(std::chrono::milliseconds wait) {
  BatchResult result;
  std::vector<events::ConsumedMessage> batch;
  std::vector<DecodedMessage> decoded;
  if (broken_) throw std::logic_error("a replay's batch failed after it had remembered its event ids");
  auto t0 = std::chrono::steady_clock::now();
  if (ahead_) {
    decoded = ahead_->decoded.get();  // usually done while the previous batch was applied
    batch = std::move(ahead_->batch);
    ahead_.reset();
  }
  if (batch.empty()) {  // nothing read ahead, or (polling ahead) nothing was fetched by then
    batch = consumer_.poll_batch(batch_size_, wait);
    if (batch.empty()) return result;
    times_.poll += seconds_since(t0);
    t0 = std::chrono::steady_clock::now();
    decoded = decode_all(batch);
  }
  times_.decode += seconds_since(t0);  // with decode ahead: only the wait for it
  result.received = batch.size();
  t0 = std::chrono::steady_clock::now();
  read_ahead();
  times_.poll += seconds_since(t0);

  std::vector<events::PartitionOffset> seeks;
  const auto began = std::chrono::steady_clock::now();
  BatchTransaction tx(db_);
  // The batch's commit does not wait for its WAL flush when more events already wait behind it
  // (a backlog: the next commit follows at once, and the backlog's last batch waits for its
  // flush, which covers every earlier one), or always in a replay's fresh schema. Losing such a
  // commit in a database crash loses its offsets with it: those events are applied again.
  const bool flush = !(defer_flushes_ || ahead_);
  // One round trip: BEGIN, the search path, the lock that serialises batches with a replay's
  // schema swap (and with a second projector, if one runs), the savepoint a failed batch goes back
  // to (apply_chosen), and the stored offsets (the last statement's rows). The lock comes before
  // the savepoint, so going back to it keeps the lock.
  const auto opening = "BEGIN; SET LOCAL search_path TO " + storage::quote_ident(schema_) +
                     (flush ? std::string() : std::string("; SET LOCAL synchronous_commit = off")) +
                     "; SELECT pg_advisory_xact_lock(" + std::to_string(storage::kProjectionLock) + "); SAVEPOINT " +
                     kBatchSavepoint + "; " + kReadOffsets;
  std::map<PartitionKey, int64_t> next;
  for (const auto& p : partitions_) next[p] = 0;
  for (const auto& row : tx.exec(opening)) next[{row[0].as<std::string>(), row[1].as<int32_t>()}] = row[2].as<int64_t>();

  std::map<PartitionKey, bool> blocked;  // a gap was found: ignore the rest of this partition's batch
  std::map<PartitionKey, bool> touched;
  std::vector<const events::ConsumedMessage*> chosen;  // in log order, gaps and repeats left out
  std::vector<const DecodedMessage*> chosen_decoded;
  // A partition's state is looked up once for each run of its messages (a batch holds long runs),
  // not for every message: ten thousand keys copied and compared were most of this stage.
  const events::ConsumedMessage* run_of = nullptr;
  bool *is_blocked = nullptr, *was_touched = nullptr, assigned = false;
  int64_t* next_offset = nullptr;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    const auto& m = batch[i];
    if (!run_of || m.partition != run_of->partition || m.topic != run_of->topic) {
      PartitionKey key{m.topic, m.partition};
      is_blocked = &blocked[key];
      was_touched = &touched[key];
      next_offset = &next[key];
      assigned = partitions_.count(key) > 0;
      run_of = &m;
    }
    if (*is_blocked || !assigned) continue;  // gap, or revoked during the poll
    int64_t expected = *next_offset;
    if (m.offset < expected) {  // applied before (crash after commit, or a swap moved us ahead)
      ++result.skipped;
      continue;
    }
    if (m.offset > expected) {
      PartitionKey key{m.topic, m.partition};
      auto it = sought_.find(key);
      if (it == sought_.end() || it->second != expected) {
        // Behind the consumer's position: the stored offsets moved back (a swap). Read again.
        sought_[key] = expected;
        seeks.push_back({m.topic, m.partition, expected});
        *is_blocked = true;
        continue;
      }
      // We already sought there and the log has no message at `expected`: offsets are not
      // always contiguous, so accept the next one.
    }
    chosen.push_back(&m);
    chosen_decoded.push_back(&decoded[i]);
    *next_offset = m.offset + 1;
    *was_touched = true;
  }
  times_.begin += seconds_since(began);
  // From here, the ids of a replay's batch are in remembered_ before its commit: if it does not
  // commit, no later batch may rely on them.
  struct Guard {
    bool& broken;
    bool armed;
    ~Guard() { if (armed) broken = true; }
  } guard{broken_, remembered_.has_value()};
  const bool key_restored = apply_chosen(tx, chosen, chosen_decoded, result);
  const auto t1 = std::chrono::steady_clock::now();
  std::vector<std::string> topics;
  std::vector<std::int64_t> partitions, offsets;
  for (const auto& [key, is_touched] : touched)
    if (is_touched) {
      topics.push_back(key.first);
      partitions.push_back(key.second);
      offsets.push_back(next[key]);
    }
  // Prepared: its rows are the partitions touched, a few whatever the batch's size. The sitemap
  // is made after the commit, off the waiting command's path: the batch only counts the change
  // and records the casinos and posts it changed (sitemap_rebuilder.hpp), in the same statement.
  if (!watched_.empty())
    for (const auto& row : tx.exec_params(kWrittenTables, storage::array_literal(watched_)))
      result.written.push_back(row[0].as<std::string>());
  storage::exec_prepared(tx, "projector.end_batch", kEndBatch, storage::array_literal(topics),
                         storage::array_literal(partitions), storage::array_literal(offsets),
                         storage::area_array(result.changed_areas), result.sitemap_stale,
                         storage::array_literal(result.sitemap_keys.kinds),
                         storage::array_literal(result.sitemap_keys.ids));
  tx.commit();
  guard.armed = false;
  if (key_restored) {
    remembered_.reset();
  } else if (remembered_) {
    recorder_->add(std::move(result.applied_rows));
  }
  ++times_.batches;
  times_.events += static_cast<long long>(result.received);
  times_.record += result.record_s;
  times_.apply += result.apply_s;
  times_.commit += seconds_since(t1);
  if (!seeks.empty() && ahead_) ahead_->decoded.wait();  // a poll ahead is over before the seek
  for (const auto& s : seeks) consumer_.seek(s);
  if (!seeks.empty()) drop_ahead(seeks);
  if (ahead_) spent_ = {std::move(batch), std::move(decoded)};  // else nothing will free it soon
  return result;
}

bool Projector::apply_chosen(pqxx::dbtransaction& tx, const std::vector<const events::ConsumedMessage*>& chosen,
                             const std::vector<const DecodedMessage*>& decoded, BatchResult& result) {
  if (chosen.empty()) return false;
  // The whole batch at once: one statement records every event, counter events are summed, the
  // rest applied in order. If any event fails (a payload that does not decode, a rule of the
  // data), that is rolled back and the batch is applied again event by event, each in its own
  // savepoint, so only the failing event goes to the dead letters. The batch's savepoint was set
  // by its opening (step); a batch that goes through leaves it to the commit, which needs no
  // RELEASE (two round trips a batch less than a savepoint of its own).
  try {
    BatchResult r = result;
    apply_batch(tx, apply_, chosen, decoded, remembered_ ? &*remembered_ : nullptr, r);
    result = std::move(r);
    return false;
  } catch (const std::exception& ex) {
    if (storage::is_transient(ex)) throw;  // not the events' fault: the batch is retried as a whole
    spdlog::warn("a batch of {} events is applied one by one: {}", chosen.size(), ex.what());
  }
  tx.exec(std::string("ROLLBACK TO SAVEPOINT ") + kBatchSavepoint);
  // One event at a time records each with ON CONFLICT on the key: put it back first (built from
  // the rows committed so far, which the ids in memory describe; kept from here on), once the
  // recorder has written all of them.
  if (remembered_) {
    recorder_->finish();
    recorder_.reset();
    add_applied_key(tx);
  }
  for (const auto* m : chosen) apply_one(tx, *m, result);
  return remembered_.has_value();
}

void Projector::apply_one(pqxx::dbtransaction& tx, const events::ConsumedMessage& m, BatchResult& result) {
  MessageIdentity who;
  try {
    storage::Savepoint sp(tx, "apply");
    BatchResult r = result;
    apply_message(sp.tx(), apply_, m, r, who);
    sp.commit();
    result = r;
  } catch (const std::exception& ex) {
    // A lost connection, a deadlock, a statement timeout: not the event's fault. The whole batch
    // is rolled back and tried again from the stored offsets.
    if (storage::is_transient(ex)) throw;
    spdlog::error("dead letter {}[{}]@{} ({}): {}", m.topic, m.partition, m.offset, who.type.empty() ? "?" : who.type,
                  ex.what());
    auto optional_text = [](const std::string& s) {
      return s.empty() ? std::optional<std::string>{} : std::optional<std::string>(storable_text(s));
    };
    tx.exec_params(kDeadLetter, m.topic, m.partition, m.offset, optional_text(who.event_id), optional_text(who.type),
                   storable_text(ex.what()), storable_text(m.value));
    ++result.dead_lettered;
  }
}

std::vector<PartitionKey> projected_partitions(events::EventConsumer& consumer, const std::vector<std::string>& topics) {
  std::vector<PartitionKey> out;
  for (const auto& t : topics) {
    int32_t n = consumer.partition_count(t, std::chrono::milliseconds(10000));
    for (int32_t p = 0; p < n; ++p) out.emplace_back(t, p);
  }
  return out;
}

}  // namespace worker
