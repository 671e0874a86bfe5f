// Paged public pages: the page number, the links of a page and the list without JavaScript.
#include "handlers/page_links.hpp"

#include <algorithm>

#include "domain/markup.hpp"
#include "handlers/page_json.hpp"
#include "http/query.hpp"

namespace api::spa {

namespace {
constexpr std::string_view kSectionStyle = "max-width:60rem;margin:0 auto;padding:1.5rem 1rem;color:#e2e8f0";
std::string escape(std::string_view s) { return domain::escape_markup(s, domain::ApostropheEntity::numeric); }
}  // namespace

long long page_number(std::string_view query_string) {
  const std::string page = query_param(query_string, "sayfa").value_or("");
  const bool digits = !page.empty() && page.size() <= 6 && std::all_of(page.begin(), page.end(), [](char c) {
    return c >= '0' && c <= '9';
  });
  return digits ? std::max(1LL, std::stoll(page)) : 1;
}

PageLinks page_links(long long page, const boost::json::object& answer, const std::function<std::string(long long)>& path_of) {
  PageLinks l;
  const long long per_page = std::max(1LL, number_of(answer, "per_page"));
  l.pages = std::max(1LL, (number_of(answer, "total") + per_page - 1) / per_page);
  l.canonical = path_of(page);
  if (page > 1) l.prev = path_of(std::min(page - 1, l.pages));
  if (page < l.pages) l.next = path_of(page + 1);
  return l;
}

std::string paged_fallback_html(std::string_view heading, std::string_view noun, long long page,
                                const boost::json::object& answer, std::string_view items, const PageLinks& links) {
  // Styled inline: the app's stylesheet resets lists and links, and this is all a reader without
  // JavaScript gets.
  // No heading when the page's first screen already carries its h1 (one h1 a page).
  std::string out = "<noscript><section style=\"" + std::string(kSectionStyle) + "\">";
  if (!heading.empty())
    out += "<h1 style=\"font-size:1.75rem;font-weight:700;margin:0 0 .5rem\">" + escape(heading) + "</h1>";
  out += "<p>" + std::to_string(number_of(answer, "total")) + " " + std::string(noun) + " · Sayfa " +
                    std::to_string(page) + " / " + std::to_string(links.pages) +
                    "</p><ul style=\"list-style:disc;padding-left:1.5rem;line-height:1.8\">";
  out += items;
  out += "</ul><nav aria-label=\"Sayfalar\" style=\"display:flex;gap:1.5rem;margin-top:1rem\">";
  if (!links.prev.empty())
    out += "<a rel=\"prev\" href=\"" + escape(links.prev) + "\" style=\"" + std::string(kFallbackLinkStyle) + "\">‹ Önceki</a>";
  if (!links.next.empty())
    out += "<a rel=\"next\" href=\"" + escape(links.next) + "\" style=\"" + std::string(kFallbackLinkStyle) + "\">Sonraki ›</a>";
  return out + "</nav></section></noscript>";
}

}  // namespace api::spa
