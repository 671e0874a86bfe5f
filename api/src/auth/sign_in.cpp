// Sign-in and its throttling: the password (Argon2, on a bounded number of slots), the second
// factor, and the failed attempts counted per account and per address under advisory locks.
// Every statement names public.* explicitly, since pooled connections put the projection schema
// first on the search path.
#include "auth/identity.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>

#include "auth/security_keys.hpp"
#include "auth/shipped_passwords.hpp"
#include "events/envelope.hpp"

namespace api::auth {

namespace {

constexpr const char* kUserByEmail = R"SQL(
  SELECT u.id, u.email, u.password_hash, u.token_version, a.role,
         u.initial_password_expires_at IS NOT NULL, coalesce(u.initial_password_expires_at <= now(), false)
    FROM public.users u LEFT JOIN public.admin_users a ON a.id = u.id
   WHERE u.email = $1
)SQL";
// Check and record of an attempt happen under these two locks, in one transaction: concurrent
// guesses for one account or from one address are counted one after the other, never all
// against the same old count. Always the account first, then the address: no lock cycle.
constexpr const char* kLockAccountAndAddress =
    "SELECT pg_advisory_xact_lock(hashtextextended('login-email:' || $1, 0)), "
    "pg_advisory_xact_lock(hashtextextended('login-address:' || $2, 0))";
// Failures in the window, by what limits them:
//  [0] this account from this address, unknown devices only, since the account's last success;
//  [1] this address, unknown devices only;
//  [2] this account from all unknown devices (the account's budget; a success does not refill it);
//  [3] this account from this known device (or re-authenticating session), since its last success;
// and when the oldest of each leaves the window (Retry-After). A known device is limited only by
// [3]: failures from elsewhere cannot slow it down (OWASP's device cookies).
constexpr const char* kRecentFailures = R"SQL(
  SELECT count(*) FILTER (WHERE a.email = $1 AND a.address = $2 AND a.device IS NULL AND a.at > l.ok),
         count(*) FILTER (WHERE a.address = $2 AND a.device IS NULL),
         count(*) FILTER (WHERE a.email = $1 AND a.device IS NULL),
         count(*) FILTER (WHERE a.email = $1 AND a.device = $4 AND a.at > d.ok),
         ceil(extract(epoch FROM min(a.at) FILTER (WHERE a.email = $1 AND a.address = $2 AND a.device IS NULL
                                                       AND a.at > l.ok) + make_interval(secs => $3) - now())),
         ceil(extract(epoch FROM min(a.at) FILTER (WHERE a.address = $2 AND a.device IS NULL)
                                + make_interval(secs => $3) - now())),
         ceil(extract(epoch FROM min(a.at) FILTER (WHERE a.email = $1 AND a.device IS NULL)
                                + make_interval(secs => $3) - now())),
         ceil(extract(epoch FROM min(a.at) FILTER (WHERE a.email = $1 AND a.device = $4 AND a.at > d.ok)
                                + make_interval(secs => $3) - now()))
    FROM public.login_attempts a,
         (SELECT coalesce(max(at), '-infinity') AS ok FROM public.login_attempts WHERE email = $1 AND succeeded) l,
         (SELECT coalesce(max(at), '-infinity') AS ok FROM public.login_attempts
           WHERE email = $1 AND device = $4 AND succeeded) d
   WHERE NOT a.succeeded AND a.at > now() - make_interval(secs => $3) AND (a.email = $1 OR a.address = $2)
)SQL";
// Every attempt is recorded as a failure before its password is checked, and turned into a
// success after; so an attempt in flight already counts.
constexpr const char* kRecordAttempt =
    "INSERT INTO public.login_attempts (email, address, device, succeeded) VALUES ($1, $2, nullif($3, ''), false) "
    "RETURNING id";
constexpr const char* kAttemptSucceeded = "UPDATE public.login_attempts SET succeeded = true WHERE id = $1";
constexpr const char* kForgetAttempt = "DELETE FROM public.login_attempts WHERE id = $1";
constexpr const char* kForgetOldAttempts = "DELETE FROM public.login_attempts WHERE at < now() - interval '1 day'";

constexpr const char* kUpgradeHash =
    "UPDATE public.users SET password_hash = $2 WHERE id = $1 AND password_hash = $3";
constexpr const char* kCreateSession = R"SQL(
  INSERT INTO public.auth_sessions (id, user_id, expires_at, browser, address_prefix)
  VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)
)SQL";
constexpr const char* kHasFactor =
    "SELECT 1 FROM public.totp_factors WHERE user_id = $1 AND enabled_at IS NOT NULL";
