// Two-step sign-in of the signed-in admin. The secret is shown once, at setup; the recovery codes
// once, when TOTP is turned on or they are made anew. Wrong codes and passwords answer 422 on
// their field (the session stays valid) and count in the sign-in's throttling.
#include "handlers/admin_totp.hpp"

#include <boost/json.hpp>

#include "auth/totp.hpp"
#include "handlers/auth.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"
#include "visitor.hpp"

namespace api::admin_totp {

namespace json = boost::json;

namespace {

constexpr std::string_view kCodeRequired = "Doğrulama kodu 6 haneli olmalıdır";
constexpr std::string_view kCodeWrong = "Doğrulama kodu geçersiz veya daha önce kullanılmış";
constexpr std::string_view kRecoveryCodeWrong = "Kurtarma kodu geçersiz veya daha önce kullanılmış";
constexpr std::string_view kPasswordRequired = "Şifre gereklidir";
constexpr std::string_view kPasswordWrong = "Şifre yanlış";
constexpr std::string_view kAlreadyOn = "İki adımlı giriş zaten açık";
constexpr std::string_view kNotPending = "Önce kurulumu başlatın";
constexpr std::string_view kNotOn = "İki adımlı giriş açık değil";

std::string account_of(const Request& req) { return req.actor.substr(req.actor.find(':') + 1); }

std::string code_field(const json::object& body) {
  auto code = auth::totp::normalise_code(string_field(body, "code"));
  bool digits = code.size() == 6;
  for (char c : code) digits = digits && c >= '0' && c <= '9';
  if (!digits) invalid("code", kCodeRequired);
  return code;
}

Response codes_response(const std::vector<std::string>& codes) {
  json::array list;
  for (const auto& c : codes) list.emplace_back(c);
  auto r = json_response(http::status::ok, json::serialize(json::object{{"recovery_codes", std::move(list)}}));
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

// The answers every change shares; `ok` builds the success.
template <class Ok>
Response answer(const auth::FactorOutcome& o, bool recovery_code_given, Ok ok) {
  switch (o.result) {
    case auth::FactorResult::ok:
      return ok();
    case auth::FactorResult::throttled:
      return auth_routes::too_many_attempts(o.retry_after);
    case auth::FactorResult::wrong_password:
      invalid("password", kPasswordWrong);
    case auth::FactorResult::wrong_code:
      if (recovery_code_given) invalid("recovery_code", kRecoveryCodeWrong);
      invalid("code", kCodeWrong);
    case auth::FactorResult::already_enabled:
      conflict("totp_enabled", kAlreadyOn);
    case auth::FactorResult::not_pending:
      conflict("totp_not_pending", kNotPending);
    case auth::FactorResult::not_enabled:
      conflict("totp_not_enabled", kNotOn);
  }
  throw std::logic_error("unhandled factor result");
}

}  // namespace

Response status(Services& s, Request& req) {
  auto st = s.identity.totp_status(account_of(req));
  json::object body{{"enabled", st.enabled}, {"recovery_codes_left", st.recovery_codes_left}};
  body["enabled_at"] = st.enabled ? json::value(st.enabled_at) : json::value(nullptr);
  return json_response(http::status::ok, json::serialize(body));
}

Response setup(Services& s, Request& req) {
  auto started = s.identity.totp_setup(account_of(req));
  if (!started) conflict("totp_enabled", kAlreadyOn);
  auto r = json_response(http::status::ok, json::serialize(json::object{{"secret", started->secret},
                                                                        {"otpauth_uri", started->otpauth_uri}}));
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

Response enable(Services& s, Request& req) {
  auto code = code_field(parse_json_object(req.body()));
  auto o = s.identity.totp_enable(account_of(req), code, client_address(req, s.site.trust_forwarded_for));
  return answer(o, false, [&] { return codes_response(o.recovery_codes); });
}

Response disable(Services& s, Request& req) {
  auto body = parse_json_object(req.body());
  std::string password = string_field(body, "password");
  std::string recovery = string_field(body, "recovery_code");
  if (password.empty()) invalid("password", kPasswordRequired);
  if (password.size() > auth::kPasswordMaxBytes) invalid("password", kPasswordWrong);
  auth::SecondFactor factor;
  if (!recovery.empty() && string_field(body, "code").empty())
    factor.recovery_code = recovery;
  else
    factor.code = code_field(body);
  auto o = s.identity.totp_disable(account_of(req), password, factor, client_address(req, s.site.trust_forwarded_for));
  return answer(o, !factor.recovery_code.empty(), [] {
    Response r;
    r.status = http::status::no_content;
    return r;
  });
}

Response recovery_codes(Services& s, Request& req) {
  auto code = code_field(parse_json_object(req.body()));
  auto o = s.identity.totp_new_recovery_codes(account_of(req), code, client_address(req, s.site.trust_forwarded_for));
  return answer(o, false, [&] { return codes_response(o.recovery_codes); });
}

}  // namespace api::admin_totp
