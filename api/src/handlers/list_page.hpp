// The back office's paged lists: one page of rows in a chosen order, with the number of rows
// that match, so no list stops at a size it does not say. Every admin list reads its page, page
// size, sort, direction and search text here, and answers through page_reply:
//
//   {"items": [...], "total": 1234, "page": 2, "page_size": 50, "sort": "title", "order": "asc"}
//
// The order is one of the list's named sort columns (an unknown name is a 422, never SQL text from
// the request); the search text is folded as the public search folds it (domain::search_needle),
// so "hos" finds "Hoş", and matched against the list's stored `search_ascii` column.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "http/types.hpp"
#include "services.hpp"
#include "storage/query.hpp"

namespace api::list_page {

constexpr long long kDefaultPageSize = 50;
constexpr long long kMaxPageSize = 100;

// A sort the list offers: its name in the query string and the ORDER BY expression it stands for
// (ascending; the direction is appended). The list's tie-breaker (its id) follows every sort.
struct Sort {
  std::string_view name;
  std::string_view expression;
};

// What the list was asked for. `order_by` is assembled from the list's own sort expressions.
struct Query {
  long long page = 1;
  long long page_size = kDefaultPageSize;
  std::string sort;
  bool descending = false;
  std::string order_by;
  std::optional<std::string> pattern;  // the search's ASCII form as a LIKE pattern; none: no search
  std::optional<std::string> exact;    // its Turkish form, when it has Turkish letters
};

// page (1..), page_size (1..100, default 50), sort (one of `sorts`, default `default_sort`),
// order (asc|desc, default `default_descending`), search (at most 100 characters).
Query read(const Request& req, std::span<const Sort> sorts, std::string_view default_sort, bool default_descending,
           std::string_view tie_breaker);

// An optional filter value that must be one of `allowed` (422 on `name` otherwise).
std::optional<std::string> choice(const Request& req, std::string_view name, std::span<const std::string_view> allowed);

// An optional filter value that must be a UUID when given (422 on `name` otherwise, empty too).
std::optional<std::string> uuid(const Request& req, std::string_view name);

// The statement of one page: `rows` is "SELECT <columns> FROM ... WHERE ..." (no ORDER BY), whose
// last two parameters after the list's own are the limit and offset; the count reuses `count`
// ("SELECT count(*) FROM ... WHERE ..." with the same filter parameters).
std::string page_sql(std::string_view rows, const Query& q, int first_free_parameter);

// The paged JSON of a page's rows (a JSON array text) and the total.
Response json_page(std::string_view items_json, long long total, const Query& q);

// Runs the page and the count in one snapshot (the total and the page agree) and answers the
// paged JSON.
template <typename... Args>
Response page_reply(Services& s, std::string_view rows, const char* count, const Query& q, int first_free_parameter,
                    const Args&... filters) {
  const std::string sql = page_sql(rows, q, first_free_parameter);
  auto db = s.db.acquire();
  pqxx::transaction<pqxx::isolation_level::repeatable_read, pqxx::readwrite_policy::read_only> tx(*db);
  auto items = tx.exec_params(sql, filters..., q.page_size, (q.page - 1) * q.page_size);
  auto total = tx.exec_params(count, filters...);
  return json_page(items[0][0].c_str(), total[0][0].template as<long long>(), q);
}

}  // namespace api::list_page
