// Argon2id through libargon2; salts from OpenSSL's CSPRNG.
#include "auth/password.hpp"

#include <argon2.h>
#include <openssl/rand.h>

#include <stdexcept>
#include <vector>

namespace api::auth {

namespace {
constexpr std::size_t kSaltBytes = 16;
constexpr std::size_t kHashBytes = 32;
}  // namespace

std::string hash_password(std::string_view password, const Argon2Params& p) {
  if (password.size() > kPasswordMaxBytes) throw std::invalid_argument("password too long");
  unsigned char salt[kSaltBytes];
  if (RAND_bytes(salt, sizeof salt) != 1) throw std::runtime_error("RAND_bytes failed");
  std::size_t len =
      argon2_encodedlen(p.iterations, p.memory_kib, p.parallelism, kSaltBytes, kHashBytes, Argon2_id);
  std::vector<char> encoded(len);
  int rc = argon2id_hash_encoded(p.iterations, p.memory_kib, p.parallelism, password.data(), password.size(),
                                 salt, sizeof salt, kHashBytes, encoded.data(), encoded.size());
  if (rc != ARGON2_OK)
    throw std::runtime_error(std::string("argon2id_hash_encoded: ") + argon2_error_message(rc));
  return std::string(encoded.data());
}

bool verify_password(std::string_view encoded, std::string_view password) {
  if (password.size() > kPasswordMaxBytes || !encoded.starts_with("$argon2id$")) return false;
  std::string enc(encoded);  // libargon2 wants a NUL-terminated string
  return argon2id_verify(enc.c_str(), password.data(), password.size()) == ARGON2_OK;
}

}  // namespace api::auth
