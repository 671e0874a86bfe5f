// The token endpoint in the shape of the original's auth service: JSON or form-urlencoded
// bodies, grant_type in the body or the query string.
#include "handlers/auth.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <map>

#include "auth/authenticator.hpp"
#include "auth/totp.hpp"
#include "domain/account.hpp"
#include "handlers/audit.hpp"
#include "handlers/admin_security_keys.hpp"
#include "handlers/command_reply.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"
#include "visitor.hpp"

namespace api::auth_routes {

namespace json = boost::json;

namespace {

constexpr std::string_view kLoginFailed = "Giriş başarısız. Lütfen bilgilerinizi kontrol edin.";
constexpr std::string_view kSessionInvalid = "Oturum geçersiz veya süresi dolmuş";
constexpr std::string_view kNotAdmin = "Bu hesap admin yetkisine sahip değil";
constexpr std::string_view kThrottled =
    "Çok fazla başarısız giriş denemesi. Lütfen daha sonra tekrar deneyin.";
// An account with two-step sign-in: the web app recognises the codes and asks for the code.
constexpr std::string_view kTotpRequired = "İki adımlı doğrulama açık. Doğrulama uygulamanızdaki 6 haneli kodu girin.";
constexpr std::string_view kTotpInvalid = "Doğrulama kodu geçersiz veya daha önce kullanılmış";

// The web app keeps the refresh token out of JavaScript's reach: it says so with this header,
// and then gets (and gives back) the refresh token only as an HttpOnly, SameSite=Strict cookie
// (scoped to /api/auth on a loopback origin, "__Host-" with Path=/ elsewhere). A cross-site page can neither send the header (no CORS is allowed) nor
// the cookie, so the cookie-authenticated calls (refresh, logout) cannot be forged.
constexpr std::string_view kBrowserClientHeader = "X-Bonus-Client";
constexpr std::string_view kBrowserClientValue = "web";
constexpr std::string_view kRefreshCookie = "bonus_refresh";
constexpr std::string_view kRefreshCookiePath = "/api/auth";
// OWASP's device cookie: a browser (or API client) that signed in to an account before keeps
// signing in while guesses from elsewhere run up the account's budget for unknown devices.
constexpr std::string_view kDeviceCookie = "bonus_device";
constexpr long long kDeviceCookieMaxAge = 365LL * 24 * 3600;

bool browser_client(const Request& req) { return req.raw[kBrowserClientHeader] == kBrowserClientValue; }

// With the back office on an origin of its own (BONUS_ADMIN_ORIGIN), the web app's cookie-based
// sign-in works only on that host: a page of the public site cannot start or resume an admin
// session, and no sign-in cookie is ever set for the public host.
void require_admin_host(const Services& s, const Request& req) {
  const std::string& origin = s.site.admin_origin;
  if (origin.empty()) return;
  const auto host = origin.substr(origin.find("://") + 3);
  if (req.raw[http::field::host] != host)
    throw ApiError(http::status::forbidden, "wrong_origin",
                   "Yönetim paneline yalnızca kendi adresinden giriş yapılabilir: " + origin + "/admin");
}

// The value of one cookie of the request's Cookie header, or empty.
std::string request_cookie(const Request& req, std::string_view name) {
  std::string_view header = req.raw[http::field::cookie];
  while (!header.empty()) {
    auto end = header.find(';');
    std::string_view pair = header.substr(0, end);
    while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
    if (pair.size() > name.size() && pair.substr(0, name.size()) == name && pair[name.size()] == '=')
      return std::string(pair.substr(name.size() + 1));
    if (end == std::string_view::npos) break;
    header.remove_prefix(end + 1);
  }
  return {};
}

// Secure everywhere but on a plain-http loopback origin (a developer's machine), where the
// browser would otherwise drop it. On a secure origin the cookies carry the "__Host-" prefix
// (ASVS 3.4.4): the browser keeps them only Secure, host-only (no Domain) and with Path=/, so
// neither another subdomain nor plain http can set or overwrite them. With the back office on an
// origin of its own (BONUS_ADMIN_ORIGIN) they belong to that host alone.
bool secure_origin(const Services& s) {
  const std::string& origin = s.site.admin_origin.empty() ? s.site.public_origin : s.site.admin_origin;
  return !(origin.starts_with("http://127.") || origin.starts_with("http://localhost") ||
           origin.starts_with("http://[::1]"));
}

std::string cookie_name(const Services& s, std::string_view name) {
  return (secure_origin(s) ? "__Host-" : "") + std::string(name);
}

std::string auth_cookie(const Services& s, std::string_view name, const std::string& value, long long max_age) {
  const bool secure = secure_origin(s);
  return cookie_name(s, name) + "=" + value + "; Path=" + (secure ? std::string("/") : std::string(kRefreshCookiePath)) +
         "; Max-Age=" + std::to_string(max_age) + "; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "");
}

std::string refresh_cookie(const Services& s, const std::string& value, long long max_age) {
  return auth_cookie(s, kRefreshCookie, value, max_age);
}

// The fields of the body, from JSON or from a form; only string values count.
std::map<std::string, std::string, std::less<>> read_fields(const Request& req) {
  std::map<std::string, std::string, std::less<>> out;
  auto type = req.raw[http::field::content_type];
  if (type.starts_with("application/x-www-form-urlencoded")) return parse_form(req.body());
  if (req.body().empty()) return out;
  auto o = parse_json_object(req.body());
  for (const auto& [k, v] : o)
    if (v.is_string()) out[std::string(k)] = std::string(v.get_string());
  return out;
}

std::string field(const std::map<std::string, std::string, std::less<>>& f, std::string_view name) {
  auto it = f.find(name);
  return it == f.end() ? std::string() : it->second;
}

// API clients get the refresh token in the body; the web app gets it as a cookie only.
Response tokens_response(const Services& s, const auth::IssuedTokens& t, bool browser, bool must_enrol,
                         const std::string& device_cookie, bool must_change_password = false) {
  json::object body{
      {"access_token", t.access_token},
      {"token_type", "bearer"},
      {"expires_in", t.expires_in},
      {"expires_at", t.expires_at},
      {"user", json::object{{"id", t.user.id}, {"email", t.user.email}, {"role", t.user.role}}}};
  if (!browser) body["refresh_token"] = t.refresh_token;
  // API clients keep the device token themselves and send it back as device_token.
  if (!browser && !device_cookie.empty()) body["device_token"] = device_cookie;
  if (must_enrol) body["totp_enrolment_required"] = true;
  if (must_change_password) body["password_change_required"] = true;
  auto r = json_response(http::status::ok, json::serialize(body));
  r.headers.emplace_back("Cache-Control", "no-store");
  if (browser)
    r.headers.emplace_back("Set-Cookie", refresh_cookie(s, t.refresh_token, s.identity.settings().refresh_ttl.count()));
  if (browser && !device_cookie.empty())
    r.headers.emplace_back("Set-Cookie", auth_cookie(s, kDeviceCookie, device_cookie, kDeviceCookieMaxAge));
  return r;
}

Response answer(const Services& s, const auth::AuthOutcome& o, std::string_view failure_message, bool browser) {
  switch (o.result) {
    case auth::AuthResult::ok:
      return tokens_response(s, *o.tokens, browser, o.must_enrol, o.device_cookie, o.must_change_password);
    case auth::AuthResult::not_admin:
      throw ApiError(http::status::forbidden, "not_admin", std::string(kNotAdmin));
    case auth::AuthResult::throttled:
      return too_many_attempts(o.retry_after);
    case auth::AuthResult::second_factor_required:
      throw ApiError(http::status::unauthorized, "totp_required", std::string(kTotpRequired));
    case auth::AuthResult::second_factor_invalid:
      throw ApiError(http::status::unauthorized, "invalid_totp", std::string(kTotpInvalid));
    case auth::AuthResult::invalid_credentials:
      throw ApiError(http::status::unauthorized, "invalid_credentials", std::string(failure_message));
    case auth::AuthResult::invalid_grant:
      throw ApiError(http::status::unauthorized, "invalid_grant", std::string(failure_message));
  }
  throw std::logic_error("unhandled auth result");
}

std::string query_grant_type(const Request& req) {
  auto q = parse_form(req.query);
  auto it = q.find("grant_type");
  return it == q.end() ? std::string() : it->second;
}

}  // namespace

Response too_many_attempts(std::chrono::seconds retry_after) {
  auto r = error_response(http::status::too_many_requests, "too_many_attempts", kThrottled);
  r.headers.emplace_back("Retry-After", std::to_string(retry_after.count()));
  return r;
}

Response token(Services& s, Request& req) {
  if (browser_client(req)) require_admin_host(s, req);
  auto fields = read_fields(req);
  std::string grant = field(fields, "grant_type");
  if (grant.empty()) grant = query_grant_type(req);

  if (grant == "password") {
    std::string email = field(fields, "email");
    std::string password = field(fields, "password");
    auto errors = domain::validate_login(email, password);
    if (!errors.empty()) throw validation_failed(errors);
    // The same client address as the comment rate limit (X-Forwarded-For only when trusted).
    auto address = client_address(req, s.site.trust_forwarded_for);
    // The second factor, for an account with TOTP on: a current code or a recovery code.
    auth::SecondFactor factor{auth::totp::normalise_code(field(fields, "totp_code")), field(fields, "recovery_code"),
                              admin_security_keys::assertion_in_body(s, req, "sign_in")};
    std::string device = request_cookie(req, cookie_name(s, kDeviceCookie));
    if (device.empty()) device = field(fields, "device_token");
    auth::Client client{address, device, std::string(req.raw[http::field::user_agent])};
    auto outcome = s.identity.login(domain::normalise_email(email), password, client, factor);
    // The activity log: a sign-in, or a failed one of an existing account (by its id only).
    if (outcome.result == auth::AuthResult::ok)
      audit::record<events::payload::AccountSignedIn>(s, req, outcome.tokens->user.id);
    else if (outcome.result == auth::AuthResult::invalid_credentials && !outcome.account_id.empty())
      audit::record<events::payload::AccountSignInFailed>(s, req, outcome.account_id, "system:sign-in");
    return answer(s, outcome, kLoginFailed, browser_client(req));
  }
  if (grant == "refresh_token") {
    const bool browser = browser_client(req);
    std::string refresh = field(fields, "refresh_token");
    if (refresh.empty() && browser) refresh = request_cookie(req, cookie_name(s, kRefreshCookie));
    if (refresh.empty())
      throw ApiError(http::status::bad_request, "invalid_request", "refresh_token gereklidir",
                     std::string("refresh_token"));
    return answer(s, s.identity.refresh(refresh), kSessionInvalid, browser);
  }
  throw ApiError(http::status::bad_request, "unsupported_grant_type",
                 "grant_type 'password' veya 'refresh_token' olmalıdır", std::string("grant_type"));
}

namespace {

// What logout reads: nothing, a form, or a JSON object whose refresh_token (if any) is a string.
// Anything else is refused before any session is touched.
std::map<std::string, std::string, std::less<>> logout_fields(const Request& req) {
  if (req.body().empty() || req.raw[http::field::content_type].starts_with("application/x-www-form-urlencoded"))
    return read_fields(req);
  auto o = parse_json_object(req.body());
  if (auto* v = o.if_contains("refresh_token"); v && !v->is_string())
    invalid("refresh_token", "Bu alan metin olmalıdır");
  return read_fields(req);
}

}  // namespace

Response logout(Services& s, Request& req) {
  // Ends the session of the bearer token and/or of the refresh token given; answers 204 either
  // way (a token that is unknown or already ended too), so a client can always sign out locally.
  // A body that is not what the route takes (400/422) ends nothing.
  auto fields = logout_fields(req);
  auto bearer = auth::bearer_token(req);
  if (!bearer.empty()) {
    auto v = s.identity.verify(bearer);
    if (v.claims) {
      s.identity.revoke_session(v.claims->sid, "logout");
      audit::record<events::payload::AccountSignedOut>(s, req, v.claims->sub);
    }
  }
  if (auto refresh = field(fields, "refresh_token"); !refresh.empty())
    s.identity.revoke_by_refresh_token(refresh);
  Response r;
  r.status = http::status::no_content;
  if (browser_client(req)) {
    if (auto cookie = request_cookie(req, cookie_name(s, kRefreshCookie)); !cookie.empty()) s.identity.revoke_by_refresh_token(cookie);
    r.headers.emplace_back("Set-Cookie", refresh_cookie(s, "", 0));
  }
  return r;
}

Response me(Services& s, Request& req) {
  auto user = s.identity.find_admin(req.actor.substr(req.actor.find(':') + 1));
  if (!user) throw ApiError(http::status::forbidden, "forbidden", std::string(kNotAdmin));
  // totp_enrolment_required: BONUS_REQUIRE_TOTP is on and the account has no TOTP yet; the web
  // app shows only the enrolment until it has.
  const bool required = s.identity.totp_required();
  const bool must_enrol = required && !s.identity.totp_status(user->id).enabled && !admin_security_keys::has_keys(s, user->id);
  return json_response(http::status::ok,
                       json::serialize(json::object{{"id", user->id},
                                                    {"email", user->email},
                                                    {"role", user->role},
                                                    {"totp_required", required},
                                                    {"totp_enrolment_required", must_enrol},
                                                    {"password_change_required", s.identity.password_change_required(user->id)}}));
}

}  // namespace api::auth_routes
