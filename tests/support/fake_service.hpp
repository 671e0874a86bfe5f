// A local HTTP server that stands in for an outside service (the AI text service, the indexing
// endpoints) in tests: it speaks plain HTTP/1.1 on loopback, records every request, and answers
// as the test's script says, including the service's failures (status codes, Retry-After, slow
// replies, empty replies).
#pragma once
#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace testing_support {

struct FakeRequest {
  std::string method, target, body;
  std::map<std::string, std::string> headers;  // lower-case names
  std::chrono::steady_clock::time_point received{};
};

struct FakeReply {
  int status = 200;
  std::string body{};
  std::map<std::string, std::string> headers{};
  std::chrono::milliseconds delay{0};  // waited before answering
};

class FakeService {
 public:
  using Script = std::function<FakeReply(const FakeRequest&)>;
  // `port` 0: a free one; another: that one (a service brought back where it was).
  explicit FakeService(Script script, unsigned short port = 0);
  ~FakeService();
  FakeService(const FakeService&) = delete;
  FakeService& operator=(const FakeService&) = delete;

  unsigned short port() const { return port_; }
  std::string url(const std::string& path = "") const;
  std::vector<FakeRequest> requests() const;
  void set_script(Script script);
  void clear();

 private:
  void serve(int fd);
  int listen_fd_ = -1;
  unsigned short port_ = 0;
  std::atomic<bool> stop_{false};
  mutable std::mutex mutex_;
  Script script_;
  std::vector<FakeRequest> requests_;
  std::thread acceptor_;
  std::vector<std::thread> sessions_;
};

// The body of an OpenAI chat-completions answer whose message content is `content`.
std::string chat_completion(const std::string& content, long long total_tokens = 100);
// The user message of a chat-completions request body ("" when the body is not one).
std::string user_prompt(const std::string& request_body);

}  // namespace testing_support
