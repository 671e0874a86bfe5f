// Promotions: the description storage rule (short paragraph + sanitised full HTML), terms one per
// line, empty optional values as null, the category's name copied from the chosen category, and
// activation (active, not indexed, then an indexing request) that expired promotions refuse.
#include "handlers/admin_promotions.hpp"

#include <array>
#include <chrono>

#include "domain/promotion_rules.hpp"
#include "domain/html_sanitizer.hpp"
#include "domain/text.hpp"
#include "events/payload.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/command_reply.hpp"
#include "handlers/bulk.hpp"
#include "handlers/list_page.hpp"
#include "idempotency.hpp"
#include "http/errors.hpp"
#include "storage/query.hpp"
#include "storage/sql_text.hpp"
#include "http/json_body.hpp"

namespace api::admin_promotions {

namespace json = boost::json;

namespace {

constexpr std::string_view kNotFound = "Promosyon bulunamadı";

// Status by the domain rule (domain::promotion_status): expired wins over the active flag.
constexpr storage::SqlText kPromotionColumns(
    "p.id, p.title, p.slug, p.casino_id, "
    "CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, "
    "'logo_url', c.logo_url) END AS casino, "
    "p.category_id, coalesce(cat.name, p.category) AS category, p.promotion_code, p.is_active, p.indexed, "
    "p.expiry_date, p.image_url, p.url, p.created_at, p.updated_at, "
    "CASE WHEN p.expiry_date < now() THEN 'expired' WHEN p.is_active THEN 'active' ELSE 'inactive' END AS status, "
    "CASE WHEN p.expiry_date < now() THEN 'Süresi Dolmuş' WHEN p.is_active THEN 'Aktif' ELSE 'Pasif' END AS status_label");
constexpr storage::SqlText kPromotionFrom(
    " FROM promotions p LEFT JOIN casinos c ON c.id = p.casino_id LEFT JOIN categories cat ON cat.id = p.category_id");

// The list's filters: $1 the search's ASCII form as a LIKE pattern and $2 its Turkish form
// (list_page::Query, as the public search), $3 status (active, inactive, expired: the status
// rule above), $4 casino id, $5 category id; each NULL for none.
constexpr storage::SqlText kListWhere(
    " WHERE ($1::text IS NULL OR (p.search_ascii LIKE $1"
    " AND ($2::text IS NULL OR strpos(p.search_title, $2) > 0 OR strpos(p.search_short, $2) > 0)))"
    " AND ($3::text IS NULL OR ($3 = 'expired' AND p.expiry_date < now())"
    " OR ($3 = 'active' AND p.is_active AND NOT coalesce(p.expiry_date < now(), false))"
    " OR ($3 = 'inactive' AND NOT p.is_active AND NOT coalesce(p.expiry_date < now(), false)))"
    " AND ($4::uuid IS NULL OR p.casino_id = $4) AND ($5::uuid IS NULL OR p.category_id = $5)");
constexpr auto kListRows = storage::sql("SELECT ", kPromotionColumns, kPromotionFrom, kListWhere);
constexpr auto kListCount = storage::sql("SELECT count(*) FROM promotions p", kListWhere);
constexpr int kListFirstFree = 6;
constexpr std::string_view kStatusOrder =
    "CASE WHEN p.expiry_date < now() THEN 3 WHEN p.is_active THEN 1 ELSE 2 END";
constexpr std::array<list_page::Sort, 6> kSorts{{{"title", "p.title COLLATE \"tr-TR-x-icu\""},
                                                  {"casino", "c.name COLLATE \"tr-TR-x-icu\""},
                                                  {"category", "coalesce(cat.name, p.category) COLLATE \"tr-TR-x-icu\""},
                                                  {"status", kStatusOrder},
                                                  {"expiry", "p.expiry_date"},
                                                  {"created", "p.created_at"}}};
constexpr std::array<std::string_view, 3> kStatuses{"active", "inactive", "expired"};
// Bulk actions on every promotion the filter matches, oldest first ($6: how many at most).
constexpr auto kMatchingIds =
    storage::sql("SELECT p.id FROM promotions p", kListWhere, " ORDER BY p.created_at, p.id LIMIT $6");
constexpr std::array<std::string_view, 3> kBulkActions{"activate", "deactivate", "delete"};

// The form's view: the stored description split into its two halves, and the terms.
constexpr auto kById = storage::sql(
    "SELECT row_to_json(x)::text FROM (SELECT ", kPromotionColumns,
    ", p.short_description, p.full_description AS description, p.description AS stored_description, p.terms",
    kPromotionFrom, " WHERE p.id = $1) x");

constexpr const char* kCasino = "SELECT slug FROM casinos WHERE id = $1";
constexpr const char* kCategoryName = "SELECT name FROM categories WHERE id = $1";
// What commands need of the stored promotion.
constexpr const char* kState = R"SQL(
  SELECT to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), p.is_active, p.indexed,
         (extract(epoch FROM p.expiry_date) * 1000)::bigint, p.title, c.slug
    FROM promotions p LEFT JOIN casinos c ON c.id = p.casino_id
   WHERE p.id = $1
)SQL";

struct Stored {
  std::string created_at;
  bool is_active;
  bool indexed;
  std::optional<std::chrono::system_clock::time_point> expiry;
  std::string title;
  std::optional<std::string> casino_slug;
};

Stored load(Services& s, const std::string& id) {
  auto r = storage::query(s.db, kState, id);
  if (r.empty()) not_found(kNotFound);
  Stored st{r[0][0].as<std::string>(), r[0][1].as<bool>(), r[0][2].as<bool>(), std::nullopt, r[0][4].as<std::string>(),
            std::nullopt};
  if (!r[0][3].is_null())
    st.expiry = std::chrono::system_clock::time_point(std::chrono::milliseconds(r[0][3].as<long long>()));
  if (!r[0][5].is_null()) st.casino_slug = r[0][5].as<std::string>();
  return st;
}

