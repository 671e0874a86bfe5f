// Indexing submission with bounded retries.
#include "jobs/indexing.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <boost/url.hpp>
#include <map>
#include <thread>

#include "events/envelope.hpp"
#include "jobs/http_client.hpp"
#include "jobs/schema_sql.hpp"

namespace worker {

namespace payload = events::payload;

namespace {

constexpr const char* kPostIndexed = "SELECT indexed FROM {schema}.blog_posts WHERE id = $1";
constexpr const char* kPromotionIndexed = "SELECT indexed FROM {schema}.promotions WHERE id = $1";


std::string host_of(const std::string& url) {
  auto parsed = boost::urls::parse_uri(url);
  return parsed ? std::string(parsed->host()) : "";
}

std::string describe(const HttpResponse& r) {
  if (r.status == 0) return r.transport_error.empty() ? "yanıt yok" : r.transport_error;
  return "HTTP " + std::to_string(r.status);
}

}  // namespace

IndexingSubmitter::IndexingSubmitter(pqxx::connection& db, std::string schema, IndexingConfig config, Emitter& emitter)
    : db_(db), schema_(std::move(schema)), config_(std::move(config)), emitter_(emitter) {}

bool IndexingSubmitter::wanted(const payload::IndexingRequested& r) {
  const char* sql = r.entity == "blog_post" ? kPostIndexed : r.entity == "promotion" ? kPromotionIndexed : nullptr;
  if (!sql) return false;
  pqxx::nontransaction tx(db_);
  auto rows = tx.exec_params(in_schema(sql, schema_), r.id);
  return !rows.empty() && !rows[0][0].as<bool>();  // gone, or already indexed: nothing to do
}

std::string IndexingSubmitter::send(const std::vector<std::string>& urls) {
  std::vector<HttpRequest> calls;
  if (config_.mode == "ping") {
    for (const auto& url : urls) {
      boost::urls::url target(config_.ping_url);
      target.set_path(target.path() + (target.path().ends_with("/") ? "index" : "/index"));
      target.params().append({"url", url});
      target.params().append({"token", config_.ping_token});
      calls.push_back({.method = "GET", .url = std::string(target.buffer()), .timeout = config_.timeout});
    }
  } else {
    boost::json::array list;
    for (const auto& url : urls) list.emplace_back(url);
    const std::string host = host_of(urls.front());
    boost::json::object body{{"host", host},
                             {"key", config_.indexnow_key},
                             {"keyLocation", config_.public_origin + "/" + config_.indexnow_key + ".txt"},
                             {"urlList", std::move(list)}};
    calls.push_back({.method = "POST",
                     .url = config_.indexnow_endpoint,
                     .headers = {{"Content-Type", "application/json; charset=utf-8"}},
                     .body = boost::json::serialize(body),
                     .timeout = config_.timeout});
  }
  for (const auto& call : calls) {
    auto r = http_send(call);
    if (r.status < 200 || r.status >= 300) return describe(r);
  }
  return "";
}

void IndexingSubmitter::record(const payload::IndexingRequested& r, const std::string& error, int attempts) {
  const std::string at = events::now_utc();
  const std::string url = config_.public_origin + r.url;
  if (error.empty()) {
    if (r.entity == "blog_post") emitter_.emit(r.id, payload::BlogPostIndexed{.id = r.id, .url = url, .at = at});
    else emitter_.emit(r.id, payload::PromotionIndexed{.id = r.id, .url = url, .at = at});
    return;
  }
  emitter_.emit(r.url, payload::IndexingFailed{.url = r.url,
                                               .entity = r.entity,
                                               .id = r.id,
                                               .provider = config_.mode,
                                               .error = error,
                                               .attempts = attempts,
                                               .at = at});
}

IndexingOutcome IndexingSubmitter::submit(const std::vector<payload::IndexingRequested>& requests) {
  IndexingOutcome out;
  // One call per host for IndexNow (all our URLs usually share one), one per URL for the ping.
  std::map<std::string, std::vector<const payload::IndexingRequested*>> by_host;
  for (const auto& r : requests) {
    if (!wanted(r)) {
      ++out.skipped;
      continue;
    }
    by_host[host_of(config_.public_origin + r.url)].push_back(&r);
  }
  for (const auto& [host, group] : by_host) {
    std::vector<std::string> urls;
    for (const auto* r : group) urls.push_back(config_.public_origin + r->url);
    std::string error;
    int attempts = 0;
    for (; attempts <= config_.retries; ++attempts) {
      if (attempts > 0) std::this_thread::sleep_for(config_.backoff * (1 << (attempts - 1)));
      error = send(urls);
      if (error.empty()) break;
      spdlog::warn("indexing submission to {} failed (attempt {}): {}", config_.mode, attempts + 1, error);
    }
    attempts = std::min(attempts + 1, config_.retries + 1);
    for (const auto* r : group) record(*r, error, attempts);
    (error.empty() ? out.submitted : out.failed) += static_cast<int>(group.size());
  }
  return out;
}

}  // namespace worker
