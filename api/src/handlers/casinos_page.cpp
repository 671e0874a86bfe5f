// The /guvenilir-siteler page's API URL, links and no-JavaScript list.
#include "handlers/casinos_page.hpp"

#include "domain/markup.hpp"
#include "domain/url_encoding.hpp"
#include "handlers/page_json.hpp"

namespace api::spa {

namespace {
std::string escape(std::string_view s) { return domain::escape_markup(s, domain::ApostropheEntity::numeric); }

// The web app's casinoPath: by slug, or by id when it has none.
std::string casino_path(const boost::json::object& c) {
  const std::string slug = text_of(c, "slug");
  return "/casino/" + domain::encode_path_segment(slug.empty() ? text_of(c, "id") : slug);
}
}  // namespace

std::string casinos_api_url(long long page) { return "/api/casinos?page=" + std::to_string(page); }

std::string casinos_path(long long page) {
  return page > 1 ? "/guvenilir-siteler?sayfa=" + std::to_string(page) : "/guvenilir-siteler";
}

PageLinks casinos_links(long long page, const boost::json::object& answer) {
  return page_links(page, answer, casinos_path);
}

std::string casinos_fallback_html(long long page, const boost::json::object& answer) {
  std::string items;
  if (const auto* list = answer.if_contains("items"); list && list->is_array()) {
    for (const auto& item : list->get_array()) {
      if (!item.is_object()) continue;
      const auto& c = item.get_object();
      items += "<li><a href=\"" + escape(casino_path(c)) + "\" style=\"" + std::string(kFallbackLinkStyle) + "\">" +
               escape(text_of(c, "name")) + "</a> — " + std::to_string(number_of(c, "promo_count")) + " promosyon</li>";
    }
  }
  // The title is the first screen's h1 (web/first_screen_casinos.cpp), above this list.
  return paged_fallback_html("", "casino sitesi", page, answer, items, casinos_links(page, answer));
}

}  // namespace api::spa
