// The re-authentication fields of the back office's sensitive changes (password, and code or
// recovery_code when the account has TOTP on) and the answers they share.
#pragma once
#include <boost/json.hpp>

#include "auth/identity.hpp"
#include "services.hpp"

namespace api::reauth {

std::string account_of(const Request& req);
// The session of the request's access token ("" when none).
std::string session_of(Services& s, const Request& req);
// password, code / recovery_code from `body`, with the request's session and address. A missing
// password is 422 on its field; the code is checked only when the account has TOTP on.
auth::Reauth read(Services& s, const Request& req, const boost::json::object& body);
// "code" as 6 digits, else 422 on its field.
std::string code_field(const boost::json::object& body);
// The answer to any outcome but ok: 429 (returned), 422 on password / code / recovery_code, 409,
// 503 (thrown).
Response refused(const auth::FactorOutcome& o, bool recovery_code_given);

}  // namespace api::reauth
