// Admin identity end to end: sign-in, the token answer, refresh rotation and reuse detection,
// sign-out, the CLI, throttling, and the authorisation matrix over the router's own table.
#include <gtest/gtest.h>

#include <atomic>
#include <boost/json.hpp>
#include <chrono>
#include <regex>
#include <thread>

#include "auth/jwt.hpp"
#include "auth/password.hpp"
#include "routes.hpp"
#include "shared_stack_suite.hpp"
#include "stack.hpp"

using testing_support::HttpReply;
using testing_support::Stack;
namespace json = boost::json;

namespace {

std::int64_t unix_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

json::object error_of(const HttpReply& r) { return json::parse(r.body).at("error").as_object(); }
std::string message_of(const HttpReply& r) { return std::string(error_of(r).at("message").as_string()); }

HttpReply post_token(const Stack& s, const json::object& body, const std::string& query = "") {
  return testing_support::http("POST", s.url("/api/auth/token" + query), json::serialize(body));
}
HttpReply refresh(const Stack& s, const std::string& token) {
  return post_token(s, {{"grant_type", "refresh_token"}, {"refresh_token", token}});
}
HttpReply as(const Stack& s, const std::string& token, const std::string& method, const std::string& path,
             const std::string& body = "") {
  return testing_support::http(method, s.url(path), body, {"Authorization: Bearer " + token});
}

struct Session {
  std::string access, refresh;
};
Session session_of(const HttpReply& r) {
  EXPECT_EQ(r.status, 200) << r.body;
  auto o = json::parse(r.body).as_object();
  return {std::string(o.at("access_token").as_string()), std::string(o.at("refresh_token").as_string())};
}

// Creates (or resets) an account through the CLI.
void make_account(Stack& s, const std::string& email, const std::string& password,
                  const std::string& role = "admin") {
  ASSERT_EQ(s.run_api_command({"admin", "set-password", email, "--role", role, "--chosen"}, password + "\n"), 0)
      << s.cli_output();
}

class AdminAuth : public testing_support::SharedStackSuite<AdminAuth> {};

TEST_F(AdminAuth, PasswordGrantAnswersTheSessionShape) {
  auto before = unix_now();
  auto r = stack->login(stack->admin_email(), stack->admin_password());
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.headers["cache-control"], "no-store");
  auto o = json::parse(r.body).as_object();
  EXPECT_EQ(o.at("token_type").as_string(), "bearer");
  EXPECT_EQ(o.at("expires_in").as_int64(), 900);
  EXPECT_GE(o.at("expires_at").as_int64(), before + 900);
  EXPECT_LE(o.at("expires_at").as_int64(), unix_now() + 900);
  EXPECT_GE(o.at("refresh_token").as_string().size(), 40u);
  auto user = o.at("user").as_object();
  EXPECT_EQ(user.at("email").as_string(), stack->admin_email());
  EXPECT_EQ(user.at("role").as_string(), "admin");
  EXPECT_EQ(std::count(o.at("access_token").as_string().begin(), o.at("access_token").as_string().end(), '.'),
            2);

  auto me = as(*stack, std::string(o.at("access_token").as_string()), "GET", "/api/admin/me");
  ASSERT_EQ(me.status, 200) << me.body;
  EXPECT_EQ(json::parse(me.body).at("id"), user.at("id"));
  EXPECT_EQ(json::parse(me.body).at("email").as_string(), stack->admin_email());
  // The refresh token is stored only as its SHA-256.
  auto token = std::string(o.at("refresh_token").as_string());
  EXPECT_EQ(
      testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM refresh_tokens WHERE token_hash = '" +
                                                      api::auth::sha256_hex(token) + "'"),
      1);
  EXPECT_EQ(testing_support::sql_count(
                stack->pg_url(), "SELECT count(*) FROM refresh_tokens WHERE token_hash = '" + token + "'"),
            0);
}

TEST_F(AdminAuth, EmailIsCaseInsensitiveAndFormBodiesAndQueryGrantTypeWork) {
  std::string upper = stack->admin_email();
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_EQ(stack->login(upper, stack->admin_password()).status, 200);

  make_account(*stack, "form@example.com", "şifre & + = %");
  std::string form = "grant_type=password&email=form%40example.com&password=%C5%9Fifre+%26+%2B+%3D+%25";
  auto r = testing_support::http("POST", stack->url("/api/auth/token"), form,
                                 {"Content-Type: application/x-www-form-urlencoded"});
  EXPECT_EQ(r.status, 200) << r.body;
  auto q = post_token(*stack, {{"email", "form@example.com"}, {"password", "şifre & + = %"}},
                      "?grant_type=password");
  EXPECT_EQ(q.status, 200) << q.body;
}

TEST_F(AdminAuth, LoginValidationUsesTheSpecMessages) {
  auto bad_email =
      post_token(*stack, {{"grant_type", "password"}, {"email", "yanlis"}, {"password", "123456"}});
  ASSERT_EQ(bad_email.status, 422) << bad_email.body;
  EXPECT_EQ(message_of(bad_email), "Geçerli bir email adresi giriniz");
  EXPECT_EQ(error_of(bad_email).at("field").as_string(), "email");

  auto short_pw =
      post_token(*stack, {{"grant_type", "password"}, {"email", "a@example.com"}, {"password", "12345"}});
  ASSERT_EQ(short_pw.status, 422);
  EXPECT_EQ(message_of(short_pw), "Şifre en az 6 karakter olmalıdır");
  EXPECT_EQ(error_of(short_pw).at("field").as_string(), "password");

  auto both = post_token(*stack, {{"grant_type", "password"}});
  ASSERT_EQ(both.status, 422);
  EXPECT_EQ(error_of(both).at("details").as_array().size(), 2u);

  auto grant = post_token(*stack, {{"grant_type", "client_credentials"}});
  EXPECT_EQ(grant.status, 400);
  EXPECT_EQ(error_of(grant).at("code").as_string(), "unsupported_grant_type");
  EXPECT_EQ(testing_support::http("POST", stack->url("/api/auth/token"), "{nope").status, 400);
}

