// Prometheus counters and latency histograms per route, rendered in the text exposition format.
#pragma once
#include <array>
#include <map>
#include <mutex>
#include <string>
#include <tuple>

#include "histogram.hpp"

namespace api {

class Metrics {
 public:
  static constexpr std::array<double, 13> kBuckets{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                                   0.1,    0.25,  0.5,    1.0,   2.5,   5.0};
  void observe(const std::string& route, const std::string& method, unsigned status, double seconds);
  // Counters and histograms; `extra` is appended as is (gauges computed at scrape time).
  std::string render(const std::string& extra) const;

 private:
  mutable std::mutex mutex_;
  std::map<std::tuple<std::string, std::string, unsigned>, unsigned long long> requests_;
  std::map<std::string, Histogram<kBuckets.size()>> latency_;
};

}  // namespace api
