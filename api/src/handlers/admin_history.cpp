// History pages and restore. A page is one statement (the page's versions, each beside the one
// before it) and the differences are computed here, between consecutive states, by the domain
// rule. A restore builds the body of the entity's own save command from the version's state and
// runs that command, so it is validated, answered and indexed exactly like a save by the admin;
// the event it writes says which version it restored (`restored_from`).
#include "handlers/admin_history.hpp"

#include <cstdint>
#include <limits>

#include <boost/json.hpp>

#include "domain/promotion_description.hpp"
#include "handlers/admin_blog.hpp"
#include "handlers/admin_casinos.hpp"
#include "handlers/admin_categories.hpp"
#include "handlers/admin_promotions.hpp"
#include "handlers/admin_publishing.hpp"
#include "handlers/admin_site.hpp"
#include "handlers/admin_splash_ads.hpp"
#include "handlers/history_json.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"
#include "storage/query.hpp"

namespace api::admin_history {

namespace json = boost::json;

namespace {

constexpr const char* kHead =
    "SELECT version, label, deleted_at IS NOT NULL FROM entity_heads WHERE entity_type = $1 AND entity_id = $2";
// One page, newest first, each version with the state before it (for its changes).
constexpr const char* kPage = "SELECT v.version, v.event_id::text, " BONUS_ISO_UTC("v.at") R"SQL(, v.actor, v.action,
         v.via, v.restored_from, v.state::text, p.state::text
    FROM entity_versions v
    LEFT JOIN entity_versions p ON p.entity_type = v.entity_type AND p.entity_id = v.entity_id AND p.version = v.version - 1
   WHERE v.entity_type = $1 AND v.entity_id = $2 AND v.version <= $3
   ORDER BY v.version DESC LIMIT $4
)SQL";
constexpr const char* kVersionAndCurrent = R"SQL(
  SELECT n.state::text, c.state::text
    FROM entity_versions n
    JOIN entity_heads h ON h.entity_type = n.entity_type AND h.entity_id = n.entity_id
    JOIN entity_versions c ON c.entity_type = h.entity_type AND c.entity_id = h.entity_id AND c.version = h.version
   WHERE n.entity_type = $1 AND n.entity_id = $2 AND n.version = $3
)SQL";
constexpr std::string_view kVersionNotFound = "Sürüm bulunamadı";

struct Head {
  long long version;
  std::string label;
  bool deleted;
};

std::optional<Head> head(pqxx::transaction_base& tx, const history::EntityRef& e) {
  auto r = tx.exec_params(kHead, std::string(e.type->segment), e.id);
  if (r.empty()) return std::nullopt;
  return Head{r[0][0].as<long long>(), r[0][1].as<std::string>(), r[0][2].as<bool>()};
}

long long version_param(const Request& req) {
  const std::string& text = req.params.at("version");
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos)
    not_found(kVersionNotFound);
  return std::stoll(text);
}

json::object parse_object(const pqxx::field& f) { return json::parse(f.c_str()).as_object(); }

// The body of the entity's own save command that sets it to `state`.
json::object save_body(std::string_view type, const json::object& state) {
  auto pick = [&](std::initializer_list<std::string_view> fields) {
    json::object body;
    for (auto f : fields)
      if (const auto* v = state.if_contains(f)) body[f] = *v;
    return body;
  };
  if (type == "casinos") return pick({"name", "url", "logo_url", "description", "details", "rating", "featured"});
  if (type == "categories") return pick({"name", "slug", "description", "is_active"});
  if (type == "promotions") {
    auto body = pick({"title", "url", "casino_id", "category_id", "image_url", "promotion_code", "expiry_date", "terms",
                      "is_active"});
    const auto* stored = state.if_contains("description");
    const auto parts = domain::split_promotion_description(stored && stored->is_string() ? stored->get_string() : "");
    body["short_description"] = parts.short_text;
    body["description"] = parts.full_html;
    return body;
  }
  if (type == "blog-posts")
    return pick({"title", "slug", "excerpt", "content", "image_url", "category", "seo_title", "seo_description",
                 "seo_keywords"});
  if (type == "splash-ads") return pick({"title", "href", "image_url", "is_active"});
  if (type == "seo-settings") return pick({"page_name", "page_path", "title", "description", "keywords"});
  if (type == "hero")
    return pick({"upper_title", "main_title", "highlighted_text", "description", "button_text", "button_url"});
  if (type == "settings") return pick({"blog_section_text"});
  return pick({"daily_publish_count", "is_active"});  // publishing-schedule
}

