// Reading the query string of a request ("?search=hoş+geldin&limit=10").
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "http/types.hpp"

namespace api {

// The first value of `name`, decoded ('+' is a space, %XX a byte); absent when not given.
std::optional<std::string> query_param(std::string_view query, std::string_view name);

// An optional whole-number parameter within [min, max]; anything else is a 422 on that field with
// "<name> parametresi <min> ile <max> arasında bir tam sayı olmalıdır".
std::optional<long long> query_int(const Request& req, std::string_view name, long long min, long long max);

}  // namespace api
