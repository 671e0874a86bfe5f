// The first screen of a blog post's page (webapp/src/app/routes/blog.tsx): today's bonuses on top
// (webapp/src/features/promotions/components/todays-bonuses.tsx), then the post's category and
// title (features/blog/components/blog-post-view.tsx). The line under the title (its date, in the
// reader's time zone, and the view count, an answer of its own), the picture and the text come
// with the app: written here they could differ from the app's render.
#include <boost/json.hpp>

#include "handlers/page_json.hpp"
#include "web/first_screen.hpp"
#include "web/first_screen_parts.hpp"
#include "web/html_injection.hpp"

namespace api::web {

namespace json = boost::json;
using parts::text;

namespace {
constexpr std::size_t kFirst = 5;  // FIRST of todays-bonuses.tsx

// One row of today's bonuses: picture, title linked to its page, casino ('Süreli' when timed), 'Bonus Al'.
std::string row(const json::object& promotion) {
  const std::string title = text(promotion, "title");
  const auto* timed = promotion.if_contains("is_timed");
  return "<li class=\"flex items-center gap-3 py-3\">" +
         parts::image(text(promotion, "image_url"), parts::kPromotionPlaceholder, title, 96, 54,
                      "h-9 w-16 shrink-0 rounded-md bg-slate-800 object-cover sm:h-[54px] sm:w-[96px]", parts::Loading::lazy) +
         "<div class=\"min-w-0 flex-1\"><a class=\"line-clamp-2 text-sm font-semibold text-white hover:text-amber-300 "
         "sm:text-base\" href=\"" + escape_html(spa::promotion_path(promotion)) + "\">" + escape_html(title) +
         "</a><p class=\"mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-400\">" +
         escape_html(parts::casino_name_of(promotion)) +
         (timed && timed->is_bool() && timed->get_bool() ? parts::timed_tag("") : std::string()) +
         "</p></div><a href=\"" + escape_html(parts::outbound_path(promotion)) +
         "\" target=\"_blank\" rel=\"sponsored nofollow noopener\" class=\"inline-flex items-center justify-center "
         "rounded-lg bg-amber-400 font-bold text-slate-950 transition-colors hover:bg-amber-300 px-3 py-1.5 text-xs "
         "shrink-0\">Bonus Al</a></li>";
}

std::string todays_bonuses(const json::array& latest) {
  std::string out =
      "<section aria-labelledby=\"todays-bonuses\" class=\"rounded-2xl border border-slate-800 bg-slate-900/70 p-4 md:p-6\">"
      "<h2 id=\"todays-bonuses\" class=\"mb-4 text-xl font-bold text-white\">Bugünün Bonusları</h2>";
  if (latest.empty()) {
    out += "<div class=\"rounded-xl border border-slate-800 bg-slate-900/60 p-8 text-center text-slate-300\"><p>" +
           escape_html("Bu kriterlere uygun promosyon bulunamadı.") + "</p></div>";
  } else {
    out += "<ul class=\"divide-y divide-slate-800\" data-testid=\"todays-bonuses\">";
    for (std::size_t i = 0; i < latest.size() && i < kFirst; ++i)
      if (latest[i].is_object()) out += row(latest[i].as_object());
    out += "</ul>";
    if (latest.size() > kFirst)
      out += "<button type=\"button\" aria-expanded=\"false\" class=\"mt-3 w-full rounded-lg border border-slate-700 py-2 "
             "text-sm font-semibold text-slate-100 hover:bg-slate-800\">" + escape_html("Daha Fazlasını Gör") + "</button>";
  }
  return out + "</section>";
}
}  // namespace

std::string first_screen_blog_post(const json::object& post, const json::array& latest) {
  std::string header = "<header class=\"space-y-4\">";
  if (const std::string category = text(post, "category"); !category.empty())
    header += "<span class=\"inline-block rounded-full bg-amber-400/15 px-3 py-1 text-xs font-semibold text-amber-300\">" +
              escape_html(category) + "</span>";
  header += "<h1 id=\"post-title\" class=\"text-3xl font-extrabold leading-tight text-white md:text-4xl\">" +
            escape_html(text(post, "title")) + "</h1></header>";
  return first_screen_layout(
      "/blog", parts::page_container({}, {}, "<div class=\"space-y-12\">" + todays_bonuses(latest) +
                                                 "<article aria-labelledby=\"post-title\" class=\"mx-auto max-w-3xl\">" +
                                                 header + "</article></div>"));
}

}  // namespace api::web
