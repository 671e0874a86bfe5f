// The connection: raw bytes from a client through the server's own session code
// (http/session.cpp, http/answer_writer.cpp, dispatch in http/server.cpp) over a socket pair,
// as the listener hands it a connection. The route table's real patterns, admin routes
// authenticated on their headers, two answers the response cache keeps (one small, written from
// memory, one large, written with sendfile from its file), a route answered on the I/O thread,
// a route with a small body limit. The client sends the input, ends its side, and reads
// everything. What must hold, whatever the bytes:
//
// - the session ends (a refusal's lingering close included) and the output is a sequence of
//   whole, well-formed HTTP/1.x answers; nothing follows an answer with "Connection: close";
// - an admin route is authenticated before a byte of its body is read (the authenticator sees
//   an empty body), and its handler runs only for the authenticated admin;
// - no handler sees a body over its route's limit;
// - pipelined requests are answered in order: every answer a handler computed reaches the
//   client exactly once, in the order the handlers ran;
// - a kept answer's bytes are the kept body in the coding named (identity, gzip or br), whole.
#include <fcntl.h>
#include <poll.h>
#include <spdlog/spdlog.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/http.hpp>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_check.hpp"
#include "http/front.hpp"
#include "http/response_cache.hpp"
#include "http/session.hpp"
#include "route_patterns.hpp"

namespace {

namespace asio = boost::asio;
namespace http = boost::beast::http;

constexpr std::string_view kAdminToken = "Bearer fuzz-admin";
constexpr std::size_t kSmallBodyLimit = 64;  // POST /api/auth/token's body limit here
constexpr std::string_view kSmallKept = "/api/categories";
constexpr std::string_view kLargeKept = "/api/casinos";  // over KeptFile::kMinBytes: sendfile

std::string small_body() { return R"([{"id":1,"name":"Slot","slug":"slot"},{"id":2,"name":"Canlı","slug":"canli"}])"; }

std::string large_body() {
  std::string out = "[";
  for (int i = 0; i < 700; ++i)
    out += (i ? "," : "") + std::string(R"({"id":)") + std::to_string(i) + R"(,"name":"Casino )" + std::to_string(i * 7919 % 1000) +
           R"(","rating":)" + std::to_string(i % 5) + "}";
  return out + "]";
}

struct World {
  asio::io_context io;
  asio::thread_pool handlers{1};  // one thread: handlers run in the order they were posted
  api::Metrics metrics;
  api::ResponseCache cache{{std::chrono::hours(24), 64 * 1024 * 1024}, [] { return storage::AreaVersions{}; }};
  api::Router router;
  std::shared_ptr<api::Front> front;
  std::atomic<std::uint64_t> computed{0};  // answers computed by the handlers (X-Fuzz-Seq)
  // The kept answers: ETag -> every body a kept answer may be written with.
  std::map<std::string, std::vector<std::string>> kept_bodies;

  World() {
    spdlog::set_level(spdlog::level::off);
    auto answer = [this](api::Request& req, std::size_t limit) {
      FUZZ_CHECK(req.body().size() <= limit);
      api::Response r = api::json_response(http::status::ok, R"({"bytes":)" + std::to_string(req.body().size()) + "}");
      r.headers.emplace_back("X-Fuzz-Seq", std::to_string(computed.fetch_add(1)));
      return r;
    };
    for (const auto& [method, pattern] : kRoutePatterns) {
      api::Route route{method, std::string(pattern), std::string(pattern), api::Access::public_route, {}};
      const bool admin = pattern.starts_with("/api/admin");
      if (admin) route.access = api::Access::admin;
      if (pattern == "/api/auth/token") route.body_limit = kSmallBodyLimit;
      const std::size_t limit = route.body_limit ? route.body_limit : api::ServerLimits{}.body_bytes;
      if (method == http::verb::get && (pattern == kSmallKept || pattern == kLargeKept)) {
        const std::string body = pattern == kSmallKept ? small_body() : large_body();
        route.cached = true;
        route.handler = [this, body](api::Request& req) {
          return cache.serve(req, [body](api::Request&) { return api::json_response(http::status::ok, body); });
        };
      } else if (pattern == "/healthz") {
        route.on_io_thread = true;
        route.handler = [](api::Request&) { return api::json_response(http::status::ok, R"({"status":"ok"})"); };
      } else if (admin) {
        route.handler = [answer, limit](api::Request& req) {
          FUZZ_CHECK(req.actor == "admin:fuzz");
          return answer(req, limit);
        };
      } else {
        route.handler = [answer, limit](api::Request& req) { return answer(req, limit); };
      }
      router.add(std::move(route));
    }
    router.set_fallback(api::Route{http::verb::get, "/*", "site.page", api::Access::public_route,
                                   [answer](api::Request& req) { return answer(req, api::ServerLimits{}.body_bytes); }});

    api::ServerLimits limits;
    limits.access_log = false;
    limits.read_timeout = std::chrono::milliseconds(2000);
    limits.send_timeout = std::chrono::milliseconds(2000);
    limits.drain_timeout = std::chrono::milliseconds(500);
    limits.drain_bytes = 1024 * 1024;
    auto authenticate = [](const api::Request& req) -> std::string {
      // Asked on the headers alone: not a byte of the body has been read.
      FUZZ_CHECK(req.body().empty());
      if (req.raw[http::field::authorization] == kAdminToken) return "admin:fuzz";
      throw api::ApiError(http::status::unauthorized, "unauthorized", "Oturum açmanız gerekiyor");
    };
    front = std::make_shared<api::Front>(router, metrics, authenticate, limits, handlers, &cache);

    // Keep both answers, then note every coding they may be written in.
    for (std::string_view path : {kSmallKept, kLargeKept}) {
      http::request<http::string_body> raw{http::verb::get, path, 11};
      api::Request req{raw, std::string(path), "", {}, "fuzz", {}, {}};
      const api::Route* route = router.find(http::verb::get, path);
      FUZZ_CHECK(route && route->handler(req).status == http::status::ok);
      for (const char* coding : {"identity", "gzip", "br"}) {
        auto ready = cache.ready(api::cache_key(path, "", {}), coding);
        FUZZ_CHECK(ready.has_value());
        const std::string_view head = ready->head;
        const auto at = head.find("ETag: ");
        FUZZ_CHECK(at != std::string_view::npos);
        const std::string etag(head.substr(at + 6, head.find("\r\n", at) - at - 6));
        kept_bodies[etag].emplace_back(ready->body);
      }
    }
  }
};

