// The HTTP front's framing and sockets: requests whose length a front proxy could read otherwise
// (known request-smuggling vectors: RFC 9112 §6.1 and §6.3, and PortSwigger's Transfer-Encoding
// obfuscations) answer 400 and close the connection, so a request hidden in the body is never
// answered; a well-framed chunked request still keeps its pipelined successor; one peer address
// may hold only its share of the connections; accepted sockets have TCP_NODELAY.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <filesystem>
#include <thread>

#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;
using Env = std::map<std::string, std::string>;

namespace {

// A connection to the api from `source` (any loopback address: 127.0.0.2 is another peer).
int connect_from(unsigned short port, const char* source = "127.0.0.1") {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in from{};
  from.sin_family = AF_INET;
  ::inet_pton(AF_INET, source, &from.sin_addr);
  if (::bind(fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0) return ::close(fd), -1;
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(port);
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) return ::close(fd), -1;
  timeval tv{10, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  return fd;
}

// Sends `bytes` and reads until the server closes (or 10 s pass): everything it answered.
std::string exchange(unsigned short port, const std::string& bytes) {
  int fd = connect_from(port);
  if (fd < 0) return "connect failed";
  (void)::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
  std::string got;
  char buf[8192];
  for (;;) {
    ssize_t n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    got.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return got;
}

int answers_in(const std::string& got) {
  int n = 0;
  for (auto at = got.find("HTTP/1.1 "); at != std::string::npos; at = got.find("HTTP/1.1 ", at + 1)) ++n;
  return n;
}

bool closed_by_server(int fd) {
  char c;
  ssize_t n = ::recv(fd, &c, 1, 0);
  return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK);
}

// The request a smuggling vector hides in its body: answered only if the body was read as the
// next request.
const std::string kSmuggled = "GET /api/casinos HTTP/1.1\r\nHost: x\r\n\r\n";

struct Vector {
  const char* name;
  std::string head;  // request line and fields, up to the blank line (exclusive)
  std::string body;
};

std::vector<Vector> vectors() {
  const std::string chunked_body = "0\r\n\r\n" + kSmuggled;
  const std::string len = std::to_string(chunked_body.size());
  const std::string post = "POST /api/auth/logout HTTP/1.1\r\nHost: x\r\n";
  return {
      // RFC 9112 §6.1: the final coding is not chunked.
      {"TE: gzip", post + "Transfer-Encoding: gzip", kSmuggled},
      {"TE: identity", post + "Transfer-Encoding: identity", kSmuggled},
      {"TE: chunked, gzip", post + "Transfer-Encoding: chunked, gzip", kSmuggled},
      {"TE: chunked then TE: x", post + "Transfer-Encoding: chunked\r\nTransfer-Encoding: x", kSmuggled},
      // §6.1 / §6.3: Transfer-Encoding and Content-Length together (CL.TE and TE.CL).
      {"CL.TE", post + "Content-Length: " + len + "\r\nTransfer-Encoding: chunked", chunked_body},
      {"TE.CL", post + "Transfer-Encoding: chunked\r\nContent-Length: 4", chunked_body},
      {"TE.CL with tab", post + "Transfer-Encoding:\tchunked\r\nContent-Length: 4", chunked_body},
      // PortSwigger's obfuscations of the Transfer-Encoding header.
      {"TE: xchunked", post + "Transfer-Encoding: xchunked", kSmuggled},
      {"TE: quoted", post + "Transfer-Encoding: \"chunked\"", kSmuggled},
      {"TE: x, then chunked in its value", post + "Transfer-Encoding: x\r\nTransfer-Encoding: chunkedx", kSmuggled},
      {"space before the colon", post + "Transfer-Encoding : chunked\r\nContent-Length: 4", chunked_body},
      {"TE with a vertical tab", post + "Transfer-Encoding: \x0b" "chunked", kSmuggled},
      {"empty TE", post + "Transfer-Encoding: ", kSmuggled},
      // §6.3: Content-Length that does not give one length.
      {"two Content-Lengths", post + "Content-Length: 4\r\nContent-Length: " + len, chunked_body},
      {"Content-Length list", post + "Content-Length: 4, " + len, chunked_body},
      {"Content-Length +4", post + "Content-Length: +4", chunked_body},
      // §6.1: Transfer-Encoding in HTTP/1.0 is faulty framing.
      {"HTTP/1.0 TE: chunked", "POST /api/auth/logout HTTP/1.0\r\nHost: x\r\nTransfer-Encoding: chunked", chunked_body},
      // A chunk size that is not one.
      {"bad chunk size", post + "Transfer-Encoding: chunked", "zz\r\n" + kSmuggled},
  };
}

TEST(HttpFraming, KnownSmugglingVectorsAnswer400AndClose) {
  Stack stack(Env{{"BONUS_DRAIN_TIMEOUT_MS", "1000"}});
  stack.start_api();
  for (const auto& v : vectors()) {
    const std::string got = exchange(stack.port(), v.head + "\r\n\r\n" + v.body);
    EXPECT_TRUE(got.starts_with("HTTP/1.1 400")) << v.name << ":\n" << got.substr(0, 300);
    EXPECT_EQ(answers_in(got), 1) << v.name << ": the body was answered as a request:\n" << got.substr(0, 600);
    EXPECT_NE(got.find("Connection: close"), std::string::npos) << v.name;
  }
}

TEST(HttpFraming, AWellFramedChunkedRequestKeepsItsPipelinedSuccessor) {
  Stack stack;
  stack.start_api();
  const std::string got = exchange(stack.port(),
                                   "POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                                   "2\r\n{}\r\n0\r\n\r\n"
                                   "GET /api/casinos HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(answers_in(got), 2) << got.substr(0, 600);
  EXPECT_EQ(got.find("HTTP/1.1 400"), std::string::npos) << got.substr(0, 600);
  EXPECT_NE(got.find("HTTP/1.1 200"), std::string::npos) << got.substr(0, 600);
}

TEST(HttpFraming, ConnectionsOverThePerAddressCapAreClosedAndOtherAddressesAreServed) {
  Stack stack(Env{{"BONUS_MAX_CONNECTIONS_PER_ADDRESS", "4"}, {"BONUS_READ_TIMEOUT_MS", "120000"}});
  stack.start_api();
  std::this_thread::sleep_for(300ms);  // the start-up probes' connections are gone
  std::vector<int> held;
  for (int i = 0; i < 4; ++i) held.push_back(connect_from(stack.port()));
  for (int fd : held) ASSERT_GE(fd, 0);
  std::this_thread::sleep_for(200ms);  // accepted
  int over = connect_from(stack.port());
  ASSERT_GE(over, 0);
  EXPECT_TRUE(closed_by_server(over)) << "a fifth connection from one address was kept";
  ::close(over);
  // Another address is not held back by this one.
  int other = connect_from(stack.port(), "127.0.0.2");
  ASSERT_GE(other, 0);
  const std::string request = "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
  (void)::send(other, request.data(), request.size(), MSG_NOSIGNAL);
  char buf[512];
  const ssize_t n = ::recv(other, buf, sizeof buf, 0);
  EXPECT_TRUE(n > 0 && std::string(buf, static_cast<std::size_t>(n)).starts_with("HTTP/1.1 200"));
  ::close(other);
  for (int fd : held) ::close(fd);
  // Its connections closed, the first address is served again.
  long status = 0;
  for (int i = 0; i < 100 && status != 200; ++i) {
    status = http("GET", stack.url("/healthz"), "", {}, 5000).status;
    if (status != 200) std::this_thread::sleep_for(50ms);
  }
  EXPECT_EQ(status, 200);
}

// The api's own socket of a connection this process made, read through pidfd_getfd (the api is
// this process's child), so its options can be read.
int api_side_of(int pid, int client_fd) {
  sockaddr_in mine{};
  socklen_t len = sizeof mine;
  ::getsockname(client_fd, reinterpret_cast<sockaddr*>(&mine), &len);
  const int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
  if (pidfd < 0) return -1;
  int found = -1;
  for (const auto& entry : std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/fd")) {
    const int target = std::stoi(entry.path().filename().string());
    const int fd = static_cast<int>(::syscall(SYS_pidfd_getfd, pidfd, target, 0));
    if (fd < 0) continue;
    sockaddr_in peer{};
    socklen_t plen = sizeof peer;
    if (::getpeername(fd, reinterpret_cast<sockaddr*>(&peer), &plen) == 0 && peer.sin_family == AF_INET &&
        peer.sin_port == mine.sin_port && peer.sin_addr.s_addr == mine.sin_addr.s_addr) {
      found = fd;
      break;
    }
    ::close(fd);
  }
  ::close(pidfd);
  return found;
}

TEST(HttpFraming, AcceptedSocketsHaveNoDelay) {
  Stack stack;
  stack.start_api();
  int fd = connect_from(stack.port());
  ASSERT_GE(fd, 0);
  const std::string request = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
  (void)::send(fd, request.data(), request.size(), MSG_NOSIGNAL);
  char buf[512];
  ASSERT_GT(::recv(fd, buf, sizeof buf, 0), 0);  // the session runs
  const int server_side = api_side_of(stack.api_pid(), fd);
  ASSERT_GE(server_side, 0) << "could not read the api's socket (pidfd_getfd)";
  int nodelay = 0;
  socklen_t len = sizeof nodelay;
  ASSERT_EQ(::getsockopt(server_side, IPPROTO_TCP, TCP_NODELAY, &nodelay, &len), 0);
  EXPECT_NE(nodelay, 0) << "the accepted socket waits for delayed ACKs (Nagle)";
  ::close(server_side);
  ::close(fd);
}

}  // namespace
