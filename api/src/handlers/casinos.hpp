// Casino reads (public) and commands (admin).
#pragma once
#include <optional>
#include <string>

#include "http/types.hpp"
#include "services.hpp"

namespace api::casinos {

Response list(Services& s, Request& req);    // GET /api/casinos
Response get(Services& s, Request& req);     // GET /api/casinos/{idOrSlug}
Response admin_list(Services& s, Request& req);  // GET /api/admin/casinos (newest first)
Response create(Services& s, Request& req);  // POST /api/admin/casinos
Response update(Services& s, Request& req);  // PUT /api/admin/casinos/{id}
Response remove(Services& s, Request& req);  // DELETE /api/admin/casinos/{id}

// The id of the casino a public page parameter means (id, slug, partial slug or name; see
// domain::find_casino), if any.
std::optional<std::string> resolve_id(Services& s, const std::string& param);

}  // namespace api::casinos
