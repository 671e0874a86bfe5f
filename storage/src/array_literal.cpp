#include "storage/array_literal.hpp"

namespace storage {

namespace {
void append_quoted(std::string& out, const std::string& v) {
  out += '"';
  for (char c : v) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
}
}  // namespace

std::string array_literal(const std::vector<std::string>& values) {
  std::string out = "{";
  for (const auto& v : values) {
    if (out.size() > 1) out += ',';
    append_quoted(out, v);
  }
  return out + "}";
}

std::string array_literal(const std::vector<std::optional<std::string>>& values) {
  std::string out = "{";
  for (const auto& v : values) {
    if (out.size() > 1) out += ',';
    if (v)
      append_quoted(out, *v);
    else
      out += "NULL";
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
