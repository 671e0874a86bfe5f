// The activity log: every version of the history projection and the sign-in audit events,
// filtered by admin, entity type, action and date range, as JSON pages or one CSV file.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_activity {

Response list(Services& s, Request& req);    // GET /api/admin/activity
Response csv(Services& s, Request& req);     // GET /api/admin/activity.csv
Response admins(Services& s, Request& req);  // GET /api/admin/activity/admins

}  // namespace api::admin_activity
