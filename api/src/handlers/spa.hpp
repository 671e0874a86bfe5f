// The web app: its static files and its pages (index.html with server-side metadata and data).
#pragma once
#include <optional>
#include <string_view>
#include <vector>

#include "http/router.hpp"
#include "http/types.hpp"
#include "services.hpp"

namespace api::spa {

// The router's fallback for GET/HEAD of any non-API path (see routes.cpp).
// A file of the built web app (not index.html) when the path names one: in the coding the
// request accepts when the build left an encoded copy beside it (`name.br`, `name.gz`).
std::optional<Response> static_asset(Services& s, Request& req);

Response page(Services& s, const Router& router, Request& req);

// The patterns of the public pages page() describes, as the app's router writes them
// ("bonuslar/:casinoSlug/:promotionSlug"; "" is the home page): checked against
// webapp/src/app/routes.tsx by a unit test.
std::vector<std::string_view> public_page_patterns();

}  // namespace api::spa
