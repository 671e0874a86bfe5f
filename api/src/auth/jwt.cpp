// HS256 JWTs with OpenSSL's HMAC, claims as Boost.JSON.
#include "auth/jwt.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/sha.h>

#include <array>
#include <boost/json.hpp>
#include <stdexcept>

namespace api::auth {

namespace json = boost::json;

namespace {
constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::string_view kHeader = R"({"alg":"HS256","typ":"JWT"})";

std::string hmac_sha256(std::string_view secret, std::string_view data) {
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  if (!HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
            reinterpret_cast<const unsigned char*>(data.data()), data.size(), out, &len))
    throw std::runtime_error("HMAC failed");
  return std::string(reinterpret_cast<const char*>(out), len);
}

std::optional<std::string> text(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v || !v->is_string()) return std::nullopt;
  return std::string(v->get_string());
}
std::optional<std::int64_t> number(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->get_int64();
  if (v->is_uint64() && v->get_uint64() <= static_cast<std::uint64_t>(INT64_MAX))
    return static_cast<std::int64_t>(v->get_uint64());
  return std::nullopt;
}
}  // namespace

std::string base64url_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  auto at = [&](std::size_t k) { return static_cast<unsigned char>(bytes[k]); };
  for (; i + 2 < bytes.size(); i += 3) {
    std::uint32_t n = (at(i) << 16) | (at(i + 1) << 8) | at(i + 2);
    out += kAlphabet[(n >> 18) & 63];
    out += kAlphabet[(n >> 12) & 63];
    out += kAlphabet[(n >> 6) & 63];
    out += kAlphabet[n & 63];
  }
  if (bytes.size() - i == 1) {
    std::uint32_t n = at(i) << 16;
    out += kAlphabet[(n >> 18) & 63];
    out += kAlphabet[(n >> 12) & 63];
  } else if (bytes.size() - i == 2) {
    std::uint32_t n = (at(i) << 16) | (at(i + 1) << 8);
    out += kAlphabet[(n >> 18) & 63];
    out += kAlphabet[(n >> 12) & 63];
    out += kAlphabet[(n >> 6) & 63];
  }
  return out;
}

std::optional<std::string> base64url_decode(std::string_view text) {
  if (text.size() % 4 == 1) return std::nullopt;
  std::string out;
  out.reserve(text.size() * 3 / 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    auto pos = kAlphabet.find(c);
    if (pos == std::string_view::npos) return std::nullopt;
    acc = (acc << 6) | static_cast<std::uint32_t>(pos);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  // Leftover bits must be zero, so every token has exactly one encoding.
  if (bits > 0 && (acc & ((1U << bits) - 1)) != 0) return std::nullopt;
  return out;
}

std::string sha256_hex(std::string_view bytes) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), digest);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char b : digest) {
    out += kHex[b >> 4];
    out += kHex[b & 15];
  }
  return out;
}

std::string random_token(std::size_t bytes) {
  std::string raw(bytes, '\0');
  if (RAND_bytes(reinterpret_cast<unsigned char*>(raw.data()), static_cast<int>(raw.size())) != 1)
    throw std::runtime_error("RAND_bytes failed");
  return base64url_encode(raw);
}

std::string sign_access_token(const AccessClaims& c, std::string_view secret) {
  json::object claims{{"sub", c.sub}, {"email", c.email}, {"role", c.role}, {"jti", c.jti},
                      {"sid", c.sid}, {"ver", c.ver},     {"iat", c.iat},   {"exp", c.exp}};
  std::string signing_input = base64url_encode(kHeader) + "." + base64url_encode(json::serialize(claims));
  return signing_input + "." + base64url_encode(hmac_sha256(secret, signing_input));
}

VerifiedToken verify_access_token(std::string_view token, const std::vector<std::string>& secrets,
                                  std::int64_t now) {
  VerifiedToken result;
  if (token.size() > 4096) return result;
  auto first = token.find('.');
  auto second = first == std::string_view::npos ? first : token.find('.', first + 1);
  if (second == std::string_view::npos || token.find('.', second + 1) != std::string_view::npos)
    return result;
  auto header = base64url_decode(token.substr(0, first));
  auto payload = base64url_decode(token.substr(first + 1, second - first - 1));
  auto signature = base64url_decode(token.substr(second + 1));
  if (!header || !payload || !signature) return result;

  json::error_code ec;
  auto h = json::parse(*header, ec);
  if (ec || !h.is_object()) return result;
  // Only HS256 is accepted: a token cannot pick "none" or another algorithm for itself.
  auto alg = text(h.get_object(), "alg");
  if (!alg || *alg != "HS256") return result;

  std::string_view signing_input = token.substr(0, second);
  bool signed_by_us = false;
  for (const auto& secret : secrets) {
    if (secret.empty()) continue;
    auto expected = hmac_sha256(secret, signing_input);
    if (expected.size() == signature->size() &&
        CRYPTO_memcmp(expected.data(), signature->data(), expected.size()) == 0) {
      signed_by_us = true;
      break;
    }
  }
  if (!signed_by_us) {
    result.problem = TokenProblem::bad_signature;
    return result;
  }

  auto p = json::parse(*payload, ec);
  if (ec || !p.is_object()) return result;
  const auto& o = p.get_object();
  AccessClaims c;
  auto sub = text(o, "sub"), email = text(o, "email"), role = text(o, "role"), jti = text(o, "jti"),
       sid = text(o, "sid");
  auto ver = number(o, "ver"), iat = number(o, "iat"), exp = number(o, "exp");
  if (!sub || !email || !role || !jti || !sid || !ver || !iat || !exp) return result;
  c = AccessClaims{*sub, *email, *role, *jti, *sid, *ver, *iat, *exp};
  if (now >= c.exp) {
    result.problem = TokenProblem::expired;
    return result;
  }
  result.claims = std::move(c);
  return result;
}

}  // namespace api::auth
