// Security keys of the signed-in admin (see admin_security_keys.hpp). The WebAuthn checks are in
// auth/webauthn.cpp, their storage in auth/security_keys.cpp.
#include "handlers/admin_security_keys.hpp"

#include <spdlog/spdlog.h>

#include "auth/jwt.hpp"
#include "auth/security_keys.hpp"
#include "domain/account.hpp"
#include "domain/text.hpp"
#include "handlers/reauth.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"

namespace api::admin_security_keys {

namespace json = boost::json;
namespace keys = auth::security_keys;

namespace {

constexpr std::string_view kNameRule = "Anahtar adı 1 ile 60 karakter arasında olmalıdır";
constexpr std::string_view kAnswerMalformed = "Güvenlik anahtarı yanıtı geçersiz";
constexpr std::string_view kKeyRefused = "Güvenlik anahtarı doğrulanamadı. Lütfen yeniden deneyin.";
constexpr std::string_view kDuplicate = "Bu güvenlik anahtarı zaten kayıtlı";
constexpr std::string_view kTooMany = "En fazla 10 güvenlik anahtarı eklenebilir";
constexpr std::string_view kNotFound = "Güvenlik anahtarı bulunamadı";
constexpr std::string_view kNoKeys = "Hesapta kayıtlı güvenlik anahtarı yok";
constexpr std::string_view kEmailRequired = "E-posta gereklidir";
constexpr int kAlgorithms[] = {-7, -8, -257};  // ES256, EdDSA, RS256

json::object body_of(const Request& req) { return req.body().empty() ? json::object{} : parse_json_object(req.body()); }

json::array ids_array(const std::vector<std::string>& ids) {
  json::array out;
  for (const auto& id : ids) out.emplace_back(id);
  return out;
}

json::object key_json(const keys::KeyView& k) {
  json::object o{{"id", k.id}, {"name", k.name}, {"created_at", k.created_at}};
  o["last_used_at"] = k.last_used_at.empty() ? json::value(nullptr) : json::value(k.last_used_at);
  return o;
}

Response no_store(Response r) {
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

// The options of navigator.credentials.get for `ids` (web app: lib/webauthn.ts).
json::object request_options(const Services& s, const std::string& challenge, const std::vector<std::string>& ids) {
  return json::object{{"challenge", challenge},
                      {"rp_id", relying_party(s).id},
                      {"allow_credentials", ids_array(ids)},
                      {"timeout", keys::kChallengeSeconds * 1000},
                      {"user_verification", "discouraged"}};
}

}  // namespace

auth::webauthn::RelyingParty relying_party(const Services& s) {
  return auth::webauthn::relying_party(s.site.admin_origin.empty() ? s.site.public_origin : s.site.admin_origin);
}

auth::webauthn::Assertion assertion_of(const Services& s, const json::value& v, const char* purpose) {
  auto text = [](const json::object& o, std::string_view name) -> std::string {
    const auto* f = o.if_contains(name);
    if (!f || !f->is_string() || f->get_string().empty() || f->get_string().size() > 8192)
      invalid("security_key", kAnswerMalformed);
    return std::string(f->get_string());
  };
  if (!v.is_object()) invalid("security_key", kAnswerMalformed);
  const auto& o = v.get_object();
  const auto* response = o.if_contains("response");
  if (!response || !response->is_object()) invalid("security_key", kAnswerMalformed);
  const auto& r = response->get_object();
  return {text(o, "id"), text(r, "clientDataJSON"), text(r, "authenticatorData"), text(r, "signature"),
          relying_party(s), purpose};
}

std::optional<auth::webauthn::Assertion> assertion_in_body(const Services& s, const Request& req, const char* purpose) {
  if (!req.raw[http::field::content_type].starts_with("application/json") || req.body().empty()) return std::nullopt;
  const auto body = parse_json_object(req.body());
  const auto* key = body.if_contains("security_key");
  if (!key || key->is_null()) return std::nullopt;
  return assertion_of(s, *key, purpose);
}

bool has_keys(Services& s, const std::string& user_id) {
  if (!domain::looks_like_uuid(user_id)) return false;
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  return keys::any(tx, user_id);
}

Response list(Services& s, Request& req) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  json::array out;
  for (const auto& k : keys::list(tx, reauth::account_of(req))) out.push_back(key_json(k));
  return json_response(http::status::ok, json::serialize(json::object{{"keys", std::move(out)}}));
}

Response options(Services& s, Request& req) {
  const auto user_id = reauth::account_of(req);
  auto r = reauth::read(s, req, body_of(req));
  if (auto refusal = s.identity.reauthenticate(user_id, r)) return reauth::refused(*refusal, r);
  auto user = s.identity.find_admin(user_id);
  if (!user) throw ApiError(http::status::forbidden, "forbidden", "Bu hesap admin yetkisine sahip değil");
  auto db = s.db.acquire();
  pqxx::work tx(*db);
  const auto challenge = keys::new_challenge(tx, user_id, "register");
  const auto existing = keys::credential_ids(tx, user_id);
  tx.commit();
  const auto rp = relying_party(s);
  json::array algorithms;
  for (int a : kAlgorithms) algorithms.emplace_back(a);
  return no_store(json_response(
      http::status::ok,
      json::serialize(json::object{
          {"challenge", challenge},
          {"rp", json::object{{"id", rp.id}, {"name", s.site.product_name}}},
          {"user", json::object{{"id", auth::base64url_encode(user_id)},
                                {"name", user->email},
                                {"display_name", user->email}}},
          {"algorithms", std::move(algorithms)},
          {"exclude_credentials", ids_array(existing)},
          {"timeout", keys::kChallengeSeconds * 1000},
          {"user_verification", "discouraged"}})));
}

Response add(Services& s, Request& req) {
  const auto user_id = reauth::account_of(req);
  const auto body = parse_json_object(req.body());
  const auto name = std::string(domain::trim(string_field(body, "name")));
  if (name.empty() || !domain::is_valid_utf8(name) || domain::char_count(name) > 60) invalid("name", kNameRule);
  const auto* credential = body.if_contains("credential");
  if (!credential || !credential->is_object()) invalid("credential", kAnswerMalformed);
  const auto* response = credential->get_object().if_contains("response");
  if (!response || !response->is_object()) invalid("credential", kAnswerMalformed);
  const auto client_data = string_field(response->get_object(), "clientDataJSON");
  const auto attestation = string_field(response->get_object(), "attestationObject");
  if (client_data.empty() || attestation.empty() || client_data.size() > 8192 || attestation.size() > 16384)
    invalid("credential", kAnswerMalformed);
  auto db = s.db.acquire();
  pqxx::work tx(*db);
  const bool had_factor = s.identity.totp_status(user_id).enabled || keys::any(tx, user_id);
  auto added = keys::add(tx, user_id, name, relying_party(s), client_data, attestation);
  switch (added.result) {
    case keys::AddResult::ok:
      break;
    case keys::AddResult::refused:
      tx.commit();  // the challenge stays spent
      invalid("credential", kKeyRefused);
    case keys::AddResult::duplicate:
      tx.commit();
      conflict("security_key_exists", kDuplicate);
    case keys::AddResult::too_many:
      tx.commit();
      conflict("too_many_security_keys", kTooMany);
  }
  // Like turning TOTP on: whoever else held a session signed in without a second factor.
  if (!had_factor) s.identity.end_other_sessions(tx, user_id, reauth::session_of(s, req), "totp_enabled");
  tx.commit();
  spdlog::info("account {} added security key {}", user_id, added.key.id);
  return no_store(json_response(http::status::created, json::serialize(key_json(added.key))));
}

Response remove(Services& s, Request& req) {
  const auto user_id = reauth::account_of(req);
  const auto id = req.params.at("id");
  if (!domain::looks_like_uuid(id)) not_found(kNotFound);
  auto r = reauth::read(s, req, body_of(req));
  if (auto refusal = s.identity.reauthenticate(user_id, r)) return reauth::refused(*refusal, r);
  auto db = s.db.acquire();
  pqxx::work tx(*db);
  if (!keys::remove(tx, user_id, id)) not_found(kNotFound);
  tx.commit();
  spdlog::info("account {} removed security key {}", user_id, id);
  Response res;
  res.status = http::status::no_content;
  return res;
}

Response reauth_challenge(Services& s, Request& req) {
  const auto user_id = reauth::account_of(req);
  auto db = s.db.acquire();
  pqxx::work tx(*db);
  const auto ids = keys::credential_ids(tx, user_id);
  if (ids.empty()) conflict("no_security_keys", kNoKeys);
  const auto challenge = keys::new_challenge(tx, user_id, "reauth");
  tx.commit();
  return no_store(json_response(http::status::ok, json::serialize(request_options(s, challenge, ids))));
}

Response sign_in_options(Services& s, Request& req) {
  const auto body = body_of(req);
  const auto email = domain::normalise_email(string_field(body, "email"));
  if (email.empty() || email.size() > 254) invalid("email", kEmailRequired);
  std::optional<std::string> account;
  std::vector<std::string> ids;
  std::string challenge;
  {
    auto db = s.db.acquire();
    pqxx::work tx(*db);
    account = keys::account_of_email(tx, email);
    ids = account ? keys::credential_ids(tx, *account) : std::vector<std::string>{};
    // Like the sign-in's totp_required, this says whether the account has a second factor of this
    // kind; it says nothing about the password. Without keys the challenge is not kept.
    challenge = ids.empty() ? auth::random_token(32) : keys::new_challenge(tx, *account, "sign_in");
    tx.commit();
  }
  auto options = request_options(s, challenge, ids);
  // For an account with keys, whether it also takes a code: the form then asks for a code only
  // when one can serve. Always false for an email without keys (nothing new is said about it).
  options["totp"] = !ids.empty() && s.identity.totp_status(*account).enabled;
  return no_store(json_response(http::status::ok, json::serialize(options)));
}

}  // namespace api::admin_security_keys
