// Applying decoded events to a projection: a whole batch at once (counter events summed, run
// events together), or one message alone (the fallback, and a dead letter's retry), each recorded
// in applied_events so none is applied twice.
#include <spdlog/spdlog.h>

#include <chrono>
#include <cstdio>
#include <string_view>
#include <unordered_set>

#include "domain/utf8.hpp"
#include "events/catalogue.hpp"
#include "projector.hpp"
#include "storage/array_literal.hpp"
#include "storage/copy_rows.hpp"
#include "storage/postgres.hpp"
#include "storage/query.hpp"

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
  add_outbound_click_projection(t);
  add_detail_view_projection(t);
  add_bulk_action_projection(t);
  add_history_projection(t);  // last: it wraps the content types' applies
  return t;
}

namespace {
// Tells the api's response cache which read areas this batch changed.
constexpr const char* kBumpAreas = "UPDATE projection_changes SET version = version + 1 WHERE area = ANY($1::text[])";
constexpr const char* kRecordApplied = R"SQL(
  INSERT INTO applied_events (topic, partition, "offset", event_id, type, request_hash)
  VALUES ($1, $2, $3, $4, $5, NULLIF($6, ''))
  ON CONFLICT (event_id) DO NOTHING RETURNING 1
)SQL";
// A whole batch's events recorded at once (their event ids distinct). First with COPY, no
// questions asked: the key refuses an event id applied before, and only then is the batch
// recorded with kRecordAppliedBatch, whose ON CONFLICT probes the key once more for every event
// (that probe was a third of the statement's time). The columns of the COPY, in the order of
// kRecordAppliedBatch's arrays.
const std::vector<std::string> kAppliedColumns = {"topic", "event_id", "type", "request_hash", "partition", "\"offset\""};
// The batch skipping events applied before; answers their positions (from 1) in the arrays.
// Fewer events than this are recorded with kRecordAppliedBatch at once, without the COPY.
constexpr std::size_t kCopyFrom = 64;
constexpr const char* kRecordAppliedBatch = R"SQL(
  WITH fresh AS (
    INSERT INTO applied_events (topic, event_id, type, request_hash, partition, "offset")
    SELECT t, e, ty, NULLIF(h, ''), p, o
      FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::integer[], $6::bigint[]) AS x(t, e, ty, h, p, o)
    ON CONFLICT (event_id) DO NOTHING RETURNING event_id)
  SELECT n FROM unnest($2::uuid[]) WITH ORDINALITY AS x(e, n) WHERE e NOT IN (SELECT event_id FROM fresh)
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

DecodedMessage decode_message(const events::ConsumedMessage& m) {
  DecodedMessage out;
  try {
    events::Envelope e = events::decode(m.value);
    events::upcast(e);
    out.id = AppliedIds::parse(e.id);
    out.event = std::move(e);
  } catch (const std::exception& ex) {
    out.error = ex.what();
  }
  return out;
}

