// What a crawler sees without JavaScript: for every public route the api serves the web app's
// index.html with the page's title, description, keywords, canonical URL, Open Graph tags,
// JSON-LD and initial data; static files with their types and cache lifetimes and no way out of
// the web root; the sitemap (parsed as XML, exactly the expected URLs) and robots.txt.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <boost/property_tree/ptree.hpp>
#include <boost/property_tree/xml_parser.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <thread>
#include <unistd.h>

#include "events/payloads.hpp"
#include "content.hpp"
#include "events/envelope.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

const std::string kOrigin = "https://bonus.example";
const std::string kProduct = "Şans Rehberi";
const std::string kDefaultTitle = "Şans Rehberi - Casino Bonusları ve Promosyonları";

fs::path make_web_root() {
  const fs::path base = fs::temp_directory_path() / ("bonus-seo-" + std::to_string(::getpid()));
  fs::create_directories(base / "www" / "assets");
  std::ofstream(base / "www" / "index.html")
      << "<!doctype html><html lang=\"tr\"><head><meta charset=\"utf-8\"><title>Vite App</title><!--seo-->"
         "<script type=\"module\" src=\"/assets/index-abc123.js\"></script></head>"
         "<body><div id=\"root\"></div><!--initial-data--></body></html>";
  std::ofstream(base / "www" / "assets" / "index-abc123.js") << "console.log('uygulama');";
  std::ofstream(base / "www" / "favicon.ico") << "ICO";
  // A built asset with the encoded copies the web app's build writes beside it.
  std::ofstream(base / "www" / "assets" / "big-def456.js") << std::string(4000, 'a');
  std::ofstream(base / "www" / "assets" / "big-def456.js.br") << "BROTLI-BYTES";
  std::ofstream(base / "www" / "assets" / "big-def456.js.gz") << "GZIP-BYTES";
  std::ofstream(base / "www" / ".env") << "GIZLI=1";
  std::ofstream(base / "secret.txt") << "GIZLI-DOSYA";
  return base;
}

