// Casinos in the back office.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_casinos {

Response list(Services& s, Request& req);    // GET /api/admin/casinos (paged, newest first by default)
Response get(Services& s, Request& req);     // GET /api/admin/casinos/{id}
Response create(Services& s, Request& req);  // POST /api/admin/casinos
Response update(Services& s, Request& req);  // PUT /api/admin/casinos/{id}
Response remove(Services& s, Request& req);  // DELETE /api/admin/casinos/{id}

}  // namespace api::admin_casinos
