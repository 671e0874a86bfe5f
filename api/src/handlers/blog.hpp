// Blog posts (public reads) and the view counter.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::blog {

Response list(Services& s, Request& req);     // GET /api/blog?limit=
Response get(Services& s, Request& req);      // GET /api/blog/{idOrSlug}
Response similar(Services& s, Request& req);  // GET /api/blog/{idOrSlug}/similar
Response latest(Services& s, Request& req);   // GET /api/latest-posts
Response view(Services& s, Request& req);     // POST /api/blog/{id}/views

inline constexpr long long kListLimitMax = 1000;
inline constexpr int kSimilarMax = 3;
inline constexpr int kLatestMax = 4;

}  // namespace api::blog
