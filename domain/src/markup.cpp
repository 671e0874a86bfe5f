// Character references: escaping and decoding.
#include "domain/markup.hpp"

#include <algorithm>
#include <cstdint>

#include "ascii.hpp"
#include "domain/utf8.hpp"

namespace domain {

namespace {

struct Named {
  std::string_view name;
  std::uint32_t cp;
};
// Named references an attribute is likely to hold, the ones used to hide URL schemes included.
// Others stay literal text, which is harmless (the '&' is re-encoded on output).
constexpr Named kNamed[] = {
    {"amp", '&'},       {"lt", '<'},       {"gt", '>'},       {"quot", '"'},     {"apos", '\''},
    {"nbsp", 0xA0},     {"colon", ':'},    {"Tab", '\t'},     {"NewLine", '\n'}, {"sol", '/'},
    {"lpar", '('},      {"rpar", ')'},     {"period", '.'},   {"comma", ','},    {"excl", '!'},
    {"num", '#'},       {"equals", '='},   {"semi", ';'},     {"copy", 0xA9},    {"reg", 0xAE},
    {"hellip", 0x2026}, {"mdash", 0x2014}, {"ndash", 0x2013}, {"laquo", 0xAB},   {"raquo", 0xBB},
    {"lsquo", 0x2018},  {"rsquo", 0x2019}, {"ldquo", 0x201C}, {"rdquo", 0x201D}, {"euro", 0x20AC}};

// After "&#": whether the digits are hexadecimal ("&#x"), and where they start.
struct NumericDigits {
  bool hex;
  std::size_t start;
};
NumericDigits numeric_digits(std::string_view s, std::size_t after_hash) {
  const bool hex = after_hash < s.size() && (s[after_hash] == 'x' || s[after_hash] == 'X');
  return {hex, hex ? after_hash + 1 : after_hash};
}
bool is_digit_of(char c, bool hex) { return hex ? ascii::is_hex(c) : ascii::is_digit(c); }

}  // namespace

std::string escape_markup(std::string_view text, ApostropheEntity apostrophe) {
  std::string out;
  out.reserve(text.size() + 16);
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += apostrophe == ApostropheEntity::named ? "&apos;" : "&#39;"; break;
      case '\0': break;
      default: out += c;
    }
  }
  return out;
}

std::size_t decode_reference_at(std::string_view s, std::size_t i, std::string& out) {
  std::size_t j = i + 1;
  if (j < s.size() && s[j] == '#') {
    const auto [hex, start] = numeric_digits(s, j + 1);
    std::uint64_t cp = 0;
    for (j = start; j < s.size() && is_digit_of(s[j], hex); ++j)
      cp = std::min<std::uint64_t>(cp * (hex ? 16 : 10) + static_cast<std::uint64_t>(ascii::hex_value(s[j])), 0x110000);
    if (j == start) return 0;
    if (j < s.size() && s[j] == ';') ++j;
    append_utf8(out, static_cast<std::uint32_t>(cp));
    return j - i;
  }
  for (const auto& n : kNamed) {
    const std::size_t end = j + n.name.size();
    if (s.substr(j, n.name.size()) == n.name && end < s.size() && s[end] == ';') {
      append_utf8(out, n.cp);
      return end + 1 - i;
    }
  }
  return 0;
}

std::string decode_references(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t used = s[i] == '&' ? decode_reference_at(s, i, out) : 0;
    if (used == 0) out += s[i++];
    i += used;
  }
  return out;
}

std::size_t reference_length(std::string_view s, std::size_t i) {
  std::size_t j = i + 1;
  if (j < s.size() && s[j] == '#') {
    const auto [hex, start] = numeric_digits(s, j + 1);
    for (j = start; j < s.size() && j - start < 8 && is_digit_of(s[j], hex);) ++j;
    if (j == start) return 0;
  } else {
    const std::size_t start = j;
    while (j < s.size() && j - start < 32 && ascii::is_alnum(s[j])) ++j;
    if (j == start || !ascii::is_alpha(s[start])) return 0;
  }
  return j < s.size() && s[j] == ';' ? j + 1 - i : 0;
}

}  // namespace domain
