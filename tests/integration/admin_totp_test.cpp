// Two-step sign-in (TOTP) end to end: the setup and its confirmation, sign-in with a code or a
// recovery code, replay, throttling of wrong codes, turning it off, and the operator's CLI.
// Codes are computed here from the secret the setup shows, with the api's own RFC 6238 code
// (checked against the RFC's vectors in the unit tests). Each test has its own account and its
// own client address (X-Forwarded-For from a trusted proxy), so throttling never crosses tests.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <chrono>
#include <regex>
#include <set>

#include "auth/jwt.hpp"
#include "auth/totp.hpp"
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

class AdminTotp : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    // The sealing key is the stack recipe's, set the way every deployment sets one.
    stack = new Stack(std::map<std::string, std::string>{{"BONUS_TRUST_FORWARDED_FOR", "1"}});
    stack->start_api();
  }
  static void TearDownTestSuite() {
    delete stack;
    stack = nullptr;
  }
  static inline Stack* stack = nullptr;

  // Each test: a fresh admin and a client address of its own.
  void SetUp() override {
    static int n = 0;
    ++n;
    email = "iki-adim-" + std::to_string(n) + "@example.com";
    address = "198.51.100." + std::to_string(n);
    ASSERT_EQ(stack->run_api_command({"admin", "set-password", email, "--chosen"}, password + "\n"), 0) << stack->cli_output();
  }

  std::vector<std::string> from_here() const { return {"X-Forwarded-For: " + address}; }

  HttpReply sign_in(const json::object& extra = {}, const std::string& with_password = "") const {
    json::object body{{"grant_type", "password"}, {"email", email},
                      {"password", with_password.empty() ? password : with_password}};
    for (const auto& [k, v] : extra) body[k] = v;
    return testing_support::http("POST", stack->url("/api/auth/token"), json::serialize(body), from_here());
  }
  std::string access_token() const {
    auto r = sign_in();
    EXPECT_EQ(r.status, 200) << r.body;
    return std::string(json::parse(r.body).at("access_token").as_string());
  }
  HttpReply as(const std::string& token, const std::string& method, const std::string& path,
               const json::object& body = {}) const {
    auto headers = from_here();
    headers.push_back("Authorization: Bearer " + token);
    return testing_support::http(method, stack->url(path), json::serialize(body), headers);
  }

  // Setup and confirmation with the current code: the secret (raw bytes) and the recovery codes.
  std::pair<std::string, std::vector<std::string>> turn_on(const std::string& token) const {
    auto setup = as(token, "POST", "/api/admin/totp/setup", {{"password", password}});
    EXPECT_EQ(setup.status, 200) << setup.body;
    auto secret = *totp::base32_decode(std::string(json::parse(setup.body).at("secret").as_string()));
    auto enabled = as(token, "POST", "/api/admin/totp/enable", {{"code", totp::code_at(secret, unix_now())}});
    EXPECT_EQ(enabled.status, 200) << enabled.body;
    std::vector<std::string> codes;
    const auto answer = json::parse(enabled.body);
    for (const auto& c : answer.at("recovery_codes").as_array())
      codes.emplace_back(c.as_string());
    return {secret, codes};
  }

  // The replay rule refuses a code of a step already used. A test that needs another accepted
  // code "waits for the next step" by forgetting which step was used last.
  void next_step() const {
    testing_support::sql_count(stack->pg_url(),
                               "WITH u AS (UPDATE totp_factors SET last_used_step = NULL WHERE user_id = (SELECT id "
                               "FROM users WHERE email = '" + email + "') RETURNING 1) SELECT count(*) FROM u");
  }
  // The step of the code accepted last.
  std::uint64_t last_used_step() const {
    return static_cast<std::uint64_t>(testing_support::sql_count(
        stack->pg_url(), "SELECT last_used_step FROM totp_factors f JOIN users u ON u.id = f.user_id WHERE u.email = '" +
                             email + "'"));
  }
  long long sessions_of_account() const {
    return testing_support::sql_count(
        stack->pg_url(), "SELECT count(*) FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = '" +
                             email + "'");
  }

  std::string email, address;
  const std::string password = "iki-adimli-giris-sifresi-7";
};

