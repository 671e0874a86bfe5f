// Device cookies, browser families and coarse addresses.
#include "auth/devices.hpp"

#include <arpa/inet.h>
#include <openssl/crypto.h>
#include <openssl/hmac.h>

#include <cstdio>
#include <stdexcept>

#include "auth/jwt.hpp"

namespace api::auth {

namespace {

std::string hmac(std::string_view key, std::string_view data) {
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), reinterpret_cast<const unsigned char*>(data.data()),
            data.size(), out, &len))
    throw std::runtime_error("HMAC failed");
  return std::string(reinterpret_cast<const char*>(out), len);
}

std::string signature(std::string_view key, std::string_view email, std::string_view nonce) {
  std::string data(email);
  data.push_back('\0');
  data.append(nonce);
  return base64url_encode(hmac(key, data));
}

}  // namespace

DeviceCookies::DeviceCookies(std::string_view secret) : key_(hmac(secret, "bonus device cookie key")) {}

std::string DeviceCookies::issue(std::string_view email) const {
  const std::string nonce = random_token(16);
  return nonce + "." + signature(key_, email, nonce);
}

std::optional<std::string> DeviceCookies::device_of(std::string_view cookie, std::string_view email) const {
  if (cookie.empty() || cookie.size() > 128) return std::nullopt;
  const auto dot = cookie.find('.');
  if (dot == std::string_view::npos || dot == 0) return std::nullopt;
  const auto nonce = cookie.substr(0, dot), given = cookie.substr(dot + 1);
  const auto expected = signature(key_, email, nonce);
  if (given.size() != expected.size() || CRYPTO_memcmp(given.data(), expected.data(), given.size()) != 0)
    return std::nullopt;
  return std::string(nonce);
}

std::string browser_family(std::string_view ua) {
  auto has = [&](std::string_view s) { return ua.find(s) != std::string_view::npos; };
  // Order matters: Edge and Opera also name Chrome, Chrome also names Safari.
  if (has("Edg/") || has("Edge/")) return "Edge";
  if (has("OPR/") || has("Opera")) return "Opera";
  if (has("Firefox/")) return "Firefox";
  if (has("Chrome/") || has("Chromium/")) return "Chrome";
  if (has("Safari/")) return "Safari";
  return "";
}

std::string address_prefix(std::string_view address) {
  const std::string a(address);
  in_addr v4{};
  if (::inet_pton(AF_INET, a.c_str(), &v4) == 1) {
    const auto* b = reinterpret_cast<const unsigned char*>(&v4);
    char out[32];
    std::snprintf(out, sizeof out, "%u.%u.%u.0/24", b[0], b[1], b[2]);
    return out;
  }
  in6_addr v6{};
  if (::inet_pton(AF_INET6, a.c_str(), &v6) == 1) {
    if (IN6_IS_ADDR_V4MAPPED(&v6)) {  // ::ffff:a.b.c.d: an IPv4 client of a dual-stack socket
      char out[32];
      std::snprintf(out, sizeof out, "%u.%u.%u.0/24", v6.s6_addr[12], v6.s6_addr[13], v6.s6_addr[14]);
      return out;
    }
    in6_addr masked{};
    for (int i = 0; i < 6; ++i) masked.s6_addr[i] = v6.s6_addr[i];
    char out[INET6_ADDRSTRLEN];
    if (!::inet_ntop(AF_INET6, &masked, out, sizeof out)) return "";
    return std::string(out) + "/48";
  }
  return "";
}

}  // namespace api::auth
