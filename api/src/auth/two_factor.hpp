// The stored second factor of an account (infra/migrations/008_totp.sql): its TOTP secret,
// sealed with BONUS_TOTP_KEY when one is set, the newest time step accepted (so no code is
// accepted twice), and one-time recovery codes kept only as SHA-256 hashes.
#pragma once
#include <cstdint>
#include <optional>
#include <pqxx/pqxx>
#include <string>
#include <string_view>

#include "auth/webauthn.hpp"

namespace api::auth {

// What a sign-in (or a change to the factor) brings besides the password: a current code, one
// of the recovery codes, or a security key's answer to a challenge (auth/security_keys.hpp).
// All empty: nothing.
struct SecondFactor {
  std::string code;
  std::string recovery_code;
  std::optional<webauthn::Assertion> key;
  bool empty() const { return code.empty() && recovery_code.empty() && !key; }
};

// Seals TOTP secrets for storage: AES-256-GCM under SHA-256 of the key, a random 96-bit nonce,
// the account id as associated data (a sealed secret copied to another account does not open).
// Without a key a secret is stored as base32 text ("plain:"), readable to whoever reads the table.
class SecretSeal {
 public:
  explicit SecretSeal(std::string_view key);
  std::string seal(std::string_view secret, std::string_view account_id) const;
  // Throws std::runtime_error when the stored text cannot be opened (another key, tampered).
  std::string open(std::string_view stored, std::string_view account_id) const;
  bool encrypts() const { return !key_.empty(); }

 private:
  std::string key_;  // 32 bytes, or empty
};

enum class FactorCheck {
  not_enabled,  // the account has no confirmed second factor
  missing,      // it has one, and neither a code nor a recovery code was given
  wrong,        // wrong, malformed, or a spent recovery code
  reused,       // a right code of a time step already accepted (or older): refused (RFC 6238 5.2)
  ok,           // accepted and used up (the step is remembered, the recovery code spent)
};

// Checks `factor` against the account's confirmed factor under a row lock, so two requests with
// the same code cannot both pass; on success records its use in `tx`.
FactorCheck check_second_factor(pqxx::transaction_base& tx, const SecretSeal& seal, const std::string& account_id,
                                const SecondFactor& factor, std::int64_t unix_now);

}  // namespace api::auth
