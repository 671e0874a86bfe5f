// Security keys (WebAuthn) as the second factor, against the running api with a software
// authenticator (an ES256 key made here, answers built byte by byte as WebAuthn lays them out):
// enrolment behind a re-authentication, the sign-in asking for the second factor before it says
// anything about the password, an answer used once, a counter that must grow, a challenge of
// another purpose refused, removal behind a re-authentication, the enrolment gate, and a key in
// place of the code in every re-authentication (TOTP setup and turning it off, new recovery codes,
// the password, ending a session, the required-second-factor switch).
// The browser does the same through Chromium's virtual authenticator in webapp/e2e.
#include <gtest/gtest.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>

#include <boost/json.hpp>
#include <chrono>

#include "auth/jwt.hpp"
#include "auth/totp.hpp"
#include "stack.hpp"

using testing_support::HttpReply;
using testing_support::Stack;
namespace json = boost::json;
using api::auth::base64url_decode;
using api::auth::base64url_encode;

namespace {

std::string sha256(std::string_view data) {
  std::string out(32, '\0');
  unsigned int len = 0;
  EVP_Digest(data.data(), data.size(), reinterpret_cast<unsigned char*>(out.data()), &len, EVP_sha256(), nullptr);
  return out;
}
std::string u32(std::uint32_t v) {
  return {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8), static_cast<char>(v)};
}
std::string bytes_header(std::size_t n) {  // CBOR byte string head
  if (n < 24) return {static_cast<char>(0x40 | n)};
  if (n < 256) return {'\x58', static_cast<char>(n)};
  return {'\x59', static_cast<char>(n >> 8), static_cast<char>(n)};
}

// A software authenticator: one P-256 credential for one relying party.
struct SoftKey {
  EVP_PKEY* key = EVP_EC_gen("P-256");
  std::string credential_id = std::string("soft-key-") + std::to_string(reinterpret_cast<std::uintptr_t>(this));
  std::uint32_t counter = 0;
  ~SoftKey() { EVP_PKEY_free(key); }

  std::string coordinate(const char* name) const {
    BIGNUM* bn = nullptr;
    EVP_PKEY_get_bn_param(key, name, &bn);
    std::string out(32, '\0');
    BN_bn2binpad(bn, reinterpret_cast<unsigned char*>(out.data()), 32);
    BN_free(bn);
    return out;
  }
  std::string cose_key() const {  // {1: 2, 3: -7, -1: 1, -2: x, -3: y}
    return std::string("\xa5\x01\x02\x03\x26\x20\x01\x21\x58\x20", 10) + coordinate(OSSL_PKEY_PARAM_EC_PUB_X) +
           std::string("\x22\x58\x20", 3) + coordinate(OSSL_PKEY_PARAM_EC_PUB_Y);
  }
  std::string sign(const std::string& data) const {
    EVP_MD_CTX* md = EVP_MD_CTX_new();
    std::size_t len = 0;
    EVP_DigestSignInit(md, nullptr, EVP_sha256(), nullptr, key);
    EVP_DigestSign(md, nullptr, &len, reinterpret_cast<const unsigned char*>(data.data()), data.size());
    std::string sig(len, '\0');
    EVP_DigestSign(md, reinterpret_cast<unsigned char*>(sig.data()), &len,
                   reinterpret_cast<const unsigned char*>(data.data()), data.size());
    EVP_MD_CTX_free(md);
    sig.resize(len);
    return sig;
  }
  static std::string client_data(const char* type, const std::string& challenge, const std::string& origin) {
    return json::serialize(json::object{{"type", type}, {"challenge", challenge}, {"origin", origin},
                                        {"crossOrigin", false}});
  }
  // navigator.credentials.create with attestation "none".
  json::object create(const std::string& rp_id, const std::string& origin, const std::string& challenge) {
    std::string auth_data = sha256(rp_id) + std::string("\x41", 1) + u32(++counter) + std::string(16, '\0') +
                            std::string{static_cast<char>(credential_id.size() >> 8),
                                        static_cast<char>(credential_id.size())} +
                            credential_id + cose_key();
    std::string att = std::string("\xa3\x63" "fmt\x64" "none\x67" "attStmt\xa0\x68" "authData") +
                      bytes_header(auth_data.size()) + auth_data;
    return {{"id", base64url_encode(credential_id)},
            {"type", "public-key"},
            {"response", json::object{{"clientDataJSON", base64url_encode(client_data("webauthn.create", challenge, origin))},
                                      {"attestationObject", base64url_encode(att)}}}};
  }
  // navigator.credentials.get; `count` overrides the counter it reports.
  json::object get(const std::string& rp_id, const std::string& origin, const std::string& challenge,
                   std::optional<std::uint32_t> count = std::nullopt) {
    const std::uint32_t c = count ? *count : ++counter;
    std::string auth_data = sha256(rp_id) + std::string("\x01", 1) + u32(c);
    std::string cd = client_data("webauthn.get", challenge, origin);
    return {{"id", base64url_encode(credential_id)},
            {"type", "public-key"},
            {"response", json::object{{"clientDataJSON", base64url_encode(cd)},
                                      {"authenticatorData", base64url_encode(auth_data)},
                                      {"signature", base64url_encode(sign(auth_data + sha256(cd)))}}}};
  }
};

