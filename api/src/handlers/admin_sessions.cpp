// An admin's own sessions. The account and the current session come from the request's access
// token (already verified by the server); nobody sees or ends another account's sessions.
#include "handlers/admin_sessions.hpp"

#include <boost/json.hpp>

#include "auth/authenticator.hpp"
#include "http/errors.hpp"

namespace api::admin_sessions {

namespace {

constexpr std::string_view kNoSession = "Oturum bulunamadı";

std::string account_of(const Request& req) { return req.actor.substr(req.actor.find(':') + 1); }

std::string current_session(Services& s, const Request& req) {
  auto verified = s.identity.verify(auth::bearer_token(req));
  return verified.claims ? verified.claims->sid : std::string{};
}

}  // namespace

Response list(Services& s, Request& req) {
  const std::string current = current_session(s, req);
  boost::json::array out;
  for (const auto& session : s.identity.sessions(account_of(req)))
    out.push_back(boost::json::object{{"id", session.id},
                                      {"created_at", session.created_at},
                                      {"last_used_at", session.last_used_at},
                                      {"expires_at", session.expires_at},
                                      {"current", session.id == current}});
  return json_response(http::status::ok, boost::json::serialize(boost::json::object{{"sessions", std::move(out)}}));
}

Response end(Services& s, Request& req) {
  if (!s.identity.end_own_session(account_of(req), req.params.at("id"))) not_found(kNoSession);
  Response r;
  r.status = http::status::no_content;
  return r;
}

}  // namespace api::admin_sessions
