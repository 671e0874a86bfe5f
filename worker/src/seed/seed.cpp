// Seeding: compare the demo content with the projection, produce what is missing, wait for it.
#include "seed/seed.hpp"

#include <spdlog/spdlog.h>

#include <map>
#include <pqxx/pqxx>
#include <set>
#include <thread>

#include "events/producer.hpp"
#include "storage/postgres.hpp"

namespace worker {

namespace {

using namespace std::chrono_literals;

// What the projection already holds: ids per table, and the slugs of the tables that have them.
struct Present {
  std::map<std::string, std::set<std::string>> ids;
  std::map<std::string, std::set<std::string>> slugs;
};

Present read_present(pqxx::connection& db) {
  Present p;
  pqxx::nontransaction tx(db);
  if (tx.exec("SELECT to_regclass('proj.casinos') IS NOT NULL")[0][0].as<bool>() == false) return p;
  tx.exec("SET search_path TO " + storage::quote_ident(storage::kLiveSchema));
  // Table names come from this file, never from input.
  for (const char* table : {"casinos", "categories", "blog_posts"}) {
    for (const auto& row : tx.exec(std::string("SELECT id::text, slug FROM ") + table)) {
      p.ids[table].insert(row[0].as<std::string>());
      p.slugs[table].insert(row[1].as<std::string>());
    }
  }
  for (const char* table : {"promotions", "comments", "splash_ads", "seo_settings"})
    for (const auto& row : tx.exec(std::string("SELECT id::text FROM ") + table)) p.ids[table].insert(row[0].as<std::string>());
  for (const char* table : {"hero", "settings"})
    if (!tx.exec(std::string("SELECT 1 FROM ") + table).empty()) p.ids[table].insert("1");
  return p;
}

// True once the projector's stored next offset is past every offset in `written`.
bool applied(pqxx::connection& db, const std::map<std::pair<std::string, int32_t>, int64_t>& written) {
  pqxx::nontransaction tx(db);
  if (!tx.exec("SELECT to_regclass('proj.projector_offsets') IS NOT NULL")[0][0].as<bool>()) return false;
  std::map<std::pair<std::string, int32_t>, int64_t> next;
  for (const auto& row : tx.exec("SELECT topic, partition, next_offset FROM proj.projector_offsets"))
    next[{row[0].as<std::string>(), row[1].as<int32_t>()}] = row[2].as<int64_t>();
  for (const auto& [key, offset] : written) {
    auto it = next.find(key);
    if (it == next.end() || it->second <= offset) return false;
  }
  return true;
}

}  // namespace

SeedResult seed(const SeedOptions& options) {
  SeedResult result;
  pqxx::connection db(options.pg_url);
  const Present present = read_present(db);
  events::EventProducer producer({options.brokers, std::chrono::milliseconds(10000)});
  std::map<std::pair<std::string, int32_t>, int64_t> written;  // highest offset per partition

  for (const auto& entity : demo_content(options.demo)) {
    auto ids = present.ids.find(entity.table);
    auto slugs = present.slugs.find(entity.table);
    const bool has_id = ids != present.ids.end() && ids->second.count(entity.id);
    const bool slug_taken = !entity.slug.empty() && slugs != present.slugs.end() && slugs->second.count(entity.slug);
    if (has_id || slug_taken) {
      if (!has_id) spdlog::warn("seed: {} slug '{}' is taken by another entity; skipped", entity.table, entity.slug);
      ++result.present;
      continue;
    }
    for (const auto& e : entity.events) {
      const auto* type = events::find_event_type(e.type);
      if (!type) throw std::logic_error("seed event type not in the catalogue: " + e.type);
      auto d = producer.produce(options.topics.of(type->topic), e.key, events::encode(e));
      auto& high = written[{d.topic, d.partition}];
      high = std::max(high, d.offset);
      ++result.events;
    }
    ++result.added;
  }
  producer.flush(5000ms);

  const auto deadline = std::chrono::steady_clock::now() + options.wait;
  for (;;) {
    result.projected = written.empty() || applied(db, written);
    if (result.projected || std::chrono::steady_clock::now() > deadline) break;
    std::this_thread::sleep_for(100ms);
  }
  return result;
}

}  // namespace worker
