// Client address and visitor hash.
#include "visitor.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>

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

std::string visitor_actor(std::string_view address, std::string_view salt) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha256(), salt.data(), static_cast<int>(salt.size()),
       reinterpret_cast<const unsigned char*>(address.data()), address.size(), digest, &length);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "visitor:";
  for (unsigned int i = 0; i < 8 && i < length; ++i) {
    out += kHex[digest[i] >> 4];
    out += kHex[digest[i] & 0xF];
  }
  return out;
}

}  // namespace api
