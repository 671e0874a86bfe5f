// The route table of the api: every path, its handler and who may call it.
#pragma once
#include "http/router.hpp"
#include "services.hpp"

namespace api {

void add_routes(Router& router, Services& services);

}  // namespace api
