// The first screen the api writes into #root (api/src/web/first_screen_*.cpp): hostile texts
// from the back office come out as text, never as markup; the app's defaults fill what the hero
// answer lacks; the current page's link is marked. That it is the app's own markup is the browser
// test's job (webapp/e2e/scenarios/first-screen.mjs).
#include <gtest/gtest.h>

#include "web/first_screen.hpp"

namespace {

using namespace api::web;
namespace json = boost::json;

std::size_t count(const std::string& hay, std::string_view needle) {
  std::size_t n = 0;
  for (auto at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + 1)) ++n;
  return n;
}

TEST(ApiFirstScreen, HostileHeroTextsAreEscapedEverywhere) {
  const std::string hostile = "</p><script>alert(1)</script><img src=x onerror=\"alert('x')\"> & Co";
  const json::object hero{{"upper_title", hostile}, {"main_title", hostile},  {"highlighted_text", hostile},
                          {"description", hostile}, {"button_text", hostile}, {"button_url", "/\"><script>x</script>"}};
  const std::string html = first_screen_home(hero);
  EXPECT_EQ(html.find("<script"), std::string::npos) << html;
  EXPECT_EQ(html.find("<img src=x"), std::string::npos) << html;
  EXPECT_EQ(html.find("onerror=\"alert"), std::string::npos) << html;
  const std::string escaped = "&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Co";
  EXPECT_EQ(count(html, escaped), 5u) << html;
  EXPECT_NE(html.find("href=\"/&quot;&gt;&lt;script&gt;x&lt;/script&gt;\""), std::string::npos) << html;
  // Only the renderer's own elements: one <h1>, one <section>, one <main>, and the layout's <img> (the logo).
  EXPECT_EQ(count(html, "<h1"), 1u);
  EXPECT_EQ(count(html, "<img"), 1u);
  EXPECT_EQ(count(html, "<section"), 1u);
}

TEST(ApiFirstScreen, TheHeroTakesTheAppsDefaultsForWhatTheAnswerLacks) {
  const std::string html = first_screen_home(json::object{{"main_title", "Yeni <Başlık>"}, {"highlighted_text", nullptr}, {"button_url", ""}});
  EXPECT_NE(html.find(">Yeni &lt;Başlık&gt; <span class=\"text-amber-400\"></span></h1>"), std::string::npos) << html;
  EXPECT_NE(html.find(">Güvenilir Casino Rehberi</p>"), std::string::npos);
  EXPECT_NE(html.find("href=\"#promosyonlar\""), std::string::npos) << "an empty URL is the default, as `url || default`";
  EXPECT_NE(html.find(">Bonusları Keşfet</a>"), std::string::npos);
}

TEST(ApiFirstScreen, TheHeroButtonLeadsWhereTheAppsWould) {
  const auto button = [](std::string url) { return first_screen_home(json::object{{"button_url", url}}); };
  EXPECT_NE(button("https://example.com/x").find("href=\"https://example.com/x\" class=\"inline-flex"), std::string::npos);
  EXPECT_NE(button("https://example.com/x").find("target=\"_blank\" rel=\"noopener noreferrer\""), std::string::npos);
  EXPECT_EQ(button("/bonuslar").find("target="), std::string::npos);
  EXPECT_NE(button("javascript:alert(1)").find("href=\"/javascript:alert(1)\""), std::string::npos)
      << "never a script URL: anything else is a path of the site";
}

TEST(ApiFirstScreen, TheFirstScreenIsMarkedAndTheCurrentPagesLinkToo) {
  for (const std::string& html : {first_screen_bonuses(), first_screen_home({})}) {
    EXPECT_TRUE(html.starts_with("<div data-first-screen class=\"flex min-h-screen flex-col\">")) << html;
    EXPECT_EQ(count(html, "aria-current=\"page\""), 1u);
  }
  EXPECT_NE(first_screen_bonuses().find("aria-current=\"page\" class=\"rounded-lg px-4 py-2 text-sm font-medium transition-colors "
                                        "text-amber-300\" href=\"/bonuslar\">Bonuslar</a>"),
            std::string::npos);
  EXPECT_NE(first_screen_bonuses().find("<h1 class=\"text-3xl font-extrabold text-white md:text-4xl\">Bonuslar</h1>"),
            std::string::npos);
}

TEST(ApiFirstScreen, TheListForReadersWithoutJavaScriptGoesUnderTheTitleInsideTheFirstScreen) {
  const std::string html = first_screen_bonuses("<noscript>liste</noscript>");
  const auto intro = html.find("filtreleyin.</p></div>");
  ASSERT_NE(intro, std::string::npos) << html;
  EXPECT_EQ(html.find("<noscript>liste</noscript></div></main></div>"), intro + std::string("filtreleyin.</p></div>").size())
      << html;
}

}  // namespace
