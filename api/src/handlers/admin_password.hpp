// POST /api/admin/password: the signed-in admin changes its own password.
#pragma once
#include "services.hpp"

namespace api::admin_password {

Response change(Services& s, Request& req);  // POST /api/admin/password

}  // namespace api::admin_password
