// Argon2id through libargon2; salts from OpenSSL's CSPRNG.
#include "auth/password.hpp"

#include <argon2.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
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

namespace {

// The password keyed by the pepper, as 64 hex digits (what Argon2id then hashes).
std::string keyed(std::string_view password, std::string_view pepper) {
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  if (!HMAC(EVP_sha256(), pepper.data(), static_cast<int>(pepper.size()),
            reinterpret_cast<const unsigned char*>(password.data()), password.size(), mac, &len))
    throw std::runtime_error("HMAC-SHA256 failed");
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < len; ++i) {
    out += kHex[mac[i] >> 4];
    out += kHex[mac[i] & 15];
  }
  return out;
}

}  // namespace

std::string hash_password_peppered(std::string_view password, std::string_view pepper, const Argon2Params& p) {
  if (pepper.empty()) return hash_password(password, p);
  if (password.size() > kPasswordMaxBytes) throw std::invalid_argument("password too long");
  return std::string(kPepperedPrefix) + hash_password(keyed(password, pepper), p);
}

bool verify_password_peppered(std::string_view encoded, std::string_view password, std::string_view pepper) {
  if (!encoded.starts_with(kPepperedPrefix)) return verify_password(encoded, password);
  if (pepper.empty() || password.size() > kPasswordMaxBytes) return false;
  return verify_password(encoded.substr(kPepperedPrefix.size()), keyed(password, pepper));
}

}  // namespace api::auth
