// The /git/... redirects: look the target up, validate its stored URL again, count, redirect.
#include "handlers/outbound.hpp"

#include <pqxx/pqxx>

#include "daily_salt.hpp"
#include "domain/outbound.hpp"
#include "domain/text.hpp"
#include "handlers/spa.hpp"
#include "http/query.hpp"
#include "storage/query.hpp"
#include "visitor.hpp"

namespace api::outbound {

namespace {

// Every lookup here is a named prepared statement (storage::exec_prepared): at thousands of
// clicks a second, planning the promotion lookup cost Postgres about three times its execution
// (0.36 ms against 0.13 ms), and it is the same few statements on every click.
constexpr const char* kCasinoBySlug = "SELECT id::text, url FROM casinos WHERE slug = $1";
// The newest visible promotion of the casino with this slug, else (visible false) the newest
// hidden one, so an inactive or expired promotion's link still reaches its casino.
constexpr const char* kPromotionBySlugs = R"SQL(
  SELECT p.id::text, p.url, EXISTS (SELECT 1 FROM visible_promotions v WHERE v.id = p.id) AS visible,
         c.id::text, c.url
    FROM casinos c JOIN promotions p ON p.casino_id = c.id
   WHERE c.slug = $1 AND p.slug = $2
   ORDER BY visible DESC, p.created_at DESC, p.id
   LIMIT 1
)SQL";
constexpr const char* kPromotionWithoutCasino =
    "SELECT id::text, url FROM visible_promotions WHERE id = $1::uuid AND casino_id IS NULL";
constexpr const char* kActiveSplashAd = "SELECT id::text, href FROM splash_ads WHERE id = $1::uuid AND is_active";

// The site's own 404 page for this path, marked like every /git answer.
Response site_not_found(Services& s, const Router& router, Request& req) {
  Response r = spa::page(s, router, req);
  r.status = http::status::not_found;
  r.headers.emplace_back("X-Robots-Tag", "noindex");
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

bool header_has(const Request& req, std::string_view name, std::string_view token) {
  auto it = req.raw.find(name);
  if (it == req.raw.end()) return false;
  std::string v(it->value());
  for (auto& c : v) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return v.find(token) != std::string::npos;
}

// A person's click: not HEAD, not a browser's prefetch or prerender, not a crawler or previewer.
bool counts_as_click(const Request& req) {
  if (req.raw.method() != http::verb::get) return false;
  if (header_has(req, "Sec-Purpose", "prefetch") || header_has(req, "Purpose", "prefetch") ||
      header_has(req, "X-Purpose", "preview") || header_has(req, "X-Moz", "prefetch"))
    return false;
  return !domain::is_automated_agent(req.raw[http::field::user_agent]);
}

void count(Services& s, Request& req, std::optional<std::string> casino_id, std::optional<std::string> promotion_id,
           std::optional<std::string> splash_ad_id) {
  if (!counts_as_click(req)) return;
  Click click{.day = DailySalt::day_of(std::chrono::system_clock::now()),
              .casino_id = std::move(casino_id),
              .promotion_id = std::move(promotion_id),
              .splash_ad_id = std::move(splash_ad_id),
              .referrer_path = domain::same_origin_path(req.raw[http::field::referer], s.site.public_origin),
              .device = std::string(domain::device_class(req.raw[http::field::user_agent])),
              .visitor = {}};
  try {
    auto keyed = s.daily_salt.keyed_hash(client_address(req, s.site.trust_forwarded_for));
    click.day = keyed.day;
    click.visitor = keyed.hash;
  } catch (const std::exception&) {
    // Without the day's salt the click still counts; only its visitor is unknown.
  }
  s.clicks.add(click);  // a full counter drops the count, never the visitor's way to the site
}

Response redirect(const std::string& target) {
  Response r;
  r.status = http::status::found;
  r.content_type = "text/plain; charset=utf-8";
  r.headers.emplace_back("Location", target);
  r.headers.emplace_back("X-Robots-Tag", "noindex");
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

std::string lower(std::string v) {
  for (auto& c : v) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return v;
}

}  // namespace

Response casino(Services& s, const Router& router, Request& req) {
  pqxx::result r;
  {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    r = storage::exec_prepared(tx, "outbound.casino", kCasinoBySlug, lower(req.params.at("casinoSlug")));
  }
  if (r.empty()) return site_not_found(s, router, req);
  auto target = domain::redirect_target(r[0][1].as<std::string>());
  if (!target) return site_not_found(s, router, req);
  count(s, req, r[0][0].as<std::string>(), std::nullopt, std::nullopt);
  return redirect(*target);
}

Response promotion(Services& s, const Router& router, Request& req) {
  pqxx::result r;
  {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    r = storage::exec_prepared(tx, "outbound.promotion", kPromotionBySlugs, lower(req.params.at("casinoSlug")),
                              lower(req.params.at("promotionSlug")));
  }
  if (r.empty()) return site_not_found(s, router, req);
  const auto casino_id = r[0][3].as<std::string>();
  if (r[0][2].as<bool>()) {
    if (auto target = domain::redirect_target(r[0][1].as<std::string>())) {
      count(s, req, casino_id, r[0][0].as<std::string>(), std::nullopt);
      return redirect(*target);
    }
  }
  // Inactive or expired (or its own link no longer valid): the casino's site, counted for it.
  auto target = domain::redirect_target(r[0][4].as<std::string>());
  if (!target) return site_not_found(s, router, req);
  count(s, req, casino_id, std::nullopt, std::nullopt);
  return redirect(*target);
}

Response by_query(Services& s, const Router& router, Request& req) {
  const auto promotion_id = query_param(req.query, "promosyon");
  const auto ad_id = query_param(req.query, "reklam");
  if (promotion_id.has_value() == ad_id.has_value()) return site_not_found(s, router, req);
  const std::string id = lower(promotion_id ? *promotion_id : *ad_id);
  if (!domain::looks_like_uuid(id)) return site_not_found(s, router, req);
  pqxx::result r;
  {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    r = promotion_id ? storage::exec_prepared(tx, "outbound.promotion_without_casino", kPromotionWithoutCasino, id)
                     : storage::exec_prepared(tx, "outbound.splash_ad", kActiveSplashAd, id);
  }
  if (r.empty()) return site_not_found(s, router, req);
  auto target = domain::redirect_target(r[0][1].as<std::string>());
  if (!target) return site_not_found(s, router, req);
  if (promotion_id)
    count(s, req, std::nullopt, r[0][0].as<std::string>(), std::nullopt);
  else
    count(s, req, std::nullopt, std::nullopt, r[0][0].as<std::string>());
  return redirect(*target);
}

}  // namespace api::outbound