TEST_F(AdminAuth, WrongPasswordAndUnknownAccountAnswerAlike) {
  make_account(*stack, "known@example.com", "dogru-sifre-42");
  auto wrong = post_token(
      *stack, {{"grant_type", "password"}, {"email", "known@example.com"}, {"password", "yanlis-sifre"}});
  auto unknown = post_token(
      *stack, {{"grant_type", "password"}, {"email", "nobody@example.com"}, {"password", "yanlis-sifre"}});
  ASSERT_EQ(wrong.status, 401) << wrong.body;
  EXPECT_EQ(unknown.status, wrong.status);
  EXPECT_EQ(unknown.body, wrong.body);
  EXPECT_EQ(message_of(wrong), "Giriş başarısız. Lütfen bilgilerinizi kontrol edin.");
  // Both ran Argon2 (m=19 MiB, t=2), which takes milliseconds: an unknown email is not a shortcut.
  EXPECT_GT(unknown.seconds, 0.005);
  EXPECT_GT(wrong.seconds, 0.005);
}

TEST_F(AdminAuth, AccountWithoutAdminRowIsRefusedAtLogin) {
  make_account(*stack, "editor@example.com", "editor-sifre", "none");
  auto r = post_token(
      *stack, {{"grant_type", "password"}, {"email", "editor@example.com"}, {"password", "editor-sifre"}});
  ASSERT_EQ(r.status, 403) << r.body;
  EXPECT_EQ(message_of(r), "Bu hesap admin yetkisine sahip değil");
  // With a wrong password the same account is just a failed login: 403 only follows proof of the password.
  auto wrong = post_token(
      *stack, {{"grant_type", "password"}, {"email", "editor@example.com"}, {"password", "baska-sifre"}});
  EXPECT_EQ(wrong.status, 401);
}

TEST_F(AdminAuth, RefreshRotatesAndReuseRevokesTheWholeFamily) {
  auto other = session_of(stack->login(stack->admin_email(), stack->admin_password()));
  auto first = session_of(stack->login(stack->admin_email(), stack->admin_password()));

  auto r2 = refresh(*stack, first.refresh);
  auto second = session_of(r2);
  EXPECT_NE(second.refresh, first.refresh);
  EXPECT_NE(second.access, first.access);
  EXPECT_EQ(as(*stack, second.access, "GET", "/api/admin/me").status, 200);
  EXPECT_EQ(as(*stack, first.access, "GET", "/api/admin/me").status, 200)
      << "rotation alone does not end the session";

  // The rotated token comes back after the grace window: someone has a copy. The family ends.
  testing_support::sql_count(stack->pg_url(),
                             "WITH u AS (UPDATE refresh_tokens SET used_at = used_at - interval '1 hour' "
                             "WHERE used_at IS NOT NULL RETURNING 1) SELECT count(*) FROM u");
  auto reuse = refresh(*stack, first.refresh);
  ASSERT_EQ(reuse.status, 401) << reuse.body;
  EXPECT_EQ(message_of(reuse), "Oturum geçersiz veya süresi dolmuş");
  auto after = refresh(*stack, second.refresh);
  EXPECT_EQ(after.status, 401) << "the newest token of the family is revoked too";
  auto me = as(*stack, second.access, "GET", "/api/admin/me");
  EXPECT_EQ(me.status, 401) << "access tokens of the family end with it";
  EXPECT_EQ(message_of(me), "Oturum geçersiz veya süresi dolmuş");

  EXPECT_EQ(as(*stack, other.access, "GET", "/api/admin/me").status, 200) << "other sessions are untouched";
  EXPECT_EQ(refresh(*stack, other.refresh).status, 200);
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(),
                                       "SELECT count(*) FROM auth_sessions WHERE revoked_reason = 'reuse'"),
            1);
}

// A refresh retried right after its answer was lost (same token, within BONUS_REFRESH_GRACE_S)
// is rotated again instead of ending the session; the token the lost answer carried is dead.
TEST_F(AdminAuth, ARefreshRetriedWithinTheGraceWindowKeepsTheSession) {
  auto first = session_of(stack->login(stack->admin_email(), stack->admin_password()));
  auto lost = session_of(refresh(*stack, first.refresh));  // the answer the client never read
  auto retried = refresh(*stack, first.refresh);
  ASSERT_EQ(retried.status, 200) << retried.body;
  auto again = session_of(retried);
  EXPECT_NE(again.refresh, lost.refresh);
  auto next = session_of(refresh(*stack, again.refresh));
  EXPECT_EQ(as(*stack, next.access, "GET", "/api/admin/me").status, 200);
  // The token of the lost answer turning up later is a copy: the family ends.
  EXPECT_EQ(refresh(*stack, lost.refresh).status, 401);
  EXPECT_EQ(refresh(*stack, next.refresh).status, 401);
}

