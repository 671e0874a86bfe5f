// The back office's own security: the switch "every admin must use TOTP" (on at once, off only
// after a re-authentication, never while the server forces it), initial passwords that must be
// changed and expire (ASVS 2.3.1), notices about an admin's own account (2.2.3, 2.5.5, 2.8.5)
// and the pepper of password hashes (2.4.5).
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <chrono>
#include <set>

#include "auth/password.hpp"
#include "auth/totp.hpp"
#include "stack.hpp"

using testing_support::HttpReply;
using testing_support::Stack;
namespace json = boost::json;
namespace totp = api::auth::totp;

namespace {

constexpr const char* kPepper = "private-stack-password-pepper-0123456789abcdef";  // infra/private-stack.conf

std::int64_t unix_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}
json::object error_of(const HttpReply& r) { return json::parse(r.body).at("error").as_object(); }
std::string code_of(const HttpReply& r) { return std::string(error_of(r).at("code").as_string()); }
std::string access_of(const HttpReply& r) { return std::string(json::parse(r.body).at("access_token").as_string()); }

struct Admin {
  Stack& stack;
  std::string email, password;
  std::vector<std::string> headers{"User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"};

  HttpReply sign_in(const json::object& extra = {}) const {
    json::object body{{"grant_type", "password"}, {"email", email}, {"password", password}};
    for (const auto& [k, v] : extra) body[k] = v;
    return testing_support::http("POST", stack.url("/api/auth/token"), json::serialize(body), headers);
  }
  HttpReply as(const std::string& token, const std::string& method, const std::string& path,
               const json::object& body = {}) const {
    auto h = headers;
    h.push_back("Authorization: Bearer " + token);
    return testing_support::http(method, stack.url(path), json::serialize(body), h);
  }
  std::string enrol(const std::string& token) const {
    auto setup = as(token, "POST", "/api/admin/totp/setup", {{"password", password}});
    EXPECT_EQ(setup.status, 200) << setup.body;
    auto secret = *totp::base32_decode(std::string(json::parse(setup.body).at("secret").as_string()));
    auto on = as(token, "POST", "/api/admin/totp/enable", {{"code", totp::code_at(secret, unix_now())}});
    EXPECT_EQ(on.status, 200) << on.body;
    return secret;
  }
};

void make_account(Stack& s, const std::string& email, const std::string& password, bool chosen = true) {
  std::vector<std::string> args{"admin", "set-password", email};
  if (chosen) args.push_back("--chosen");
  ASSERT_EQ(s.run_api_command(args, password + "\n"), 0) << s.cli_output();
}
void forget_used_step(Stack& s, const std::string& email) {
  testing_support::sql_count(s.pg_url(), "WITH u AS (UPDATE totp_factors SET last_used_step = NULL WHERE user_id = "
                                         "(SELECT id FROM users WHERE email = '" + email + "') RETURNING 1) "
                                         "SELECT count(*) FROM u");
}
std::string hash_of(Stack& s, const std::string& email) {
  return testing_support::sql_rows(s.pg_url(), "SELECT password_hash FROM users WHERE email = '" + email + "'")
      .at(0)
      .at(0);
}

}  // namespace

