// Sliding-window rate limiting.
#include "rate_limiter.hpp"

namespace api {

RateLimiter::RateLimiter(std::size_t limit, std::chrono::seconds window, std::size_t max_clients)
    : limit_(limit), window_(window), max_clients_(max_clients) {}

void RateLimiter::forget_idle(Clock::time_point now) {
  for (auto it = recent_.begin(); it != recent_.end();) {
    auto& times = it->second;
    while (!times.empty() && now - times.front() >= window_) times.pop_front();
    it = times.empty() ? recent_.erase(it) : std::next(it);
  }
  last_sweep_ = now;
}

bool RateLimiter::allow(const std::string& client, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (now - last_sweep_ >= window_ || recent_.size() >= max_clients_) forget_idle(now);
  auto it = recent_.find(client);
  if (it == recent_.end()) {
    if (recent_.size() >= max_clients_) return false;
    it = recent_.emplace(client, std::deque<Clock::time_point>{}).first;
  }
  auto& times = it->second;
  while (!times.empty() && now - times.front() >= window_) times.pop_front();
  if (times.size() >= limit_) return false;
  times.push_back(now);
  return true;
}

long long RateLimiter::retry_after(const std::string& client, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  auto it = recent_.find(client);
  if (it == recent_.end() || it->second.size() < limit_) return 0;
  auto wait = std::chrono::duration_cast<std::chrono::seconds>(it->second.front() + window_ - now).count();
  return wait < 1 ? 1 : wait;
}

}  // namespace api
