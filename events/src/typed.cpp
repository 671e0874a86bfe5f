// The non-template parts of the typed payload codec.
#include "events/typed.hpp"

namespace events {
namespace json = boost::json;

namespace detail {

std::vector<std::string> read_string_array(const json::object& o, std::string_view f) {
  std::vector<std::string> out;
  const auto* v = o.if_contains(f);
  if (!v || v->is_null()) return out;
  const std::string want = "payload field '" + std::string(f) + "' must be an array of strings";
  if (!v->is_array()) throw DecodeError(want);
  for (const auto& item : v->get_array()) {
    if (!item.is_string()) throw DecodeError(want);
    out.emplace_back(item.get_string());
  }
  return out;
}

const json::object& nested_object(const json::object& o, std::string_view f) {
  const auto* v = o.if_contains(f);
  if (!v || !v->is_object()) throw DecodeError("payload field '" + std::string(f) + "' must be an object");
  return v->get_object();
}

const json::array* nested_array(const json::object& o, std::string_view f) {
  const auto* v = o.if_contains(f);
  if (!v || v->is_null()) return nullptr;
  if (!v->is_array()) throw DecodeError("payload field '" + std::string(f) + "' must be an array");
  return &v->get_array();
}

void rethrow_nested(std::string_view f, const DecodeError& inner) {
  // "payload field 'title' must be a string" inside posts[2] -> "payload field 'posts[2].title' ..."
  std::string msg = inner.what();
  const std::string marker = "payload field '";
  if (msg.rfind(marker, 0) == 0) msg.insert(marker.size(), std::string(f) + ".");
  throw DecodeError(msg);
}

}  // namespace detail
}  // namespace events
