// Hero, settings, SEO and splash ads: small single-row or short reads with their defaults.
#include "handlers/site.hpp"

#include <boost/json.hpp>

#include "domain/utf8.hpp"
#include "http/query.hpp"

namespace api::site {

namespace json = boost::json;

namespace {

constexpr const char* kHero =
    "SELECT row_to_json(x)::text FROM (SELECT upper_title, main_title, highlighted_text, description, button_text, "
    "button_url FROM hero WHERE id = 1) x";
constexpr const char* kSettings = "SELECT blog_section_text FROM settings WHERE id = 1";
constexpr const char* kSeoByPath =
    "SELECT title, description, keywords FROM seo_settings WHERE page_path = $1 ORDER BY updated_at DESC, id LIMIT 1";
constexpr const char* kActiveSplashAds =
    "SELECT coalesce(json_agg(json_build_object('id', id, 'title', title, 'image_url', image_url, 'href', href) "
    "ORDER BY created_at DESC, id DESC), '[]'::json)::text FROM splash_ads WHERE is_active";

// "/bonuslar/" and "/bonuslar" are one page.
std::string normalise_path(std::string path) {
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  return path.empty() ? "/" : path;
}

}  // namespace

Response hero(Services& s, Request&) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  auto r = tx.exec(kHero);
  if (!r.empty()) return json_response(http::status::ok, r[0][0].as<std::string>());
  const auto h = domain::default_hero();
  return json_response(http::status::ok, json::serialize(json::object{{"upper_title", h.upper_title},
                                                                       {"main_title", h.main_title},
                                                                       {"highlighted_text", h.highlighted_text},
                                                                       {"description", h.description},
                                                                       {"button_text", h.button_text},
                                                                       {"button_url", h.button_url}}));
}

Response settings(Services& s, Request&) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  auto r = tx.exec(kSettings);
  json::value text = (r.empty() || r[0][0].is_null()) ? json::value(nullptr) : json::value(r[0][0].as<std::string>());
  return json_response(http::status::ok, json::serialize(json::object{{"blog_section_text", text}}));
}

domain::PageSeo page_seo(Services& s, const std::string& path, bool* own_row) {
  domain::PageSeo seo = domain::default_page_seo(s.site.product_name);
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  auto r = tx.exec_params(kSeoByPath, normalise_path(path));
  if (own_row) *own_row = !r.empty() || normalise_path(path) == "/";
  if (r.empty() && normalise_path(path) != "/") r = tx.exec_params(kSeoByPath, "/");
  if (!r.empty()) {
    seo.title = r[0][0].as<std::string>();
    seo.description = r[0][1].as<std::string>();
    seo.keywords = r[0][2].as<std::string>();
  }
  return seo;
}

Response seo(Services& s, Request& req) {
  const auto given = query_param(req.query, "path");
  const std::string path = given && !given->empty() ? *given : std::string(1, '/');
  // At most 300 characters, as the message says (not bytes: a Turkish path is not cut shorter).
  if (path.front() != '/' || domain::char_count(path) > kSeoPathMax)
    throw ApiError(http::status::unprocessable_entity, "validation",
                   "path parametresi / ile başlayan ve en fazla 300 karakter olan bir yol olmalıdır", "path");
  bool own_row = false;
  const auto seo = page_seo(s, path, &own_row);
  Response r = json_response(http::status::ok, json::serialize(json::object{{"page_path", normalise_path(path)},
                                                                             {"title", seo.title},
                                                                             {"description", seo.description},
                                                                             {"keywords", seo.keywords},
                                                                             {"image", seo.image},
                                                                             {"type", seo.type}}));
  // The fallback of a path without a row of its own (every unknown page path, a 404 page's
  // too) is not kept: junk paths must not each take an entry.
  r.keep = own_row;
  return r;
}

Response splash_ads(Services& s, Request&) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  return json_response(http::status::ok, tx.exec(kActiveSplashAds)[0][0].as<std::string>());
}

}  // namespace api::site
