// The Beast HTTP server: a listener, sessions with size limits and read timeouts, and one place
// (dispatch) where every request becomes a response, errors included.
#pragma once
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>

#include "http/router.hpp"
#include "metrics.hpp"

namespace api {

struct ServerLimits {
  std::size_t body_bytes = 1024 * 1024;
  std::size_t header_bytes = 8 * 1024;
  std::chrono::milliseconds read_timeout{15000};  // whole request (headers and body), absolute
  bool access_log = true;
  std::size_t max_connections = 10000;  // open connections; over it a new one is closed at once
  std::size_t handler_queue = 256;      // requests queued or running on the handler pool; then 503
  std::chrono::milliseconds drain_timeout{5000};  // lingering close after a refusal, absolute
  std::size_t drain_bytes = 64 * 1024 * 1024;     // and at most this much read and discarded
  std::chrono::milliseconds send_timeout{60000};  // one answer's whole write, sendfile included
  std::size_t max_connections_per_address = 256;  // open connections from one peer address (0: no cap)
};

// Returns the actor ("admin:...") for a request allowed on admin routes; throws ApiError 401/403.
using Authenticator = std::function<std::string(const Request&)>;

class ResponseCache;
struct Front;
class Listener;
class IoThreads;

// Raises the soft limit on open files to the hard one; returns the limit now in force.
std::size_t raise_open_files_limit();

class Server {
 public:
  // `kept`: the response cache whose kept answers the server writes itself (null: none).
  Server(IoThreads& io, boost::asio::ip::tcp::endpoint endpoint, const Router& router, Metrics& metrics,
         Authenticator authenticate, ServerLimits limits, boost::asio::thread_pool& handlers,
         ResponseCache* kept = nullptr);
  ~Server();
  void start();
  unsigned short port() const;

  // Maps one request to one response; used by sessions, callable directly in tests.
  // `actor`: the admin already authenticated on the request's headers (not asked again).
  http::response<http::string_body> dispatch(const http::request<http::string_body>& req, const std::string& remote,
                                             const std::string* actor = nullptr);
  // Open connections (sessions) right now.
  std::size_t connections() const;

 private:
  std::shared_ptr<Front> front_;
  std::shared_ptr<Listener> listener_;
};

}  // namespace api
