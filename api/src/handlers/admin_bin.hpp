// The bin: deleted casinos, promotions, categories, blog posts and splash ads, as the history
// projection keeps their last state, and their restore with the same id (a create event).
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_bin {

Response list(Services& s, Request& req);     // GET /api/admin/bin
Response restore(Services& s, Request& req);  // POST /api/admin/bin/{type}/{id}/restore

}  // namespace api::admin_bin