TEST(SecuritySwitch, OnAppliesAtOnceOffNeedsThePasswordAndACode) {
  Stack stack;  // the local demo's setting: BONUS_REQUIRE_TOTP=0, the switch decides
  stack.start_api();
  Admin a{stack, "anahtar@example.com", "anahtar-uzun-sifresi-1"};
  make_account(stack, a.email, a.password);
  const auto token = access_of(a.sign_in());
  auto settings = a.as(token, "GET", "/api/admin/security-settings");
  ASSERT_EQ(settings.status, 200) << settings.body;
  EXPECT_FALSE(json::parse(settings.body).at("require_totp").as_bool());
  EXPECT_FALSE(json::parse(settings.body).at("forced_by_server").as_bool());
  ASSERT_EQ(a.as(token, "GET", "/api/admin/dashboard").status, 200);

  // On: the same session is taken to enrolment at its very next request.
  auto on = a.as(token, "PUT", "/api/admin/security-settings", {{"require_totp", true}});
  ASSERT_EQ(on.status, 200) << on.body;
  EXPECT_TRUE(json::parse(on.body).at("require_totp").as_bool());
  auto gated = a.as(token, "GET", "/api/admin/dashboard");
  EXPECT_EQ(gated.status, 403) << gated.body;
  EXPECT_EQ(code_of(gated), "totp_enrolment_required");
  EXPECT_TRUE(json::parse(a.as(token, "GET", "/api/admin/me").body).at("totp_enrolment_required").as_bool());
  // A new sign-in with the right password is signed in only to enrol; a wrong one is asked for
  // the code, as under BONUS_REQUIRE_TOTP=1.
  auto right_alone = a.sign_in();
  ASSERT_EQ(right_alone.status, 200) << right_alone.body;
  EXPECT_TRUE(json::parse(right_alone.body).at("totp_enrolment_required").as_bool());
  Admin wrong{stack, a.email, "yanlis-ama-uzun-sifre-1"};
  EXPECT_EQ(code_of(wrong.sign_in()), "totp_required");
  const auto secret = a.enrol(token);
  ASSERT_EQ(a.as(token, "GET", "/api/admin/dashboard").status, 200);

  // Off: a stolen token alone cannot do it.
  auto bare = a.as(token, "PUT", "/api/admin/security-settings", {{"require_totp", false}});
  EXPECT_EQ(bare.status, 422) << bare.body;
  auto no_code = a.as(token, "PUT", "/api/admin/security-settings", {{"require_totp", false}, {"password", a.password}});
  EXPECT_EQ(no_code.status, 422) << no_code.body;
  EXPECT_EQ(error_of(no_code).at("field").as_string(), "code") << no_code.body;
  EXPECT_TRUE(json::parse(a.as(token, "GET", "/api/admin/security-settings").body).at("require_totp").as_bool());
  forget_used_step(stack, a.email);
  auto off = a.as(token, "PUT", "/api/admin/security-settings",
                  {{"require_totp", false}, {"password", a.password}, {"code", totp::code_at(secret, unix_now())}});
  ASSERT_EQ(off.status, 200) << off.body;
  EXPECT_FALSE(json::parse(off.body).at("require_totp").as_bool());
}

TEST(SecuritySwitch, CannotBeSwitchedOffWhileTheServerForcesIt) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_REQUIRE_TOTP", "1"}});
  stack.start_api();
  Admin a{stack, "zorunlu@example.com", "zorunlu-uzun-sifresi-1"};
  make_account(stack, a.email, a.password);
  const auto token = access_of(a.sign_in());
  const auto secret = a.enrol(token);
  auto settings = json::parse(a.as(token, "GET", "/api/admin/security-settings").body);
  EXPECT_TRUE(settings.at("require_totp").as_bool());
  EXPECT_TRUE(settings.at("forced_by_server").as_bool());
  forget_used_step(stack, a.email);
  auto off = a.as(token, "PUT", "/api/admin/security-settings",
                  {{"require_totp", false}, {"password", a.password}, {"code", totp::code_at(secret, unix_now())}});
  EXPECT_EQ(off.status, 409) << off.body;
  EXPECT_EQ(code_of(off), "totp_forced");
  EXPECT_TRUE(json::parse(a.as(token, "GET", "/api/admin/security-settings").body).at("require_totp").as_bool());
}

