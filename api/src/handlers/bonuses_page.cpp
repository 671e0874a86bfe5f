// The /bonuslar page's query, links and no-JavaScript list.
#include "handlers/bonuses_page.hpp"

#include "domain/markup.hpp"
#include "domain/url_encoding.hpp"
#include "handlers/page_json.hpp"
#include "handlers/page_links.hpp"
#include "domain/text.hpp"
#include "http/query.hpp"

namespace api::spa {

namespace json = boost::json;

namespace {
std::string escape(std::string_view s) { return domain::escape_markup(s, domain::ApostropheEntity::numeric); }
}  // namespace

BonusesQuery bonuses_query(std::string_view query_string) {
  BonusesQuery q;
  q.search = std::string(domain::trim(query_param(query_string, "q").value_or("")));
  q.category = query_param(query_string, "kategori").value_or("");
  q.page = page_number(query_string);
  return q;
}

std::string bonuses_api_url(const BonusesQuery& q) {
  std::string params;
  auto add = [&params](std::string_view name, const std::string& value) {
    params += (params.empty() ? "?" : "&") + std::string(name) + "=" + value;
  };
  if (!q.search.empty()) add("search", domain::encode_path_segment(q.search));
  if (!q.category.empty()) add("category", domain::encode_path_segment(q.category));
  if (q.page > 1) add("page", std::to_string(q.page));
  return "/api/promotions/search" + params;
}

std::string bonuses_path(const BonusesQuery& q, long long page) {
  std::string params;
  auto add = [&params](std::string_view name, const std::string& value) {
    params += (params.empty() ? "?" : "&") + std::string(name) + "=" + value;
  };
  if (!q.search.empty()) add("q", domain::encode_form_value(q.search));
  if (!q.category.empty()) add("kategori", domain::encode_form_value(q.category));
  if (page > 1) add("sayfa", std::to_string(page));
  return "/bonuslar" + params;
}

BonusesLinks bonuses_links(const BonusesQuery& q, const json::object& answer) {
  return page_links(q.page, answer, [&q](long long page) { return bonuses_path(q, page); });
}

std::string bonuses_fallback_html(const BonusesQuery& q, const json::object& answer, std::size_t skip) {
  std::string items;
  if (const auto* list = answer.if_contains("items"); list && list->is_array()) {
    std::size_t seen = 0;
    for (const auto& item : list->get_array()) {
      if (!item.is_object() || seen++ < skip) continue;
      const auto& p = item.get_object();
      items += "<li><a href=\"" + escape(promotion_path(p)) + "\" style=\"" + std::string(kFallbackLinkStyle) + "\">" +
               escape(text_of(p, "title")) + "</a>";
      if (const auto* c = p.if_contains("casino"); c && c->is_object())
        items += " — " + escape(text_of(c->get_object(), "name"));
      if (const std::string s = text_of(p, "short_description"); !s.empty()) items += ": " + escape(s);
      items += "</li>";
    }
  }
  // The title is the first screen's h1 (web/first_screen_bonuses.cpp), above this list.
  return paged_fallback_html("", "promosyon", q.page, answer, items, bonuses_links(q, answer));
}

}  // namespace api::spa
