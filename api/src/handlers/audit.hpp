// The sign-in audit events (events/payloads_audit.hpp), written by the identity handlers after
// what they record has happened. The address is kept only as its /24 or /48. The action is done
// already, so a broker failure here is logged, never answered as an error.
#pragma once
#include <string>

#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "http/types.hpp"
#include "services.hpp"

namespace api::audit {

// Publishes `e` on the content topic without waiting for the projection; failures are logged.
void publish(Services& s, Request& req, events::Envelope e);
// The /24 or /48 of the request's client address ("" when unknown).
std::string network_of(const Services& s, const Request& req);

// Records that the account `account_id` did what `P` names (AccountSignedIn, ...).
template <class P>
void record(Services& s, Request& req, const std::string& account_id, std::string actor = {}) {
  P p;
  p.account_id = account_id;
  p.address = network_of(s, req);
  p.at = events::now_utc();
  publish(s, req, events::make_event(actor.empty() ? "admin:" + account_id : std::move(actor), account_id, p));
}

}  // namespace api::audit
