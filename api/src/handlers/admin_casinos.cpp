// Casinos in the back office: the newest-first list and the commands that turn a validated
// request into an event (the slug is made from the name once and kept).
#include "handlers/admin_casinos.hpp"

#include <array>
#include <pqxx/pqxx>
#include <set>

#include "domain/casino.hpp"
#include "domain/html_sanitizer.hpp"
#include "domain/slug.hpp"
#include "domain/text.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/casinos.hpp"
#include "handlers/command_reply.hpp"
#include "handlers/list_page.hpp"
#include "storage/query.hpp"
#include "storage/sql_text.hpp"
#include "idempotency.hpp"
#include "http/json_body.hpp"

namespace api::admin_casinos {

namespace {

// The list's rows: what the table shows (the description's first 500 characters: the table shows
// the start of its text; the form reads the whole casino), and promo_count as the view
// casino_answers counts it.
// $1/$2 the search (list_page::Query) on the name, $3 featured ('true', 'false'; NULL for all).
constexpr storage::SqlText kListWhere(
    " FROM casinos c WHERE ($1::text IS NULL OR (c.search_ascii LIKE $1 AND ($2::text IS NULL OR strpos(c.search_text, $2) > 0)))"
    " AND ($3::boolean IS NULL OR c.featured = $3::boolean)");
constexpr storage::SqlText kPromoCount(
    "(SELECT count(*) FROM visible_promotions vp WHERE vp.casino_id = c.id)");
constexpr auto kListRows = storage::sql(
    "SELECT c.id, c.name, c.slug, c.url, c.logo_url, left(c.description, 500) AS description, c.rating, c.featured,"
    " c.created_at, c.updated_at, ", kPromoCount,
    " AS promo_count", kListWhere);
constexpr auto kListCount = storage::sql("SELECT count(*)", kListWhere);
constexpr int kListFirstFree = 4;
constexpr std::array<list_page::Sort, 4> kSorts{{{"name", "c.name COLLATE \"tr-TR-x-icu\""},
                                                  {"rating", "c.rating"},
                                                  {"promotions", kPromoCount.c_str()},
                                                  {"created", "c.created_at"}}};
constexpr std::array<std::string_view, 2> kFeatured{"true", "false"};
// The slug, and every slug that starts with it and '-': byte order, as the unique index keeps it
// (text_pattern_ops), so the range reads the index even in the prepared statement's generic plan,
// where a LIKE pattern is a parameter and no index range can be taken from it. $2 is the slug
// with '-', $3 with '.', the byte after '-': exactly the strings that start with $2. The range's
// bounds come from sub-selects, so that no plan knows them: a plan made with the values (a custom
// plan) estimated the range at a row or two and a generic one at 0.5 % of the casinos, so as the
// catalogue grew the custom plan looked cheaper and about half of the checks were planned again;
// with the bounds unknown to both, the generic plan is kept after the first five (the same index
// range either way).
constexpr const char* kSlugsTaken =
    "SELECT slug FROM casinos WHERE (slug = $1 OR (slug ~>=~ (SELECT $2::text) AND slug ~<~ (SELECT $3::text)))"
    " AND id IS DISTINCT FROM $4";
// A command's answer in one round trip: the dead-letter check of its event ($1) and the casino
// as every answer shows it ($2, its id; casinos::answer_by_id), command_reply_with.
constexpr auto kCommandAnswer =
    storage::sql("SELECT ", kDeadLetterOf, ", (SELECT row_to_json(c)::text FROM casino_answers c WHERE c.id = $2)");
constexpr const char* kCasinoState =
    "SELECT slug, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), details, rating, featured "
    "FROM casinos WHERE id = $1";

[[noreturn]] void not_found() { throw ApiError(http::status::not_found, "not_found", "Casino bulunamadı"); }

// `stored`: the casino as it is, for an update. details, rating and featured are optional: a
// request that does not send one keeps its stored value (an older client, or a curl call that
// only changes the URL, must not drop the 'Öne Çıkan' badge); null clears details and rating.
domain::CasinoInput read_input(const std::string& body, const domain::CasinoInput& stored = {}) {
  auto o = parse_json_object(body);
  domain::CasinoInput in;
  in.name = string_field(o, "name");
  in.url = string_field(o, "url");
  in.logo_url = string_field(o, "logo_url");
  // HTML is cleaned before it is validated, so a description that is only a script is too short.
  in.description = domain::sanitize_html(string_field(o, "description"));
  in.details = o.contains("details") ? domain::sanitize_optional_html(optional_string_field(o, "details")) : stored.details;
  in.rating = o.contains("rating") ? optional_number_field(o, "rating") : stored.rating;
  in.featured = bool_field(o, "featured", stored.featured);
  auto errors = domain::validate_casino(in);
  if (!errors.empty()) throw validation_failed(errors);
  return in;
}

// A slug no other casino uses: the name's slug, else with -2, -3, ... appended.
std::string unique_slug(Services& s, const std::string& name, const std::string& own_id) {
  std::string base = domain::make_slug(name, std::chrono::system_clock::now());
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  std::set<std::string> taken;
  std::optional<std::string> self = own_id.empty() ? std::nullopt : std::optional<std::string>(own_id);
  for (const auto& row : storage::exec_prepared(tx, "casinos.slugs_taken", kSlugsTaken, base, base + "-", base + ".", self))
    taken.insert(row[0].as<std::string>());
  if (!taken.count(base)) return base;
  for (int n = 2;; ++n) {
    std::string suffix = "-" + std::to_string(n);
    std::string candidate = base.substr(0, domain::kSlugMaxLength - suffix.size()) + suffix;
    if (!taken.count(candidate)) return candidate;
  }
}

events::payload::CasinoState casino_state(const std::string& id, const domain::CasinoInput& in,
                                          const std::string& slug, const std::string& created_at,
                                          const std::string& updated_at) {
  return {.id = id,
          .name = std::string(domain::trim(in.name)),
          .slug = slug,
          .url = in.url,
          .logo_url = in.logo_url,
          .description = in.description,
          .details = in.details,
          .rating = in.rating,
          .featured = in.featured,
          .created_at = created_at,
          .updated_at = updated_at};
}

}  // namespace

Response list(Services& s, Request& req) {
  const auto q = list_page::read(req, kSorts, "created", true, "c.id");
  return list_page::page_reply(s, kListRows.c_str(), kListCount, q, kListFirstFree, q.pattern, q.exact,
                               list_page::choice(req, "featured", kFeatured));
}

Response get(Services& s, Request& req) {
  const std::string& id = req.params.at("id");
  if (!domain::looks_like_uuid(id)) not_found();
  auto body = casinos::answer_by_id(s, id);
  if (!body) not_found();
  return json_response(http::status::ok, *body);
}

Response create(Services& s, Request& req) {
  auto in = read_input(req.body());
  std::string id = entity_id(req, req.actor);
  std::string now = events::now_utc();
  auto e = events::make_event(req.actor, id,
                              events::payload::CasinoCreated{casino_state(id, in, unique_slug(s, in.name, id), now, now)});
  auto outcome = s.commands.publish(req, e);
  return command_reply_with(s, outcome, http::status::created, "admin_casinos.answer", kCommandAnswer, id);
}

Response update(Services& s, Request& req) {
  const std::string& id = req.params.at("id");
  if (!domain::looks_like_uuid(id)) not_found();
  std::string slug, created_at;
  domain::CasinoInput stored;
  {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    auto r = tx.exec_params(kCasinoState, id);
    if (r.empty()) not_found();
    slug = r[0][0].as<std::string>();  // the slug is referenced by links: it stays when the name changes
    created_at = r[0][1].as<std::string>();
    if (!r[0][2].is_null()) stored.details = r[0][2].as<std::string>();
    if (!r[0][3].is_null()) stored.rating = r[0][3].as<double>();
    stored.featured = r[0][4].as<bool>();
  }
  auto in = read_input(req.body(), stored);
  auto e = events::make_event(req.actor, id,
                              restoring(req, events::payload::CasinoUpdated{casino_state(id, in, slug, created_at, events::now_utc())}));
  auto outcome = s.commands.publish(req, e);
  return command_reply_with(s, outcome, http::status::ok, "admin_casinos.answer", kCommandAnswer, id);
}

Response remove(Services& s, Request& req) {
  const std::string& id = req.params.at("id");
  if (!domain::looks_like_uuid(id) || !casinos::answer_by_id(s, id)) not_found();
  return publish_removal<events::payload::CasinoDeleted>(s, req, id);
}

}  // namespace api::admin_casinos
