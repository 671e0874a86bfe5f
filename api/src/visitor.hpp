// Who a visitor is, as far as the api needs to know: the client address (for rate limits) and
// a keyed hash of it under the day's salt (the actor of the events a visitor causes; the log is
// kept forever, so the address itself never goes into it, and the salt is discarded when the UTC
// day ends, see daily_salt.hpp).
#pragma once
#include <string>
#include <string_view>

#include "daily_salt.hpp"
#include "http/types.hpp"

namespace api {

// The peer address, or with `trust_forwarded_for` the last X-Forwarded-For entry (the one the
// proxy in front of the api added), when present.
std::string client_address(const Request& req, bool trust_forwarded_for);

// "visitor:" + the first 16 hex digits of HMAC-SHA256(the day's salt, address).
std::string visitor_actor(std::string_view address, DailySalt& salt);

}  // namespace api
