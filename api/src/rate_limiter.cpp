// Sliding-window rate limiting over public.visitor_actions.
#include "rate_limiter.hpp"

#include <algorithm>
#include <cmath>

#include "storage/query.hpp"

namespace api {

namespace {

// The lock, the client's old actions deleted, the count and the insert, in one round trip
// (infra/migrations/020_visitor_action_take.sql): NULL when recorded, else the seconds to wait.
constexpr const char* kTakeAction = "SELECT public.take_visitor_action($1, $2, $3, $4, $5)";
// Clients that never come back leave rows behind; every so often the call deletes them too.
constexpr unsigned kSweepEvery = 1000;

}  // namespace

RateLimiter::RateLimiter(storage::ConnectionPool& db, std::string action, std::size_t limit, std::chrono::seconds window)
    : db_(db), action_(std::move(action)), limit_(limit), window_(window) {}

long long RateLimiter::acquire(const std::string& client) {
  const double window = static_cast<double>(window_.count());
  const bool sweep = ++calls_ % kSweepEvery == 0;
  const pqxx::result r = storage::query(db_, kTakeAction, action_, client, static_cast<long long>(limit_), window, sweep);
  if (r[0][0].is_null()) return 0;
  return std::max(1LL, static_cast<long long>(std::ceil(r[0][0].as<double>())));
}

}  // namespace api
