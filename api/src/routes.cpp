// Every route in one list. Find a path here, follow the handler name into handlers/<resource>.cpp,
// where its SQL sits beside it. Public GETs marked `cached` go through the response cache (ETag,
// Cache-Control, 304, answers kept in memory until the projection changes).
#include "routes.hpp"

#include <array>

#include "domain/upload.hpp"
#include "handlers/admin_blog.hpp"
#include "handlers/bulk.hpp"
#include "handlers/admin_categories.hpp"
#include "handlers/admin_comments.hpp"
#include "handlers/admin_promotions.hpp"
#include "handlers/admin_ai_jobs.hpp"
#include "handlers/admin_casinos.hpp"
#include "handlers/admin_dashboard.hpp"
#include "handlers/admin_stats.hpp"
#include "handlers/admin_publishing.hpp"
#include "handlers/admin_site.hpp"
#include "handlers/admin_splash_ads.hpp"
#include "handlers/admin_password.hpp"
#include "handlers/admin_activity.hpp"
#include "handlers/admin_bin.hpp"
#include "handlers/admin_history.hpp"
#include "handlers/admin_security.hpp"
#include "handlers/admin_sessions.hpp"
#include "handlers/admin_totp.hpp"
#include "handlers/admin_security_keys.hpp"
#include "handlers/auth.hpp"
#include "handlers/blog.hpp"
#include "handlers/casinos.hpp"
#include "handlers/categories.hpp"
#include "handlers/comments.hpp"
#include "handlers/demo_images.hpp"
#include "handlers/detail_views.hpp"
#include "handlers/health.hpp"
#include "handlers/outbound.hpp"
#include "handlers/promotions.hpp"
#include "handlers/site.hpp"
#include "handlers/sitemap.hpp"
#include "handlers/spa.hpp"
#include "handlers/uploads.hpp"
#include "idempotency.hpp"

