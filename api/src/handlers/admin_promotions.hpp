// Promotions in the back office: list and form reads, create, update, activate, deactivate, delete.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_promotions {

Response list(Services& s, Request& req);        // GET /api/admin/promotions
Response bulk(Services& s, Request& req);    // POST /api/admin/bulk/promotions (handlers/bulk.hpp)
Response get(Services& s, Request& req);         // GET /api/admin/promotions/{id}
Response create(Services& s, Request& req);      // POST /api/admin/promotions
Response update(Services& s, Request& req);      // PUT /api/admin/promotions/{id}
Response activate(Services& s, Request& req);    // POST /api/admin/promotions/{id}/activate
Response deactivate(Services& s, Request& req);  // POST /api/admin/promotions/{id}/deactivate
Response remove(Services& s, Request& req);      // DELETE /api/admin/promotions/{id}

}  // namespace api::admin_promotions
