// /healthz answers while the process runs; /readyz checks Postgres and Kafka; /metrics adds the
// projector's lag per partition and the dead-letter count to the request metrics.
//
// Readiness and Kafka: a pod that has never reached the broker is not ready, but one that loses
// it stays ready for BONUS_READY_KAFKA_GRACE_MS. A broker outage hits every pod at once: taking
// them all out of the Service would turn it into a total outage, while reads (served from
// Postgres) still answer and commands answer 503 until the broker is back.
#include "handlers/health.hpp"

#include "http/errors.hpp"

#include <openssl/crypto.h>
#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <sstream>

namespace api::health {

using namespace std::chrono_literals;

Response live(Services&, Request&) { return json_response(http::status::ok, R"({"status":"ok"})"); }

Response ready(Services& s, Request&) {
  boost::json::object checks;
  bool ok = true;
  try {
    // Well inside the probe's timeout (2 s): a slow answer is a failed probe anyway.
    auto db = s.db.acquire(800ms);
    pqxx::nontransaction tx(*db);
    tx.exec("SELECT 1");
    checks["postgres"] = "ok";
  } catch (const std::exception& e) {
    // The reason is for the operator's log; the answer says only what is down.
    spdlog::warn("readiness: PostgreSQL unreachable: {}", e.what());
    checks["postgres"] = "unreachable";
    ok = false;
  }
  auto kafka = s.kafka.state();
  if (kafka.reachable) {
    checks["kafka"] = "ok";
  } else if (kafka.ready) {
    spdlog::warn("readiness: Kafka unreachable for {} ms (still ready): {}", kafka.down_for.count(), kafka.error);
    checks["kafka"] = "degraded";
  } else {
    spdlog::warn("readiness: Kafka unreachable: {}", kafka.error);
    checks["kafka"] = "unreachable";
    ok = false;
  }
  boost::json::object body{{"status", ok ? "ready" : "not_ready"}, {"checks", checks}};
  return json_response(ok ? http::status::ok : http::status::service_unavailable, boost::json::serialize(body));
}

namespace {

// The worker's jobs, as their projections tell them: AI jobs by kind and status, the AI service's
// calls, latency and tokens, and indexing outcomes.
constexpr const char* kJobCounts = "SELECT kind, status, count(*) FROM ai_jobs GROUP BY kind, status ORDER BY kind, status";
constexpr const char* kAiTotals = "SELECT coalesce(sum(calls), 0), coalesce(sum(latency_ms), 0), coalesce(sum(tokens), 0) FROM ai_jobs";
constexpr const char* kIndexingCounts = "SELECT status, count(*) FROM indexing_status GROUP BY status ORDER BY status";

void job_metrics(pqxx::transaction_base& tx, std::ostringstream& out) {
  out << "# HELP bonus_ai_jobs AI jobs by kind and status.\n# TYPE bonus_ai_jobs gauge\n";
  for (const auto& row : tx.exec(kJobCounts))
    out << "bonus_ai_jobs{kind=\"" << row[0].as<std::string>() << "\",status=\"" << row[1].as<std::string>() << "\"} "
        << row[2].as<long long>() << "\n";
  auto t = tx.exec(kAiTotals)[0];
  out << "# HELP bonus_ai_calls_total Successful calls to the AI service.\n# TYPE bonus_ai_calls_total counter\n"
      << "bonus_ai_calls_total " << t[0].as<long long>() << "\n"
      << "# HELP bonus_ai_call_seconds_total Time spent in successful AI calls (with retries); divide by the calls for the mean.\n"
         "# TYPE bonus_ai_call_seconds_total counter\n"
      << "bonus_ai_call_seconds_total " << static_cast<double>(t[1].as<long long>()) / 1000.0 << "\n"
      << "# HELP bonus_ai_tokens_total Tokens the AI service reported as used.\n# TYPE bonus_ai_tokens_total counter\n"
      << "bonus_ai_tokens_total " << t[2].as<long long>() << "\n"
      << "# HELP bonus_indexing_entities Promotions and blog posts by where their indexing submission stands.\n"
         "# TYPE bonus_indexing_entities gauge\n";
  for (const auto& row : tx.exec(kIndexingCounts))
    out << "bonus_indexing_entities{status=\"" << row[0].as<std::string>() << "\"} " << row[1].as<long long>() << "\n";
}

bool from_this_machine(const Request& req, const SiteSettings& site) {
  if (site.trust_forwarded_for || req.raw.find("X-Forwarded-For") != req.raw.end() ||
      req.raw.find("Forwarded") != req.raw.end())
    return false;  // a proxy stands in between: the peer address says nothing about the client
  return req.remote == "::1" || req.remote.starts_with("127.") || req.remote.starts_with("::ffff:127.");
}

// The metrics name routes, partitions and job counts: not for the public. With a token, only
// whoever sends it; without one, only a client on this machine.
bool may_read_metrics(const Request& req, const SiteSettings& site) {
  if (site.metrics_token.empty()) return from_this_machine(req, site);
  auto it = req.raw.find(http::field::authorization);
  if (it == req.raw.end()) return false;
  const std::string expected = "Bearer " + site.metrics_token;
  const std::string_view given(it->value().data(), it->value().size());
  return given.size() == expected.size() && CRYPTO_memcmp(given.data(), expected.data(), expected.size()) == 0;
}

}  // namespace

Response metrics(Services& s, Request& req) {
  if (!may_read_metrics(req, s.site)) not_found("Sayfa bulunamadı");
  std::ostringstream extra;
  extra << "# HELP bonus_projector_lag_events Events on the topic not yet applied to the projections.\n"
           "# TYPE bonus_projector_lag_events gauge\n";
  auto kafka = s.kafka.state();
  for (const auto& [key, high] : kafka.high) {
    auto positions = s.offsets.snapshot();
    auto it = positions.find(key);
    int64_t next = it == positions.end() ? 0 : it->second;
    extra << "bonus_projector_lag_events{topic=\"" << key.first << "\",partition=\"" << key.second << "\"} "
          << std::max<int64_t>(0, high - next) << "\n";
  }
  extra << "# HELP bonus_kafka_up Whether the broker answered within the last 2.5 s.\n# TYPE bonus_kafka_up gauge\n"
        << "bonus_kafka_up " << (kafka.reachable ? 1 : 0) << "\n";
  const auto cache = s.cache.stats();
  extra << "# HELP bonus_response_cache_hits_total Public GETs answered from memory.\n"
           "# TYPE bonus_response_cache_hits_total counter\n"
        << "bonus_response_cache_hits_total " << cache.hits << "\n"
        << "# HELP bonus_response_cache_misses_total Public GETs that ran their handler.\n"
           "# TYPE bonus_response_cache_misses_total counter\n"
        << "bonus_response_cache_misses_total " << cache.misses << "\n"
        << "# HELP bonus_response_cache_bytes Memory held by kept answers.\n# TYPE bonus_response_cache_bytes gauge\n"
        << "bonus_response_cache_bytes " << cache.bytes << "\n"
        << "# HELP bonus_response_cache_entries Answers kept in memory.\n# TYPE bonus_response_cache_entries gauge\n"
        << "bonus_response_cache_entries " << cache.entries << "\n"
        << "# HELP bonus_view_events_total blog_post.viewed events sent.\n# TYPE bonus_view_events_total counter\n"
        << "bonus_view_events_total " << s.views.events_sent() << "\n"
        << "# HELP bonus_views_pending Blog views counted but not sent yet.\n# TYPE bonus_views_pending gauge\n"
        << "bonus_views_pending " << s.views.views_pending() << "\n"
        << "# HELP bonus_kafka_produce_requests_total Produce requests sent to the broker (one carries one or more "
           "events).\n# TYPE bonus_kafka_produce_requests_total counter\n"
        << "bonus_kafka_produce_requests_total " << s.commands.producer().produce_requests() << "\n"
        << s.commands.timings().render();
  try {
    auto db = s.db.acquire(1000ms);
    pqxx::nontransaction tx(*db);
    auto r = tx.exec("SELECT count(*) FROM dead_letters");
    extra << "# HELP bonus_dead_letters Events the projector could not apply.\n# TYPE bonus_dead_letters gauge\n"
          << "bonus_dead_letters " << r[0][0].as<long long>() << "\n";
    job_metrics(tx, extra);
  } catch (const std::exception&) {
  }
  Response r = json_response(http::status::ok, s.metrics.render(extra.str()));
  r.content_type = "text/plain; version=0.0.4; charset=utf-8";
  return r;
}

}  // namespace api::health