// An admin sees their own live sessions and ends one: its access and refresh tokens stop at once.
// Another account's session cannot be ended (the same 404 as one that does not exist).
TEST_F(AdminAuth, AnAdminListsAndEndsTheirOwnSessions) {
  auto here = session_of(stack->login(stack->admin_email(), stack->admin_password()));
  auto laptop = session_of(stack->login(stack->admin_email(), stack->admin_password()));
  auto list = as(*stack, here.access, "GET", "/api/admin/sessions");
  ASSERT_EQ(list.status, 200) << list.body;
  std::string current_id, laptop_id;
  const auto sessions = json::parse(list.body).at("sessions").as_array();
  EXPECT_GE(sessions.size(), 2u);
  for (const auto& v : sessions) {
    const auto& o = v.as_object();
    for (const char* key : {"created_at", "last_used_at", "expires_at"})
      EXPECT_TRUE(std::regex_match(std::string(o.at(key).as_string()), std::regex(R"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)"))) << key;
    if (o.at("current").as_bool()) current_id = std::string(o.at("id").as_string());
  }
  ASSERT_FALSE(current_id.empty()) << list.body;
  // The laptop's session is the one its own list calls current.
  const auto laptop_list = json::parse(as(*stack, laptop.access, "GET", "/api/admin/sessions").body);
  for (const auto& v : laptop_list.at("sessions").as_array())
    if (v.as_object().at("current").as_bool()) laptop_id = std::string(v.as_object().at("id").as_string());
  ASSERT_FALSE(laptop_id.empty());
  EXPECT_NE(laptop_id, current_id);

  const std::string reauth = json::serialize(json::object{{"password", stack->admin_password()}});
  auto unconfirmed = as(*stack, here.access, "DELETE", "/api/admin/sessions/" + laptop_id);
  ASSERT_EQ(unconfirmed.status, 422) << "ending a session needs the password: " << unconfirmed.body;
  EXPECT_EQ(error_of(unconfirmed).at("field").as_string(), "password");
  auto wrong = as(*stack, here.access, "DELETE", "/api/admin/sessions/" + laptop_id,
                  json::serialize(json::object{{"password", "Yanlis-Parola-Uzun-1"}}));
  ASSERT_EQ(wrong.status, 422) << wrong.body;
  EXPECT_EQ(message_of(wrong), "Şifre yanlış");
  EXPECT_EQ(as(*stack, laptop.access, "GET", "/api/admin/me").status, 200) << "nothing ended yet";
  auto ended = as(*stack, here.access, "DELETE", "/api/admin/sessions/" + laptop_id, reauth);
  EXPECT_EQ(ended.status, 204) << ended.body;
  EXPECT_EQ(as(*stack, laptop.access, "GET", "/api/admin/me").status, 401);
  EXPECT_EQ(refresh(*stack, laptop.refresh).status, 401);
  EXPECT_EQ(as(*stack, here.access, "GET", "/api/admin/me").status, 200) << "only that session ended";
  EXPECT_EQ(as(*stack, here.access, "GET", "/api/admin/sessions").body.find(laptop_id), std::string::npos);
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM auth_sessions WHERE id = '" + laptop_id +
                                                           "' AND revoked_reason = 'ended_by_admin'"),
            1);

  auto twice = as(*stack, here.access, "DELETE", "/api/admin/sessions/" + laptop_id, reauth);
  EXPECT_EQ(twice.status, 404);
  EXPECT_EQ(message_of(twice), "Oturum bulunamadı");
  EXPECT_EQ(as(*stack, here.access, "DELETE", "/api/admin/sessions/not-a-session").status, 404);

  make_account(*stack, "ikinci-yonetici@test.example.com", "Baska-Bir-Parola-42");
  auto other = session_of(stack->login("ikinci-yonetici@test.example.com", "Baska-Bir-Parola-42"));
  EXPECT_EQ(as(*stack, other.access, "DELETE", "/api/admin/sessions/" + current_id,
               json::serialize(json::object{{"password", "Baska-Bir-Parola-42"}}))
                .status,
            404);
  EXPECT_EQ(as(*stack, other.access, "GET", "/api/admin/sessions").body.find(current_id), std::string::npos);
  EXPECT_EQ(as(*stack, here.access, "GET", "/api/admin/me").status, 200);
}

// Sessions and refresh tokens that ended or expired more than a day ago are deleted at sign-in.
TEST_F(AdminAuth, OldSessionsAndTokensArePurged) {
  auto old = session_of(stack->login(stack->admin_email(), stack->admin_password()));
  auto claims = api::auth::verify_access_token(old.access, {stack->jwt_secret()}, unix_now()).claims;
  ASSERT_TRUE(claims.has_value());
  const std::string sid = claims->sid, of_it = "SELECT count(*) FROM auth_sessions WHERE id = '" + claims->sid + "'";
  testing_support::sql_count(stack->pg_url(), "WITH o AS (UPDATE auth_sessions SET created_at = now() - interval '3 days', "
                                              "expires_at = now() - interval '2 days' WHERE id = '" + sid +
                                                  "' RETURNING 1) SELECT count(*) FROM o");
  testing_support::sql_count(stack->pg_url(), "WITH o AS (UPDATE refresh_tokens SET expires_at = now() - interval '2 days' "
                                              "WHERE family_id = '" + sid + "' RETURNING 1) SELECT count(*) FROM o");
  ASSERT_EQ(testing_support::sql_count(stack->pg_url(), of_it), 1);
  session_of(stack->login(stack->admin_email(), stack->admin_password()));
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), of_it), 0) << "the old session is gone";
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM refresh_tokens WHERE expires_at < now() - interval '1 day'"), 0);
}

TEST_F(AdminAuth, RefreshErrors) {
  auto missing = post_token(*stack, {{"grant_type", "refresh_token"}});
  EXPECT_EQ(missing.status, 400);
  EXPECT_EQ(error_of(missing).at("field").as_string(), "refresh_token");
  EXPECT_EQ(refresh(*stack, "bu-bir-token-degil").status, 401);
}

