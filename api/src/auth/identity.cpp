// Identity: SQL beside the code that runs it. Every statement names public.* explicitly, since
// pooled connections put the projection schema first on the search path.
#include "auth/identity.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>

#include "domain/text.hpp"
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
// A refresh token never outlives its session; the answer is the session's end (for the access token).
constexpr const char* kCreateRefreshToken = R"SQL(
  INSERT INTO public.refresh_tokens (id, user_id, family_id, token_hash, expires_at)
  SELECT $1, $2, s.id, $4, least(now() + make_interval(secs => $5), s.expires_at)
    FROM public.auth_sessions s WHERE s.id = $3
  RETURNING (SELECT extract(epoch FROM expires_at)::bigint FROM public.auth_sessions WHERE id = $3)
)SQL";
// Sessions and tokens ended or expired more than a day ago (a session's tokens go with it).
constexpr const char* kPurgeSessions = R"SQL(
  DELETE FROM public.auth_sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'
)SQL";
constexpr const char* kPurgeTokens = "DELETE FROM public.refresh_tokens WHERE expires_at < now() - interval '1 day'";
constexpr const char* kRevokeLiveTokens = R"SQL(
  UPDATE public.refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND used_at IS NULL AND revoked_at IS NULL
)SQL";
constexpr const char* kListSessions = R"SQL(
  SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    FROM public.auth_sessions
   WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
   ORDER BY last_used_at DESC, created_at DESC
)SQL";
constexpr const char* kEndOwnSession = R"SQL(
  WITH s AS (UPDATE public.auth_sessions SET revoked_at = now(), revoked_reason = 'ended_by_admin'
              WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING id),
       t AS (UPDATE public.refresh_tokens SET revoked_at = now()
              WHERE family_id IN (SELECT id FROM s) AND revoked_at IS NULL)
  SELECT count(*) FROM s
)SQL";

// Locks the token and its session, so two rotations of one family run one after the other.
constexpr const char* kRefreshTokenForUpdate = R"SQL(
  SELECT t.id, t.family_id, t.user_id, t.used_at IS NOT NULL, t.revoked_at IS NOT NULL,
         t.expires_at <= now() OR s.expires_at <= now(), s.revoked_at IS NOT NULL,
         t.used_at > now() - make_interval(secs => $2)
    FROM public.refresh_tokens t JOIN public.auth_sessions s ON s.id = t.family_id
   WHERE t.token_hash = $1
     FOR UPDATE OF t, s
)SQL";
// A retry within the grace window keeps the first use's time: the window does not move.
constexpr const char* kMarkUsed = "UPDATE public.refresh_tokens SET used_at = coalesce(used_at, now()) WHERE id = $1";
constexpr const char* kTouchSession = "UPDATE public.auth_sessions SET last_used_at = now() WHERE id = $1";
constexpr const char* kUserById = R"SQL(
  SELECT u.id, u.email, u.token_version, a.role
    FROM public.users u LEFT JOIN public.admin_users a ON a.id = u.id
   WHERE u.id = $1
)SQL";

constexpr const char* kRevokeSession = R"SQL(
  WITH s AS (UPDATE public.auth_sessions SET revoked_at = now(), revoked_reason = $2
              WHERE id = $1 AND revoked_at IS NULL RETURNING id)
  UPDATE public.refresh_tokens SET revoked_at = now()
   WHERE family_id = $1 AND revoked_at IS NULL
)SQL";
constexpr const char* kRevokeUserSessions = R"SQL(
  WITH s AS (UPDATE public.auth_sessions SET revoked_at = now(), revoked_reason = $2
              WHERE user_id = $1 AND revoked_at IS NULL RETURNING id)
  UPDATE public.refresh_tokens SET revoked_at = now()
   WHERE user_id = $1 AND revoked_at IS NULL
)SQL";
constexpr const char* kFamilyOfToken = "SELECT family_id FROM public.refresh_tokens WHERE token_hash = $1";

constexpr const char* kAccessCheck = R"SQL(
  SELECT u.token_version, a.role, s.id IS NOT NULL AND s.revoked_at IS NULL AND s.expires_at > now()
    FROM public.users u
    LEFT JOIN public.admin_users a ON a.id = u.id
    LEFT JOIN public.auth_sessions s ON s.id = $2 AND s.user_id = u.id
   WHERE u.id = $1
)SQL";

