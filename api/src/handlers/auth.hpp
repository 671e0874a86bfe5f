// Sign-in, token refresh, sign-out and "who am I" for the admin back office.
#pragma once
#include <chrono>

#include "http/types.hpp"
#include "services.hpp"

namespace api::auth_routes {

Response token(Services& s, Request& req);   // POST /api/auth/token (grant_type password | refresh_token)
Response logout(Services& s, Request& req);  // POST /api/auth/logout
Response me(Services& s, Request& req);      // GET /api/admin/me

// The sign-in's 429 (Retry-After), also for the checks of codes and passwords in the back office.
Response too_many_attempts(std::chrono::seconds retry_after);

}  // namespace api::auth_routes
