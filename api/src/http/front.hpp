// What the listener and the sessions of one server share: the route table, the limits, the
// handler pool with its bounded queue, the response cache whose kept answers a session writes
// itself, and dispatch, the one place where a request becomes a response (errors included).
#pragma once
#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>
#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include "http/router.hpp"
#include "http/server.hpp"
#include "metrics.hpp"

namespace api {

class IoThreads;

struct Front {
  // Spelled out (not aggregate initialisation from parentheses, which clang before 16 lacks) so
  // the fuzz build, made with clang, compiles the session and dispatch too.
  Front(const Router& router_, Metrics& metrics_, Authenticator authenticate_, ServerLimits limits_,
        boost::asio::thread_pool& handlers_, ResponseCache* kept_)
      : router(router_), metrics(metrics_), authenticate(std::move(authenticate_)), limits(limits_),
        handlers(handlers_), kept(kept_) {}

  const Router& router;
  Metrics& metrics;
  Authenticator authenticate;
  ServerLimits limits;
  boost::asio::thread_pool& handlers;
  ResponseCache* kept;                 // may be null: every request goes to the handler pool
  IoThreads* io = nullptr;             // pinned I/O threads: a connection follows its client's CPU
  std::atomic<std::size_t> open{0};    // sessions alive
  std::atomic<std::size_t> queued{0};  // requests posted to the handler pool and not finished

  // A place on the handler pool, or false when BONUS_HANDLER_QUEUE requests already hold one.
  bool enter() {
    if (queued.fetch_add(1) >= limits.handler_queue) {
      queued.fetch_sub(1);
      return false;
    }
    return true;
  }
  void leave() { queued.fetch_sub(1); }

  // A place for one more connection from `address`, or false when it holds
  // BONUS_MAX_CONNECTIONS_PER_ADDRESS already; `release` gives it back when the session ends.
  bool admit(const std::string& address) {
    if (limits.max_connections_per_address == 0) return true;
    std::lock_guard lock(per_address_mutex);
    auto& n = per_address[address];
    if (n >= limits.max_connections_per_address) return false;
    ++n;
    return true;
  }
  void release(const std::string& address) {
    if (limits.max_connections_per_address == 0) return;
    std::lock_guard lock(per_address_mutex);
    auto it = per_address.find(address);
    if (it != per_address.end() && --it->second == 0) per_address.erase(it);
  }
  std::mutex per_address_mutex;
  std::unordered_map<std::string, std::size_t> per_address;  // open connections by peer address

  // Maps one request to one response (Server::dispatch).
  http::response<http::string_body> dispatch(const http::request<http::string_body>& req, const std::string& remote,
                                             const std::string* actor);
  // The answer of the route's `ready` function, on the calling (I/O) thread, when it gives one;
  // nothing otherwise (no route with one, it declined or threw): then dispatch it as usual.
  std::optional<http::response<http::string_body>> dispatch_ready(const http::request<http::string_body>& req,
                                                                  const std::string& remote);
  // Runs `work`, mapping what it throws to the error answers every route shares.
  Response guarded(const http::request<http::string_body>& raw, const std::string& path,
                   const std::function<Response()>& work);
  // What every answer of a route gets on its way out: finish, the metrics, the access log.
  http::response<http::string_body> complete(const http::request<http::string_body>& raw, const Request& req,
                                             const std::string& route_name, Response res,
                                             std::chrono::steady_clock::time_point started);
};

// The method as a metrics label: only methods Beast knows become label values, so a client
// cannot grow the series count.
std::string method_label(http::verb method);

// The 503 of a full handler queue, with its Retry-After.
Response busy_response();
// What every answer gets on its way out: the challenge on a 401, the security headers.
void finish(Response& res, const std::string& path);
// `r` as Beast's response to a request of `version` (a HEAD answer keeps its length, not its body).
http::response<http::string_body> to_http(Response r, unsigned version, bool keep_alive, bool head);

}  // namespace api
