// The route table of the api: every path, its handler and who may call it.
#pragma once
#include <span>
#include <string_view>

#include "http/router.hpp"
#include "storage/read_areas.hpp"
#include "services.hpp"

namespace api {

// Public GETs marked `cached` go through the response cache (ETag, Cache-Control, 304).
// Whether a public GET goes through the response cache, and which read areas its handler reads
// from the database (storage/read_areas.hpp): a change in any other area keeps its answer.
struct Caching {
  bool cached = false;
  storage::AreaMask reads = 0;
  // The query parameters the handler reads, comma-separated and sorted: the cache key holds
  // these and no others (response_cache.hpp, cache_key).
  std::string_view params{};
};

struct RouteSpec {
  http::verb method;
  std::string_view pattern;
  std::string_view name;
  Access access;
  Response (*handler)(Services&, Request&);
  Caching caching{};
  std::size_t body_limit = 0;            // 0: the server's BONUS_BODY_LIMIT
  std::string_view too_large_message{};  // 413 message when body_limit is exceeded
  bool on_io_thread = false;             // Route::on_io_thread: liveness only
};

// Every route, in one list (tests walk it, e.g. the authorisation matrix). The web app's pages
// (the fallback for paths outside /api/) are added by add_routes.
std::span<const RouteSpec> route_table();

// Adds every route of route_table() to the router, bound to `services`, and the page fallback.
void add_routes(Router& router, Services& services);

}  // namespace api
