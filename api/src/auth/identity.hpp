// Admin identity over the plain tables of infra/migrations/002_identity.sql, one class whose
// parts each have a file, with the SQL of each function beside it: sign-in with throttling
// (sign_in.cpp), sessions whose refresh tokens rotate on every use and the per-request access
// check (sessions.cpp), two-step sign-in (two_factor.cpp), and the account commands of the CLI
// (accounts.cpp).
#pragma once
#include <chrono>
#include <cstdint>
#include <optional>
#include <semaphore>
#include <string>
#include <vector>

#include "auth/devices.hpp"
#include "auth/jwt.hpp"
#include "auth/password.hpp"
#include "auth/two_factor.hpp"
#include "storage/postgres.hpp"

namespace api::auth {

struct AuthSettings {
  std::vector<std::string> secrets;  // HS256 secrets: [0] signs, every one verifies (rotation)
  std::chrono::seconds access_ttl{900};
  std::chrono::seconds refresh_ttl{14 * 24 * 3600};
  // A session ends this long after its sign-in, however often it is refreshed.
  std::chrono::seconds session_max_age{12 * 3600};
  // A refresh token presented again this soon after its rotation (a retry after a lost answer)
  // is rotated once more instead of being taken for a stolen copy.
  std::chrono::seconds refresh_grace{30};
  unsigned max_failures_per_email = 5;  // failures for one account from one address, then 429
  unsigned max_failures_per_address = 20;
  // Failures for one account from all unknown devices within the window, then 429 for unknown
  // devices only (a device with a valid device cookie counts only its own failures). 20 in 15
  // minutes bounds guesses at 80 an hour (ASVS 2.2.1: at most 100).
  unsigned unknown_device_failures = 20;
  std::chrono::seconds failure_window{900};
  Argon2Params argon2;
  unsigned hashing_slots = 2;  // Argon2 runs at once (each holds memory_kib of RAM)
  // BONUS_TOTP_KEY: seals stored TOTP secrets (AES-256-GCM); empty stores them as base32 text.
  std::string totp_key;
  std::string totp_issuer = "Bonus Rehberi";  // the name authenticator apps show beside the account
  // BONUS_REQUIRE_TOTP: every admin must use TOTP; one without it is signed in only to enrol.
  // When false, the back office's own setting (public.security_settings) decides.
  bool require_totp = false;
  // How long an initial password (set by the CLI without --chosen) signs in before it expires.
  std::chrono::seconds initial_password_ttl{72 * 3600};
  // BONUS_PASSWORD_PEPPER: a secret outside the database keying every new hash (password.hpp).
  std::string password_pepper;
};

struct UserView {
  std::string id;
  std::string email;
  std::string role;  // "admin"
};

struct IssuedTokens {
  std::string access_token;
  std::string refresh_token;
  std::int64_t expires_in = 0;  // seconds
  std::int64_t expires_at = 0;  // seconds since the epoch
  UserView user;
};

enum class AuthResult {
  ok,
  invalid_credentials,  // unknown email or wrong password (indistinguishable on purpose)
  not_admin,            // correct password, but the account has no admin_users row
  throttled,            // too many recent failures for this email or this address
  invalid_grant,        // refresh token unknown, expired, revoked, or reused (family revoked)
  second_factor_required,  // right password; the account has TOTP on and no code came with it
  second_factor_invalid,   // right password; the code or recovery code is wrong or already used
};

struct AuthOutcome {
  AuthOutcome(AuthResult r = AuthResult::invalid_credentials, std::optional<IssuedTokens> t = std::nullopt,
              std::chrono::seconds wait = std::chrono::seconds(0))
      : result(r), tokens(std::move(t)), retry_after(wait) {}
  AuthResult result = AuthResult::invalid_credentials;
  std::optional<IssuedTokens> tokens;
  std::chrono::seconds retry_after{0};  // for throttled
  // On ok: the device cookie to give the client (a new one for an unknown device), and whether
  // the account must enrol TOTP before anything else (BONUS_REQUIRE_TOTP).
  std::string device_cookie;
  bool must_enrol = false;
  // On invalid_credentials: the account tried, when it exists (the activity log records the
  // failure by this id, never by what was typed); "" otherwise.
  std::string account_id;
  // The password is an initial one: nothing but the password change until it is changed.
  bool must_change_password = false;
};

// enrolment_required: the account has no TOTP while BONUS_REQUIRE_TOTP is on; only enrolment is open.
// password_change_required: the account still has its initial password; only the change is open.
enum class AccessCheck { ok, revoked, not_admin, enrolment_required, password_change_required };

// An account's two-step sign-in, for its own security screen.
struct TotpStatus {
  bool enabled = false;
  std::string enabled_at;  // ISO 8601 UTC, empty when off
  long long recovery_codes_left = 0;
};

// A new secret waiting for its first code: shown once, in both forms authenticator apps take.
struct TotpSetup {
  std::string secret;  // base32, unpadded
  std::string otpauth_uri;
};

enum class FactorResult {
  ok,
  throttled,        // too many recent failures (the sign-in's own throttling)
  wrong_password,
  wrong_code,       // wrong, malformed or already used code (or recovery code), or a key's answer refused
  key_missing,      // nothing but the password from an account whose second factor is its security keys only
  already_enabled,  // setup asked while TOTP is on
  not_pending,      // a code to confirm, but no setup was started
  not_enabled,      // a change to TOTP while it is off
  no_key,           // BONUS_TOTP_KEY is not set: no secret is stored
  forced,           // the setting is held on by the server's configuration (BONUS_REQUIRE_TOTP=1)
};

// A re-authentication in the back office: the current password, and a second factor when the
// account has one: a current code or a recovery code (TOTP), or a security key's answer to a
// "reauth" challenge (either kind the account has). Counted in the throttling under its session.
struct Reauth {
  std::string session_id;
  std::string address;
  std::string password;
  SecondFactor factor;
  std::string browser;  // the browser family, for the notice the change leaves (devices.hpp)
};

struct FactorOutcome {
  FactorResult result = FactorResult::wrong_code;
  std::vector<std::string> recovery_codes;  // on enabling and on regenerating: shown once
  std::chrono::seconds retry_after{0};
};

// A live session of an account, for its own list.
struct SessionView {
  std::string id, created_at, last_used_at, expires_at;  // ISO 8601 UTC
  std::string browser, address_prefix;                   // see devices.hpp; "" when unknown
};

// The back office's security settings (admin_security.cpp).
struct SecuritySettingsView {
  bool require_totp = false;  // in force: forced, or switched on in the back office
  bool forced = false;        // BONUS_REQUIRE_TOTP=1: cannot be switched off here
};

// A notice to an admin about their own account (notices.cpp). Never holds a secret.
struct NoticeView {
  long long id = 0;
  std::string kind;  // password_changed, totp_enabled, totp_disabled, totp_reset, recovery_codes_renewed,
                     // new_device, totp_code_reused
  std::string created_at;  // ISO 8601 UTC
  std::string browser, address_prefix;
  bool read = false;
};

// Whether the worker also pushes notices outside the back office (migration 019), as it last
// said: the webhook's origin only, the last delivery and failure, and how many wait for one.
struct NoticePushView {
  bool configured = false;
  std::string target, last_sent_at, last_error_at;  // "" when none
  long long pending = 0;
};

// Seconds since the epoch: token times and TOTP steps.
std::int64_t unix_now();

class Identity {
 public:
  Identity(storage::ConnectionPool& db, AuthSettings settings);