class SeoPages : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    base = make_web_root();
    stack = new Stack(std::map<std::string, std::string>{{"BONUS_WEB_ROOT", (base / "www").string()},
                                                         {"BONUS_PUBLIC_ORIGIN", kOrigin + "/"},
                                                         {"BONUS_PRODUCT_NAME", kProduct}});
    stack->start_worker();
    stack->start_api();
    writer = new EventWriter(*stack);
    auto& w = *writer;
    ay = write_casino(w, "Ay Casino", "ay-casino", 100);
    gunes = write_casino(w, "Güneş Casino", "gunes-casino", 50);
    promotion = write_promotion(w, {.title = "Hoş Geldin Bonusu", .casino_id = ay,
                                    .description = "<p>İlk yatırıma %100 bonus</p><p>Detay</p>",
                                    .image_url = "/images/demo/promo/hos-geldin.svg"});
    seo_post = write_post(w, {.title = "Rehber Yazısı", .slug = "rehber-yazisi", .category = "Rehber",
                              .created_minutes_ago = 30, .excerpt = "Özet metni", .seo_title = "SEO Başlığı",
                              .seo_description = "SEO açıklaması", .seo_keywords = "bonus, rehber"});
    plain_post = write_post(w, {.title = "Sade Yazı", .slug = "sade-yazi", .category = "Rehber",
                                .created_minutes_ago = 60, .excerpt = "Sade yazının özeti"});
    draft = write_post(w, {.title = "Taslak", .slug = "taslak", .published = false});
    hostile_post = write_post(w, {.title = "</title><script>alert(1)</script>", .slug = "zararli",
                                  .created_minutes_ago = 90, .excerpt = "\"><img src=x onerror=alert(2)>"});
    const std::string seo = events::new_uuid();
    w.write(seo, events::payload::SeoSettingSaved{.id = seo,
                                                  .page_name = "Bonuslar",
                                                  .page_path = "/bonuslar",
                                                  .title = "Bonus Sayfası",
                                                  .description = "Bütün bonuslar",
                                                  .keywords = "bonus, kampanya",
                                                  .updated_at = minutes_ago(1)});
    stack->wait_all_projected();
    stack->wait_sitemap_built();  // rebuilt after the batches, not in them
  }
  static void TearDownTestSuite() {
    delete writer;
    delete stack;
    fs::remove_all(base);
  }

  struct Page {
    long status;
    std::string html;
    std::map<std::string, std::string> headers;
  };
  static Page page(const std::string& path) {
    auto r = stack->get(path);
    return {r.status, r.body, r.headers};
  }
  // The text between `open` and the next `close` after it (empty when absent).
  static std::string between(const std::string& html, const std::string& open, const std::string& close) {
    auto a = html.find(open);
    if (a == std::string::npos) return {};
    a += open.size();
    auto b = html.find(close, a);
    return b == std::string::npos ? std::string() : html.substr(a, b - a);
  }
  static std::string title(const std::string& html) { return between(html, "<title>", "</title>"); }
  static std::string meta(const std::string& html, const std::string& attr, const std::string& name) {
    return between(html, "<meta " + attr + "=\"" + name + "\" content=\"", "\"");
  }
  static json::object initial_data(const std::string& html) {
    const std::string text = between(html, "<script id=\"initial-data\" type=\"application/json\">", "</script>");
    if (text.empty()) return {};
    return json::parse(text).as_object();
  }
  static json::object json_ld(const std::string& html) {
    return json::parse(between(html, "<script type=\"application/ld+json\">", "</script>")).as_object();
  }
  static std::size_t count(const std::string& html, const std::string& what) {
    std::size_t n = 0;
    for (auto at = html.find(what); at != std::string::npos; at = html.find(what, at + 1)) ++n;
    return n;
  }
  // Every entry of the initial data is exactly what the API answers for its key.
  static void expect_data_matches_api(const json::object& data) {
    for (const auto& [key, value] : data) {
      auto r = stack->get(std::string(key));
      EXPECT_EQ(r.status, 200) << key;
      EXPECT_EQ(json::parse(r.body), value) << key;
    }
  }
  static void eventually(const std::function<bool()>& done) {
    auto deadline = std::chrono::steady_clock::now() + 10s;
    while (!done() && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(100ms);
    EXPECT_TRUE(done());
  }

  static fs::path base;
  static Stack* stack;
  static EventWriter* writer;
  static std::string ay, gunes, promotion, seo_post, plain_post, draft, hostile_post;
};
fs::path SeoPages::base;
Stack* SeoPages::stack = nullptr;
EventWriter* SeoPages::writer = nullptr;
std::string SeoPages::ay, SeoPages::gunes, SeoPages::promotion, SeoPages::seo_post, SeoPages::plain_post,
    SeoPages::draft, SeoPages::hostile_post;

TEST_F(SeoPages, HomeHasTheDefaultMetadataAndTheDataOfItsSections) {
  auto p = page("/");
  ASSERT_EQ(p.status, 200);
  EXPECT_EQ(p.headers["content-type"], "text/html; charset=utf-8");
  EXPECT_EQ(count(p.html, "<title>"), 1U) << "the template's own title is replaced";
  EXPECT_EQ(title(p.html), kDefaultTitle);
  EXPECT_EQ(meta(p.html, "name", "keywords"), "casino bonusları, güvenilir casino siteleri, promosyonlar, bahis siteleri");
  EXPECT_FALSE(meta(p.html, "name", "description").empty());
  EXPECT_EQ(between(p.html, "<link rel=\"canonical\" href=\"", "\""), kOrigin + "/");
  EXPECT_EQ(meta(p.html, "property", "og:title"), kDefaultTitle);
  EXPECT_EQ(meta(p.html, "property", "og:url"), kOrigin + "/");
  EXPECT_EQ(meta(p.html, "property", "og:image"), kOrigin + "/logo.png");
  EXPECT_EQ(meta(p.html, "property", "og:site_name"), kProduct);
  EXPECT_EQ(meta(p.html, "property", "og:type"), "website");
  EXPECT_EQ(json_ld(p.html).at("@type").as_string(), "WebSite");
  EXPECT_NE(p.html.find("<script type=\"module\" src=\"/assets/index-abc123.js\"></script>"), std::string::npos);
  EXPECT_EQ(meta(p.html, "name", "robots"), "");

  auto data = initial_data(p.html);
  for (const char* key : {"/api/hero", "/api/promotions?limit=12", "/api/casinos?limit=12", "/api/blog?limit=4",
                          "/api/settings", "/api/latest-posts", "/api/splash-ads", "/api/seo?path=/"})
    EXPECT_TRUE(data.contains(key)) << key;
  EXPECT_FALSE(data.contains("/api/promotions")) << "the home page embeds the newest promotions, not all of them";
  EXPECT_FALSE(data.contains("/api/casinos")) << "the home page embeds the strip's 12 casinos, not all of them";
  EXPECT_EQ(data.at("/api/promotions?limit=12").as_array().size(), 1U);
  expect_data_matches_api(data);
  EXPECT_EQ(title(page("/index.html").html), kDefaultTitle) << "/index.html is the home page, injected";
}

