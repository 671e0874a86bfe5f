// The first screens of the casino pages: `/guvenilir-siteler` (webapp/src/app/routes/casinos.tsx:
// the title and intro; the grid comes with the app, the <noscript> list in its place without
// JavaScript) and a casino's page (webapp/src/features/casinos/components/casino-profile.tsx: the
// logo, name, promotion count, badges, description and 'Siteye Git', then the heading of the
// casino's promotions and their first cards; the other cards and the line under them come with the app).
#include <algorithm>
#include <boost/json.hpp>
#include <cctype>

#include "domain/html_sanitizer.hpp"
#include "domain/url_encoding.hpp"
#include "web/first_screen.hpp"
#include "web/first_screen_parts.hpp"
#include "web/html_injection.hpp"

namespace api::web {

namespace json = boost::json;

namespace {
std::string badge(std::string_view label) {  // Badge of casino-profile.tsx
  return "<span class=\"rounded-full border border-emerald-500/40 bg-emerald-500/10 px-3 py-1 text-xs font-semibold "
         "text-emerald-300\">" + escape_html(label) + "</span>";
}

// How many of the casino's cards the first screen carries (two columns from a tablet's width on).
constexpr std::size_t kFirstCards = 4;

bool heading_at(std::string_view html, std::size_t i, bool closing) {  // <hN or </hN followed by white space or '>'
  const std::size_t h = i + (closing ? 2 : 1);
  if (html[i] != '<' || (closing && (i + 1 >= html.size() || html[i + 1] != '/'))) return false;
  if (h + 1 >= html.size() || (html[h] != 'h' && html[h] != 'H') || html[h + 1] < '1' || html[h + 1] > '6') return false;
  const char next = h + 2 < html.size() ? html[h + 2] : '\0';
  return next == '>' || std::isspace(static_cast<unsigned char>(next));
}

// shiftHeadings of html-content.tsx: every heading moved by the same number of levels so that the
// highest is `top` (at most h6).
std::string shift_headings(std::string_view html, int top) {
  int highest = 7;
  for (std::size_t i = 0; i < html.size(); ++i)
    if (heading_at(html, i, false)) highest = std::min(highest, html[i + 2] - '0');
  if (highest == 7 || highest == top) return std::string(html);
  const int by = top - highest;
  std::string out;
  for (std::size_t i = 0; i < html.size(); ++i) {
    const bool closing = heading_at(html, i, true);
    if (closing || heading_at(html, i, false)) {
      const std::size_t h = i + (closing ? 2 : 1);
      out += closing ? "</h" : "<h";
      out += static_cast<char>('0' + std::min(6, html[h + 1] - '0' + by));
      i = h + 1;
      continue;
    }
    out += html[i];
  }
  return out;
}

std::string count_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v && v->is_int64()) return std::to_string(v->get_int64());
  if (v && v->is_uint64()) return std::to_string(v->get_uint64());
  return {};
}
}  // namespace

std::string first_screen_casinos(std::string_view list_html) {
  return first_screen_layout(
      "/guvenilir-siteler",
      parts::page_container("Güvenilir Siteler",
                            "Lisanslı ve güvenilir casino sitelerini inceleyin, aktif promosyonlarını görün.", list_html));
}

std::string first_screen_casino(const json::object& casino, const json::array& promotions) {
  const std::string name = parts::text(casino, "name");
  // HtmlContent, when there is a description (cleaned again here: the page must not trust a stored row).
  std::string about;
  if (const std::string description = parts::text(casino, "description"); !description.empty())
    about = "<div class=\"prose-content text-slate-300\">" + shift_headings(domain::sanitize_html(description), 2) + "</div>";
  if (!parts::text(casino, "url").empty())
    about += "<a href=\"/git/" + escape_html(domain::encode_path_segment(parts::text(casino, "slug"))) +
             "\" target=\"_blank\" rel=\"sponsored nofollow noopener\" class=\"inline-flex rounded-lg bg-amber-400 px-6 py-3 "
             "font-bold text-slate-950 hover:bg-amber-300\">Siteye Git</a>";
  // The casino's promotions: the heading, then the first cards (none: the section stops at its heading).
  std::string section = "<section aria-labelledby=\"casino-promotions\"><h2 id=\"casino-promotions\" class=\"mb-6 text-2xl "
                        "font-bold text-white\">" + escape_html(name + " Promosyonları") + "</h2>";
  if (!promotions.empty()) section += parts::promotion_grid(promotions, kFirstCards, parts::GridColumns::two, 3);
  section += "</section>";
  const std::string profile =
      "<div class=\"space-y-10\"><section class=\"flex flex-col gap-6 rounded-2xl border border-slate-800 bg-slate-900 p-6 "
      "md:flex-row md:items-start md:p-8\" aria-labelledby=\"casino-name\">" +
      parts::image(parts::text(casino, "logo_url"), parts::kCasinoPlaceholder, name + " logosu", 192, 108,
                   "h-24 w-44 shrink-0 rounded-2xl bg-slate-800 object-contain p-2 md:h-28 md:w-52",
                   promotions.empty() ? parts::Loading::largest : parts::Loading::eager) +
      "<div class=\"flex-1 space-y-4\"><div><h1 id=\"casino-name\" class=\"text-3xl font-extrabold text-white\">" +
      escape_html(name) + "</h1><p class=\"mt-1 text-sm text-slate-400\">" + count_of(casino, "promo_count") +
      " Promosyon</p></div><div class=\"flex flex-wrap gap-2\">" + badge("Lisanslı") + badge("7/24 Destek") +
      "</div>" + about + "</div></section>" + section + "</div>";
  return first_screen_layout("", parts::page_container({}, {}, profile));
}

}  // namespace api::web
