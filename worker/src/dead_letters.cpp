// Dead letters, for the operator: list, and apply again from the log.
#include "dead_letters.hpp"

#include <spdlog/spdlog.h>

#include <chrono>
#include <pqxx/pqxx>
#include <stdexcept>

#include "events/consumer.hpp"
#include "projection.hpp"
#include "projector.hpp"
#include "storage/postgres.hpp"

namespace worker {

namespace {

using namespace std::chrono_literals;

constexpr const char* kList = R"SQL(
  SELECT id, topic, partition, "offset", coalesce(type, ''), to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), reason
  FROM proj.dead_letters ORDER BY id
)SQL";
constexpr const char* kFind = R"SQL(SELECT topic, partition, "offset" FROM proj.dead_letters WHERE id = $1)SQL";
constexpr const char* kRemove = "DELETE FROM dead_letters WHERE id = $1 RETURNING 1";
constexpr const char* kNewReason = "UPDATE proj.dead_letters SET reason = $2, at = now() WHERE id = $1";

// The message at exactly this place in the log.
events::ConsumedMessage read_message(const std::string& brokers, const DeadLetter& d) {
  events::EventConsumer consumer(brokers, "bonus-dead-letters");
  consumer.assign({{d.topic, d.partition, d.offset}});
  const auto deadline = std::chrono::steady_clock::now() + 15s;
  while (std::chrono::steady_clock::now() < deadline) {
    for (auto& m : consumer.poll_batch(1, 500ms)) {
      if (m.topic == d.topic && m.partition == d.partition && m.offset == d.offset) return std::move(m);
      throw std::runtime_error("the log has no message at " + d.topic + "[" + std::to_string(d.partition) +
                               "]@" + std::to_string(d.offset));
    }
  }
  throw std::runtime_error("the message at " + d.topic + "[" + std::to_string(d.partition) + "]@" +
                           std::to_string(d.offset) + " could not be read within 15 s");
}

}  // namespace

std::vector<DeadLetter> list_dead_letters(const std::string& pg_url) {
  pqxx::connection db(pg_url);
  pqxx::read_transaction tx(db);
  std::vector<DeadLetter> out;
  for (const auto& r : tx.exec(kList))
    out.push_back({r[0].as<long long>(), r[1].as<std::string>(), r[2].as<std::int32_t>(), r[3].as<std::int64_t>(),
                   r[4].as<std::string>(), r[5].as<std::string>(), r[6].as<std::string>()});
  return out;
}

RetryOutcome retry_dead_letter(const DeadLetterOptions& options, long long id) {
  pqxx::connection db(options.pg_url);
  DeadLetter d;
  {
    pqxx::read_transaction tx(db);
    auto r = tx.exec_params(kFind, id);
    if (r.empty()) return RetryOutcome::not_found;
    d = {id, r[0][0].as<std::string>(), r[0][1].as<std::int32_t>(), r[0][2].as<std::int64_t>(), "", "", ""};
  }
  const auto message = read_message(options.brokers, d);

  std::string reason;
  {
    pqxx::work tx(db);
    tx.exec("SET LOCAL search_path TO " + storage::quote_ident(storage::kLiveSchema));
    tx.exec("SELECT pg_advisory_xact_lock(" + std::to_string(storage::kProjectionLock) + ")");
    if (tx.exec_params(kRemove, id).empty()) return RetryOutcome::not_found;  // retried meanwhile
    BatchResult result;
    MessageIdentity who;
    try {
      apply_message(tx, all_projections(), message, result, who);
    } catch (const std::exception& ex) {
      if (storage::is_transient(ex)) throw;
      reason = ex.what();
    }
    if (reason.empty()) {
      mark_changed(tx, result.changed_areas);
      if (result.sitemap_stale) {  // an operator's retry: rebuilt at once, under the projection lock
        count_sitemap_change(tx, result.sitemap_keys);
        rebuild_sitemap(tx, options.public_origin);
      }
      tx.exec("NOTIFY projector_progress");
      tx.commit();
      spdlog::info("dead letter {} ({}[{}]@{}, {}) applied{}", id, d.topic, d.partition, d.offset, who.type,
                   result.applied ? "" : ": its event had been applied before");
      return result.applied ? RetryOutcome::applied : RetryOutcome::applied_before;
    }
  }
  // Still failing: the transaction above is rolled back (the dead letter is kept); record why.
  pqxx::work tx(db);
  tx.exec_params(kNewReason, id, storable_text(reason));
  tx.commit();
  throw std::runtime_error(reason);
}

}  // namespace worker