void apply_batch(pqxx::dbtransaction& tx, const ApplyTable& apply,
                 const std::vector<const events::ConsumedMessage*>& chosen,
                 const std::vector<const DecodedMessage*>& decoded_messages, AppliedIds* remembered,
                 BatchResult& result) {
  struct Decoded {
    const events::ConsumedMessage* message;
    const events::Envelope& event;
    const Apply* apply;
    storage::AreaMask areas;  // the read areas its type changes
    bool sitemap;             // whether its type changes what the sitemap lists
  };
  // What an event's type means (its apply function, its read areas, whether the sitemap lists
  // it), looked up once for each run of one type rather than for each event: two dozen string
  // comparisons an event, a tenth of a replay's worker time.
  struct OfType {
    std::string_view type;
    const Apply* apply = nullptr;
    storage::AreaMask areas = 0;
    bool sitemap = false;
  } of_type;
  SitemapKeys no_keys;
  std::vector<Decoded> decoded;
  decoded.reserve(chosen.size());
  std::vector<std::size_t> recorded;  // positions in `decoded` of the events recorded now
  storage::CopyRows rows;
  auto lap = std::chrono::steady_clock::now();
  auto seconds = [&lap] {
    auto now = std::chrono::steady_clock::now();
    double s = std::chrono::duration<double>(now - lap).count();
    lap = now;
    return s;
  };
  // An event id twice in the batch: the second is skipped like one applied in an earlier batch.
  // With `remembered`, the set of the ids applied before takes the batch's own as they come.
  std::unordered_set<std::string_view> seen;
  std::vector<bool> fresh;
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    const auto* m = chosen[i];
    const auto& d = *decoded_messages.at(i);
    if (!d.event) throw events::DecodeError(d.error);
    const events::Envelope& e = *d.event;
    if (!of_type.apply || e.type != of_type.type) {
      auto fn = apply.find(e.type);
      if (fn == apply.end()) throw std::runtime_error("no projection applies '" + e.type + "'");
      of_type = {e.type, &fn->second, storage::areas_changed_by(e.type), sitemap_keys_of(e.type, nullptr, no_keys)};
    }
    decoded.push_back({m, e, of_type.apply, of_type.areas, of_type.sitemap});
    if (remembered) {
      if (!d.id) throw std::runtime_error("event id '" + e.id + "' is not a uuid");
      fresh.push_back(remembered->insert(*d.id));
    } else {
      fresh.push_back(seen.insert(e.id).second);
    }
    if (!fresh.back()) continue;
    recorded.push_back(i);
    rows.text(m->topic).text(e.id).text(e.type);
    if (e.request_hash.empty()) rows.null(); else rows.text(e.request_hash);
    rows.number(m->partition).number(m->offset).end_row();
  }
  if (remembered) {  // no key to refuse an id: the ids recorded are fresh ones only, written
    // by the replay's AppliedRecorder once this batch has committed
    result.applied_rows = std::move(rows);
  } else {
    // A live batch of a few events (a command's): the savepoint and the COPY are three round trips
    // where the statement that skips ids applied before is one.
    bool copied = false;
    if (recorded.size() >= kCopyFrom) {
      try {
        storage::Savepoint sp(tx, "record");
        rows.copy_into(sp.tx(), "applied_events", kAppliedColumns);
        sp.commit();
        copied = true;
      } catch (const pqxx::unique_violation&) {
        // an id applied before: recorded again below, skipping it
      }
    }
    if (!copied) {
      std::vector<std::string> topics, ids, types, hashes;
      std::vector<std::int64_t> partitions, offsets;
      for (std::size_t i : recorded) {
        topics.push_back(decoded[i].message->topic);
        ids.push_back(decoded[i].event.id);
        types.push_back(decoded[i].event.type);
        hashes.push_back(decoded[i].event.request_hash);
        partitions.push_back(decoded[i].message->partition);
        offsets.push_back(decoded[i].message->offset);
      }
      for (const auto& row : storage::exec_batch(tx, ids.size(), "applied.record_batch", kRecordAppliedBatch,
                                                 storage::array_literal(topics), storage::array_literal(ids),
                                                 storage::array_literal(types), storage::array_literal(hashes),
                                                 storage::array_literal(partitions), storage::array_literal(offsets)))
        fresh[recorded.at(row[0].as<std::size_t>() - 1)] = false;
    }
  }
  result.record_s += seconds();

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
  for (std::size_t i = 0; i < decoded.size(); ++i) {
    const auto& d = decoded[i];
    const auto& m = *d.message;
    if (!fresh[i]) {
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
    result.changed_areas |= d.areas;
    if (d.sitemap && sitemap_keys_of(d.event.type, &d.event, result.sitemap_keys)) result.sitemap_stale = true;
  }
  flush_run();
  counts.apply(tx);
  result.apply_s += seconds();
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
  if (sitemap_keys_of(e.type, &e, result.sitemap_keys)) result.sitemap_stale = true;
  return true;
}

void record_applied(pqxx::transaction_base& tx, const storage::CopyRows& rows) {
  rows.copy_into(tx, "applied_events", kAppliedColumns);
}

void mark_changed(pqxx::transaction_base& tx, storage::AreaMask areas) {
  if (areas != 0) tx.exec_params(kBumpAreas, storage::area_array(areas));
}

}  // namespace worker
