// RFC 6238 TOTP with OpenSSL's HMAC-SHA1, and RFC 4648 base32.
#include "auth/totp.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <array>
#include <stdexcept>

namespace api::auth::totp {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

int base32_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= '2' && c <= '7') return c - '2' + 26;
  return -1;
}

// Percent-encoding of a URI component: unreserved characters stay, everything else is %XX.
std::string uri_component(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
        c == '_' || c == '~' || c == '@') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

std::string random_bytes(std::size_t n) {
  std::string out(n, '\0');
  if (RAND_bytes(reinterpret_cast<unsigned char*>(out.data()), static_cast<int>(n)) != 1)
    throw std::runtime_error("RAND_bytes failed");
  return out;
}

}  // namespace

std::string base32_encode(std::string_view bytes, bool pad) {
  std::string out;
  std::uint32_t buffer = 0;
  int bits = 0;
  for (unsigned char c : bytes) {
    buffer = (buffer << 8) | c;
    bits += 8;
    while (bits >= 5) {
      out += kAlphabet[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += kAlphabet[(buffer << (5 - bits)) & 31];
  if (pad)
    while (out.size() % 8 != 0) out += '=';
  return out;
}

std::optional<std::string> base32_decode(std::string_view text) {
  while (!text.empty() && text.back() == '=') text.remove_suffix(1);
  std::string out;
  std::uint32_t buffer = 0;
  int bits = 0;
  for (char c : text) {
    if (c == ' ' || c == '-') continue;
    const int v = base32_value(c);
    if (v < 0) return std::nullopt;
    buffer = (buffer << 5) | static_cast<std::uint32_t>(v);
    bits += 5;
    if (bits >= 8) {
      out += static_cast<char>((buffer >> (bits - 8)) & 0xFF);
      bits -= 8;
    }
  }
  return out;
}

std::string hotp(std::string_view secret, std::uint64_t counter, int digits) {
  if (digits < 1 || digits > 9) throw std::invalid_argument("hotp: 1 to 9 digits");
  std::array<unsigned char, 8> message{};
  for (int i = 7; i >= 0; --i) {
    message[static_cast<std::size_t>(i)] = static_cast<unsigned char>(counter & 0xFF);
    counter >>= 8;
  }
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int mac_len = 0;
  if (!HMAC(EVP_sha1(), secret.data(), static_cast<int>(secret.size()), message.data(), message.size(), mac, &mac_len) ||
      mac_len != 20)
    throw std::runtime_error("HMAC-SHA1 failed");
  const unsigned offset = mac[19] & 0x0F;
  const std::uint32_t binary = (static_cast<std::uint32_t>(mac[offset] & 0x7F) << 24) |
                               (static_cast<std::uint32_t>(mac[offset + 1]) << 16) |
                               (static_cast<std::uint32_t>(mac[offset + 2]) << 8) | mac[offset + 3];
  std::uint32_t modulus = 1;
  for (int i = 0; i < digits; ++i) modulus *= 10;
  std::string code = std::to_string(binary % modulus);
  return std::string(static_cast<std::size_t>(digits) - code.size(), '0') + code;
}

std::int64_t step_of(std::int64_t unix_seconds) {
  // Floor division, so a moment before the epoch is not rounded towards it.
  return unix_seconds >= 0 ? unix_seconds / kStepSeconds : -((-unix_seconds + kStepSeconds - 1) / kStepSeconds);
}

std::string code_at(std::string_view secret, std::int64_t unix_seconds, int digits) {
  return hotp(secret, static_cast<std::uint64_t>(step_of(unix_seconds)), digits);
}

bool equal_constant_time(std::string_view a, std::string_view b, std::size_t* examined) {
  if (a.size() != b.size()) return false;  // lengths are not secret: codes always have 6 digits
  // Every byte is compared, wherever the first difference is; the volatile accumulator keeps the
  // compiler from turning the loop into an early exit.
  volatile unsigned char diff = 0;
  std::size_t i = 0;
  for (; i < a.size(); ++i) diff = static_cast<unsigned char>(diff | (static_cast<unsigned char>(a[i]) ^ static_cast<unsigned char>(b[i])));
  if (examined) *examined = i;
  return diff == 0;
}

std::optional<std::int64_t> matching_step(std::string_view secret, std::string_view code, std::int64_t unix_seconds,
                                          int drift) {
  bool well_formed = code.size() == static_cast<std::size_t>(kDigits);
  for (char c : code) well_formed = well_formed && c >= '0' && c <= '9';
  if (!well_formed) return std::nullopt;
  const std::int64_t now = step_of(unix_seconds);
  std::optional<std::int64_t> found;
  for (std::int64_t step = now - drift; step <= now + drift; ++step) {
    if (step < 0) continue;
    const bool same = equal_constant_time(hotp(secret, static_cast<std::uint64_t>(step)), code);
    if (same && !found) found = step;
  }
  return found;
}

std::string otpauth_uri(std::string_view issuer, std::string_view account, std::string_view secret) {
  return "otpauth://totp/" + uri_component(issuer) + ":" + uri_component(account) +
         "?secret=" + base32_encode(secret, false) + "&issuer=" + uri_component(issuer) +
         "&algorithm=SHA1&digits=" + std::to_string(kDigits) + "&period=" + std::to_string(kStepSeconds);
}

std::string new_secret() { return random_bytes(kSecretBytes); }

std::string new_recovery_code() {
  // 120 bits (24 characters): ASVS 2.6.2 asks at least 112 of a lookup secret stored unsalted.
  const std::string text = base32_encode(random_bytes(15), false);
  std::string out;
  for (std::size_t i = 0; i < text.size(); i += 4) out += (i ? "-" : "") + text.substr(i, 4);
  return out;
}

std::string normalise_code(std::string_view typed) {
  std::string out;
  for (char c : typed)
    if (c != ' ') out += c;
  return out;
}

std::string normalise_recovery_code(std::string_view typed) {
  std::string out;
  for (char c : typed) {
    if (c == ' ' || c == '-') continue;
    out += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
  }
  return out;
}

}  // namespace api::auth::totp
