// UTF-8 encoding, decoding, validation, counting and cutting.
#include "domain/utf8.hpp"

namespace domain {

namespace {
bool is_continuation(unsigned char b) { return (b & 0xC0U) == 0x80U; }
}  // namespace

std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  const auto lead = static_cast<unsigned char>(s[i]);
  if (lead < 0x80U) return 1;
  std::size_t len = 0;
  unsigned char min2 = 0x80U;  // allowed range of the second byte
  unsigned char max2 = 0xBFU;
  if (lead >= 0xC2U && lead <= 0xDFU) {
    len = 2;
  } else if (lead >= 0xE0U && lead <= 0xEFU) {
    len = 3;
    if (lead == 0xE0U) min2 = 0xA0U;  // overlong
    if (lead == 0xEDU) max2 = 0x9FU;  // surrogates
  } else if (lead >= 0xF0U && lead <= 0xF4U) {
    len = 4;
    if (lead == 0xF0U) min2 = 0x90U;  // overlong
    if (lead == 0xF4U) max2 = 0x8FU;  // above U+10FFFF
  } else {
    return 0;
  }
  if (s.size() - i < len) return 0;
  const auto second = static_cast<unsigned char>(s[i + 1]);
  if (second < min2 || second > max2) return 0;
  for (std::size_t k = 2; k < len; ++k) {
    if (!is_continuation(static_cast<unsigned char>(s[i + k]))) return 0;
  }
  return len;
}

CodePoint decode_utf8(std::string_view s, std::size_t i) {
  const std::size_t len = utf8_sequence_length(s, i);
  if (len == 0) return {};
  static constexpr unsigned char kLeadBits[] = {0, 0x7FU, 0x1FU, 0x0FU, 0x07U};
  std::uint32_t cp = static_cast<unsigned char>(s[i]) & kLeadBits[len];
  for (std::size_t k = 1; k < len; ++k) cp = (cp << 6U) | (static_cast<unsigned char>(s[i + k]) & 0x3FU);
  return {cp, len};
}

bool is_valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t len = utf8_sequence_length(s, i);
    if (len == 0) return false;
    i += len;
  }
  return true;
}

std::size_t char_count(std::string_view utf8) {
  std::size_t count = 0;
  std::size_t i = 0;
  while (i < utf8.size()) {
    const std::size_t len = utf8_sequence_length(utf8, i);
    i += len == 0 ? 1 : len;  // an invalid byte counts as one character
    ++count;
  }
  return count;
}

std::string truncate_chars(std::string_view utf8, std::size_t max_chars) {
  std::size_t count = 0;
  std::size_t i = 0;
  while (i < utf8.size() && count < max_chars) {
    const std::size_t len = utf8_sequence_length(utf8, i);
    i += len == 0 ? 1 : len;  // malformed: the byte counts as one character on its own
    ++count;
  }
  return std::string(utf8.substr(0, i));
}

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

}  // namespace domain