TEST_F(AdminAuth, LogoutEndsTheSessionAtOnce) {
  auto s = session_of(stack->login(stack->admin_email(), stack->admin_password()));
  auto out = as(*stack, s.access, "POST", "/api/auth/logout");
  EXPECT_EQ(out.status, 204);
  auto me = as(*stack, s.access, "GET", "/api/admin/me");
  EXPECT_EQ(me.status, 401);
  EXPECT_EQ(message_of(me), "Oturum geçersiz veya süresi dolmuş");
  EXPECT_EQ(refresh(*stack, s.refresh).status, 401);

  // Signing out with only the refresh token (an expired access token, say) works as well.
  auto t = session_of(stack->login(stack->admin_email(), stack->admin_password()));
  auto by_refresh = testing_support::http("POST", stack->url("/api/auth/logout"),
                                          json::serialize(json::object{{"refresh_token", t.refresh}}));
  EXPECT_EQ(by_refresh.status, 204);
  EXPECT_EQ(as(*stack, t.access, "GET", "/api/admin/me").status, 401);
  EXPECT_EQ(testing_support::http("POST", stack->url("/api/auth/logout")).status, 204)
      << "nothing to end is fine";
}

// Logout takes nothing, a form or a JSON object with a string refresh_token (as described):
// any other body is refused, and a refused request ends no session.
TEST_F(AdminAuth, LogoutRefusesABodyItDoesNotTakeAndThenEndsNothing) {
  auto s = session_of(stack->login(stack->admin_email(), stack->admin_password()));
  auto bytes = testing_support::http("POST", stack->url("/api/auth/logout"), std::string("\x93\x01\xffgarbage", 10),
                                     {"Authorization: Bearer " + s.access, "Content-Type: application/octet-stream"});
  EXPECT_EQ(bytes.status, 400) << bytes.body;
  EXPECT_EQ(error_of(bytes).at("code").as_string(), "invalid_json");
  auto array = as(*stack, s.access, "POST", "/api/auth/logout", "[1,2]");
  EXPECT_EQ(array.status, 400) << array.body;
  auto number = as(*stack, s.access, "POST", "/api/auth/logout", R"({"refresh_token":5})");
  EXPECT_EQ(number.status, 422) << number.body;
  EXPECT_EQ(error_of(number).at("field").as_string(), "refresh_token");
  EXPECT_EQ(as(*stack, s.access, "GET", "/api/admin/me").status, 200) << "a refused logout ended the session";

  auto form = testing_support::http("POST", stack->url("/api/auth/logout"), "refresh_token=" + s.refresh,
                                    {"Content-Type: application/x-www-form-urlencoded"});
  EXPECT_EQ(form.status, 204);
  EXPECT_EQ(as(*stack, s.access, "GET", "/api/admin/me").status, 401);
}

TEST_F(AdminAuth, CliResetEndsSessionsAndIfMissingLeavesAccountsAlone) {
  make_account(*stack, "reset@example.com", "eski-sifre-2026");
  auto s = session_of(stack->login("reset@example.com", "eski-sifre-2026"));

  ASSERT_EQ(
      stack->run_api_command({"admin", "set-password", "reset@example.com", "--if-missing", "--chosen"}, "baska-sifre-2026\n"),
      0);
  EXPECT_NE(stack->cli_output().find("left unchanged"), std::string::npos);
  EXPECT_EQ(stack->login("reset@example.com", "eski-sifre-2026").status, 200) << "--if-missing changed nothing";
  EXPECT_EQ(as(*stack, s.access, "GET", "/api/admin/me").status, 200);

  make_account(*stack, "reset@example.com", "yeni-sifre-2026");
  EXPECT_EQ(as(*stack, s.access, "GET", "/api/admin/me").status, 401) << "a reset ends every session";
  EXPECT_EQ(refresh(*stack, s.refresh).status, 401);
  EXPECT_EQ(stack->login("reset@example.com", "eski-sifre-2026").status, 401);
  EXPECT_EQ(stack->login("reset@example.com", "yeni-sifre-2026").status, 200);
}

TEST_F(AdminAuth, CliRemoveTakesAdminRightsAway) {
  make_account(*stack, "leaving@example.com", "ayrilan-sifre");
  auto s = session_of(stack->login("leaving@example.com", "ayrilan-sifre"));
  ASSERT_EQ(stack->run_api_command({"admin", "remove", "leaving@example.com"}), 0) << stack->cli_output();
  EXPECT_EQ(as(*stack, s.access, "GET", "/api/admin/me").status, 401);
  EXPECT_EQ(refresh(*stack, s.refresh).status, 401);
  EXPECT_EQ(stack->login("leaving@example.com", "ayrilan-sifre").status, 403);
  EXPECT_EQ(stack->run_api_command({"admin", "remove", "nobody-here@example.com"}), 1);
}

TEST_F(AdminAuth, CliRefusesBadInputWithTheSpecMessages) {
  EXPECT_EQ(stack->run_api_command({"admin", "set-password", "short@example.com", "--chosen"}, "kisa-sifre1\n"), 2);
  EXPECT_NE(stack->cli_output().find("Şifre en az 12 karakter olmalıdır"), std::string::npos);
  EXPECT_EQ(stack->run_api_command({"admin", "set-password", "not-an-email", "--chosen"}, "123456\n"), 2);
  EXPECT_NE(stack->cli_output().find("Geçerli bir email adresi giriniz"), std::string::npos);
  EXPECT_EQ(stack->run_api_command({"admin", "set-password", "x@example.com", "--role", "root", "--chosen"}, "123456\n"),
            2);
  EXPECT_EQ(stack->run_api_command({"admin", "frobnicate"}), 2);
  EXPECT_EQ(testing_support::sql_count(
                stack->pg_url(),
                "SELECT count(*) FROM users WHERE email IN ('short@example.com', 'x@example.com')"),
            0);
  ASSERT_EQ(stack->run_api_command({"admin", "list"}), 0);
  EXPECT_NE(stack->cli_output().find(stack->admin_email() + "\tadmin"), std::string::npos);
  // The password is hashed, never stored as given: keyed with the pepper, then Argon2id.
  auto rows = testing_support::sql_rows(
      stack->pg_url(), "SELECT password_hash FROM users WHERE email = '" + stack->admin_email() + "'");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_TRUE(rows[0][0].starts_with("$peppered-v1$argon2id$v=19$m=19456,t=2,p=1$")) << rows[0][0];
}

