// The server: a listener (http/listener.cpp) starting sessions (http/session.cpp) that write
// their answers through one writer (http/answer_writer.cpp), and dispatch, the one place where a
// request becomes a response, errors included. Dispatch runs on the handler pool so blocking
// database calls never stall the I/O threads.
//
// The front limits (docs/operations.md, "HTTP front limits"): a cap on open connections, an
// absolute deadline per request and for the lingering close after a refusal, admin routes
// authenticated on their headers before the body is read, a bounded handler queue (503 when
// full), and a pause in accepting while the process is out of file descriptors.
#include "http/server.hpp"

#include <spdlog/spdlog.h>

#include <sys/resource.h>

#include <pqxx/except>

#include "domain/text.hpp"
#include "http/front.hpp"
#include "http/listener.hpp"
#include "http/security_headers.hpp"
#include "http/wire.hpp"
#include "storage/postgres.hpp"

namespace api {

namespace {
constexpr const char* kBusy = "Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.";
}  // namespace

std::string method_label(http::verb method) {
  return method == http::verb::unknown ? "OTHER" : std::string(http::to_string(method));
}

Response busy_response() {
  Response r = error_response(http::status::service_unavailable, "busy", kBusy);
  r.headers.emplace_back("Retry-After", "2");
  return r;
}

void finish(Response& res, const std::string& path) {
  if (res.status == http::status::unauthorized) res.headers.emplace_back("WWW-Authenticate", "Bearer");
  add_security_headers(res, path);
}

http::response<http::string_body> to_http(Response r, unsigned version, bool keep_alive, bool head) {
  http::response<http::string_body> res{r.status, version};
  fill_head(res.base(), r);
  res.keep_alive(keep_alive);
  res.body() = std::move(r.body);
  res.prepare_payload();
  if (head) res.body().clear();
  return res;
}

Response Front::guarded(const http::request<http::string_body>& raw, const std::string& path,
                        const std::function<Response()>& work) {
  try {
    return work();
  } catch (FinalResponse& f) {
    return std::move(f.response);
  } catch (const ApiError& e) {
    return error_response(e.status, e.code, e.what(), e.field, e.details);
  } catch (const storage::PoolExhausted& e) {
    spdlog::warn("{} {}: {}", raw.method_string(), path, e.what());
    return error_response(http::status::service_unavailable, "busy", kBusy);
  } catch (const pqxx::broken_connection& e) {
    spdlog::error("{} {}: database unreachable: {}", raw.method_string(), path, e.what());
    return error_response(http::status::service_unavailable, "database_unavailable",
                          "Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.");
  } catch (const std::exception& e) {
    spdlog::error("{} {}: {}", raw.method_string(), path, e.what());
    return error_response(http::status::internal_server_error, "internal", "Beklenmeyen bir hata oluştu");
  }
}

http::response<http::string_body> Front::dispatch(const http::request<http::string_body>& raw,
                                                  const std::string& remote, const std::string* actor) {
  auto started = std::chrono::steady_clock::now();
  std::string target(raw.target());
  auto qpos = target.find('?');
  Request req{raw, target.substr(0, qpos), qpos == std::string::npos ? "" : target.substr(qpos + 1), {}, remote, {}, {}};
  std::string route_name = "unmatched";
  Response res = guarded(raw, req.path, [&] {
    // A path or query that decodes to bytes that are not UTF-8 names nothing here: 400, before any
    // handler hands it to the database (which would refuse it with an error of its own).
    if (!domain::is_valid_utf8(percent_decode(req.path)) || !domain::is_valid_utf8(percent_decode(req.query)))
      throw ApiError(http::status::bad_request, "invalid_url", "Adres geçerli UTF-8 değil");
    auto m = router.match(raw.method(), req);
    if (!m.route && m.path_known) {
      Response r = error_response(http::status::method_not_allowed, "method_not_allowed", "Bu yöntem desteklenmiyor");
      r.headers.emplace_back("Allow", m.allow);
      return r;
    }
    if (!m.route) return error_response(http::status::not_found, "not_found", "Sayfa bulunamadı");
    route_name = m.route->name;
    // The session authenticated an admin route on its headers already; a direct call has not.
    if (m.route->access == Access::admin) req.actor = actor ? *actor : authenticate(req);
    return m.route->handler(req);
  });
  return complete(raw, req, route_name, std::move(res), started);
}

http::response<http::string_body> Front::complete(const http::request<http::string_body>& raw, const Request& req,
                                                  const std::string& route_name, Response res,
                                                  std::chrono::steady_clock::time_point started) {
  finish(res, req.path);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  unsigned status = static_cast<unsigned>(res.status);
  metrics.observe(route_name, method_label(raw.method()), status, seconds);
  if (limits.access_log)
    spdlog::info("{} {} {} {} {:.2f}ms", req.remote, raw.method_string(), raw.target(), status, seconds * 1000);
  return to_http(std::move(res), raw.version(), raw.keep_alive(), raw.method() == http::verb::head);
}

std::optional<http::response<http::string_body>> Front::dispatch_ready(const http::request<http::string_body>& raw,
                                                                       const std::string& remote) {
  auto started = std::chrono::steady_clock::now();
  std::string target(raw.target());
  auto qpos = target.find('?');
  Request req{raw, target.substr(0, qpos), qpos == std::string::npos ? "" : target.substr(qpos + 1), {}, remote, {}, {}};
  const Route* route = nullptr;
  std::optional<Response> res;
  try {
    // Whatever dispatch would refuse or map to an error is left to it.
    if (!domain::is_valid_utf8(percent_decode(req.path)) || !domain::is_valid_utf8(percent_decode(req.query)))
      return std::nullopt;
    route = router.match(raw.method(), req).route;
    if (!route || !route->ready || route->access != Access::public_route) return std::nullopt;
    res = route->ready(req);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (!res) return std::nullopt;
  return complete(raw, req, route->name, std::move(*res), started);
}

Server::Server(IoThreads& io, boost::asio::ip::tcp::endpoint endpoint, const Router& router,
               Metrics& metrics, Authenticator authenticate, ServerLimits limits, boost::asio::thread_pool& handlers,
               ResponseCache* kept)
    : front_(std::make_shared<Front>(router, metrics, std::move(authenticate), limits, handlers, kept)),
      listener_(std::make_shared<Listener>(io, endpoint, front_)) {}

Server::~Server() { listener_->close(); }

void Server::start() { listener_->accept(); }
unsigned short Server::port() const { return listener_->port(); }

http::response<http::string_body> Server::dispatch(const http::request<http::string_body>& req, const std::string& remote,
                                                   const std::string* actor) {
  return front_->dispatch(req, remote, actor);
}

std::size_t Server::connections() const { return front_->open.load(); }

std::size_t raise_open_files_limit() {
  rlimit lim{};
  if (::getrlimit(RLIMIT_NOFILE, &lim) != 0) return 1024;
  if (lim.rlim_cur < lim.rlim_max) {
    rlimit raised = lim;
    raised.rlim_cur = lim.rlim_max;
    if (::setrlimit(RLIMIT_NOFILE, &raised) == 0) lim = raised;
  }
  return lim.rlim_cur == RLIM_INFINITY ? static_cast<std::size_t>(1) << 20 : static_cast<std::size_t>(lim.rlim_cur);
}

}  // namespace api
