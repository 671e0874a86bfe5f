// Batch application with offsets in the same transaction, dead letters, and gap handling.
#include "projector.hpp"

#include <spdlog/spdlog.h>

#include <set>
#include <tuple>

#include "domain/utf8.hpp"
#include "events/catalogue.hpp"
#include "storage/array_literal.hpp"
#include "storage/postgres.hpp"

namespace worker {

void register_apply(ApplyTable& table, std::string_view type, Apply apply) {
  if (!table.emplace(std::string(type), std::move(apply)).second)
    throw std::logic_error("two apply functions for " + std::string(type));
}

void BatchCounts::apply(pqxx::transaction_base& tx) const {
  for (const auto& [add, totals] : totals_) {
    Counts counts;
    for (const auto& [key, amount] : totals) {
      counts.keys.push_back(key);
      counts.amounts.push_back(amount);
    }
    add(tx, counts);
  }
}

ApplyTable all_projections() {
  ApplyTable t;
  add_casino_projection(t);
  add_publishing_projection(t);
  add_category_projection(t);
  add_promotion_projection(t);
  add_blog_post_projection(t);
  add_comment_projection(t);
  add_hero_projection(t);
  add_settings_projection(t);
  add_seo_setting_projection(t);
  add_splash_ad_projection(t);
  add_ai_job_projection(t);
  add_indexing_projection(t);
  return t;
}

namespace {
constexpr const char* kReadOffsets = "SELECT topic, partition, next_offset FROM projector_offsets FOR UPDATE";
// Tells the api's response cache which read areas this batch changed.
constexpr const char* kBumpAreas = "UPDATE projection_changes SET version = version + 1 WHERE area = ANY($1::text[])";
constexpr const char* kStoreOffset = R"SQL(
  INSERT INTO projector_offsets (topic, partition, next_offset, updated_at) VALUES ($1, $2, $3, now())
  ON CONFLICT (topic, partition) DO UPDATE SET next_offset = EXCLUDED.next_offset, updated_at = now()
)SQL";
constexpr const char* kRecordApplied = R"SQL(
  INSERT INTO applied_events (topic, partition, "offset", event_id, type, request_hash)
  VALUES ($1, $2, $3, $4, $5, NULLIF($6, ''))
  ON CONFLICT (event_id) DO NOTHING RETURNING 1
)SQL";
// A whole batch's events recorded at once; RETURNING names the ones not applied before. Within
// the statement a second row with the same event id is skipped like one from an earlier batch.
constexpr const char* kRecordAppliedBatch = R"SQL(
  INSERT INTO applied_events (topic, partition, "offset", event_id, type, request_hash)
  SELECT t, p, o, e, ty, NULLIF(h, '')
    FROM unnest($1::text[], $2::integer[], $3::bigint[], $4::uuid[], $5::text[], $6::text[]) AS x(t, p, o, e, ty, h)
  ON CONFLICT (event_id) DO NOTHING RETURNING topic, partition, "offset"
)SQL";
constexpr const char* kDeadLetter = R"SQL(
  INSERT INTO dead_letters (topic, partition, "offset", event_id, type, reason, payload)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
)SQL";

}  // namespace

// Postgres text holds valid UTF-8 without NUL. A dead letter must always be writable, or one
// bad message would stop the partition: other bytes are kept as \xNN escapes.
std::string storable_text(std::string_view in) {
  std::string out;
  out.reserve(in.size());
  std::size_t i = 0;
  auto escape = [&out](unsigned char b) {
    char buf[5];
    std::snprintf(buf, sizeof buf, "\\x%02X", b);
    out += buf;
  };
  while (i < in.size()) {
    const std::size_t len = in[i] == '\0' ? 0 : domain::utf8_sequence_length(in, i);
    if (len > 0) {
      out.append(in.substr(i, len));
      i += len;
    } else {
      escape(static_cast<unsigned char>(in[i]));
      ++i;
    }
  }
  return out;
}

Projector::Projector(pqxx::connection& db, std::string schema, events::EventConsumer& consumer,
                     std::vector<PartitionKey> partitions, std::size_t batch_size, std::string public_origin)
    : db_(db),
      schema_(std::move(schema)),
      consumer_(consumer),
      partitions_(partitions.begin(), partitions.end()),
      batch_size_(batch_size),
      public_origin_(std::move(public_origin)),
      apply_(all_projections()) {}

