// Views of promotion and casino detail pages per UTC day (promotion.viewed, casino.viewed on the
// engagement topic, batched by the api): the denominator of the back office's click-through
// rates and of the "no clicks although viewed" flag, as daily rows and as running totals
// (day_counts.hpp). Counter events keyed "<id>|<day>".
#include <map>

#include "events/payloads.hpp"
#include "projection.hpp"
#include "projections/day_counts.hpp"

namespace worker {

namespace {

constexpr std::int64_t kMaxViewsPerEvent = 100'000'000;

constexpr const char* kAddPromotionViews = R"SQL(
  INSERT INTO promotion_views_by_day (day, promotion_id, views)
  SELECT * FROM unnest($1::date[], $2::uuid[], $3::bigint[])
  ON CONFLICT (day, promotion_id) DO UPDATE SET views = promotion_views_by_day.views + EXCLUDED.views
)SQL";
constexpr const char* kAddCasinoViews = R"SQL(
  INSERT INTO casino_views_by_day (day, casino_id, views)
  SELECT * FROM unnest($1::date[], $2::uuid[], $3::bigint[])
  ON CONFLICT (day, casino_id) DO UPDATE SET views = casino_views_by_day.views + EXCLUDED.views
)SQL";

template <typename P>
std::pair<std::string, std::int64_t> count_detail_view(const P& v) {
  if (v.count < 1 || v.count > kMaxViewsPerEvent)
    throw events::DecodeError("payload field 'count' must be from 1 to " + std::to_string(kMaxViewsPerEvent));
  if (v.day.size() != 10 || v.day[4] != '-' || v.day[7] != '-')
    throw events::DecodeError("payload field 'day' must be YYYY-MM-DD");
  return {v.id + "|" + v.day, v.count};
}

// The daily rows and the running totals (day_counts.hpp) of one kind of entity.
void add_by_day(pqxx::transaction_base& tx, const char* sql, std::string_view kind, const Counts& views) {
  DayAmounts by_day;
  for (std::size_t i = 0; i < views.keys.size(); ++i) {
    const auto& key = views.keys[i];
    const auto bar = key.find('|');
    by_day.add(key.substr(bar + 1), key.substr(0, bar), views.amounts[i]);
  }
  add_per_day(tx, sql, by_day);
  add_running_totals(tx, kind, Measure::views, by_day);
}

std::pair<std::string, std::int64_t> count_promotion_viewed(const events::payload::PromotionViewed& v) {
  return count_detail_view(v);
}
std::pair<std::string, std::int64_t> count_casino_viewed(const events::payload::CasinoViewed& v) {
  return count_detail_view(v);
}
void add_promotion_views(pqxx::transaction_base& tx, const Counts& views) { add_by_day(tx, kAddPromotionViews, "promotion", views); }
void add_casino_views(pqxx::transaction_base& tx, const Counts& views) { add_by_day(tx, kAddCasinoViews, "casino", views); }

}  // namespace

void add_detail_view_projection(ApplyTable& table) {
  on_count(table, count_promotion_viewed, add_promotion_views);
  on_count(table, count_casino_viewed, add_casino_views);
}

}  // namespace worker
