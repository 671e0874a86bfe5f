// The switch "every admin must use TOTP" on the security screen, and the account's notices
// (auth/admin_security.cpp, auth/notices.cpp). Switching the second factor on applies at once;
// switching it off needs the password and the account's second factor, a code or a security key
// (handlers/reauth.hpp), and is refused while BONUS_REQUIRE_TOTP=1 holds it on. The notices'
// answer also says whether they are pushed outside the back office (the worker's webhook) and how
// that went.
#include "handlers/admin_security.hpp"

#include <boost/json.hpp>

#include "handlers/reauth.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"

namespace api::admin_security {

namespace {

constexpr std::string_view kRequireTotpMissing = "Ayar açık ya da kapalı olmalıdır";

Response settings_body(Services& s) {
  const auto v = s.identity.security_settings();
  auto r = json_response(http::status::ok,
                         boost::json::serialize(boost::json::object{{"require_totp", v.require_totp},
                                                                    {"forced_by_server", v.forced}}));
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

}  // namespace

Response settings(Services& s, Request&) { return settings_body(s); }

Response set_settings(Services& s, Request& req) {
  auto body = parse_json_object(req.body());
  const auto* value = body.if_contains("require_totp");
  if (!value || !value->is_bool()) invalid("require_totp", kRequireTotpMissing);
  const bool on = value->get_bool();
  // Only switching it off asks for the password and a second factor; switching it on costs an attacker nothing.
  auth::Reauth r;
  if (!on && !s.identity.settings().require_totp) r = reauth::read(s, req, body);
  auto o = s.identity.set_totp_required(reauth::account_of(req), on, r);
  if (o.result != auth::FactorResult::ok) return reauth::refused(o, r);
  return settings_body(s);
}

Response notices(Services& s, Request& req) {
  boost::json::array out;
  long long unread = 0;
  for (const auto& n : s.identity.notices(reauth::account_of(req))) {
    unread += n.read ? 0 : 1;
    out.push_back(boost::json::object{{"id", n.id},
                                      {"kind", n.kind},
                                      {"created_at", n.created_at},
                                      {"browser", n.browser},
                                      {"address", n.address_prefix},
                                      {"read", n.read}});
  }
  const auto push = s.identity.notice_push(reauth::account_of(req));
  auto text_or_null = [](const std::string& t) { return t.empty() ? boost::json::value(nullptr) : boost::json::value(t); };
  boost::json::object pushed{{"configured", push.configured},
                             {"target", text_or_null(push.target)},
                             {"last_sent_at", text_or_null(push.last_sent_at)},
                             {"last_error_at", text_or_null(push.last_error_at)},
                             {"pending", push.pending}};
  auto r = json_response(http::status::ok,
                         boost::json::serialize(boost::json::object{
                             {"notices", std::move(out)}, {"unread", unread}, {"push", std::move(pushed)}}));
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

Response read_notices(Services& s, Request& req) {
  s.identity.mark_notices_read(reauth::account_of(req));
  Response res;
  res.status = http::status::no_content;
  return res;
}

}  // namespace api::admin_security
