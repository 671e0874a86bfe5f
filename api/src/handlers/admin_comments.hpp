// Visitor comments in the back office: list (search, rating filter), edit, delete.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_comments {

Response list(Services& s, Request& req);    // GET /api/admin/comments?search=&rating=
Response bulk(Services& s, Request& req);    // POST /api/admin/bulk/comments (handlers/bulk.hpp)
Response update(Services& s, Request& req);  // PUT /api/admin/comments/{id}
Response remove(Services& s, Request& req);  // DELETE /api/admin/comments/{id}

}  // namespace api::admin_comments
