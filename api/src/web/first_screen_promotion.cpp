// The first screen of a promotion's page (webapp/src/features/promotions/components/
// promotion-detail-view.tsx in page-container.tsx): the picture (with 'Süreli' when the promotion
// runs to a known future date), the casino and category, the title and the summary. The
// description, terms, claim box, site card, related promotions and comments come with the app.
#include <boost/json.hpp>

#include "domain/url_encoding.hpp"
#include "web/first_screen.hpp"
#include "web/first_screen_parts.hpp"
#include "web/html_injection.hpp"

namespace api::web {

namespace json = boost::json;
using parts::text;

std::string first_screen_promotion(const json::object& promotion, std::string_view active_path) {
  const std::string title = text(promotion, "title");
  const auto* timed = promotion.if_contains("is_timed");  // expiry_date > now() when the answer was read

  std::string picture = "<div class=\"relative overflow-hidden rounded-2xl border border-slate-800\">" +
                        parts::image(text(promotion, "image_url"), parts::kPromotionPlaceholder, title, 1280, 720,
                                     "aspect-video w-full bg-slate-800 object-cover", parts::Loading::largest);
  if (timed && timed->is_bool() && timed->get_bool()) picture += parts::timed_tag("absolute left-4 top-4");
  picture += "</div>";

  std::string meta = "<div class=\"flex flex-wrap items-center gap-2 text-sm\"><span class=\"font-semibold text-amber-300\">" +
                     escape_html(parts::casino_name_of(promotion)) + "</span>";
  if (const std::string category = text(promotion, "category"); !category.empty()) {
    const std::string slug = text(promotion, "category_slug");
    const std::string href = slug.empty() ? "/bonuslar" : "/bonuslar?kategori=" + domain::encode_path_segment(slug);
    meta += "<a class=\"rounded-full bg-slate-800 px-3 py-1 text-slate-200 hover:bg-slate-700\" href=\"" + escape_html(href) +
            "\">" + escape_html(category) + "</a>";
  }
  meta += "</div>";

  const std::string article =
      "<article class=\"space-y-6 lg:col-span-2\" aria-labelledby=\"promotion-title\">" + picture + meta +
      "<h1 id=\"promotion-title\" class=\"text-3xl font-extrabold leading-tight text-white md:text-4xl\">" +
      escape_html(title) + "</h1><p class=\"text-lg text-slate-300\">" + escape_html(parts::summary_of(promotion)) +
      "</p></article>";
  return first_screen_layout(
      active_path, parts::page_container({}, {}, "<div class=\"space-y-12\"><div class=\"grid gap-8 lg:grid-cols-3\">" +
                                                      article + "</div></div>"));
}

}  // namespace api::web
