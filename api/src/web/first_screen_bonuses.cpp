// The first screen of `/bonuslar`: the page's title and intro (webapp/src/app/routes/bonuses.tsx
// in page-container.tsx); the list under them comes with the app (without JavaScript, the
// <noscript> list in its place).
#include "web/first_screen.hpp"
#include "web/first_screen_parts.hpp"

namespace api::web {

std::string first_screen_bonuses(std::string_view list_html) {
  return first_screen_layout(
      "/bonuslar",
      parts::page_container("Bonuslar", "Güvenilir casino sitelerinin güncel bonuslarını arayın ve kategoriye göre filtreleyin.",
                            list_html));
}

}  // namespace api::web
