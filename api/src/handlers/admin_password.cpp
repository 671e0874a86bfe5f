// Self-service password change on the security screen: the current password (and a current code
// when TOTP is on), then the new one under the CLI's rules (at least 12 characters, not on the
// breached list nor one the project published). Every other session of the account ends.
#include "handlers/admin_password.hpp"

#include "handlers/audit.hpp"

#include <boost/json.hpp>

#include "auth/breached_passwords.hpp"
#include "domain/account.hpp"
#include "handlers/reauth.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"

namespace api::admin_password {

namespace {

constexpr std::string_view kSameAsBefore = "Yeni şifre mevcut şifrenizle aynı olamaz";

}  // namespace

Response change(Services& s, Request& req) {
  auto body = parse_json_object(req.body());
  auto r = reauth::read(s, req, body);
  const std::string next = string_field(body, "new_password");
  if (auto problem = domain::new_password_problem(next, auth::is_known_password(next))) invalid("new_password", *problem);
  if (next == r.password) invalid("new_password", kSameAsBefore);
  auto o = s.identity.change_password(reauth::account_of(req), r, next);
  if (o.result != auth::FactorResult::ok) return reauth::refused(o, r);
  audit::record<events::payload::AccountPasswordChanged>(s, req, reauth::account_of(req));
  Response res;
  res.status = http::status::no_content;
  return res;
}

}  // namespace api::admin_password
