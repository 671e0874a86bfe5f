// Splash ads: every change is a splash_ad.created/updated carrying the whole ad.
#include "handlers/admin_splash_ads.hpp"

#include <array>


#include "domain/splash_ad_rules.hpp"
#include "domain/text.hpp"
#include "events/payload.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/command_reply.hpp"
#include "handlers/list_page.hpp"
#include "storage/sql_text.hpp"
#include "idempotency.hpp"
#include "http/errors.hpp"
#include "storage/query.hpp"
#include "http/json_body.hpp"

namespace api::admin_splash_ads {

namespace json = boost::json;

namespace {

constexpr std::string_view kNotFound = "Splash reklam bulunamadı";
// Filters: $1/$2 the search on the title (list_page::Query), $3 active ('true', 'false'; NULL for all).
constexpr storage::SqlText kListWhere(
    " FROM splash_ads a WHERE ($1::text IS NULL OR (a.search_ascii LIKE $1 AND ($2::text IS NULL OR strpos(a.search_text, $2) > 0)))"
    " AND ($3::boolean IS NULL OR a.is_active = $3::boolean)");
constexpr auto kListRows =
    storage::sql("SELECT a.id, a.title, a.href, a.image_url, a.is_active, a.created_at, a.updated_at", kListWhere);
constexpr auto kListCount = storage::sql("SELECT count(*)", kListWhere);
constexpr int kListFirstFree = 4;
constexpr std::array<list_page::Sort, 3> kSorts{{{"title", "a.title COLLATE \"tr-TR-x-icu\""},
                                                  {"status", "a.is_active"},
                                                  {"created", "a.created_at"}}};
constexpr std::array<std::string_view, 2> kActive{"true", "false"};
constexpr const char* kById =
    "SELECT row_to_json(x)::text FROM (SELECT id, title, href, image_url, is_active, created_at, updated_at "
    "FROM splash_ads WHERE id = $1) x";
constexpr const char* kState =
    "SELECT title, href, image_url, is_active, "
    "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') FROM splash_ads WHERE id = $1";

struct Stored {
  domain::SplashAdInput ad;
  std::string created_at;
};

Stored load(Services& s, const std::string& id) {
  auto r = storage::query(s.db, kState, id);
  if (r.empty()) not_found(kNotFound);
  return {{r[0][0].as<std::string>(), r[0][1].as<std::string>(), r[0][2].as<std::string>(), r[0][3].as<bool>()},
          r[0][4].as<std::string>()};
}

domain::SplashAdInput read_input(const std::string& body, bool default_active) {
  auto o = parse_json_object(body);
  domain::SplashAdInput in{string_field(o, "title"), std::string(domain::trim(string_field(o, "href"))),
                           std::string(domain::trim(string_field(o, "image_url"))), bool_field(o, "is_active", default_active)};
  auto errors = domain::validate_splash_ad(in);
  if (!errors.empty()) throw validation_failed(errors);
  return in;
}

events::payload::SplashAdState state(const std::string& id, const domain::SplashAdInput& in,
                                    const std::string& created_at, const std::string& updated_at) {
  return {.id = id,
          .title = std::string(domain::trim(in.title)),
          .href = in.href,
          .image_url = in.image_url,
          .is_active = in.is_active,
          .created_at = created_at,
          .updated_at = updated_at};
}

}  // namespace

Response list(Services& s, Request& req) {
  const auto q = list_page::read(req, kSorts, "created", true, "a.id");
  return list_page::page_reply(s, kListRows.c_str(), kListCount, q, kListFirstFree, q.pattern, q.exact,
                               list_page::choice(req, "active", kActive));
}

Response get(Services& s, Request& req) { return get_reply(s, req, kById, kNotFound); }

Response create(Services& s, Request& req) {
  auto in = read_input(req.body(), true);
  std::string id = entity_id(req, req.actor), now = events::now_utc();
  auto outcome =
      s.commands.publish(req, events::make_event(req.actor, id, events::payload::SplashAdCreated{state(id, in, now, now)}));
  return reply(s, outcome, http::status::created, kById, id);
}

Response update(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto stored = load(s, id);
  auto in = read_input(req.body(), stored.ad.is_active);
  auto outcome = s.commands.publish(req, 
      events::make_event(req.actor, id,
                         restoring(req, events::payload::SplashAdUpdated{state(id, in, stored.created_at, events::now_utc())})));
  return reply(s, outcome, http::status::ok, kById, id);
}

Response set_active(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto stored = load(s, id);
  auto o = parse_json_object(req.body());
  if (!o.if_contains("is_active") || !o.at("is_active").is_bool())
    invalid("is_active", "Bu alan doğru/yanlış olmalıdır");
  stored.ad.is_active = o.at("is_active").get_bool();
  auto outcome = s.commands.publish(req, events::make_event(
      req.actor, id, events::payload::SplashAdUpdated{state(id, stored.ad, stored.created_at, events::now_utc())}));
  return reply(s, outcome, http::status::ok, kById, id);
}

Response remove(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  load(s, id);
  return publish_removal<events::payload::SplashAdDeleted>(s, req, id);
}

}  // namespace api::admin_splash_ads