// Sessions and tokens ended or expired more than a day ago (a session's tokens go with it).
constexpr const char* kPurgeSessions = R"SQL(
  DELETE FROM public.auth_sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'
)SQL";
constexpr const char* kPurgeTokens = "DELETE FROM public.refresh_tokens WHERE expires_at < now() - interval '1 day'";

}  // namespace

Identity::Identity(storage::ConnectionPool& db, AuthSettings settings)
    : db_(db),
      settings_(std::move(settings)),
      hashing_(std::clamp<std::ptrdiff_t>(settings_.hashing_slots, 1, 64)),
      seal_(settings_.totp_key),
      devices_(settings_.secrets.empty() ? std::string_view() : std::string_view(settings_.secrets.front())) {
  if (settings_.secrets.empty() || settings_.secrets.front().empty())
    throw std::invalid_argument("an access token secret is required");
  dummy_hash_ = hash_password_peppered(random_token(18), settings_.password_pepper, settings_.argon2);
}

std::string Identity::hash(const std::string& password) {
  hashing_.acquire();
  try {
    auto h = hash_password_peppered(password, settings_.password_pepper, settings_.argon2);
    hashing_.release();
    return h;
  } catch (...) {
    hashing_.release();
    throw;
  }
}

bool Identity::verify_hash(const std::string& encoded, const std::string& password) {
  hashing_.acquire();
  bool ok = verify_password_peppered(encoded, password, settings_.password_pepper);
  hashing_.release();
  return ok;
}

void Identity::upgrade_hash(pqxx::work& tx, const std::string& user_id, const std::string& encoded,
                            const std::string& password) {
  if (settings_.password_pepper.empty() || encoded.starts_with(kPepperedPrefix)) return;
  // Only if nobody changed it meanwhile.
  tx.exec_params(kUpgradeHash, user_id, hash(password), encoded);
  spdlog::info("sign-in: account {} password hash now keyed with the pepper", user_id);
}

std::optional<std::chrono::seconds> Identity::throttled(pqxx::transaction_base& tx, const std::string& email,
                                                       const std::string& address, const std::string& device) const {
  const double window = static_cast<double>(settings_.failure_window.count());
  auto f = tx.exec_params(kRecentFailures, email, address, window, device)[0];
  auto over = [&](int count, unsigned limit, int retry) -> long long {
    if (f[count].as<long long>() < limit) return 0;
    return f[retry].is_null() ? 1 : std::max(1LL, f[retry].as<long long>());
  };
  // The answer depends only on counts of failures, never on whether the account exists.
  long long wait = 0;
  if (!device.empty()) {
    wait = over(3, settings_.max_failures_per_email, 7);
  } else {
    wait = std::max({over(0, settings_.max_failures_per_email, 4), over(1, settings_.max_failures_per_address, 5),
                     over(2, settings_.unknown_device_failures, 6)});
  }
  if (wait > 0) return std::chrono::seconds(wait);
  return std::nullopt;
}

Identity::Attempt Identity::begin_attempt(pqxx::work& tx, const std::string& email, const std::string& address,
                                          const std::string& device) const {
  tx.exec_params(kLockAccountAndAddress, email, address);
  if (auto wait = throttled(tx, email, address, device)) return {wait, 0};
  return {std::nullopt, tx.exec_params1(kRecordAttempt, email, address, device)[0].as<long long>()};
}

Identity::Attempt Identity::begin_attempt(pqxx::connection& db, const std::string& email, const std::string& address,
                                          const std::string& device) const {
  pqxx::work tx(db);
  auto begun = begin_attempt(tx, email, address, device);
  tx.commit();
  return begun;
}

bool Identity::has_factor(pqxx::transaction_base& tx, const std::string& user_id) const {
  return !tx.exec_params(kHasFactor, user_id).empty();
}

void Identity::attempt_succeeded(pqxx::work& tx, long long attempt) { tx.exec_params(kAttemptSucceeded, attempt); }
void Identity::forget_attempt(pqxx::work& tx, long long attempt) { tx.exec_params(kForgetAttempt, attempt); }

