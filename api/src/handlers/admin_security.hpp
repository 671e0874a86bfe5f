// The back office's security settings and an admin's notices about their own account.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_security {

Response settings(Services& s, Request& req);      // GET /api/admin/security-settings
Response set_settings(Services& s, Request& req);  // PUT /api/admin/security-settings
Response notices(Services& s, Request& req);       // GET /api/admin/security-notices
Response read_notices(Services& s, Request& req);  // POST /api/admin/security-notices/read

}  // namespace api::admin_security