TEST(InitialPassword, MustBeChangedBeforeAnythingElseAndExpires) {
  Stack stack;
  stack.start_api();
  Admin a{stack, "ilk@example.com", "ilk-verilen-uzun-sifre-1"};
  make_account(stack, a.email, a.password, /*chosen=*/false);
  EXPECT_NE(stack.cli_output().find("must be changed at the first sign-in"), std::string::npos) << stack.cli_output();

  auto first = a.sign_in();
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_TRUE(json::parse(first.body).at("password_change_required").as_bool());
  const auto token = access_of(first);
  EXPECT_TRUE(json::parse(a.as(token, "GET", "/api/admin/me").body).at("password_change_required").as_bool());
  for (const char* path : {"/api/admin/dashboard", "/api/admin/casinos", "/api/admin/sessions",
                           "/api/admin/security-settings"}) {
    auto refused = a.as(token, "GET", path);
    EXPECT_EQ(refused.status, 403) << path << " " << refused.body;
    EXPECT_EQ(code_of(refused), "password_change_required") << path;
    EXPECT_EQ(error_of(refused).at("message").as_string(), "Devam etmek için önce ilk şifrenizi değiştirmelisiniz");
  }
  auto changed = a.as(token, "POST", "/api/admin/password",
                      {{"password", a.password}, {"new_password", "kendi-sectigi-uzun-sifre-7"}});
  ASSERT_EQ(changed.status, 204) << changed.body;
  EXPECT_EQ(a.as(token, "GET", "/api/admin/dashboard").status, 200) << "changed: everything opens";
  EXPECT_FALSE(json::parse(a.as(token, "GET", "/api/admin/me").body).at("password_change_required").as_bool());

  // An initial password left unchanged past its time signs in no more, and says nothing more
  // than a wrong password does.
  Admin late{stack, "gec@example.com", "gec-kalan-uzun-sifre-1"};
  make_account(stack, late.email, late.password, /*chosen=*/false);
  testing_support::sql_rows(stack.pg_url(),
                            "UPDATE users SET initial_password_expires_at = now() - interval '1 second' "
                            "WHERE email = 'gec@example.com' RETURNING 1");
  auto expired = late.sign_in();
  EXPECT_EQ(expired.status, 401) << expired.body;
  EXPECT_EQ(code_of(expired), "invalid_credentials");
  EXPECT_NE(stack.logs().find("initial password expired unchanged"), std::string::npos);
}

TEST(SecurityNotices, EveryChangeAndAReusedCodeReachTheAdminWithoutSecrets) {
  Stack stack;
  stack.start_api();
  Admin a{stack, "bildirim@example.com", "bildirim-uzun-sifresi-1"};
  make_account(stack, a.email, a.password);
  const auto first = a.sign_in();  // an unknown device: a notice
  ASSERT_EQ(first.status, 200);
  const auto token = access_of(first);
  const std::string device = std::string(json::parse(first.body).at("device_token").as_string());
  const auto secret = a.enrol(token);
  auto codes = a.as(token, "POST", "/api/admin/totp/recovery-codes",
                    {{"password", a.password}, {"code", totp::code_at(secret, unix_now() + 30)}});
  ASSERT_EQ(codes.status, 200) << codes.body;

  // ASVS 2.8.5: a code accepted once is refused within its window, logged, and notified.
  forget_used_step(stack, a.email);
  const auto code = totp::code_at(secret, unix_now());
  ASSERT_EQ(a.sign_in({{"totp_code", code}, {"device_token", device}}).status, 200) << "a known device: no notice";
  auto again = a.sign_in({{"totp_code", code}, {"device_token", device}});
  EXPECT_EQ(again.status, 401) << again.body;
  EXPECT_EQ(code_of(again), "invalid_credentials");
  EXPECT_NE(stack.logs().find("presented a TOTP code already used"), std::string::npos);

  forget_used_step(stack, a.email);
  auto changed = a.as(token, "POST", "/api/admin/password",
                      {{"password", a.password}, {"code", totp::code_at(secret, unix_now())},
                       {"new_password", "bildirim-yeni-uzun-sifre-2"}});
  ASSERT_EQ(changed.status, 204) << changed.body;

  auto list = a.as(token, "GET", "/api/admin/security-notices");
  ASSERT_EQ(list.status, 200) << list.body;
  const auto answer = json::parse(list.body).as_object();
  std::multiset<std::string> kinds;
  for (const auto& n : answer.at("notices").as_array()) {
    kinds.insert(std::string(n.at("kind").as_string()));
    EXPECT_EQ(n.at("browser").as_string(), "Firefox");
    EXPECT_FALSE(n.at("read").as_bool());
  }
  for (const char* kind : {"new_device", "totp_enabled", "recovery_codes_renewed", "totp_code_reused", "password_changed"})
    EXPECT_EQ(kinds.count(kind), 1U) << kind << " in " << list.body;
  EXPECT_EQ(answer.at("unread").as_int64(), static_cast<std::int64_t>(kinds.size()));
  // Nothing secret: no password, code, recovery code or token in a notice.
  for (const auto& secret_text : {a.password, std::string("bildirim-yeni-uzun-sifre-2"), code, token})
    EXPECT_EQ(list.body.find(secret_text), std::string::npos) << secret_text;
  const auto made = json::parse(codes.body);
  for (const auto& rc : made.at("recovery_codes").as_array())
    EXPECT_EQ(list.body.find(std::string(rc.as_string())), std::string::npos);

  // Turning TOTP off, and the operator's reset, are notices too; reading them clears the banner.
  a.password = "bildirim-yeni-uzun-sifre-2";
  forget_used_step(stack, a.email);
  ASSERT_EQ(a.as(token, "POST", "/api/admin/totp/disable",
                 {{"password", a.password}, {"code", totp::code_at(secret, unix_now())}})
                .status,
            204);
  ASSERT_EQ(stack.run_api_command({"admin", "disable-totp", a.email}), 0);
  auto later = json::parse(a.as(token, "GET", "/api/admin/security-notices").body).as_object();
  std::set<std::string> now_kinds;
  for (const auto& n : later.at("notices").as_array()) now_kinds.insert(std::string(n.at("kind").as_string()));
  EXPECT_TRUE(now_kinds.contains("totp_disabled"));
  EXPECT_TRUE(now_kinds.contains("totp_reset"));
  ASSERT_EQ(a.as(token, "POST", "/api/admin/security-notices/read").status, 204);
  EXPECT_EQ(json::parse(a.as(token, "GET", "/api/admin/security-notices").body).at("unread").as_int64(), 0);
}

