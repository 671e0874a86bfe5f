// Applying decoded events to a projection: a whole batch at once (counter events summed, run
// events together), or one message alone (the fallback, and a dead letter's retry), each recorded
// in applied_events so none is applied twice.
#include <spdlog/spdlog.h>

#include <cstdio>
#include <set>
#include <tuple>

#include "domain/utf8.hpp"
#include "events/catalogue.hpp"
#include "projector.hpp"
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
// A whole batch's events recorded at once; RETURNING names the ones not applied before. Within
// the statement a second row with the same event id is skipped like one from an earlier batch.
constexpr const char* kRecordAppliedBatch = R"SQL(
  INSERT INTO applied_events (topic, partition, "offset", event_id, type, request_hash)
  SELECT t, p, o, e, ty, NULLIF(h, '')
    FROM unnest($1::text[], $2::integer[], $3::bigint[], $4::uuid[], $5::text[], $6::text[]) AS x(t, p, o, e, ty, h)
  ON CONFLICT (event_id) DO NOTHING RETURNING topic, partition, "offset"
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

void apply_batch(pqxx::transaction_base& tx, const ApplyTable& apply,
                 const std::vector<const events::ConsumedMessage*>& chosen, BatchResult& result) {
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
    auto fn = apply.find(e.type);
    if (fn == apply.end()) throw std::runtime_error("no projection applies '" + e.type + "'");
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

}  // namespace worker