using Handler = Response (*)(Services&, Request&);
Handler save_command(std::string_view type) {
  if (type == "casinos") return admin_casinos::update;
  if (type == "categories") return admin_categories::update;
  if (type == "promotions") return admin_promotions::update;
  if (type == "blog-posts") return admin_blog::update;
  if (type == "splash-ads") return admin_splash_ads::update;
  if (type == "seo-settings") return admin_site::update_seo;
  if (type == "hero") return admin_site::save_hero;
  if (type == "settings") return admin_site::save_settings;
  return admin_publishing::save;
}

}  // namespace

Response list(Services& s, Request& req) {
  const auto e = history::entity_ref(req);
  const auto paging = history::read_paging(req, 20);
  auto db = s.db.acquire();
  pqxx::transaction<pqxx::isolation_level::repeatable_read, pqxx::readwrite_policy::read_only> tx(*db);
  const auto h = head(tx, e);
  if (!h) history::entity_not_found();
  // Versions are numbered without gaps: page p starts at the newest minus (p - 1) pages.
  const long long newest = h->version - (paging.page - 1) * paging.page_size;
  json::array items;
  if (newest >= 1) {
    auto rows = tx.exec_params(kPage, std::string(e.type->segment), e.id, newest, paging.page_size);
    std::vector<std::string> actors;
    for (const auto& row : rows) actors.push_back(row[3].as<std::string>());
    const auto emails = history::admin_emails(tx, actors);
    for (const auto& row : rows) {
      const auto state = parse_object(row[7]);
      std::optional<json::object> before;
      if (!row[8].is_null()) before = parse_object(row[8]);
      const std::string via = row[5].is_null() ? "" : row[5].as<std::string>();
      items.push_back(json::object{
          {"version", row[0].as<long long>()},
          {"event_id", row[1].c_str()},
          {"at", row[2].c_str()},
          {"actor", history::actor_json(row[3].as<std::string>(), emails, via)},
          {"action", row[4].c_str()},
          {"via", via.empty() ? json::value(nullptr) : json::value(via)},
          {"restored_from", row[6].is_null() ? json::value(nullptr) : json::value(row[6].as<long long>())},
          {"changes", history::changes_json(before ? &*before : nullptr, state)}});
    }
  }
  json::object body{{"entity", json::object{{"type", e.type->segment}, {"id", e.id}, {"label", h->label},
                                            {"deleted", h->deleted}}},
                    {"items", std::move(items)},
                    {"total", h->version},
                    {"page", paging.page},
                    {"page_size", paging.page_size}};
  return json_response(http::status::ok, json::serialize(body));
}

Response version(Services& s, Request& req) {
  const auto e = history::entity_ref(req);
  const long long n = version_param(req);
  auto r = storage::query(s.db, kVersionAndCurrent, std::string(e.type->segment), e.id, n);
  if (r.empty()) {
    if (storage::query(s.db, kHead, std::string(e.type->segment), e.id).empty()) history::entity_not_found();
    not_found(kVersionNotFound);
  }
  const auto state = parse_object(r[0][0]), current = parse_object(r[0][1]);
  json::object body{{"version", n}, {"state", state}, {"changes_to_restore", history::changes_json(&current, state)}};
  return json_response(http::status::ok, json::serialize(body));
}

Response restore(Services& s, Request& req) {
  const auto e = history::entity_ref(req);
  auto o = parse_json_object(req.body());
  const auto* v = o.if_contains("version");
  if (!v || !v->is_int64() || v->get_int64() < 1) invalid("version", "Geri yüklenecek sürüm seçilmelidir");
  const long long n = v->get_int64();
  // Versions are counted in a Postgres integer: a larger one names no version (as on the path).
  if (n > std::numeric_limits<std::int32_t>::max()) not_found(kVersionNotFound);
  json::object state;
  {
    auto db = s.db.acquire();
    pqxx::transaction<pqxx::isolation_level::repeatable_read, pqxx::readwrite_policy::read_only> tx(*db);
    const auto h = head(tx, e);
    if (!h) history::entity_not_found();
    if (h->deleted)
      conflict("deleted", "Bu kayıt silinmiş; önce Çöp Kutusu'ndan geri yükleyin.");
    auto r = tx.exec_params(kVersionAndCurrent, std::string(e.type->segment), e.id, n);
    if (r.empty()) not_found(kVersionNotFound);
    state = parse_object(r[0][0]);
  }
  // The entity's own save, with the version's fields as its body.
  http::request<http::string_body> raw = req.raw;
  raw.body() = json::serialize(save_body(e.type->segment, state));
  raw.prepare_payload();
  Request save{raw, req.path, req.query, {{"id", e.id}}, req.remote, req.actor, req.command_key, n};
  return save_command(e.type->segment)(s, save);
}

}  // namespace api::admin_history