AuthOutcome Identity::login(const std::string& email, const std::string& password, const Client& client,
                            const SecondFactor& factor) {
  const std::string device = devices_.device_of(client.device_cookie, email).value_or("");
  std::optional<pqxx::row> account;
  bool factor_on = false;
  bool required = settings_.require_totp;
  long long attempt = 0;
  {
    auto db = db_.acquire();
    pqxx::work tx(*db);
    auto begun = begin_attempt(tx, email, client.address, device);
    if (begun.wait) {
      tx.commit();
      return {AuthResult::throttled, std::nullopt, *begun.wait};
    }
    attempt = begun.id;
    auto r = tx.exec_params(kUserByEmail, email);
    if (!r.empty()) {
      account = r[0];
      // TOTP or a security key: either is a second factor the sign-in asks for.
      factor_on = has_factor(tx, r[0][0].as<std::string>()) || security_keys::any(tx, r[0][0].as<std::string>());
    }
    required = totp_required(tx);
    tx.commit();
  }
  // Argon2 runs whether or not the account exists, so both take the same time.
  bool matches = verify_hash(account ? (*account)[2].as<std::string>() : dummy_hash_, password) && account.has_value();
  // A password the project published never signs in (the api also warns about it at start).
  if (matches && is_shipped_password(password)) {
    spdlog::warn("sign-in: account {} refused: its password is one published with this project",
                 (*account)[0].as<std::string>());
    matches = false;
  }
  // An initial password signs in only until it expires (ASVS 2.3.1); an operator sets a new one.
  if (matches && (*account)[6].as<bool>()) {
    spdlog::warn("sign-in: account {} refused: its initial password expired unchanged", (*account)[0].as<std::string>());
    matches = false;
  }
  const bool no_factor_given = factor.empty();
  // The code is asked for first whenever one could be needed: the answer to a password alone is
  // the same, right or wrong, for an account with TOTP (and for every account when it is required).
  const bool ask_code_first = factor_on || (required && !(matches && !factor_on));

  auto db = db_.acquire();
  pqxx::work tx(*db);
  tx.exec(kForgetOldAttempts);
  tx.exec(kPurgeSessions);
  tx.exec(kPurgeTokens);
  if (no_factor_given && ask_code_first) {
    // A right password alone is neither a failure nor a success (which would clear the failures
    // a code guesser has run up): its attempt is forgotten. A wrong one stays a failure.
    if (matches) forget_attempt(tx, attempt);
    tx.commit();
    return {AuthResult::second_factor_required, std::nullopt, {}};
  }
  if (!matches) {
    tx.commit();
    AuthOutcome failed{AuthResult::invalid_credentials, std::nullopt, {}};
    if (account) failed.account_id = (*account)[0].as<std::string>();
    return failed;
  }
  const auto& a = *account;
  if (!a[4].is_null() && factor_on) {
    // The second factor, under the factor's row lock: one code lets one sign-in in. A wrong code
    // answers like a wrong password.
    const auto checked = check_second_factor(tx, seal_, a[0].as<std::string>(), factor, unix_now());
    if (checked == FactorCheck::reused) {
      // ASVS 2.8.5: a code presented twice is refused, logged, and its holder told.
      spdlog::warn("sign-in: account {} presented a TOTP code already used", a[0].as<std::string>());
      notify(tx, a[0].as<std::string>(), "totp_code_reused", browser_family(client.user_agent),
             address_prefix(client.address));
    }
    if (checked != FactorCheck::ok) {
      tx.commit();  // the attempt stays a failure
      spdlog::info("sign-in: account {} gave a wrong second factor", a[0].as<std::string>());
      AuthOutcome failed{AuthResult::invalid_credentials, std::nullopt, {}};
      failed.account_id = a[0].as<std::string>();
      return failed;
    }
  }
  attempt_succeeded(tx, attempt);
  upgrade_hash(tx, a[0].as<std::string>(), a[2].as<std::string>(), password);
  if (a[4].is_null()) {
    tx.commit();
    return {AuthResult::not_admin, std::nullopt, {}};
  }
  UserView user{a[0].as<std::string>(), a[1].as<std::string>(), a[4].as<std::string>()};
  std::string session_id = events::new_uuid();
  tx.exec_params(kCreateSession, session_id, user.id, static_cast<double>(settings_.session_max_age.count()),
                 browser_family(client.user_agent), address_prefix(client.address));
  auto tokens = issue(tx, user, a[3].as<std::int64_t>(), session_id);
  if (device.empty()) notify(tx, user.id, "new_device", browser_family(client.user_agent), address_prefix(client.address));
  tx.commit();
  spdlog::info("sign-in: account {} started session {}", user.id, session_id);
  AuthOutcome out{AuthResult::ok, std::move(tokens), {}};
  // A device that signed in keeps its cookie; an unknown one gets a new one.
  out.device_cookie = device.empty() ? devices_.issue(email) : client.device_cookie;
  out.must_enrol = required && !factor_on;
  out.must_change_password = a[5].as<bool>();
  return out;
}

}  // namespace api::auth
