// Every route in one list. Find a path here, follow the handler name into handlers/<resource>.cpp,
// where its SQL sits beside it. Public GETs go through the response cache (ETag, Cache-Control,
// 304, answers kept in memory until the projection changes).
#include "routes.hpp"

#include "handlers/blog.hpp"
#include "handlers/casinos.hpp"
#include "handlers/categories.hpp"
#include "handlers/comments.hpp"
#include "handlers/demo_images.hpp"
#include "handlers/health.hpp"
#include "handlers/promotions.hpp"
#include "handlers/site.hpp"
#include "handlers/sitemap.hpp"
#include "handlers/spa.hpp"

namespace api {

void add_routes(Router& r, Services& s) {
  using http::verb;
  auto bind = [&s](Response (*fn)(Services&, Request&)) -> Handler { return [&s, fn](Request& q) { return fn(s, q); }; };
  auto cached = [&s, &bind](Response (*fn)(Services&, Request&)) -> Handler {
    return [&s, h = bind(fn)](Request& q) { return s.cache.serve(q, h); };
  };
  const auto pub = Access::public_route;
  const auto admin = Access::admin;

  r.add({verb::get, "/healthz", "health.live", pub, bind(health::live)});
  r.add({verb::get, "/readyz", "health.ready", pub, bind(health::ready)});
  r.add({verb::get, "/metrics", "metrics", pub, bind(health::metrics)});

  r.add({verb::get, "/api/categories", "categories.list", pub, cached(categories::list)});

  r.add({verb::get, "/api/promotions", "promotions.list", pub, cached(promotions::list)});
  r.add({verb::get, "/api/promotions/by-slug/{casinoSlug}/{promotionSlug}", "promotions.by_slug", pub,
         cached(promotions::by_slug)});
  r.add({verb::get, "/api/promotions/{id}", "promotions.get", pub, cached(promotions::get)});
  r.add({verb::get, "/api/promotions/{id}/comments", "comments.list", pub, cached(comments::list)});
  r.add({verb::post, "/api/promotions/{id}/comments", "comments.post", pub, bind(comments::post)});

  r.add({verb::get, "/api/casinos", "casinos.list", pub, cached(casinos::list)});
  r.add({verb::get, "/api/casinos/{idOrSlug}", "casinos.get", pub, cached(casinos::get)});
  r.add({verb::get, "/api/casinos/{idOrSlug}/promotions", "casinos.promotions", pub, cached(promotions::of_casino)});

  r.add({verb::get, "/api/blog", "blog.list", pub, cached(blog::list)});
  r.add({verb::get, "/api/blog/{idOrSlug}", "blog.get", pub, cached(blog::get)});
  r.add({verb::get, "/api/blog/{idOrSlug}/similar", "blog.similar", pub, cached(blog::similar)});
  r.add({verb::post, "/api/blog/{id}/views", "blog.view", pub, bind(blog::view)});
  r.add({verb::get, "/api/latest-posts", "blog.latest", pub, cached(blog::latest)});

  r.add({verb::get, "/api/hero", "site.hero", pub, cached(site::hero)});
  r.add({verb::get, "/api/settings", "site.settings", pub, cached(site::settings)});
  r.add({verb::get, "/api/seo", "site.seo", pub, cached(site::seo)});
  r.add({verb::get, "/api/splash-ads", "site.splash_ads", pub, cached(site::splash_ads)});

  r.add({verb::get, "/sitemap.xml", "sitemap.xml", pub, cached(sitemap::xml)});
  r.add({verb::get, "/sitemap", "sitemap.xml", pub, cached(sitemap::xml)});
  r.add({verb::get, "/robots.txt", "robots.txt", pub, cached(sitemap::robots)});
  r.add({verb::get, "/images/demo/{kind}/{file}", "demo.image", pub, cached(demo_images::get)});

  r.add({verb::post, "/api/admin/casinos", "admin.casinos.create", admin, bind(casinos::create)});
  r.add({verb::put, "/api/admin/casinos/{id}", "admin.casinos.update", admin, bind(casinos::update)});
  r.add({verb::delete_, "/api/admin/casinos/{id}", "admin.casinos.delete", admin, bind(casinos::remove)});

  // Everything else that is not under /api/: the web app's files and pages.
  r.set_fallback({verb::get, "/*", "site.page", pub, [&s, &r](Request& q) {
                    return s.cache.serve(q, [&s, &r](Request& inner) { return spa::page(s, r, inner); });
                  }});
}

}  // namespace api