json::object error_of(const HttpReply& r) { return json::parse(r.body).at("error").as_object(); }
std::string code_of(const HttpReply& r) { return std::string(error_of(r).at("code").as_string()); }
std::string access_of(const HttpReply& r) { return std::string(json::parse(r.body).at("access_token").as_string()); }
std::string str(const json::value& v, const char* k) { return std::string(v.at(k).as_string()); }

struct Admin {
  Stack& stack;
  std::string email, password;
  std::string rp_id = "localhost";
  std::string origin = "http://localhost:" + std::to_string(stack.port());

  HttpReply post(const std::string& path, const json::object& body, const std::string& token = "") const {
    std::vector<std::string> h;
    if (!token.empty()) h.push_back("Authorization: Bearer " + token);
    return testing_support::http("POST", stack.url(path), json::serialize(body), h);
  }
  HttpReply call(const std::string& method, const std::string& path, const std::string& token,
                 const json::object& body = {}) const {
    return testing_support::http(method, stack.url(path), json::serialize(body), {"Authorization: Bearer " + token});
  }
  HttpReply sign_in(const json::object& extra = {}, const std::string& with_password = "") const {
    json::object body{{"grant_type", "password"}, {"email", email},
                      {"password", with_password.empty() ? password : with_password}};
    for (const auto& [k, v] : extra) body[k] = v;
    return post("/api/auth/token", body);
  }
  std::string sign_in_challenge() const {
    auto r = post("/api/auth/security-key/options", {{"email", email}});
    EXPECT_EQ(r.status, 200) << r.body;
    return str(json::parse(r.body), "challenge");
  }
  HttpReply enrol(SoftKey& key, const std::string& token, const std::string& name = "Anahtarlık") const {
    auto options = post("/api/admin/security-key-options", {{"password", password}}, token);
    EXPECT_EQ(options.status, 200) << options.body;
    auto o = json::parse(options.body);
    EXPECT_EQ(str(o.at("rp"), "id"), rp_id);
    return post("/api/admin/security-keys",
                {{"name", name}, {"credential", key.create(rp_id, origin, str(o, "challenge"))}}, token);
  }
};

// The relying party is the api's own loopback origin, served as localhost (browsers take no IP
// address as RP ID).
void start_api_on_its_origin(Stack& s) {
  s.set_env({{"BONUS_PUBLIC_ORIGIN", "http://127.0.0.1:" + std::to_string(s.port())}});
  s.start_api();
}

void make_account(Stack& s, const std::string& email, const std::string& password) {
  ASSERT_EQ(s.run_api_command({"admin", "set-password", email, "--chosen"}, password + "\n"), 0) << s.cli_output();
}

