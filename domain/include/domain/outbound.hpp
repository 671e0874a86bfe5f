// Outbound links (/git/...): where a redirect may go, which requests count as a visitor's click,
// and what of a click is kept (the device class and the same-origin page it came from). Pure rules.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace domain {

inline constexpr std::size_t kMaxRedirectUrlBytes = 2048;
inline constexpr std::size_t kMaxReferrerPathBytes = 300;

// The stored URL when it may be a redirect's Location: http(s) with a host, no whitespace or
// control bytes (so no header splitting), at most 2048 bytes, with bytes over 0x7F percent-encoded.
// Anything else: nullopt.
std::optional<std::string> redirect_target(std::string_view stored_url);

// "phone", "tablet" or "desktop", from the User-Agent header (iPad, Android without "Mobile",
// Kindle/Silk/PlayBook and "Tablet" are tablets; iPhone, iPod, Android "Mobile", Windows Phone,
// BlackBerry, Opera Mini and "Mobi" are phones; everything else, an empty header included, desktop).
std::string_view device_class(std::string_view user_agent);

// True for crawlers, link previewers and monitoring agents (case-insensitive tokens: "bot",
// "crawl", "spider", "slurp", "preview", "facebookexternalhit", "embedly", "whatsapp", "curl",
// "wget", "python-requests", "headless", "lighthouse", ...) and for an empty User-Agent.
bool is_automated_agent(std::string_view user_agent);

// The path of `referer` when it is on `public_origin` (same scheme, host and port), without query
// and fragment, at most 300 bytes; "" otherwise (another site, no header, a malformed one).
std::string same_origin_path(std::string_view referer, std::string_view public_origin);

}  // namespace domain
