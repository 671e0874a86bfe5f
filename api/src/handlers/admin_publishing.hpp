// Scheduled publishing of drafts.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_publishing {

Response get(Services& s, Request& req);        // GET /api/admin/scheduled-publishing
Response save(Services& s, Request& req);       // PUT /api/admin/scheduled-publishing
Response run(Services& s, Request& req);        // POST /api/admin/scheduled-publishing/run

}  // namespace api::admin_publishing
