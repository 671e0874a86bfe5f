// The second factor enforced (BONUS_REQUIRE_TOTP): the code asked for before anything is said
// about the password, enrolment forced right after the password, the CLI's way back in. Then the
// re-authentication of sensitive changes (the password change ending other sessions), the
// session list's browser and coarse address, and TOTP secrets always sealed.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <chrono>
#include <csignal>
#include <set>

#include "auth/jwt.hpp"
#include "auth/totp.hpp"
#include "auth/two_factor.hpp"
#include "stack.hpp"

using testing_support::HttpReply;
using testing_support::Stack;
namespace json = boost::json;
namespace totp = api::auth::totp;

namespace {

std::int64_t unix_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}
json::object error_of(const HttpReply& r) { return json::parse(r.body).at("error").as_object(); }
std::string code_of(const HttpReply& r) { return std::string(error_of(r).at("code").as_string()); }
std::string access_of(const HttpReply& r) { return std::string(json::parse(r.body).at("access_token").as_string()); }

struct Client {
  Stack& stack;
  std::string email, password;
  std::vector<std::string> headers{};

  HttpReply sign_in(const json::object& extra = {}, const std::string& with_password = "",
                    const std::string& with_email = "") const {
    json::object body{{"grant_type", "password"},
                      {"email", with_email.empty() ? email : with_email},
                      {"password", with_password.empty() ? password : with_password}};
    for (const auto& [k, v] : extra) body[k] = v;
    return testing_support::http("POST", stack.url("/api/auth/token"), json::serialize(body), headers);
  }
  HttpReply as(const std::string& token, const std::string& method, const std::string& path,
               const json::object& body = {}) const {
    auto h = headers;
    h.push_back("Authorization: Bearer " + token);
    return testing_support::http(method, stack.url(path), json::serialize(body), h);
  }
  // Setup (after the password) and the first code: the secret's raw bytes.
  std::string enrol(const std::string& token) const {
    auto setup = as(token, "POST", "/api/admin/totp/setup", {{"password", password}});
    EXPECT_EQ(setup.status, 200) << setup.body;
    auto secret = *totp::base32_decode(std::string(json::parse(setup.body).at("secret").as_string()));
    auto on = as(token, "POST", "/api/admin/totp/enable", {{"code", totp::code_at(secret, unix_now())}});
    EXPECT_EQ(on.status, 200) << on.body;
    return secret;
  }
};

void make_account(Stack& s, const std::string& email, const std::string& password) {
  ASSERT_EQ(s.run_api_command({"admin", "set-password", email, "--chosen"}, password + "\n"), 0) << s.cli_output();
}
void forget_used_step(Stack& s, const std::string& email) {
  testing_support::sql_count(s.pg_url(), "WITH u AS (UPDATE totp_factors SET last_used_step = NULL WHERE user_id = "
                                         "(SELECT id FROM users WHERE email = '" + email + "') RETURNING 1) "
                                         "SELECT count(*) FROM u");
}

