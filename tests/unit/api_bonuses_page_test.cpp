// The /bonuslar page's pure parts: reading its query as the web app does, the API URL it embeds
// (the app's promotionSearchUrl), its links (the app's bonusesHref), and the escaped list a
// reader without JavaScript sees.
#include <gtest/gtest.h>

#include "handlers/bonuses_page.hpp"

namespace {

using namespace api::spa;
namespace json = boost::json;

TEST(ApiBonusesPage, ReadsThePageAsTheWebAppDoes) {
  auto q = bonuses_query("q=++ho%C5%9F+geldin+&kategori=hos-geldin&sayfa=3");
  EXPECT_EQ(q.search, "hoş geldin");
  EXPECT_EQ(q.category, "hos-geldin");
  EXPECT_EQ(q.page, 3);
  for (const char* odd : {"sayfa=0", "sayfa=abc", "sayfa=-2", "sayfa=1234567", "sayfa=", ""})
    EXPECT_EQ(bonuses_query(odd).page, 1) << odd;
}

TEST(ApiBonusesPage, TheApiUrlAndThePageLinksNameOnlyWhatIsSet) {
  BonusesQuery q{"hoş geldin & 100%", "hos-geldin", 2};
  EXPECT_EQ(bonuses_api_url(q), "/api/promotions/search?search=ho%C5%9F%20geldin%20%26%20100%25&category=hos-geldin&page=2");
  EXPECT_EQ(bonuses_path(q, 3), "/bonuslar?q=ho%C5%9F+geldin+%26+100%25&kategori=hos-geldin&sayfa=3")
      << "as URLSearchParams writes it";
  EXPECT_EQ(bonuses_api_url({}), "/api/promotions/search");
  EXPECT_EQ(bonuses_path({}, 1), "/bonuslar");
}

TEST(ApiBonusesPage, LinksStopAtTheEnds) {
  const json::object answer{{"items", json::array{}}, {"total", 49}, {"page", 1}, {"per_page", 24}};
  auto first = bonuses_links({"", "", 1}, answer);
  EXPECT_EQ(first.pages, 3);
  EXPECT_EQ(first.prev, "");
  EXPECT_EQ(first.next, "/bonuslar?sayfa=2");
  auto last = bonuses_links({"", "", 3}, answer);
  EXPECT_EQ(last.prev, "/bonuslar?sayfa=2");
  EXPECT_EQ(last.next, "");
  auto beyond = bonuses_links({"", "", 40}, answer);
  EXPECT_EQ(beyond.prev, "/bonuslar?sayfa=3") << "back to the last page";
  EXPECT_EQ(bonuses_links({"", "", 1}, json::object{{"total", 0}, {"per_page", 24}}).pages, 1);
}

TEST(ApiBonusesPage, TheListWithoutJavaScriptIsEscaped) {
  const json::object answer{
      {"items", json::array{json::object{{"id", "p1"},
                                         {"title", "</noscript><script>alert(1)</script>"},
                                         {"slug", "x"},
                                         {"casino", json::object{{"name", "A & B"}, {"slug", "a-b"}}},
                                         {"short_description", "\"kısa\""}},
                            json::object{{"id", "p2"}, {"title", "Casinosuz"}, {"slug", "c"}, {"casino", nullptr}}}},
      {"total", 2},
      {"page", 1},
      {"per_page", 24}};
  const std::string html = bonuses_fallback_html({}, answer);
  EXPECT_EQ(html.find("<script>"), std::string::npos) << html;
  EXPECT_NE(html.find("&lt;/noscript&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a> — A &amp; B: &quot;kısa&quot;</li>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<a href=\"/bonuslar/a-b/x\""), std::string::npos) << html;
  EXPECT_NE(html.find("<a href=\"/promotion/p2\""), std::string::npos) << html;
  EXPECT_NE(html.find("2 promosyon · Sayfa 1 / 1"), std::string::npos);
  // The page's one h1 is the first screen's title, above this list.
  EXPECT_EQ(html.find("<h1"), std::string::npos) << html;
  // Under the first screen's cards it goes on with the promotions after them, and keeps the page links.
  const std::string rest = bonuses_fallback_html({}, answer, 1);
  EXPECT_EQ(rest.find("/bonuslar/a-b/x"), std::string::npos) << rest;
  EXPECT_NE(rest.find("<li><a href=\"/promotion/p2\""), std::string::npos) << rest;
  EXPECT_NE(rest.find("2 promosyon · Sayfa 1 / 1"), std::string::npos);
}

}  // namespace
