// The first screens of the casino pages: `/guvenilir-siteler` (webapp/src/app/routes/casinos.tsx:
// the title and intro; the grid comes with the app, the <noscript> list in its place without
// JavaScript) and a casino's page (webapp/src/features/casinos/components/casino-profile.tsx: the
// logo, name, promotion count and badges; the description, 'Siteye Git' and the casino's
// promotions come with the app).
#include <boost/json.hpp>

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

std::string first_screen_casino(const json::object& casino) {
  const std::string name = parts::text(casino, "name");
  const std::string profile =
      "<div class=\"space-y-10\"><section class=\"flex flex-col gap-6 rounded-2xl border border-slate-800 bg-slate-900 p-6 "
      "md:flex-row md:items-start md:p-8\" aria-labelledby=\"casino-name\">" +
      parts::image(parts::text(casino, "logo_url"), parts::kCasinoPlaceholder, name + " logosu", 192, 108,
                   "h-24 w-44 shrink-0 rounded-2xl bg-slate-800 object-contain p-2 md:h-28 md:w-52", parts::Loading::largest) +
      "<div class=\"flex-1 space-y-4\"><div><h1 id=\"casino-name\" class=\"text-3xl font-extrabold text-white\">" +
      escape_html(name) + "</h1><p class=\"mt-1 text-sm text-slate-400\">" + count_of(casino, "promo_count") +
      " Promosyon</p></div><div class=\"flex flex-wrap gap-2\">" + badge("Lisanslı") + badge("7/24 Destek") +
      "</div></div></section></div>";
  return first_screen_layout("", parts::page_container({}, {}, profile));
}

}  // namespace api::web
