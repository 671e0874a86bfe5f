// An admin's own sessions. The account and the current session come from the request's access
// token (already verified by the server); nobody sees or ends another account's sessions, and
// ending one needs a re-authentication (handlers/reauth.hpp).
#include "handlers/admin_sessions.hpp"

#include "handlers/audit.hpp"

#include <boost/json.hpp>

#include "domain/text.hpp"
#include "handlers/reauth.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"

namespace api::admin_sessions {

namespace {

constexpr std::string_view kNoSession = "Oturum bulunamadı";

}  // namespace

Response list(Services& s, Request& req) {
  const std::string current = reauth::session_of(s, req);
  boost::json::array out;
  for (const auto& session : s.identity.sessions(reauth::account_of(req)))
    out.push_back(boost::json::object{{"id", session.id},
                                      {"created_at", session.created_at},
                                      {"last_used_at", session.last_used_at},
                                      {"expires_at", session.expires_at},
                                      {"browser", session.browser},
                                      {"address", session.address_prefix},
                                      {"current", session.id == current}});
  return json_response(http::status::ok, boost::json::serialize(boost::json::object{{"sessions", std::move(out)}}));
}

Response end(Services& s, Request& req) {
  const auto id = req.params.at("id");
  if (!domain::looks_like_uuid(id)) not_found(kNoSession);
  auto r = reauth::read(s, req, req.body().empty() ? boost::json::object{} : parse_json_object(req.body()));
  auto o = s.identity.end_own_session(reauth::account_of(req), id, r);
  if (o.result == auth::FactorResult::not_pending) not_found(kNoSession);
  if (o.result != auth::FactorResult::ok) return reauth::refused(o, r);
  audit::record<events::payload::AccountSessionEnded>(s, req, reauth::account_of(req));
  Response res;
  res.status = http::status::no_content;
  return res;
}

}  // namespace api::admin_sessions
