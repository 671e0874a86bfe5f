// Typed reads of an event payload's fields, with errors that name the field (they end up in
// the dead-letter table when an event cannot be applied).
#pragma once
#include <boost/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "events/envelope.hpp"

namespace events {

std::string get_string(const boost::json::object& o, std::string_view field);
std::optional<std::string> get_optional_string(const boost::json::object& o, std::string_view field);
std::optional<double> get_optional_double(const boost::json::object& o, std::string_view field);
bool get_bool(const boost::json::object& o, std::string_view field, bool fallback);
std::int64_t get_int(const boost::json::object& o, std::string_view field);

// JSON null for an empty optional.
boost::json::value to_json(const std::optional<std::string>& v);
boost::json::value to_json(const std::optional<double>& v);

}  // namespace events
