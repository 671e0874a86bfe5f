// Access tokens: compact JWTs signed with HMAC-SHA256 (RFC 7519 / RFC 7515), and the base64url
// and hashing functions the token endpoints share.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace api::auth {

struct AccessClaims {
  std::string sub;  // account id
  std::string email;
  std::string role;      // "admin"
  std::string jti;       // token id
  std::string sid;       // session (refresh token family) the token belongs to
  std::int64_t ver = 0;  // the account's token_version when issued
  std::int64_t iat = 0;  // seconds since the epoch
  std::int64_t exp = 0;
};

// "<header>.<claims>.<signature>" with header {"alg":"HS256","typ":"JWT"}.
std::string sign_access_token(const AccessClaims& claims, std::string_view secret);

enum class TokenProblem { malformed, bad_signature, expired };

struct VerifiedToken {
  std::optional<AccessClaims> claims;
  TokenProblem problem = TokenProblem::malformed;  // meaningful when claims is empty
};

// Checks the structure, that the header says exactly HS256 (never "none" or another
// algorithm), the signature against each secret in turn (current first, then the previous one
// during a rotation), and that `now` is before exp. Every claim above must be present with its
// JSON type.
VerifiedToken verify_access_token(std::string_view token, const std::vector<std::string>& secrets,
                                  std::int64_t now);

std::string base64url_encode(std::string_view bytes);
std::optional<std::string> base64url_decode(std::string_view text);  // empty on bad input

std::string sha256_hex(std::string_view bytes);
// `bytes` random bytes from OpenSSL's CSPRNG, base64url-encoded.
std::string random_token(std::size_t bytes);

}  // namespace api::auth