TEST_F(SeoPages, ListingPagesTakeTheirSeoRowOrTheDefaults) {
  auto bonus = page("/bonuslar");
  ASSERT_EQ(bonus.status, 200);
  EXPECT_EQ(title(bonus.html), "Bonus Sayfası");
  EXPECT_EQ(meta(bonus.html, "name", "description"), "Bütün bonuslar");
  EXPECT_EQ(meta(bonus.html, "name", "keywords"), "bonus, kampanya");
  EXPECT_EQ(between(bonus.html, "<link rel=\"canonical\" href=\"", "\""), kOrigin + "/bonuslar");
  auto data = initial_data(bonus.html);
  EXPECT_TRUE(data.contains("/api/promotions/search")) << "one page of the list, not the whole catalogue";
  EXPECT_FALSE(data.contains("/api/promotions"));
  EXPECT_TRUE(data.contains("/api/categories"));
  EXPECT_TRUE(data.contains("/api/seo?path=/bonuslar"));
  expect_data_matches_api(data);
  EXPECT_EQ(title(page("/bonuslar/").html), "Bonus Sayfası");

  auto sites = page("/guvenilir-siteler");
  EXPECT_EQ(title(sites.html), kDefaultTitle);
  EXPECT_TRUE(initial_data(sites.html).contains("/api/casinos?page=1")) << "one page of the casinos";
  auto blog = page("/blog");
  EXPECT_TRUE(initial_data(blog.html).contains("/api/blog"));
  EXPECT_EQ(json_ld(blog.html).at("@type").as_string(), "CollectionPage");
}

