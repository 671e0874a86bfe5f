// A small threaded HTTP/1.1 server over POSIX sockets: one request per connection.
#include "fake_service.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <boost/json.hpp>
#include <cctype>
#include <stdexcept>

namespace testing_support {

namespace {

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

const char* reason(int status) {
  switch (status) {
    case 200: return "OK";
    case 202: return "Accepted";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 404: return "Not Found";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 503: return "Service Unavailable";
    default: return "Status";
  }
}

}  // namespace

FakeService::FakeService(Script script, unsigned short port) : script_(std::move(script)) {
  listen_fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
  int one = 1;
  ::setsockopt(listen_fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = htons(port);
  if (::bind(listen_fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || ::listen(listen_fd_, 64) != 0)
    throw std::runtime_error("fake service: cannot listen");
  socklen_t len = sizeof addr;
  ::getsockname(listen_fd_, reinterpret_cast<sockaddr*>(&addr), &len);
  port_ = ntohs(addr.sin_port);
  acceptor_ = std::thread([this] {
    while (!stop_) {
      pollfd p{listen_fd_, POLLIN, 0};
      if (::poll(&p, 1, 100) <= 0) continue;
      int fd = ::accept(listen_fd_, nullptr, nullptr);
      if (fd < 0) continue;
      std::lock_guard lock(mutex_);
      sessions_.emplace_back([this, fd] { serve(fd); });
    }
  });
}

FakeService::~FakeService() {
  stop_ = true;
  acceptor_.join();
  std::vector<std::thread> sessions;
  {
    std::lock_guard lock(mutex_);
    sessions.swap(sessions_);
  }
  for (auto& t : sessions) t.join();
  ::close(listen_fd_);
}

std::string FakeService::url(const std::string& path) const { return "http://127.0.0.1:" + std::to_string(port_) + path; }

std::vector<FakeRequest> FakeService::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

void FakeService::set_script(Script script) {
  std::lock_guard lock(mutex_);
  script_ = std::move(script);
}

void FakeService::clear() {
  std::lock_guard lock(mutex_);
  requests_.clear();
}

void FakeService::serve(int fd) {
  std::string data;
  char buf[8192];
  std::size_t header_end = std::string::npos, content_length = 0;
  FakeRequest req;
  // Read the head, then the body by Content-Length.
  while (!stop_) {
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, 100) <= 0) continue;
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n <= 0) break;
    data.append(buf, static_cast<std::size_t>(n));
    if (header_end == std::string::npos && (header_end = data.find("\r\n\r\n")) != std::string::npos) {
      std::size_t line_end = data.find("\r\n");
      std::string first = data.substr(0, line_end);
      auto sp1 = first.find(' '), sp2 = first.rfind(' ');
      req.method = first.substr(0, sp1);
      req.target = first.substr(sp1 + 1, sp2 - sp1 - 1);
      for (std::size_t at = line_end + 2; at < header_end;) {
        auto end = data.find("\r\n", at);
        std::string line = data.substr(at, end - at);
        auto colon = line.find(':');
        if (colon != std::string::npos) {
          std::string value = line.substr(colon + 1);
          value.erase(0, value.find_first_not_of(' '));
          req.headers[lower(line.substr(0, colon))] = value;
        }
        at = end + 2;
      }
      if (auto it = req.headers.find("content-length"); it != req.headers.end()) content_length = std::stoul(it->second);
    }
    if (header_end != std::string::npos && data.size() >= header_end + 4 + content_length) break;
  }
  if (header_end == std::string::npos) {
    ::close(fd);
    return;
  }
  req.body = data.substr(header_end + 4, content_length);
  req.received = std::chrono::steady_clock::now();
  Script script;
  {
    std::lock_guard lock(mutex_);
    requests_.push_back(req);
    script = script_;
  }
  FakeReply reply = script(req);
  for (auto waited = std::chrono::milliseconds(0); waited < reply.delay && !stop_; waited += std::chrono::milliseconds(50))
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  std::string out = "HTTP/1.1 " + std::to_string(reply.status) + " " + reason(reply.status) + "\r\n";
  if (!reply.headers.count("Content-Type")) out += "Content-Type: application/json\r\n";
  for (const auto& [k, v] : reply.headers) out += k + ": " + v + "\r\n";
  out += "Content-Length: " + std::to_string(reply.body.size()) + "\r\nConnection: close\r\n\r\n" + reply.body;
  for (std::size_t sent = 0; sent < out.size();) {
    ssize_t n = ::send(fd, out.data() + sent, out.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;
    sent += static_cast<std::size_t>(n);
  }
  ::close(fd);
}

std::string chat_completion(const std::string& content, long long total_tokens) {
  boost::json::object o{
      {"id", "chatcmpl-test"},
      {"object", "chat.completion"},
      {"model", "gpt-4o-mini"},
      {"choices", boost::json::array{boost::json::object{
                      {"index", 0},
                      {"message", boost::json::object{{"role", "assistant"}, {"content", content}}},
                      {"finish_reason", "stop"}}}},
      {"usage", boost::json::object{{"prompt_tokens", total_tokens / 2},
                                    {"completion_tokens", total_tokens - total_tokens / 2},
                                    {"total_tokens", total_tokens}}}};
  return boost::json::serialize(o);
}

std::string user_prompt(const std::string& request_body) {
  boost::system::error_code ec;
  auto v = boost::json::parse(request_body, ec);
  if (ec || !v.is_object()) return "";
  const auto* messages = v.get_object().if_contains("messages");
  if (!messages || !messages->is_array()) return "";
  for (const auto& m : messages->get_array())
    if (m.is_object() && m.get_object().contains("role") && m.get_object().at("role") == "user")
      return std::string(m.get_object().at("content").as_string());
  return "";
}

}  // namespace testing_support
