// Query string decoding.
#include "http/query.hpp"

#include <limits>

#include "http/router.hpp"

namespace api {

std::optional<std::string> query_param(std::string_view query, std::string_view name) {
  std::size_t i = 0;
  while (i <= query.size()) {
    std::size_t amp = query.find('&', i);
    if (amp == std::string_view::npos) amp = query.size();
    std::string_view pair = query.substr(i, amp - i);
    const std::size_t eq = pair.find('=');
    std::string key(pair.substr(0, eq));
    for (auto& ch : key)
      if (ch == '+') ch = ' ';
    if (percent_decode(key) == name) {
      std::string value(eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1));
      for (auto& ch : value)
        if (ch == '+') ch = ' ';
      return percent_decode(value);
    }
    i = amp + 1;
  }
  return std::nullopt;
}

std::optional<long long> query_int(const Request& req, std::string_view name, long long min, long long max) {
  auto text = query_param(req.query, name);
  if (!text) return std::nullopt;
  auto fail = [&]() -> ApiError {
    return ApiError(http::status::unprocessable_entity, "validation",
                    std::string(name) + " parametresi " + std::to_string(min) + " ile " +
                        std::to_string(max) + " arasında bir tam sayı olmalıdır",
                    std::string(name));
  };
  if (text->empty() || text->size() > 19) throw fail();
  long long n = 0;
  for (char c : *text) {
    if (c < '0' || c > '9') throw fail();
    // Every value up to max is taken (INT64_MAX has 19 digits); one that would overflow is not.
    if (n > (std::numeric_limits<long long>::max() - (c - '0')) / 10) throw fail();
    n = n * 10 + (c - '0');
  }
  if (n < min || n > max) throw fail();
  return n;
}

}  // namespace api
