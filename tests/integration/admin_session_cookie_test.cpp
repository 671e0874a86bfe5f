// The web app's session: with `X-Bonus-Client: web` the refresh token never appears in a body;
// it travels only as an HttpOnly, SameSite=Strict cookie scoped to /api/auth, which the refresh
// grant and logout read, and which is ignored without that header (a cross-site request cannot
// set it). API clients keep getting the token in the body.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;

namespace {

const std::string kWeb = "X-Bonus-Client: web";

std::string cookie_value(const HttpReply& r) {
  auto it = r.headers.find("set-cookie");
  if (it == r.headers.end()) return "";
  const std::string& c = it->second;
  auto start = c.find('=') + 1;
  return c.substr(start, c.find(';') - start);
}

HttpReply sign_in(const Stack& stack, const std::vector<std::string>& headers) {
  json::object body{{"grant_type", "password"}, {"email", stack.admin_email()}, {"password", stack.admin_password()}};
  return http("POST", stack.url("/api/auth/token"), json::serialize(body), headers);
}

HttpReply refresh_with_cookie(const Stack& stack, const std::string& cookie, bool web) {
  std::vector<std::string> headers{"Cookie: bonus_refresh=" + cookie};
  if (web) headers.push_back(kWeb);
  return http("POST", stack.url("/api/auth/token"), R"({"grant_type":"refresh_token"})", headers);
}

}  // namespace

TEST(AdminSessionCookie, TheWebAppGetsTheRefreshTokenOnlyAsAStrictHttpOnlyCookie) {
  Stack stack;
  stack.start_api();
  auto r = sign_in(stack, {kWeb});
  ASSERT_EQ(r.status, 200) << r.body;
  auto body = json::parse(r.body).as_object();
  EXPECT_FALSE(body.contains("refresh_token")) << r.body;
  EXPECT_FALSE(body.at("access_token").as_string().empty());
  const std::string set_cookie = r.headers["set-cookie"];
  EXPECT_EQ(set_cookie.rfind("bonus_refresh=", 0), 0u) << set_cookie;
  for (const char* attr : {"; Path=/api/auth", "; HttpOnly", "; SameSite=Strict", "; Max-Age=1209600"})
    EXPECT_NE(set_cookie.find(attr), std::string::npos) << attr << " in " << set_cookie;
  EXPECT_EQ(set_cookie.find("Secure"), std::string::npos) << "plain-http loopback origin: no Secure";

  auto api_client = sign_in(stack, {});
  ASSERT_EQ(api_client.status, 200);
  EXPECT_TRUE(json::parse(api_client.body).as_object().contains("refresh_token"));
  EXPECT_EQ(api_client.headers.count("set-cookie"), 0u);
}

TEST(AdminSessionCookie, RefreshAndLogoutReadTheCookieOnlyWithTheWebHeader) {
  Stack stack;
  stack.start_api();
  const std::string first = cookie_value(sign_in(stack, {kWeb}));
  ASSERT_FALSE(first.empty());

  auto forged = refresh_with_cookie(stack, first, false);
  EXPECT_EQ(forged.status, 400) << "a request without the web header (a cross-site form) is not cookie-authenticated";

  auto rotated = refresh_with_cookie(stack, first, true);
  ASSERT_EQ(rotated.status, 200) << rotated.body;
  EXPECT_FALSE(json::parse(rotated.body).as_object().contains("refresh_token"));
  const std::string second = cookie_value(rotated);
  ASSERT_FALSE(second.empty());
  EXPECT_NE(second, first) << "the cookie rotates";

  auto out = http("POST", stack.url("/api/auth/logout"), "", {kWeb, "Cookie: bonus_refresh=" + second});
  EXPECT_EQ(out.status, 204);
  EXPECT_NE(out.headers["set-cookie"].find("Max-Age=0"), std::string::npos) << out.headers["set-cookie"];
  EXPECT_EQ(refresh_with_cookie(stack, second, true).status, 401) << "logout ended the session on the server";
}

TEST(AdminSessionCookie, TheCookieIsSecureOnAnHttpsOrigin) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_PUBLIC_ORIGIN", "https://bonusrehberi.example"}});
  stack.start_api();
  auto r = sign_in(stack, {kWeb});
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string cookies = r.headers["set-cookie"];
  EXPECT_NE(cookies.find("; Secure"), std::string::npos) << cookies;
  // ASVS 3.4.4: the "__Host-" prefix (Secure, Path=/, no Domain), for both sign-in cookies.
  EXPECT_EQ(cookies.rfind("__Host-bonus_refresh=", 0), 0u) << cookies;
  EXPECT_NE(cookies.find("\n__Host-bonus_device="), std::string::npos) << cookies;
  EXPECT_NE(cookies.find("; Path=/;"), std::string::npos) << cookies;
  // And the api reads them back under that name.
  const auto refresh = cookies.substr(21, cookies.find(';') - 21);
  auto renewed = http("POST", stack.url("/api/auth/token"), R"({"grant_type":"refresh_token"})",
                      {kWeb, "Cookie: __Host-bonus_refresh=" + refresh});
  EXPECT_EQ(renewed.status, 200) << renewed.body;
}

// The production choice: the back office on an origin of its own. The web app's cookie sign-in
// works only on that host (the cookies are host-only: no Domain), so no page of the public site
// can start an admin session or reach its refresh cookie; API clients are not affected.
TEST(AdminSessionCookie, WithAnAdminOriginTheCookiesBelongToThatHostOnly) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_PUBLIC_ORIGIN", "https://bonusrehberi.example"},
                                                 {"BONUS_ADMIN_ORIGIN", "https://yonetim.bonusrehberi.example"}});
  stack.start_api();
  auto public_site = sign_in(stack, {kWeb, "Host: bonusrehberi.example"});
  ASSERT_EQ(public_site.status, 403) << public_site.body;
  EXPECT_EQ(json::parse(public_site.body).at("error").at("code").as_string(), "wrong_origin");
  EXPECT_EQ(public_site.headers.count("set-cookie"), 0u);
  auto refresh_there = http("POST", stack.url("/api/auth/token"), R"({"grant_type":"refresh_token"})",
                            {kWeb, "Host: bonusrehberi.example", "Cookie: bonus_refresh=x"});
  EXPECT_EQ(refresh_there.status, 403) << "nor resume one there";

  auto admin_site = sign_in(stack, {kWeb, "Host: yonetim.bonusrehberi.example"});
  ASSERT_EQ(admin_site.status, 200) << admin_site.body;
  const std::string cookies = admin_site.headers["set-cookie"];
  EXPECT_NE(cookies.find("bonus_refresh="), std::string::npos) << cookies;
  EXPECT_NE(cookies.find("; Secure"), std::string::npos) << cookies;
  EXPECT_EQ(cookies.find("Domain"), std::string::npos) << "host-only: " << cookies;
  EXPECT_EQ(sign_in(stack, {}).status, 200) << "an API client signs in anywhere";
}
