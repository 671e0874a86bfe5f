// The public layout's first screen: skip link, header and navigation (site-header.tsx), <main>.
#include "web/first_screen.hpp"

#include "web/html_injection.hpp"

namespace api::web {

namespace {
// webapp/src/lib/site.ts: SITE_NAME and NAV_LINKS.
constexpr std::string_view kSiteName = "Bonus Rehberi";
struct NavLink {
  std::string_view to, label;
};
constexpr NavLink kNavLinks[] = {
    {"/", "Anasayfa"}, {"/bonuslar", "Bonuslar"}, {"/guvenilir-siteler", "Güvenilir Siteler"}, {"/blog", "Blog"}};

constexpr std::string_view kSkipLinkClass =
    "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[80] focus:rounded-lg focus:bg-amber-400 "
    "focus:px-4 focus:py-2 focus:text-slate-950";

std::string header_html(std::string_view active_path) {
  const std::string name = escape_html(kSiteName);
  std::string out =
      "<header class=\"fixed inset-x-0 top-0 z-40 border-b border-slate-800/80 bg-slate-950/95 backdrop-blur\">"
      "<div class=\"mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20 md:px-6\">"
      "<div class=\"flex items-center gap-2\">"
      "<button type=\"button\" class=\"rounded-md p-2 text-slate-200 hover:bg-slate-800 md:hidden\" "
      "aria-label=\"Menüyü aç\" aria-expanded=\"false\">"
      "<svg viewBox=\"0 0 24 24\" class=\"size-6\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" "
      "aria-hidden=\"true\"><path d=\"M4 7h16M4 12h16M4 17h16\" stroke-linecap=\"round\"></path></svg></button>"
      "<a class=\"block rounded-md\" aria-label=\"" + name + " ana sayfa\" href=\"/\">"
      "<img src=\"/logo.svg\" alt=\"" + name + "\" width=\"150\" height=\"40\" "
      "class=\"h-auto w-[130px] max-w-[150px] md:w-[150px]\"></a></div>"
      "<nav aria-label=\"Ana menü\" class=\"hidden md:block\"><ul class=\"flex items-center gap-1\">";
  for (const auto& link : kNavLinks) {
    const bool active = link.to == active_path;
    out += "<li><a ";
    if (active) out += "aria-current=\"page\" ";
    out += "class=\"rounded-lg px-4 py-2 text-sm font-medium transition-colors ";
    out += active ? "text-amber-300" : "text-slate-200 hover:bg-slate-800 hover:text-white";
    out += "\" href=\"" + escape_html(link.to) + "\">" + escape_html(link.label) + "</a></li>";
  }
  out += "</ul></nav><div class=\"w-10 md:hidden\" aria-hidden=\"true\"></div></div></header>";
  return out;
}
}  // namespace

std::string first_screen_layout(std::string_view active_path, std::string_view main_html) {
  std::string out = "<div " + std::string(kFirstScreenAttribute) + " class=\"flex min-h-screen flex-col\">";
  out += "<a href=\"#main\" class=\"" + std::string(kSkipLinkClass) + "\">İçeriğe geç</a>";
  out += header_html(active_path);
  out += "<main id=\"main\" tabindex=\"-1\" class=\"flex-1 pt-16 outline-none md:pt-20\">";
  out += main_html;
  out += "</main></div>";
  return out;
}

}  // namespace api::web
