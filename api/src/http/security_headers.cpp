// Security headers on every answer.
#include "http/security_headers.hpp"

#include <atomic>
#include <cctype>
#include <string>
#include <vector>

#include "http/router.hpp"

namespace api {

std::string content_security_policy(std::string_view frame_ancestors) {
  return "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; "
         "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; "
         "frame-ancestors " +
         std::string(frame_ancestors);
}

namespace {
std::atomic<bool> g_hsts{false};
}  // namespace

void set_strict_transport_security(bool on) { g_hsts.store(on); }

bool is_admin_path(std::string_view path) {
  const std::string decoded = percent_decode(path);
  std::vector<std::string_view> segments;
  std::string_view rest = decoded;
  while (!rest.empty()) {
    const auto slash = rest.find_first_of("/\\");
    std::string_view segment = rest.substr(0, slash);
    rest = slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
    if (segment.empty() || segment == ".") continue;
    if (segment == "..") {
      if (!segments.empty()) segments.pop_back();
      continue;
    }
    segments.push_back(segment);
  }
  if (segments.empty()) return false;
  const std::string_view first = segments.front();
  std::string lower;
  for (char c : first) lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  return lower == "admin";
}

void add_security_headers(Response& res, std::string_view path) {
  auto set_default = [&res](std::string_view name, std::string value) {
    for (const auto& [n, v] : res.headers)
      if (n == name) return;
    res.headers.emplace_back(std::string(name), std::move(value));
  };
  const bool admin = is_admin_path(path);
  if (g_hsts.load()) set_default("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  // What an admin or a sign-in reads is kept by no browser or shared cache (ASVS 8.1.1, 8.2.1).
  if (path.starts_with("/api/admin") || path.starts_with("/api/auth")) set_default("Cache-Control", "no-store");
  set_default("X-Content-Type-Options", "nosniff");
  set_default("Referrer-Policy", "strict-origin-when-cross-origin");
  if (res.content_type.starts_with("text/html")) {
    set_default("Content-Security-Policy", content_security_policy(admin ? "'none'" : "'self'"));
    if (admin) set_default("X-Frame-Options", "DENY");
  }
}

}  // namespace api