// ---- the authorisation matrix ----

std::string fill_params(std::string_view pattern) {
  static const std::regex param("\\{[^}]+\\}");
  return std::regex_replace(std::string(pattern), param, "6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60");
}

std::string method_name(api::http::verb v) { return std::string(api::http::to_string(v)); }

// A token with the claims of `token` but another expiry, signed with `secret`.
std::string resign(const std::string& token, std::int64_t exp, const std::string& secret) {
  auto dot1 = token.find('.'), dot2 = token.rfind('.');
  auto payload =
      json::parse(*api::auth::base64url_decode(token.substr(dot1 + 1, dot2 - dot1 - 1))).as_object();
  api::auth::AccessClaims c{std::string(payload.at("sub").as_string()),
                            std::string(payload.at("email").as_string()),
                            std::string(payload.at("role").as_string()),
                            std::string(payload.at("jti").as_string()),
                            std::string(payload.at("sid").as_string()),
                            payload.at("ver").as_int64(),
                            payload.at("iat").as_int64(),
                            exp};
  return api::auth::sign_access_token(c, secret);
}

TEST_F(AdminAuth, EveryAdminRouteRefusesEveryBadCredentialAndServesAnAdmin) {
  // Credentials of each kind.
  auto admin = session_of(stack->login(stack->admin_email(), stack->admin_password())).access;
  auto expired = resign(admin, unix_now() - 1, stack->jwt_secret());
  auto bad_signature = resign(admin, unix_now() + 600, "not-the-secret-not-the-secret-not-the-secret");
  auto logged_out = session_of(stack->login(stack->admin_email(), stack->admin_password())).access;
  ASSERT_EQ(as(*stack, logged_out, "POST", "/api/auth/logout").status, 204);
  make_account(*stack, "demoted@example.com", "demoted-sifre");
  auto demoted = session_of(stack->login("demoted@example.com", "demoted-sifre")).access;
  // An operator deletes the admin row by hand: the account's live session is no longer an admin's.
  testing_support::sql_rows(
      stack->pg_url(),
      "DELETE FROM admin_users WHERE id = (SELECT id FROM users WHERE email = 'demoted@example.com') "
      "RETURNING id");

  struct Case {
    std::string name;
    std::vector<std::string> headers;
    long status;
    std::string code;
    std::string message;
  };
  const std::string kLogin = "Bu sayfaya erişmek için giriş yapmalısınız";
  const std::string kInvalid = "Oturum geçersiz veya süresi dolmuş";
  const std::vector<Case> cases{
      {"no token", {}, 401, "unauthorized", kLogin},
      {"not a bearer token", {"Authorization: Basic YWRtaW46c2lmcmU="}, 401, "unauthorized", kLogin},
      {"malformed token", {"Authorization: Bearer abc.def"}, 401, "invalid_token", kInvalid},
      {"expired", {"Authorization: Bearer " + expired}, 401, "invalid_token", kInvalid},
      {"bad signature", {"Authorization: Bearer " + bad_signature}, 401, "invalid_token", kInvalid},
      {"revoked (signed out)", {"Authorization: Bearer " + logged_out}, 401, "invalid_token", kInvalid},
      {"non-admin account",
       {"Authorization: Bearer " + demoted},
       403,
       "forbidden",
       "Bu hesap admin yetkisine sahip değil"},
  };

  std::size_t admin_routes = 0;
  for (const auto& route : api::route_table()) {
    if (route.access != api::Access::admin) continue;
    ++admin_routes;
    std::string path = fill_params(route.pattern);
    std::string method = method_name(route.method);
    for (const auto& c : cases) {
      auto r = testing_support::http(method, stack->url(path), "{}", c.headers);
      EXPECT_EQ(r.status, c.status) << method << " " << path << " with " << c.name << ": " << r.body;
      if (r.status == c.status) {
        EXPECT_EQ(error_of(r).at("code").as_string(), c.code) << method << " " << path << " with " << c.name;
        EXPECT_EQ(message_of(r), c.message) << method << " " << path << " with " << c.name;
      }
      if (c.status == 401) {
        EXPECT_EQ(r.headers["www-authenticate"], "Bearer");
      }
    }
    auto ok = as(*stack, admin, method, path, "{}");
    EXPECT_NE(ok.status, 401) << method << " " << path << ": " << ok.body;
    EXPECT_NE(ok.status, 403) << method << " " << path << ": " << ok.body;
    EXPECT_LT(ok.status, 500) << method << " " << path << ": " << ok.body;
    EXPECT_GE(ok.status, 200) << method << " " << path << ": " << ok.body;
  }
  EXPECT_GE(admin_routes, 74u) << "the table lost its admin routes (history, bin and activity log included)?";
  // Nothing under /api/admin/ is public by mistake.
  for (const auto& route : api::route_table())
    EXPECT_TRUE(!route.pattern.starts_with("/api/admin/") || route.access == api::Access::admin)
        << route.pattern;
}

// ---- throttling, on a stack of its own (failures count per address too) ----

