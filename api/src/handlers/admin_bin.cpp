// The bin. A deleted entity's head row (entity_heads) says who deleted it and when; its last
// version holds the state it had. Restoring writes the entity's create event again with that
// state and the same id, so the projections (public pages, sitemap) take it like a new one, and
// asks for its indexing when it is public; its public address must still be free.
#include "handlers/admin_bin.hpp"

#include <boost/json.hpp>

#include "domain/plain_text.hpp"
#include "domain/promotion_rules.hpp"
#include "domain/slug.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/admin_blog.hpp"
#include "handlers/admin_casinos.hpp"
#include "handlers/admin_categories.hpp"
#include "handlers/admin_promotions.hpp"
#include "handlers/admin_splash_ads.hpp"
#include "handlers/command_reply.hpp"
#include "handlers/history_json.hpp"
#include "http/errors.hpp"
#include "http/query.hpp"
#include "storage/query.hpp"

namespace api::admin_bin {

namespace json = boost::json;
namespace payload = events::payload;

namespace {

// $1/$2 the search (ASCII LIKE pattern, Turkish form), $3 type ('': all); then limit and offset.
constexpr const char* kWhere = R"SQL(
  FROM entity_heads h JOIN entity_versions v USING (entity_type, entity_id, version)
 WHERE h.deleted_at IS NOT NULL
   AND h.entity_type IN ('casinos', 'promotions', 'categories', 'blog-posts', 'splash-ads')
   AND ($1::text IS NULL OR (h.search_ascii LIKE $1 AND ($2::text IS NULL OR strpos(h.search_text, $2) > 0)))
   AND ($3::text = '' OR h.entity_type = $3)
)SQL";
constexpr const char* kPageStart = "SELECT h.entity_type, h.entity_id, h.label, " BONUS_ISO_UTC("h.deleted_at")
    ", h.deleted_by, v.state->>'slug', v.state->>'title', "
    "(SELECT c.slug FROM casinos c WHERE c.id::text = v.state->>'casino_id')";
constexpr const char* kPageEnd = " ORDER BY h.deleted_at DESC, h.entity_id LIMIT $4 OFFSET $5";
constexpr const char* kCountStart = "SELECT count(*)";
// The deleted entity's last state and the version that holds it (the one before its deletion).
constexpr const char* kLastState = R"SQL(
  SELECT v.state::text, h.version - 1 FROM entity_heads h JOIN entity_versions v USING (entity_type, entity_id, version)
   WHERE h.entity_type = $1 AND h.entity_id = $2 AND h.deleted_at IS NOT NULL
)SQL";
constexpr const char* kCasinoHolder = "SELECT id::text, name FROM casinos WHERE slug = $1 AND id <> $2::uuid";
constexpr const char* kCategoryHolder = "SELECT id::text, name FROM categories WHERE slug = $1 AND id <> $2::uuid";
constexpr const char* kBlogHolder = "SELECT id::text, title FROM blog_posts WHERE slug = $1 AND id <> $2::uuid";
constexpr const char* kPromotionHolder =
    "SELECT id::text, title FROM promotions WHERE slug = $1 AND casino_id IS NOT DISTINCT FROM $2::uuid AND id <> $3::uuid";
constexpr const char* kCasinoSlug = "SELECT slug FROM casinos WHERE id = $1::uuid";
constexpr const char* kCategoryExists = "SELECT 1 FROM categories WHERE id = $1::uuid";

std::optional<std::string> text(const pqxx::field& f) {
  return f.is_null() ? std::nullopt : std::optional<std::string>(f.as<std::string>());
}

// The public address of a deleted entity, when it has one.
json::value public_path(std::string_view type, const std::optional<std::string>& slug,
                        const std::optional<std::string>& title, const std::optional<std::string>& casino_slug) {
  if (type == "casinos" && slug) return json::value("/casino/" + *slug);
  if (type == "blog-posts" && slug) return json::value("/blog/" + *slug);
  if (type == "promotions" && title)
    return json::value(domain::promotion_public_path(
        casino_slug ? std::optional<std::string_view>(*casino_slug) : std::nullopt, *title));
  return nullptr;
}

// 409 naming the entity that holds the address now.
[[noreturn]] void address_taken(std::string_view type, std::string_view where, const pqxx::row& holder) {
  const std::string label = holder[1].as<std::string>();
  json::object error{{"code", "slug_taken"},
                     {"message", "Bu adres artık \"" + label + "\" " + std::string(where) + " kullanılıyor."},
                     {"field", "slug"},
                     {"holder", json::object{{"type", type}, {"id", holder[0].c_str()}, {"label", label}}}};
  throw FinalResponse{json_response(http::status::conflict, json::serialize(json::object{{"error", std::move(error)}}))};
}

void check_free(Services& s, std::string_view type, const char* sql, std::string_view where, const std::string& key,
                const std::string& id) {
  auto r = storage::query(s.db, sql, key, id);
  if (!r.empty()) address_taken(type, where, r[0]);
}

Response answer(Services& s, const CommandOutcome& outcome, Request& req, Response (*get)(Services&, Request&)) {
  return command_reply(s, outcome, http::status::created, [&]() -> std::optional<std::string> { return get(s, req).body; });
}

