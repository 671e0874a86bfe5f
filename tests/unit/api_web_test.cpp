// The api's pure parts of the public site: HTML injection and escaping, static file paths and
// types, query strings, demo images.
#include <gtest/gtest.h>

#include <unistd.h>
#include <filesystem>
#include <fstream>

#include "handlers/demo_images.hpp"
#include "http/query.hpp"
#include "web/html_injection.hpp"
#include "web/static_files.hpp"

namespace {

namespace fs = std::filesystem;
using namespace api::web;

TEST(ApiHtmlInjection, HeadTagsAreEscaped) {
  PageMeta m;
  m.title = "Bonus \"<b>&</b>\" 'x'";
  m.description = "</title><script>alert(1)</script>";
  m.canonical_url = "https://bonus.example/a?b=1&c=2";
  m.site_name = "Rehber";
  const std::string head = render_head(m);
  EXPECT_NE(head.find("<title>Bonus &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot; &#39;x&#39;</title>"),
            std::string::npos)
      << head;
  EXPECT_EQ(head.find("<script>alert"), std::string::npos);
  EXPECT_NE(head.find("<link rel=\"canonical\" href=\"https://bonus.example/a?b=1&amp;c=2\">"),
            std::string::npos);
  EXPECT_NE(head.find("<meta property=\"og:title\" content=\"Bonus &quot;&lt;b&gt;"), std::string::npos);
  EXPECT_EQ(head.find("name=\"robots\""), std::string::npos);
  m.noindex = true;
  EXPECT_NE(render_head(m).find("<meta name=\"robots\" content=\"noindex\">"), std::string::npos);
}

TEST(ApiHtmlInjection, JsonLdCannotCloseItsScript) {
  PageMeta m;
  m.title = "t";
  m.json_ld = {{"@type", "BlogPosting"}, {"headline", "</script><script>alert(1)</script>"}};
  const std::string head = render_head(m);
  const auto open = head.find("<script type=\"application/ld+json\">");
  ASSERT_NE(open, std::string::npos);
  EXPECT_EQ(head.find("</script>", open), head.rfind("</script>")) << "only the element's own end tag";
  EXPECT_NE(head.find("\\u003c/script\\u003e"), std::string::npos);
}

TEST(ApiHtmlInjection, InitialDataIsAnEscapedObjectKeyedByUrl) {
  const std::string script =
      render_initial_data({{"/api/hero", R"({"title":"a"})"},
                           {"/api/comments", R"([{"comment":"</script><!-- x & y \u2028"}])"}});
  EXPECT_TRUE(script.starts_with(
      "<script id=\"initial-data\" type=\"application/json\">{\"/api/hero\":{\"title\":\"a\"},"));
  EXPECT_TRUE(script.ends_with("</script>"));
  const std::string inner = script.substr(0, script.size() - 9);
  EXPECT_EQ(inner.find('<', 1), std::string::npos) << "no raw '<' inside the element";
  EXPECT_NE(inner.find("\\u003c/script\\u003e\\u003c!-- x \\u0026 y"), std::string::npos) << inner;
  // The escaped text is still the same JSON.
  const auto json_text = inner.substr(inner.find('>') + 1);
  auto v = boost::json::parse(json_text).as_object();
  EXPECT_EQ(v.at("/api/comments").as_array()[0].at("comment").as_string(), "</script><!-- x & y \u2028");
}

TEST(ApiHtmlInjection, LineSeparatorsAreEscaped) {
  EXPECT_EQ(escape_json_for_script("\"a\xE2\x80\xA8"
                                   "b\xE2\x80\xA9\""),
            "\"a\\u2028b\\u2029\"");
}

TEST(ApiHtmlInjection, MarkersAreReplacedAndTheTemplatesTitleRemoved) {
  const std::string html = inject(
      "<html><head><title>Vite App</title><!--seo--></head><body><div "
      "id=\"root\"></div><!--initial-data--></body></html>",
      "<title>Sayfa</title>", "<script>data</script>");
  EXPECT_EQ(html,
            "<html><head><title>Sayfa</title></head><body><div "
            "id=\"root\"></div><script>data</script></body></html>");
}

TEST(ApiHtmlInjection, WithoutMarkersTagsGoBeforeTheClosingTags) {
  EXPECT_EQ(inject("<html><HEAD></HEAD><BODY>x</BODY></html>", "<title>t</title>", "<script>d</script>"),
            "<html><HEAD><title>t</title></HEAD><BODY>x<script>d</script></BODY></html>");
}

class StaticFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    root = fs::temp_directory_path() / ("bonus-static-" + std::to_string(::getpid()));
    fs::create_directories(root / "assets");
    fs::create_directories(root.parent_path() / ("bonus-outside-" + std::to_string(::getpid())));
    std::ofstream(root / "index.html") << "<html></html>";
    std::ofstream(root / "assets" / "app-1a2b.js") << "console.log(1)";
    std::ofstream(root / ".env") << "SECRET=1";
    outside = root.parent_path() / ("bonus-outside-" + std::to_string(::getpid())) / "secret.txt";
    std::ofstream(outside) << "secret";
    fs::create_symlink(outside, root / "link.txt");
  }
  void TearDown() override {
    fs::remove_all(root);
    fs::remove_all(outside.parent_path());
  }
  fs::path root, outside;
};

