// Every route in one list. Find a path here, follow the handler name into handlers/<resource>.cpp,
// where its SQL sits beside it.
#include "routes.hpp"

#include "handlers/casinos.hpp"
#include "handlers/health.hpp"

namespace api {

void add_routes(Router& r, Services& s) {
  using http::verb;
  auto bind = [&s](Response (*fn)(Services&, Request&)) { return [&s, fn](Request& q) { return fn(s, q); }; };
  const auto pub = Access::public_route;
  const auto admin = Access::admin;

  r.add({verb::get, "/healthz", "health.live", pub, bind(health::live)});
  r.add({verb::get, "/readyz", "health.ready", pub, bind(health::ready)});
  r.add({verb::get, "/metrics", "metrics", pub, bind(health::metrics)});

  r.add({verb::get, "/api/casinos", "casinos.list", pub, bind(casinos::list)});
  r.add({verb::get, "/api/casinos/{idOrSlug}", "casinos.get", pub, bind(casinos::get)});
  r.add({verb::post, "/api/admin/casinos", "admin.casinos.create", admin, bind(casinos::create)});
  r.add({verb::put, "/api/admin/casinos/{id}", "admin.casinos.update", admin, bind(casinos::update)});
  r.add({verb::delete_, "/api/admin/casinos/{id}", "admin.casinos.delete", admin, bind(casinos::remove)});
}

}  // namespace api
