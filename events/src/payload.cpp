// Field readers for event payloads.
#include "events/payload.hpp"

namespace events {
namespace json = boost::json;

namespace {
[[noreturn]] void fail(std::string_view field, std::string_view want) {
  throw DecodeError("payload field '" + std::string(field) + "' must be " + std::string(want));
}
}  // namespace

std::string get_string(const json::object& o, std::string_view field) {
  auto* v = o.if_contains(field);
  if (!v || !v->is_string()) fail(field, "a string");
  return std::string(v->get_string());
}

std::optional<std::string> get_optional_string(const json::object& o, std::string_view field) {
  auto* v = o.if_contains(field);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_string()) fail(field, "a string or null");
  return std::string(v->get_string());
}

std::optional<double> get_optional_double(const json::object& o, std::string_view field) {
  auto* v = o.if_contains(field);
  if (!v || v->is_null()) return std::nullopt;
  if (v->is_double()) return v->get_double();
  if (v->is_int64()) return static_cast<double>(v->get_int64());
  if (v->is_uint64()) return static_cast<double>(v->get_uint64());
  fail(field, "a number or null");
}

bool get_bool(const json::object& o, std::string_view field, bool fallback) {
  auto* v = o.if_contains(field);
  if (!v || v->is_null()) return fallback;
  if (!v->is_bool()) fail(field, "a boolean");
  return v->get_bool();
}

std::int64_t get_int(const json::object& o, std::string_view field) {
  auto* v = o.if_contains(field);
  if (v && v->is_int64()) return v->get_int64();
  if (v && v->is_uint64()) return static_cast<std::int64_t>(v->get_uint64());
  fail(field, "an integer");
}

json::value to_json(const std::optional<std::string>& v) { return v ? json::value(*v) : json::value(nullptr); }
json::value to_json(const std::optional<double>& v) { return v ? json::value(*v) : json::value(nullptr); }

}  // namespace events
