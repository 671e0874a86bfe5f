#include "storage/array_literal.hpp"

namespace storage {

std::string array_literal(const std::vector<std::string>& values) {
  std::string out = "{";
  for (const auto& v : values) {
    if (out.size() > 1) out += ',';
    out += '"';
    for (char c : v) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out + "}";
}

std::string array_literal(const std::vector<std::int64_t>& values) {
  std::string out = "{";
  for (auto v : values) {
    if (out.size() > 1) out += ',';
    out += std::to_string(v);
  }
  return out + "}";
}

}  // namespace storage
