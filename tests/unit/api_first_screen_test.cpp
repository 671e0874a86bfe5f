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

// A hostile text, and what it must become wherever a renderer writes it.
const std::string kHostile = "</p><script>alert(1)</script><img src=x onerror=\"alert('x')\"> & Co";
const std::string kEscaped = "&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Co";

void expect_only_text(const std::string& html) {
  EXPECT_EQ(html.find("<script"), std::string::npos) << html;
  EXPECT_EQ(html.find("<img src=x"), std::string::npos) << html;
  EXPECT_EQ(html.find("onerror=\"alert"), std::string::npos) << html;
  EXPECT_EQ(count(html, "<h1"), 1u) << html;
}

TEST(ApiFirstScreen, HostilePromotionTextsAreEscapedEverywhere) {
  const json::object promotion{{"title", kHostile},
                               {"short_description", kHostile},
                               {"category", kHostile},
                               {"category_slug", "a\"><script>b</script>"},
                               {"image_url", "/x.png\" onload=\"alert(1)"},
                               {"is_timed", true},
                               {"casino", json::object{{"name", kHostile}, {"slug", "c"}}}};
  const std::string html = first_screen_promotion(promotion, "/bonuslar");
  expect_only_text(html);
  // The title (h1 and the picture's alt), the summary, the category and the casino's name.
  EXPECT_EQ(count(html, kEscaped), 5u) << html;
  EXPECT_NE(html.find("src=\"/x.png&quot; onload=&quot;alert(1)\""), std::string::npos) << html;
  EXPECT_NE(html.find("href=\"/bonuslar?kategori=a%22%3E%3Cscript%3Eb%3C%2Fscript%3E\""), std::string::npos) << html;
  EXPECT_NE(html.find("fetchpriority=\"high\""), std::string::npos) << "the picture is the first screen's largest";
  EXPECT_NE(html.find("width=\"1280\" height=\"720\""), std::string::npos);
  EXPECT_NE(html.find(">Süreli</span>"), std::string::npos);
  EXPECT_NE(html.find("aria-current=\"page\" class=\"rounded-lg px-4 py-2 text-sm font-medium transition-colors "
                      "text-amber-300\" href=\"/bonuslar\""),
            std::string::npos);
}

TEST(ApiFirstScreen, APromotionTakesTheAppsFallbacks) {
  // No casino: 'Diğer'; no picture: the placeholder; no short description: the description's
  // text, its first 120 characters and '...'; not timed: no tag; no category: no link.
  const std::string description = "<p>Kısa&nbsp;bir</p>\n<ul><li>" + std::string(200, 'x') + "</li></ul>";
  const std::string html = first_screen_promotion(
      json::object{{"title", "T"}, {"short_description", "  "}, {"description", description}, {"image_url", " "}, {"is_timed", false}}, "");
  EXPECT_NE(html.find("<span class=\"font-semibold text-amber-300\">Diğer</span></div>"), std::string::npos) << html;
  EXPECT_NE(html.find("src=\"/placeholder-promotion.svg\""), std::string::npos) << html;
  EXPECT_NE(html.find("<p class=\"text-lg text-slate-300\">Kısa bir " + std::string(111, 'x') + "...</p>"), std::string::npos) << html;
  EXPECT_EQ(html.find("Süreli"), std::string::npos);
  EXPECT_EQ(html.find("aria-current"), std::string::npos) << "/promotion/{id} is under no link of the navigation";
  const std::string trimmed = first_screen_promotion(json::object{{"short_description", "\u00a0 Özet \t"}}, "");
  EXPECT_NE(trimmed.find("<p class=\"text-lg text-slate-300\">Özet</p>"), std::string::npos) << trimmed;
}

TEST(ApiFirstScreen, HostileCasinoTextsAreEscapedEverywhere) {
  const std::string html = first_screen_casino(json::object{{"name", kHostile},
                                                            {"logo_url", "\"><script>x</script>"},
                                                            {"promo_count", 7},
                                                            {"description", kHostile},
                                                            {"slug", "a\"/><script>b"},
                                                            {"url", "https://x.example"}},
                                               json::array{});
  expect_only_text(html);
  EXPECT_EQ(count(html, kEscaped), 3u) << "the name in the h1, the logo's alt and the promotions' heading";
  EXPECT_EQ(count(html, kEscaped + " logosu"), 1u);
  EXPECT_EQ(count(html, kEscaped + " Promosyonları</h2>"), 1u) << html;
  EXPECT_NE(html.find("src=\"&quot;&gt;&lt;script&gt;x&lt;/script&gt;\""), std::string::npos) << html;
  EXPECT_NE(html.find(">7 Promosyon</p>"), std::string::npos);
  EXPECT_NE(html.find("<a href=\"/git/a%22%2F%3E%3Cscript%3Eb\" target=\"_blank\" rel=\"sponsored nofollow noopener\""),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("width=\"192\" height=\"108\" loading=\"eager\" decoding=\"async\" fetchpriority=\"high\""), std::string::npos)
      << "without promotions the logo is the largest picture";
  EXPECT_EQ(html.find("aria-current"), std::string::npos) << "a casino's page is under no link of the navigation";
  EXPECT_NE(first_screen_casino(json::object{{"name", "A"}}, {}).find("src=\"/placeholder-casino.svg\""), std::string::npos);
  EXPECT_EQ(first_screen_casino(json::object{{"name", "A"}}, {}).find("Siteye Git"), std::string::npos) << "no URL, no link";
}