std::optional<std::string> trimmed(std::optional<std::string> v) {
  if (!v) return v;
  auto t = domain::trim(*v);
  if (t.empty()) return std::nullopt;  // empty optional values are stored as null
  return std::string(t);
}

domain::PromotionInput read_input(const json::object& o, bool default_active) {
  domain::PromotionInput in;
  in.title = string_field(o, "title");
  in.short_description = string_field(o, "short_description");
  in.description = domain::sanitize_html(string_field(o, "description"));
  in.url = std::string(domain::trim(string_field(o, "url")));
  in.casino_id = trimmed(optional_string_field(o, "casino_id"));
  in.category_id = trimmed(optional_string_field(o, "category_id"));
  in.image_url = trimmed(optional_string_field(o, "image_url"));
  in.promotion_code = trimmed(optional_string_field(o, "promotion_code"));
  in.expiry_date = trimmed(optional_string_field(o, "expiry_date"));
  in.terms = lines_field(o, "terms");
  in.is_active = bool_field(o, "is_active", default_active);
  auto errors = domain::validate_promotion(in);
  if (!errors.empty()) throw validation_failed(errors);
  return in;
}

events::payload::PromotionState state(Services& s, const std::string& id, const domain::PromotionInput& in,
                                     bool indexed, const std::string& created_at, const std::string& updated_at) {
  std::optional<std::string> category_name;
  if (in.casino_id && storage::query(s.db, kCasino, *in.casino_id).empty()) invalid("casino_id", "Casino bulunamadı");
  if (in.category_id) {
    category_name = storage::query_text(s.db, kCategoryName, *in.category_id);
    if (!category_name) invalid("category_id", "Kategori bulunamadı");
  }
  std::optional<std::string> expiry;
  if (in.expiry_date) expiry = domain::normalise_expiry_date(*in.expiry_date);
  return {.id = id,
          .title = std::string(domain::trim(in.title)),
          .casino_id = in.casino_id,
          .category_id = in.category_id,
          .category = category_name,
          .description = domain::compose_promotion_description(in.short_description, in.description),
          .url = in.url,
          .terms = in.terms,
          .promotion_code = in.promotion_code,
          .is_active = in.is_active,
          .indexed = indexed,
          .expiry_date = expiry,
          .image_url = in.image_url,
          .created_at = created_at,
          .updated_at = updated_at};
}

// Expired promotions show 'Süresi Dolmuş' and have no toggle.
void refuse_if_expired(const Stored& st) {
  if (domain::promotion_status(st.is_active, st.expiry, std::chrono::system_clock::now()) ==
      domain::PromotionStatus::expired)
    conflict("promotion_expired", domain::kExpiredNotToggleable);
}

}  // namespace

Response list(Services& s, Request& req) {
  const auto q = list_page::read(req, kSorts, "created", true, "p.id");
  return list_page::page_reply(s, kListRows.c_str(), kListCount, q, kListFirstFree, q.pattern, q.exact,
                               list_page::choice(req, "status", kStatuses), list_page::uuid(req, "casino_id"),
                               list_page::uuid(req, "category_id"));
}

Response get(Services& s, Request& req) { return get_reply(s, req, kById, kNotFound); }

Response bulk(Services& s, Request& req) {
  auto ask = bulk::read(req, kBulkActions);
  // The filter is checked even when ids are given.
  const auto q = list_page::read(req, kSorts, "created", true, "p.id");
  const auto status = list_page::choice(req, "status", kStatuses);
  const auto casino = list_page::uuid(req, "casino_id"), category = list_page::uuid(req, "category_id");
  if (!ask.ids) ask.ids = bulk::matching(s, kMatchingIds, q.pattern, q.exact, status, casino, category);
  return bulk::start(s, req, "promotions", ask.action, std::move(*ask.ids));
}

Response create(Services& s, Request& req) {
  auto in = read_input(parse_json_object(req.body()), true);
  std::string id = entity_id(req, req.actor), now = events::now_utc();
  auto outcome = s.commands.publish(req, 
      events::make_event(req.actor, id, events::payload::PromotionCreated{state(s, id, in, false, now, now)}));
  return reply(s, outcome, http::status::created, kById, id);
}

Response update(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto stored = load(s, id);
  auto in = read_input(parse_json_object(req.body()), stored.is_active);
  auto outcome = s.commands.publish(req, events::make_event(
      req.actor, id,
      restoring(req, events::payload::PromotionUpdated{
                     state(s, id, in, stored.indexed, stored.created_at, events::now_utc())})));
  return reply(s, outcome, http::status::ok, kById, id);
}

Response activate(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto stored = load(s, id);
  refuse_if_expired(stored);
  auto outcome = s.commands.publish(req, 
      events::make_event(req.actor, id, events::payload::PromotionActivated{.id = id, .at = events::now_utc()}));
  // Active and not indexed; the public link goes to the search engine, which sets indexed.
  auto path = domain::promotion_public_path(stored.casino_slug, stored.title);
  request_indexing(s, req, path, "promotion", id);
  return reply(s, outcome, http::status::ok, kById, id);
}

Response deactivate(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  refuse_if_expired(load(s, id));
  auto outcome = s.commands.publish(req, 
      events::make_event(req.actor, id, events::payload::PromotionDeactivated{.id = id, .at = events::now_utc()}));
  return reply(s, outcome, http::status::ok, kById, id);
}

Response remove(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  load(s, id);
  return publish_removal<events::payload::PromotionDeleted>(s, req, id);
}

}  // namespace api::admin_promotions