TEST(RequiredSecondFactor, AskedBeforeThePasswordIsConfirmedAndEnrolmentComesFirst) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_REQUIRE_TOTP", "1"}});
  stack.start_api();
  Client admin{stack, "zorunlu@example.com", "zorunlu-iki-adim-sifresi-1"};
  make_account(stack, admin.email, admin.password);

  // Before enrolment: a wrong password and an unknown account answer like an account with TOTP.
  auto wrong = admin.sign_in({}, "yanlis-ama-uzun-sifre-1");
  ASSERT_EQ(wrong.status, 401) << wrong.body;
  EXPECT_EQ(code_of(wrong), "totp_required");
  EXPECT_EQ(admin.sign_in({}, "yanlis-ama-uzun-sifre-1", "kimse@example.com").body, wrong.body);

  // The right password: a session that can do nothing but enrol.
  auto first = admin.sign_in();
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_TRUE(json::parse(first.body).at("totp_enrolment_required").as_bool());
  const auto token = access_of(first);
  auto me = admin.as(token, "GET", "/api/admin/me");
  ASSERT_EQ(me.status, 200);
  EXPECT_TRUE(json::parse(me.body).at("totp_enrolment_required").as_bool());
  for (const char* path : {"/api/admin/dashboard", "/api/admin/casinos", "/api/admin/sessions"}) {
    auto refused = admin.as(token, "GET", path);
    EXPECT_EQ(refused.status, 403) << path << " " << refused.body;
    EXPECT_EQ(code_of(refused), "totp_enrolment_required") << path;
    EXPECT_EQ(error_of(refused).at("message").as_string(), "Devam etmek için önce iki adımlı girişi açmalı veya bir güvenlik anahtarı eklemelisiniz");
  }
  EXPECT_EQ(admin.as(token, "POST", "/api/admin/password",
                     {{"password", admin.password}, {"new_password", "yepyeni-uzun-sifre-99"}})
                .status,
            403);

  const auto secret = admin.enrol(token);
  EXPECT_EQ(admin.as(token, "GET", "/api/admin/dashboard").status, 200) << "enrolled: everything opens";
  EXPECT_FALSE(json::parse(admin.as(token, "GET", "/api/admin/me").body).at("totp_enrolment_required").as_bool());

  // After enrolment: right and wrong password answer alike until the code is checked.
  auto right_alone = admin.sign_in();
  auto wrong_alone = admin.sign_in({}, "yanlis-ama-uzun-sifre-1");
  EXPECT_EQ(right_alone.status, 401);
  EXPECT_EQ(right_alone.body, wrong_alone.body);
  forget_used_step(stack, admin.email);
  const auto code = totp::code_at(secret, unix_now());
  auto wrong_password = admin.sign_in({{"totp_code", code}}, "yanlis-ama-uzun-sifre-1");
  auto wrong_code = admin.sign_in({{"totp_code", totp::code_at(secret, unix_now() - 300)}});
  EXPECT_EQ(wrong_password.status, 401);
  EXPECT_EQ(wrong_password.body, wrong_code.body);
  EXPECT_EQ(code_of(wrong_code), "invalid_credentials");
  auto ok = admin.sign_in({{"totp_code", code}});
  ASSERT_EQ(ok.status, 200) << ok.body;
  EXPECT_FALSE(json::parse(ok.body).as_object().contains("totp_enrolment_required"));

  // The documented way back in for a locked-out admin: the CLI turns TOTP off, and the next
  // sign-in is taken to enrolment again.
  ASSERT_EQ(stack.run_api_command({"admin", "disable-totp", admin.email}), 0) << stack.cli_output();
  auto again = admin.sign_in();
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(admin.as(access_of(again), "GET", "/api/admin/dashboard").status, 403);
}

TEST(Reauthentication, ThePasswordChangeNeedsTheCurrentOneAndEndsEveryOtherSession) {
  Stack stack;
  stack.start_api();
  Client admin{stack, "parola@example.com", "ilk-uzun-parola-sifresi-1",
               {"User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"}};
  make_account(stack, admin.email, admin.password);
  const auto here = access_of(admin.sign_in());
  const auto elsewhere = access_of(admin.sign_in());

  auto change = [&](const json::object& body) { return admin.as(here, "POST", "/api/admin/password", body); };
  auto no_current = change({{"new_password", "yepyeni-uzun-sifre-99"}});
  ASSERT_EQ(no_current.status, 422);
  EXPECT_EQ(error_of(no_current).at("field").as_string(), "password");
  auto wrong_current = change({{"password", "yanlis-uzun-sifre-11"}, {"new_password", "yepyeni-uzun-sifre-99"}});
  ASSERT_EQ(wrong_current.status, 422);
  EXPECT_EQ(error_of(wrong_current).at("message").as_string(), "Şifre yanlış");
  auto short_one = change({{"password", admin.password}, {"new_password", "kisa-sifre"}});
  ASSERT_EQ(short_one.status, 422);
  EXPECT_EQ(error_of(short_one).at("field").as_string(), "new_password");
  EXPECT_EQ(error_of(short_one).at("message").as_string(), "Şifre en az 12 karakter olmalıdır");
  auto breached = change({{"password", admin.password}, {"new_password", "galatasaray1905"}});
  ASSERT_EQ(breached.status, 422);
  EXPECT_EQ(error_of(breached).at("message").as_string(),
            "Bu şifre sızdırılmış şifre listelerinde geçiyor; lütfen başka bir şifre seçin");
  EXPECT_EQ(admin.as(elsewhere, "GET", "/api/admin/me").status, 200) << "nothing changed yet";

  auto changed = change({{"password", admin.password}, {"new_password", "yepyeni-uzun-sifre-99"}});
  ASSERT_EQ(changed.status, 204) << changed.body;
  EXPECT_EQ(admin.as(elsewhere, "GET", "/api/admin/me").status, 401) << "every other session ended";
  EXPECT_EQ(admin.as(here, "GET", "/api/admin/me").status, 200) << "the one that changed it goes on";
  EXPECT_EQ(admin.sign_in().status, 401) << "the old password no longer signs in";
  EXPECT_EQ(admin.sign_in({}, "yepyeni-uzun-sifre-99").status, 200);

  // With TOTP on, the change also needs a current code.
  admin.password = "yepyeni-uzun-sifre-99";
  const auto secret = admin.enrol(here);
  forget_used_step(stack, admin.email);
  auto no_code = change({{"password", admin.password}, {"new_password", "ucuncu-uzun-sifre-77"}});
  ASSERT_EQ(no_code.status, 422);
  EXPECT_EQ(error_of(no_code).at("field").as_string(), "code");
  auto with_code = change({{"password", admin.password},
                           {"code", totp::code_at(secret, unix_now())},
                           {"new_password", "ucuncu-uzun-sifre-77"}});
  EXPECT_EQ(with_code.status, 204) << with_code.body;
}

