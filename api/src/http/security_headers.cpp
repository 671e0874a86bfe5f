// Security headers on every answer.
#include "http/security_headers.hpp"

#include <string>

namespace api {

std::string content_security_policy(std::string_view frame_ancestors) {
  return "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; "
         "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; "
         "frame-ancestors " +
         std::string(frame_ancestors);
}

void add_security_headers(Response& res, std::string_view path) {
  auto set_default = [&res](std::string_view name, std::string value) {
    for (const auto& [n, v] : res.headers)
      if (n == name) return;
    res.headers.emplace_back(std::string(name), std::move(value));
  };
  const bool admin = path == "/admin" || path.starts_with("/admin/");
  set_default("X-Content-Type-Options", "nosniff");
  set_default("Referrer-Policy", "strict-origin-when-cross-origin");
  if (res.content_type.starts_with("text/html")) {
    set_default("Content-Security-Policy", content_security_policy(admin ? "'none'" : "'self'"));
    if (admin) set_default("X-Frame-Options", "DENY");
  }
}

}  // namespace api