TEST_F(SeoPages, BonusesComeInPagesWithTheirOwnLinksAndAListReadableWithoutJavaScript) {
  // 30 more promotions in a category of their own: two pages of 24 under ?kategori=.
  const std::string category = write_category(*writer, "Sayfa Testi", "sayfa-testi");
  for (int i = 0; i < 30; ++i)
    write_promotion(*writer, {.title = "Sayfa Bonusu " + std::to_string(100 + i), .casino_id = ay, .category_id = category,
                              .category = "Sayfa Testi", .created_minutes_ago = 200 + i});
  stack->wait_all_projected();

  auto first = page("/bonuslar?kategori=sayfa-testi");
  ASSERT_EQ(first.status, 200);
  EXPECT_EQ(between(first.html, "<link rel=\"canonical\" href=\"", "\""), kOrigin + "/bonuslar?kategori=sayfa-testi");
  EXPECT_EQ(between(first.html, "<link rel=\"next\" href=\"", "\""), kOrigin + "/bonuslar?kategori=sayfa-testi&amp;sayfa=2");
  EXPECT_EQ(count(first.html, "rel=\"prev\""), 0U);
  auto data = initial_data(first.html);
  ASSERT_TRUE(data.contains("/api/promotions/search?category=sayfa-testi")) << json::serialize(data);
  const auto& answer = data.at("/api/promotions/search?category=sayfa-testi").as_object();
  EXPECT_EQ(answer.at("items").as_array().size(), 24U) << "the page embeds one page, not the catalogue";
  EXPECT_EQ(answer.at("total").as_int64(), 30);
  expect_data_matches_api(data);
  // Without JavaScript: the page's promotions as links, and the way to the next page.
  const std::string fallback = between(first.html, "<noscript><section", "</section></noscript>");
  EXPECT_EQ(count(fallback, "<li>"), 24U);
  EXPECT_NE(fallback.find("<a href=\"/bonuslar/ay-casino/sayfa-bonusu-100\""), std::string::npos) << fallback;
  EXPECT_NE(fallback.find(">Sayfa Bonusu 100</a> — Ay Casino"), std::string::npos) << fallback;
  EXPECT_NE(fallback.find("<a rel=\"next\" href=\"/bonuslar?kategori=sayfa-testi&amp;sayfa=2\""), std::string::npos);
  // One h1: the first screen's title, the list without JavaScript under it.
  EXPECT_EQ(count(first.html, "<h1"), 1U) << first.html.substr(0, 4000);

  auto second = page("/bonuslar?kategori=sayfa-testi&sayfa=2");
  ASSERT_EQ(second.status, 200);
  EXPECT_NE(title(second.html).find(" - Sayfa 2"), std::string::npos) << title(second.html);
  EXPECT_EQ(between(second.html, "<link rel=\"canonical\" href=\"", "\""), kOrigin + "/bonuslar?kategori=sayfa-testi&amp;sayfa=2");
  EXPECT_EQ(between(second.html, "<link rel=\"prev\" href=\"", "\""), kOrigin + "/bonuslar?kategori=sayfa-testi");
  EXPECT_EQ(count(second.html, "rel=\"next\""), 0U);
  auto data2 = initial_data(second.html);
  ASSERT_TRUE(data2.contains("/api/promotions/search?category=sayfa-testi&page=2"));
  EXPECT_EQ(data2.at("/api/promotions/search?category=sayfa-testi&page=2").at("items").as_array().size(), 6U);
  EXPECT_EQ(count(between(second.html, "<noscript><section", "</section></noscript>"), "<li>"), 6U);

  // Any page number works: past the end, an empty page pointing back to the last one.
  auto past = page("/bonuslar?kategori=sayfa-testi&sayfa=9");
  ASSERT_EQ(past.status, 200);
  EXPECT_EQ(between(past.html, "<link rel=\"prev\" href=\"", "\""), kOrigin + "/bonuslar?kategori=sayfa-testi&amp;sayfa=2");
  for (const char* odd : {"/bonuslar?sayfa=abc", "/bonuslar?sayfa=0", "/bonuslar?sayfa=-3"})
    EXPECT_EQ(between(page(odd).html, "<link rel=\"canonical\" href=\"", "\""), kOrigin + "/bonuslar") << odd;

  // A search is embedded under the URL the app asks for (spaces as %20 there, '+' in the page's).
  auto searched = page("/bonuslar?q=sayfa+bonusu+12");
  auto data3 = initial_data(searched.html);
  ASSERT_TRUE(data3.contains("/api/promotions/search?search=sayfa%20bonusu%2012")) << json::serialize(data3);
  EXPECT_EQ(data3.at("/api/promotions/search?search=sayfa%20bonusu%2012").at("total").as_int64(), 10);
  EXPECT_EQ(between(searched.html, "<link rel=\"canonical\" href=\"", "\""), kOrigin + "/bonuslar?q=sayfa+bonusu+12");
}

