// The web app: its static files and its pages (index.html with server-side metadata and data).
#pragma once
#include <optional>
#include "http/router.hpp"
#include "http/types.hpp"
#include "services.hpp"

namespace api::spa {

// The router's fallback for GET/HEAD of any non-API path (see routes.cpp).
// A file of the built web app (not index.html) when the path names one: in the coding the
// request accepts when the build left an encoded copy beside it (`name.br`, `name.gz`).
std::optional<Response> static_asset(Services& s, Request& req);

Response page(Services& s, const Router& router, Request& req);

}  // namespace api::spa