void Projector::refresh_sitemap() {
  pqxx::work tx(db_);
  tx.exec("SET LOCAL search_path TO " + storage::quote_ident(schema_));
  tx.exec("SELECT pg_advisory_xact_lock(" + std::to_string(storage::kProjectionLock) + ")");
  rebuild_sitemap(tx, public_origin_);
  tx.exec("NOTIFY projector_progress");
  tx.commit();
}

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
  sought_.clear();
  for (const auto& [key, offset] : stored_offsets())
    if (partitions_.count(key)) consumer_.seek({key.first, key.second, offset});
}

void Projector::start() {
  std::vector<events::PartitionOffset> start;
  for (const auto& [key, offset] : stored_offsets()) start.push_back({key.first, key.second, offset});
  consumer_.assign(start);
}

Projector::~Projector() { consumer_.forget_group_callbacks(); }

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

BatchResult Projector::step(std::chrono::milliseconds wait) {
  BatchResult result;
  auto batch = consumer_.poll_batch(batch_size_, wait);
  result.received = batch.size();
  if (batch.empty()) return result;

  std::vector<events::PartitionOffset> seeks;
  pqxx::work tx(db_);
  tx.exec("SET LOCAL search_path TO " + storage::quote_ident(schema_));
  // Serialises batches with a replay's schema swap (and with a second projector, if one runs).
  tx.exec("SELECT pg_advisory_xact_lock(" + std::to_string(storage::kProjectionLock) + ")");
  std::map<PartitionKey, int64_t> next;
  for (const auto& p : partitions_) next[p] = 0;
  for (const auto& row : tx.exec(kReadOffsets)) next[{row[0].as<std::string>(), row[1].as<int32_t>()}] = row[2].as<int64_t>();

  std::map<PartitionKey, bool> blocked;  // a gap was found: ignore the rest of this partition's batch
  std::map<PartitionKey, bool> touched;
  std::vector<const events::ConsumedMessage*> chosen;  // in log order, gaps and repeats left out
  for (const auto& m : batch) {
    PartitionKey key{m.topic, m.partition};
    if (blocked[key] || !partitions_.count(key)) continue;  // gap, or revoked during the poll
    int64_t expected = next[key];
    if (m.offset < expected) {  // applied before (crash after commit, or a swap moved us ahead)
      ++result.skipped;
      continue;
    }
    if (m.offset > expected) {
      auto it = sought_.find(key);
      if (it == sought_.end() || it->second != expected) {
        // Behind the consumer's position: the stored offsets moved back (a swap). Read again.
        sought_[key] = expected;
        seeks.push_back({m.topic, m.partition, expected});
        blocked[key] = true;
        continue;
      }
      // We already sought there and the log has no message at `expected`: offsets are not
      // always contiguous, so accept the next one.
    }
    chosen.push_back(&m);
    next[key] = m.offset + 1;
    touched[key] = true;
  }
  apply_chosen(tx, chosen, result);
  if (result.sitemap_stale) {
    // Derived data must not stop the projection: a failed rebuild is logged and retried with
    // the next batch that changes casinos or posts (or at the next start).
    try {
      storage::Savepoint sp(tx, "sitemap");
      rebuild_sitemap(sp.tx(), public_origin_);
      sp.commit();
    } catch (const pqxx::broken_connection&) {
      throw;
    } catch (const std::exception& ex) {
      spdlog::error("sitemap rebuild failed: {}", ex.what());
    }
  }
  for (const auto& [key, was_touched] : touched)
    if (was_touched) tx.exec_params(kStoreOffset, key.first, key.second, next[key]);
  mark_changed(tx, result.changed_areas);
  tx.exec("NOTIFY projector_progress");
  tx.commit();
  for (const auto& s : seeks) consumer_.seek(s);
  return result;
}

void Projector::apply_chosen(pqxx::work& tx, const std::vector<const events::ConsumedMessage*>& chosen,
                             BatchResult& result) {
  if (chosen.empty()) return;
  // The whole batch at once: one statement records every event, counter events are summed, the
  // rest applied in order. If any event fails (a payload that does not decode, a rule of the
  // data), that is rolled back and the batch is applied again event by event, each in its own
  // savepoint, so only the failing event goes to the dead letters.
  try {
    storage::Savepoint sp(tx, "batch");
    BatchResult r = result;
    apply_all(sp.tx(), chosen, r);
    sp.commit();
    result = r;
    return;
  } catch (const std::exception& ex) {
    if (storage::is_transient(ex)) throw;  // not the events' fault: the batch is retried as a whole
    spdlog::warn("a batch of {} events is applied one by one: {}", chosen.size(), ex.what());
  }
  for (const auto* m : chosen) apply_one(tx, *m, result);
}