TEST_F(AdminTotp, TurningItOnNeedsACurrentCodeAndShowsTenRecoveryCodesOnce) {
  const auto token = access_token();
  auto status = as(token, "GET", "/api/admin/totp");
  ASSERT_EQ(status.status, 200) << status.body;
  EXPECT_FALSE(json::parse(status.body).at("enabled").as_bool());

  auto confirm_early = as(token, "POST", "/api/admin/totp/enable", {{"code", "123456"}});
  EXPECT_EQ(confirm_early.status, 409) << "no setup started: " << confirm_early.body;

  auto no_password = as(token, "POST", "/api/admin/totp/setup");
  ASSERT_EQ(no_password.status, 422) << "a stolen access token alone cannot enrol: " << no_password.body;
  EXPECT_EQ(error_of(no_password).at("field").as_string(), "password");
  auto wrong_password = as(token, "POST", "/api/admin/totp/setup", {{"password", "baska-bir-sifre-uzun-1"}});
  ASSERT_EQ(wrong_password.status, 422) << wrong_password.body;
  EXPECT_EQ(error_of(wrong_password).at("message").as_string(), "Şifre yanlış");
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM totp_factors f JOIN users u ON "
                                                        "u.id = f.user_id WHERE u.email = '" + email + "'"),
            0);
  auto setup = as(token, "POST", "/api/admin/totp/setup", {{"password", password}});
  ASSERT_EQ(setup.status, 200) << setup.body;
  EXPECT_EQ(setup.headers["cache-control"], "no-store");
  const auto shown = json::parse(setup.body).as_object();
  const std::string base32(shown.at("secret").as_string()), uri(shown.at("otpauth_uri").as_string());
  const auto secret = totp::base32_decode(base32);
  ASSERT_TRUE(secret.has_value());
  EXPECT_EQ(secret->size(), 20u);
  EXPECT_TRUE(uri.starts_with("otpauth://totp/Bonus%20Rehberi:" + email + "?secret=" + base32)) << uri;
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM totp_factors f JOIN users u ON u.id = "
                                                        "f.user_id WHERE u.email = '" + email + "' AND secret LIKE "
                                                        "'aes256gcm:%' AND position('" + base32 + "' IN secret) = 0"),
            1)
      << "the secret is stored sealed, never as the text shown";

  // Not on until confirmed: a password alone still signs in.
  auto other = sign_in();
  EXPECT_EQ(other.status, 200);
  const std::string other_token(json::parse(other.body).at("access_token").as_string());
  auto wrong = as(token, "POST", "/api/admin/totp/enable", {{"code", totp::code_at(*secret, unix_now() - 300)}});
  ASSERT_EQ(wrong.status, 422) << wrong.body;
  EXPECT_EQ(error_of(wrong).at("field").as_string(), "code");
  EXPECT_EQ(error_of(wrong).at("message").as_string(), "Doğrulama kodu geçersiz veya daha önce kullanılmış");
  auto malformed = as(token, "POST", "/api/admin/totp/enable", {{"code", "12a456"}});
  EXPECT_EQ(malformed.status, 422);
  EXPECT_EQ(error_of(malformed).at("message").as_string(), "Doğrulama kodu 6 haneli olmalıdır");
  EXPECT_FALSE(json::parse(as(token, "GET", "/api/admin/totp").body).at("enabled").as_bool());

  auto enabled = as(token, "POST", "/api/admin/totp/enable", {{"code", totp::code_at(*secret, unix_now())}});
  ASSERT_EQ(enabled.status, 200) << enabled.body;
  std::set<std::string> codes;
  const auto answer = json::parse(enabled.body);
  for (const auto& c : answer.at("recovery_codes").as_array()) {
    const std::string code(c.as_string());
    EXPECT_TRUE(std::regex_match(code, std::regex("[A-Z2-7]{4}(-[A-Z2-7]{4}){5}"))) << code;
    EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM totp_recovery_codes WHERE code_hash = '" +
                                                              api::auth::sha256_hex(totp::normalise_recovery_code(code)) + "'"),
              1)
        << "only its hash is stored";
    codes.insert(code);
  }
  EXPECT_EQ(codes.size(), 10u);

  EXPECT_EQ(as(other_token, "GET", "/api/admin/me").status, 401)
      << "turning TOTP on ends every other session (signed in without it)";
  auto on = json::parse(as(token, "GET", "/api/admin/totp").body).as_object();
  EXPECT_TRUE(on.at("enabled").as_bool());
  EXPECT_EQ(on.at("recovery_codes_left").as_int64(), 10);
  EXPECT_EQ(on.find("secret"), on.end());
  auto again = as(token, "POST", "/api/admin/totp/setup", {{"password", password}});
  EXPECT_EQ(again.status, 409) << "the secret is never shown again: " << again.body;
  EXPECT_EQ(again.body.find(base32), std::string::npos);
}

