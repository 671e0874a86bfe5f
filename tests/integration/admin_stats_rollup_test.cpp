// The statistics read running totals (proj.running_totals) instead of summing daily rows. These
// tests hold them to the daily rows: the kept totals equal the fold of the daily rows, replay
// rebuilds them, the api's answers equal the same statistics summed straight from the daily rows
// for known data and several ranges, and the stalled flag over a week of views.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <chrono>

#include "content.hpp"
#include "events/payloads.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono;

namespace {

// The statistics summed straight from the daily tables ($1 from, $2 to, $3 promotions, $4
// casinos): the statement the api ran before the running totals, kept here as the reference.
constexpr const char* kDirectStats = R"SQL(
WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d),
daily AS (
  SELECT d.day,
         coalesce((SELECT sum(x.clicks) FROM clicks_by_device x WHERE x.day = d.day), 0) AS clicks,
         (SELECT count(*) FROM click_visitors v WHERE v.day = d.day) AS visitors,
         coalesce((SELECT b.views FROM blog_views_by_day b WHERE b.day = d.day), 0) AS blog_views
    FROM days d),
pc AS (SELECT promotion_id AS id, sum(clicks) AS clicks FROM clicks_by_promotion
        WHERE day BETWEEN $1::date AND $2::date GROUP BY 1),
pv AS (SELECT promotion_id AS id, sum(views) AS views FROM promotion_views_by_day
        WHERE day BETWEEN $1::date AND $2::date GROUP BY 1),
cc AS (SELECT casino_id AS id, sum(clicks) AS clicks FROM clicks_by_casino
        WHERE day BETWEEN $1::date AND $2::date GROUP BY 1),
cv AS (SELECT casino_id AS id, sum(views) AS views FROM casino_views_by_day
        WHERE day BETWEEN $1::date AND $2::date GROUP BY 1),
p_all AS (SELECT coalesce(pc.id, pv.id) AS id, coalesce(pc.clicks, 0) AS clicks, coalesce(pv.views, 0) AS views
            FROM pc FULL JOIN pv ON pv.id = pc.id),
c_all AS (SELECT coalesce(cc.id, cv.id) AS id, coalesce(cc.clicks, 0) AS clicks, coalesce(cv.views, 0) AS views
            FROM cc FULL JOIN cv ON cv.id = cc.id),
p_top AS (SELECT * FROM p_all WHERE clicks > 0 ORDER BY clicks DESC, id LIMIT 10),
p_ctr AS (SELECT * FROM p_all WHERE views > 0 ORDER BY clicks::float8 / views DESC, clicks DESC, id LIMIT 10),
c_top AS (SELECT * FROM c_all WHERE clicks > 0 ORDER BY clicks DESC, id LIMIT 10),
c_ctr AS (SELECT * FROM c_all WHERE views > 0 ORDER BY clicks::float8 / views DESC, clicks DESC, id LIMIT 10),
p_rows AS (
  SELECT x.*, pr.title, ca.name AS casino_name,
         (SELECT array_agg(coalesce(k.clicks, 0) ORDER BY d.day) FROM days d
            LEFT JOIN clicks_by_promotion k ON k.day = d.day AND k.promotion_id = x.id) AS series
    FROM (SELECT * FROM p_top UNION SELECT * FROM p_ctr
          UNION SELECT id, 0, 0 FROM unnest($3::uuid[]) AS id WHERE id NOT IN (SELECT id FROM p_all)
          UNION SELECT * FROM p_all WHERE id = ANY($3::uuid[])) x
    LEFT JOIN promotions pr ON pr.id = x.id LEFT JOIN casinos ca ON ca.id = pr.casino_id),
