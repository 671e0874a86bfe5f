// Metrics storage and text rendering.
#include "metrics.hpp"

#include <sstream>

namespace api {

void Metrics::observe(const std::string& route, const std::string& method, unsigned status, double seconds) {
  std::lock_guard lock(mutex_);
  ++requests_[{route, method, status}];
  latency_[route].observe(kBuckets, seconds);
}

std::string Metrics::render(const std::string& extra) const {
  std::ostringstream out;
  std::lock_guard lock(mutex_);
  out << "# HELP bonus_http_requests_total HTTP requests by route, method and status.\n"
         "# TYPE bonus_http_requests_total counter\n";
  for (const auto& [key, n] : requests_)
    out << "bonus_http_requests_total{route=\"" << std::get<0>(key) << "\",method=\"" << std::get<1>(key)
        << "\",status=\"" << std::get<2>(key) << "\"} " << n << "\n";
  out << "# HELP bonus_http_request_duration_seconds Time from a parsed request to its response.\n"
         "# TYPE bonus_http_request_duration_seconds histogram\n";
  for (const auto& [route, h] : latency_) h.render(out, kBuckets, "bonus_http_request_duration_seconds", "route", route);
  out << extra;
  return out.str();
}

}  // namespace api
