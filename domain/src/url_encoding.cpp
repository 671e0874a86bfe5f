// Percent-encoding.
#include "domain/url_encoding.hpp"

#include "ascii.hpp"

namespace domain {

namespace {
template <typename Keep>
std::string percent_encode(std::string_view s, Keep keep, bool space_as_plus) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : s) {
    const auto b = static_cast<unsigned char>(c);
    if (space_as_plus && c == ' ') {
      out += '+';
    } else if (keep(c)) {
      out += c;
    } else {
      out += '%';
      out += kHex[b >> 4];
      out += kHex[b & 0xF];
    }
  }
  return out;
}
}  // namespace

std::string encode_path_segment(std::string_view segment) {
  return percent_encode(
      segment, [](char c) { return ascii::is_alnum(c) || c == '-' || c == '.' || c == '_' || c == '~'; }, false);
}

std::string encode_form_value(std::string_view value) {
  return percent_encode(
      value, [](char c) { return ascii::is_alnum(c) || c == '*' || c == '-' || c == '.' || c == '_'; }, true);
}

}  // namespace domain
