// Listener and session after Beast's async server example; dispatch runs on the handler pool so
// blocking database calls never stall the I/O threads. A plain GET whose answer the response
// cache keeps is written on the I/O thread, from the kept bytes, without a trip to the pool.
//
// The front limits (docs/operations.md, "HTTP front limits"): a cap on open connections, an
// absolute deadline per request and for the lingering close after a refusal, admin routes
// authenticated on their headers before the body is read, a bounded handler queue (503 when
// full), and a pause in accepting while the process is out of file descriptors.
#include "http/server.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/version.hpp>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/uio.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <pqxx/except>

#include "domain/text.hpp"
#include "http/response_cache.hpp"
#include "http/security_headers.hpp"
#include "http/wire.hpp"
#include "storage/postgres.hpp"

namespace api {

namespace beast = boost::beast;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

struct Server::Impl : std::enable_shared_from_this<Server::Impl> {
  asio::io_context& ioc;
  tcp::acceptor acceptor;
  const Router& router;
  Metrics& metrics;
  Authenticator authenticate;
  ServerLimits limits;
  asio::thread_pool& handlers;
  ResponseCache* kept;  // may be null: every request goes to the handler pool
  std::atomic<std::size_t> open{0};    // sessions alive
  std::atomic<std::size_t> queued{0};  // requests posted to the handler pool and not finished
  asio::steady_timer accept_pause;     // on the acceptor's strand
  bool out_of_descriptors = false;     // an accept episode without descriptors is logged once
  bool over_cap = false;               // and so is one over the connection cap

  Impl(asio::io_context& io, tcp::endpoint ep, const Router& r, Metrics& m, Authenticator a, ServerLimits l,
       asio::thread_pool& h, ResponseCache* k)
      : ioc(io), acceptor(asio::make_strand(io)), router(r), metrics(m), authenticate(std::move(a)), limits(l), handlers(h),
        kept(k), accept_pause(acceptor.get_executor()) {
    acceptor.open(ep.protocol());
    acceptor.set_option(asio::socket_base::reuse_address(true));
    acceptor.bind(ep);
    acceptor.listen(asio::socket_base::max_listen_connections);
  }

  void accept();
  http::response<http::string_body> dispatch(const http::request<http::string_body>& req, const std::string& remote,
                                             const std::string* actor);
  // Runs `work`, mapping what it throws to the error answers every route shares.
  Response guarded(const http::request<http::string_body>& raw, const std::string& path,
                   const std::function<Response()>& work);
  // A place on the handler pool, or false when BONUS_HANDLER_QUEUE requests already hold one.
  bool enter() {
    if (queued.fetch_add(1) >= limits.handler_queue) {
      queued.fetch_sub(1);
      return false;
    }
    return true;
  }
  void leave() { queued.fetch_sub(1); }
};

namespace {

constexpr const char* kTooLarge = "İstek gövdesi çok büyük";
constexpr const char* kBusy = "Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.";

Response busy_response() {
  Response r = error_response(http::status::service_unavailable, "busy", kBusy);
  r.headers.emplace_back("Retry-After", "2");
  return r;
}

// What every answer gets on its way out: the challenge on a 401, the security headers.
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

class Session : public std::enable_shared_from_this<Session> {
 public:
  Session(tcp::socket&& socket, std::shared_ptr<Server::Impl> server)
      : stream_(std::move(socket)), server_(std::move(server)) {
    server_->open.fetch_add(1);
    beast::error_code ec;
    auto ep = stream_.socket().remote_endpoint(ec);
    remote_ = ec ? "unknown" : ep.address().to_string();
  }

  ~Session() { server_->open.fetch_sub(1); }

  void start() {
    beast::error_code ec;
    stream_.socket().native_non_blocking(true, ec);  // sendfile of kept answers must not block
    asio::dispatch(stream_.get_executor(), beast::bind_front_handler(&Session::read, shared_from_this()));
  }

 private:
  // Headers first: the route they name decides how large a body may be (uploads allow more
  // than the default), and a body announced too large is refused before it is read.
  void read() {
    parser_.emplace();
    parser_->body_limit(boost::none);  // set per route once the headers are in
    parser_->header_limit(static_cast<std::uint32_t>(server_->limits.header_bytes));
    stream_.expires_after(server_->limits.read_timeout);
    http::async_read_header(stream_, buffer_, *parser_,
                            beast::bind_front_handler(&Session::on_header, shared_from_this()));
  }