TEST_F(SeoPages, PromotionPagesDescribeThePromotion) {
  const std::string expected_title = "Hoş Geldin Bonusu - Ay Casino | " + kProduct;
  const std::string canonical = kOrigin + "/bonuslar/ay-casino/hos-geldin-bonusu";
  for (const std::string& path : std::vector<std::string>{"/bonuslar/ay-casino/hos-geldin-bonusu", "/promotion/" + promotion,
                                                          "/promotion?id=" + promotion, "/bonuslar/ay-casino/hos-geldin"}) {
    auto p = page(path);
    ASSERT_EQ(p.status, 200) << path;
    EXPECT_EQ(title(p.html), expected_title) << path;
    EXPECT_EQ(meta(p.html, "name", "description"), "İlk yatırıma %100 bonus") << path;
    EXPECT_EQ(between(p.html, "<link rel=\"canonical\" href=\"", "\""), canonical) << path;
    EXPECT_EQ(meta(p.html, "property", "og:image"), kOrigin + "/images/demo/promo/hos-geldin.svg");
    auto ld = json_ld(p.html);
    EXPECT_EQ(ld.at("@type").as_string(), "Offer");
    EXPECT_EQ(ld.at("offeredBy").at("name").as_string(), "Ay Casino");
    auto data = initial_data(p.html);
    EXPECT_EQ(data.size(), 4U) << path;
    expect_data_matches_api(data);
  }
  EXPECT_TRUE(initial_data(page("/bonuslar/ay-casino/hos-geldin-bonusu").html)
                  .contains("/api/promotions/by-slug/ay-casino/hos-geldin-bonusu"));
  EXPECT_TRUE(initial_data(page("/promotion/" + promotion).html).contains("/api/promotions/" + promotion));

  auto missing = page("/bonuslar/ay-casino/hic-olmayan-kampanya");
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(title(missing.html), "Promosyon bulunamadı | " + kProduct);
  EXPECT_EQ(meta(missing.html, "name", "robots"), "noindex");
  EXPECT_EQ(missing.html.find("rel=\"canonical\""), std::string::npos);
}

TEST_F(SeoPages, BlogPostPagesUseTheirOwnSeoFieldsElseTheirContent) {
  auto p = page("/blog/rehber-yazisi");
  ASSERT_EQ(p.status, 200);
  EXPECT_EQ(title(p.html), "SEO Başlığı");
  EXPECT_EQ(meta(p.html, "name", "description"), "SEO açıklaması");
  EXPECT_EQ(meta(p.html, "name", "keywords"), "bonus, rehber");
  EXPECT_EQ(meta(p.html, "property", "og:type"), "article");
  EXPECT_EQ(between(p.html, "<link rel=\"canonical\" href=\"", "\""), kOrigin + "/blog/rehber-yazisi");
  auto ld = json_ld(p.html);
  EXPECT_EQ(ld.at("@type").as_string(), "BlogPosting");
  EXPECT_EQ(ld.at("headline").as_string(), "Rehber Yazısı");
  EXPECT_TRUE(ld.contains("datePublished"));
  auto data = initial_data(p.html);
  for (const char* key : {"/api/blog/rehber-yazisi", "/api/blog/rehber-yazisi/similar", "/api/promotions?limit=12"})
    EXPECT_TRUE(data.contains(key)) << key;
  expect_data_matches_api(data);

  auto by_id = page("/blog/" + plain_post);
  EXPECT_EQ(title(by_id.html), "Sade Yazı | " + kProduct);
  EXPECT_EQ(meta(by_id.html, "name", "description"), "Sade yazının özeti");
  EXPECT_EQ(between(by_id.html, "<link rel=\"canonical\" href=\"", "\""), kOrigin + "/blog/sade-yazi")
      << "the canonical URL uses the slug";
  EXPECT_EQ(page("/blog/taslak").status, 404) << "a draft is not a page for visitors or crawlers";
  EXPECT_NE(page("/blog/taslak").html.find("noindex"), std::string::npos);

  auto missing = page("/blog/olmayan-yazi");
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(title(missing.html), "Blog yazısı bulunamadı | " + kProduct);
}

TEST_F(SeoPages, ContentCannotBreakOutOfTheTagsItIsPutIn) {
  auto p = page("/blog/zararli");
  ASSERT_EQ(p.status, 200);
  EXPECT_EQ(p.html.find("<script>alert(1)"), std::string::npos);
  EXPECT_EQ(p.html.find("<img src=x"), std::string::npos);
  EXPECT_EQ(title(p.html), "&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | " + kProduct);
  EXPECT_EQ(meta(p.html, "name", "description"), "&quot;&gt;&lt;img src=x onerror=alert(2)&gt;");
  // Still valid data for the app.
  EXPECT_EQ(initial_data(p.html).at("/api/blog/zararli").at("title").as_string(), "</title><script>alert(1)</script>");
  EXPECT_EQ(json_ld(p.html).at("headline").as_string(), "</title><script>alert(1)</script>");
}