c_rows AS (
  SELECT x.*, ca.name,
         (SELECT array_agg(coalesce(k.clicks, 0) ORDER BY d.day) FROM days d
            LEFT JOIN clicks_by_casino k ON k.day = d.day AND k.casino_id = x.id) AS series
    FROM (SELECT * FROM c_top UNION SELECT * FROM c_ctr
          UNION SELECT id, 0, 0 FROM unnest($4::uuid[]) AS id WHERE id NOT IN (SELECT id FROM c_all)
          UNION SELECT * FROM c_all WHERE id = ANY($4::uuid[])) x
    LEFT JOIN casinos ca ON ca.id = x.id),
recent AS (SELECT $2::date - 6 AS first, $2::date AS last, $2::date - 34 AS before_first, $2::date - 7 AS before_last),
p_stalled AS (
  SELECT v.promotion_id AS id, sum(v.views) AS views FROM promotion_views_by_day v, recent r
   WHERE v.day BETWEEN r.first AND r.last GROUP BY 1
  HAVING NOT EXISTS (SELECT 1 FROM clicks_by_promotion k, recent r2
                      WHERE k.promotion_id = v.promotion_id AND k.day BETWEEN r2.first AND r2.last)
     AND EXISTS (SELECT 1 FROM clicks_by_promotion k, recent r2
                  WHERE k.promotion_id = v.promotion_id AND k.day BETWEEN r2.before_first AND r2.before_last)),
c_viewed AS (
  SELECT v.casino_id AS id, v.views FROM casino_views_by_day v, recent r WHERE v.day BETWEEN r.first AND r.last
  UNION ALL
  SELECT p.casino_id, v.views FROM promotion_views_by_day v JOIN promotions p ON p.id = v.promotion_id, recent r
   WHERE v.day BETWEEN r.first AND r.last AND p.casino_id IS NOT NULL),
c_stalled AS (
  SELECT v.id, sum(v.views) AS views FROM c_viewed v GROUP BY 1
  HAVING NOT EXISTS (SELECT 1 FROM clicks_by_casino k, recent r2
                      WHERE k.casino_id = v.id AND k.day BETWEEN r2.first AND r2.last)
     AND EXISTS (SELECT 1 FROM clicks_by_casino k, recent r2
                  WHERE k.casino_id = v.id AND k.day BETWEEN r2.before_first AND r2.before_last))
SELECT json_build_object(
  'from', $1::date, 'to', $2::date,
  'totals', (SELECT json_build_object('clicks', coalesce(sum(clicks), 0), 'visitors', coalesce(sum(visitors), 0),
                                      'blog_views', coalesce(sum(blog_views), 0)) FROM daily),
  'days', (SELECT json_agg(json_build_object('day', day, 'clicks', clicks, 'visitors', visitors,
                                             'blog_views', blog_views) ORDER BY day) FROM daily),
  'promotions', coalesce((SELECT json_agg(json_build_object(
        'id', id, 'title', title, 'casino_name', casino_name, 'clicks', clicks, 'detail_views', views,
        'ctr', CASE WHEN views > 0 THEN round(clicks::numeric / views, 4) END, 'series', series)
        ORDER BY clicks DESC, id) FROM p_rows), '[]'::json),
  'casinos', coalesce((SELECT json_agg(json_build_object(
        'id', id, 'name', name, 'clicks', clicks, 'detail_views', views,
        'ctr', CASE WHEN views > 0 THEN round(clicks::numeric / views, 4) END, 'series', series)
        ORDER BY clicks DESC, id) FROM c_rows), '[]'::json),
  'top_promotion_ids', json_build_object(
        'by_clicks', coalesce((SELECT json_agg(id ORDER BY clicks DESC, id) FROM p_top), '[]'::json),
        'by_ctr', coalesce((SELECT json_agg(id ORDER BY clicks::float8 / views DESC, clicks DESC, id) FROM p_ctr), '[]'::json)),
  'top_casino_ids', json_build_object(
        'by_clicks', coalesce((SELECT json_agg(id ORDER BY clicks DESC, id) FROM c_top), '[]'::json),
        'by_ctr', coalesce((SELECT json_agg(id ORDER BY clicks::float8 / views DESC, clicks DESC, id) FROM c_ctr), '[]'::json)),
  'referrers', coalesce((SELECT json_agg(x ORDER BY x.clicks DESC, x.path) FROM (
        SELECT path, sum(clicks) AS clicks FROM clicks_by_referrer WHERE day BETWEEN $1::date AND $2::date
         GROUP BY path ORDER BY 2 DESC, 1 LIMIT 10) x), '[]'::json),
  'devices', (SELECT json_agg(json_build_object('device', d.device, 'clicks', coalesce(
        (SELECT sum(clicks) FROM clicks_by_device k WHERE k.device = d.device AND k.day BETWEEN $1::date AND $2::date), 0))
        ORDER BY d.ord) FROM (VALUES ('phone', 1), ('tablet', 2), ('desktop', 3)) AS d(device, ord)),
  'stalled', coalesce((SELECT json_agg(x ORDER BY x.kind, x.name) FROM (
        SELECT 'promotion' AS kind, s.id, coalesce(p.title, '') AS name, s.views AS views_last_week
          FROM p_stalled s LEFT JOIN promotions p ON p.id = s.id
        UNION ALL
        SELECT 'casino', s.id, coalesce(c.name, ''), s.views FROM c_stalled s LEFT JOIN casinos c ON c.id = s.id) x),
        '[]'::json))::text
)SQL";