  void on_header(beast::error_code ec, std::size_t) {
    if (ec) return on_read(ec, 0);
    const auto& head = parser_->get();
    std::string_view target = head.target();
    const Route* route = server_->router.find(head.method(), target.substr(0, target.find('?')));
    std::size_t limit = route && route->body_limit ? route->body_limit : server_->limits.body_bytes;
    too_large_message_ = route && !route->too_large_message.empty() ? route->too_large_message : kTooLarge;
    if (parser_->content_length() && *parser_->content_length() > limit)
      return reply_and_close(http::status::payload_too_large, "payload_too_large", too_large_message_);
    parser_->body_limit(limit);  // chunked bodies are checked as they arrive
    if (route && route->cached && try_kept(*route)) return;
    if (route && route->access == Access::admin) return authenticate_headers(*route);
    continue_body();
  }

  // An admin route: the client must be an admin before a byte of the body is read (and before
  // it is told to send one with 100 Continue). The check may ask Postgres (sessions), so it runs
  // on the handler pool, never here on the I/O thread.
  void authenticate_headers(const Route& route) {
    if (!server_->enter()) return refuse(route.name, busy_response());
    asio::post(server_->handlers, [self = shared_from_this(), name = route.name] {
      const auto& head = self->parser_->get();
      std::string target(head.target());
      const std::string path = target.substr(0, target.find('?'));
      std::string actor;
      Response res = self->server_->guarded(head, path, [&] {
        Request req{head, path, {}, {}, self->remote_, {}, {}};
        actor = self->server_->authenticate(req);
        return Response{};
      });
      self->server_->leave();
      asio::post(self->stream_.get_executor(), [self, name, res = std::move(res), actor = std::move(actor)]() mutable {
        if (actor.empty()) return self->refuse(name, std::move(res));
        self->actor_ = std::move(actor);
        self->continue_body();
      });
    });
  }

  // A request answered before its body was read: the answer, then the connection is closed.
  void refuse(const std::string& route_name, Response res) {
    const auto& head = parser_->get();
    std::string target(head.target());
    finish(res, target.substr(0, target.find('?')));
    const auto status = static_cast<unsigned>(res.status);
    const std::string method = head.method() == http::verb::unknown ? "OTHER" : std::string(http::to_string(head.method()));
    server_->metrics.observe(route_name, method, status, 0);
    if (server_->limits.access_log) spdlog::info("{} {} {} {} (refused before the body)", remote_, method, target, status);
    auto out = std::make_shared<http::response<http::string_body>>(to_http(std::move(res), 11, false, false));
    linger_ = true;
    write(out);
  }

  void continue_body() {
    const auto& head = parser_->get();
    if (beast::iequals(head[http::field::expect], "100-continue")) {
      auto cont = std::make_shared<http::response<http::empty_body>>(http::status::continue_, head.version());
      return http::async_write(stream_, *cont, [self = shared_from_this(), cont](beast::error_code wec, std::size_t) {
        if (wec) return self->close();
        self->read_body();
      });
    }
    read_body();
  }

  // A plain GET (no body, no If-None-Match, HTTP/1.1) of an answer the cache keeps: written
  // from the kept head and body, here on the I/O thread. Anything else takes the handler's way,
  // which gives the same bytes (the heads are built from what dispatch adds).
  bool try_kept(const Route& route) {
    const auto& head = parser_->get();
    if (!server_->kept || head.method() != http::verb::get || head.version() != 11 || !parser_->is_done() ||
        head.find(http::field::if_none_match) != head.end())
      return false;
    const auto started = std::chrono::steady_clock::now();
    auto ready = server_->kept->ready(head.target(), head[http::field::accept_encoding]);
    if (!ready) return false;
    const bool close_after = !head.keep_alive();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    server_->metrics.observe(route.name, "GET", 200, seconds);
    if (server_->limits.access_log)
      spdlog::info("{} GET {} 200 {:.2f}ms", remote_, head.target(), seconds * 1000);
    write_kept(std::move(*ready), close_after);
    return true;
  }

  static constexpr std::string_view kClose = "Connection: close\r\n";
  static constexpr std::string_view kEnd = "\r\n";

