// An admin's own sessions: the list, and ending one (a lost laptop, a shared computer).
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_sessions {

Response list(Services& s, Request& req);  // GET /api/admin/sessions
Response end(Services& s, Request& req);   // DELETE /api/admin/sessions/{id}

}  // namespace api::admin_sessions
