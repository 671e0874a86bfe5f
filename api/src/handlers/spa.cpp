// The web app's pages. A path that names a file of the web root is that file (static_assets.cpp); every other
// non-API path is index.html with the page's metadata (title, description, keywords, canonical
// URL, Open Graph, JSON-LD) and the data the app would fetch first, so crawlers see the page
// without running JavaScript and the app does not fetch it again (docs/seo-injection.md).
#include "handlers/spa.hpp"

#include <boost/json.hpp>

#include "domain/plain_text.hpp"
#include "domain/sitemap.hpp"
#include "handlers/site.hpp"
#include "http/compression.hpp"
#include "http/query.hpp"
#include "handlers/bonuses_page.hpp"
#include "handlers/casinos_page.hpp"
#include "handlers/page_json.hpp"
#include "http/response_cache.hpp"
#include "web/first_screen.hpp"
#include "web/html_injection.hpp"

namespace api::spa {

namespace json = boost::json;

namespace {
// The newest promotions the home page and a blog post show (LATEST_PROMOTIONS in the web app's
// promotions api): a bounded list, so these pages weigh the same at any catalogue size.
constexpr const char* kLatestPromotionsUrl = "/api/promotions?limit=12";
// The newest promotions a casino's page shows (CASINO_PROMOTIONS in the web app), for the same reason.
constexpr const char* kCasinoPromotionsQuery = "/promotions?limit=24";
// The home page's casino strip: the first 12 casinos by name (CASINO_STRIP in the web app).
constexpr const char* kCasinoStripUrl = "/api/casinos?limit=12";
constexpr std::size_t kDescriptionMaxChars = 160;

struct Page {
  http::status status = http::status::ok;
  web::PageMeta meta;
  std::vector<std::pair<std::string, std::string>> data;  // API URL -> its JSON answer
  std::string root_html;  // what a reader without JavaScript sees (web::inject)
};

std::vector<std::string> segments_of(std::string_view path) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < path.size()) {
    if (path[i] == '/') {
      ++i;
      continue;
    }
    std::size_t j = path.find('/', i);
    if (j == std::string_view::npos) j = path.size();
    out.emplace_back(path.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string absolute(const Services& s, const std::string& url) {
  if (url.empty()) return url;
  if (url.starts_with("http://") || url.starts_with("https://")) return url;
  return s.site.public_origin + (url.front() == '/' ? "" : "/") + url;
}

std::string short_text(std::string_view html) {
  return domain::truncate_chars(domain::html_to_text(html), kDescriptionMaxChars);
}

class PageBuilder {
 public:
  PageBuilder(Services& s, const Router& router, std::string path) : s_(s), router_(router), path_(std::move(path)) {}

  // Fetches an API URL into the page's data; the parsed answer when it was a 200.
  std::optional<json::value> fetch(const std::string& url) {
    auto body = router_.internal_get(url);
    if (!body) return std::nullopt;
    page_.data.emplace_back(url, *body);
    json::error_code ec;
    auto v = json::parse(*body, ec);
    if (ec) return std::nullopt;
    return v;
  }
  void include(const std::string& url) {  // without parsing: the page needs only the bytes
    if (auto body = router_.internal_get(url)) page_.data.emplace_back(url, std::move(*body));
  }

  // Metadata from the SEO settings of this path (falling back to "/", then the defaults).
  void seo_by_path(const std::string& canonical_path) {
    const auto seo = site::page_seo(s_, percent_decode(path_));  // rows hold paths as people read them
    page_.meta.title = seo.title;
    page_.meta.description = seo.description;
    page_.meta.keywords = seo.keywords;
    page_.meta.image_url = absolute(s_, seo.image);
    page_.meta.og_type = seo.type;
    page_.meta.canonical_url = s_.site.public_origin + canonical_path;
  }

  void not_found(const std::string& title) {
    seo_by_path("");
    page_.status = http::status::not_found;
    page_.meta.title = title + " | " + s_.site.product_name;
    page_.meta.canonical_url.clear();
    page_.meta.noindex = true;
    page_.meta.json_ld = {};
  }

  // Data every public page shows: the footer's posts, the splash ads and the page's SEO row.
  void common() {
    include("/api/latest-posts");
    include("/api/splash-ads");
    // The page path as it appears in the URL; the characters that would end the query value are
    // escaped.
    std::string value;
    for (char c : path_) {
      if (c == '&') value += "%26";
      else if (c == '+') value += "%2B";
      else value += c;
    }
    include("/api/seo?path=" + value);
  }

  Page& page() { return page_; }
  Services& services() { return s_; }
  const std::string& product() const { return s_.site.product_name; }
  const std::string& origin() const { return s_.site.public_origin; }

 private:
  Services& s_;
  const Router& router_;
  std::string path_;
  Page page_;
};

json::object web_page_ld(const web::PageMeta& m, std::string_view type) {
  return {{"@context", "https://schema.org"}, {"@type", type},         {"name", m.title},
          {"description", m.description},     {"url", m.canonical_url}, {"inLanguage", "tr-TR"}};
}

void home(PageBuilder& b) {
  b.seo_by_path("/");
  b.page().meta.json_ld = {{"@context", "https://schema.org"}, {"@type", "WebSite"},
                           {"name", b.product()},             {"url", b.origin() + "/"},
                           {"description", b.page().meta.description}, {"inLanguage", "tr-TR"}};
  const auto hero = b.fetch("/api/hero");
  for (const char* url : {kLatestPromotionsUrl, kCasinoStripUrl, "/api/blog?limit=4", "/api/settings"}) b.include(url);
  b.page().root_html = web::first_screen_home(hero && hero->is_object() ? hero->as_object() : json::object{});
}

void listing(PageBuilder& b, const std::string& path, std::initializer_list<const char*> urls) {
  b.seo_by_path(path);
  b.page().meta.json_ld = web_page_ld(b.page().meta, "CollectionPage");
  for (const char* url : urls) b.include(url);
}

// A paged listing (/bonuslar, /guvenilir-siteler): the page of the answer at `api_url` (the URL the
// app asks for), its own canonical, rel prev/next and title, and its list for a reader without JavaScript.
// Returns the answer (an object), or nothing.
template <typename Links, typename Fallback>
std::optional<json::value> paged(PageBuilder& b, const std::string& api_url, long long page, Links links_of,
                                 Fallback fallback_of) {
  auto answer = b.fetch(api_url);
  if (!answer || !answer->is_object()) return std::nullopt;
  const PageLinks links = links_of(answer->as_object());
  auto& m = b.page().meta;
  m.canonical_url = b.origin() + links.canonical;
  if (!links.prev.empty()) m.prev_url = b.origin() + links.prev;
  if (!links.next.empty()) m.next_url = b.origin() + links.next;
  if (page > 1) m.title += " - Sayfa " + std::to_string(page);
  b.page().root_html = fallback_of(answer->as_object());
  return answer;
}

void bonuses(PageBuilder& b, std::string_view query_string) {  // /bonuslar?q=&kategori=&sayfa=N
  const BonusesQuery q = bonuses_query(query_string);
  listing(b, "/bonuslar", {});
  const auto categories = b.fetch("/api/categories");
  // Without a search or a category the first screen shows the page's first cards; the list for a
  // reader without JavaScript, under them, goes on with the rest.
  const bool cards = categories && categories->is_array() && q.search.empty() && q.category.empty();
  const std::size_t skip = cards ? web::kBonusesFirstCards : 0;
  const auto answer = paged(b, bonuses_api_url(q), q.page, [&q](const json::object& a) { return bonuses_links(q, a); },
                            [&q, skip](const json::object& a) { return bonuses_fallback_html(q, a, skip); });
  auto& root = b.page().root_html;
  if (answer && cards)
    root = web::first_screen_bonuses(answer->as_object(), categories->as_array(), q.page, root);
  else
    root = web::first_screen_bonuses(root);
}

void casinos_listing(PageBuilder& b, std::string_view query_string) {  // /guvenilir-siteler?sayfa=N
  const long long page = page_number(query_string);
  listing(b, "/guvenilir-siteler", {});
  paged(b, casinos_api_url(page), page, [page](const json::object& a) { return casinos_links(page, a); },
        [page](const json::object& a) { return casinos_fallback_html(page, a); });
  b.page().root_html = web::first_screen_casinos(b.page().root_html);  // the list inside, under the title
}

// /bonuslar/{casinoSlug}/{promotionSlug} and /promotion/{id}; `nav`: the navigation link the app marks.
void promotion(PageBuilder& b, const std::string& api_url, std::string_view nav = "") {
  auto detail = b.fetch(api_url);
  if (!detail || !detail->is_object() || !detail->as_object().contains("promotion")) {
    b.not_found("Promosyon bulunamadı");
    return;
  }
  const auto& p = detail->as_object().at("promotion").as_object();
  const auto* casino = p.if_contains("casino");
  const bool has_casino = casino && casino->is_object();
  const std::string casino_name = has_casino ? text_of(casino->as_object(), "name") : "";
  const std::string canonical = promotion_path(p);
  b.seo_by_path(canonical);
  auto& m = b.page().meta;
  m.title = text_of(p, "title") + (casino_name.empty() ? "" : " - " + casino_name) + " | " + b.product();
  const std::string summary = domain::truncate_chars(text_of(p, "short_description"), kDescriptionMaxChars);
  if (!summary.empty()) m.description = summary;
  std::string image = text_of(p, "image_url");
  if (image.empty() && has_casino) image = text_of(casino->as_object(), "logo_url");
  if (!image.empty()) m.image_url = absolute(b.services(), image);
  json::object offer{{"@context", "https://schema.org"}, {"@type", "Offer"},         {"name", text_of(p, "title")},
                     {"description", m.description},      {"url", m.canonical_url}, {"category", text_of(p, "category")}};
  if (const auto* expiry = p.if_contains("expiry_date"); expiry && expiry->is_string()) offer["validThrough"] = *expiry;
  if (has_casino) offer["offeredBy"] = json::object{{"@type", "Organization"}, {"name", casino_name}};
  m.json_ld = std::move(offer);
  b.page().root_html = web::first_screen_promotion(p, nav);
}

void casino(PageBuilder& b, const std::string& raw_param) {
  auto c = b.fetch("/api/casinos/" + raw_param);
  if (!c || !c->is_object()) {
    b.not_found("Casino bulunamadı");
    return;
  }
  const auto promotions = b.fetch("/api/casinos/" + raw_param + kCasinoPromotionsQuery);
  const auto& o = c->as_object();
  b.seo_by_path("/casino/" + domain::encode_path_segment(text_of(o, "slug")));
  auto& m = b.page().meta;
  m.title = text_of(o, "name") + " | " + b.product();
  const std::string about = short_text(text_of(o, "description"));
  if (!about.empty()) m.description = about;
  if (!text_of(o, "logo_url").empty()) m.image_url = absolute(b.services(), text_of(o, "logo_url"));
  m.json_ld = {{"@context", "https://schema.org"}, {"@type", "Organization"}, {"name", text_of(o, "name")},
               {"url", text_of(o, "url")},         {"logo", m.image_url},     {"description", m.description}};
  b.page().root_html =
      web::first_screen_casino(o, promotions && promotions->is_array() ? promotions->as_array() : json::array{});
}

void blog_post(PageBuilder& b, const std::string& raw_param) {
  auto post = b.fetch("/api/blog/" + raw_param);
  if (!post || !post->is_object()) {
    b.not_found("Blog yazısı bulunamadı");
    return;
  }
  b.include("/api/blog/" + raw_param + "/similar");
  const auto latest = b.fetch(kLatestPromotionsUrl);  // the post page lists today's bonuses
  const auto& o = post->as_object();
  const std::string slug = text_of(o, "slug");
  b.seo_by_path("/blog/" + domain::encode_path_segment(slug.empty() ? text_of(o, "id") : slug));
  auto& m = b.page().meta;
  const std::string seo_title = text_of(o, "seo_title");
  m.title = seo_title.empty() ? text_of(o, "title") + " | " + b.product() : seo_title;
  std::string description = text_of(o, "seo_description");
  if (description.empty()) description = text_of(o, "excerpt");
  if (!description.empty()) m.description = domain::truncate_chars(description, kDescriptionMaxChars * 2);
  if (!text_of(o, "seo_keywords").empty()) m.keywords = text_of(o, "seo_keywords");
  if (!text_of(o, "image_url").empty()) m.image_url = absolute(b.services(), text_of(o, "image_url"));
  m.og_type = "article";
  json::object ld{{"@context", "https://schema.org"},
                  {"@type", "BlogPosting"},
                  {"headline", text_of(o, "title")},
                  {"description", m.description},
                  {"url", m.canonical_url},
                  {"mainEntityOfPage", m.canonical_url},
                  {"image", m.image_url},
                  {"author", json::object{{"@type", "Person"}, {"name", text_of(o, "author")}}},
                  {"publisher", json::object{{"@type", "Organization"}, {"name", b.product()}}},
                  {"inLanguage", "tr-TR"}};
  if (const auto* v = o.if_contains("published_at"); v && v->is_string()) ld["datePublished"] = *v;
  if (const auto* v = o.if_contains("updated_at"); v && v->is_string()) ld["dateModified"] = *v;
  m.json_ld = std::move(ld);
  if (latest && latest->is_array()) b.page().root_html = web::first_screen_blog_post(o, latest->as_array());
}

// What a page builder gets of the visit: the path's segments as received, and the query string.
struct Visit {
  const std::vector<std::string>& raw;
  const std::string& query;
};

struct PublicPage {
  std::string_view pattern;  // as the app's router writes it; "" is the home page
  void (*build)(PageBuilder&, const Visit&);
};

// The public pages of the web app, one per public route of webapp/src/app/routes.tsx (checked by
// api_public_routes_test). An app route the api answers from its route table ("/sitemap") needs none.
constexpr PublicPage kPublicPages[] = {
    {"", [](PageBuilder& b, const Visit&) { home(b); }},
    {"bonuslar", [](PageBuilder& b, const Visit& v) { bonuses(b, v.query); }},
    {"bonuslar/:casinoSlug/:promotionSlug",
     [](PageBuilder& b, const Visit& v) { promotion(b, "/api/promotions/by-slug/" + v.raw[1] + "/" + v.raw[2], "/bonuslar"); }},
    {"promotion",
     [](PageBuilder& b, const Visit& v) {
       if (auto id = query_param(v.query, "id"))
         promotion(b, "/api/promotions/" + domain::encode_path_segment(*id));
       else
         b.not_found("Sayfa bulunamadı");
     }},
    {"promotion/:id", [](PageBuilder& b, const Visit& v) { promotion(b, "/api/promotions/" + v.raw[1]); }},
    {"guvenilir-siteler", [](PageBuilder& b, const Visit& v) { casinos_listing(b, v.query); }},
    {"casino/:idOrSlug", [](PageBuilder& b, const Visit& v) { casino(b, v.raw[1]); }},
    {"blog", [](PageBuilder& b, const Visit&) { listing(b, "/blog", {"/api/blog", "/api/settings"}); }},
    {"blog/:idOrSlug", [](PageBuilder& b, const Visit& v) { blog_post(b, v.raw[1]); }},
};

// True when the decoded segments `seg` fill `pattern` (":name" takes any one segment).
bool fills(std::string_view pattern, const std::vector<std::string>& seg) {
  const auto parts = segments_of(pattern);
  if (parts.size() != seg.size()) return false;
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (!parts[i].starts_with(':') && parts[i] != seg[i]) return false;
  return true;
}

Page describe(Services& s, const Router& router, Request& req) {
  const auto raw = segments_of(req.path);
  std::vector<std::string> seg;
  for (const auto& r : raw) seg.push_back(percent_decode(r));
  std::string path = "/";
  for (std::size_t i = 0; i < raw.size(); ++i) path += (i ? "/" : "") + raw[i];

  PageBuilder b(s, router, path);
  const bool admin = !seg.empty() && seg[0] == "admin";
  if (admin) {
    // The back office: the app's shell only, never indexed, no public data.
    b.seo_by_path("/");
    b.page().meta.canonical_url.clear();
    b.page().meta.noindex = true;
    return std::move(b.page());
  }
  b.common();
  if (seg.size() == 1 && seg[0] == "index.html") seg.clear();  // the home page by its file name
  const Visit visit{raw, req.query};
  for (const auto& page : kPublicPages) {
    if (!fills(page.pattern, seg)) continue;
    page.build(b, visit);
    return std::move(b.page());
  }
  b.not_found("Sayfa bulunamadı");
  return std::move(b.page());
}

}  // namespace

std::vector<std::string_view> public_page_patterns() {
  std::vector<std::string_view> out;
  for (const auto& page : kPublicPages) out.push_back(page.pattern);
  return out;
}

Response page(Services& s, const Router& router, Request& req) {
  Page page = describe(s, router, req);
  page.meta.site_name = s.site.product_name;
  std::string html = web::inject(s.web_root.index_html(), web::render_head(page.meta),
                                 page.data.empty() ? std::string() : web::render_initial_data(page.data),
                                 page.root_html);
  Response r = json_response(page.status, std::move(html));
  r.content_type = "text/html; charset=utf-8";
  return r;
}

}  // namespace api::spa
