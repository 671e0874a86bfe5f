// Sessions: tokens issued for a session, refresh tokens rotated on every use (a reused one ends
// its whole family), sessions ended on sign-out or by their owner, and the per-request access
// check. Every statement names public.* explicitly (see sign_in.cpp).
#include "auth/identity.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "auth/security_keys.hpp"
#include "domain/text.hpp"
#include "events/envelope.hpp"
#include "storage/query.hpp"

namespace api::auth {

namespace {

// A refresh token never outlives its session; the answer is the session's end (for the access token).
constexpr const char* kCreateRefreshToken = R"SQL(
  INSERT INTO public.refresh_tokens (id, user_id, family_id, token_hash, expires_at)
  SELECT $1, $2, s.id, $4, least(now() + make_interval(secs => $5), s.expires_at)
    FROM public.auth_sessions s WHERE s.id = $3
  RETURNING (SELECT extract(epoch FROM expires_at)::bigint FROM public.auth_sessions WHERE id = $3)
)SQL";
constexpr const char* kRevokeLiveTokens = R"SQL(
  UPDATE public.refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND used_at IS NULL AND revoked_at IS NULL
)SQL";
constexpr const char* kListSessions = R"SQL(
  SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), browser, address_prefix
    FROM public.auth_sessions
   WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
   ORDER BY last_used_at DESC, created_at DESC
)SQL";
constexpr const char* kEndOtherSessions = R"SQL(
  WITH s AS (UPDATE public.auth_sessions SET revoked_at = now(), revoked_reason = $3
              WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id)
  UPDATE public.refresh_tokens SET revoked_at = now() WHERE family_id IN (SELECT id FROM s) AND revoked_at IS NULL
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
constexpr const char* kFamilyOfToken = "SELECT family_id FROM public.refresh_tokens WHERE token_hash = $1";
constexpr const char* kInitialPassword =
    "SELECT 1 FROM public.users WHERE id = $1 AND initial_password_expires_at IS NOT NULL";
constexpr const char* kAccessCheck = R"SQL(
  SELECT u.token_version, a.role, s.id IS NOT NULL AND s.revoked_at IS NULL AND s.expires_at > now(),
         EXISTS (SELECT 1 FROM public.totp_factors f WHERE f.user_id = u.id AND f.enabled_at IS NOT NULL)
           OR EXISTS (SELECT 1 FROM public.security_keys k WHERE k.user_id = u.id),
         u.initial_password_expires_at IS NOT NULL,
         coalesce((SELECT require_totp FROM public.security_settings), false)
    FROM public.users u
    LEFT JOIN public.admin_users a ON a.id = u.id
    LEFT JOIN public.auth_sessions s ON s.id = $2 AND s.user_id = u.id
   WHERE u.id = $1
)SQL";

constexpr std::size_t kRefreshTokenBytes = 32;

}  // namespace

std::int64_t unix_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
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
  const bool must_enrol = totp_required(tx) && !has_factor(tx, user.id) && !security_keys::any(tx, user.id);
  const bool must_change = !tx.exec_params(kInitialPassword, user.id).empty();
  tx.commit();
  AuthOutcome out{AuthResult::ok, std::move(tokens), {}};
  out.must_enrol = must_enrol;
  out.must_change_password = must_change;
  return out;
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
    out.push_back({r[0].as<std::string>(), r[1].as<std::string>(), r[2].as<std::string>(), r[3].as<std::string>(),
                   r[4].as<std::string>(), r[5].as<std::string>()});
  return out;
}

FactorOutcome Identity::end_own_session(const std::string& user_id, const std::string& session_id, const Reauth& r) {
  if (!domain::looks_like_uuid(session_id)) return {FactorResult::not_pending, {}, {}};
  if (auto refused = reauthenticate(user_id, r)) return *refused;
  auto db = db_.acquire();
  pqxx::work tx(*db);
  const bool ended = tx.exec_params1(kEndOwnSession, session_id, user_id)[0].as<long long>() > 0;
  tx.commit();
  if (!ended) return {FactorResult::not_pending, {}, {}};
  spdlog::info("account {} ended its session {}", user_id, session_id);
  return {FactorResult::ok, {}, {}};
}

void Identity::end_other_sessions(pqxx::work& tx, const std::string& user_id, const std::string& keep_session,
                                  const std::string& reason) {
  tx.exec_params(kEndOtherSessions, user_id, domain::looks_like_uuid(keep_session) ? keep_session : user_id, reason);
}

AccessCheck Identity::check(const AccessClaims& c) {
  if (!domain::looks_like_uuid(c.sub) || !domain::looks_like_uuid(c.sid)) return AccessCheck::revoked;
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  auto r = storage::exec_prepared(tx, "auth.access_check", kAccessCheck, c.sub, c.sid);  // every admin request
  if (r.empty()) return AccessCheck::revoked;  // the account is gone
  if (r[0][0].as<std::int64_t>() != c.ver || !r[0][2].as<bool>()) return AccessCheck::revoked;
  if (r[0][1].is_null()) return AccessCheck::not_admin;
  if (r[0][4].as<bool>()) return AccessCheck::password_change_required;
  if ((settings_.require_totp || r[0][5].as<bool>()) && !r[0][3].as<bool>()) return AccessCheck::enrolment_required;
  return AccessCheck::ok;
}

bool Identity::password_change_required(const std::string& user_id) {
  if (!domain::looks_like_uuid(user_id)) return false;
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  return !tx.exec_params(kInitialPassword, user_id).empty();
}

std::optional<UserView> Identity::find_admin(const std::string& user_id) {
  if (!domain::looks_like_uuid(user_id)) return std::nullopt;
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  auto r = tx.exec_params(kUserById, user_id);
  if (r.empty() || r[0][3].is_null()) return std::nullopt;
  return UserView{r[0][0].as<std::string>(), r[0][1].as<std::string>(), r[0][3].as<std::string>()};
}

}  // namespace api::auth
