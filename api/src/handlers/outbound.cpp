// The /git/... redirects: find the link's target (kept in memory, else looked up and its stored
// URL validated again), count, redirect. When the target is kept, the answer is written on the I/O
// thread (the *_ready functions); the database and the handler pool are for the rest.
#include "handlers/outbound.hpp"

#include <algorithm>
#include <functional>

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

using Target = OutboundTargets::Target;
using Clock = OutboundTargets::Clock;

// Every lookup here is a named prepared statement (storage::exec_prepared): planning the promotion
// lookup cost Postgres about three times its execution (0.36 ms against 0.13 ms). A link looked
// up once is kept in memory (outbound_targets.hpp) until the catalogue or the site changes.
constexpr const char* kCasinoBySlug = "SELECT id::text, url FROM casinos WHERE slug = $1";
// The newest visible promotion of the casino with this slug, else (visible false) the newest
// hidden one, so an inactive or expired promotion's link still reaches its casino. expires_in:
// seconds until the promotion stops being visible (null: never).
constexpr const char* kPromotionBySlugs = R"SQL(
  SELECT p.id::text, p.url, EXISTS (SELECT 1 FROM visible_promotions v WHERE v.id = p.id) AS visible,
         c.id::text, c.url, extract(epoch FROM p.expiry_date - now())::float8 AS expires_in
    FROM casinos c JOIN promotions p ON p.casino_id = c.id
   WHERE c.slug = $1 AND p.slug = $2
   ORDER BY visible DESC, p.created_at DESC, p.id
   LIMIT 1
)SQL";
constexpr const char* kPromotionWithoutCasino =
    "SELECT id::text, url, extract(epoch FROM expiry_date - now())::float8 FROM visible_promotions "
    "WHERE id = $1::uuid AND casino_id IS NULL";
constexpr const char* kActiveSplashAd = "SELECT id::text, href FROM splash_ads WHERE id = $1::uuid AND is_active";

// A link found, and until when its answer holds without an event (a visible promotion's expiry).
struct Found {
  Target target;
  Clock::time_point valid_until = Clock::time_point::max();
};

