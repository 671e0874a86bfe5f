// The HTTP front's smaller protections, as pure functions: the client address behind a
// configured number of trusted proxies (syntax-checked, every X-Forwarded-For line), the comment
// limit's key (a /64 for IPv6), the back office's headers chosen on the normalized path, HSTS on
// an https origin, and the worker's cap on the size of the answers it reads.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <thread>

#include "http/security_headers.hpp"
#include "jobs/http_client.hpp"
#include "visitor.hpp"

namespace {

using api::http::field;
using api::http::verb;

std::string address_of(const std::vector<std::string>& forwarded, unsigned proxies) {
  api::http::request<api::http::string_body> raw{verb::post, "/api/promotions/x/comments", 11};
  for (const auto& line : forwarded) raw.insert("X-Forwarded-For", line);
  api::Request req{raw, "/api/promotions/x/comments", "", {}, "10.9.9.9", {}, {}};
  return api::client_address(req, proxies);
}

TEST(ForwardedFor, TheEntryThatManyProxiesFromTheEndIsTheClient) {
  EXPECT_EQ(address_of({"203.0.113.5"}, 1), "203.0.113.5");
  EXPECT_EQ(address_of({"198.51.100.1, 203.0.113.5"}, 1), "203.0.113.5") << "a client's own entry comes first";
  EXPECT_EQ(address_of({"198.51.100.1, 203.0.113.5"}, 2), "198.51.100.1");
  EXPECT_EQ(address_of({"198.51.100.1", "203.0.113.5"}, 1), "203.0.113.5") << "every header line counts";
  EXPECT_EQ(address_of({"203.0.113.5"}, 0), "10.9.9.9") << "no proxy trusted: the peer";
  EXPECT_EQ(address_of({}, 1), "10.9.9.9");
}

TEST(ForwardedFor, AnEntryThatIsNotAnAddressGivesThePeer) {
  EXPECT_EQ(address_of({"bir-adres"}, 1), "10.9.9.9");
  EXPECT_EQ(address_of({"203.0.113.5:4711"}, 1), "10.9.9.9");
  EXPECT_EQ(address_of({"203.0.113.5, "}, 1), "10.9.9.9") << "an empty last entry";
  EXPECT_EQ(address_of({"203.0.113.5"}, 2), "10.9.9.9") << "fewer entries than trusted proxies";
  EXPECT_EQ(address_of({"2001:DB8:0:0::7"}, 1), "2001:db8::7") << "in its canonical form";
}

TEST(CommentLimitKey, IPv6IsCountedPerSlash64) {
  EXPECT_EQ(api::comment_limit_key("2001:db8:1:2:aaaa::1"), api::comment_limit_key("2001:db8:1:2:bbbb:cccc:dddd:9"));
  EXPECT_NE(api::comment_limit_key("2001:db8:1:2::1"), api::comment_limit_key("2001:db8:1:3::1"));
  EXPECT_EQ(api::comment_limit_key("2001:db8:1:2::1"), "2001:db8:1:2::/64");
  EXPECT_EQ(api::comment_limit_key("203.0.113.5"), "203.0.113.5");
  EXPECT_EQ(api::comment_limit_key("::ffff:203.0.113.5"), "203.0.113.5");
}

std::vector<std::pair<std::string, std::string>> headers_for(std::string_view path) {
  api::Response res;
  res.content_type = "text/html; charset=utf-8";
  api::add_security_headers(res, path);
  return res.headers;
}

std::string header(const std::vector<std::pair<std::string, std::string>>& headers, std::string_view name) {
  for (const auto& [n, v] : headers)
    if (n == name) return v;
  return {};
}

TEST(SecurityHeaders, TheBackOfficeIsRecognisedOnTheNormalizedPath) {
  for (std::string_view path : {"/admin", "/admin/", "/%61dmin", "//admin", "/./admin/casinos", "/x/../admin",
                                "/%2e/admin", "/ADMIN", "/admin%2fcasinos", "\\admin"}) {
    const auto h = headers_for(path);
    EXPECT_EQ(header(h, "X-Frame-Options"), "DENY") << path;
    EXPECT_NE(header(h, "Content-Security-Policy").find("frame-ancestors 'none'"), std::string::npos) << path;
  }
  for (std::string_view path : {"/", "/administrator", "/blog/admin", "/bonuslar"}) {
    EXPECT_EQ(header(headers_for(path), "X-Frame-Options"), "") << path;
  }
}

TEST(SecurityHeaders, StrictTransportSecurityOnAnHttpsOrigin) {
  EXPECT_EQ(header(headers_for("/"), "Strict-Transport-Security"), "");
  api::set_strict_transport_security(true);
  EXPECT_EQ(header(headers_for("/"), "Strict-Transport-Security"), "max-age=31536000; includeSubDomains");
  api::Response json;
  api::add_security_headers(json, "/api/casinos");
  EXPECT_EQ(header(json.headers, "Strict-Transport-Security"), "max-age=31536000; includeSubDomains");
  api::set_strict_transport_security(false);
}

TEST(SecurityHeaders, AdminAndSignInAnswersAreNotStored) {
  for (std::string_view path : {"/api/admin/casinos", "/api/auth/token"}) {
    api::Response json;
    api::add_security_headers(json, path);
    EXPECT_EQ(header(json.headers, "Cache-Control"), "no-store") << path;
  }
  api::Response pub;
  api::add_security_headers(pub, "/api/casinos");
  EXPECT_EQ(header(pub.headers, "Cache-Control"), "");
}

// A service that answers `head` then `body_bytes` bytes, to one request.
class EndlessService {
 public:
  EndlessService(std::string head, std::size_t body_bytes) {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
    ::listen(fd_, 1);
    socklen_t len = sizeof addr;
    ::getsockname(fd_, reinterpret_cast<sockaddr*>(&addr), &len);
    port_ = ntohs(addr.sin_port);
    thread_ = std::thread([this, head = std::move(head), body_bytes] {
      int c = ::accept(fd_, nullptr, nullptr);
      if (c < 0) return;
      char buf[4096];
      (void)::recv(c, buf, sizeof buf, 0);
      (void)::send(c, head.data(), head.size(), MSG_NOSIGNAL);
      const std::string chunk(65536, 'x');
      for (std::size_t sent = 0; sent < body_bytes; sent += chunk.size())
        if (::send(c, chunk.data(), chunk.size(), MSG_NOSIGNAL) < 0) break;
      ::close(c);
    });
  }
  ~EndlessService() {
    thread_.join();
    ::close(fd_);
  }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(port_) + "/"; }