TEST_F(SeoPages, CasinoPagesDescribeTheCasino) {
  auto p = page("/casino/ay-casino");
  ASSERT_EQ(p.status, 200);
  EXPECT_EQ(title(p.html), "Ay Casino | " + kProduct);
  EXPECT_EQ(meta(p.html, "name", "description"), "Ay Casino hakkında.");
  EXPECT_EQ(json_ld(p.html).at("@type").as_string(), "Organization");
  auto data = initial_data(p.html);
  EXPECT_TRUE(data.contains("/api/casinos/ay-casino"));
  EXPECT_TRUE(data.contains("/api/casinos/ay-casino/promotions?limit=24")) << "the newest 24, not all of them";
  expect_data_matches_api(data);
  EXPECT_EQ(page("/casino/" + gunes).status, 200);
  EXPECT_EQ(page("/casino/olmayan-casino-xyz").status, 404);
}

// Every public page with a first screen written by the api (web/first_screen_*.cpp) is readable
// without JavaScript from it, with one h1 (the first screen's, nothing under it repeats it).
TEST_F(SeoPages, EveryPublicPageHasItsFirstScreenAndOneH1) {
  for (const std::string path : {"/", "/bonuslar", "/guvenilir-siteler", "/bonuslar/ay-casino/hos-geldin-bonusu",
                                 "/casino/ay-casino", "/blog/rehber-yazisi"}) {
    const auto p = page(path);
    ASSERT_EQ(p.status, 200) << path;
    EXPECT_EQ(count(p.html, "<div data-first-screen "), 1U) << path;
    EXPECT_EQ(count(p.html, "<h1"), 1U) << path << "\n" << p.html.substr(0, 6000);
  }
  EXPECT_NE(page("/bonuslar/ay-casino/hos-geldin-bonusu").html.find(">Hoş Geldin Bonusu</h1>"), std::string::npos);
  EXPECT_NE(page("/casino/ay-casino").html.find(">Ay Casino</h1>"), std::string::npos);
  EXPECT_NE(page("/blog/rehber-yazisi").html.find(">Rehber Yazısı</h1>"), std::string::npos);
}

TEST_F(SeoPages, UnknownAndBackOfficePathsAreNotIndexed) {
  auto unknown = page("/olmayan/bir/sayfa");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(unknown.headers["content-type"], "text/html; charset=utf-8") << "the app still loads and redirects";
  EXPECT_EQ(meta(unknown.html, "name", "robots"), "noindex");
  auto admin = page("/admin/login");
  EXPECT_EQ(admin.status, 200);
  EXPECT_EQ(meta(admin.html, "name", "robots"), "noindex");
  EXPECT_TRUE(initial_data(admin.html).empty()) << "no public data on back-office pages";
  auto api = stack->get("/api/olmayan");
  EXPECT_EQ(api.status, 404);
  EXPECT_EQ(api.headers["content-type"], "application/json; charset=utf-8");
}

TEST_F(SeoPages, BuiltAssetsAreServedInTheCodingTheBuildWroteForThem) {
  const std::string path = "/assets/big-def456.js";
  auto br = http("GET", stack->url(path), "", {"Accept-Encoding: gzip, br"});
  ASSERT_EQ(br.status, 200);
  EXPECT_EQ(br.body, "BROTLI-BYTES");
  EXPECT_EQ(br.headers["content-encoding"], "br");
  EXPECT_EQ(br.headers["vary"], "Accept-Encoding");
  EXPECT_EQ(br.headers["content-type"], "text/javascript; charset=utf-8");
  EXPECT_EQ(br.headers["cache-control"], "public, max-age=31536000, immutable");
  auto gz = http("GET", stack->url(path), "", {"Accept-Encoding: gzip"});
  EXPECT_EQ(gz.body, "GZIP-BYTES");
  EXPECT_EQ(gz.headers["content-encoding"], "gzip");
  auto plain = stack->get(path);
  EXPECT_EQ(plain.body, std::string(4000, 'a'));
  EXPECT_EQ(plain.headers.count("content-encoding"), 0u);
  EXPECT_NE(br.headers["etag"], plain.headers["etag"]);
  EXPECT_EQ(http("GET", stack->url(path), "", {"Accept-Encoding: br", "If-None-Match: " + br.headers["etag"]}).status, 304);
}

