// The sitemap (from its projection) and robots.txt.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::sitemap {

Response xml(Services& s, Request& req);     // GET /sitemap.xml, GET /sitemap
Response robots(Services& s, Request& req);  // GET /robots.txt

}  // namespace api::sitemap
