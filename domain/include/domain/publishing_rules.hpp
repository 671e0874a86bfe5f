// Scheduled publishing: the daily count rules and the no-drafts message. (admin spec sections 4 and 5, with the spec's Turkish messages.)
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

inline constexpr int kDailyPublishMin = 1;
inline constexpr int kDailyPublishMax = 10;
inline constexpr std::string_view kNoDraftsToPublish = "Yayınlanacak taslak blog bulunamadı";

// The daily count as the form sends it: a whole number (JSON number or numeric text); anything
// non-numeric becomes 1, like the form's input.
int daily_publish_count_from(std::string_view text);
// "Günlük yayın sayısı en az 1 olmalıdır", "Günlük yayın sayısı en fazla 10 olabilir".
FieldErrors validate_daily_publish_count(long long count);

}  // namespace domain
