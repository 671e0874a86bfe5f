// The re-authentication fields of the back office's sensitive changes (password, and code,
// recovery_code or security_key when the account has a second factor) and the answers they share.
#pragma once
#include <boost/json.hpp>

#include "auth/identity.hpp"
#include "services.hpp"

namespace api::reauth {

std::string account_of(const Request& req);
// The session of the request's access token ("" when none).
std::string session_of(Services& s, const Request& req);
// password, code / recovery_code / security_key from `body`, with the request's session and
// address. A missing password is 422 on its field; the factor is checked only when the account has
// one. security_key is a browser's answer to POST /api/admin/security-key-challenge.
auth::Reauth read(Services& s, const Request& req, const boost::json::object& body);
// "code" as 6 digits, else 422 on its field.
std::string code_field(const boost::json::object& body);
// The answer to any outcome but ok: 429 (returned), 422 on password / code / recovery_code /
// security_key (the field of the factor `r` brought, or security_key when an account whose only
// second factor is its keys brought none), 409, 503 (thrown).
Response refused(const auth::FactorOutcome& o, const auth::Reauth& r);

}  // namespace api::reauth
