// Text helpers: trimming, Turkish lowercasing, URL and UUID shape checks.
#include "domain/text.hpp"

#include <cstdint>

#include "ascii.hpp"

namespace domain {
namespace {

bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

using ascii::is_alpha;
using ascii::is_digit;
using ascii::is_hex;

constexpr std::string_view kNbsp = "\xC2\xA0";

// Whitespace or control characters anywhere make a URL invalid: ASCII controls, space, DEL, and the
// two-byte C1 controls and no-break space (U+0080..U+009F, U+00A0).
bool has_space_or_control(std::string_view s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto b = static_cast<unsigned char>(s[i]);
    if (b <= 0x20U || b == 0x7FU) return true;
    if (b == 0xC2U && i + 1 < s.size()) {
      const auto next = static_cast<unsigned char>(s[i + 1]);
      if (next >= 0x80U && next <= 0xA0U) return true;
    }
  }
  return false;
}

// Registered-name host: dot-separated non-empty labels of ASCII letters, digits and hyphens.
bool is_valid_reg_name(std::string_view host) {
  if (host.empty()) return false;
  std::size_t label_len = 0;
  for (char c : host) {
    if (c == '.') {
      if (label_len == 0) return false;
      label_len = 0;
    } else if (is_alpha(c) || is_digit(c) || c == '-') {
      ++label_len;
    } else {
      return false;
    }
  }
  return label_len > 0;
}

// "[...]" with hex digits, colons and dots (for an embedded IPv4 tail), at least one colon.
bool is_valid_ipv6_literal(std::string_view host) {
  if (host.size() < 3 || host.front() != '[' || host.back() != ']') return false;
  bool colon = false;
  for (char c : host.substr(1, host.size() - 2)) {
    if (c == ':') {
      colon = true;
    } else if (!is_hex(c) && c != '.') {
      return false;
    }
  }
  return colon;
}

bool is_valid_port(std::string_view port) {
  if (port.empty() || port.size() > 5) return false;
  std::uint32_t value = 0;
  for (char c : port) {
    if (!is_digit(c)) return false;
    value = value * 10U + static_cast<std::uint32_t>(c - '0');
  }
  return value <= 65535U;
}

}  // namespace

bool iequals_ascii(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (ascii::lower(a[i]) != ascii::lower(b[i])) return false;
  }
  return true;
}


std::string_view trim(std::string_view s) {
  for (;;) {
    if (!s.empty() && is_ascii_space(s.front())) {
      s.remove_prefix(1);
    } else if (s.starts_with(kNbsp)) {
      s.remove_prefix(kNbsp.size());
    } else {
      break;
    }
  }
  for (;;) {
    if (!s.empty() && is_ascii_space(s.back())) {
      s.remove_suffix(1);
    } else if (s.ends_with(kNbsp)) {
      s.remove_suffix(kNbsp.size());
    } else {
      break;
    }
  }
  return s;
}

std::string turkish_lower(std::string_view utf8) {
  std::string out;
  out.reserve(utf8.size());
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    const char c = utf8[i];
    if (c == 'I') {
      out += "\xC4\xB1";  // I -> ı
      continue;
    }
    if (c >= 'A' && c <= 'Z') {
      out += ascii::lower(c);
      continue;
    }
    if (i + 1 < utf8.size()) {
      const auto lead = static_cast<unsigned char>(c);
      const auto next = static_cast<unsigned char>(utf8[i + 1]);
      const char* lowered = nullptr;
      if (lead == 0xC4U && next == 0xB0U) lowered = "i";         // İ
      if (lead == 0xC5U && next == 0x9EU) lowered = "\xC5\x9F";  // Ş -> ş
      if (lead == 0xC4U && next == 0x9EU) lowered = "\xC4\x9F";  // Ğ -> ğ
      if (lead == 0xC3U && next == 0x9CU) lowered = "\xC3\xBC";  // Ü -> ü
      if (lead == 0xC3U && next == 0x96U) lowered = "\xC3\xB6";  // Ö -> ö
      if (lead == 0xC3U && next == 0x87U) lowered = "\xC3\xA7";  // Ç -> ç
      if (lowered != nullptr) {
        out += lowered;
        ++i;
        continue;
      }
    }
    out += c;
  }
  return out;
}

bool is_valid_url(std::string_view s) {
  if (has_space_or_control(s)) return false;

  const std::size_t scheme_end = s.find("://");
  if (scheme_end == std::string_view::npos) return false;
  const std::string_view scheme = s.substr(0, scheme_end);
  if (!iequals_ascii(scheme, "http") && !iequals_ascii(scheme, "https")) return false;

  std::string_view rest = s.substr(scheme_end + 3);
  const std::size_t authority_end = rest.find_first_of("/?#");
  const std::string_view authority = rest.substr(0, authority_end);

  std::string_view host = authority;
  std::string_view port;
  bool has_port = false;
  if (authority.starts_with('[')) {
    const std::size_t close = authority.find(']');
    if (close == std::string_view::npos) return false;
    host = authority.substr(0, close + 1);
    const std::string_view after = authority.substr(close + 1);
    if (!after.empty()) {
      if (after.front() != ':') return false;
      has_port = true;
      port = after.substr(1);
    }
    if (!is_valid_ipv6_literal(host)) return false;
  } else {
    const std::size_t colon = authority.find(':');
    if (colon != std::string_view::npos) {
      host = authority.substr(0, colon);
      port = authority.substr(colon + 1);
      has_port = true;
    }
    if (!is_valid_reg_name(host)) return false;
  }
  if (has_port && !is_valid_port(port)) return false;
  return true;  // whatever follows the authority is the path, query or fragment
}

bool looks_like_uuid(std::string_view s) {
  if (s.size() != 36) return false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool hyphen_slot = i == 8 || i == 13 || i == 18 || i == 23;
    if (hyphen_slot ? s[i] != '-' : !is_hex(s[i])) return false;
  }
  return true;
}

}  // namespace domain