TEST(SecurityKeys, EnrolledBehindTheirPasswordThenTheSecondFactorOfTheSignIn) {
  Stack stack;
  start_api_on_its_origin(stack);
  Admin admin{stack, "anahtar@example.com", "anahtar-sifresi-uzun-1"};
  make_account(stack, admin.email, admin.password);
  const auto token = access_of(admin.sign_in());

  // Enrolment needs the password: a stolen access token alone gets no challenge.
  auto bare = admin.post("/api/admin/security-key-options", {}, token);
  ASSERT_EQ(bare.status, 422) << bare.body;
  auto wrong = admin.post("/api/admin/security-key-options", {{"password", "yanlis-sifre-uzun"}}, token);
  ASSERT_EQ(wrong.status, 422) << wrong.body;
  EXPECT_EQ(str(error_of(wrong), "field"), "password");

  // A registration answer to a challenge nobody handed out is refused.
  SoftKey key;
  auto forged = admin.post("/api/admin/security-keys",
                           {{"name", "Sahte"}, {"credential", key.create(admin.rp_id, admin.origin, base64url_encode(std::string(32, 'a')))}},
                           token);
  ASSERT_EQ(forged.status, 422) << forged.body;
  EXPECT_EQ(str(error_of(forged), "field"), "credential");

  auto added = admin.enrol(key, token);
  ASSERT_EQ(added.status, 201) << added.body;
  const auto key_id = str(json::parse(added.body), "id");
  auto listed = admin.call("GET", "/api/admin/security-keys", token);
  ASSERT_EQ(listed.status, 200);
  auto keys = json::parse(listed.body).at("keys").as_array();
  ASSERT_EQ(keys.size(), 1u);
  EXPECT_EQ(str(keys[0], "name"), "Anahtarlık");
  EXPECT_TRUE(keys[0].at("last_used_at").is_null());

  // The password alone, right or wrong, answers the same: the second factor comes first.
  auto right_alone = admin.sign_in();
  auto wrong_alone = admin.sign_in({}, "yanlis-sifre-uzun");
  ASSERT_EQ(right_alone.status, 401) << right_alone.body;
  EXPECT_EQ(code_of(right_alone), "totp_required");
  EXPECT_EQ(wrong_alone.status, right_alone.status);
  EXPECT_EQ(wrong_alone.body, right_alone.body);

  // The sign-in's options name the key; its answer signs in.
  auto options = admin.post("/api/auth/security-key/options", {{"email", admin.email}});
  ASSERT_EQ(options.status, 200) << options.body;
  auto o = json::parse(options.body);
  EXPECT_EQ(o.at("allow_credentials").as_array().at(0).as_string(), base64url_encode(key.credential_id));
  auto answer = key.get(admin.rp_id, admin.origin, str(o, "challenge"));
  auto in = admin.sign_in({{"security_key", answer}});
  ASSERT_EQ(in.status, 200) << in.body;

  // The same answer again: its challenge is spent.
  auto replay = admin.sign_in({{"security_key", answer}});
  ASSERT_EQ(replay.status, 401) << replay.body;
  EXPECT_EQ(code_of(replay), "invalid_credentials");

  // A counter that does not grow (a cloned key) is refused, on a fresh challenge.
  auto clone = admin.sign_in({{"security_key", key.get(admin.rp_id, admin.origin, admin.sign_in_challenge(), key.counter)}});
  ASSERT_EQ(clone.status, 401) << clone.body;
  EXPECT_EQ(code_of(clone), "invalid_credentials");

  // A success in between: the failures above count in the sign-in's throttling (5 per account
  // and address since the last success).
  ASSERT_EQ(admin.sign_in({{"security_key", key.get(admin.rp_id, admin.origin, admin.sign_in_challenge())}}).status, 200);

  // With the wrong password, a good answer does not sign in.
  auto wrong_password = admin.sign_in({{"security_key", key.get(admin.rp_id, admin.origin, admin.sign_in_challenge())}},
                                      "yanlis-sifre-uzun");
  ASSERT_EQ(wrong_password.status, 401);
  EXPECT_EQ(code_of(wrong_password), "invalid_credentials");

  // Another origin (a look-alike site relaying the challenge) is refused.
  auto phished = admin.sign_in({{"security_key", key.get(admin.rp_id, "https://evil.example", admin.sign_in_challenge())}});
  ASSERT_EQ(phished.status, 401);

  // A re-authentication challenge does not sign in.
  auto reauth = admin.post("/api/admin/security-key-challenge", {}, token);
  ASSERT_EQ(reauth.status, 200) << reauth.body;
  auto cross = admin.sign_in({{"security_key", key.get(admin.rp_id, admin.origin, str(json::parse(reauth.body), "challenge"))}});
  ASSERT_EQ(cross.status, 401);

  auto again = admin.sign_in({{"security_key", key.get(admin.rp_id, admin.origin, admin.sign_in_challenge())}});
  ASSERT_EQ(again.status, 200) << again.body;
  const auto token2 = access_of(again);

  // Removing the key needs the password and the key itself (the account's only factor).
  auto no_factor = admin.call("DELETE", "/api/admin/security-keys/" + key_id, token2, {{"password", admin.password}});
  ASSERT_EQ(no_factor.status, 422) << no_factor.body;
  auto challenge = admin.post("/api/admin/security-key-challenge", {}, token2);
  ASSERT_EQ(challenge.status, 200);
  auto removed = admin.call("DELETE", "/api/admin/security-keys/" + key_id, token2,
                            {{"password", admin.password},
                             {"security_key", key.get(admin.rp_id, admin.origin, str(json::parse(challenge.body), "challenge"))}});
  ASSERT_EQ(removed.status, 204) << removed.body;
  auto plain = admin.sign_in();
  EXPECT_EQ(plain.status, 200) << "no factor left: the password signs in again";
}