  // --- Sign-in and throttling (sign_in.cpp) ---

  // grant_type=password. `email` is normalised by the caller and already valid. An account with
  // TOTP on also needs `factor`: a current code or an unused recovery code. A wrong one counts
  // as a failed attempt like a wrong password; a password alone neither fails nor succeeds.
  // The code is asked for before the answer says anything about the password: an account with
  // TOTP (every account under require_totp) answers second_factor_required to a password alone,
  // right or wrong, and invalid_credentials to a wrong password or a wrong code.
  AuthOutcome login(const std::string& email, const std::string& password, const Client& client,
                    const SecondFactor& factor = {});

  // --- Sessions (sessions.cpp) ---
  // grant_type=refresh_token: rotates the token. Presenting a token that was already rotated
  // revokes its whole family (every refresh token and access token of that session), unless it
  // comes back within the grace window: then it is rotated again and the token it was rotated to
  // before (which the client never got) is revoked. Nothing outlives the session's end.
  AuthOutcome refresh(const std::string& refresh_token);
  // Ends a session: by the session id of a verified access token, or by one of its refresh tokens.
  void revoke_session(const std::string& session_id, const char* reason);
  void revoke_by_refresh_token(const std::string& refresh_token);

  // Signature and expiry of an access token, with the configured secrets.
  VerifiedToken verify(std::string_view token) const;
  // Per request, after verify: the session is live, the account's token_version still matches
  // and the account is still an admin.
  AccessCheck check(const AccessClaims& claims);
  std::optional<UserView> find_admin(const std::string& user_id);
  // The account still has an initial password (ASVS 2.3.1).
  bool password_change_required(const std::string& user_id);

