// Helpers shared by the back office's form rules (domain/src/*_rules.cpp): not part of the
// domain's interface.
#pragma once
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

#include "ascii.hpp"
#include "domain/field_error.hpp"
#include "domain/text.hpp"

namespace domain::rules {


using Errors = FieldErrors;

inline void fail(Errors& e, std::string_view field, std::string_view message) {
  e.push_back({std::string(field), std::string(message)});
}

inline std::size_t chars(std::string_view s) { return char_count(trim(s)); }

// min on the trimmed character count (blank is empty), max on the value as sent, as the API's
// description states it (maxLength): padding does not make a long value fit; max 0 means none.
inline void length(Errors& e, std::string_view field, std::string_view value, std::size_t min, std::size_t max,
            std::string_view too_short, std::string_view too_long) {
  if (chars(value) < min)
    fail(e, field, too_short);
  else if (max > 0 && char_count(value) > max)
    fail(e, field, too_long);
}

inline void at_most(Errors& e, std::string_view field, const std::optional<std::string>& value, std::size_t max,
             std::string_view message) {
  if (value && char_count(*value) > max) fail(e, field, message);
}

inline std::string cut(std::string s, std::size_t max) {
  if (s.size() > max) s.resize(max);
  while (!s.empty() && s.back() == '-') s.pop_back();
  return s;
}

inline std::string digits(long long value, int width) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%0*lld", width, value);
  return buf;
}

inline long long millis(std::chrono::system_clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

using ascii::is_digit;

// Reads exactly `n` digits at `pos`.
inline std::optional<int> number_at(std::string_view s, std::size_t pos, std::size_t n) {
  if (pos + n > s.size()) return std::nullopt;
  int v = 0;
  for (std::size_t i = pos; i < pos + n; ++i) {
    if (!is_digit(s[i])) return std::nullopt;
    v = v * 10 + (s[i] - '0');
  }
  return v;
}

}  // namespace domain::rules
