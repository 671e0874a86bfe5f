// Security keys and passkeys (WebAuthn) as an admin's second factor, beside TOTP
// (infra/migrations/018_security_keys.sql): the challenges handed out (kept five minutes, spent
// by their first answer), the registered credentials and their signature counters. The checks
// themselves are in webauthn.hpp; this is their storage, SQL beside the code that runs it.
#pragma once
#include <pqxx/pqxx>
#include <string>
#include <vector>

#include "auth/two_factor.hpp"
#include "auth/webauthn.hpp"

namespace api::auth::security_keys {

constexpr int kChallengeSeconds = 300;
constexpr std::size_t kMaxKeysPerAccount = 10;

struct KeyView {
  std::string id, name, created_at, last_used_at;  // ISO 8601 UTC; last_used_at "" when never
};

// Whether the account has a registered key (a second factor, like confirmed TOTP).
bool any(pqxx::transaction_base& tx, const std::string& user_id);
// The credential ids of the account's keys (base64url), newest first.
std::vector<std::string> credential_ids(pqxx::transaction_base& tx, const std::string& user_id);
// A new random challenge (32 bytes, base64url) for `purpose` ("register", "sign_in", "reauth"),
// valid for kChallengeSeconds. Expired challenges are swept, and an account keeps at most five
// open ones per purpose.
std::string new_challenge(pqxx::transaction_base& tx, const std::string& user_id, const std::string& purpose);
// The account id of an email, for the sign-in's options (nothing when there is no such account).
std::optional<std::string> account_of_email(pqxx::transaction_base& tx, const std::string& email);

// An assertion by one of the account's keys, as a second factor: spends its challenge (whatever
// the outcome), checks it (webauthn::verify_assertion) under the credential's row lock and stores
// the new counter. `wrong` for anything but a good answer to a live challenge of its purpose.
FactorCheck check(pqxx::transaction_base& tx, const std::string& user_id, const webauthn::Assertion& a);

enum class AddResult { ok, refused, duplicate, too_many };
struct Added {
  AddResult result = AddResult::refused;
  webauthn::Failure failure = webauthn::Failure::none;
  KeyView key;
};
// A registration answer (base64url fields) to a live "register" challenge of the account.
Added add(pqxx::transaction_base& tx, const std::string& user_id, const std::string& name,
          const webauthn::RelyingParty& rp, const std::string& client_data_json, const std::string& attestation_object);
std::vector<KeyView> list(pqxx::transaction_base& tx, const std::string& user_id);
// False when the account has no such key.
bool remove(pqxx::transaction_base& tx, const std::string& user_id, const std::string& key_id);

}  // namespace api::auth::security_keys
