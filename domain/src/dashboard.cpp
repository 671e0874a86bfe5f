// The dashboard's month-over-month change.
#include "domain/dashboard.hpp"

#include <cmath>

#include "domain/text.hpp"
#include "form_rules.hpp"

namespace domain {

using namespace rules;
using Errors = FieldErrors;

std::optional<double> month_over_month(long long now_total, long long before_total) {
  if (before_total <= 0) return std::nullopt;
  double pct = static_cast<double>(now_total - before_total) * 100.0 / static_cast<double>(before_total);
  return std::round(pct * 10.0) / 10.0;
}

}  // namespace domain
