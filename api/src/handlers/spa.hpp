// The web app: its static files and its pages (index.html with server-side metadata and data).
#pragma once
#include "http/router.hpp"
#include "http/types.hpp"
#include "services.hpp"

namespace api::spa {

// The router's fallback for GET/HEAD of any non-API path (see routes.cpp).
Response page(Services& s, const Router& router, Request& req);

}  // namespace api::spa
