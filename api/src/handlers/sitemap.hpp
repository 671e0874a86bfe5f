// The files crawlers read: the sitemap (from its projection), robots.txt and the IndexNow key.
#pragma once
#include <optional>

#include "http/types.hpp"
#include "services.hpp"

namespace api::sitemap {

Response xml(Services& s, Request& req);     // GET /sitemap.xml, GET /sitemap
Response robots(Services& s, Request& req);  // GET /robots.txt
// GET /{key}.txt when an IndexNow key is configured: the key, proving the site owns it.
std::optional<Response> indexnow_key(Services& s, const Request& req);

}  // namespace api::sitemap
