// Identity's second factor: SQL beside the code that runs it (public.* named explicitly, as in
// sign_in.cpp). Codes and passwords checked here run through the sign-in's throttling.
#include "auth/two_factor.hpp"

#include <openssl/evp.h>
#include <openssl/rand.h>
#include <spdlog/spdlog.h>

#include <memory>
#include <stdexcept>

#include "auth/identity.hpp"
#include "auth/jwt.hpp"
#include "auth/security_keys.hpp"
#include "auth/totp.hpp"
#include "domain/text.hpp"
#include "events/sealed.hpp"

namespace api::auth {

namespace {

// The confirmed factor, locked: concurrent uses of one code are checked one after the other.
constexpr const char* kConfirmedFactorForUpdate = R"SQL(
  SELECT secret, last_used_step FROM public.totp_factors WHERE user_id = $1 AND enabled_at IS NOT NULL FOR UPDATE
)SQL";
constexpr const char* kUseStep =
    "UPDATE public.totp_factors SET last_used_step = $2, last_used_at = now() WHERE user_id = $1";
constexpr const char* kUseRecoveryCode = R"SQL(
  UPDATE public.totp_recovery_codes SET used_at = now()
   WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
  RETURNING id
)SQL";
constexpr const char* kStatus = R"SQL(
  SELECT to_char(f.enabled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         (SELECT count(*) FROM public.totp_recovery_codes c WHERE c.user_id = $1 AND c.used_at IS NULL)
    FROM public.totp_factors f WHERE f.user_id = $1 AND f.enabled_at IS NOT NULL
)SQL";
// A new pending secret replaces a pending one, never a confirmed one.
constexpr const char* kStartSetup = R"SQL(
  INSERT INTO public.totp_factors (user_id, secret) VALUES ($1, $2)
  ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = now(), last_used_step = NULL
   WHERE public.totp_factors.enabled_at IS NULL
  RETURNING user_id
)SQL";
constexpr const char* kFactorForUpdate =
    "SELECT secret, enabled_at IS NOT NULL FROM public.totp_factors WHERE user_id = $1 FOR UPDATE";
constexpr const char* kConfirm = R"SQL(
  UPDATE public.totp_factors SET enabled_at = now(), last_used_step = $2, last_used_at = now() WHERE user_id = $1
)SQL";
constexpr const char* kDeleteFactor = "DELETE FROM public.totp_factors WHERE user_id = $1";
constexpr const char* kDeleteRecoveryCodes = "DELETE FROM public.totp_recovery_codes WHERE user_id = $1";
constexpr const char* kInsertRecoveryCode =
    "INSERT INTO public.totp_recovery_codes (user_id, code_hash) VALUES ($1, $2)";
constexpr const char* kAccountSecrets = "SELECT email, password_hash FROM public.users WHERE id = $1";
constexpr const char* kAccountByEmail = "SELECT id FROM public.users WHERE email = $1 FOR UPDATE";

constexpr std::size_t kRecoveryCodes = 10;
constexpr std::string_view kSealed = "aes256gcm:";
constexpr std::string_view kPlain = "plain:";

std::string recovery_hash(std::string_view typed) { return sha256_hex(totp::normalise_recovery_code(typed)); }

unsigned char* bytes(std::string& s) { return reinterpret_cast<unsigned char*>(s.data()); }

}  // namespace

SecretSeal::SecretSeal(std::string_view key) {
  if (key.empty()) return;
  key_.resize(32);
  unsigned int len = 0;
  if (EVP_Digest(key.data(), key.size(), bytes(key_), &len, EVP_sha256(), nullptr) != 1 || len != 32)
    throw std::runtime_error("SHA-256 failed");
}

std::string SecretSeal::seal(std::string_view secret, std::string_view account_id) const {
  if (key_.empty()) return std::string(kPlain) + totp::base32_encode(secret, false);
  return std::string(kSealed) + base64url_encode(events::sealed::seal(key_, secret, account_id));
}

