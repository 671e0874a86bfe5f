// The dashboard's month-over-month change. (admin spec sections 4 and 5, with the spec's Turkish messages.)
#pragma once
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/admin_content.hpp"
#include "domain/field_error.hpp"

namespace domain {

// Change from last month to this one, in percent with one decimal: (now - before) / before.
// nullopt when there is nothing to compare with (before = 0), shown as 'N/A'.
std::optional<double> month_over_month(long long now_total, long long before_total);

}  // namespace domain
