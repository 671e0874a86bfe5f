// Outbound click counts (/git/...), per UTC day: per promotion, per casino (its own link and its
// promotions' links), per splash ad, per referrer page and per device, and the day's distinct
// visitor hashes (unique visitors = rows per day, also kept as a count per day), and the running
// totals of promotions and casinos the statistics read (day_counts.hpp). A run of outbound_link.clicked events is summed
// here first and written with one statement per table; sums commute, so a run gives the rows its
// events one by one would.
#include <map>
#include <set>
#include <tuple>

#include "events/payloads.hpp"
#include "storage/array_literal.hpp"
#include "projection.hpp"
#include "projections/day_counts.hpp"

namespace worker {

namespace {

constexpr std::int64_t kMaxClicksPerEvent = 100'000'000;

// $1 days, $2 keys, $3 clicks (one entry per day and key).
constexpr const char* kAddPromotionClicks = R"SQL(
  INSERT INTO clicks_by_promotion (day, promotion_id, clicks)
  SELECT * FROM unnest($1::date[], $2::uuid[], $3::bigint[])
  ON CONFLICT (day, promotion_id) DO UPDATE SET clicks = clicks_by_promotion.clicks + EXCLUDED.clicks
)SQL";
constexpr const char* kAddCasinoClicks = R"SQL(
  INSERT INTO clicks_by_casino (day, casino_id, clicks)
  SELECT * FROM unnest($1::date[], $2::uuid[], $3::bigint[])
  ON CONFLICT (day, casino_id) DO UPDATE SET clicks = clicks_by_casino.clicks + EXCLUDED.clicks
)SQL";
constexpr const char* kAddSplashAdClicks = R"SQL(
  INSERT INTO clicks_by_splash_ad (day, splash_ad_id, clicks)
  SELECT * FROM unnest($1::date[], $2::uuid[], $3::bigint[])
  ON CONFLICT (day, splash_ad_id) DO UPDATE SET clicks = clicks_by_splash_ad.clicks + EXCLUDED.clicks
)SQL";
constexpr const char* kAddReferrerClicks = R"SQL(
  INSERT INTO clicks_by_referrer (day, path, clicks)
  SELECT * FROM unnest($1::date[], $2::text[], $3::bigint[])
  ON CONFLICT (day, path) DO UPDATE SET clicks = clicks_by_referrer.clicks + EXCLUDED.clicks
)SQL";
constexpr const char* kAddDeviceClicks = R"SQL(
  INSERT INTO clicks_by_device (day, device, clicks)
  SELECT * FROM unnest($1::date[], $2::text[], $3::bigint[])
  ON CONFLICT (day, device) DO UPDATE SET clicks = clicks_by_device.clicks + EXCLUDED.clicks
)SQL";
// The hashes a day did not have yet, and their number added to the day's unique visitors.
constexpr const char* kAddVisitors = R"SQL(
  WITH added AS (
    INSERT INTO click_visitors (day, visitor) SELECT * FROM unnest($1::date[], $2::text[])
    ON CONFLICT DO NOTHING RETURNING day)
  INSERT INTO click_visitors_by_day (day, visitors) SELECT day, count(*) FROM added GROUP BY day
  ON CONFLICT (day) DO UPDATE SET visitors = click_visitors_by_day.visitors + EXCLUDED.visitors
)SQL";

using DayKey = std::pair<std::string, std::string>;
using Sums = std::map<DayKey, std::int64_t>;

DayAmounts amounts_of(const Sums& sums) {
  DayAmounts a;
  for (const auto& [k, n] : sums) a.add(k.first, k.second, n);
  return a;
}

bool is_day(const std::string& d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (d[i] < '0' || d[i] > '9') return false;
  return true;
}

void apply_outbound_links_clicked(pqxx::transaction_base& tx,
                                  const std::vector<events::payload::OutboundLinkClicked>& run) {
  Sums promotions, casinos, ads, referrers, devices;
  std::set<DayKey> visitors;
  for (const auto& c : run) {
    if (c.count < 1 || c.count > kMaxClicksPerEvent)
      throw events::DecodeError("payload field 'count' must be from 1 to " + std::to_string(kMaxClicksPerEvent));
    if (!is_day(c.day)) throw events::DecodeError("payload field 'day' must be YYYY-MM-DD");
    if (c.device != "phone" && c.device != "tablet" && c.device != "desktop")
      throw events::DecodeError("payload field 'device' must be phone, tablet or desktop");
    if (!c.casino_id && !c.promotion_id && !c.splash_ad_id)
      throw events::DecodeError("payload needs 'casino_id', 'promotion_id' or 'splash_ad_id'");
    if (c.promotion_id) promotions[{c.day, *c.promotion_id}] += c.count;
    if (c.casino_id) casinos[{c.day, *c.casino_id}] += c.count;
    if (c.splash_ad_id) ads[{c.day, *c.splash_ad_id}] += c.count;
    referrers[{c.day, c.referrer_path}] += c.count;
    devices[{c.day, c.device}] += c.count;
    for (const auto& v : c.visitors) visitors.insert({c.day, v});
  }
  const auto by_promotion = amounts_of(promotions), by_casino = amounts_of(casinos);
  add_per_day(tx, kAddPromotionClicks, by_promotion);
  add_per_day(tx, kAddCasinoClicks, by_casino);
  add_per_day(tx, kAddSplashAdClicks, amounts_of(ads));
  add_per_day(tx, kAddReferrerClicks, amounts_of(referrers));
  add_per_day(tx, kAddDeviceClicks, amounts_of(devices));
  add_running_totals(tx, "promotion", Measure::clicks, by_promotion);
  add_running_totals(tx, "casino", Measure::clicks, by_casino);
  if (!visitors.empty()) {
    std::vector<std::string> days, hashes;
    for (const auto& [d, v] : visitors) {
      days.push_back(d);
      hashes.push_back(v);
    }
    tx.exec_params(kAddVisitors, storage::array_literal(days), storage::array_literal(hashes));
  }
}

}  // namespace

void add_outbound_click_projection(ApplyTable& table) { on_run(table, apply_outbound_links_clicked); }

}  // namespace worker
