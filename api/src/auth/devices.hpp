// What sign-in knows of the client beside its credentials: OWASP's device cookies (a browser
// that signed in to an account before), the browser family and a coarse address for the session
// list.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace api::auth {

// A device cookie: "<nonce>.<HMAC-SHA256(key, email NUL nonce)>", both base64url. It names no
// account and is valid only for the account it was issued to.
class DeviceCookies {
 public:
  explicit DeviceCookies(std::string_view secret);  // derives its own key from the token secret
  std::string issue(std::string_view email) const;
  // The device's nonce when `cookie` is a valid device cookie of `email`.
  std::optional<std::string> device_of(std::string_view cookie, std::string_view email) const;

 private:
  std::string key_;
};

// The client of a sign-in: its address (for throttling), its device cookie (may be empty) and
// its User-Agent (only the browser family is kept).
struct Client {
  std::string address;
  std::string device_cookie;
  std::string user_agent;
};

// "Firefox", "Chrome", "Edge", "Safari", "Opera", or "" when unknown.
std::string browser_family(std::string_view user_agent);
// "203.0.113.0/24" for IPv4, "2001:db8:1::/48" for IPv6, "" for anything else.
std::string address_prefix(std::string_view address);

}  // namespace api::auth
