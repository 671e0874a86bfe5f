// Promotion cards as the web app draws them (webapp/src/features/promotions/components/
// promotion-card.tsx, not expanded, in promotion-grid.tsx), for the first screens of `/bonuslar`
// and a casino's page: see first_screen_parts.hpp.
#include <boost/json.hpp>

#include "domain/url_encoding.hpp"
#include "handlers/page_json.hpp"
#include "web/first_screen_parts.hpp"
#include "web/html_injection.hpp"

namespace api::web::parts {

namespace json = boost::json;

namespace {
constexpr std::size_t kSummaryFallbackLength = 120;  // SUMMARY_FALLBACK_LENGTH of promotion-text.ts

// stripTags of promotion-text.ts: every `<...>` and `&nbsp;` a space (the rest is collapsed later).
std::string strip_tags(std::string_view html) {
  std::string out;
  for (std::size_t i = 0; i < html.size();) {
    if (html[i] == '<') {
      if (const auto close = html.find('>', i); close != std::string_view::npos) {
        out += ' ';
        i = close + 1;
        continue;
      }
    }
    if (html.substr(i, 6) == "&nbsp;") {
      out += ' ';
      i += 6;
      continue;
    }
    out += html[i++];
  }
  return out;
}

bool timed(const json::object& promotion) {  // is_timed: expiry_date > now() when the answer was read
  const auto* v = promotion.if_contains("is_timed");
  return v && v->is_bool() && v->get_bool();
}

// The chevron of 'Detayları Gör' (not expanded).
constexpr std::string_view kChevron =
    "<svg viewBox=\"0 0 20 20\" class=\"size-4 transition-transform \" fill=\"currentColor\" aria-hidden=\"true\"><path "
    "d=\"M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z\"></path></svg>";
}  // namespace

std::string summary_of(const json::object& promotion) {
  const std::string short_text = text(promotion, "short_description");
  if (const std::string_view trimmed = js_trim(short_text); !trimmed.empty()) return std::string(trimmed);
  return js_collapse_and_cut(strip_tags(text(promotion, "description")), kSummaryFallbackLength);
}

std::string outbound_path(const json::object& promotion) {
  const auto* casino = promotion.if_contains("casino");
  const std::string casino_slug = casino && casino->is_object() ? text(casino->as_object(), "slug") : "";
  const std::string slug = text(promotion, "slug");
  if (!casino_slug.empty() && !slug.empty())
    return "/git/" + domain::encode_path_segment(casino_slug) + "/" + domain::encode_path_segment(slug);
  return "/git?promosyon=" + domain::encode_path_segment(text(promotion, "id"));
}

std::string promotion_card(const json::object& promotion, int level, Loading loading) {
  const std::string title = text(promotion, "title");
  const std::string title_id = "promotion-title-" + escape_html(text(promotion, "id"));
  const std::string heading = level == 2 ? "h2" : "h3";
  std::string out = "<article aria-labelledby=\"" + title_id +
                    "\" data-testid=\"promotion-card\" data-expanded=\"false\" class=\"flex flex-col overflow-hidden "
                    "rounded-2xl border bg-slate-900 shadow-lg transition-colors h-full border-slate-800 "
                    "hover:border-slate-700\"><div class=\"relative shrink-0 overflow-hidden bg-slate-800 aspect-video\">" +
                    image(text(promotion, "image_url"), kPromotionPlaceholder, title, 640, 360, "size-full object-cover", loading);
  if (timed(promotion)) out += timed_tag("absolute left-3 top-3");
  out += "</div><div class=\"flex min-h-0 flex-1 flex-col gap-3 p-4\"><div class=\"flex flex-wrap items-center gap-2 "
         "text-xs\"><span class=\"font-semibold text-amber-300\">" + escape_html(casino_name_of(promotion)) + "</span>";
  if (const std::string category = text(promotion, "category"); !category.empty())
    out += "<span class=\"rounded-full bg-slate-800 px-2 py-0.5 text-slate-300\">" + escape_html(category) + "</span>";
  out += "</div><" + heading + " id=\"" + title_id + "\" class=\"text-lg font-bold leading-snug text-white sm:min-h-[2lh]\">"
         "<a class=\"hover:text-amber-300\" href=\"" + escape_html(spa::promotion_path(promotion)) + "\">" +
         escape_html(title) + "</a></" + heading + "><p class=\"text-sm text-slate-300 line-clamp-3\">" +
         escape_html(summary_of(promotion)) +
         "</p><div class=\"mt-auto flex shrink-0 gap-2 pt-2\"><button type=\"button\" aria-expanded=\"false\" "
         "class=\"inline-flex flex-1 items-center justify-center gap-1 rounded-lg border border-slate-700 px-3 py-2 text-sm "
         "font-semibold text-slate-100 hover:border-slate-500 hover:bg-slate-800\">" + escape_html("Detayları Gör") +
         std::string(kChevron) + "</button><a href=\"" + escape_html(outbound_path(promotion)) +
         "\" target=\"_blank\" rel=\"sponsored nofollow noopener\" class=\"inline-flex items-center justify-center "
         "rounded-lg bg-amber-400 font-bold text-slate-950 transition-colors hover:bg-amber-300 px-4 py-2 text-sm "
         "flex-1\">Bonus Al</a></div></div></article>";
  return out;
}

std::string promotion_grid(const json::array& promotions, std::size_t first, GridColumns columns, int level) {
  std::string out = std::string("<div class=\"grid items-start gap-6 ") +
                    (columns == GridColumns::two ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3") +
                    "\" data-testid=\"promotion-grid\">";
  std::size_t written = 0;
  for (const auto& p : promotions) {
    if (written == first) break;
    if (!p.is_object()) continue;
    out += promotion_card(p.get_object(), level, written == 0 ? Loading::largest : Loading::lazy);
    ++written;
  }
  return out + "</div>";
}

}  // namespace api::web::parts
