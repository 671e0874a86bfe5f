// Paged admin lists: reading the request's page, sort and search, and the answer's shape.
#include "handlers/list_page.hpp"

#include <boost/json.hpp>

#include "domain/plain_text.hpp"
#include "domain/text.hpp"
#include "http/errors.hpp"
#include "http/query.hpp"

namespace api::list_page {

namespace {

constexpr long long kMaxPage = 1000000;
constexpr std::size_t kSearchMaxChars = 100;

// The page's rows as one JSON array: an aggregate over a subquery that is only sorted and cut
// (no join or grouping above it) reads the rows in the subquery's order.
constexpr std::string_view kPageHead = "SELECT coalesce(json_agg(r), '[]'::json)::text FROM (";
constexpr std::string_view kPageTail = ") r";

[[noreturn]] void invalid_value(std::string_view name, const std::string& message) {
  throw ApiError(http::status::unprocessable_entity, "validation", message, std::string(name));
}

}  // namespace

Query read(const Request& req, std::span<const Sort> sorts, std::string_view default_sort, bool default_descending,
           std::string_view tie_breaker) {
  Query q;
  q.page = query_int(req, "page", 1, kMaxPage).value_or(1);
  q.page_size = query_int(req, "page_size", 1, kMaxPageSize).value_or(kDefaultPageSize);
  q.sort = query_param(req.query, "sort").value_or(std::string(default_sort));
  if (q.sort.empty()) q.sort = default_sort;
  const Sort* chosen = nullptr;
  for (const auto& s : sorts)
    if (s.name == q.sort) chosen = &s;
  if (!chosen) {
    std::string names;
    for (const auto& s : sorts) names += (names.empty() ? "" : ", ") + std::string(s.name);
    invalid_value("sort", "Sıralama şunlardan biri olmalıdır: " + names);
  }
  const auto order = query_param(req.query, "order").value_or("");
  if (order.empty()) q.descending = default_descending;
  else if (order == "asc" || order == "desc") q.descending = order == "desc";
  else invalid_value("order", "Sıralama yönü asc ya da desc olmalıdır");
  const char* dir = q.descending ? " DESC" : " ASC";
  // Postgres's own null placement (last ascending, first descending), which plain indexes serve.
  q.order_by = std::string(chosen->expression) + dir + ", " + std::string(tie_breaker) + dir;
  if (auto search = query_param(req.query, "search")) {
    if (domain::char_count(*search) > kSearchMaxChars) invalid_value("search", "Arama metni en fazla 100 karakter olabilir");
    auto needle = domain::search_needle(*search);
    if (!needle.ascii.empty()) {
      q.pattern = storage::contains_pattern(needle.ascii);
      q.exact = std::move(needle.exact);
    }
  }
  return q;
}

std::optional<std::string> choice(const Request& req, std::string_view name, std::span<const std::string_view> allowed) {
  auto v = query_param(req.query, name);
  if (!v || v->empty() || *v == "all") return std::nullopt;
  for (auto a : allowed)
    if (a == *v) return v;
  std::string names;
  for (auto a : allowed) names += (names.empty() ? "" : ", ") + std::string(a);
  invalid_value(name, std::string(name) + " şunlardan biri olmalıdır: " + names);
}

std::optional<std::string> uuid(const Request& req, std::string_view name) {
  auto v = query_param(req.query, name);
  if (!v) return std::nullopt;
  if (!domain::looks_like_uuid(*v)) invalid_value(name, std::string(name) + " geçerli bir kimlik olmalıdır");
  return v;
}

std::string page_sql(std::string_view rows, const Query& q, int first_free_parameter) {
  std::string sql(kPageHead);
  sql += rows;
  sql += " ORDER BY " + q.order_by + " LIMIT $" + std::to_string(first_free_parameter) + " OFFSET $" +
         std::to_string(first_free_parameter + 1);
  sql += kPageTail;
  return sql;
}

Response json_page(std::string_view items_json, long long total, const Query& q) {
  std::string body = "{\"items\":";
  body += items_json;  // a JSON array from the database, not parsed again
  body += ",\"total\":" + std::to_string(total) + ",\"page\":" + std::to_string(q.page) +
          ",\"page_size\":" + std::to_string(q.page_size) + ",\"sort\":" + boost::json::serialize(boost::json::value(q.sort)) +
          ",\"order\":\"" + (q.descending ? "desc" : "asc") + "\"}";
  return json_response(http::status::ok, std::move(body));
}

}  // namespace api::list_page
