// The back-office dashboard.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_dashboard {

Response get(Services& s, Request& req);  // GET /api/admin/dashboard

}  // namespace api::admin_dashboard
