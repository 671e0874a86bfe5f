// Categories: name and slug required, slug unique, no delete while a promotion uses it.
#include "handlers/admin_categories.hpp"

#include <array>

#include "domain/category_rules.hpp"
#include "domain/text.hpp"
#include "events/payload.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/command_reply.hpp"
#include "handlers/list_page.hpp"
#include "idempotency.hpp"
#include "http/errors.hpp"
#include "storage/query.hpp"
#include "storage/sql_text.hpp"
#include "http/json_body.hpp"

namespace api::admin_categories {

namespace json = boost::json;

namespace {

constexpr std::string_view kNotFound = "Kategori bulunamadı";

constexpr storage::SqlText kCategoryColumns(
    "c.id, c.name, c.slug, c.description, c.is_active, c.created_at, c.updated_at, "
    "(SELECT count(*) FROM promotions p WHERE p.category_id = c.id) AS promotion_count");

// Filters: $1/$2 the search on the name (list_page::Query), $3 active ('true', 'false'; NULL for all).
constexpr storage::SqlText kListWhere(
    " FROM categories c WHERE ($1::text IS NULL OR (c.search_ascii LIKE $1 AND ($2::text IS NULL OR strpos(c.search_text, $2) > 0)))"
    " AND ($3::boolean IS NULL OR c.is_active = $3::boolean)");
constexpr auto kListRows = storage::sql("SELECT ", kCategoryColumns, kListWhere);
constexpr auto kListCount = storage::sql("SELECT count(*)", kListWhere);
constexpr int kListFirstFree = 4;
constexpr std::array<list_page::Sort, 3> kSorts{{{"name", "c.name COLLATE \"tr-TR-x-icu\""},
                                                  {"promotions", "(SELECT count(*) FROM promotions p WHERE p.category_id = c.id)"},
                                                  {"created", "c.created_at"}}};
constexpr std::array<std::string_view, 2> kActive{"true", "false"};
constexpr auto kById =
    storage::sql("SELECT row_to_json(x)::text FROM (SELECT ", kCategoryColumns, " FROM categories c WHERE c.id = $1) x");

constexpr const char* kSlugTaken = "SELECT 1 FROM categories WHERE slug = $1 AND id IS DISTINCT FROM $2::uuid";
constexpr const char* kCreatedAt =
    "SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') FROM categories WHERE id = $1";
constexpr const char* kInUse = "SELECT 1 FROM promotions WHERE category_id = $1 LIMIT 1";

domain::CategoryInput read_input(const std::string& body) {
  auto o = parse_json_object(body);
  domain::CategoryInput in;
  in.name = string_field(o, "name");
  in.slug = string_field(o, "slug");
  in.description = optional_string_field(o, "description");
  if (in.description && domain::trim(*in.description).empty()) in.description.reset();  // stored as null
  in.is_active = bool_field(o, "is_active", true);
  auto errors = domain::validate_category(in);
  if (!errors.empty()) throw validation_failed(errors);
  return in;
}

// The slug must not belong to another category.
std::string unique_slug(Services& s, const domain::CategoryInput& in, const std::optional<std::string>& own_id) {
  auto slug = domain::category_slug(in.slug);
  if (!storage::query(s.db, kSlugTaken, slug, own_id).empty()) conflict("slug_taken", domain::kSlugTaken, "slug");
  return slug;
}

events::payload::CategoryState state(const std::string& id, const domain::CategoryInput& in, const std::string& slug,
                                    const std::string& created_at, const std::string& updated_at) {
  std::optional<std::string> description;
  if (in.description) description = std::string(domain::trim(*in.description));
  return {.id = id,
          .name = std::string(domain::trim(in.name)),
          .slug = slug,
          .description = description,
          .is_active = in.is_active,
          .created_at = created_at,
          .updated_at = updated_at};
}

}  // namespace

Response list(Services& s, Request& req) {
  const auto q = list_page::read(req, kSorts, "name", false, "c.id");
  return list_page::page_reply(s, kListRows.c_str(), kListCount, q, kListFirstFree, q.pattern, q.exact,
                               list_page::choice(req, "active", kActive));
}

Response create(Services& s, Request& req) {
  auto in = read_input(req.body());
  std::string id = entity_id(req, req.actor), now = events::now_utc();
  auto slug = unique_slug(s, in, id);  // its own id: a keyed retry may meet its first attempt
  auto outcome =
      s.commands.publish(req, events::make_event(req.actor, id, events::payload::CategoryCreated{state(id, in, slug, now, now)}));
  return reply(s, outcome, http::status::created, kById, id);
}

Response update(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto in = read_input(req.body());
  auto created_at = storage::query_text(s.db, kCreatedAt, id);
  if (!created_at) not_found(kNotFound);
  auto slug = unique_slug(s, in, id);
  auto outcome = s.commands.publish(req, 
      events::make_event(req.actor, id,
                         restoring(req, events::payload::CategoryUpdated{state(id, in, slug, *created_at, events::now_utc())})));
  return reply(s, outcome, http::status::ok, kById, id);
}

std::optional<std::string> answer_by_id(Services& s, const std::string& id) { return storage::query_text(s.db, kById.c_str(), id); }

Response remove(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  if (!storage::query_text(s.db, kCreatedAt, id)) not_found(kNotFound);
  if (!storage::query(s.db, kInUse, id).empty()) conflict("category_in_use", domain::kCategoryInUse);
  return publish_removal<events::payload::CategoryDeleted>(s, req, id);
}

}  // namespace api::admin_categories