  // The account's live sessions, most recently used first.
  std::vector<SessionView> sessions(const std::string& user_id);
  // Ends one of the account's own sessions after a re-authentication; nothing when it had no
  // such live session (the result is then not_pending).
  FactorOutcome end_own_session(const std::string& user_id, const std::string& session_id, const Reauth& reauth);

  // --- Re-authentication and the password (reauth.cpp) ---
  // Nothing when `r` re-authenticates the account, else the answer.
  std::optional<FactorOutcome> reauthenticate(const std::string& user_id, const Reauth& r);
  // Self-service password change (the caller checked the new password's rules); ends every other
  // session of the account.
  FactorOutcome change_password(const std::string& user_id, const Reauth& r, const std::string& new_password);
  // Ends every session of the account but `keep_session`.
  void end_other_sessions(pqxx::work& tx, const std::string& user_id, const std::string& keep_session,
                          const std::string& reason);
  // At start: seals the TOTP secrets stored as plain text before a key was set. Returns how many.
  std::size_t seal_plain_secrets();

  // --- Two-step sign-in (two_factor.cpp) ---
  // Every check of a code or a password goes through the sign-in's throttling (by the account's
  // email and the client address), so a stolen access token cannot be used to guess them.
  TotpStatus totp_status(const std::string& user_id);
  // A new secret, replacing one not yet confirmed; nothing while TOTP is on.
  // Needs a re-authentication; refused (no_key) when BONUS_TOTP_KEY is not set.
  FactorOutcome totp_setup(const std::string& user_id, const Reauth& r, TotpSetup& out);
  // Confirms the pending secret with a current code: TOTP is on, and 10 recovery codes are made.
  // Ends every other session of the account.
  FactorOutcome totp_enable(const std::string& user_id, const std::string& code, const Reauth& r);
  // Needs the password and a current code or a recovery code.
  FactorOutcome totp_disable(const std::string& user_id, const Reauth& r);
  // 10 new recovery codes for a re-authentication; the old ones stop working.
  FactorOutcome totp_new_recovery_codes(const std::string& user_id, const Reauth& r);
  // CLI: turns TOTP off for a locked-out admin. False when there is no such account.
  bool totp_reset(const std::string& email);

  // --- The back office's security settings (admin_security.cpp) ---
  // Whether every admin must use TOTP now: BONUS_REQUIRE_TOTP, else the stored setting.
  bool totp_required(pqxx::transaction_base& tx) const;
  bool totp_required();
  SecuritySettingsView security_settings();
  // Switching it on applies at once; switching it off needs a re-authentication and is refused
  // (forced) while BONUS_REQUIRE_TOTP holds it on. On needs BONUS_TOTP_KEY (no_key).
  FactorOutcome set_totp_required(const std::string& user_id, bool on, const Reauth& r);