namespace api {

namespace {
using http::verb;
constexpr auto pub = Access::public_route;
constexpr auto admin = Access::admin;
constexpr Caching uncached{};
constexpr Caching cached(storage::AreaMask reads, std::string_view params = {}) { return {true, reads, params}; }
// The query parameters of the web app's pages (spa.cpp: /bonuslar, /promotion?id=).
constexpr std::string_view kPageParams = "id,kategori,q,sayfa";

std::vector<std::string> split_params(std::string_view list) {
  std::vector<std::string> out;
  while (!list.empty()) {
    const auto comma = list.find(',');
    out.emplace_back(list.substr(0, comma));
    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
  }
  return out;
}
// The read areas, by what a handler's SQL reads.
constexpr auto kCatalogue = storage::area_bit(storage::ReadArea::catalogue);
constexpr auto kBlog = storage::area_bit(storage::ReadArea::blog);
constexpr auto kViews = storage::area_bit(storage::ReadArea::views);
constexpr auto kComments = storage::area_bit(storage::ReadArea::comments);
constexpr auto kSite = storage::area_bit(storage::ReadArea::site);
constexpr auto kSitemap = storage::area_bit(storage::ReadArea::sitemap);  // grown by its rebuild, after the batch
constexpr storage::AreaMask kNothing = 0;  // a pure function of the URL

const std::array kRoutes{
    RouteSpec{verb::get, "/healthz", "health.live", pub, health::live, uncached, 0, {}, /*on_io_thread=*/true},
    RouteSpec{verb::get, "/readyz", "health.ready", pub, health::ready},
    RouteSpec{verb::get, "/metrics", "metrics", pub, health::metrics},

    RouteSpec{verb::get, "/api/categories", "categories.list", pub, categories::list, cached(kCatalogue)},

    RouteSpec{verb::get, "/api/promotions", "promotions.list", pub, promotions::list,
              cached(kCatalogue, "category,limit,page,per_page,search")},
    RouteSpec{verb::get, "/api/promotions/search", "promotions.search", pub, promotions::search,
              cached(kCatalogue, "category,limit,page,per_page,search")},
    RouteSpec{verb::get, "/api/promotions/by-slug/{casinoSlug}/{promotionSlug}", "promotions.by_slug", pub,
              promotions::by_slug, cached(kCatalogue)},
    RouteSpec{verb::get, "/api/promotions/{id}", "promotions.get", pub, promotions::get, cached(kCatalogue)},
    RouteSpec{verb::get, "/api/promotions/{id}/comments", "comments.list", pub, comments::list, cached(kCatalogue | kComments)},
    RouteSpec{verb::post, "/api/promotions/{id}/comments", "comments.post", pub, comments::post},

    RouteSpec{verb::get, "/api/casinos", "casinos.list", pub, casinos::list, cached(kCatalogue, "limit,page,per_page")},
    RouteSpec{verb::get, "/api/casinos/{idOrSlug}", "casinos.get", pub, casinos::get, cached(kCatalogue)},
    RouteSpec{verb::get, "/api/casinos/{idOrSlug}/promotions", "casinos.promotions", pub, promotions::of_casino,
              cached(kCatalogue, "limit")},

    RouteSpec{verb::get, "/api/blog", "blog.list", pub, blog::list, cached(kBlog, "limit")},
    RouteSpec{verb::get, "/api/blog/{idOrSlug}", "blog.get", pub, blog::get, cached(kBlog)},
    RouteSpec{verb::get, "/api/blog/{idOrSlug}/similar", "blog.similar", pub, blog::similar, cached(kBlog)},
    RouteSpec{verb::get, "/api/blog/{idOrSlug}/views", "blog.view_count", pub, blog::view_count, cached(kBlog | kViews)},
    RouteSpec{verb::get, "/api/latest-posts", "blog.latest", pub, blog::latest, cached(kBlog)},

    RouteSpec{verb::get, "/api/hero", "site.hero", pub, site::hero, cached(kSite)},
    RouteSpec{verb::get, "/api/settings", "site.settings", pub, site::settings, cached(kSite)},
    RouteSpec{verb::get, "/api/seo", "site.seo", pub, site::seo, cached(kSite, "path")},
    RouteSpec{verb::get, "/api/splash-ads", "site.splash_ads", pub, site::splash_ads, cached(kSite)},

    RouteSpec{verb::get, "/sitemap.xml", "sitemap.xml", pub, sitemap::xml, cached(kSitemap)},
    RouteSpec{verb::get, "/sitemap", "sitemap.xml", pub, sitemap::xml, cached(kSitemap)},
    RouteSpec{verb::get, "/robots.txt", "robots.txt", pub, sitemap::robots, cached(kNothing)},
    RouteSpec{verb::get, "/images/demo/{kind}/{file}", "demo.image", pub, demo_images::get, cached(kNothing, "t")},
    RouteSpec{verb::get, "/uploads/{bucket}/{name}", "uploads.serve", pub, uploads_routes::serve},

    RouteSpec{verb::post, "/api/auth/token", "auth.token", pub, auth_routes::token},
    RouteSpec{verb::post, "/api/auth/logout", "auth.logout", pub, auth_routes::logout},
    RouteSpec{verb::get, "/api/admin/me", "admin.me", admin, auth_routes::me},
    RouteSpec{verb::get, "/api/admin/sessions", "admin.sessions.list", admin, admin_sessions::list},
    RouteSpec{verb::delete_, "/api/admin/sessions/{id}", "admin.sessions.end", admin, admin_sessions::end},
    RouteSpec{verb::get, "/api/admin/totp", "admin.totp.status", admin, admin_totp::status},
    RouteSpec{verb::post, "/api/admin/totp/setup", "admin.totp.setup", admin, admin_totp::setup},
    RouteSpec{verb::post, "/api/admin/totp/enable", "admin.totp.enable", admin, admin_totp::enable},
    RouteSpec{verb::post, "/api/admin/totp/disable", "admin.totp.disable", admin, admin_totp::disable},
    RouteSpec{verb::post, "/api/admin/totp/recovery-codes", "admin.totp.recovery_codes", admin,
              admin_totp::recovery_codes},
    RouteSpec{verb::post, "/api/admin/password", "admin.password.change", admin, admin_password::change},
    RouteSpec{verb::get, "/api/admin/dashboard", "admin.dashboard", admin, admin_dashboard::get},

    RouteSpec{verb::get, "/api/admin/casinos", "admin.casinos.list", admin, admin_casinos::list},
    RouteSpec{verb::get, "/api/admin/casinos/{id}", "admin.casinos.get", admin, admin_casinos::get},
    RouteSpec{verb::post, "/api/admin/casinos", "admin.casinos.create", admin, admin_casinos::create},
    RouteSpec{verb::put, "/api/admin/casinos/{id}", "admin.casinos.update", admin, admin_casinos::update},
    RouteSpec{verb::delete_, "/api/admin/casinos/{id}", "admin.casinos.delete", admin, admin_casinos::remove},

    RouteSpec{verb::get, "/api/admin/blog-posts", "admin.blog.list", admin, admin_blog::list},
    RouteSpec{verb::post, "/api/admin/blog-posts", "admin.blog.create", admin, admin_blog::create},
    RouteSpec{verb::post, "/api/admin/bulk/blog-posts", "admin.blog.bulk", admin, admin_blog::bulk},
    RouteSpec{verb::post, "/api/admin/blog-posts/batch", "admin.blog.batch", admin, admin_blog::batch},
    RouteSpec{verb::get, "/api/admin/blog-posts/{id}", "admin.blog.get", admin, admin_blog::get},
    RouteSpec{verb::put, "/api/admin/blog-posts/{id}", "admin.blog.update", admin, admin_blog::update},
    RouteSpec{verb::delete_, "/api/admin/blog-posts/{id}", "admin.blog.delete", admin, admin_blog::remove},
    RouteSpec{verb::post, "/api/admin/blog-posts/{id}/publish", "admin.blog.publish", admin, admin_blog::publish},
    RouteSpec{verb::post, "/api/admin/blog-posts/{id}/unpublish", "admin.blog.unpublish", admin, admin_blog::unpublish},

    RouteSpec{verb::get, "/api/admin/promotions", "admin.promotions.list", admin, admin_promotions::list},
    RouteSpec{verb::post, "/api/admin/promotions", "admin.promotions.create", admin, admin_promotions::create},
    RouteSpec{verb::post, "/api/admin/bulk/promotions", "admin.promotions.bulk", admin, admin_promotions::bulk},
    RouteSpec{verb::get, "/api/admin/promotions/{id}", "admin.promotions.get", admin, admin_promotions::get},
    RouteSpec{verb::put, "/api/admin/promotions/{id}", "admin.promotions.update", admin, admin_promotions::update},
    RouteSpec{verb::delete_, "/api/admin/promotions/{id}", "admin.promotions.delete", admin, admin_promotions::remove},
    RouteSpec{verb::post, "/api/admin/promotions/{id}/activate", "admin.promotions.activate", admin,
              admin_promotions::activate},
    RouteSpec{verb::post, "/api/admin/promotions/{id}/deactivate", "admin.promotions.deactivate", admin,
              admin_promotions::deactivate},

    RouteSpec{verb::get, "/api/admin/categories", "admin.categories.list", admin, admin_categories::list},
    RouteSpec{verb::post, "/api/admin/categories", "admin.categories.create", admin, admin_categories::create},
    RouteSpec{verb::post, "/api/admin/bulk/categories", "admin.categories.bulk", admin, admin_categories::bulk},
    RouteSpec{verb::put, "/api/admin/categories/{id}", "admin.categories.update", admin, admin_categories::update},
    RouteSpec{verb::delete_, "/api/admin/categories/{id}", "admin.categories.delete", admin, admin_categories::remove},

    RouteSpec{verb::get, "/api/admin/comments", "admin.comments.list", admin, admin_comments::list},
    RouteSpec{verb::post, "/api/admin/bulk/comments", "admin.comments.bulk", admin, admin_comments::bulk},
    RouteSpec{verb::get, "/api/admin/bulk-actions/{id}", "admin.bulk_actions.get", admin, bulk::get},
    RouteSpec{verb::put, "/api/admin/comments/{id}", "admin.comments.update", admin, admin_comments::update},
    RouteSpec{verb::delete_, "/api/admin/comments/{id}", "admin.comments.delete", admin, admin_comments::remove},

    RouteSpec{verb::get, "/api/admin/splash-ads", "admin.splash_ads.list", admin, admin_splash_ads::list},
    RouteSpec{verb::post, "/api/admin/splash-ads", "admin.splash_ads.create", admin, admin_splash_ads::create},
    RouteSpec{verb::get, "/api/admin/splash-ads/{id}", "admin.splash_ads.get", admin, admin_splash_ads::get},
    RouteSpec{verb::put, "/api/admin/splash-ads/{id}", "admin.splash_ads.update", admin, admin_splash_ads::update},
    RouteSpec{verb::put, "/api/admin/splash-ads/{id}/active", "admin.splash_ads.active", admin,
              admin_splash_ads::set_active},
    RouteSpec{verb::delete_, "/api/admin/splash-ads/{id}", "admin.splash_ads.delete", admin, admin_splash_ads::remove},

    RouteSpec{verb::get, "/api/admin/hero", "admin.hero.get", admin, admin_site::get_hero},
    RouteSpec{verb::put, "/api/admin/hero", "admin.hero.save", admin, admin_site::save_hero},
    RouteSpec{verb::get, "/api/admin/settings", "admin.settings.get", admin, admin_site::get_settings},
    RouteSpec{verb::put, "/api/admin/settings", "admin.settings.save", admin, admin_site::save_settings},
    RouteSpec{verb::get, "/api/admin/seo-settings", "admin.seo.list", admin, admin_site::list_seo},
    RouteSpec{verb::post, "/api/admin/seo-settings", "admin.seo.create", admin, admin_site::create_seo},
    RouteSpec{verb::put, "/api/admin/seo-settings/{id}", "admin.seo.update", admin, admin_site::update_seo},
    RouteSpec{verb::delete_, "/api/admin/seo-settings/{id}", "admin.seo.delete", admin, admin_site::remove_seo},

    RouteSpec{verb::get, "/api/admin/scheduled-publishing", "admin.publishing.get", admin, admin_publishing::get},
    RouteSpec{verb::put, "/api/admin/scheduled-publishing", "admin.publishing.save", admin, admin_publishing::save},
    RouteSpec{verb::post, "/api/admin/scheduled-publishing/run", "admin.publishing.run", admin, admin_publishing::run},

    RouteSpec{verb::post, "/api/admin/ai/jobs", "admin.ai.create", admin, admin_ai_jobs::create},
    RouteSpec{verb::get, "/api/admin/ai/jobs", "admin.ai.list", admin, admin_ai_jobs::list},
    RouteSpec{verb::get, "/api/admin/ai/jobs/{id}", "admin.ai.get", admin, admin_ai_jobs::get},
    RouteSpec{verb::post, "/api/admin/ai/jobs/{id}/cancel", "admin.ai.cancel", admin, admin_ai_jobs::cancel},

    // Uploads: the body is the file. Each bucket's route reads at most its size limit.
    RouteSpec{verb::post, "/api/admin/uploads/promotions", "admin.uploads.promotions", admin, uploads_routes::upload,
              uncached, 2 * domain::kMiB, "Dosya boyutu 2MB'dan küçük olmalıdır"},
    RouteSpec{verb::post, "/api/admin/uploads/blog-images", "admin.uploads.blog_images", admin, uploads_routes::upload,
              uncached, 5 * domain::kMiB, "Dosya boyutu 5MB'dan küçük olmalıdır"},
    RouteSpec{verb::post, "/api/admin/uploads/splash-ads", "admin.uploads.splash_ads", admin, uploads_routes::upload,
              uncached, 5 * domain::kMiB, "Dosya boyutu 5MB'dan küçük olmalıdır"},

    RouteSpec{verb::post, "/api/promotions/{id}/views", "promotions.view", pub, detail_views::promotion},
    RouteSpec{verb::post, "/api/casinos/{id}/views", "casinos.view", pub, detail_views::casino},
    RouteSpec{verb::get, "/api/admin/stats", "admin.stats", admin, admin_stats::get},

    // History, restore, the bin and the activity log (the history projection).
    RouteSpec{verb::get, "/api/admin/history/{type}/{id}", "admin.history.list", admin, admin_history::list},
    RouteSpec{verb::get, "/api/admin/history/{type}/{id}/versions/{version}", "admin.history.version", admin,
              admin_history::version},
    RouteSpec{verb::post, "/api/admin/history/{type}/{id}/restore", "admin.history.restore", admin,
              admin_history::restore},
    RouteSpec{verb::get, "/api/admin/bin", "admin.bin.list", admin, admin_bin::list},
    RouteSpec{verb::post, "/api/admin/bin/{type}/{id}/restore", "admin.bin.restore", admin, admin_bin::restore},
    RouteSpec{verb::get, "/api/admin/activity", "admin.activity.list", admin, admin_activity::list},
    RouteSpec{verb::get, "/api/admin/activity.csv", "admin.activity.csv", admin, admin_activity::csv},
    RouteSpec{verb::get, "/api/admin/activity/admins", "admin.activity.admins", admin, admin_activity::admins},
    // Security keys (WebAuthn) beside TOTP: the sign-in's challenge, then the account's own keys.
    RouteSpec{verb::post, "/api/auth/security-key/options", "auth.security_key.options", pub,
              admin_security_keys::sign_in_options},
    RouteSpec{verb::get, "/api/admin/security-keys", "admin.security_keys.list", admin, admin_security_keys::list},
    RouteSpec{verb::post, "/api/admin/security-key-options", "admin.security_keys.options", admin,
              admin_security_keys::options},
    RouteSpec{verb::post, "/api/admin/security-keys", "admin.security_keys.add", admin, admin_security_keys::add},
    RouteSpec{verb::post, "/api/admin/security-key-challenge", "admin.security_keys.challenge", admin,
              admin_security_keys::reauth_challenge},
    RouteSpec{verb::delete_, "/api/admin/security-keys/{id}", "admin.security_keys.remove", admin,
              admin_security_keys::remove},
    RouteSpec{verb::get, "/api/admin/security-settings", "admin.security.settings", admin, admin_security::settings},
    RouteSpec{verb::put, "/api/admin/security-settings", "admin.security.set_settings", admin,
              admin_security::set_settings},
    RouteSpec{verb::get, "/api/admin/security-notices", "admin.security.notices", admin, admin_security::notices},
    RouteSpec{verb::post, "/api/admin/security-notices/read", "admin.security.read_notices", admin,
              admin_security::read_notices},
};
}  // namespace

std::span<const RouteSpec> route_table() { return kRoutes; }

void add_routes(Router& r, Services& s) {
  for (const auto& spec : kRoutes) {
    auto fn = spec.handler;
    Handler h = [&s, fn](Request& q) { return fn(s, q); };
    // Every command may carry an Idempotency-Key (idempotency.hpp); a malformed one is 400.
    if (spec.method != verb::get)
      h = [&s, inner = std::move(h)](Request& q) {
        read_idempotency_key(q, s.site.request_hash_key);
        return inner(q);
      };
    auto params = split_params(spec.caching.params);
    if (spec.caching.cached)
      h = [&s, inner = std::move(h), reads = spec.caching.reads, params](Request& q) {
        return s.cache.serve(q, inner, reads, params);
      };
    r.add({spec.method, std::string(spec.pattern), std::string(spec.name), spec.access, std::move(h), spec.body_limit,
           std::string(spec.too_large_message), spec.caching.cached, spec.on_io_thread, std::move(params)});
  }
  // Outbound links to casinos (handlers/outbound.hpp): never cached, their 404 is the site's page;
  // answered on the I/O thread when the link's target is kept in memory.
  Route query{verb::get, "/git", "outbound.query", pub, [&s, &r](Request& q) { return outbound::by_query(s, r, q); }};
  query.ready = [&s](Request& q) { return outbound::by_query_ready(s, q); };
  r.add(std::move(query));
  Route casino{verb::get, "/git/{casinoSlug}", "outbound.casino", pub,
               [&s, &r](Request& q) { return outbound::casino(s, r, q); }};
  casino.ready = [&s](Request& q) { return outbound::casino_ready(s, q); };
  r.add(std::move(casino));
  Route promotion{verb::get, "/git/{casinoSlug}/{promotionSlug}", "outbound.promotion", pub,
                  [&s, &r](Request& q) { return outbound::promotion(s, r, q); }};
  promotion.ready = [&s](Request& q) { return outbound::promotion_ready(s, q); };
  r.add(std::move(promotion));
  // A reader's view of a post: answered on the I/O thread once the post is known to be published.
  Route view{verb::post, "/api/blog/{id}/views", "blog.view", pub, [&s](Request& q) {
               read_idempotency_key(q, s.site.request_hash_key);
               return blog::view(s, q);
             }};
  view.ready = [&s](Request& q) { return blog::view_ready(s, q); };
  r.add(std::move(view));
  // Everything else that is not under /api/: the web app's files (read from disk, in the coding
  // the build wrote for them) and its pages (through the response cache).
  r.set_fallback({verb::get, "/*", "site.page", pub, [&s, &r](Request& q) {
                    if (auto key = sitemap::indexnow_key(s, q)) return std::move(*key);
                    if (auto asset = spa::static_asset(s, q)) return std::move(*asset);
                    // A page reads its SEO row itself (site); the areas of the data it embeds are
                    // added by the cache as the page's internal GETs are answered.
                    return s.cache.serve(
                        q, [&s, &r](Request& inner) { return spa::page(s, r, inner); }, kSite, split_params(kPageParams));
                  },
                  0, "", /*cached=*/true, false, split_params(kPageParams)});
}

}  // namespace api