void Projector::apply_all(pqxx::transaction_base& tx, const std::vector<const events::ConsumedMessage*>& chosen,
                          BatchResult& result) {
  struct Decoded {
    const events::ConsumedMessage* message;
    events::Envelope event;
    const Apply* apply;
  };
  std::vector<Decoded> decoded;
  decoded.reserve(chosen.size());
  std::vector<std::string> topics, ids, types, hashes;
  std::vector<std::int64_t> partitions, offsets;
  for (const auto* m : chosen) {
    events::Envelope e = events::decode(m->value);
    events::upcast(e);
    auto fn = apply_.find(e.type);
    if (fn == apply_.end()) throw std::runtime_error("no projection applies '" + e.type + "'");
    topics.push_back(m->topic);
    partitions.push_back(m->partition);
    offsets.push_back(m->offset);
    ids.push_back(e.id);
    types.push_back(e.type);
    hashes.push_back(e.request_hash);
    decoded.push_back({m, std::move(e), &fn->second});
  }
  std::set<std::tuple<std::string, int32_t, int64_t>> fresh;
  for (const auto& row :
       tx.exec_params(kRecordAppliedBatch, storage::array_literal(topics), storage::array_literal(partitions),
                      storage::array_literal(offsets), storage::array_literal(ids), storage::array_literal(types),
                      storage::array_literal(hashes)))
    fresh.emplace(row[0].as<std::string>(), row[1].as<int32_t>(), row[2].as<int64_t>());

  BatchCounts counts;
  // A run of events of one run type waits here until an event of another type (not a counter)
  // comes, then goes as one statement.
  const Apply* run_apply = nullptr;
  std::vector<const events::Envelope*> run;
  auto flush_run = [&] {
    if (!run.empty()) run_apply->run(tx, run);
    run.clear();
    run_apply = nullptr;
  };
  for (const auto& d : decoded) {
    const auto& m = *d.message;
    if (!fresh.count({m.topic, m.partition, m.offset})) {
      spdlog::warn("event {} ({}) at {}[{}]@{} was applied before; skipped", d.event.id, d.event.type, m.topic,
                   m.partition, m.offset);
      ++result.skipped;
      continue;
    }
    if (d.apply->count) {
      d.apply->count(counts, d.event);
    } else if (d.apply->run) {
      if (run_apply != d.apply) flush_run();
      run_apply = d.apply;
      run.push_back(&d.event);
    } else {
      flush_run();
      d.apply->one(tx, d.event);
    }
    ++result.applied;
    result.changed_areas |= storage::areas_changed_by(d.event.type);
    if (changes_sitemap(d.event.type)) result.sitemap_stale = true;
  }
  flush_run();
  counts.apply(tx);
}

bool apply_message(pqxx::transaction_base& tx, const ApplyTable& apply, const events::ConsumedMessage& m,
                   BatchResult& result, MessageIdentity& who) {
  events::Envelope e = events::decode(m.value);
  who.event_id = e.id;
  who.type = e.type;
  events::upcast(e);
  auto fn = apply.find(e.type);
  if (fn == apply.end()) throw std::runtime_error("no projection applies '" + e.type + "'");
  if (tx.exec_params(kRecordApplied, m.topic, m.partition, m.offset, e.id, e.type, e.request_hash).empty()) {
    spdlog::warn("event {} ({}) at {}[{}]@{} was applied before; skipped", e.id, e.type, m.topic, m.partition, m.offset);
    ++result.skipped;
    return false;
  }
  fn->second(tx, e);
  ++result.applied;
  result.changed_areas |= storage::areas_changed_by(e.type);
  if (changes_sitemap(e.type)) result.sitemap_stale = true;
  return true;
}

void mark_changed(pqxx::transaction_base& tx, storage::AreaMask areas) {
  if (areas != 0) tx.exec_params(kBumpAreas, storage::area_array(areas));
}

void Projector::apply_one(pqxx::work& tx, const events::ConsumedMessage& m, BatchResult& result) {
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