TEST(LoginThrottling, PerAccountAndPerAddressWithoutRevealingAccounts) {
  Stack stack;
  stack.start_api();
  make_account(stack, "d@example.com", "d-sifre-uzun-1");
  make_account(stack, "a@example.com", "a-sifre-uzun-1");
  make_account(stack, "c@example.com", "c-sifre-uzun-1");
  auto attempt = [&](const std::string& email, const std::string& password) {
    return stack.login(email, password);
  };

  // A success clears the account's failures.
  for (int i = 0; i < 4; ++i) ASSERT_EQ(attempt("d@example.com", "yanlis").status, 401);
  ASSERT_EQ(attempt("d@example.com", "d-sifre-uzun-1").status, 200);
  for (int i = 0; i < 4; ++i) ASSERT_EQ(attempt("d@example.com", "yanlis").status, 401);
  ASSERT_EQ(attempt("d@example.com", "d-sifre-uzun-1").status, 200)
      << "4 failures since the last success: not throttled";
  // address failures so far: 8

  // Five failures for one account: the sixth attempt is refused even with the right password.
  for (int i = 0; i < 5; ++i) ASSERT_EQ(attempt("a@example.com", "yanlis").status, 401);
  auto blocked = attempt("a@example.com", "a-sifre-uzun-1");
  ASSERT_EQ(blocked.status, 429) << blocked.body;
  EXPECT_EQ(message_of(blocked), "Çok fazla başarısız giriş denemesi. Lütfen daha sonra tekrar deneyin.");
  auto retry_after = std::stol(blocked.headers["retry-after"]);
  EXPECT_GT(retry_after, 0);
  EXPECT_LE(retry_after, 900);
  // address failures: 13

  // An address that does not exist is throttled the same way, with the same answer.
  for (int i = 0; i < 5; ++i) ASSERT_EQ(attempt("ghost@example.com", "yanlis").status, 401);
  auto ghost = attempt("ghost@example.com", "yanlis");
  EXPECT_EQ(ghost.status, blocked.status);
  EXPECT_EQ(ghost.body, blocked.body);
  // address failures: 18

  // Twenty failures from one address block every account from it.
  for (int i = 0; i < 2; ++i) ASSERT_EQ(attempt("c@example.com", "yanlis").status, 401);
  auto by_address = attempt("c@example.com", "c-sifre-uzun-1");
  EXPECT_EQ(by_address.status, 429) << by_address.body;
  EXPECT_EQ(by_address.body, blocked.body);
  EXPECT_EQ(
      testing_support::sql_count(stack.pg_url(), "SELECT count(*) FROM login_attempts WHERE NOT succeeded"),
      20)
      << "refused attempts are not counted again";
}

}  // namespace

namespace {

// Fifty wrong passwords for one account sent at once from one address: check and record are
// atomic, so at most the limit is recorded (and answered 401). Then five attacker addresses guess
// as fast as the api answers while the real admin, from a device that signed in before (its
// device cookie), signs in again and again: every one of the admin's attempts succeeds at once,
// and the attackers together get no more failures than the account's budget for unknown devices.
TEST(LoginThrottling, ConcurrentGuessesRecordAtMostTheLimitAndDoNotLockTheAdminOut) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_TRUST_FORWARDED_FOR", "1"}, {"BONUS_HANDLER_THREADS", "64"}});
  stack.start_api();
  make_account(stack, "hedef@example.com", "gercek-sifre-uzun-9");
  auto attempt = [&](const std::string& password, const std::string& forwarded, const std::string& device = "") {
    boost::json::object body{{"grant_type", "password"}, {"email", "hedef@example.com"}, {"password", password}};
    if (!device.empty()) body["device_token"] = device;
    return testing_support::http("POST", stack.url("/api/auth/token"), json::serialize(body),
                                 {"X-Forwarded-For: " + forwarded}, 60000);
  };
  // The admin's device signed in once before the attack.
  auto first = attempt("gercek-sifre-uzun-9", "198.51.100.9");
  ASSERT_EQ(first.status, 200) << first.body;
  const std::string device(json::parse(first.body).at("device_token").as_string());

  std::vector<std::thread> guessers;
  std::atomic<int> unauthorised{0}, throttled_answers{0}, other{0};
  for (int i = 0; i < 50; ++i)
    guessers.emplace_back([&, i] {
      auto r = attempt("yanlis-tahmin-" + std::to_string(i), "203.0.113.66");
      (r.status == 401 ? unauthorised : r.status == 429 ? throttled_answers : other)++;
    });
  for (auto& t : guessers) t.join();
  guessers.clear();
  EXPECT_EQ(other.load(), 0);
  EXPECT_LE(unauthorised.load(), 5);
  EXPECT_EQ(unauthorised.load() + throttled_answers.load(), 50);
  EXPECT_LE(testing_support::sql_count(stack.pg_url(), "SELECT count(*) FROM login_attempts WHERE NOT succeeded AND "
                                                       "email = 'hedef@example.com'"), 5)
      << "more guesses were let through than the limit";
  EXPECT_EQ(attempt("gercek-sifre-uzun-9", "203.0.113.66").status, 429) << "that address stays blocked";

