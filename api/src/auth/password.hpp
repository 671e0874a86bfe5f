// Password hashing with Argon2id (libargon2), OWASP's recommended parameters by default.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace api::auth {

// OWASP Password Storage Cheat Sheet: Argon2id, m = 19 MiB, t = 2, p = 1.
struct Argon2Params {
  std::uint32_t memory_kib = 19456;
  std::uint32_t iterations = 2;
  std::uint32_t parallelism = 1;
};

// Longest password accepted anywhere (hashing cost must not depend on an attacker's input size).
inline constexpr std::size_t kPasswordMaxBytes = 1024;

// The encoded form "$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>" with a 16-byte salt from
// OpenSSL's RAND_bytes and a 32-byte hash. Throws std::runtime_error when hashing fails.
std::string hash_password(std::string_view password, const Argon2Params& params = {});

// True when `password` matches the encoded hash (libargon2 compares in constant time). A
// malformed hash is false, never an exception.
bool verify_password(std::string_view encoded, std::string_view password);

// ASVS 2.4.5: a keyed step with a secret the database never holds. The password goes through
// HMAC-SHA256 under the pepper first, then Argon2id; the stored form is "$peppered-v1" followed by
// the Argon2id encoding. Without the pepper such a hash verifies nothing.
inline constexpr std::string_view kPepperedPrefix = "$peppered-v1";
std::string hash_password_peppered(std::string_view password, std::string_view pepper, const Argon2Params& params = {});
// Either form: a peppered hash with `pepper` (false when it is empty), an older plain one as is.
bool verify_password_peppered(std::string_view encoded, std::string_view password, std::string_view pepper);

}  // namespace api::auth