// Rows of proj.running_totals that differ from the fold of the daily rows, either way.
constexpr const char* kRunningTotalsOffTheFold = R"SQL(
WITH daily AS (
  SELECT 'promotion' AS kind, id, day, sum(clicks) AS clicks, sum(views) AS views FROM (
    SELECT promotion_id AS id, day, clicks, 0 AS views FROM proj.clicks_by_promotion UNION ALL
    SELECT promotion_id, day, 0, views FROM proj.promotion_views_by_day) x GROUP BY id, day
  UNION ALL
  SELECT 'casino', id, day, sum(clicks), sum(views) FROM (
    SELECT casino_id AS id, day, clicks, 0 AS views FROM proj.clicks_by_casino UNION ALL
    SELECT casino_id, day, 0, views FROM proj.casino_views_by_day) x GROUP BY id, day),
folded AS (
  SELECT kind, id, day, coalesce(lead(day) OVER w, 'infinity') AS next_day, sum(clicks) OVER w AS clicks,
         sum(views) OVER w AS views
    FROM daily WINDOW w AS (PARTITION BY kind, id ORDER BY day))
SELECT count(*) FROM (
  (SELECT kind, id, day, next_day, clicks::numeric, views::numeric FROM proj.running_totals
   EXCEPT ALL SELECT * FROM folded)
  UNION ALL
  (SELECT * FROM folded
   EXCEPT ALL SELECT kind, id, day, next_day, clicks::numeric, views::numeric FROM proj.running_totals)) d
)SQL";

std::string day_ago(int n) {
  const auto d = floor<days>(system_clock::now()) - days(n);
  const year_month_day ymd{d};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                static_cast<unsigned>(ymd.day()));
  return buf;
}

events::payload::OutboundLinkClicked clicked(int days_ago, const std::string& casino, std::optional<std::string> promotion,
                                             std::int64_t count, const std::string& device = "desktop",
                                             const std::string& referrer = "/") {
  return {.day = day_ago(days_ago), .casino_id = casino, .promotion_id = std::move(promotion),
          .splash_ad_id = std::nullopt, .referrer_path = referrer, .device = device, .count = count,
          .visitors = {}};
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
  return s;
}

// The reference answer for a range, from the daily rows.
json::value direct_stats(const Stack& stack, const std::string& from, const std::string& to,
                         const std::string& promotions, const std::string& casinos) {
  std::string sql = kDirectStats;
  sql = replace_all(sql, "$1", "'" + from + "'");
  sql = replace_all(sql, "$2", "'" + to + "'");
  sql = replace_all(sql, "$3", "'{" + promotions + "}'");
  sql = replace_all(sql, "$4", "'{" + casinos + "}'");
  return json::parse(sql_rows(stack.pg_url(), "SET search_path TO proj, public; " + sql).at(0).at(0));
}

}  // namespace