constexpr const char* kLockUserByEmail = "SELECT id FROM public.users WHERE email = $1 FOR UPDATE";
constexpr const char* kInsertUser = "INSERT INTO public.users (id, email, password_hash) VALUES ($1, $2, $3)";
constexpr const char* kResetPassword = R"SQL(
  UPDATE public.users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1
)SQL";
constexpr const char* kGrantAdmin = R"SQL(
  INSERT INTO public.admin_users (id, role) VALUES ($1, $2)
  ON CONFLICT (id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()
)SQL";
constexpr const char* kRevokeAdmin = "DELETE FROM public.admin_users WHERE id = $1";
constexpr const char* kBumpTokenVersion =
    "UPDATE public.users SET token_version = token_version + 1, updated_at = now() WHERE id = $1";
constexpr const char* kListAccounts = R"SQL(
  SELECT u.id, u.email, coalesce(a.role, 'none'),
         to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    FROM public.users u LEFT JOIN public.admin_users a ON a.id = u.id
   ORDER BY u.email
)SQL";

std::int64_t unix_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

constexpr std::size_t kRefreshTokenBytes = 32;

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

IssuedTokens Identity::issue(pqxx::work& tx, const UserView& user, std::int64_t token_version,
                             const std::string& session_id) {
  IssuedTokens out;
  out.refresh_token = random_token(kRefreshTokenBytes);
  const auto session_end =
      tx.exec_params1(kCreateRefreshToken, events::new_uuid(), user.id, session_id, sha256_hex(out.refresh_token),
                      static_cast<double>(settings_.refresh_ttl.count()))[0]
          .as<std::int64_t>();
  std::int64_t now = unix_now();
  // An access token ends with its session at the latest.
  AccessClaims claims{user.id, user.email, user.role, events::new_uuid(), session_id, token_version, now,
                      std::min(now + settings_.access_ttl.count(), session_end)};
  out.access_token = sign_access_token(claims, settings_.secrets.front());
  out.expires_in = settings_.access_ttl.count();
  out.expires_at = claims.exp;
  out.user = user;
  return out;
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

AuthOutcome Identity::refresh(const std::string& refresh_token) {
  if (refresh_token.empty() || refresh_token.size() > 512) return {AuthResult::invalid_grant, std::nullopt, {}};
  auto db = db_.acquire();
  pqxx::work tx(*db);
  auto r = tx.exec_params(kRefreshTokenForUpdate, sha256_hex(refresh_token),
                          static_cast<double>(settings_.refresh_grace.count()));
  if (r.empty()) return {AuthResult::invalid_grant, std::nullopt, {}};
  auto token_id = r[0][0].as<std::string>(), family = r[0][1].as<std::string>(), user_id = r[0][2].as<std::string>();
  bool used = r[0][3].as<bool>(), revoked = r[0][4].as<bool>(), expired = r[0][5].as<bool>(),
       session_revoked = r[0][6].as<bool>(), within_grace = !r[0][7].is_null() && r[0][7].as<bool>();
  if (session_revoked || expired) return {AuthResult::invalid_grant, std::nullopt, {}};
  if (used && !revoked && within_grace) {
    // The same token again right after its rotation: a retry after the answer was lost. The
    // token it was rotated to never reached the client; it is revoked and a new one issued.
    tx.exec_params(kRevokeLiveTokens, family);
    spdlog::info("refresh retried within {} s: session {} rotated again", settings_.refresh_grace.count(), family);
  } else if (used || revoked) {
    // A rotated token came back: someone holds a copy. End the whole family, the legitimate
    // holder included; they sign in again.
    tx.exec_params(kRevokeSession, family, "reuse");
    tx.commit();
    spdlog::warn("refresh token reuse: session {} of account {} revoked", family, user_id);
    return {AuthResult::invalid_grant, std::nullopt, {}};
  }
  auto u = tx.exec_params(kUserById, user_id);
  if (u.empty()) return {AuthResult::invalid_grant, std::nullopt, {}};
  if (u[0][3].is_null()) return {AuthResult::not_admin, std::nullopt, {}};
  UserView user{u[0][0].as<std::string>(), u[0][1].as<std::string>(), u[0][3].as<std::string>()};
  tx.exec_params(kMarkUsed, token_id);
  tx.exec_params(kTouchSession, family);
  auto tokens = issue(tx, user, u[0][2].as<std::int64_t>(), family);
  tx.commit();
  return {AuthResult::ok, std::move(tokens), {}};
}

void Identity::revoke_session(const std::string& session_id, const char* reason) {
  if (!domain::looks_like_uuid(session_id)) return;
  auto db = db_.acquire();
  pqxx::work tx(*db);
  tx.exec_params(kRevokeSession, session_id, std::string(reason));
  tx.commit();
}

void Identity::revoke_by_refresh_token(const std::string& refresh_token) {
  if (refresh_token.empty() || refresh_token.size() > 512) return;
  std::string family;
  {
    auto db = db_.acquire();
    pqxx::nontransaction tx(*db);
    auto r = tx.exec_params(kFamilyOfToken, sha256_hex(refresh_token));
    if (r.empty()) return;
    family = r[0][0].as<std::string>();
  }
  revoke_session(family, "logout");
}

VerifiedToken Identity::verify(std::string_view token) const {
  return verify_access_token(token, settings_.secrets, unix_now());
}

std::vector<SessionView> Identity::sessions(const std::string& user_id) {
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  std::vector<SessionView> out;
  for (const auto& r : tx.exec_params(kListSessions, user_id))
    out.push_back({r[0].as<std::string>(), r[1].as<std::string>(), r[2].as<std::string>(), r[3].as<std::string>()});
  return out;
}

bool Identity::end_own_session(const std::string& user_id, const std::string& session_id) {
  if (!domain::looks_like_uuid(session_id)) return false;
  auto db = db_.acquire();
  pqxx::work tx(*db);
  const bool ended = tx.exec_params1(kEndOwnSession, session_id, user_id)[0].as<long long>() > 0;
  tx.commit();
  if (ended) spdlog::info("account {} ended its session {}", user_id, session_id);
  return ended;
}

AccessCheck Identity::check(const AccessClaims& c) {
  if (!domain::looks_like_uuid(c.sub) || !domain::looks_like_uuid(c.sid)) return AccessCheck::revoked;
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  auto r = tx.exec_params(kAccessCheck, c.sub, c.sid);
  if (r.empty()) return AccessCheck::revoked;  // the account is gone
  if (r[0][0].as<std::int64_t>() != c.ver || !r[0][2].as<bool>()) return AccessCheck::revoked;
  if (r[0][1].is_null()) return AccessCheck::not_admin;
  return AccessCheck::ok;
}

std::optional<UserView> Identity::find_admin(const std::string& user_id) {
  if (!domain::looks_like_uuid(user_id)) return std::nullopt;
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  auto r = tx.exec_params(kUserById, user_id);
  if (r.empty() || r[0][3].is_null()) return std::nullopt;
  return UserView{r[0][0].as<std::string>(), r[0][1].as<std::string>(), r[0][3].as<std::string>()};
}

std::string Identity::set_password(const std::string& email, const std::string& password, const std::string& role,
                                   bool only_if_missing) {
  auto db = db_.acquire();
  pqxx::work tx(*db);
  auto existing = tx.exec_params(kLockUserByEmail, email);
  std::string outcome;
  std::string id;
  if (existing.empty()) {
    id = events::new_uuid();
    tx.exec_params(kInsertUser, id, email, hash(password));
    outcome = "created";
  } else if (only_if_missing) {
    return "unchanged";
  } else {
    id = existing[0][0].as<std::string>();
    tx.exec_params(kResetPassword, id, hash(password));
    tx.exec_params(kRevokeUserSessions, id, std::string("password_set"));
    outcome = "updated";
  }
  if (role == "none")
    tx.exec_params(kRevokeAdmin, id);
  else
    tx.exec_params(kGrantAdmin, id, role);
  tx.commit();
  return outcome;
}

bool Identity::remove_admin(const std::string& email) {
  auto db = db_.acquire();
  pqxx::work tx(*db);
  auto existing = tx.exec_params(kLockUserByEmail, email);
  if (existing.empty()) return false;
  auto id = existing[0][0].as<std::string>();
  tx.exec_params(kRevokeAdmin, id);
  tx.exec_params(kBumpTokenVersion, id);
  tx.exec_params(kRevokeUserSessions, id, std::string("admin_removed"));
  tx.commit();
  return true;
}

std::vector<std::pair<UserView, std::string>> Identity::list_accounts() {
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  std::vector<std::pair<UserView, std::string>> out;
  for (const auto& row : tx.exec(kListAccounts))
    out.push_back({UserView{row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>()},
                   row[3].as<std::string>()});
  return out;
}

}  // namespace api::auth