World& world() {
  static World* w = new World();  // never destroyed: the handler thread may outlive main
  return *w;
}

struct Parsed {
  unsigned status = 0;
  std::string etag, seq;
  bool close = false;
  bool has_body = false;
  std::string body;
};

// The client's bytes as answers; a malformed or cut answer is a finding.
std::vector<Parsed> answers_in(std::string_view out) {
  std::vector<Parsed> list;
  while (!out.empty()) {
    http::response_parser<http::empty_body> p;
    p.skip(true);  // the head only: the body is taken below
    boost::beast::error_code ec;
    const std::size_t used = p.put(asio::buffer(out.data(), out.size()), ec);
    FUZZ_CHECK(!ec && p.is_header_done());
    const auto& head = p.get();
    FUZZ_CHECK(head.version() == 11 || head.version() == 10);  // an HTTP/1.0 request is answered in 1.0
    Parsed a;
    a.status = head.result_int();
    a.etag = std::string(head[http::field::etag]);
    a.seq = std::string(head["X-Fuzz-Seq"]);
    a.close = !head.keep_alive();
    out.remove_prefix(used);
    if (a.status >= 200) {
      FUZZ_CHECK(head.find(http::field::content_length) != head.end());
      const std::size_t length = static_cast<std::size_t>(std::stoull(std::string(head[http::field::content_length])));
      // A HEAD answer names the length of a body it does not carry; none of our bodies starts
      // like an answer.
      const bool head_answer = length > 0 && (out.empty() || out.starts_with("HTTP/1."));
      if (!head_answer) {
        FUZZ_CHECK(out.size() >= length);
        a.has_body = true;
        a.body = std::string(out.substr(0, length));
        out.remove_prefix(length);
      }
    }
    list.push_back(std::move(a));
    if (list.back().close) FUZZ_CHECK(out.empty());  // nothing after "Connection: close"
  }
  return list;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  World& w = world();
  const std::uint64_t computed_before = w.computed.load();

  int fds[2];
  FUZZ_CHECK(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) == 0);
  const int client = fds[0];
  ::fcntl(client, F_SETFL, ::fcntl(client, F_GETFL) | O_NONBLOCK);
  {
    asio::ip::tcp::socket server(w.io);
    boost::system::error_code ec;
    server.assign(asio::ip::tcp::v4(), fds[1], ec);
    FUZZ_CHECK(!ec);
    api::start_session(std::move(server), w.front, "fuzz");
  }

  std::string out;
  std::size_t sent = 0;
  bool shut = false, ended = false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (std::chrono::steady_clock::now() < deadline) {
    if (!shut) {
      if (sent < size) {
        const ssize_t n = ::send(client, data + sent, size - sent, MSG_DONTWAIT | MSG_NOSIGNAL);
        if (n > 0) sent += static_cast<std::size_t>(n);
      }
      if (sent == size) {
        ::shutdown(client, SHUT_WR);
        shut = true;
      }
    }
    if (w.io.stopped()) w.io.restart();
    const std::size_t ran = w.io.poll();
    char buf[65536];
    ssize_t n;
    while ((n = ::recv(client, buf, sizeof buf, MSG_DONTWAIT)) > 0) out.append(buf, static_cast<std::size_t>(n));
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) ended = true;
    if (ended && w.front->open.load() == 0) break;
    if (ran == 0) {
      pollfd pfd{client, POLLIN, 0};
      ::poll(&pfd, 1, 1);
    }
  }
  ::close(client);
  FUZZ_CHECK(ended && w.front->open.load() == 0);  // the session ended: no request holds it

  const std::uint64_t computed = w.computed.load() - computed_before;
  std::uint64_t next = computed_before;
  for (const auto& a : answers_in(out)) {
    if (!a.seq.empty()) {
      // In order, each once: the handlers' answers as the client receives them.
      FUZZ_CHECK(a.seq == std::to_string(next));
      ++next;
    }
    if (a.status == 200 && a.has_body && w.kept_bodies.count(a.etag)) {
      bool known = false;
      for (const auto& body : w.kept_bodies.at(a.etag)) known = known || body == a.body;
      FUZZ_CHECK(known);
    }
  }
  FUZZ_CHECK(next - computed_before == computed);  // and none is missing
  return 0;
}