TEST(SecurityKeys, AKeyIsASecondFactorForTheEnrolmentGateAndEndsOtherSessions) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_REQUIRE_TOTP", "1"}});
  start_api_on_its_origin(stack);
  Admin admin{stack, "kapi@example.com", "kapi-sifresi-uzun-1"};
  make_account(stack, admin.email, admin.password);
  // Before any factor the password signs in only to enrol.
  auto first = admin.sign_in();
  ASSERT_EQ(first.status, 200) << first.body;
  ASSERT_TRUE(json::parse(first.body).at("totp_enrolment_required").as_bool());
  const auto token = access_of(first);
  const auto other = access_of(admin.sign_in());
  auto gated = admin.call("GET", "/api/admin/dashboard", token);
  ASSERT_EQ(gated.status, 403) << gated.body;
  EXPECT_EQ(code_of(gated), "totp_enrolment_required");

  // A security key is enough to pass the gate; the session that enrolled it goes on.
  SoftKey key;
  auto added = admin.enrol(key, token);
  ASSERT_EQ(added.status, 201) << added.body;
  EXPECT_EQ(admin.call("GET", "/api/admin/dashboard", token).status, 200);
  auto me = admin.call("GET", "/api/admin/me", token);
  EXPECT_FALSE(json::parse(me.body).at("totp_enrolment_required").as_bool()) << me.body;
  // The other session signed in without a second factor: it ended.
  EXPECT_EQ(admin.call("GET", "/api/admin/me", other).status, 401);
  // From now on the sign-in asks for it.
  auto alone = admin.sign_in();
  ASSERT_EQ(alone.status, 401);
  EXPECT_EQ(code_of(alone), "totp_required");
  EXPECT_EQ(admin.sign_in({{"security_key", key.get(admin.rp_id, admin.origin, admin.sign_in_challenge())}}).status, 200);
}