TEST(ApiFirstScreen, ACasinosDescriptionIsCleanedAndItsHeadingsStartAtH2) {
  const std::string html = first_screen_casino(
      json::object{{"name", "A"},
                   {"description", "<h1 class=\"x\">Bir</h1><p onclick=\"alert(1)\">metin</p><script>alert(2)</script>"
                                   "<H2>İki</H2><h3>Üç</h3><a href=\"javascript:alert(3)\">l</a>"}},
      {});
  EXPECT_EQ(html.find("<script"), std::string::npos) << html;
  EXPECT_EQ(html.find("onclick"), std::string::npos) << html;
  EXPECT_EQ(html.find("javascript:"), std::string::npos) << html;
  EXPECT_NE(html.find("<div class=\"prose-content text-slate-300\"><h2"), std::string::npos) << html;
  EXPECT_NE(html.find(">Bir</h2>"), std::string::npos) << html;
  EXPECT_NE(html.find(">İki</h3>"), std::string::npos) << html;
  EXPECT_NE(html.find(">Üç</h4>"), std::string::npos) << html;
  // Already from h2: as stored.
  EXPECT_NE(first_screen_casino(json::object{{"description", "<h2>x</h2><h3>y</h3>"}}, {}).find("<h2>x</h2><h3>y</h3>"),
            std::string::npos);
}

// Promotions as the api answers them, hostile in every text and link.
json::array hostile_promotions(int n) {
  json::array out;
  for (int i = 0; i < n; ++i)
    out.push_back(json::object{{"id", "p\"" + std::to_string(i)},
                               {"title", kHostile},
                               {"slug", "s\"" + std::to_string(i)},
                               {"short_description", kHostile},
                               {"category", i == 1 ? "" : kHostile},
                               {"is_timed", i == 0},
                               {"image_url", i == 2 ? "" : "/p.png\" onload=\"alert(1)"},
                               {"casino", json::object{{"name", i == 1 ? "" : kHostile}, {"slug", "c"}}}});
  return out;
}

TEST(ApiFirstScreen, HostilePromotionCardsAreEscapedEverywhere) {
  const std::string html = first_screen_casino(json::object{{"name", "A"}, {"url", "https://a.example"}, {"slug", "a"}},
                                               hostile_promotions(6));
  expect_only_text(html);
  EXPECT_EQ(count(html, "data-testid=\"promotion-card\""), 4u) << "the first four cards";
  // Each card: the title (alt, link), the summary, the category and the casino; the second has neither.
  EXPECT_EQ(count(html, kEscaped), 4u * 5u - 2u) << html;
  EXPECT_EQ(count(html, "src=\"/p.png&quot; onload=&quot;alert(1)\""), 3u) << html;
  EXPECT_EQ(count(html, "src=\"/placeholder-promotion.svg\""), 1u);
  EXPECT_NE(html.find("<h3 id=\"promotion-title-p&quot;0\""), std::string::npos) << html;
  EXPECT_NE(html.find("aria-labelledby=\"promotion-title-p&quot;0\""), std::string::npos) << html;
  EXPECT_NE(html.find("href=\"/bonuslar/c/s%220\">"), std::string::npos) << html;
  EXPECT_NE(html.find("href=\"/git/c/s%220\" target=\"_blank\" rel=\"sponsored nofollow noopener\""), std::string::npos);
  EXPECT_EQ(count(html, ">Süreli</span>"), 1u);
  EXPECT_NE(html.find(">Diğer</span>"), std::string::npos) << "a card without a casino's name";
  // The first card's picture is the largest (the logo is not), the others load lazily as in the app.
  EXPECT_EQ(count(html, "fetchpriority=\"high\""), 1u);
  EXPECT_NE(html.find("width=\"640\" height=\"360\" loading=\"eager\" decoding=\"async\" fetchpriority=\"high\""), std::string::npos);
  EXPECT_EQ(count(html, "loading=\"lazy\""), 3u);
  EXPECT_NE(html.find("<div class=\"grid items-start gap-6 sm:grid-cols-2\" data-testid=\"promotion-grid\">"), std::string::npos);
}

