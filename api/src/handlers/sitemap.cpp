// /sitemap.xml is the XML the worker keeps in the sitemap projection. Before the worker has
// built it (a fresh install), the static pages alone are served, on the api's public origin.
// When it cannot be read, the answer is the spec's 'Error generating sitemap' (503, plain text:
// a crawler reads a sitemap, not our JSON errors, and comes back later).
#include "handlers/sitemap.hpp"

#include <spdlog/spdlog.h>

#include "domain/sitemap.hpp"

namespace api::sitemap {

namespace {
constexpr const char* kSitemap = "SELECT xml FROM sitemap WHERE id = 1";
constexpr const char* kSitemapFailed = "Error generating sitemap";
}  // namespace

Response xml(Services& s, Request&) {
  std::string body;
  try {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    auto r = tx.exec(kSitemap);
    if (!r.empty()) body = r[0][0].as<std::string>();
  } catch (const std::exception& e) {
    spdlog::error("sitemap: {}", e.what());
    Response failed = json_response(http::status::service_unavailable, kSitemapFailed);
    failed.content_type = "text/plain; charset=utf-8";
    failed.headers.emplace_back("Retry-After", "60");
    return failed;
  }
  if (body.empty()) body = domain::render_sitemap(s.site.public_origin, domain::sitemap_urls({}, {}));
  Response res = json_response(http::status::ok, std::move(body));
  res.content_type = "application/xml; charset=utf-8";
  return res;
}

std::optional<Response> indexnow_key(Services& s, const Request& req) {
  const auto& key = s.site.indexnow_key;
  if (key.empty() || req.path != "/" + key + ".txt") return std::nullopt;
  Response res = json_response(http::status::ok, key);
  res.content_type = "text/plain; charset=utf-8";
  return res;
}

Response robots(Services& s, Request&) {
  Response res = json_response(http::status::ok, domain::render_robots(s.site.public_origin));
  res.content_type = "text/plain; charset=utf-8";
  return res;
}

}  // namespace api::sitemap