TEST(AdminStats, RunningTotalsAnswerAsTheDailyRowsAndReplayRebuildsThem) {
  Stack stack;
  stack.start_worker();
  stack.start_api();
  EventWriter w(stack);
  std::vector<std::string> casinos, promotions;
  for (int i = 0; i < 3; ++i)
    casinos.push_back(write_casino(w, "Casino " + std::to_string(i), "casino-" + std::to_string(i)));
  for (int i = 0; i < 8; ++i)
    promotions.push_back(write_promotion(w, {.title = "Bonus " + std::to_string(i), .casino_id = casinos[i % 3]}));
  // Clicks and detail views on days up to 400 days back, written in no order of day, so that a
  // batch adds days before, between and after the days an entity already has.
  std::uint32_t seed = 2026;
  auto next = [&seed](std::uint32_t n) {
    seed = seed * 1664525u + 1013904223u;
    return (seed >> 8) % n;
  };
  const char* devices[] = {"phone", "tablet", "desktop"};
  for (int i = 0; i < 600; ++i) {
    const int ago = static_cast<int>(next(5) == 0 ? next(400) : next(60));
    const auto& p = promotions[next(8)];
    const auto& c = casinos[next(3)];
    switch (next(4)) {
      case 0: w.write(c, clicked(ago, c, std::nullopt, 1 + next(5), devices[next(3)])); break;
      case 1: w.write(p, events::payload::PromotionViewed{.id = p, .day = day_ago(ago), .count = 1 + next(30)}); break;
      case 2: w.write(c, events::payload::CasinoViewed{.id = c, .day = day_ago(ago), .count = 1 + next(30)}); break;
      default: w.write(c, clicked(ago, c, p, 1 + next(9), devices[next(3)], next(2) ? "/" : "/bonuslar"));
    }
  }
  stack.wait_all_projected();

  ASSERT_GT(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.running_totals"), 100);
  EXPECT_EQ(sql_count(stack.pg_url(), kRunningTotalsOffTheFold), 0) << "the running totals are the fold of the days";

  const std::string compared_p = promotions[0] + "," + promotions[7];
  const std::string compared_c = casinos[2] + ",00000000-0000-0000-0000-000000000001";
  const std::vector<std::pair<std::string, std::string>> ranges = {
      {day_ago(6), day_ago(0)},    {day_ago(29), day_ago(0)},  {day_ago(89), day_ago(0)},
      {day_ago(365), day_ago(0)}, {day_ago(100), day_ago(40)}, {day_ago(12), day_ago(12)},
      {day_ago(300), day_ago(299)}};
  for (const auto& [from, to] : ranges) {
    auto r = stack.admin("GET", "/api/admin/stats?from=" + from + "&to=" + to + "&promotions=" + compared_p +
                                    "&casinos=" + compared_c);
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(json::parse(r.body), direct_stats(stack, from, to, compared_p, compared_c)) << from << " .. " << to;
  }
  auto preset = stack.admin("GET", "/api/admin/stats?days=90");
  ASSERT_EQ(preset.status, 200) << preset.body;
  EXPECT_EQ(json::parse(preset.body), direct_stats(stack, day_ago(89), day_ago(0), "", ""));

  const std::string fingerprint_sql =
      "SELECT md5(string_agg(kind || id || day || next_day || clicks || '/' || views, '|' ORDER BY kind, id, day))"
      " FROM proj.running_totals";
  const auto before = sql_rows(stack.pg_url(), fingerprint_sql).at(0).at(0);
  stack.stop_worker(SIGTERM);
  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  EXPECT_EQ(sql_rows(stack.pg_url(), fingerprint_sql).at(0).at(0), before) << "replay rebuilds the same totals";
  EXPECT_EQ(sql_count(stack.pg_url(), kRunningTotalsOffTheFold), 0);
}

TEST(AdminStats, AWeekOfViewsWithoutClicksIsFlaggedAndAWeekWithClicksIsNot) {
  Stack stack;
  stack.start_worker();
  stack.start_api();
  EventWriter w(stack);
  const std::string taken = write_casino(w, "Çalışan Casino", "calisan-casino");
  const std::string silent = write_casino(w, "Sessiz Casino", "sessiz-casino");
  const std::string stopped = write_promotion(w, {.title = "Duran Bonus", .casino_id = taken});
  const std::string working = write_promotion(w, {.title = "Çalışan Bonus", .casino_id = taken});
  const std::string never = write_promotion(w, {.title = "Hiç Tıklanmayan", .casino_id = taken});
  // The week: today and the six days before. Every page viewed on each of its days.
  for (int ago = 0; ago < 7; ++ago) {
    w.write(stopped, events::payload::PromotionViewed{.id = stopped, .day = day_ago(ago), .count = 3});
    w.write(working, events::payload::PromotionViewed{.id = working, .day = day_ago(ago), .count = 2});
    w.write(never, events::payload::PromotionViewed{.id = never, .day = day_ago(ago), .count = 1});
    w.write(silent, events::payload::CasinoViewed{.id = silent, .day = day_ago(ago), .count = 5});
  }
  // Before the week both links were taken; in it only the working one.
  w.write(taken, clicked(20, taken, stopped, 4));
  w.write(taken, clicked(8, taken, working, 2));
  w.write(taken, clicked(3, taken, working, 1));
  w.write(silent, clicked(15, silent, std::nullopt, 6));
  // Clicked only the day before the week began: its last click is 7 days old, so flagged too.
  const std::string edge = write_promotion(w, {.title = "Sınırda Bonus", .casino_id = silent});
  w.write(edge, events::payload::PromotionViewed{.id = edge, .day = day_ago(6), .count = 1});
  w.write(silent, clicked(7, silent, edge, 1));
  stack.wait_all_projected();

  auto r = stack.admin("GET", "/api/admin/stats?days=30");
  ASSERT_EQ(r.status, 200) << r.body;
  std::map<std::string, std::pair<std::string, std::int64_t>> flagged;  // id -> kind, views in the week
  const auto body = json::parse(r.body);
  for (const auto& v : body.at("stalled").as_array()) {
    const auto& o = v.as_object();
    flagged[std::string(o.at("id").as_string())] = {std::string(o.at("kind").as_string()),
                                                     o.at("views_last_week").as_int64()};
  }
  ASSERT_TRUE(flagged.contains(stopped)) << r.body;
  EXPECT_EQ(flagged[stopped], (std::pair<std::string, std::int64_t>{"promotion", 21})) << "7 days x 3 views";
  ASSERT_TRUE(flagged.contains(silent)) << r.body;
  EXPECT_EQ(flagged[silent], (std::pair<std::string, std::int64_t>{"casino", 7 * 5 + 1})) << "its page and its promotion's";
  EXPECT_TRUE(flagged.contains(edge)) << r.body;
  EXPECT_FALSE(flagged.contains(working)) << "clicked in the week";
  EXPECT_FALSE(flagged.contains(taken)) << "its promotions were clicked in the week";
  EXPECT_FALSE(flagged.contains(never)) << "never clicked: nothing stopped";
  EXPECT_EQ(flagged.size(), 3u) << r.body;
  EXPECT_EQ(body, direct_stats(stack, day_ago(29), day_ago(0), "", ""));

  // The flag is about the range's last week: a range ending before the clicks stopped has none.
  auto earlier = stack.admin("GET", "/api/admin/stats?from=" + day_ago(30) + "&to=" + day_ago(14));
  ASSERT_EQ(earlier.status, 200) << earlier.body;
  EXPECT_EQ(json::serialize(json::parse(earlier.body).at("stalled")), "[]");
}
