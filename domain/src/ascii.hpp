// ASCII character classes shared by the domain's parsers (private to domain/src). Whitespace is
// not here on purpose: HTML, URLs and form text each define their own.
#pragma once

namespace domain::ascii {

inline bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_alnum(char c) { return is_alpha(c) || is_digit(c); }
inline bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
inline char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }
inline int hex_value(char c) { return is_digit(c) ? c - '0' : lower(c) - 'a' + 10; }

}  // namespace domain::ascii
