// A per-client sliding-window limit (visitor comments): at most `limit` accepted actions per
// client in any `window`. Counted in Postgres (public.visitor_actions) under a per-client
// advisory lock, so the limit holds across every api instance and concurrent requests of one
// client cannot slip past it. One statement a call (a function of the schema, whose steps run
// in the call's own transaction): the limit costs a comment one round trip.
#pragma once
#include <atomic>
#include <chrono>
#include <string>

#include "storage/postgres.hpp"

namespace api {

class RateLimiter {
 public:
  RateLimiter(storage::ConnectionPool& db, std::string action, std::size_t limit, std::chrono::seconds window);

  // Records an action of `client` and returns 0, or returns the seconds until the client may act
  // again (at least 1) and records nothing.
  long long acquire(const std::string& client);

 private:
  storage::ConnectionPool& db_;
  std::string action_;
  std::size_t limit_;
  std::chrono::seconds window_;
  std::atomic<unsigned> calls_{0};
};

}  // namespace api
