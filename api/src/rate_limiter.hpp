// A per-client sliding-window limit (visitor comments): at most `limit` accepted actions per
// client in any `window`. In memory, per api instance; the number of clients tracked is bounded.
#pragma once
#include <chrono>
#include <deque>
#include <mutex>
#include <string>
#include <unordered_map>

namespace api {

class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;
  RateLimiter(std::size_t limit, std::chrono::seconds window, std::size_t max_clients = 100000);

  // Records an action of `client` and returns true, or returns false (and records nothing) when
  // the client already had `limit` actions in the last window. Also false for a new client when
  // `max_clients` are being tracked (under a flood, new clients wait rather than memory growing).
  bool allow(const std::string& client, Clock::time_point now = Clock::now());

  // Seconds until `client` may act again (0 when it may now).
  long long retry_after(const std::string& client, Clock::time_point now = Clock::now());

 private:
  void forget_idle(Clock::time_point now);
  std::size_t limit_;
  std::chrono::seconds window_;
  std::size_t max_clients_;
  std::mutex mutex_;
  std::unordered_map<std::string, std::deque<Clock::time_point>> recent_;
  Clock::time_point last_sweep_{};
};

}  // namespace api
