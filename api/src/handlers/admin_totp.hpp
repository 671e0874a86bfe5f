// An admin's own two-step sign-in (TOTP): its state, the setup, turning it on and off, and new
// recovery codes. The account comes from the request's access token.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_totp {

Response status(Services& s, Request& req);          // GET /api/admin/totp
Response setup(Services& s, Request& req);           // POST /api/admin/totp/setup
Response enable(Services& s, Request& req);          // POST /api/admin/totp/enable
Response disable(Services& s, Request& req);         // POST /api/admin/totp/disable
Response recovery_codes(Services& s, Request& req);  // POST /api/admin/totp/recovery-codes

}  // namespace api::admin_totp
