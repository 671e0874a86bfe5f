// Outbound link rules: redirect targets, device classes, automated agents, referrer paths.
#include "domain/outbound.hpp"

#include <array>
#include <cctype>

#include "domain/text.hpp"

namespace domain {

namespace {
std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}
bool has(const std::string& haystack, std::string_view needle) { return haystack.find(needle) != std::string::npos; }
}  // namespace

std::optional<std::string> redirect_target(std::string_view stored_url) {
  if (stored_url.empty() || stored_url.size() > kMaxRedirectUrlBytes) return std::nullopt;
  for (unsigned char c : stored_url)
    if (c <= 0x20 || c == 0x7F) return std::nullopt;  // no header splitting, no whitespace
  if (!is_valid_url(stored_url)) return std::nullopt;
  // The Location header carries ASCII: other bytes (a Turkish path) travel percent-encoded.
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : stored_url) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 0xF];
    }
  }
  return out;
}

std::string_view device_class(std::string_view user_agent) {
  const std::string ua = lower_ascii(user_agent);
  if (has(ua, "ipad") || has(ua, "tablet") || has(ua, "kindle") || has(ua, "silk/") || has(ua, "playbook") ||
      (has(ua, "android") && !has(ua, "mobile")))
    return "tablet";
  if (has(ua, "iphone") || has(ua, "ipod") || has(ua, "android") || has(ua, "windows phone") ||
      has(ua, "blackberry") || has(ua, "opera mini") || has(ua, "mobi"))
    return "phone";
  return "desktop";
}

bool is_automated_agent(std::string_view user_agent) {
  static constexpr std::array<std::string_view, 27> kTokens{
      "bot",        "crawl",     "spider",         "slurp",       "preview",        "facebookexternalhit",
      "embedly",    "whatsapp",  "telegram",       "skype",       "vkshare",        "pinterest",
      "quora link", "curl/",     "wget/",          "python-",     "go-http-client", "java/",
      "okhttp",     "headless",  "lighthouse",     "pingdom",     "uptime",         "monitor",
      "scan",       "archiver",  "feedfetcher"};
  const std::string ua = lower_ascii(trim(user_agent));
  if (ua.empty()) return true;
  for (auto token : kTokens)
    if (has(ua, token)) return true;
  return false;
}

std::string same_origin_path(std::string_view referer, std::string_view public_origin) {
  while (!public_origin.empty() && public_origin.back() == '/') public_origin.remove_suffix(1);
  if (public_origin.empty() || referer.size() <= public_origin.size()) return "";
  if (!iequals_ascii(referer.substr(0, public_origin.size()), public_origin)) return "";
  std::string_view rest = referer.substr(public_origin.size());
  if (rest.front() != '/') return "";  // "https://site.example.evil.com/..." is another host
  rest = rest.substr(0, rest.find_first_of("?#"));
  if (rest.size() > kMaxReferrerPathBytes) return "";
  for (unsigned char c : rest)
    if (c <= 0x20 || c == 0x7F) return "";
  return std::string(rest);
}

}  // namespace domain