std::string SecretSeal::open(std::string_view stored, std::string_view account_id) const {
  if (stored.starts_with(kPlain)) {
    auto secret = totp::base32_decode(stored.substr(kPlain.size()));
    if (!secret) throw std::runtime_error("a stored TOTP secret is not base32");
    return *secret;
  }
  if (!stored.starts_with(kSealed)) throw std::runtime_error("a stored TOTP secret has an unknown form");
  if (key_.empty()) throw std::runtime_error("a stored TOTP secret is sealed, and BONUS_TOTP_KEY is not set");
  auto raw = base64url_decode(stored.substr(kSealed.size()));
  if (!raw || raw->size() <= events::sealed::kNonceBytes + events::sealed::kTagBytes)
    throw std::runtime_error("a sealed TOTP secret is malformed");
  auto secret = events::sealed::open(key_, *raw, account_id);
  if (!secret) throw std::runtime_error("a sealed TOTP secret does not open with BONUS_TOTP_KEY (another key?)");
  return *secret;
}

FactorCheck check_second_factor(pqxx::transaction_base& tx, const SecretSeal& seal, const std::string& account_id,
                                const SecondFactor& factor, std::int64_t now) {
  // A security key's answer is checked against the account's keys, whatever else it has.
  if (factor.key) return security_keys::check(tx, account_id, *factor.key);
  auto row = tx.exec_params(kConfirmedFactorForUpdate, account_id);
  if (row.empty()) {
    // Keys only: a code cannot be right, and nothing at all is a missing factor.
    if (security_keys::any(tx, account_id)) return factor.empty() ? FactorCheck::missing : FactorCheck::wrong;
    return FactorCheck::not_enabled;
  }
  if (!factor.code.empty()) {
    const auto step = totp::matching_step(seal.open(row[0][0].as<std::string>(), account_id), factor.code, now);
    // A code of a step already used (or older) is refused: RFC 6238 section 5.2.
    if (!step) return FactorCheck::wrong;
    if (!row[0][1].is_null() && *step <= row[0][1].as<std::int64_t>()) return FactorCheck::reused;
    tx.exec_params(kUseStep, account_id, *step);
    return FactorCheck::ok;
  }
  if (!factor.recovery_code.empty()) {
    if (factor.recovery_code.size() > 64) return FactorCheck::wrong;
    return tx.exec_params(kUseRecoveryCode, account_id, recovery_hash(factor.recovery_code)).empty()
               ? FactorCheck::wrong
               : FactorCheck::ok;
  }
  return FactorCheck::missing;
}

// ---- Identity's part ----

std::optional<std::pair<std::string, std::string>> Identity::account_secrets(const std::string& user_id) {
  if (!domain::looks_like_uuid(user_id)) return std::nullopt;
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  auto r = tx.exec_params(kAccountSecrets, user_id);
  if (r.empty()) return std::nullopt;
  return std::pair{r[0][0].as<std::string>(), r[0][1].as<std::string>()};
}

std::vector<std::string> Identity::replace_recovery_codes(pqxx::work& tx, const std::string& user_id) {
  tx.exec_params(kDeleteRecoveryCodes, user_id);
  std::vector<std::string> codes;
  for (std::size_t i = 0; i < kRecoveryCodes; ++i) {
    codes.push_back(totp::new_recovery_code());
    tx.exec_params(kInsertRecoveryCode, user_id, recovery_hash(codes.back()));
  }
  return codes;
}

TotpStatus Identity::totp_status(const std::string& user_id) {
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  auto r = tx.exec_params(kStatus, user_id);
  if (r.empty()) return {};
  return {true, r[0][0].as<std::string>(), r[0][1].as<long long>()};
}

FactorOutcome Identity::totp_setup(const std::string& user_id, const Reauth& r, TotpSetup& out) {
  // Without a key the secret would be stored readable: nothing is stored, and the admin is told.
  if (!seal_.encrypts()) return {FactorResult::no_key, {}, {}};
  {
    auto db = db_.acquire();
    pqxx::nontransaction tx(*db);
    if (has_factor(tx, user_id)) return {FactorResult::already_enabled, {}, {}};
  }
  if (auto refused = reauthenticate(user_id, r)) return *refused;
  auto account = account_secrets(user_id);
  if (!account) return {FactorResult::not_pending, {}, {}};
  const std::string secret = totp::new_secret();
  auto db = db_.acquire();
  pqxx::work tx(*db);
  if (tx.exec_params(kStartSetup, user_id, seal_.seal(secret, user_id)).empty())
    return {FactorResult::already_enabled, {}, {}};
  tx.commit();
  out = TotpSetup{totp::base32_encode(secret, false), totp::otpauth_uri(settings_.totp_issuer, account->first, secret)};
  return {FactorResult::ok, {}, {}};
}

