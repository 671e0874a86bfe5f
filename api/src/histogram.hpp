// One Prometheus histogram with fixed buckets (seconds), and its text exposition lines. Shared by
// the request latency (metrics.hpp) and the command stages (command_timings.hpp); the caller holds
// the lock.
#pragma once
#include <array>
#include <cstddef>
#include <ostream>
#include <string_view>

namespace api {

template <std::size_t N>
struct Histogram {
  std::array<unsigned long long, N> counts{};
  unsigned long long total = 0;
  double sum = 0;

  void observe(const std::array<double, N>& buckets, double seconds) {
    for (std::size_t i = 0; i < N; ++i)
      if (seconds <= buckets[i]) ++counts[i];
    ++total;
    sum += seconds;
  }

  // name_bucket{label="value",le=...}, then name_sum and name_count.
  void render(std::ostream& out, const std::array<double, N>& buckets, std::string_view name, std::string_view label,
              std::string_view value) const {
    for (std::size_t i = 0; i < N; ++i)
      out << name << "_bucket{" << label << "=\"" << value << "\",le=\"" << buckets[i] << "\"} " << counts[i] << "\n";
    out << name << "_bucket{" << label << "=\"" << value << "\",le=\"+Inf\"} " << total << "\n"
        << name << "_sum{" << label << "=\"" << value << "\"} " << sum << "\n"
        << name << "_count{" << label << "=\"" << value << "\"} " << total << "\n";
  }
};

}  // namespace api
