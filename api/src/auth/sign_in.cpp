// Sign-in and its throttling: the password (Argon2, on a bounded number of slots), the second
// factor, and the failed attempts counted per account and per address under advisory locks.
// Every statement names public.* explicitly, since pooled connections put the projection schema
// first on the search path.
#include "auth/identity.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>

#include "events/envelope.hpp"

namespace api::auth {

namespace {

constexpr const char* kUserByEmail = R"SQL(
  SELECT u.id, u.email, u.password_hash, u.token_version, a.role
    FROM public.users u LEFT JOIN public.admin_users a ON a.id = u.id
   WHERE u.email = $1
)SQL";
// Check and record of an attempt happen under these two locks, in one transaction: concurrent
// guesses for one account or from one address are counted one after the other, never all
// against the same old count. Always the account first, then the address: no lock cycle.
constexpr const char* kLockAccountAndAddress =
    "SELECT pg_advisory_xact_lock(hashtextextended('login-email:' || $1, 0)), "
    "pg_advisory_xact_lock(hashtextextended('login-address:' || $2, 0))";
// Failures in the window: for the account from this address and for the account from anywhere,
// since its last successful sign-in; for the address, all of them. Also when the oldest failure
// of each limited count leaves the window (Retry-After), and how long ago the account's newest
// failure was (the growing delay).
constexpr const char* kRecentFailures = R"SQL(
  SELECT count(*) FILTER (WHERE a.email = $1 AND a.address = $2 AND a.at > l.ok),
         count(*) FILTER (WHERE a.address = $2),
         ceil(extract(epoch FROM min(a.at) FILTER (WHERE a.email = $1 AND a.address = $2 AND a.at > l.ok)
                                + make_interval(secs => $3) - now())),
         ceil(extract(epoch FROM min(a.at) FILTER (WHERE a.address = $2) + make_interval(secs => $3) - now())),
         count(*) FILTER (WHERE a.email = $1 AND a.at > l.ok),
         extract(epoch FROM now() - max(a.at) FILTER (WHERE a.email = $1 AND a.at > l.ok))
    FROM public.login_attempts a,
         (SELECT coalesce(max(at), '-infinity') AS ok FROM public.login_attempts WHERE email = $1 AND succeeded) l
   WHERE NOT a.succeeded AND a.at > now() - make_interval(secs => $3) AND (a.email = $1 OR a.address = $2)
)SQL";
// Every attempt is recorded as a failure before its password is checked, and turned into a
// success after; so an attempt in flight already counts.
constexpr const char* kRecordAttempt =
    "INSERT INTO public.login_attempts (email, address, succeeded) VALUES ($1, $2, false) RETURNING id";
constexpr const char* kAttemptSucceeded = "UPDATE public.login_attempts SET succeeded = true WHERE id = $1";
constexpr const char* kForgetAttempt = "DELETE FROM public.login_attempts WHERE id = $1";
constexpr const char* kForgetOldAttempts = "DELETE FROM public.login_attempts WHERE at < now() - interval '1 day'";

constexpr const char* kCreateSession = R"SQL(
  INSERT INTO public.auth_sessions (id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
)SQL";
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
      seal_(settings_.totp_key) {
  if (settings_.secrets.empty() || settings_.secrets.front().empty())
    throw std::invalid_argument("an access token secret is required");
  dummy_hash_ = hash_password(random_token(18), settings_.argon2);
}

std::string Identity::hash(const std::string& password) {
  hashing_.acquire();
  try {
    auto h = hash_password(password, settings_.argon2);
    hashing_.release();
    return h;
  } catch (...) {
    hashing_.release();
    throw;
  }
}

bool Identity::verify_hash(const std::string& encoded, const std::string& password) {
  hashing_.acquire();
  bool ok = verify_password(encoded, password);
  hashing_.release();
  return ok;
}

