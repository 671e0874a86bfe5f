// Reading and answering the re-authentication of the back office's sensitive changes.
#include "handlers/reauth.hpp"

#include "auth/authenticator.hpp"
#include "auth/totp.hpp"
#include "handlers/admin_security_keys.hpp"
#include "handlers/auth.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"
#include "visitor.hpp"

namespace api::reauth {

namespace {

constexpr std::string_view kCodeRequired = "Doğrulama kodu 6 haneli olmalıdır";
constexpr std::string_view kCodeWrong = "Doğrulama kodu geçersiz veya daha önce kullanılmış";
constexpr std::string_view kKeyRefused = "Güvenlik anahtarı doğrulanamadı. Lütfen yeniden deneyin.";
constexpr std::string_view kKeyRequired = "Onaylamak için güvenlik anahtarınızı kullanın";
constexpr std::string_view kRecoveryCodeWrong = "Kurtarma kodu geçersiz veya daha önce kullanılmış";
constexpr std::string_view kPasswordRequired = "Şifre gereklidir";
constexpr std::string_view kPasswordWrong = "Şifre yanlış";
constexpr std::string_view kAlreadyOn = "İki adımlı giriş zaten açık";
constexpr std::string_view kNotPending = "Önce kurulumu başlatın";
constexpr std::string_view kNotOn = "İki adımlı giriş açık değil";
constexpr std::string_view kForced = "Bu ayar sunucu yapılandırmasıyla açık tutuluyor; buradan kapatılamaz";
constexpr std::string_view kNoKey =
    "İki adımlı giriş kurulamıyor: sunucuda doğrulama anahtarı (BONUS_TOTP_KEY) ayarlı değil. Hiçbir şey "
    "kaydedilmedi; sunucu yöneticinize başvurun.";

}  // namespace

std::string account_of(const Request& req) { return req.actor.substr(req.actor.find(':') + 1); }

std::string session_of(Services& s, const Request& req) {
  auto verified = s.identity.verify(auth::bearer_token(req));
  return verified.claims ? verified.claims->sid : std::string{};
}

std::string code_field(const boost::json::object& body) {
  auto code = auth::totp::normalise_code(string_field(body, "code"));
  bool digits = code.size() == 6;
  for (char c : code) digits = digits && c >= '0' && c <= '9';
  if (!digits) invalid("code", kCodeRequired);
  return code;
}

auth::Reauth read(Services& s, const Request& req, const boost::json::object& body) {
  auth::Reauth r{session_of(s, req), client_address(req, s.site.trust_forwarded_for), string_field(body, "password"), {},
                 auth::browser_family(req.raw[http::field::user_agent])};
  if (r.password.empty()) invalid("password", kPasswordRequired);
  if (r.password.size() > auth::kPasswordMaxBytes) invalid("password", kPasswordWrong);
  const std::string code = string_field(body, "code"), recovery = string_field(body, "recovery_code");
  if (!recovery.empty() && code.empty())
    r.factor.recovery_code = recovery;
  else if (!code.empty())
    r.factor.code = code_field(body);
  // Or a security key's answer to a re-authentication challenge (handlers/admin_security_keys.hpp).
  if (const auto* key = body.if_contains("security_key"); key && !key->is_null())
    r.factor.key = admin_security_keys::assertion_of(s, *key, "reauth");
  return r;
}

Response refused(const auth::FactorOutcome& o, const auth::Reauth& r) {
  switch (o.result) {
    case auth::FactorResult::ok:
      break;
    case auth::FactorResult::throttled:
      return auth_routes::too_many_attempts(o.retry_after);
    case auth::FactorResult::wrong_password:
      invalid("password", kPasswordWrong);
    case auth::FactorResult::wrong_code:
      if (r.factor.key) invalid("security_key", kKeyRefused);
      if (!r.factor.recovery_code.empty()) invalid("recovery_code", kRecoveryCodeWrong);
      invalid("code", kCodeWrong);
    case auth::FactorResult::key_missing:
      invalid("security_key", kKeyRequired);
    case auth::FactorResult::already_enabled:
      conflict("totp_enabled", kAlreadyOn);
    case auth::FactorResult::not_pending:
      conflict("totp_not_pending", kNotPending);
    case auth::FactorResult::not_enabled:
      conflict("totp_not_enabled", kNotOn);
    case auth::FactorResult::forced:
      conflict("totp_forced", kForced);
    case auth::FactorResult::no_key:
      throw ApiError(http::status::service_unavailable, "totp_key_missing", std::string(kNoKey));
  }
  throw std::logic_error("refused() called with an ok outcome");
}

}  // namespace api::reauth