TEST(PasswordPepper, AStoredHashCannotBeVerifiedWithoutThePepperAndOldHashesAreUpgraded) {
  Stack stack;  // BONUS_PASSWORD_PEPPER from infra/private-stack.conf, for the api and its CLI
  stack.start_api();
  Admin a{stack, "biber@example.com", "biberli-uzun-sifre-1"};
  make_account(stack, a.email, a.password);
  const auto stored = hash_of(stack, a.email);
  ASSERT_TRUE(stored.starts_with(api::auth::kPepperedPrefix)) << stored;
  EXPECT_FALSE(api::auth::verify_password_peppered(stored, a.password, "")) << "no pepper: nothing verifies";
  EXPECT_FALSE(api::auth::verify_password(stored.substr(api::auth::kPepperedPrefix.size()), a.password))
      << "the Argon2id part alone does not hold the password";
  EXPECT_FALSE(api::auth::verify_password_peppered(stored, a.password, "another-pepper-another-pepper-0123456789"));
  EXPECT_TRUE(api::auth::verify_password_peppered(stored, a.password, kPepper));
  ASSERT_EQ(a.sign_in().status, 200);

  // A hash from before the pepper signs in once and is replaced by a peppered one.
  Admin old{stack, "eski@example.com", "eski-hash-uzun-sifre-1"};
  make_account(stack, old.email, "gecici-uzun-sifre-9");
  testing_support::sql_rows(stack.pg_url(), "UPDATE users SET password_hash = '" +
                                                api::auth::hash_password(old.password) +
                                                "' WHERE email = 'eski@example.com' RETURNING 1");
  ASSERT_FALSE(hash_of(stack, old.email).starts_with(api::auth::kPepperedPrefix));
  ASSERT_EQ(old.sign_in().status, 200);
  const auto upgraded = hash_of(stack, old.email);
  EXPECT_TRUE(upgraded.starts_with(api::auth::kPepperedPrefix)) << upgraded;
  EXPECT_TRUE(api::auth::verify_password_peppered(upgraded, old.password, kPepper));
  EXPECT_EQ(old.sign_in().status, 200);
}
