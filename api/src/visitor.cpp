// Client address and visitor pseudonym.
#include "visitor.hpp"

namespace api {

std::string client_address(const Request& req, bool trust_forwarded_for) {
  if (trust_forwarded_for) {
    std::string_view header = req.raw["X-Forwarded-For"];
    const std::size_t comma = header.rfind(',');
    std::string_view last = comma == std::string_view::npos ? header : header.substr(comma + 1);
    while (!last.empty() && (last.front() == ' ' || last.front() == '\t')) last.remove_prefix(1);
    while (!last.empty() && (last.back() == ' ' || last.back() == '\t')) last.remove_suffix(1);
    if (!last.empty() && last.size() <= 64) return std::string(last);
  }
  return req.remote;
}

std::string visitor_actor(std::string_view address, DailySalt& salt) {
  return "visitor:" + salt.keyed_hash(address).hash;
}

}  // namespace api
