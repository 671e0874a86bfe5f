// Client address and visitor pseudonym.
#include "visitor.hpp"

#include <boost/asio/ip/address.hpp>
#include <boost/beast/core/string.hpp>
#include <vector>

namespace api {

std::string client_address(const Request& req, unsigned trusted_proxies) {
  if (trusted_proxies == 0) return req.remote;
  std::vector<std::string_view> entries;
  for (const auto& field : req.raw) {
    if (!boost::beast::iequals(field.name_string(), "X-Forwarded-For")) continue;
    std::string_view list = field.value();
    for (;;) {
      const auto comma = list.find(',');
      std::string_view entry = list.substr(0, comma);
      while (!entry.empty() && (entry.front() == ' ' || entry.front() == '\t')) entry.remove_prefix(1);
      while (!entry.empty() && (entry.back() == ' ' || entry.back() == '\t')) entry.remove_suffix(1);
      entries.push_back(entry);
      if (comma == std::string_view::npos) break;
      list = list.substr(comma + 1);
    }
  }
  if (entries.size() < trusted_proxies) return req.remote;  // a trusted proxy did not append
  const std::string_view chosen = entries[entries.size() - trusted_proxies];
  boost::system::error_code ec;
  const auto address = boost::asio::ip::make_address(std::string(chosen), ec);
  if (ec || chosen.size() > 45) return req.remote;
  return address.to_string();
}

std::string comment_limit_key(std::string_view address) {
  boost::system::error_code ec;
  const auto parsed = boost::asio::ip::make_address(std::string(address), ec);
  if (ec || !parsed.is_v6()) return std::string(address);
  const auto v6 = parsed.to_v6();
  if (v6.is_v4_mapped()) return boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, v6).to_string();
  auto bytes = v6.to_bytes();
  for (std::size_t i = 8; i < bytes.size(); ++i) bytes[i] = 0;
  return boost::asio::ip::address_v6(bytes).to_string() + "/64";
}

std::string visitor_actor(std::string_view address, DailySalt& salt) {
  return "visitor:" + salt.keyed_hash(address).hash;
}

}  // namespace api
