// Seeding: compare the demo content with the projection, produce what is missing, wait for it.
#include "seed/seed.hpp"

#include <spdlog/spdlog.h>

#include <map>
#include <pqxx/pqxx>
#include <set>
#include <thread>

#include "events/producer.hpp"
#include "seed/traffic.hpp"
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

// The traffic's events have fixed ids: when the projection has applied its last one, the log
// has all of it.
bool traffic_applied(pqxx::connection& db, const std::string& last_event_id) {
  pqxx::nontransaction tx(db);
  if (!tx.exec("SELECT to_regclass('proj.applied_events') IS NOT NULL")[0][0].as<bool>()) return false;
  return !tx.exec_params("SELECT 1 FROM proj.applied_events WHERE event_id = $1::uuid", last_event_id).empty();
}

// Produces in chunks: every message of a chunk is in flight at once.
constexpr std::size_t kProduceChunk = 20'000;

}  // namespace

SeedResult seed(const SeedOptions& options) {
  SeedResult result;
  pqxx::connection db(options.pg_url);
  const Present present = read_present(db);
  events::EventProducer producer({options.brokers, std::chrono::milliseconds(30000)});
  std::map<std::pair<std::string, int32_t>, int64_t> written;  // highest offset per partition
  std::vector<events::OutgoingMessage> pending;
  auto send = [&] {
    for (const auto& d : producer.produce_all(pending)) {
      auto& high = written[{d.topic, d.partition}];
      high = std::max(high, d.offset);
    }
    pending.clear();
  };
  auto add = [&](const events::Envelope& e) {
    const auto* type = events::find_event_type(e.type);
    if (!type) throw std::logic_error("seed event type not in the catalogue: " + e.type);
    pending.push_back({options.topics.of(type->topic), e.key, events::encode(e)});
    if (pending.size() >= kProduceChunk) send();
  };

  const auto content = demo_content(options.demo);
  for (const auto& entity : content) {
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
      add(e);
      ++result.events;
    }
    ++result.added;
  }
  if (options.traffic > 0) {
    auto traffic = demo_traffic(content, options.traffic);
    if (!traffic_applied(db, traffic.back().id)) {
      for (const auto& e : traffic) add(e);
      result.traffic = static_cast<int>(traffic.size());
      result.events += result.traffic;
    }
  }
  send();
  producer.flush(5000ms);
  if (options.wait.count() == 0) return result;

  const auto deadline = std::chrono::steady_clock::now() + options.wait;
  for (;;) {
    result.projected = written.empty() || applied(db, written);
    if (result.projected || std::chrono::steady_clock::now() > deadline) break;
    std::this_thread::sleep_for(100ms);
  }
  return result;
}

}  // namespace worker
