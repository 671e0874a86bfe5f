// Security keys and passkeys (WebAuthn) of the signed-in admin, and the sign-in's challenge for
// them. Adding or removing a key needs a re-authentication (handlers/reauth.hpp), like TOTP.
#pragma once
#include <boost/json.hpp>
#include <optional>

#include "auth/webauthn.hpp"
#include "services.hpp"

namespace api::admin_security_keys {

// GET /api/admin/security-keys: the account's keys.
Response list(Services& s, Request& req);
// POST /api/admin/security-key-options: after a re-authentication, the options for
// navigator.credentials.create (a "register" challenge, five minutes).
Response options(Services& s, Request& req);
// POST /api/admin/security-keys: the browser's answer to those options, with the key's name.
Response add(Services& s, Request& req);
// DELETE /api/admin/security-keys/{id}: needs a re-authentication.
Response remove(Services& s, Request& req);
// POST /api/admin/security-key-challenge: a "reauth" challenge for the account's own keys, so a
// key can serve as the second factor of a re-authentication.
Response reauth_challenge(Services& s, Request& req);
// POST /api/auth/security-key/options (public): a "sign_in" challenge for the email's keys, used
// with the password at /api/auth/token as "security_key", and "totp": whether an account with keys
// also takes a code (false for an email without keys).
Response sign_in_options(Services& s, Request& req);

// The relying party of this deployment: the back office's origin (BONUS_ADMIN_ORIGIN, else the
// public one).
auth::webauthn::RelyingParty relying_party(const Services& s);
// A browser's assertion ({id, response: {clientDataJSON, authenticatorData, signature}}) for
// `purpose`; 422 on "security_key" when it is not that shape.
auth::webauthn::Assertion assertion_of(const Services& s, const boost::json::value& v, const char* purpose);
// The "security_key" member of a JSON request body, when there is one.
std::optional<auth::webauthn::Assertion> assertion_in_body(const Services& s, const Request& req, const char* purpose);
bool has_keys(Services& s, const std::string& user_id);

}  // namespace api::admin_security_keys
