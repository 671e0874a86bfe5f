// Reading a JSON request body into fields, with the API's error for malformed input.
#pragma once
#include <boost/json.hpp>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "http/types.hpp"

namespace api {

// Throws ApiError 400 'Geçersiz JSON gövdesi' unless the body is a JSON object.
boost::json::object parse_json_object(const std::string& body);

// A string field; missing or null gives "" (validation then reports the field). A value of
// another type is a 422 on that field.
std::string string_field(const boost::json::object& o, std::string_view name);
std::optional<std::string> optional_string_field(const boost::json::object& o, std::string_view name);
std::optional<double> optional_number_field(const boost::json::object& o, std::string_view name);
bool bool_field(const boost::json::object& o, std::string_view name, bool fallback);
// A list of strings: a JSON array of strings (each trimmed, blanks dropped) or one string with
// one entry per line (terms_from_text). Missing or null is empty.
std::vector<std::string> lines_field(const boost::json::object& o, std::string_view name);
// A whole number, also given as numeric text; nullopt when missing or null; anything else 422.
std::optional<long long> optional_integer_field(const boost::json::object& o, std::string_view name);

}  // namespace api

namespace api {

// application/x-www-form-urlencoded (also a query string): '+' is a space, %XX decoded. The
// first value of a repeated name wins.
std::map<std::string, std::string, std::less<>> parse_form(std::string_view body);

}  // namespace api