TEST(Reauthentication, TheSessionListShowsTheBrowserAndACoarseAddress) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_TRUST_FORWARDED_FOR", "1"}});
  stack.start_api();
  Client firefox{stack, "liste@example.com", "liste-uzun-sifresi-12",
                 {"User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
                  "X-Forwarded-For: 203.0.113.77"}};
  make_account(stack, firefox.email, firefox.password);
  Client edge{stack, firefox.email, firefox.password,
              {"User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
               "Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
               "X-Forwarded-For: 2001:db8:abcd:12::1"}};
  const auto token = access_of(firefox.sign_in());
  ASSERT_EQ(edge.sign_in().status, 200);
  auto list = firefox.as(token, "GET", "/api/admin/sessions");
  ASSERT_EQ(list.status, 200) << list.body;
  std::set<std::pair<std::string, std::string>> seen;
  const auto listed = json::parse(list.body);
  for (const auto& v : listed.at("sessions").as_array())
    seen.insert({std::string(v.at("browser").as_string()), std::string(v.at("address").as_string())});
  EXPECT_TRUE(seen.count({"Firefox", "203.0.113.0/24"})) << list.body;
  EXPECT_TRUE(seen.count({"Edge", "2001:db8:abcd::/48"})) << list.body;
  EXPECT_EQ(list.body.find("203.0.113.77"), std::string::npos) << "never the full address";
}

TEST(SealedSecrets, NoKeyStoresNothingAndAKeySealsPlainSecretsAtStart) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_TOTP_KEY", ""}});
  stack.start_api();
  Client admin{stack, "muhur@example.com", "muhur-uzun-sifresi-12"};
  make_account(stack, admin.email, admin.password);
  const auto token = access_of(admin.sign_in());
  auto refused = admin.as(token, "POST", "/api/admin/totp/setup", {{"password", admin.password}});
  ASSERT_EQ(refused.status, 503) << refused.body;
  EXPECT_EQ(code_of(refused), "totp_key_missing");
  EXPECT_NE(std::string(error_of(refused).at("message").as_string()).find("Hiçbir şey kaydedilmedi"), std::string::npos);
  EXPECT_EQ(testing_support::sql_count(stack.pg_url(), "SELECT count(*) FROM totp_factors"), 0);

  // A secret an older version stored as plain text, then a start with the key deployments set.
  const std::string secret = totp::new_secret();
  testing_support::sql_count(
      stack.pg_url(), "WITH i AS (INSERT INTO totp_factors (user_id, secret, enabled_at) SELECT id, 'plain:" +
                          totp::base32_encode(secret, false) + "', now() FROM users WHERE email = '" + admin.email +
                          "' RETURNING 1) SELECT count(*) FROM i");
  stack.stop_api(SIGTERM);
  stack.set_env({{"BONUS_TOTP_KEY", "private-stack-totp-sealing-key-0123456789abcdef"}});
  stack.start_api();
  EXPECT_EQ(testing_support::sql_count(stack.pg_url(), "SELECT count(*) FROM totp_factors WHERE secret LIKE 'plain:%'"), 0);
  EXPECT_EQ(testing_support::sql_count(stack.pg_url(), "SELECT count(*) FROM totp_factors WHERE secret LIKE 'aes256gcm:%' "
                                                       "AND position('" + totp::base32_encode(secret, false) +
                                                       "' IN secret) = 0"),
            1);
  EXPECT_NE(stack.logs().find("sealed 1 TOTP secret(s)"), std::string::npos);
  auto ok = admin.sign_in({{"totp_code", totp::code_at(secret, unix_now())}});
  EXPECT_EQ(ok.status, 200) << "the sealed secret still opens: " << ok.body;
}

}  // namespace