FactorOutcome Identity::totp_enable(const std::string& user_id, const std::string& code, const Reauth& r) {
  auto account = account_secrets(user_id);
  if (!account) return {FactorResult::not_pending, {}, {}};
  auto db = db_.acquire();
  const auto begun = begin_attempt(*db, account->first, r.address, "session:" + r.session_id);
  if (begun.wait) return {FactorResult::throttled, {}, *begun.wait};
  const long long attempt = begun.id;
  pqxx::work tx(*db);
  auto row = tx.exec_params(kFactorForUpdate, user_id);
  if (row.empty() || row[0][1].as<bool>()) {
    forget_attempt(tx, attempt);
    tx.commit();
    return {row.empty() ? FactorResult::not_pending : FactorResult::already_enabled, {}, {}};
  }
  const auto step = totp::matching_step(seal_.open(row[0][0].as<std::string>(), user_id), code, unix_now());
  if (!step) {
    tx.commit();  // a failed attempt
    return {FactorResult::wrong_code, {}, {}};
  }
  tx.exec_params(kConfirm, user_id, *step);
  auto codes = replace_recovery_codes(tx, user_id);
  attempt_succeeded(tx, attempt);
  // Whoever else held a session of the account signed in without this factor.
  end_other_sessions(tx, user_id, r.session_id, "totp_enabled");
  notify(tx, user_id, "totp_enabled", r.browser, address_prefix(r.address));
  tx.commit();
  spdlog::info("account {} turned two-step sign-in on; its other sessions ended", user_id);
  return {FactorResult::ok, std::move(codes), {}};
}

FactorOutcome Identity::totp_disable(const std::string& user_id, const Reauth& r) {
  {
    auto db = db_.acquire();
    pqxx::nontransaction tx(*db);
    if (!has_factor(tx, user_id)) return {FactorResult::not_enabled, {}, {}};
  }
  if (auto refused = reauthenticate(user_id, r)) return *refused;
  auto db = db_.acquire();
  pqxx::work tx(*db);
  tx.exec_params(kDeleteFactor, user_id);
  tx.exec_params(kDeleteRecoveryCodes, user_id);
  notify(tx, user_id, "totp_disabled", r.browser, address_prefix(r.address));
  tx.commit();
  spdlog::info("account {} turned two-step sign-in off", user_id);
  return {FactorResult::ok, {}, {}};
}

FactorOutcome Identity::totp_new_recovery_codes(const std::string& user_id, const Reauth& r) {
  {
    auto db = db_.acquire();
    pqxx::nontransaction tx(*db);
    if (!has_factor(tx, user_id)) return {FactorResult::not_enabled, {}, {}};
  }
  if (auto refused = reauthenticate(user_id, r)) return *refused;
  auto db = db_.acquire();
  pqxx::work tx(*db);
  auto codes = replace_recovery_codes(tx, user_id);
  notify(tx, user_id, "recovery_codes_renewed", r.browser, address_prefix(r.address));
  tx.commit();
  spdlog::info("account {} made new recovery codes", user_id);
  return {FactorResult::ok, std::move(codes), {}};
}

bool Identity::totp_reset(const std::string& email) {
  auto db = db_.acquire();
  pqxx::work tx(*db);
  auto r = tx.exec_params(kAccountByEmail, email);
  if (r.empty()) return false;
  const auto id = r[0][0].as<std::string>();
  tx.exec_params(kDeleteFactor, id);
  tx.exec_params(kDeleteRecoveryCodes, id);
  notify(tx, id, "totp_reset", "", "");
  tx.commit();
  return true;
}

}  // namespace api::auth
