// The first screen of `/bonuslar`: the page's title and intro (webapp/src/app/routes/bonuses.tsx
// in page-container.tsx), then, on a page without a search or a category that has promotions,
// the top of the list as PromotionsBrowser renders it (promotions-browser.tsx: the filters of
// promotion-filters.tsx, the count line and the page's first cards). The pagination under the
// cards comes with the app (without JavaScript, the <noscript> list after the first screen).
#include <algorithm>
#include <boost/json.hpp>

#include "web/first_screen.hpp"
#include "web/first_screen_parts.hpp"
#include "web/html_injection.hpp"

namespace api::web {

namespace json = boost::json;

namespace {
constexpr std::string_view kTitle = "Bonuslar";
constexpr std::string_view kIntro = "Güvenilir casino sitelerinin güncel bonuslarını arayın ve kategoriye göre filtreleyin.";
long long number(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v && v->is_int64()) return v->get_int64();
  if (v && v->is_uint64()) return static_cast<long long>(v->get_uint64());
  return 0;
}

// chipClass of promotion-filters.tsx.
std::string chip(bool active, std::string_view label, long long count) {
  return std::string("<button type=\"button\" aria-pressed=\"") + (active ? "true" : "false") +
         "\" class=\"rounded-full border px-4 py-2 text-sm font-medium transition-colors " +
         (active ? "border-amber-400 bg-amber-400 text-slate-950" : "border-slate-700 bg-slate-900 text-slate-200 hover:border-slate-500") +
         "\">" + escape_html(label) + " <span class=\"opacity-70\">(" + std::to_string(count) + ")</span></button>";
}

// PromotionFilters without a search or a category: the search box and the category chips.
std::string filters(const json::array& categories, long long all) {
  std::string out =
      "<div class=\"space-y-4\" data-testid=\"promotion-filters\"><div class=\"relative\"><label for=\"bonus-search\" "
      "class=\"sr-only\">Bonus ara</label><svg viewBox=\"0 0 20 20\" class=\"pointer-events-none absolute left-4 top-1/2 "
      "size-5 -translate-y-1/2 text-slate-500\" fill=\"currentColor\" aria-hidden=\"true\"><path d=\"M8.5 3a5.5 5.5 0 1 0 "
      "3.4 9.8l3.6 3.7a1 1 0 0 0 1.5-1.4l-3.7-3.6A5.5 5.5 0 0 0 8.5 3Zm-3.5 5.5a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0Z\"></path>"
      "</svg><input id=\"bonus-search\" type=\"search\" value=\"\" placeholder=\"Bonus ara...\" autocomplete=\"off\" "
      "class=\"w-full rounded-xl border border-slate-700 bg-slate-900 py-3 pl-12 pr-4 text-white placeholder:text-slate-500 "
      "focus:border-amber-400\"></div><div role=\"group\" aria-label=\"Kategoriler\" class=\"flex flex-wrap gap-2\">" +
      chip(true, "Tüm Bonuslar", all);
  for (const auto& c : categories) {
    if (!c.is_object()) continue;
    const auto& category = c.get_object();
    if (const long long count = number(category, "promotion_count"); count > 0)
      out += chip(false, parts::text(category, "name"), count);
  }
  return out + "</div></div>";
}
}  // namespace

std::string first_screen_bonuses(std::string_view list_html) {
  return first_screen_layout("/bonuslar", parts::page_container(kTitle, kIntro, list_html));
}

std::string first_screen_bonuses(const json::object& answer, const json::array& categories, long long page,
                                 std::string_view list_html) {
  const auto* items = answer.if_contains("items");
  const long long total = number(answer, "total");
  const long long per_page = std::max(1LL, number(answer, "per_page"));
  const long long pages = std::max(1LL, (total + per_page - 1) / per_page);  // pageCount of pagination.tsx
  if (!items || !items->is_array() || items->get_array().empty() || total <= 0) return first_screen_bonuses(list_html);
  std::string count = std::to_string(total) + " promosyon listeleniyor";
  if (pages > 1) count += " · Sayfa " + std::to_string(std::min(page, pages)) + " / " + std::to_string(pages);
  const std::string browser =
      "<div class=\"space-y-8\">" + filters(categories, number(answer, "all")) +
      "<div class=\"space-y-6 transition-opacity \" aria-busy=\"false\"><p class=\"text-sm text-slate-400\" "
      "aria-live=\"polite\">" + escape_html(count) + "</p>" +
      parts::promotion_grid(items->get_array(), kBonusesFirstCards, parts::GridColumns::three, 2) + "</div></div>";
  return first_screen_layout("/bonuslar", parts::page_container(kTitle, kIntro, browser + std::string(list_html)));
}

}  // namespace api::web
