// The /guvenilir-siteler page's pure parts, on the paging /bonuslar uses (handlers/page_links.hpp):
// the API URL it embeds (the app's casinoPageUrl), its links (the app's casinosHref), and the
// escaped list a reader without JavaScript sees.
#include <gtest/gtest.h>

#include "handlers/casinos_page.hpp"

namespace {

using namespace api::spa;
namespace json = boost::json;

TEST(ApiCasinosPage, TheApiUrlAlwaysNamesThePageAndThePathOnlyAfterTheFirst) {
  EXPECT_EQ(casinos_api_url(1), "/api/casinos?page=1") << "without it the api answers the plain list";
  EXPECT_EQ(casinos_api_url(7), "/api/casinos?page=7");
  EXPECT_EQ(casinos_path(1), "/guvenilir-siteler");
  EXPECT_EQ(casinos_path(3), "/guvenilir-siteler?sayfa=3");
  EXPECT_EQ(page_number("sayfa=4"), 4);
  for (const char* odd : {"sayfa=0", "sayfa=abc", "sayfa=-2", "sayfa=1234567", "sayfa=", ""})
    EXPECT_EQ(page_number(odd), 1) << odd;
}

TEST(ApiCasinosPage, LinksStopAtTheEndsAndPointBackFromPastTheEnd) {
  const json::object answer{{"items", json::array{}}, {"total", 121}, {"page", 1}, {"per_page", 60}};
  auto first = casinos_links(1, answer);
  EXPECT_EQ(first.pages, 3);
  EXPECT_EQ(first.canonical, "/guvenilir-siteler");
  EXPECT_EQ(first.prev, "");
  EXPECT_EQ(first.next, "/guvenilir-siteler?sayfa=2");
  auto last = casinos_links(3, answer);
  EXPECT_EQ(last.canonical, "/guvenilir-siteler?sayfa=3");
  EXPECT_EQ(last.prev, "/guvenilir-siteler?sayfa=2");
  EXPECT_EQ(last.next, "");
  EXPECT_EQ(casinos_links(40, answer).prev, "/guvenilir-siteler?sayfa=3") << "back to the last page";
}

TEST(ApiCasinosPage, TheListWithoutJavaScriptIsEscaped) {
  const json::object answer{
      {"items", json::array{json::object{{"id", "c1"}, {"name", "</noscript><b>A & B</b>"}, {"slug", "a-b"}, {"promo_count", 3}},
                            json::object{{"id", "c2"}, {"name", "Sluğsuz"}, {"slug", ""}, {"promo_count", 0}}}},
      {"total", 62},
      {"page", 2},
      {"per_page", 60}};
  const std::string html = casinos_fallback_html(2, answer);
  EXPECT_EQ(html.find("<b>"), std::string::npos) << html;
  EXPECT_NE(html.find("<a href=\"/casino/a-b\" style=\"color:#fbbf24;text-decoration:underline\">&lt;/noscript&gt;&lt;b&gt;A &amp; B"
                      "&lt;/b&gt;</a> — 3 promosyon</li>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<a href=\"/casino/c2\""), std::string::npos) << "by id when it has no slug";
  EXPECT_NE(html.find("62 casino sitesi · Sayfa 2 / 2"), std::string::npos) << html;
  EXPECT_NE(html.find("<a rel=\"prev\" href=\"/guvenilir-siteler\""), std::string::npos) << html;
  EXPECT_EQ(html.find("rel=\"next\""), std::string::npos);
  // The page's one h1 is the first screen's title, above this list.
  EXPECT_EQ(html.find("<h1"), std::string::npos) << html;
}

}  // namespace
