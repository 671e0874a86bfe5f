// The token endpoint in the shape of the original's auth service: JSON or form-urlencoded
// bodies, grant_type in the body or the query string.
#include "handlers/auth.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <map>

#include "auth/authenticator.hpp"
#include "domain/account.hpp"
#include "handlers/command_reply.hpp"
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

Response tokens_response(const auth::IssuedTokens& t) {
  json::object body{
      {"access_token", t.access_token},
      {"token_type", "bearer"},
      {"expires_in", t.expires_in},
      {"expires_at", t.expires_at},
      {"refresh_token", t.refresh_token},
      {"user", json::object{{"id", t.user.id}, {"email", t.user.email}, {"role", t.user.role}}}};
  auto r = json_response(http::status::ok, json::serialize(body));
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

Response answer(const auth::AuthOutcome& o, std::string_view failure_message) {
  switch (o.result) {
    case auth::AuthResult::ok:
      return tokens_response(*o.tokens);
    case auth::AuthResult::not_admin:
      throw ApiError(http::status::forbidden, "not_admin", std::string(kNotAdmin));
    case auth::AuthResult::throttled: {
      auto r = error_response(http::status::too_many_requests, "too_many_attempts", kThrottled);
      r.headers.emplace_back("Retry-After", std::to_string(o.retry_after.count()));
      return r;
    }
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

Response token(Services& s, Request& req) {
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
    return answer(s.identity.login(domain::normalise_email(email), password, address), kLoginFailed);
  }
  if (grant == "refresh_token") {
    std::string refresh = field(fields, "refresh_token");
    if (refresh.empty())
      throw ApiError(http::status::bad_request, "invalid_request", "refresh_token gereklidir",
                     std::string("refresh_token"));
    return answer(s.identity.refresh(refresh), kSessionInvalid);
  }
  throw ApiError(http::status::bad_request, "unsupported_grant_type",
                 "grant_type 'password' veya 'refresh_token' olmalıdır", std::string("grant_type"));
}

Response logout(Services& s, Request& req) {
  // Ends the session of the bearer token and/or of the refresh token given; answers 204 either
  // way, so a client can always sign out locally.
  auto bearer = auth::bearer_token(req);
  if (!bearer.empty()) {
    auto v = s.identity.verify(bearer);
    if (v.claims) s.identity.revoke_session(v.claims->sid, "logout");
  }
  std::map<std::string, std::string, std::less<>> fields;
  try {
    fields = read_fields(req);
  } catch (const ApiError&) {
  }
  if (auto refresh = field(fields, "refresh_token"); !refresh.empty())
    s.identity.revoke_by_refresh_token(refresh);
  Response r;
  r.status = http::status::no_content;
  return r;
}

Response me(Services& s, Request& req) {
  auto user = s.identity.find_admin(req.actor.substr(req.actor.find(':') + 1));
  if (!user) throw ApiError(http::status::forbidden, "forbidden", std::string(kNotAdmin));
  return json_response(
      http::status::ok,
      json::serialize(json::object{{"id", user->id}, {"email", user->email}, {"role", user->role}}));
}

}  // namespace api::auth_routes
