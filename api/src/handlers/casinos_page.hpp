// The /guvenilir-siteler page as the api serves it: one page of the casinos (?sayfa=N), the API
// URL whose answer it embeds (the web app asks for the same one), its canonical and neighbour
// links, and the list a reader without JavaScript sees. Paged the way /bonuslar is
// (handlers/page_links.hpp), so the page weighs the same at any number of casinos.
#pragma once
#include <boost/json.hpp>
#include <string>

#include "handlers/page_links.hpp"

namespace api::spa {

// /api/casinos?page=N, the page always named (without it the api answers the plain list; the web
// app's casinoPageUrl).
std::string casinos_api_url(long long page);

// /guvenilir-siteler?sayfa=N, the first page without it (the web app's casinosHref).
std::string casinos_path(long long page);

// From the paged answer ({items, total, page, per_page}).
PageLinks casinos_links(long long page, const boost::json::object& answer);

// <noscript> with the page's casinos (name linked to its page, promotion count) and the
// previous/next page links.
std::string casinos_fallback_html(long long page, const boost::json::object& answer);

}  // namespace api::spa
