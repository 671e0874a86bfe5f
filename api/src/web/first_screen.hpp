// The first screen of a public page, written by the api into #root so that a phone paints the
// page from the HTML, before the app's script has arrived (docs/first-paint.md). Each renderer
// writes what the web app's components render for the same data — the same elements, class
// names and texts — so the app's stylesheet lays it out exactly as the app will, and the app,
// rendered hidden beside it, takes its place in one frame (webapp/src/lib/first-paint.ts). The
// browser test "the server's first screen is the app's render" keeps the two equal. Every text
// goes through escape_html.
#pragma once
#include <boost/json.hpp>
#include <string>
#include <string_view>

namespace api::web {

// The attribute that marks the server's first screen (the app removes that element when it takes over).
inline constexpr std::string_view kFirstScreenAttribute = "data-first-screen";

// The public layout (webapp/src/app/routes/public-layout.tsx): the skip link, the header with the
// navigation (the link of `active_path` marked current) and <main> holding `main_html`, in an
// element marked with kFirstScreenAttribute. No footer: it is below the first screen.
std::string first_screen_layout(std::string_view active_path, std::string_view main_html);

// `/`: the hero (webapp/src/features/home/components/hero.tsx) from the /api/hero answer; a
// missing text is the app's default, as the app merges it.
std::string first_screen_home(const boost::json::object& hero);

// `/bonuslar`: the list page's title and intro (webapp/src/app/routes/bonuses.tsx, page-container.tsx),
// then `list_html` where the app's list goes (the <noscript> list a reader without JavaScript gets).
std::string first_screen_bonuses(std::string_view list_html = {});

// `/bonuslar` without a search or a category: as above, and when `answer` (the page's
// /api/promotions/search answer) has promotions, the top of the list the app renders under the
// intro (promotions-browser.tsx): the filters with `categories` (the /api/categories answer), the
// count line of page `page` and the page's first cards, the first card's picture fetched first.
// `list_html` follows them.
std::string first_screen_bonuses(const boost::json::object& answer, const boost::json::array& categories, long long page,
                                 std::string_view list_html);
// How many of the page's cards that first screen carries: the first row or two on any screen (one
// column on a phone, two or three wider); the rest come with the app.
inline constexpr std::size_t kBonusesFirstCards = 6;

// A promotion's page (webapp/src/features/promotions/components/promotion-detail-view.tsx) from the
// detail answer's `promotion`: picture ('Süreli' from its is_timed), casino, category, title, summary.
// `active_path`: the navigation link the app marks current ("/bonuslar" under /bonuslar/..., else none).
std::string first_screen_promotion(const boost::json::object& promotion, std::string_view active_path);

// `/guvenilir-siteler`: the title and intro (webapp/src/app/routes/casinos.tsx), then `list_html`
// where the app's grid goes (the <noscript> list a reader without JavaScript gets).
std::string first_screen_casinos(std::string_view list_html = {});

// A casino's page (webapp/src/features/casinos/components/casino-profile.tsx) from /api/casinos/{x}:
// logo, name, promotion count, badges, description (stored HTML, cleaned by the api when it was
// saved; its headings moved to start at h2, as HtmlContent does) and 'Siteye Git'; then the casino's
// promotions (casino-promotions.tsx) from `promotions`, the /api/casinos/{x}/promotions answer:
// the heading and the first cards, the first card's picture fetched first.
std::string first_screen_casino(const boost::json::object& casino, const boost::json::array& promotions);

// A blog post's page (webapp/src/app/routes/blog.tsx, features/blog/components/blog-post-view.tsx):
// today's bonuses on top (features/promotions/components/todays-bonuses.tsx, from `latest`, the
// /api/promotions?limit=12 answer), then the post's category and title from /api/blog/{x}.
std::string first_screen_blog_post(const boost::json::object& post, const boost::json::array& latest);

}  // namespace api::web
