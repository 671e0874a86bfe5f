// The first screen of `/`: the hero (webapp/src/features/home/components/hero.tsx).
#include "web/first_screen.hpp"

#include "web/html_injection.hpp"

namespace api::web {

namespace json = boost::json;

namespace {
// DEFAULT_HERO of hero.tsx (the same texts as domain::default_hero).
struct HeroDefault {
  std::string_view key, text;
};
constexpr HeroDefault kDefaults[] = {
    {"upper_title", "Güvenilir Casino Rehberi"},
    {"main_title", "En İyi Casino Bonusları"},
    {"highlighted_text", "Tek Adreste"},
    {"description",
     "Türkiye'nin güvenilir casino sitelerindeki güncel bonusları ve promosyonları karşılaştırın, size en uygun "
     "fırsatı hemen bulun."},
    {"button_text", "Bonusları Keşfet"},
    {"button_url", "#promosyonlar"},
};

std::string_view default_of(std::string_view key) {
  for (const auto& d : kDefaults)
    if (d.key == key) return d.text;
  return {};
}

// As `{ ...DEFAULT_HERO, ...data }` reads it: the answer's text when it has the key (null and
// other non-strings render as nothing), else the default.
std::string text(const json::object& hero, std::string_view key) {
  const auto* v = hero.if_contains(key);
  if (!v) return std::string(default_of(key));
  return v->is_string() ? std::string(v->get_string()) : std::string();
}

bool starts_with_http(std::string_view url) { return url.starts_with("http://") || url.starts_with("https://"); }

// HeroButton: a section of this page, another site (new tab), or a page of the app (a router
// link, which resolves a relative path from `/`).
std::string button_html(std::string url, std::string label) {
  constexpr std::string_view kClass =
      "inline-flex items-center gap-2 rounded-xl bg-amber-400 px-6 py-3 text-base font-bold text-slate-950 shadow-lg "
      "shadow-amber-500/20 hover:bg-amber-300";
  std::string extra;
  if (starts_with_http(url)) extra = " target=\"_blank\" rel=\"noopener noreferrer\"";
  else if (!url.starts_with('#') && !url.starts_with('/')) url.insert(0, "/");
  return "<a href=\"" + escape_html(url) + "\" class=\"" + std::string(kClass) + "\"" + extra + ">" + escape_html(label) +
         "</a>";
}
}  // namespace

std::string first_screen_home(const json::object& hero) {
  std::string url = text(hero, "button_url");
  if (url.empty()) url = default_of("button_url");
  std::string label = text(hero, "button_text");
  if (label.empty()) label = default_of("button_text");
  const std::string section =
      "<section aria-labelledby=\"hero-title\" class=\"relative overflow-hidden border-b border-slate-800 "
      "bg-[radial-gradient(ellipse_at_top,_rgba(251,191,36,0.18),_transparent_60%)]\">"
      "<div class=\"mx-auto max-w-4xl px-4 py-16 text-center md:py-24\">"
      "<p class=\"text-sm font-semibold uppercase tracking-[0.2em] text-amber-300\">" +
      escape_html(text(hero, "upper_title")) +
      "</p><h1 id=\"hero-title\" class=\"mt-4 text-4xl font-extrabold leading-tight text-white md:text-6xl\">" +
      escape_html(text(hero, "main_title")) + " <span class=\"text-amber-400\">" +
      escape_html(text(hero, "highlighted_text")) + "</span></h1><p class=\"mx-auto mt-6 max-w-2xl text-lg text-slate-300\">" +
      escape_html(text(hero, "description")) + "</p><div class=\"mt-8\">" + button_html(std::move(url), std::move(label)) +
      "</div></div></section>";
  return first_screen_layout("/", section);
}

}  // namespace api::web
