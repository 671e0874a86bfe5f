// The server's check for Access::admin routes: a bearer access token, verified and still valid.
#pragma once
#include "auth/identity.hpp"
#include "http/server.hpp"

namespace api::auth {

// Missing or non-Bearer header: 401 unauthorized 'Bu sayfaya erişmek için giriş yapmalısınız'.
// Bad signature, malformed, expired, or revoked (session ended, account's token_version
// changed, account deleted): 401 invalid_token 'Oturum geçersiz veya süresi dolmuş'.
// Signed in but no longer an admin: 403 forbidden 'Bu hesap admin yetkisine sahip değil'.
// Success gives the actor "admin:<account id>".
Authenticator bearer_authenticator(Identity& identity);

// The bearer token of a request, or empty.
std::string_view bearer_token(const Request& req);

}  // namespace api::auth