  // The head, then the body: from the kept file with sendfile when there is one (the head goes
  // first with MSG_MORE so both leave together), else both from memory in one write.
  void write_kept(ResponseCache::Ready ready, bool close_after) {
    kept_ = std::move(ready);
    close_after_ = close_after;
    std::array<asio::const_buffer, 4> buffers{
        asio::buffer(kept_.head.data(), kept_.head.size()),
        close_after ? asio::buffer(kClose.data(), kClose.size()) : asio::const_buffer(),
        asio::buffer(kEnd.data(), kEnd.size()), asio::buffer(kept_.body.data(), kept_.body.size())};
    if (kept_.file >= 0) {
      std::array<iovec, 3> parts{};
      std::size_t head_bytes = 0;
      for (std::size_t i = 0; i < 3; ++i) {
        parts[i] = {const_cast<void*>(buffers[i].data()), buffers[i].size()};
        head_bytes += buffers[i].size();
      }
      msghdr msg{};
      msg.msg_iov = parts.data();
      msg.msg_iovlen = parts.size();
      const ssize_t sent = ::sendmsg(stream_.socket().native_handle(), &msg, MSG_MORE | MSG_NOSIGNAL | MSG_DONTWAIT);
      if (sent == static_cast<ssize_t>(head_bytes)) {
        file_offset_ = static_cast<off_t>(kept_.file_offset);
        file_left_ = kept_.body.size();
        return send_file();
      }
      if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) return close();
      // The head did not go at once (rare): the rest of it and the body from memory.
      if (sent > 0) {
        std::size_t skip = static_cast<std::size_t>(sent);
        for (auto& b : buffers) {
          const std::size_t n = std::min(skip, b.size());
          b += n;
          skip -= n;
        }
      }
    }
    stream_.expires_after(std::chrono::seconds(30));
    asio::async_write(stream_, buffers, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      self->kept_ = {};
      self->on_write(self->close_after_, ec, 0);
    });
  }

  void send_file() {
    const int socket = stream_.socket().native_handle();
    while (file_left_ > 0) {
      const ssize_t n = ::sendfile(socket, kept_.file, &file_offset_, file_left_);
      if (n > 0) {
        file_left_ -= static_cast<std::size_t>(n);
      } else if (n < 0 && errno == EINTR) {
        continue;
      } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
        // The client reads slower than we write: wait until it has room, for 30 s at most.
        send_deadline_.expires_after(std::chrono::seconds(30));
        send_deadline_.async_wait([self = shared_from_this()](beast::error_code ec) {
          if (!ec) self->stream_.socket().cancel();
        });
        stream_.socket().async_wait(tcp::socket::wait_write, [self = shared_from_this()](beast::error_code ec) {
          self->send_deadline_.cancel();
          if (ec) return self->close();
          self->send_file();
        });
        return;
      } else {
        return close();  // the client went away
      }
    }
    kept_ = {};
    on_write(close_after_, {}, 0);
  }

  void read_body() {
    http::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&Session::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec == http::error::end_of_stream || ec == beast::error::timeout || ec == asio::error::operation_aborted ||
        ec == asio::error::connection_reset || ec == asio::error::eof)
      return close();
    if (ec == http::error::body_limit)
      return reply_and_close(http::status::payload_too_large, "payload_too_large", too_large_message_);
    if (ec == http::error::header_limit)
      return reply_and_close(http::status::request_header_fields_too_large, "headers_too_large",
                             "İstek başlıkları çok büyük");
    if (ec) return reply_and_close(http::status::bad_request, "bad_request", "Geçersiz HTTP isteği");

    auto req = std::make_shared<http::request<http::string_body>>(parser_->release());
    auto actor = std::exchange(actor_, {});
    stream_.expires_never();
    if (!server_->enter()) {
      // The pool has all it may hold: refused here, without touching it.
      std::string target(req->target());
      Response busy = busy_response();
      finish(busy, target.substr(0, target.find('?')));
      const std::string method = req->method() == http::verb::unknown ? "OTHER" : std::string(http::to_string(req->method()));
      server_->metrics.observe("busy", method, 503, 0);
      if (server_->limits.access_log) spdlog::info("{} {} {} 503 (handler queue full)", remote_, method, target);
      return write(std::make_shared<http::response<http::string_body>>(
          to_http(std::move(busy), req->version(), req->keep_alive(), req->method() == http::verb::head)));
    }
    asio::post(server_->handlers, [self = shared_from_this(), req, actor = std::move(actor)] {
      auto res = std::make_shared<http::response<http::string_body>>(
          self->server_->dispatch(*req, self->remote_, actor.empty() ? nullptr : &actor));
      self->server_->leave();
      asio::post(self->stream_.get_executor(), [self, res] { self->write(res); });
    });
  }

  void reply_and_close(http::status status, std::string_view code, std::string_view message) {
    auto res = std::make_shared<http::response<http::string_body>>(
        to_http(error_response(status, code, message), 11, false, false));
    linger_ = true;
    write(res);
  }

  void write(std::shared_ptr<http::response<http::string_body>> res) {
    response_ = res;
    stream_.expires_after(std::chrono::seconds(30));
    http::async_write(stream_, *res, beast::bind_front_handler(&Session::on_write, shared_from_this(), res->need_eof()));
  }

  void on_write(bool close_after, beast::error_code ec, std::size_t) {
    response_.reset();
    if (ec || close_after) return close();
    read();
  }

  void close() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    if (linger_) {
      // One deadline for all of the draining: a client trickling a byte now and then does not
      // hold the connection past it.
      stream_.expires_after(server_->limits.drain_timeout);
      drain();
    }
  }

  // After refusing a request whose body is still arriving, read and discard it for a while
  // before closing: closing with unread data makes the kernel reset the connection, and the
  // client might lose the answer explaining why (the "lingering close" of web servers).
  void drain() {
    if (drained_ >= server_->limits.drain_bytes) return;
    stream_.async_read_some(asio::buffer(scratch_), [self = shared_from_this()](beast::error_code ec, std::size_t n) {
      self->drained_ += n;
      if (!ec) self->drain();
    });
  }

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  std::shared_ptr<http::response<http::string_body>> response_;
  std::shared_ptr<Server::Impl> server_;
  std::string remote_;
  std::string too_large_message_ = kTooLarge;
  std::string actor_;  // the admin the headers of the request being read authenticated
  bool linger_ = false;
  std::size_t drained_ = 0;
  std::array<char, 16384> scratch_{};
  // A kept answer being written.
  ResponseCache::Ready kept_;
  bool close_after_ = false;
  off_t file_offset_ = 0;
  std::size_t file_left_ = 0;
  asio::steady_timer send_deadline_{stream_.get_executor()};
};

