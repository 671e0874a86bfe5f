// The Beast HTTP server: listener, sessions with size limits and read timeouts, and one place
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
  std::chrono::milliseconds read_timeout{15000};
  bool access_log = true;
};

// Returns the actor ("admin:...") for a request allowed on admin routes; throws ApiError 401/403.
using Authenticator = std::function<std::string(const Request&)>;

class ResponseCache;

class Server {
 public:
  // `kept`: the response cache whose kept answers the server writes itself (null: none).
  Server(boost::asio::io_context& ioc, boost::asio::ip::tcp::endpoint endpoint, const Router& router, Metrics& metrics,
         Authenticator authenticate, ServerLimits limits, boost::asio::thread_pool& handlers,
         ResponseCache* kept = nullptr);
  ~Server();
  void start();
  unsigned short port() const;

  // Maps one request to one response; used by sessions, callable directly in tests.
  http::response<http::string_body> dispatch(const http::request<http::string_body>& req, const std::string& remote);

  struct Impl;  // public so the session type in server.cpp can hold it

 private:
  std::shared_ptr<Impl> impl_;
};

}  // namespace api
