// See security_keys.hpp. Every statement names public.* explicitly, as in sign_in.cpp.
#include "auth/security_keys.hpp"

#include <spdlog/spdlog.h>

#include "auth/jwt.hpp"
#include "domain/text.hpp"
#include "events/envelope.hpp"

namespace api::auth::security_keys {

namespace {

constexpr const char* kAny = "SELECT 1 FROM public.security_keys WHERE user_id = $1 LIMIT 1";
constexpr const char* kCredentialIds =
    "SELECT credential_id FROM public.security_keys WHERE user_id = $1 ORDER BY created_at DESC";
constexpr const char* kSweepChallenges = "DELETE FROM public.webauthn_challenges WHERE expires_at < now()";
constexpr const char* kInsertChallenge = R"SQL(
  INSERT INTO public.webauthn_challenges (challenge, purpose, user_id, expires_at)
  VALUES ($1, $2, $3, now() + make_interval(secs => $4))
)SQL";
constexpr const char* kKeepNewestChallenges = R"SQL(
  DELETE FROM public.webauthn_challenges
   WHERE user_id = $1 AND purpose = $2
     AND challenge NOT IN (SELECT challenge FROM public.webauthn_challenges WHERE user_id = $1 AND purpose = $2
                            ORDER BY expires_at DESC LIMIT 5)
)SQL";
// Spent by its first answer, right or wrong; true when it was still live.
constexpr const char* kSpendChallenge = R"SQL(
  DELETE FROM public.webauthn_challenges WHERE challenge = $1 AND user_id = $2 AND purpose = $3
  RETURNING expires_at > now()
)SQL";
constexpr const char* kAccountOfEmail = "SELECT id::text FROM public.users WHERE email = $1";
constexpr const char* kCredentialForUpdate = R"SQL(
  SELECT public_key, sign_count FROM public.security_keys WHERE user_id = $1 AND credential_id = $2 FOR UPDATE
)SQL";
constexpr const char* kUseCredential = R"SQL(
  UPDATE public.security_keys SET sign_count = $3, last_used_at = now() WHERE user_id = $1 AND credential_id = $2
)SQL";
constexpr const char* kCountKeys = "SELECT count(*) FROM public.security_keys WHERE user_id = $1";
constexpr const char* kInsertKey = R"SQL(
  INSERT INTO public.security_keys (id, user_id, credential_id, public_key, algorithm, sign_count, name)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (credential_id) DO NOTHING
  RETURNING to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
)SQL";
constexpr const char* kList = R"SQL(
  SELECT id::text, name, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         coalesce(to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '')
    FROM public.security_keys WHERE user_id = $1 ORDER BY created_at
)SQL";
constexpr const char* kRemove = "DELETE FROM public.security_keys WHERE user_id = $1 AND id = $2 RETURNING 1";

// The challenge an answer carries, spent; false when it was not a live one of this account and purpose.
bool spend_challenge(pqxx::transaction_base& tx, const std::string& user_id, const std::string& client_data_json,
                     const std::string& purpose, std::string& challenge) {
  auto client_data = base64url_decode(client_data_json);
  if (!client_data) return false;
  auto c = webauthn::challenge_of(*client_data);
  if (!c || c->empty() || c->size() > 128) return false;
  challenge = *c;
  auto r = tx.exec_params(kSpendChallenge, challenge, user_id, purpose);
  return !r.empty() && r[0][0].as<bool>();
}

}  // namespace

bool any(pqxx::transaction_base& tx, const std::string& user_id) {
  return !tx.exec_params(kAny, user_id).empty();
}

std::vector<std::string> credential_ids(pqxx::transaction_base& tx, const std::string& user_id) {
  std::vector<std::string> out;
  for (const auto& row : tx.exec_params(kCredentialIds, user_id)) out.push_back(row[0].as<std::string>());
  return out;
}

