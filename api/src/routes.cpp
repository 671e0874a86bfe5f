// Every route in one list. Find a path here, follow the handler name into handlers/<resource>.cpp,
// where its SQL sits beside it.
#include "routes.hpp"

#include <array>

#include "domain/upload.hpp"

#include "handlers/auth.hpp"
#include "handlers/casinos.hpp"
#include "handlers/health.hpp"
#include "handlers/uploads.hpp"

namespace api {

namespace {
using http::verb;
constexpr auto pub = Access::public_route;
constexpr auto admin = Access::admin;

const std::array kRoutes{
    RouteSpec{verb::get, "/healthz", "health.live", pub, health::live},
    RouteSpec{verb::get, "/readyz", "health.ready", pub, health::ready},
    RouteSpec{verb::get, "/metrics", "metrics", pub, health::metrics},

    RouteSpec{verb::post, "/api/auth/token", "auth.token", pub, auth_routes::token},
    RouteSpec{verb::post, "/api/auth/logout", "auth.logout", pub, auth_routes::logout},
    RouteSpec{verb::get, "/api/admin/me", "admin.me", admin, auth_routes::me},

    RouteSpec{verb::get, "/api/casinos", "casinos.list", pub, casinos::list},
    RouteSpec{verb::get, "/api/casinos/{idOrSlug}", "casinos.get", pub, casinos::get},
    RouteSpec{verb::post, "/api/admin/casinos", "admin.casinos.create", admin, casinos::create},
    RouteSpec{verb::put, "/api/admin/casinos/{id}", "admin.casinos.update", admin, casinos::update},
    RouteSpec{verb::delete_, "/api/admin/casinos/{id}", "admin.casinos.delete", admin, casinos::remove},

    // Uploads: the body is the file. Each bucket's route reads at most its size limit.
    RouteSpec{verb::post, "/api/admin/uploads/promotions", "admin.uploads.promotions", admin, uploads_routes::upload,
              2 * domain::kMiB, "Dosya boyutu 2MB'dan küçük olmalıdır"},
    RouteSpec{verb::post, "/api/admin/uploads/blog-images", "admin.uploads.blog_images", admin, uploads_routes::upload,
              5 * domain::kMiB, "Dosya boyutu 5MB'dan küçük olmalıdır"},
    RouteSpec{verb::post, "/api/admin/uploads/splash-ads", "admin.uploads.splash_ads", admin, uploads_routes::upload,
              5 * domain::kMiB, "Dosya boyutu 5MB'dan küçük olmalıdır"},
    RouteSpec{verb::get, "/uploads/{bucket}/{name}", "uploads.serve", pub, uploads_routes::serve},
};
}  // namespace

std::span<const RouteSpec> route_table() { return kRoutes; }

void add_routes(Router& r, Services& s) {
  for (const auto& spec : kRoutes) {
    auto fn = spec.handler;
    r.add({spec.method, std::string(spec.pattern), std::string(spec.name), spec.access,
           [&s, fn](Request& q) { return fn(s, q); }, spec.body_limit, std::string(spec.too_large_message)});
  }
}

}  // namespace api
