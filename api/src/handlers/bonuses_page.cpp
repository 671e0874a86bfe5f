// The /bonuslar page's query, links and no-JavaScript list.
#include "handlers/bonuses_page.hpp"

#include <algorithm>

#include "domain/markup.hpp"
#include "domain/url_encoding.hpp"
#include "handlers/page_json.hpp"
#include "domain/text.hpp"
#include "http/query.hpp"

namespace api::spa {

namespace json = boost::json;

namespace {

constexpr std::string_view kSectionStyle = "max-width:60rem;margin:0 auto;padding:1.5rem 1rem;color:#e2e8f0";
constexpr std::string_view kLinkStyle = "color:#fbbf24;text-decoration:underline";

std::string escape(std::string_view s) { return domain::escape_markup(s, domain::ApostropheEntity::numeric); }

}  // namespace

BonusesQuery bonuses_query(std::string_view query_string) {
  BonusesQuery q;
  q.search = std::string(domain::trim(query_param(query_string, "q").value_or("")));
  q.category = query_param(query_string, "kategori").value_or("");
  const std::string page = query_param(query_string, "sayfa").value_or("");
  const bool digits = !page.empty() && page.size() <= 6 && std::all_of(page.begin(), page.end(), [](char c) {
    return c >= '0' && c <= '9';
  });
  q.page = digits ? std::max(1LL, std::stoll(page)) : 1;
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
  BonusesLinks l;
  const long long per_page = std::max(1LL, number_of(answer, "per_page"));
  l.pages = std::max(1LL, (number_of(answer, "total") + per_page - 1) / per_page);
  l.canonical = bonuses_path(q, q.page);
  if (q.page > 1) l.prev = bonuses_path(q, std::min(q.page - 1, l.pages));
  if (q.page < l.pages) l.next = bonuses_path(q, q.page + 1);
  return l;
}

std::string bonuses_fallback_html(const BonusesQuery& q, const json::object& answer) {
  const BonusesLinks links = bonuses_links(q, answer);
  // Styled inline: the app's stylesheet resets lists and links, and this is all a reader without
  // JavaScript gets.
  std::string out = "<noscript><section style=\"" + std::string(kSectionStyle) +
                    "\"><h1 style=\"font-size:1.75rem;font-weight:700;margin:0 0 .5rem\">Bonuslar</h1><p>" +
                    std::to_string(number_of(answer, "total")) + " promosyon · Sayfa " + std::to_string(q.page) + " / " +
                    std::to_string(links.pages) + "</p><ul style=\"list-style:disc;padding-left:1.5rem;line-height:1.8\">";
  if (const auto* items = answer.if_contains("items"); items && items->is_array()) {
    for (const auto& item : items->get_array()) {
      if (!item.is_object()) continue;
      const auto& p = item.get_object();
      out += "<li><a href=\"" + escape(promotion_path(p)) + "\" style=\"" + std::string(kLinkStyle) + "\">" +
             escape(text_of(p, "title")) + "</a>";
      if (const auto* c = p.if_contains("casino"); c && c->is_object())
        out += " — " + escape(text_of(c->get_object(), "name"));
      if (const std::string s = text_of(p, "short_description"); !s.empty()) out += ": " + escape(s);
      out += "</li>";
    }
  }
  out += "</ul><nav aria-label=\"Sayfalar\" style=\"display:flex;gap:1.5rem;margin-top:1rem\">";
  if (!links.prev.empty())
    out += "<a rel=\"prev\" href=\"" + escape(links.prev) + "\" style=\"" + std::string(kLinkStyle) + "\">‹ Önceki</a>";
  if (!links.next.empty())
    out += "<a rel=\"next\" href=\"" + escape(links.next) + "\" style=\"" + std::string(kLinkStyle) + "\">Sonraki ›</a>";
  return out + "</nav></section></noscript>";
}

}  // namespace api::spa
