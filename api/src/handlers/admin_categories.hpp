// Promotion categories in the back office: list, create, update, delete.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_categories {

Response list(Services& s, Request& req);    // GET /api/admin/categories
Response create(Services& s, Request& req);  // POST /api/admin/categories
Response update(Services& s, Request& req);  // PUT /api/admin/categories/{id}
Response remove(Services& s, Request& req);  // DELETE /api/admin/categories/{id}
Response bulk(Services& s, Request& req);    // POST /api/admin/bulk/categories (handlers/bulk.hpp)

}  // namespace api::admin_categories
