// UTF-8: the one place that knows how code points are encoded, decoded, validated, counted and cut.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace domain {

// Length in bytes of the well-formed UTF-8 sequence starting at s[i], or 0 when the bytes there
// are not one (bad lead byte, missing or bad continuation, overlong form, surrogate, above U+10FFFF).
std::size_t utf8_sequence_length(std::string_view s, std::size_t i);

// A code point and the length of its sequence; `bytes` is 0 where the bytes are not one.
struct CodePoint {
  std::uint32_t value = 0;
  std::size_t bytes = 0;
};

// The code point encoded at s[i], with the rules of utf8_sequence_length.
CodePoint decode_utf8(std::string_view s, std::size_t i);

// True when every byte belongs to a well-formed UTF-8 sequence.
bool is_valid_utf8(std::string_view s);

// Number of Unicode code points (what a user calls "characters"); invalid bytes count one each.
std::size_t char_count(std::string_view utf8);

// The first `max_chars` Unicode code points of `utf8` (never splits a multi-byte character).
std::string truncate_chars(std::string_view utf8, std::size_t max_chars);

// Appends code point `cp` encoded as UTF-8; NUL, surrogates and values above U+10FFFF become
// U+FFFD, as browsers decode them in character references.
void append_utf8(std::string& out, std::uint32_t cp);

}  // namespace domain