TEST_F(StaticFiles, FilesInsideTheRootResolve) {
  auto f = resolve_static(root, "/assets/app-1a2b.js");
  ASSERT_TRUE(f);
  EXPECT_EQ(f->filename(), "app-1a2b.js");
  EXPECT_TRUE(resolve_static(root, "/index.html"));
}

TEST_F(StaticFiles, NothingOutsideTheRootOrHidden) {
  EXPECT_FALSE(resolve_static(root, "/../" + outside.parent_path().filename().string() + "/secret.txt"));
  EXPECT_FALSE(resolve_static(root, "/assets/../../etc/passwd"));
  EXPECT_FALSE(resolve_static(root, "/./index.html"));
  EXPECT_FALSE(resolve_static(root, "/.env"));
  EXPECT_FALSE(resolve_static(root, "/link.txt")) << "a symlink leading out of the root";
  EXPECT_FALSE(resolve_static(root, "/assets\\..\\index.html"));
  EXPECT_FALSE(resolve_static(root, std::string("/index.html\0x", 13)));
  EXPECT_FALSE(resolve_static(root, "//index.html"));
  EXPECT_FALSE(resolve_static(root, "/assets/"));
  EXPECT_FALSE(resolve_static(root, "/assets")) << "a directory is not a file";
  EXPECT_FALSE(resolve_static(root, "/missing.js"));
  EXPECT_FALSE(resolve_static(root, "index.html"));
  EXPECT_FALSE(resolve_static("", "/index.html"));
}

TEST(ApiStaticFiles, ContentTypesAndCacheLifetimes) {
  EXPECT_EQ(content_type_for("a/app.JS"), "text/javascript; charset=utf-8");
  EXPECT_EQ(content_type_for("style.css"), "text/css; charset=utf-8");
  EXPECT_EQ(content_type_for("logo.svg"), "image/svg+xml");
  EXPECT_EQ(content_type_for("font.woff2"), "font/woff2");
  EXPECT_EQ(content_type_for("x.unknown"), "application/octet-stream");
  EXPECT_EQ(cache_control_for("/assets/app-1a2b.js"), "public, max-age=31536000, immutable");
  EXPECT_EQ(cache_control_for("/favicon.ico"), "public, max-age=300");
}

TEST(ApiQuery, ParametersAreDecoded) {
  EXPECT_EQ(api::query_param("search=ho%C5%9F+geldin&limit=4", "search"), "hoş geldin");
  EXPECT_EQ(api::query_param("search=ho%C5%9F+geldin&limit=4", "limit"), "4");
  EXPECT_EQ(api::query_param("a=1&a=2", "a"), "1");
  EXPECT_EQ(api::query_param("flag&x=", "flag"), "");
  EXPECT_EQ(api::query_param("x=", "x"), "");
  EXPECT_FALSE(api::query_param("", "x"));
  EXPECT_FALSE(api::query_param("xy=1", "x"));
}

TEST(ApiDemoImages, OnlyKnownKindsAndPlainNames) {
  auto svg = api::demo_images::render("logo", "altin-yildiz-casino");
  ASSERT_TRUE(svg);
  EXPECT_TRUE(svg->starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"120\""));
  EXPECT_NE(svg->find(">Altin Yildiz Casino</text>"), std::string::npos);
  EXPECT_TRUE(api::demo_images::render("splash", "a1"));
  EXPECT_FALSE(api::demo_images::render("other", "a"));
  EXPECT_FALSE(api::demo_images::render("logo", "<script>"));
  EXPECT_FALSE(api::demo_images::render("logo", "A"));
  EXPECT_FALSE(api::demo_images::render("logo", ""));
  EXPECT_FALSE(api::demo_images::render("logo", std::string(81, 'a')));
}

TEST(ApiDemoImages, DrawTheGivenTitleWithTurkishLettersEscaped) {
  auto svg = api::demo_images::render("promo", "100-hos-geldin-bonusu", "%100 Hoş Geldin <Bonusu>");
  ASSERT_TRUE(svg);
  EXPECT_NE(svg->find(">%100 Hoş Geldin &lt;Bonusu&gt;</text>"), std::string::npos) << *svg;
  auto plain = api::demo_images::render("promo", "100-hos-geldin-bonusu", std::string_view("bad \xFF byte"));
  ASSERT_TRUE(plain);
  EXPECT_NE(plain->find(">100 Hos Geldin Bonusu</text>"), std::string::npos) << "invalid UTF-8 falls back to the name";
  EXPECT_NE(api::demo_images::render("promo", "x1", std::string(81, 'a'))->find(">X1</text>"), std::string::npos)
      << "an over-long title falls back to the name";
}

}  // namespace