  // Five more addresses, each guessing again the moment it has its answer.
  std::atomic<bool> attacking{true};
  std::atomic<int> guesses{0};
  for (int a = 0; a < 5; ++a)
    guessers.emplace_back([&, a] {
      for (int n = 0; attacking; ++n) {
        auto r = attempt("tahmin-" + std::to_string(a) + "-" + std::to_string(n), "203.0.113." + std::to_string(70 + a));
        if (r.status != 401 && r.status != 429) other++;
        guesses++;
      }
    });
  int admin_ok = 0;
  std::string refused;
  for (int i = 0; i < 15; ++i) {
    auto r = attempt("gercek-sifre-uzun-9", "198.51.100.9", device);
    if (r.status == 200)
      ++admin_ok;
    else
      refused += std::to_string(r.status) + " " + r.body + "\n";
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  attacking = false;
  for (auto& t : guessers) t.join();
  EXPECT_EQ(admin_ok, 15) << "the admin's known device was refused:\n" << refused;
  EXPECT_EQ(other.load(), 0);
  EXPECT_GT(guesses.load(), 100) << "the attackers kept guessing throughout";
  EXPECT_LE(testing_support::sql_count(stack.pg_url(), "SELECT count(*) FROM login_attempts WHERE NOT succeeded AND "
                                                       "email = 'hedef@example.com' AND device IS NULL"),
            20)
      << "unknown devices together stay within the account's budget (80 an hour at most)";
  EXPECT_EQ(attempt("gercek-sifre-uzun-9", "198.51.100.200").status, 429)
      << "an unknown device, even with the right password, waits while the budget is spent";
}

// Unknown devices share the account's budget (BONUS_LOGIN_UNKNOWN_DEVICE_FAILURES per window):
// past it every unknown device is refused, from any address, until the oldest failure leaves
// the window. A device cookie of the account passes; one of another account or a forged one
// does not.
TEST(LoginThrottling, UnknownDevicesShareTheAccountsBudgetAndKnownDevicesPass) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_TRUST_FORWARDED_FOR", "1"},
                                                 {"BONUS_LOGIN_UNKNOWN_DEVICE_FAILURES", "3"}});
  stack.start_api();
  make_account(stack, "yavas@example.com", "gercek-sifre-uzun-8");
  make_account(stack, "baska@example.com", "baska-sifre-uzun-8");
  auto attempt = [&](const std::string& email, const std::string& password, int address, const std::string& device = "") {
    boost::json::object body{{"grant_type", "password"}, {"email", email}, {"password", password}};
    if (!device.empty()) body["device_token"] = device;
    return testing_support::http("POST", stack.url("/api/auth/token"), json::serialize(body),
                                 {"X-Forwarded-For: 203.0.113." + std::to_string(address)});
  };
  auto device_of = [](const HttpReply& r) { return std::string(json::parse(r.body).at("device_token").as_string()); };
  const auto mine = device_of(attempt("yavas@example.com", "gercek-sifre-uzun-8", 1));
  const auto theirs = device_of(attempt("baska@example.com", "baska-sifre-uzun-8", 2));

  for (int i = 0; i < 3; ++i) ASSERT_EQ(attempt("yavas@example.com", "yanlis", 10 + i).status, 401);
  auto spent = attempt("yavas@example.com", "gercek-sifre-uzun-8", 50);
  ASSERT_EQ(spent.status, 429) << "the fourth attempt from an unknown device, from a fresh address";
  EXPECT_GT(std::stol(spent.headers["retry-after"]), 800) << "until the oldest failure leaves the 900 s window";
  EXPECT_EQ(attempt("yavas@example.com", "gercek-sifre-uzun-8", 51, theirs).status, 429)
      << "another account's device cookie is an unknown device here";
  std::string forged = mine;
  forged.back() = forged.back() == 'A' ? 'B' : 'A';
  EXPECT_EQ(attempt("yavas@example.com", "gercek-sifre-uzun-8", 52, forged).status, 429) << "a forged cookie";
  auto known = attempt("yavas@example.com", "gercek-sifre-uzun-8", 53, mine);
  EXPECT_EQ(known.status, 200) << known.body;
  EXPECT_EQ(device_of(known), mine) << "a known device keeps its cookie";
  // A known device's own failures still limit it (five, then 429), without touching others.
  for (int i = 0; i < 5; ++i) ASSERT_EQ(attempt("yavas@example.com", "yanlis", 53, mine).status, 401);
  EXPECT_EQ(attempt("yavas@example.com", "gercek-sifre-uzun-8", 53, mine).status, 429);
  EXPECT_EQ(attempt("baska@example.com", "baska-sifre-uzun-8", 54, theirs).status, 200);
}

// Behind a trusted proxy the address is the forwarded one: one client's failures do not lock
// out every other client of the proxy.
TEST(LoginThrottling, BehindATrustedProxyCountsForwardedAddresses) {
  Stack stack({{"BONUS_TRUST_FORWARDED_FOR", "1"}, {"BONUS_LOGIN_MAX_FAILURES_ADDRESS", "3"}});
  stack.start_api();
  make_account(stack, "proxy@example.com", "dogru-sifre-42");
  auto attempt = [&](const std::string& email, const std::string& password, const std::string& forwarded) {
    boost::json::object body{{"grant_type", "password"}, {"email", email}, {"password", password}};
    return testing_support::http("POST", stack.url("/api/auth/token"), json::serialize(body),
                                 {"X-Forwarded-For: " + forwarded});
  };
  for (const char* email : {"a1@example.com", "a2@example.com", "a3@example.com"})
    ASSERT_EQ(attempt(email, "yanlis", "203.0.113.7").status, 401);
  EXPECT_EQ(attempt("proxy@example.com", "dogru-sifre-42", "203.0.113.7").status, 429)
      << "that client is blocked";
  EXPECT_EQ(attempt("proxy@example.com", "dogru-sifre-42", "203.0.113.8").status, 200)
      << "another client is not";
}

}  // namespace

TEST_F(AdminAuth, ANewPasswordIsNoneAnAttackerTriesFirst) {
  // From the breached-password list (in any case), and the one this project once published.
  for (const char* known : {"123qweasdzxc", "QWERTYQWERTY", "galatasaray1905", "bonus-demo-2026"}) {
    EXPECT_EQ(stack->run_api_command({"admin", "set-password", "bilinen@example.com", "--chosen"}, std::string(known) + "\n"), 2) << known;
    EXPECT_NE(stack->cli_output().find("Bu şifre sızdırılmış şifre listelerinde geçiyor; lütfen başka bir şifre seçin"),
              std::string::npos)
        << known;
  }
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM public.users WHERE email = 'bilinen@example.com'"), 0);
  EXPECT_EQ(stack->run_api_command({"admin", "set-password", "bilinen@example.com", "--chosen"}, "tuzlu-kahve-fincani-7\n"), 0)
      << stack->cli_output();
}

