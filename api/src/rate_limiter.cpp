// Sliding-window rate limiting over public.visitor_actions.
#include "rate_limiter.hpp"

#include <cmath>

namespace api {

namespace {

// One client of one action at a time: the count and the insert below cannot interleave.
constexpr const char* kLockClient = "SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 0))";
constexpr const char* kForgetClientsOldActions =
    "DELETE FROM public.visitor_actions WHERE action = $1 AND client = $2 AND at <= now() - make_interval(secs => $3)";
constexpr const char* kRecentActions = R"SQL(
  SELECT count(*), coalesce(extract(epoch FROM min(at) + make_interval(secs => $3) - now()), 0)
  FROM public.visitor_actions WHERE action = $1 AND client = $2
)SQL";
constexpr const char* kRecordAction = "INSERT INTO public.visitor_actions (action, client) VALUES ($1, $2)";
// Clients that never come back leave rows behind; every so often they go too.
constexpr const char* kForgetOldActions = "DELETE FROM public.visitor_actions WHERE at < now() - make_interval(secs => $1)";
constexpr unsigned kSweepEvery = 1000;

}  // namespace

RateLimiter::RateLimiter(storage::ConnectionPool& db, std::string action, std::size_t limit, std::chrono::seconds window)
    : db_(db), action_(std::move(action)), limit_(limit), window_(window) {}

long long RateLimiter::acquire(const std::string& client) {
  const double window = static_cast<double>(window_.count());
  auto db = db_.acquire();
  pqxx::work tx(*db);
  tx.exec_params(kLockClient, action_, client);
  tx.exec_params(kForgetClientsOldActions, action_, client, window);
  auto row = tx.exec_params1(kRecentActions, action_, client, window);
  if (row[0].as<long long>() >= static_cast<long long>(limit_)) {
    tx.commit();
    return std::max(1LL, static_cast<long long>(std::ceil(row[1].as<double>())));
  }
  tx.exec_params(kRecordAction, action_, client);
  if (++calls_ % kSweepEvery == 0) tx.exec_params(kForgetOldActions, window);
  tx.commit();
  return 0;
}

}  // namespace api