std::string new_challenge(pqxx::transaction_base& tx, const std::string& user_id, const std::string& purpose) {
  const std::string challenge = random_token(32);
  tx.exec(kSweepChallenges);
  tx.exec_params(kInsertChallenge, challenge, purpose, user_id, static_cast<double>(kChallengeSeconds));
  tx.exec_params(kKeepNewestChallenges, user_id, purpose);
  return challenge;
}

std::optional<std::string> account_of_email(pqxx::transaction_base& tx, const std::string& email) {
  auto r = tx.exec_params(kAccountOfEmail, email);
  if (r.empty()) return std::nullopt;
  return r[0][0].as<std::string>();
}

FactorCheck check(pqxx::transaction_base& tx, const std::string& user_id, const webauthn::Assertion& a) {
  std::string challenge;
  if (!spend_challenge(tx, user_id, a.client_data_json, a.purpose, challenge)) {
    spdlog::info("security key: account {}: no live {} challenge for the answer", user_id, a.purpose);
    return FactorCheck::wrong;
  }
  auto row = tx.exec_params(kCredentialForUpdate, user_id, a.credential_id);
  auto client_data = base64url_decode(a.client_data_json);
  auto auth_data = base64url_decode(a.authenticator_data);
  auto signature = base64url_decode(a.signature);
  if (row.empty() || !client_data || !auth_data || !signature) return FactorCheck::wrong;
  auto key = base64url_decode(row[0][0].as<std::string>());
  const auto stored = static_cast<std::uint32_t>(row[0][1].as<std::int64_t>());
  std::uint32_t count = 0;
  const auto failure = webauthn::verify_assertion(a.rp, challenge, *client_data, *auth_data, *signature,
                                                  key.value_or(""), stored, count);
  if (failure != webauthn::Failure::none) {
    spdlog::warn("security key: account {}: assertion refused ({})", user_id, webauthn::failure_name(failure));
    return FactorCheck::wrong;
  }
  tx.exec_params(kUseCredential, user_id, a.credential_id, static_cast<std::int64_t>(count));
  return FactorCheck::ok;
}

Added add(pqxx::transaction_base& tx, const std::string& user_id, const std::string& name,
          const webauthn::RelyingParty& rp, const std::string& client_data_json,
          const std::string& attestation_object) {
  Added out;
  std::string challenge;
  if (!spend_challenge(tx, user_id, client_data_json, "register", challenge)) {
    out.failure = webauthn::Failure::wrong_challenge;
    return out;
  }
  auto client_data = base64url_decode(client_data_json);
  auto attestation = base64url_decode(attestation_object);
  if (!attestation) {
    out.failure = webauthn::Failure::malformed;
    return out;
  }
  webauthn::NewCredential c;
  out.failure = webauthn::verify_registration(rp, challenge, *client_data, *attestation, c);
  if (out.failure != webauthn::Failure::none) {
    spdlog::warn("security key: account {}: registration refused ({})", user_id, webauthn::failure_name(out.failure));
    return out;
  }
  if (tx.exec_params1(kCountKeys, user_id)[0].as<std::size_t>() >= kMaxKeysPerAccount) {
    out.result = AddResult::too_many;
    return out;
  }
  const std::string id = events::new_uuid();
  auto r = tx.exec_params(kInsertKey, id, user_id, base64url_encode(c.credential_id), base64url_encode(c.public_key),
                          c.algorithm, static_cast<std::int64_t>(c.sign_count), name);
  if (r.empty()) {
    out.result = AddResult::duplicate;
    return out;
  }
  out.result = AddResult::ok;
  out.key = KeyView{id, name, r[0][0].as<std::string>(), ""};
  return out;
}

std::vector<KeyView> list(pqxx::transaction_base& tx, const std::string& user_id) {
  std::vector<KeyView> out;
  for (const auto& row : tx.exec_params(kList, user_id))
    out.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>(),
                   row[3].as<std::string>()});
  return out;
}

bool remove(pqxx::transaction_base& tx, const std::string& user_id, const std::string& key_id) {
  if (!domain::looks_like_uuid(key_id)) return false;
  return !tx.exec_params(kRemove, user_id, key_id).empty();
}

}  // namespace api::auth::security_keys
