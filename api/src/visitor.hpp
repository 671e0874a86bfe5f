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

// The peer address, or behind `trusted_proxies` proxies that each append the address they
// received from to X-Forwarded-For (every line of it, in order), the entry that many places from
// the end: the address the outermost trusted proxy saw. Entries a client wrote itself come
// before it and are never used. When that entry is missing or is not an IPv4 or IPv6 address,
// the peer address; the address returned is in its canonical text form.
std::string client_address(const Request& req, unsigned trusted_proxies);

// The key a visitor's comments are counted under: the address itself for IPv4, its /64 for
// IPv6 (one subscriber holds a whole /64, so counting each /128 would not limit anyone).
std::string comment_limit_key(std::string_view address);

// "visitor:" + the first 16 hex digits of HMAC-SHA256(the day's salt, address).
std::string visitor_actor(std::string_view address, DailySalt& salt);

}  // namespace api
