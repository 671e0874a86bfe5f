// Bearer access tokens on admin routes.
#include "auth/authenticator.hpp"

namespace api::auth {

namespace {

// What an admin without TOTP may reach while BONUS_REQUIRE_TOTP is on: its own account and the
// enrolment (setup and the first code).
bool open_before_enrolment(std::string_view path) {
  return path == "/api/admin/me" || path == "/api/admin/totp" || path == "/api/admin/totp/setup" ||
         path == "/api/admin/totp/enable" || path == "/api/admin/security-keys" ||
         path == "/api/admin/security-key-options";
}

// What an admin whose password is still an initial one may reach: its own account and the
// password change (ASVS 2.3.1).
bool open_before_password_change(std::string_view path) {
  return path == "/api/admin/me" || path == "/api/admin/password" || path == "/api/admin/totp";
}

}  // namespace

std::string_view bearer_token(const Request& req) {
  auto header = req.raw[http::field::authorization];
  constexpr std::string_view prefix = "Bearer ";
  if (header.size() <= prefix.size() || !header.starts_with(prefix)) return {};
  return header.substr(prefix.size());
}

Authenticator bearer_authenticator(Identity& identity) {
  return [&identity](const Request& req) -> std::string {
    auto token = bearer_token(req);
    if (token.empty())
      throw ApiError(http::status::unauthorized, "unauthorized",
                     "Bu sayfaya erişmek için giriş yapmalısınız");
    auto verified = identity.verify(token);
    auto access = verified.claims ? identity.check(*verified.claims) : AccessCheck::revoked;
    if (access == AccessCheck::revoked)
      throw ApiError(http::status::unauthorized, "invalid_token", "Oturum geçersiz veya süresi dolmuş");
    if (access == AccessCheck::not_admin)
      throw ApiError(http::status::forbidden, "forbidden", "Bu hesap admin yetkisine sahip değil");
    if (access == AccessCheck::password_change_required && !open_before_password_change(req.path))
      throw ApiError(http::status::forbidden, "password_change_required",
                     "Devam etmek için önce ilk şifrenizi değiştirmelisiniz");
    if (access == AccessCheck::enrolment_required && !open_before_enrolment(req.path))
      throw ApiError(http::status::forbidden, "totp_enrolment_required",
                     "Devam etmek için önce iki adımlı girişi açmalı veya bir güvenlik anahtarı eklemelisiniz");
    return "admin:" + verified.claims->sub;
  };
}

}  // namespace api::auth