TEST_F(AdminTotp, SignInNeedsTheCodeAndAcceptsEachCodeOnce) {
  const auto [secret, recovery] = turn_on(access_token());
  const auto before = sessions_of_account();

  auto password_only = sign_in();
  ASSERT_EQ(password_only.status, 401) << password_only.body;
  EXPECT_EQ(code_of(password_only), "totp_required");
  EXPECT_EQ(error_of(password_only).at("message").as_string(),
            "İki adımlı doğrulama açık. Doğrulama uygulamanızdaki 6 haneli kodu girin.");
  EXPECT_EQ(sessions_of_account(), before) << "no session without the code";
  auto wrong_password_alone = sign_in({}, "baska-bir-sifre-uzun-1");
  EXPECT_EQ(wrong_password_alone.status, password_only.status);
  EXPECT_EQ(wrong_password_alone.body, password_only.body) << "the password is not confirmed before the code";

  auto wrong_code = sign_in({{"totp_code", totp::code_at(secret, unix_now() - 120)}});
  ASSERT_EQ(wrong_code.status, 401) << wrong_code.body;
  EXPECT_EQ(code_of(wrong_code), "invalid_credentials");
  EXPECT_EQ(error_of(wrong_code).at("message").as_string(), "Giriş başarısız. Lütfen bilgilerinizi kontrol edin.");

  // The code the setup was confirmed with is used up; the next step's code signs in.
  next_step();
  const auto code = totp::code_at(secret, unix_now());
  auto wrong_password = sign_in({{"totp_code", code}}, "baska-bir-sifre-uzun-1");
  ASSERT_EQ(wrong_password.status, 401);
  EXPECT_EQ(wrong_password.body, wrong_code.body) << "a wrong password answers like a wrong code";

  auto ok = sign_in({{"totp_code", code.substr(0, 3) + " " + code.substr(3)}});
  ASSERT_EQ(ok.status, 200) << ok.body;
  auto me = as(std::string(json::parse(ok.body).at("access_token").as_string()), "GET", "/api/admin/me");
  EXPECT_EQ(me.status, 200);
  EXPECT_EQ(sessions_of_account(), before + 1);

  auto replay = sign_in({{"totp_code", code}});
  ASSERT_EQ(replay.status, 401) << "the same code twice: " << replay.body;
  EXPECT_EQ(code_of(replay), "invalid_credentials");
  auto older = sign_in({{"totp_code", totp::code_at(secret, unix_now() - 30)}});
  EXPECT_EQ(older.status, 401) << "a code older than one already accepted";
  EXPECT_EQ(sessions_of_account(), before + 1);
}

