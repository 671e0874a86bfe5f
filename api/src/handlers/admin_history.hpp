// The history of every content entity, read from the history projection (entity_versions), and
// its restore: a new save of an earlier version's state by the current admin.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_history {

Response list(Services& s, Request& req);     // GET /api/admin/history/{type}/{id}
Response version(Services& s, Request& req);  // GET /api/admin/history/{type}/{id}/versions/{version}
Response restore(Services& s, Request& req);  // POST /api/admin/history/{type}/{id}/restore

}  // namespace api::admin_history
