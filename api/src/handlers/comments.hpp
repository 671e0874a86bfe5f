// Visitor comments on promotions: the list, and posting one.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::comments {

Response list(Services& s, Request& req);  // GET /api/promotions/{id}/comments
Response post(Services& s, Request& req);  // POST /api/promotions/{id}/comments

inline constexpr int kListMax = 200;

}  // namespace api::comments