TEST(ApiFirstScreen, TheBonusesPageCarriesItsFiltersCountAndFirstCards) {
  const json::object answer{{"items", hostile_promotions(24)}, {"total", 50}, {"all", 60}, {"page", 2}, {"per_page", 24}};
  const json::array categories{json::object{{"name", kHostile}, {"slug", "x"}, {"promotion_count", 3}},
                               json::object{{"name", "Boş"}, {"slug", "bos"}, {"promotion_count", 0}}};
  const std::string html = first_screen_bonuses(answer, categories, 2, "<noscript>liste</noscript>");
  expect_only_text(html);
  EXPECT_EQ(count(html, "data-testid=\"promotion-card\""), 6u) << "the first six cards";
  EXPECT_EQ(count(html, "<h2 id=\"promotion-title-"), 6u) << "the cards' titles are h2 under the page's h1";
  EXPECT_NE(html.find(">Tüm Bonuslar <span class=\"opacity-70\">(60)</span></button>"), std::string::npos) << html;
  EXPECT_NE(html.find(">" + kEscaped + " <span class=\"opacity-70\">(3)</span></button>"), std::string::npos) << html;
  EXPECT_EQ(html.find("Boş"), std::string::npos) << "a category without promotions has no chip";
  EXPECT_NE(html.find(">50 promosyon listeleniyor · Sayfa 2 / 3</p>"), std::string::npos) << html;
  EXPECT_NE(html.find("sm:grid-cols-2 lg:grid-cols-3"), std::string::npos);
  EXPECT_EQ(count(html, "fetchpriority=\"high\""), 1u);
  EXPECT_NE(html.find("</article></div></div></div><noscript>liste</noscript></div></main></div>"), std::string::npos) << html;
  // One page: no page in the count line. No promotions, or past the end: title, intro and the list only.
  const json::object one{{"items", hostile_promotions(1)}, {"total", 1}, {"all", 1}, {"per_page", 24}};
  EXPECT_NE(first_screen_bonuses(one, {}, 1, "").find(">1 promosyon listeleniyor</p>"), std::string::npos);
  const json::object none{{"items", json::array{}}, {"total", 50}, {"all", 50}, {"per_page", 24}};
  EXPECT_EQ(first_screen_bonuses(none, categories, 9, "<noscript>liste</noscript>"), first_screen_bonuses("<noscript>liste</noscript>"));
}

TEST(ApiFirstScreen, TheCasinoListHasItsTitleAndTheListWithoutJavaScriptUnderIt) {
  const std::string html = first_screen_casinos("<noscript>liste</noscript>");
  EXPECT_EQ(count(html, "<h1"), 1u);
  EXPECT_NE(html.find("<h1 class=\"text-3xl font-extrabold text-white md:text-4xl\">Güvenilir Siteler</h1>"), std::string::npos);
  EXPECT_NE(html.find("görün.</p></div><noscript>liste</noscript></div></main></div>"), std::string::npos) << html;
  EXPECT_NE(html.find("aria-current=\"page\" class=\"rounded-lg px-4 py-2 text-sm font-medium transition-colors "
                      "text-amber-300\" href=\"/guvenilir-siteler\""),
            std::string::npos);
}

TEST(ApiFirstScreen, HostileBlogTextsAreEscapedEverywhere) {
  json::array latest;
  for (int i = 0; i < 7; ++i)
    latest.push_back(json::object{{"id", "p" + std::to_string(i)},
                                  {"title", kHostile},
                                  {"slug", "s\"" + std::to_string(i)},
                                  {"is_timed", i == 0},
                                  {"image_url", i == 0 ? "" : "/p.png"},
                                  {"casino", json::object{{"name", i == 1 ? "" : kHostile}, {"slug", "c"}}}});
  const std::string html = first_screen_blog_post(
      json::object{{"title", kHostile}, {"category", kHostile}, {"content", "<h1>x</h1>" + kHostile}}, latest);
  expect_only_text(html);
  // The title and category of the post; the first five promotions' titles (link and alt) and
  // casinos but the one without a name ('Diğer'); the content comes with the app.
  EXPECT_EQ(count(html, kEscaped), 2u + 5u * 2u + 4u) << html;
  EXPECT_EQ(count(html, "<li "), 5u) << "the first five, as the app shows them";
  EXPECT_NE(html.find(">Daha Fazlasını Gör</button>"), std::string::npos);
  EXPECT_NE(html.find("href=\"/git/c/s%220\" target=\"_blank\" rel=\"sponsored nofollow noopener\""), std::string::npos) << html;
  EXPECT_NE(html.find("href=\"/bonuslar/c/s%220\""), std::string::npos) << html;
  EXPECT_EQ(count(html, ">Süreli</span>"), 1u);
  EXPECT_NE(html.find("src=\"/placeholder-promotion.svg\""), std::string::npos);
  EXPECT_NE(html.find(">Diğer</p>"), std::string::npos);
  EXPECT_EQ(html.find("fetchpriority"), std::string::npos) << "no picture of this first screen is the largest";
  EXPECT_NE(html.find("aria-current=\"page\" class=\"rounded-lg px-4 py-2 text-sm font-medium transition-colors "
                      "text-amber-300\" href=\"/blog\""),
            std::string::npos);
  const std::string empty = first_screen_blog_post(json::object{{"title", "Yazı"}}, json::array{});
  EXPECT_NE(empty.find("<p>Bu kriterlere uygun promosyon bulunamadı.</p>"), std::string::npos) << empty;
  EXPECT_EQ(empty.find("<span class=\"inline-block"), std::string::npos) << "no category, no badge";
}

}  // namespace