std::optional<std::chrono::seconds> Identity::throttled(pqxx::transaction_base& tx, const std::string& email,
                                                       const std::string& address) const {
  const double window = static_cast<double>(settings_.failure_window.count());
  auto f = tx.exec_params(kRecentFailures, email, address, window)[0];
  const auto pair = f[0].as<long long>(), by_address = f[1].as<long long>(), by_account = f[4].as<long long>();
  // The answer depends only on counts of failures, never on whether the account exists.
  long long wait = 0;
  if (pair >= settings_.max_failures_per_email && !f[2].is_null()) wait = std::max(wait, f[2].as<long long>());
  if (by_address >= settings_.max_failures_per_address && !f[3].is_null()) wait = std::max(wait, f[3].as<long long>());
  // Guesses at one account from many addresses: each one more waits twice as long after the
  // previous failure (at most 5 minutes). The real admin is slowed, never locked out.
  if (by_account >= settings_.account_slowdown_after && !f[5].is_null()) {
    const auto over = std::min<long long>(by_account - settings_.account_slowdown_after, 8);
    const double delay = std::min(300.0, static_cast<double>(1LL << over));
    const double since = f[5].as<double>();
    if (since < delay) wait = std::max(wait, static_cast<long long>(std::ceil(delay - since)));
  }
  if (pair >= settings_.max_failures_per_email || by_address >= settings_.max_failures_per_address || wait > 0)
    return std::chrono::seconds(std::max(wait, 1LL));
  return std::nullopt;
}

Identity::Attempt Identity::begin_attempt(pqxx::work& tx, const std::string& email, const std::string& address) const {
  tx.exec_params(kLockAccountAndAddress, email, address);
  if (auto wait = throttled(tx, email, address)) return {wait, 0};
  return {std::nullopt, tx.exec_params1(kRecordAttempt, email, address)[0].as<long long>()};
}

Identity::Attempt Identity::begin_attempt(pqxx::connection& db, const std::string& email,
                                          const std::string& address) const {
  pqxx::work tx(db);
  auto begun = begin_attempt(tx, email, address);
  tx.commit();
  return begun;
}

void Identity::attempt_succeeded(pqxx::work& tx, long long attempt) { tx.exec_params(kAttemptSucceeded, attempt); }
void Identity::forget_attempt(pqxx::work& tx, long long attempt) { tx.exec_params(kForgetAttempt, attempt); }

AuthOutcome Identity::login(const std::string& email, const std::string& password, const std::string& address,
                            const SecondFactor& factor) {
  std::optional<pqxx::row> account;
  long long attempt = 0;
  {
    auto db = db_.acquire();
    pqxx::work tx(*db);
    auto begun = begin_attempt(tx, email, address);
    if (begun.wait) {
      tx.commit();
      return {AuthResult::throttled, std::nullopt, *begun.wait};
    }
    attempt = begun.id;
    auto r = tx.exec_params(kUserByEmail, email);
    if (!r.empty()) account = r[0];
    tx.commit();
  }
  // Argon2 runs whether or not the account exists, so both take the same time.
  bool matches = verify_hash(account ? (*account)[2].as<std::string>() : dummy_hash_, password) && account.has_value();

  auto db = db_.acquire();
  pqxx::work tx(*db);
  tx.exec(kForgetOldAttempts);
  tx.exec(kPurgeSessions);
  tx.exec(kPurgeTokens);
  if (!matches) {
    tx.commit();
    return {AuthResult::invalid_credentials, std::nullopt, {}};
  }
  const auto& a = *account;
  if (!a[4].is_null()) {
    // The second factor, under the factor's row lock: one code lets one sign-in in.
    switch (check_second_factor(tx, seal_, a[0].as<std::string>(), factor, unix_now())) {
      case FactorCheck::missing:
        // Not a guess (the password was right) and not a success (which would clear the
        // failures a code guesser has run up): the attempt is forgotten.
        forget_attempt(tx, attempt);
        tx.commit();
        return {AuthResult::second_factor_required, std::nullopt, {}};
      case FactorCheck::wrong:
        tx.commit();  // the attempt stays a failure
        spdlog::info("sign-in: account {} gave a wrong second factor", a[0].as<std::string>());
        return {AuthResult::second_factor_invalid, std::nullopt, {}};
      case FactorCheck::not_enabled:
      case FactorCheck::ok:
        break;
    }
  }
  attempt_succeeded(tx, attempt);
  if (a[4].is_null()) {
    tx.commit();
    return {AuthResult::not_admin, std::nullopt, {}};
  }
  UserView user{a[0].as<std::string>(), a[1].as<std::string>(), a[4].as<std::string>()};
  std::string session_id = events::new_uuid();
  tx.exec_params(kCreateSession, session_id, user.id, static_cast<double>(settings_.session_max_age.count()));
  auto tokens = issue(tx, user, a[3].as<std::int64_t>(), session_id);
  tx.commit();
  spdlog::info("sign-in: account {} started session {}", user.id, session_id);
  return {AuthResult::ok, std::move(tokens), {}};
}

}  // namespace api::auth