TEST(SecurityKeys, AKeyConfirmsEveryReauthenticationInPlaceOfACode) {
  Stack stack;
  start_api_on_its_origin(stack);
  Admin admin{stack, "onay@example.com", "onay-sifresi-uzun-1"};
  make_account(stack, admin.email, admin.password);
  SoftKey key;
  ASSERT_EQ(admin.enrol(key, access_of(admin.sign_in())).status, 201);
  auto with_key = [&] {
    auto r = admin.sign_in({{"security_key", key.get(admin.rp_id, admin.origin, admin.sign_in_challenge())}});
    EXPECT_EQ(r.status, 200) << r.body;
    return access_of(r);
  };
  // The password and a fresh answer of the key to a re-authentication challenge.
  auto confirmed = [&](const std::string& token, json::object extra = {}) {
    auto challenge = admin.post("/api/admin/security-key-challenge", {}, token);
    EXPECT_EQ(challenge.status, 200) << challenge.body;
    extra["password"] = admin.password;
    extra["security_key"] = key.get(admin.rp_id, admin.origin, str(json::parse(challenge.body), "challenge"));
    return extra;
  };
  auto field_of = [](const HttpReply& r) { return str(error_of(r), "field"); };
  auto takes_code = [&] {
    auto r = admin.post("/api/auth/security-key/options", {{"email", admin.email}});
    return json::parse(r.body).at("totp").as_bool();
  };
  const auto token = with_key();
  EXPECT_FALSE(takes_code()) << "the sign-in asks a keys-only account for its key, not a code";

  // Keys only: the password alone is asked for the key, never for a code.
  auto alone = admin.post("/api/admin/totp/setup", {{"password", admin.password}}, token);
  ASSERT_EQ(alone.status, 422) << alone.body;
  EXPECT_EQ(field_of(alone), "security_key");
  EXPECT_EQ(str(error_of(alone), "message"), "Onaylamak için güvenlik anahtarınızı kullanın");
  // An answer to a sign-in challenge does not re-authenticate.
  auto cross = admin.post("/api/admin/totp/setup",
                          {{"password", admin.password},
                           {"security_key", key.get(admin.rp_id, admin.origin, admin.sign_in_challenge())}},
                          token);
  ASSERT_EQ(cross.status, 422) << cross.body;
  EXPECT_EQ(field_of(cross), "security_key");

  // Adding an authenticator app, confirmed with the key.
  const auto setup_body = confirmed(token);
  auto setup = admin.post("/api/admin/totp/setup", setup_body, token);
  ASSERT_EQ(setup.status, 200) << setup.body;
  const auto secret = *api::auth::totp::base32_decode(str(json::parse(setup.body), "secret"));
  const auto now = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch());
  ASSERT_EQ(admin.post("/api/admin/totp/enable", {{"code", api::auth::totp::code_at(secret, now.count())}}, token).status, 200);
  EXPECT_TRUE(takes_code());
  // Its answer is spent.
  auto replay = admin.post("/api/admin/totp/recovery-codes", setup_body, token);
  ASSERT_EQ(replay.status, 422) << replay.body;
  EXPECT_EQ(field_of(replay), "security_key");

  // With TOTP and a key, the key serves every re-authentication in place of the code.
  auto codes = admin.post("/api/admin/totp/recovery-codes", confirmed(token), token);
  ASSERT_EQ(codes.status, 200) << codes.body;
  EXPECT_EQ(json::parse(codes.body).at("recovery_codes").as_array().size(), 10u);

  const auto other = with_key();
  auto sessions = json::parse(admin.call("GET", "/api/admin/sessions", token).body).at("sessions").as_array();
  std::string other_id;
  for (const auto& session : sessions)
    if (!session.at("current").as_bool()) other_id = str(session, "id");
  ASSERT_FALSE(other_id.empty());
  auto ended = admin.call("DELETE", "/api/admin/sessions/" + other_id, token, confirmed(token));
  ASSERT_EQ(ended.status, 204) << ended.body;
  EXPECT_EQ(admin.call("GET", "/api/admin/me", other).status, 401);

  ASSERT_EQ(admin.call("PUT", "/api/admin/security-settings", token, {{"require_totp", true}}).status, 200);
  auto off = admin.call("PUT", "/api/admin/security-settings", token, confirmed(token, {{"require_totp", false}}));
  ASSERT_EQ(off.status, 200) << off.body;
  EXPECT_FALSE(json::parse(off.body).at("require_totp").as_bool());

  auto disabled = admin.post("/api/admin/totp/disable", confirmed(token), token);
  ASSERT_EQ(disabled.status, 204) << disabled.body;

  const std::string next = "yeni-onay-sifresi-uzun-2";
  auto changed = admin.post("/api/admin/password", confirmed(token, {{"new_password", next}}), token);
  ASSERT_EQ(changed.status, 204) << changed.body;
  admin.password = next;
  with_key();
}

}  // namespace
