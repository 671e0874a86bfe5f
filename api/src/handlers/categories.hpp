// Promotion categories (public read).
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::categories {

Response list(Services& s, Request& req);  // GET /api/categories

}  // namespace api::categories
