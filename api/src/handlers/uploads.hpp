// Image uploads into the three buckets (admin), and serving them (public).
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::uploads_routes {

Response upload(Services& s, Request& req);  // POST /api/admin/uploads/{promotions|blog-images|splash-ads}
Response serve(Services& s, Request& req);   // GET /uploads/{bucket}/{name}

}  // namespace api::uploads_routes
