// Scheduled publishing: the daily count rules and the no-drafts message.
#include "domain/publishing_rules.hpp"

#include "domain/text.hpp"
#include "form_rules.hpp"

namespace domain {

using namespace rules;
using Errors = FieldErrors;

int daily_publish_count_from(std::string_view text) {
  auto t = trim(text);
  if (t.empty() || t.size() > 6) return 1;
  int sign = 1;
  std::size_t i = 0;
  if (t[0] == '-') {
    sign = -1;
    i = 1;
  }
  if (i == t.size()) return 1;
  int v = 0;
  for (; i < t.size(); ++i) {
    if (!is_digit(t[i])) return 1;
    v = v * 10 + (t[i] - '0');
  }
  return sign * v;
}

FieldErrors validate_daily_publish_count(long long count) {
  Errors e;
  if (count < kDailyPublishMin)
    fail(e, "daily_publish_count", "Günlük yayın sayısı en az 1 olmalıdır");
  else if (count > kDailyPublishMax)
    fail(e, "daily_publish_count", "Günlük yayın sayısı en fazla 10 olabilir");
  return e;
}

}  // namespace domain