// Until `field` (seconds from now; null: never) has passed; a day at most, so the clock's range
// is never exceeded by a far expiry date.
Clock::time_point valid_for(const pqxx::field& field) {
  if (field.is_null()) return Clock::time_point::max();
  const double seconds = std::clamp(field.as<double>(), 0.0, 86400.0);
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

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

// Counts the click for `t` unless it is not a person's. `may_block` (the handler pool): the day's
// salt may be fetched from the database. Without it (the I/O thread), nothing is counted and
// false returned when the salt is not in memory: the request then takes the handler pool's way.
bool count(Services& s, Request& req, const Target& t, bool may_block) {
  if (!counts_as_click(req)) return true;
  Click click{.day = {},  // the day whose salt hashed the visitor (below)
              .casino_id = t.casino_id,
              .promotion_id = t.promotion_id,
              .splash_ad_id = t.splash_ad_id,
              .referrer_path = domain::same_origin_path(req.raw[http::field::referer], s.site.public_origin),
              .device = std::string(domain::device_class(req.raw[http::field::user_agent])),
              .visitor = {}};
  const std::string address = client_address(req, s.site.trust_forwarded_for);
  if (may_block) {
    try {
      auto keyed = s.daily_salt.keyed_hash(address);
      click.day = keyed.day;
      click.visitor = keyed.hash;
    } catch (const std::exception&) {
      // Without the day's salt the click still counts; only its visitor is unknown.
      click.day = DailySalt::day_of(std::chrono::system_clock::now());
    }
  } else {
    auto keyed = s.daily_salt.keyed_hash_if_ready(address);
    if (!keyed) return false;
    click.day = keyed->day;
    click.visitor = keyed->hash;
  }
  s.clicks.add(click);  // a full counter drops the count, never the visitor's way to the site
  return true;
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

// The keys of the links in OutboundTargets.
std::string casino_key(const Request& req) { return "c/" + lower(req.params.at("casinoSlug")); }
std::string promotion_key(const Request& req) {
  return "p/" + lower(req.params.at("casinoSlug")) + "/" + lower(req.params.at("promotionSlug"));
}
// "q/{id}" (?promosyon=) or "a/{id}" (?reklam=); nothing when the query names neither, both, or
// not an id.
std::optional<std::string> query_key(const Request& req) {
  const auto promotion_id = query_param(req.query, "promosyon");
  const auto ad_id = query_param(req.query, "reklam");
  if (promotion_id.has_value() == ad_id.has_value()) return std::nullopt;
  const std::string id = lower(promotion_id ? *promotion_id : *ad_id);
  if (!domain::looks_like_uuid(id)) return std::nullopt;
  return (promotion_id ? "q/" : "a/") + id;
}

std::optional<Found> load_casino(pqxx::nontransaction& tx, const std::string& key) {
  auto r = storage::exec_prepared(tx, "outbound.casino", kCasinoBySlug, key.substr(2));
  if (r.empty()) return std::nullopt;
  auto location = domain::redirect_target(r[0][1].as<std::string>());
  if (!location) return std::nullopt;
  return Found{{.casino_id = r[0][0].as<std::string>(), .location = *location}};
}

std::optional<Found> load_promotion(pqxx::nontransaction& tx, const Request& req) {
  auto r = storage::exec_prepared(tx, "outbound.promotion", kPromotionBySlugs, lower(req.params.at("casinoSlug")),
                                  lower(req.params.at("promotionSlug")));
  if (r.empty()) return std::nullopt;
  const auto casino_id = r[0][3].as<std::string>();
  if (r[0][2].as<bool>()) {
    if (auto location = domain::redirect_target(r[0][1].as<std::string>()))
      return Found{{.casino_id = casino_id, .promotion_id = r[0][0].as<std::string>(), .location = *location},
                   valid_for(r[0][5])};
  }
  // Inactive or expired (or its own link no longer valid): the casino's site, counted for it.
  auto location = domain::redirect_target(r[0][4].as<std::string>());
  if (!location) return std::nullopt;
  return Found{{.casino_id = casino_id, .location = *location}};
}

std::optional<Found> load_by_query(pqxx::nontransaction& tx, const std::string& key) {
  const std::string id = key.substr(2);
  const bool promotion = key.starts_with("q/");
  auto r = promotion ? storage::exec_prepared(tx, "outbound.promotion_without_casino", kPromotionWithoutCasino, id)
                     : storage::exec_prepared(tx, "outbound.splash_ad", kActiveSplashAd, id);
  if (r.empty()) return std::nullopt;
  auto location = domain::redirect_target(r[0][1].as<std::string>());
  if (!location) return std::nullopt;
  if (promotion) return Found{{.promotion_id = r[0][0].as<std::string>(), .location = *location}, valid_for(r[0][2])};
  return Found{{.splash_ad_id = r[0][0].as<std::string>(), .location = *location}};
}

// The target of `key`: kept, or looked up with `load` and kept. Null when the link leads nowhere.
std::shared_ptr<const Target> target_of(Services& s, const std::string& key,
                                        const std::function<std::optional<Found>(pqxx::nontransaction&)>& load) {
  if (auto kept = s.outbound_targets.find(key)) return kept;
  const std::uint64_t version = s.outbound_targets.version();  // before the query: see keep()
  std::optional<Found> found;
  {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    found = load(tx);
  }
  if (!found) return nullptr;
  auto target = std::make_shared<const Target>(found->target);
  s.outbound_targets.keep(key, std::move(found->target), version, found->valid_until);
  return target;
}

Response answer(Services& s, const Router& router, Request& req, const std::shared_ptr<const Target>& target) {
  if (!target) return site_not_found(s, router, req);
  count(s, req, *target, true);
  return redirect(target->location);
}

// The answer when the target of `key` is kept and the click can be counted without waiting.
std::optional<Response> answer_ready(Services& s, Request& req, const std::string& key) {
  auto target = s.outbound_targets.find(key);
  if (!target || !count(s, req, *target, false)) return std::nullopt;
  return redirect(target->location);
}

}  // namespace

Response casino(Services& s, const Router& router, Request& req) {
  const std::string key = casino_key(req);
  return answer(s, router, req, target_of(s, key, [&](pqxx::nontransaction& tx) { return load_casino(tx, key); }));
}

Response promotion(Services& s, const Router& router, Request& req) {
  return answer(s, router, req,
                target_of(s, promotion_key(req), [&](pqxx::nontransaction& tx) { return load_promotion(tx, req); }));
}

Response by_query(Services& s, const Router& router, Request& req) {
  const auto key = query_key(req);
  if (!key) return site_not_found(s, router, req);
  return answer(s, router, req, target_of(s, *key, [&](pqxx::nontransaction& tx) { return load_by_query(tx, *key); }));
}

std::optional<Response> casino_ready(Services& s, Request& req) { return answer_ready(s, req, casino_key(req)); }

std::optional<Response> promotion_ready(Services& s, Request& req) {
  return answer_ready(s, req, promotion_key(req));
}

std::optional<Response> by_query_ready(Services& s, Request& req) {
  const auto key = query_key(req);
  if (!key) return std::nullopt;
  return answer_ready(s, req, *key);
}

}  // namespace api::outbound
