// Splash-ad popups in the back office: list, form read, create, update, toggle, delete.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_splash_ads {

Response list(Services& s, Request& req);        // GET /api/admin/splash-ads
Response get(Services& s, Request& req);         // GET /api/admin/splash-ads/{id}
Response create(Services& s, Request& req);      // POST /api/admin/splash-ads
Response update(Services& s, Request& req);      // PUT /api/admin/splash-ads/{id}
Response set_active(Services& s, Request& req);  // PUT /api/admin/splash-ads/{id}/active {is_active}
Response remove(Services& s, Request& req);      // DELETE /api/admin/splash-ads/{id}

}  // namespace api::admin_splash_ads
