// The parts every paged public page shares (/bonuslar, /guvenilir-siteler): the page number of
// ?sayfa=, a page's canonical and neighbour links from the api's paged answer
// ({items, total, page, per_page}), and the list a reader without JavaScript sees, with the links
// to the previous and next page. Pure functions of the query and that answer.
#pragma once
#include <boost/json.hpp>
#include <functional>
#include <string>
#include <string_view>

namespace api::spa {

// ?sayfa=N; a value that is not 1 to 6 digits is the first page (as the web app's pageOf reads it).
long long page_number(std::string_view query_string);

struct PageLinks {
  std::string canonical, prev, next;  // paths; prev/next empty at the ends
  long long pages = 1;
};
// The links of page `page` of `answer`, each page's path written by `path_of`. Past the last page
// (an empty page), "previous" is the last page.
PageLinks page_links(long long page, const boost::json::object& answer, const std::function<std::string(long long)>& path_of);

// <noscript> with `heading` (none when empty), "`total` `noun` · Sayfa p / n", the page's items (`<li>` elements,
// already escaped) and the previous/next page links.
std::string paged_fallback_html(std::string_view heading, std::string_view noun, long long page,
                                const boost::json::object& answer, std::string_view items, const PageLinks& links);

// The inline style of a link in that list (the app's stylesheet resets lists and links).
inline constexpr std::string_view kFallbackLinkStyle = "color:#fbbf24;text-decoration:underline";

}  // namespace api::spa
