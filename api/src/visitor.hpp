// Who a visitor is, as far as the api needs to know: the client address (for rate limits) and
// a keyed hash of it (the actor of the events a visitor causes; the log is kept forever, so the
// address itself never goes into it).
#pragma once
#include <string>
#include <string_view>

#include "http/types.hpp"

namespace api {

// The peer address, or with `trust_forwarded_for` the last X-Forwarded-For entry (the one the
// proxy in front of the api added), when present.
std::string client_address(const Request& req, bool trust_forwarded_for);

// "visitor:" + the first 16 hex digits of HMAC-SHA256(salt, address).
std::string visitor_actor(std::string_view address, std::string_view salt);

}  // namespace api