  // --- Notices about an admin's own account (notices.cpp) ---
  // Records a notice in `tx`, so it exists exactly when the change it reports does.
  static void notify(pqxx::transaction_base& tx, const std::string& user_id, const std::string& kind,
                     const std::string& browser, const std::string& address_prefix);
  std::vector<NoticeView> notices(const std::string& user_id);  // the newest 50
  void mark_notices_read(const std::string& user_id);
  NoticePushView notice_push(const std::string& user_id);

  // --- Accounts, for the CLI (accounts.cpp) ---
  // CLI: create the account or reset its password (ending its sessions). role "admin" grants
  // admin rights, "none" leaves (or makes) the account one without them. With only_if_missing
  // an existing account is left untouched. Returns "created", "updated" or "unchanged".
  // `initial`: the password must be changed at the first sign-in and stops signing in after
  // initial_password_ttl; false: the holder chose it.
  std::string set_password(const std::string& email, const std::string& password, const std::string& role,
                           bool only_if_missing, bool initial = false);
  // CLI: takes the admin right away and ends every session. False when there is no such account.
  bool remove_admin(const std::string& email);
  std::vector<std::pair<UserView, std::string>> list_accounts();  // (account, created_at)

  const AuthSettings& settings() const { return settings_; }

 private:
  // Sign-in (sign_in.cpp); hash also serves the accounts.
  std::string hash(const std::string& password);
  bool verify_hash(const std::string& encoded, const std::string& password);
  // After a right password: a hash without the pepper is replaced by one with it (ASVS 2.4.5).
  void upgrade_hash(pqxx::work& tx, const std::string& user_id, const std::string& encoded,
                    const std::string& password);
  // How long this email from this address must wait, or nothing (under the login locks).
  // `device`: a known device's nonce, "session:<id>" for a re-authentication, "" for unknown.
  std::optional<std::chrono::seconds> throttled(pqxx::transaction_base& tx, const std::string& email,
                                                const std::string& address, const std::string& device) const;

  // The first half of every checked attempt, in one transaction under the login locks: the
  // throttling check, then the attempt recorded as a failure (turned into a success later).
  struct Attempt {
    std::optional<std::chrono::seconds> wait;  // throttled: nothing was recorded
    long long id = 0;
  };
  Attempt begin_attempt(pqxx::work& tx, const std::string& email, const std::string& address,
                        const std::string& device) const;
  // The same in a transaction of its own, committed (the factor changes check afterwards).
  Attempt begin_attempt(pqxx::connection& db, const std::string& email, const std::string& address,
                        const std::string& device) const;
  static void attempt_succeeded(pqxx::work& tx, long long attempt);
  static void forget_attempt(pqxx::work& tx, long long attempt);  // neither a failure nor a success

  // Sessions (sessions.cpp): the tokens of a new session or of a rotation.
  IssuedTokens issue(pqxx::work& tx, const UserView& user, std::int64_t token_version,
                     const std::string& session_id);
  bool has_factor(pqxx::transaction_base& tx, const std::string& user_id) const;

  // Two-step sign-in (two_factor.cpp).
  // For a factor change: the answer when `factor` is not a good second factor of the account
  // (the transaction committed), nothing when it is.
  // The account's email and password hash, for the factor changes.
  std::optional<std::pair<std::string, std::string>> account_secrets(const std::string& user_id);
  std::vector<std::string> replace_recovery_codes(pqxx::work& tx, const std::string& user_id);

  storage::ConnectionPool& db_;
  AuthSettings settings_;
  std::counting_semaphore<64> hashing_;
  SecretSeal seal_;
  DeviceCookies devices_;
  std::string dummy_hash_;  // verified against for unknown emails, so they take as long as known ones
};

}  // namespace api::auth
