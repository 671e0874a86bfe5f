// Promotion categories in the back office: list, create, update, delete.
#pragma once
#include <optional>
#include <string>

#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_categories {

Response list(Services& s, Request& req);    // GET /api/admin/categories
Response create(Services& s, Request& req);  // POST /api/admin/categories
Response update(Services& s, Request& req);  // PUT /api/admin/categories/{id}
// The category as the commands answer it (the bin's restore answers with it too).
std::optional<std::string> answer_by_id(Services& s, const std::string& id);
Response remove(Services& s, Request& req);  // DELETE /api/admin/categories/{id}

}  // namespace api::admin_categories