 private:
  int fd_ = -1;
  unsigned short port_ = 0;
  std::thread thread_;
};

TEST(WorkerHttpClient, AnAnswerLargerThanTheCapIsCutOff) {
  {  // no length announced: cut while it arrives
    EndlessService service("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n", 16 * 1024 * 1024);
    worker::HttpRequest request{.url = service.url(), .max_body = 1024 * 1024};
    const auto r = worker::http_send(request);
    EXPECT_TRUE(r.too_large);
    EXPECT_EQ(r.status, 0);
    EXPECT_TRUE(r.body.empty());
  }
  {  // announced: refused before the body
    EndlessService service("HTTP/1.1 200 OK\r\nContent-Length: 16777216\r\n\r\n", 16 * 1024 * 1024);
    worker::HttpRequest request{.url = service.url(), .max_body = 1024 * 1024};
    const auto r = worker::http_send(request);
    EXPECT_TRUE(r.too_large);
  }
  {  // within the cap: read whole
    EndlessService service("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n", 65536);
    worker::HttpRequest request{.url = service.url(), .max_body = 1024 * 1024};
    const auto r = worker::http_send(request);
    EXPECT_EQ(r.status, 200);
    EXPECT_EQ(r.body.size(), 65536u);
  }
}

}  // namespace
