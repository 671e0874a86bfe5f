// Two-step sign-in of the signed-in admin. The secret is shown once, at setup; the recovery codes
// once, when TOTP is turned on or they are made anew. Every change but the first code of a setup
// needs a re-authentication (handlers/reauth.hpp), with a code or a security key; wrong codes,
// keys and passwords answer 422 on their field (the session stays valid) and count in the
// sign-in's throttling.
#include "handlers/admin_totp.hpp"

#include <boost/json.hpp>

#include "handlers/audit.hpp"
#include "handlers/reauth.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"
#include "visitor.hpp"

namespace api::admin_totp {

namespace json = boost::json;

namespace {

Response codes_response(const std::vector<std::string>& codes) {
  json::array list;
  for (const auto& c : codes) list.emplace_back(c);
  auto r = json_response(http::status::ok, json::serialize(json::object{{"recovery_codes", std::move(list)}}));
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

json::object body_of(const Request& req) {
  return req.body().empty() ? json::object{} : parse_json_object(req.body());
}

}  // namespace

Response status(Services& s, Request& req) {
  auto st = s.identity.totp_status(reauth::account_of(req));
  json::object body{{"enabled", st.enabled},
                    {"recovery_codes_left", st.recovery_codes_left},
                    {"required", s.identity.settings().require_totp}};
  body["enabled_at"] = st.enabled ? json::value(st.enabled_at) : json::value(nullptr);
  return json_response(http::status::ok, json::serialize(body));
}

Response setup(Services& s, Request& req) {
  auto r = reauth::read(s, req, body_of(req));
  auth::TotpSetup started;
  auto o = s.identity.totp_setup(reauth::account_of(req), r, started);
  if (o.result != auth::FactorResult::ok) return reauth::refused(o, r);
  auto res = json_response(http::status::ok,
                           json::serialize(json::object{{"secret", started.secret}, {"otpauth_uri", started.otpauth_uri}}));
  res.headers.emplace_back("Cache-Control", "no-store");
  return res;
}

Response enable(Services& s, Request& req) {
  auto code = reauth::code_field(parse_json_object(req.body()));
  auth::Reauth r{reauth::session_of(s, req), client_address(req, s.site.trust_forwarded_for), {}, {},
                 auth::browser_family(req.raw[http::field::user_agent])};
  auto o = s.identity.totp_enable(reauth::account_of(req), code, r);
  if (o.result != auth::FactorResult::ok) return reauth::refused(o, r);
  audit::record<events::payload::AccountTotpEnabled>(s, req, reauth::account_of(req));
  return codes_response(o.recovery_codes);
}

Response disable(Services& s, Request& req) {
  auto r = reauth::read(s, req, parse_json_object(req.body()));
  if (r.factor.empty()) reauth::code_field({});  // 422 on code
  auto o = s.identity.totp_disable(reauth::account_of(req), r);
  if (o.result != auth::FactorResult::ok) return reauth::refused(o, r);
  audit::record<events::payload::AccountTotpDisabled>(s, req, reauth::account_of(req));
  Response res;
  res.status = http::status::no_content;
  return res;
}

Response recovery_codes(Services& s, Request& req) {
  auto r = reauth::read(s, req, parse_json_object(req.body()));
  if (r.factor.empty()) reauth::code_field({});
  auto o = s.identity.totp_new_recovery_codes(reauth::account_of(req), r);
  if (o.result != auth::FactorResult::ok) return reauth::refused(o, r);
  audit::record<events::payload::AccountRecoveryCodesRenewed>(s, req, reauth::account_of(req));
  return codes_response(o.recovery_codes);
}

}  // namespace api::admin_totp
