// Site-wide content (public reads): hero block, settings, page SEO, splash ads.
#pragma once
#include <string>

#include "domain/site.hpp"
#include "http/types.hpp"
#include "services.hpp"

namespace api::site {

Response hero(Services& s, Request& req);        // GET /api/hero
Response settings(Services& s, Request& req);    // GET /api/settings
Response seo(Services& s, Request& req);         // GET /api/seo?path=
Response splash_ads(Services& s, Request& req);  // GET /api/splash-ads

// The metadata of a page path: its SEO row, else the "/" row, else the defaults of the spec.
// `own_row`, when given, tells whether the path has a row of its own.
domain::PageSeo page_seo(Services& s, const std::string& path, bool* own_row = nullptr);

inline constexpr std::size_t kSeoPathMax = 300;

}  // namespace api::site
