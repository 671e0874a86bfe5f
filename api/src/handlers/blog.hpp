// Blog posts (public reads) and the view counter.
#pragma once
#include <optional>

#include "http/types.hpp"
#include "services.hpp"

namespace api::blog {

Response list(Services& s, Request& req);     // GET /api/blog?limit=
Response get(Services& s, Request& req);      // GET /api/blog/{idOrSlug}
Response similar(Services& s, Request& req);  // GET /api/blog/{idOrSlug}/similar
Response latest(Services& s, Request& req);   // GET /api/latest-posts
Response view(Services& s, Request& req);     // POST /api/blog/{id}/views
// The same view counted on the I/O thread when the post is kept as published (published_posts.hpp)
// and nothing else is asked of it; nothing otherwise (then `view` answers on the handler pool).
std::optional<Response> view_ready(Services& s, Request& req);
// GET /api/blog/{idOrSlug}/views: {"id", "view_count"}, the count alone, beside the post's answer
// (which does not carry it), so a reader's view drops this small answer and not the kept posts.
Response view_count(Services& s, Request& req);

inline constexpr long long kListLimitMax = 1000;
inline constexpr int kSimilarMax = 3;
inline constexpr int kLatestMax = 4;

}  // namespace api::blog
