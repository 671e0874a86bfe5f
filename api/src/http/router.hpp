// The route table: method + pattern ("/api/casinos/{id}") -> named handler, with its access rule.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "http/types.hpp"

namespace api {

enum class Access { public_route, admin };

using Handler = std::function<Response(Request&)>;

struct Route {
  http::verb method;
  std::string pattern;
  std::string name;  // stable label for metrics and logs, e.g. "casinos.list"
  Access access;
  Handler handler;
  std::size_t body_limit = 0;       // bytes; 0 means the server's default
  std::string too_large_message{};  // 413 message when body_limit is passed (default: generic)
  // Its GET answers go through the response cache, so the server may write a kept one itself.
  bool cached = false;
  // Answered on the I/O thread, never queued for the handler pool: for a handler that neither
  // blocks nor reads the database (liveness, which a full handler queue must not fail).
  bool on_io_thread = false;
  // The query parameters its cached answers depend on: the cache key holds these, in this
  // order, and no others (http/response_cache.hpp, cache_key).
  std::vector<std::string> cache_params{};
  std::vector<std::string> segments{};  // the pattern split at '/', filled by Router::add
  // Tried on the I/O thread first, for a handler that can sometimes answer from memory without
  // blocking (an outbound link whose target is kept): an answer is written at once; nothing
  // sends the request on to `handler` on the handler pool as usual.
  std::function<std::optional<Response>(Request&)> ready{};
};

class Router {
 public:
  void add(Route route);
  // Answers GET and HEAD requests for paths no route has, except under /api/ (those stay 404).
  void set_fallback(Route route);
  const std::vector<Route>& routes() const { return routes_; }

  struct Match {
    const Route* route = nullptr;
    bool path_known = false;  // some route has this path with another method (405)
    std::string allow;        // then the methods it has, for the 405's Allow header (RFC 9110)
  };
  // Fills request.params on a match.
  Match match(http::verb method, Request& request) const;
  // The route for a method and path, without filling parameters, the fallback included (the
  // server uses it to pick a body limit once the headers are read, and to see whether a GET
  // may be answered from the response cache).
  const Route* find(http::verb method, std::string_view path) const;

  // Runs the public GET route of `target` ("/api/promotions?limit=4") inside the process and
  // returns its body when it answers 200: how a page gets the data it embeds.
  std::optional<std::string> internal_get(const std::string& target) const;

 private:
  const Route* fallback_for(http::verb method, std::string_view path) const;

  std::vector<Route> routes_;
  std::optional<Route> fallback_;
};

std::string percent_decode(std::string_view s);

}  // namespace api