TEST_F(AdminTotp, ARecoveryCodeSignsInOnceAndNewCodesNeedACurrentCode) {
  const auto token = access_token();
  const auto [secret, recovery] = turn_on(token);
  // Typed loosely: lower case, without the dashes.
  std::string typed = recovery[3];
  typed.erase(std::remove(typed.begin(), typed.end(), '-'), typed.end());
  for (auto& c : typed) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  auto ok = sign_in({{"recovery_code", typed}});
  ASSERT_EQ(ok.status, 200) << ok.body;
  auto twice = sign_in({{"recovery_code", recovery[3]}});
  ASSERT_EQ(twice.status, 401) << twice.body;
  EXPECT_EQ(code_of(twice), "invalid_credentials");
  EXPECT_EQ(json::parse(as(token, "GET", "/api/admin/totp").body).at("recovery_codes_left").as_int64(), 9);

  auto no_password = as(token, "POST", "/api/admin/totp/recovery-codes", {{"code", "123456"}});
  ASSERT_EQ(no_password.status, 422);
  EXPECT_EQ(error_of(no_password).at("field").as_string(), "password");
  auto no_code = as(token, "POST", "/api/admin/totp/recovery-codes", {{"password", password}});
  ASSERT_EQ(no_code.status, 422);
  EXPECT_EQ(error_of(no_code).at("field").as_string(), "code");
  auto used_code = as(token, "POST", "/api/admin/totp/recovery-codes",
                      {{"password", password}, {"code", totp::hotp(secret, last_used_step())}});
  EXPECT_EQ(used_code.status, 422) << "the code that turned TOTP on is used up";
  next_step();
  auto fresh = as(token, "POST", "/api/admin/totp/recovery-codes",
                  {{"password", password}, {"code", totp::code_at(secret, unix_now())}});
  ASSERT_EQ(fresh.status, 200) << fresh.body;
  EXPECT_EQ(json::parse(fresh.body).at("recovery_codes").as_array().size(), 10u);
  EXPECT_EQ(sign_in({{"recovery_code", recovery[5]}}).status, 401) << "the old codes stopped working";
  EXPECT_EQ(sign_in({{"recovery_code", std::string(json::parse(fresh.body).at("recovery_codes").at(0).as_string())}}).status,
            200);
}

TEST_F(AdminTotp, WrongCodesAreThrottledLikeWrongPasswords) {
  const auto [secret, recovery] = turn_on(access_token());
  // A password alone is neither a failure nor a success (it would clear the failures).
  for (int i = 0; i < 6; ++i) ASSERT_EQ(code_of(sign_in()), "totp_required");
  for (int i = 0; i < 5; ++i) {
    auto r = sign_in({{"totp_code", i % 2 ? "000000" : "999999"}});
    ASSERT_EQ(r.status, 401) << r.body;
  }
  next_step();
  auto blocked = sign_in({{"totp_code", totp::code_at(secret, unix_now())}});
  ASSERT_EQ(blocked.status, 429) << "the sixth attempt after five wrong codes: " << blocked.body;
  EXPECT_EQ(code_of(blocked), "too_many_attempts");
  EXPECT_EQ(sign_in({{"recovery_code", recovery[0]}}).status, 429);
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(),
                                       "SELECT count(*) FROM login_attempts WHERE NOT succeeded AND email = '" + email + "'"),
            5);
}

TEST_F(AdminTotp, CodeChecksInTheBackOfficeCountAsFailedAttemptsToo) {
  const auto token = access_token();
  turn_on(token);
  for (int i = 0; i < 5; ++i)
    ASSERT_EQ(as(token, "POST", "/api/admin/totp/recovery-codes", {{"password", password}, {"code", "000000"}}).status,
              422);
  auto blocked = as(token, "POST", "/api/admin/totp/recovery-codes", {{"password", password}, {"code", "111111"}});
  EXPECT_EQ(blocked.status, 429) << "a stolen access token cannot be used to guess codes: " << blocked.body;
  auto password_guess = as(token, "POST", "/api/admin/totp/disable", {{"password", "tahmin-edilen-sifre"}, {"code", "222222"}});
  EXPECT_EQ(password_guess.status, 429) << "nor passwords";
}