TEST_F(SeoPages, PagesAndApiAnswersAreCompressedWhenTheClientAcceptsIt) {
  for (const std::string path : {"/", "/api/promotions", "/sitemap.xml"}) {
    auto plain = stack->get(path);
    ASSERT_EQ(plain.status, 200) << path;
    if (plain.body.size() < 1024) continue;  // small answers stay as they are
    auto br = http("GET", stack->url(path), "", {"Accept-Encoding: br"});
    EXPECT_EQ(br.headers["content-encoding"], "br") << path;
    EXPECT_EQ(br.headers["vary"], "Accept-Encoding") << path;
    EXPECT_LT(br.body.size(), plain.body.size()) << path;
    auto gz = http("GET", stack->url(path), "", {"Accept-Encoding: gzip;q=1, br;q=0"});
    EXPECT_EQ(gz.headers["content-encoding"], "gzip") << path;
    EXPECT_EQ(gz.body.substr(0, 2), std::string("\x1f\x8b")) << path << ": a gzip stream";
  }
  auto page = http("GET", stack->url("/"), "", {"Accept-Encoding: br"});
  EXPECT_EQ(page.headers["content-encoding"], "br") << "the home page is over 1 KiB";
}

TEST_F(SeoPages, StaticFilesWithTheirTypesAndLifetimesAndNothingOutsideTheRoot) {
  auto js = stack->get("/assets/index-abc123.js");
  ASSERT_EQ(js.status, 200);
  EXPECT_EQ(js.body, "console.log('uygulama');");
  EXPECT_EQ(js.headers["content-type"], "text/javascript; charset=utf-8");
  EXPECT_EQ(js.headers["cache-control"], "public, max-age=31536000, immutable");
  auto ico = stack->get("/favicon.ico");
  EXPECT_EQ(ico.headers["content-type"], "image/x-icon");
  EXPECT_EQ(ico.headers["cache-control"], "public, max-age=300");
  EXPECT_EQ(http("GET", stack->url("/favicon.ico"), "", {"If-None-Match: " + ico.headers["etag"]}).status, 304);

  for (const char* path : {"/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt", "/.env", "/%2eenv",
                           "/assets/%2e%2e/%2e%2e/secret.txt"}) {
    auto r = stack->get(path);
    EXPECT_EQ(r.status, 404) << path;
    EXPECT_EQ(r.body.find("GIZLI"), std::string::npos) << path;
  }
}

TEST_F(SeoPages, PagesCarryEtagsToo) {
  auto first = stack->get("/bonuslar");
  ASSERT_FALSE(first.headers["etag"].empty());
  EXPECT_EQ(first.headers["cache-control"], "public, max-age=30");
  EXPECT_EQ(http("GET", stack->url("/bonuslar"), "", {"If-None-Match: " + first.headers["etag"]}).status, 304);
}

std::vector<std::map<std::string, std::string>> sitemap_urls(const std::string& xml) {
  std::istringstream in(xml);
  boost::property_tree::ptree tree;
  boost::property_tree::read_xml(in, tree);  // throws on malformed XML
  std::vector<std::map<std::string, std::string>> urls;
  for (const auto& [name, node] : tree.get_child("urlset")) {
    if (name != "url") continue;
    std::map<std::string, std::string> u;
    for (const auto& [field, value] : node) u[field] = value.data();
    urls.push_back(u);
  }
  return urls;
}

