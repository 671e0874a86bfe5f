// The first screen of `/bonuslar`: the page's title and intro (webapp/src/app/routes/bonuses.tsx
// in page-container.tsx); the list under them comes with the app (without JavaScript, the
// <noscript> list in its place).
#include "web/first_screen.hpp"

#include "web/html_injection.hpp"

namespace api::web {

std::string first_screen_bonuses(std::string_view list_html) {
  return first_screen_layout(
      "/bonuslar",
      "<div class=\"mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14\"><div class=\"mb-8\">"
      "<h1 class=\"text-3xl font-extrabold text-white md:text-4xl\">" + escape_html("Bonuslar") +
          "</h1><p class=\"mt-3 max-w-3xl text-slate-300\">" +
          escape_html("Güvenilir casino sitelerinin güncel bonuslarını arayın ve kategoriye göre filtreleyin.") +
          "</p></div>" + std::string(list_html) + "</div>");
}

}  // namespace api::web
