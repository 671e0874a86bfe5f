// The /bonuslar page as the api serves it: its query (?q=&kategori=&sayfa=), the API URL whose
// answer it embeds (the web app asks for the same one), its canonical and neighbour links, and
// the list a reader without JavaScript sees. Pure functions of the query and that answer.
#pragma once
#include <boost/json.hpp>
#include <cstddef>
#include <string>
#include <string_view>

#include "handlers/page_links.hpp"

namespace api::spa {

struct BonusesQuery {
  std::string search;    // trimmed
  std::string category;  // a category slug, or empty
  long long page = 1;
};

// From the page's query string; a page that is not 1 to 6 digits is the first (as the web app reads it).
BonusesQuery bonuses_query(std::string_view query_string);

// /api/promotions/search?search=..&category=..&page=N, each only when set, in that order (the web
// app's promotionSearchUrl).
std::string bonuses_api_url(const BonusesQuery& q);

// /bonuslar?q=..&kategori=..&sayfa=N for `page`, each only when set (the web app's bonusesHref).
std::string bonuses_path(const BonusesQuery& q, long long page);

using BonusesLinks = PageLinks;
// From the search answer ({items, total, page, per_page}).
BonusesLinks bonuses_links(const BonusesQuery& q, const boost::json::object& answer);

// <noscript> with the page's promotions (title linked to its page, casino, short text) but the
// first `skip` (those the first screen shows as cards) and the previous/next page links.
std::string bonuses_fallback_html(const BonusesQuery& q, const boost::json::object& answer, std::size_t skip = 0);

}  // namespace api::spa