bool descriptors_exhausted(const beast::error_code& ec) {
  if (ec.category() != boost::system::system_category()) return false;
  const int e = ec.value();
  return e == EMFILE || e == ENFILE || e == ENOBUFS || e == ENOMEM;
}

}  // namespace

void Server::Impl::accept() {
  acceptor.async_accept(asio::make_strand(ioc), [self = shared_from_this()](beast::error_code ec, tcp::socket socket) {
    if (!self->acceptor.is_open()) return;
    if (descriptors_exhausted(ec)) {
      // Accepting again at once would fail again at once (a busy loop): wait for sessions to end.
      if (!self->out_of_descriptors) spdlog::warn("accept: {}; accepting again in 100 ms steps", ec.message());
      self->out_of_descriptors = true;
      self->accept_pause.expires_after(std::chrono::milliseconds(100));
      self->accept_pause.async_wait([self](beast::error_code wec) {
        if (!wec && self->acceptor.is_open()) self->accept();
      });
      return;
    }
    if (!ec) {
      if (self->out_of_descriptors) spdlog::info("accept: descriptors available again");
      self->out_of_descriptors = false;
      if (self->open.load() >= self->limits.max_connections) {
        // Over the cap: closed at once, so waiting in the listen queue gains a client nothing.
        if (!self->over_cap)
          spdlog::warn("{} connections open (BONUS_MAX_CONNECTIONS): new ones are closed at once", self->open.load());
        self->over_cap = true;
        beast::error_code ignored;
        socket.close(ignored);
      } else {
        self->over_cap = false;
        std::make_shared<Session>(std::move(socket), self)->start();
      }
    }
    self->accept();
  });
}

Response Server::Impl::guarded(const http::request<http::string_body>& raw, const std::string& path,
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

http::response<http::string_body> Server::Impl::dispatch(const http::request<http::string_body>& raw,
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
  finish(res, req.path);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  unsigned status = static_cast<unsigned>(res.status);
  // Only methods Beast knows become label values, so a client cannot grow the series count.
  std::string method = raw.method() == http::verb::unknown ? "OTHER" : std::string(http::to_string(raw.method()));
  metrics.observe(route_name, method, status, seconds);
  if (limits.access_log) spdlog::info("{} {} {} {} {:.2f}ms", remote, raw.method_string(), raw.target(), status, seconds * 1000);
  return to_http(std::move(res), raw.version(), raw.keep_alive(), raw.method() == http::verb::head);
}

Server::Server(asio::io_context& ioc, tcp::endpoint endpoint, const Router& router, Metrics& metrics,
               Authenticator authenticate, ServerLimits limits, asio::thread_pool& handlers, ResponseCache* kept)
    : impl_(std::make_shared<Impl>(ioc, endpoint, router, metrics, std::move(authenticate), limits, handlers, kept)) {}

Server::~Server() {
  beast::error_code ec;
  impl_->acceptor.close(ec);
}

void Server::start() { impl_->accept(); }
unsigned short Server::port() const { return impl_->acceptor.local_endpoint().port(); }

http::response<http::string_body> Server::dispatch(const http::request<http::string_body>& req, const std::string& remote,
                                                   const std::string* actor) {
  return impl_->dispatch(req, remote, actor);
}

std::size_t Server::connections() const { return impl_->open.load(); }

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
