// Bulk actions of the back office: one command on many rows, chosen by id or as every row that
// matches the list's filter (the list's own query parameters on the POST). The api resolves the
// rows, publishes bulk_action.requested and answers 202 with the action's state; the worker's job
// runner applies the single command's rules to each row (jobs/bulk_actions.hpp), and
// GET /api/admin/bulk-actions/{id} tells how far it is and what was refused and why.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "http/types.hpp"
#include "services.hpp"
#include "storage/query.hpp"

namespace api::bulk {

// At most this many rows per action: an action names its rows in one event.
constexpr std::size_t kMaxRows = 10000;

// The request body: {"action": one of `actions`, "ids": [uuid, ...]}; without ids, every row
// that matches the filter.
struct Ask {
  std::string action;
  std::optional<std::vector<std::string>> ids;
};
Ask read(const Request& req, std::span<const std::string_view> actions);

// The ids `sql` returns (the list's filter; at most kMaxRows + 1 rows asked for); a 422 when
// there are none or more than kMaxRows.
std::vector<std::string> checked(pqxx::result rows);
template <typename... Args>
std::vector<std::string> matching(Services& s, const char* sql, const Args&... filters) {
  return checked(storage::query(s.db, sql, filters..., static_cast<long long>(kMaxRows + 1)));
}

// Publishes bulk_action.requested for `ids` and answers 202 with the action's state.
Response start(Services& s, Request& req, std::string_view resource, const std::string& action,
               std::vector<std::string> ids);

// GET /api/admin/bulk-actions/{id}
Response get(Services& s, Request& req);

}  // namespace api::bulk