TEST_F(AdminTotp, TurningItOffNeedsThePasswordAndACodeOrARecoveryCode) {
  const auto token = access_token();
  auto [secret, recovery] = turn_on(token);
  next_step();
  const auto code = totp::code_at(secret, unix_now());
  auto no_password = as(token, "POST", "/api/admin/totp/disable", {{"code", code}});
  ASSERT_EQ(no_password.status, 422);
  EXPECT_EQ(error_of(no_password).at("field").as_string(), "password");
  auto wrong_password = as(token, "POST", "/api/admin/totp/disable", {{"password", "yanlis-sifre-uzun-1"}, {"code", code}});
  ASSERT_EQ(wrong_password.status, 422) << wrong_password.body;
  EXPECT_EQ(error_of(wrong_password).at("message").as_string(), "Şifre yanlış");
  auto no_code = as(token, "POST", "/api/admin/totp/disable", {{"password", password}});
  ASSERT_EQ(no_code.status, 422);
  EXPECT_EQ(error_of(no_code).at("field").as_string(), "code");
  auto wrong_code = as(token, "POST", "/api/admin/totp/disable",
                       {{"password", password}, {"code", totp::code_at(secret, unix_now() - 300)}});
  ASSERT_EQ(wrong_code.status, 422);
  EXPECT_EQ(error_of(wrong_code).at("field").as_string(), "code");
  EXPECT_EQ(code_of(sign_in()), "totp_required") << "still on";

  auto off = as(token, "POST", "/api/admin/totp/disable", {{"password", password}, {"code", code}});
  ASSERT_EQ(off.status, 204) << off.body;
  EXPECT_EQ(sign_in().status, 200) << "a password alone signs in again";
  EXPECT_FALSE(json::parse(as(token, "GET", "/api/admin/totp").body).at("enabled").as_bool());
  EXPECT_EQ(as(token, "POST", "/api/admin/totp/disable", {{"password", password}, {"code", code}}).status, 409);

  // Again, turned off with a recovery code this time.
  std::tie(secret, recovery) = turn_on(token);
  auto wrong_recovery = as(token, "POST", "/api/admin/totp/disable", {{"password", password}, {"recovery_code", "AAAA-BBBB-CCCC-DDDD"}});
  ASSERT_EQ(wrong_recovery.status, 422);
  EXPECT_EQ(error_of(wrong_recovery).at("field").as_string(), "recovery_code");
  auto by_recovery = as(token, "POST", "/api/admin/totp/disable", {{"password", password}, {"recovery_code", recovery[9]}});
  EXPECT_EQ(by_recovery.status, 204) << by_recovery.body;
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM totp_recovery_codes c JOIN users u ON "
                                                        "u.id = c.user_id WHERE u.email = '" + email + "'"),
            0);
}

TEST_F(AdminTotp, AnOperatorTurnsItOffForALockedOutAdmin) {
  turn_on(access_token());
  ASSERT_EQ(code_of(sign_in()), "totp_required");
  ASSERT_EQ(stack->run_api_command({"admin", "disable-totp", email}), 0) << stack->cli_output();
  EXPECT_NE(stack->cli_output().find("two-step sign-in turned off for " + email), std::string::npos);
  EXPECT_EQ(sign_in().status, 200);
  EXPECT_EQ(stack->run_api_command({"admin", "disable-totp", "kimse-yok@example.com"}), 1);
  EXPECT_EQ(stack->run_api_command({"admin", "disable-totp"}), 2);
}

}  // namespace