TEST_F(SeoPages, SitemapListsStaticPagesCasinosAndPublishedPostsOnThePublicOrigin) {
  auto r = stack->get("/sitemap.xml");
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.headers["content-type"], "application/xml; charset=utf-8");
  EXPECT_EQ(stack->get("/sitemap").body, r.body);
  auto urls = sitemap_urls(r.body);
  auto lastmod = [&](const std::string& table, const std::string& id) {
    return sql_rows(stack->pg_url(), "SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"+00:00\"') FROM proj." +
                                         table + " WHERE id = '" + id + "'")[0][0];
  };
  const std::vector<std::map<std::string, std::string>> expected{
      {{"loc", kOrigin + "/"}, {"changefreq", "weekly"}, {"priority", "1.0"}},
      {{"loc", kOrigin + "/blog"}, {"changefreq", "weekly"}, {"priority", "0.7"}},
      {{"loc", kOrigin + "/bonuslar"}, {"changefreq", "daily"}, {"priority", "0.9"}},
      {{"loc", kOrigin + "/guvenilir-siteler"}, {"changefreq", "weekly"}, {"priority", "0.8"}},
      {{"loc", kOrigin + "/casino/ay-casino"}, {"lastmod", lastmod("casinos", ay)}, {"changefreq", "weekly"}, {"priority", "0.8"}},
      {{"loc", kOrigin + "/casino/gunes-casino"}, {"lastmod", lastmod("casinos", gunes)}, {"changefreq", "weekly"}, {"priority", "0.8"}},
      {{"loc", kOrigin + "/blog/rehber-yazisi"}, {"lastmod", lastmod("blog_posts", seo_post)}, {"changefreq", "monthly"}, {"priority", "0.6"}},
      {{"loc", kOrigin + "/blog/sade-yazi"}, {"lastmod", lastmod("blog_posts", plain_post)}, {"changefreq", "monthly"}, {"priority", "0.6"}},
      {{"loc", kOrigin + "/blog/zararli"}, {"lastmod", lastmod("blog_posts", hostile_post)}, {"changefreq", "monthly"}, {"priority", "0.6"}},
  };
  EXPECT_EQ(urls, expected);

  auto robots = stack->get("/robots.txt");
  EXPECT_EQ(robots.headers["content-type"], "text/plain; charset=utf-8");
  EXPECT_NE(robots.body.find("Sitemap: " + kOrigin + "/sitemap.xml"), std::string::npos);
}

// The spec's text when the sitemap cannot be produced (here: its table is gone for a moment).
TEST_F(SeoPages, ASitemapThatCannotBeReadAnswersErrorGeneratingSitemap) {
  sql_rows(stack->pg_url(), "ALTER TABLE proj.sitemap RENAME TO sitemap_away");
  auto r = stack->get("/sitemap.xml?unkept=1");  // a query of its own: no kept answer
  sql_rows(stack->pg_url(), "ALTER TABLE proj.sitemap_away RENAME TO sitemap");
  EXPECT_EQ(r.status, 503);
  EXPECT_EQ(r.body, "Error generating sitemap");
  EXPECT_EQ(r.headers["content-type"], "text/plain; charset=utf-8");
  EXPECT_EQ(stack->get("/sitemap.xml?unkept=2").status, 200);
}

TEST_F(SeoPages, TheWorkerRebuildsTheSitemapWhenContentChanges) {
  writer->write("blog_post.published", draft, {{"id", draft}, {"published_at", minutes_ago(0)}});
  writer->write("casino.deleted", gunes, {{"id", gunes}});
  stack->wait_all_projected();
  auto has = [](const std::vector<std::map<std::string, std::string>>& urls, const std::string& loc) {
    for (const auto& u : urls)
      if (u.at("loc") == loc) return true;
    return false;
  };
  eventually([&] {
    auto urls = sitemap_urls(stack->get("/sitemap.xml").body);
    return has(urls, kOrigin + "/blog/taslak") && !has(urls, kOrigin + "/casino/gunes-casino");
  });
  EXPECT_EQ(sitemap_urls(stack->get("/sitemap.xml").body).size(), 9U);
}

}  // namespace