template <class Created>
Created restored(const json::object& state, long long from) {
  auto p = events::from_data<Created>(state);
  p.restored_from = from;
  p.updated_at = events::now_utc();
  return p;
}

}  // namespace

Response list(Services& s, Request& req) {
  const auto paging = history::read_paging(req, 20);
  const auto q = query_param(req.query, "q").value_or("");
  if (domain::char_count(q) > 100) invalid("q", "Arama metni en fazla 100 karakter olabilir");
  const auto needle = domain::search_needle(q);
  std::optional<std::string> pattern, exact = needle.exact;
  if (!needle.ascii.empty()) pattern = storage::contains_pattern(needle.ascii);
  const std::string type = query_param(req.query, "type").value_or("");  // "": every type
  if (!type.empty() && !(history::find_type(type) && history::find_type(type)->in_bin))
    invalid("type", "Geçersiz kayıt türü");
  auto db = s.db.acquire();
  pqxx::transaction<pqxx::isolation_level::repeatable_read, pqxx::readwrite_policy::read_only> tx(*db);
  auto rows = tx.exec_params(std::string(kPageStart) + kWhere + kPageEnd, pattern, exact, type, paging.page_size,
                             (paging.page - 1) * paging.page_size);
  const auto total = tx.exec_params(std::string(kCountStart) + kWhere, pattern, exact, type)[0][0].as<long long>();
  std::vector<std::string> actors;
  for (const auto& row : rows) actors.push_back(row[4].as<std::string>());
  const auto emails = history::admin_emails(tx, actors);
  json::array items;
  for (const auto& row : rows) {
    const std::string t = row[0].as<std::string>();
    items.push_back(json::object{{"type", t},
                                 {"id", row[1].c_str()},
                                 {"label", row[2].c_str()},
                                 {"path", public_path(t, text(row[5]), text(row[6]), text(row[7]))},
                                 {"deleted_at", row[3].c_str()},
                                 {"deleted_by", history::actor_json(row[4].as<std::string>(), emails, "bulk")}});
  }
  json::object body{{"items", std::move(items)}, {"total", total}, {"page", paging.page}, {"page_size", paging.page_size}};
  return json_response(http::status::ok, json::serialize(body));
}

Response restore(Services& s, Request& req) {
  const auto e = history::entity_ref(req);
  if (!e.type->in_bin) history::entity_not_found();
  auto r = storage::query(s.db, kLastState, std::string(e.type->segment), e.id);
  if (r.empty()) not_found("Çöp kutusunda böyle bir kayıt yok");
  const auto state = json::parse(r[0][0].c_str()).as_object();
  const long long from = r[0][1].as<long long>();
  const std::string& id = e.id;
  req.params["id"] = id;
  const std::string type(e.type->segment);
  if (type == "casinos") {
    auto p = restored<payload::CasinoCreated>(state, from);
    check_free(s, type, kCasinoHolder, "casinosunda", p.slug, id);
    auto outcome = s.commands.publish(req, events::make_event(req.actor, id, p));
    return answer(s, outcome, req, admin_casinos::get);
  }
  if (type == "categories") {
    auto p = restored<payload::CategoryCreated>(state, from);
    check_free(s, type, kCategoryHolder, "kategorisinde", p.slug, id);
    auto outcome = s.commands.publish(req, events::make_event(req.actor, id, p));
    return command_reply(s, outcome, http::status::created, [&] { return admin_categories::answer_by_id(s, id); });
  }
  if (type == "blog-posts") {
    auto p = restored<payload::BlogPostCreated>(state, from);
    p.indexed = false;  // submitted again, like a new post
    check_free(s, type, kBlogHolder, "blog yazısında", p.slug, id);
    auto outcome = s.commands.publish(req, events::make_event(req.actor, id, p));
    if (p.is_published) request_indexing(s, req, "/blog/" + p.slug, "blog_post", id);
    return answer(s, outcome, req, admin_blog::get);
  }
  if (type == "promotions") {
    auto p = restored<payload::PromotionCreated>(state, from);
    p.indexed = false;
    std::optional<std::string> casino_slug;
    if (p.casino_id) {
      casino_slug = storage::query_text(s.db, kCasinoSlug, *p.casino_id);
      if (!casino_slug) invalid("casino_id", "Casino bulunamadı");
    }
    if (p.category_id && storage::query(s.db, kCategoryExists, *p.category_id).empty())
      invalid("category_id", "Kategori bulunamadı");
    auto holder = storage::query(s.db, kPromotionHolder, domain::make_url_slug(p.title), p.casino_id, id);
    if (!holder.empty()) address_taken(type, "promosyonunda", holder[0]);
    auto outcome = s.commands.publish(req, events::make_event(req.actor, id, p));
    if (p.is_active)
      request_indexing(s, req, domain::promotion_public_path(casino_slug, p.title), "promotion", id);
    return answer(s, outcome, req, admin_promotions::get);
  }
  auto p = restored<payload::SplashAdCreated>(state, from);  // splash-ads: no address
  auto outcome = s.commands.publish(req, events::make_event(req.actor, id, p));
  return answer(s, outcome, req, admin_splash_ads::get);
}

}  // namespace api::admin_bin