TEST_F(AdminAuth, TheApiWarnsAtStartWhileAnAdminUsesAPasswordTheProjectPublished) {
  // An account from before the password rules: its password is the one the project published.
  ASSERT_EQ(stack->run_api_command({"admin", "set-password", "yayinlanmis@example.com", "--chosen"}, "gecici-uzun-sifre-1\n"), 0)
      << stack->cli_output();
  {
    pqxx::connection c(stack->pg_url());
    pqxx::work tx(c);
    tx.exec_params("UPDATE public.users SET password_hash = $1 WHERE email = 'yayinlanmis@example.com'",
                   api::auth::hash_password("bonus-demo-2026"));
    tx.commit();
  }
  stack->stop_api(SIGTERM);
  stack->start_api();
  auto published = stack->login("yayinlanmis@example.com", "bonus-demo-2026");
  EXPECT_EQ(published.status, 401) << "the published password does not sign in: " << published.body;
  EXPECT_EQ(published.body, stack->login("yayinlanmis@example.com", "baska-bir-uzun-sifre").body)
      << "it answers like any wrong password";
  const auto logs = stack->logs();
  EXPECT_NE(logs.find("admin account yayinlanmis@example.com still uses a password published with this project"),
            std::string::npos)
      << logs;
  EXPECT_EQ(logs.find("admin account " + stack->admin_email() + " still uses"), std::string::npos)
      << "an admin with a password of its own is not named";
  // The api's log grows across restarts: after the password changes, no new warning is added.
  auto warnings = [] {
    const std::string text = stack->logs(), needle = "admin account yayinlanmis@example.com still uses";
    int n = 0;
    for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
    return n;
  };
  const int before = warnings();
  ASSERT_EQ(stack->run_api_command({"admin", "set-password", "yayinlanmis@example.com", "--chosen"}, "kendi-uzun-sifresi-42\n"), 0);
  stack->stop_api(SIGTERM);
  stack->start_api();
  EXPECT_EQ(warnings(), before) << "a changed password is no longer reported";
  EXPECT_EQ(stack->login("yayinlanmis@example.com", "kendi-uzun-sifresi-42").status, 200);
}

// /metrics names routes, partitions and job counts: with BONUS_METRICS_TOKEN only that bearer
// token reads it; without one only a client on this machine that no proxy forwarded. Everyone
// else gets the same 404 as a page that does not exist.
TEST(MetricsAccess, OnlyTheTokenOrThisMachineReadsTheMetrics) {
  const std::string token = "0123456789abcdef-metrics";
  {
    Stack stack(std::map<std::string, std::string>{{"BONUS_METRICS_TOKEN", token}});
    stack.start_api();
    EXPECT_EQ(stack.get("/metrics").status, 404) << "a token is set: this machine alone is not enough";
    EXPECT_EQ(testing_support::http("GET", stack.url("/metrics"), "", {"Authorization: Bearer wrong-token-of-length"}).status, 404);
    EXPECT_EQ(testing_support::http("GET", stack.url("/metrics"), "", {"Authorization: Bearer " + token + "x"}).status, 404);
    auto ok = testing_support::http("GET", stack.url("/metrics"), "", {"Authorization: Bearer " + token});
    EXPECT_EQ(ok.status, 200);
    EXPECT_NE(ok.body.find("bonus_http_requests_total"), std::string::npos);
  }
  {
    Stack stack;
    stack.start_api();
    EXPECT_EQ(stack.get("/metrics").status, 200) << "no token: a client on this machine reads them";
    EXPECT_EQ(testing_support::http("GET", stack.url("/metrics"), "", {"X-Forwarded-For: 203.0.113.7"}).status, 404)
        << "a request a proxy forwarded is not from this machine";
  }
  {
    Stack stack(std::map<std::string, std::string>{{"BONUS_TRUST_FORWARDED_FOR", "1"}});
    stack.start_api();
    EXPECT_EQ(stack.get("/metrics").status, 404) << "behind a proxy every request arrives from this machine";
  }
}

// A session ends BONUS_SESSION_MAX_AGE_S after its sign-in however often it is refreshed: no
// access or refresh token outlives it.
TEST(SessionLifetime, RefreshingDoesNotExtendASessionPastItsEnd) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_SESSION_MAX_AGE_S", "3"}});
  stack.start_api();
  const auto start = unix_now();
  auto login = stack.login(stack.admin_email(), stack.admin_password());
  ASSERT_EQ(login.status, 200) << login.body;
  EXPECT_LE(json::parse(login.body).at("expires_at").as_int64(), start + 4) << "the access token ends with the session";
  auto s = session_of(login);
  auto refreshed = refresh(stack, s.refresh);
  ASSERT_EQ(refreshed.status, 200);
  EXPECT_LE(json::parse(refreshed.body).at("expires_at").as_int64(), start + 4);
  s = session_of(refreshed);
  EXPECT_EQ(testing_support::sql_count(stack.pg_url(), "SELECT count(*) FROM refresh_tokens r JOIN auth_sessions a "
                                                       "ON a.id = r.family_id WHERE r.expires_at > a.expires_at"),
            0);
  std::this_thread::sleep_for(std::chrono::milliseconds(4200));
  EXPECT_EQ(refresh(stack, s.refresh).status, 401) << "past the session's end";
  EXPECT_EQ(as(stack, s.access, "GET", "/api/admin/me").status, 401);
  auto list = stack.login(stack.admin_email(), stack.admin_password());
  EXPECT_EQ(list.status, 200) << "signing in again starts a new session";
}
