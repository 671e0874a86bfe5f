// Pieces several first screens share (api/src/web/first_screen_*.cpp): the web app's shared
// components and the little of JavaScript's string handling their texts go through. Internal to
// the renderers; first_screen.hpp is their interface.
#pragma once
#include <boost/json.hpp>
#include <string>
#include <string_view>

namespace api::web::parts {

// webapp/src/lib/site.ts: PLACEHOLDER.
inline constexpr std::string_view kPromotionPlaceholder = "/placeholder-promotion.svg";
inline constexpr std::string_view kCasinoPlaceholder = "/placeholder-casino.svg";
inline constexpr std::string_view kBlogPlaceholder = "/placeholder-blog.svg";

// PageContainer (webapp/src/app/routes/page-container.tsx): its title block only when `title` is
// not empty (the intro only under a title), then `children`.
std::string page_container(std::string_view title, std::string_view intro, std::string_view children);

// How LazyImage loads a picture: lazily, `eager`, or eager as the first screen's largest element,
// fetched first (fetchpriority="high"; the app's render of the same picture then finds it loaded).
enum class Loading { lazy, eager, largest };

// LazyImage (webapp/src/components/ui/lazy-image.tsx): `src`, or `placeholder` when it is empty or blank.
std::string image(std::string_view src, std::string_view placeholder, std::string_view alt, int width, int height,
                  std::string_view classes, Loading loading);

// TimedTag (webapp/src/features/promotions/components/timed-tag.tsx): 'Süreli', with `classes` added.
std::string timed_tag(std::string_view classes);

// casinoNameOf of promotion-text.ts: the promotion's casino's name, trimmed, else 'Diğer'.
std::string casino_name_of(const boost::json::object& promotion);

// A string member, or "" when it is missing or not a string.
std::string text(const boost::json::object& o, std::string_view key);

// As String.prototype.trim: without the white space (JavaScript's set: ASCII, U+00A0, U+1680,
// U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF) at either end.
std::string_view js_trim(std::string_view s);

// As `text.replace(/\s+/g, ' ').trim()`, then at most `max_units` UTF-16 code units and "..."
// when it was longer (JavaScript's `slice`, which counts UTF-16 code units).
std::string js_collapse_and_cut(std::string_view s, std::size_t max_units);

// summaryOf of promotion-text.ts: the short description, trimmed, else the description's text
// (tags and &nbsp; as spaces, white space collapsed), cut after 120 characters with "...".
std::string summary_of(const boost::json::object& promotion);

// promotionOutboundPath of webapp/src/lib/outbound.ts: /git/{casino}/{promotion}, else /git?promosyon={id}.
std::string outbound_path(const boost::json::object& promotion);

// PromotionCard (webapp/src/features/promotions/components/promotion-card.tsx), not expanded:
// picture ('Süreli' when is_timed), casino, category, title (an h2 at `level` 2, else h3) linked
// to its page, summary, 'Detayları Gör' and 'Bonus Al'.
std::string promotion_card(const boost::json::object& promotion, int level, Loading loading);

// PromotionGrid (promotion-grid.tsx) with its first `first` promotions; the first card's picture
// is the largest element of the screen (Loading::largest), the others load lazily as in the app.
enum class GridColumns { two, three };
std::string promotion_grid(const boost::json::array& promotions, std::size_t first, GridColumns columns, int level);

}  // namespace api::web::parts
