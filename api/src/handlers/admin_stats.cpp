// The statistics answer, built by Postgres in one statement over the running totals and the
// daily tables.
#include "handlers/admin_stats.hpp"

#include <chrono>

#include "daily_salt.hpp"
#include "domain/text.hpp"
#include "http/query.hpp"
#include "storage/array_literal.hpp"
#include "storage/query.hpp"

namespace api::admin_stats {

namespace {

constexpr std::size_t kMaxCompared = 5;
constexpr int kMaxDays = 366;

// $1 first day, $2 last day (inclusive), $3 promotions compared, $4 casinos compared.
// Sums per entity over a range come from proj.running_totals (infra/sql/projections.sql): the
// totals in force on the range's last day less those in force on the day before its first, so a
// 90-day ranking reads two rows per entity. A sparkline is the entity's clicks per day of the
// range (the daily rows of the ranked few). The flag: viewed in the range's last 7 days, no click
// in them, but clicks in the 28 days before.
constexpr const char* kStats = R"SQL(
WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d),
daily AS (
  SELECT d.day,
         coalesce((SELECT sum(x.clicks) FROM clicks_by_device x WHERE x.day = d.day), 0) AS clicks,
         coalesce((SELECT v.visitors FROM click_visitors_by_day v WHERE v.day = d.day), 0) AS visitors,
         coalesce((SELECT b.views FROM blog_views_by_day b WHERE b.day = d.day), 0) AS blog_views
    FROM days d),
p_at_to AS (SELECT id, clicks, views FROM running_totals
             WHERE kind = 'promotion' AND daterange(day, next_day) @> $2::date),
p_at_start AS (SELECT id, clicks, views FROM running_totals
                WHERE kind = 'promotion' AND daterange(day, next_day) @> ($1::date - 1)),
c_at_to AS (SELECT id, clicks, views FROM running_totals
             WHERE kind = 'casino' AND daterange(day, next_day) @> $2::date),
c_at_start AS (SELECT id, clicks, views FROM running_totals
                WHERE kind = 'casino' AND daterange(day, next_day) @> ($1::date - 1)),
p_all AS (SELECT t.id, t.clicks - coalesce(s.clicks, 0) AS clicks, t.views - coalesce(s.views, 0) AS views
            FROM p_at_to t LEFT JOIN p_at_start s ON s.id = t.id
           WHERE t.clicks > coalesce(s.clicks, 0) OR t.views > coalesce(s.views, 0)),
c_all AS (SELECT t.id, t.clicks - coalesce(s.clicks, 0) AS clicks, t.views - coalesce(s.views, 0) AS views
            FROM c_at_to t LEFT JOIN c_at_start s ON s.id = t.id
           WHERE t.clicks > coalesce(s.clicks, 0) OR t.views > coalesce(s.views, 0)),
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
-- Totals in force 7 and 35 days before the range's last day: the last week, the 28 days before.
p_at_week AS (SELECT id, clicks, views FROM running_totals
               WHERE kind = 'promotion' AND daterange(day, next_day) @> ($2::date - 7)),
p_at_before AS (SELECT id, clicks FROM running_totals
                 WHERE kind = 'promotion' AND daterange(day, next_day) @> ($2::date - 35)),
c_at_week AS (SELECT id, clicks, views FROM running_totals
               WHERE kind = 'casino' AND daterange(day, next_day) @> ($2::date - 7)),
c_at_before AS (SELECT id, clicks FROM running_totals
                 WHERE kind = 'casino' AND daterange(day, next_day) @> ($2::date - 35)),
p_week AS (
  SELECT t.id, t.clicks - coalesce(w.clicks, 0) AS clicks, t.views - coalesce(w.views, 0) AS views,
         coalesce(w.clicks, 0) - coalesce(b.clicks, 0) AS clicks_before
    FROM p_at_to t LEFT JOIN p_at_week w ON w.id = t.id LEFT JOIN p_at_before b ON b.id = t.id),
c_week AS (
  SELECT t.id, t.clicks - coalesce(w.clicks, 0) AS clicks, t.views - coalesce(w.views, 0) AS views,
         coalesce(w.clicks, 0) - coalesce(b.clicks, 0) AS clicks_before
    FROM c_at_to t LEFT JOIN c_at_week w ON w.id = t.id LEFT JOIN c_at_before b ON b.id = t.id),
p_stalled AS (SELECT id, views FROM p_week WHERE views > 0 AND clicks = 0 AND clicks_before > 0),
c_viewed AS (
  SELECT id, views FROM c_week WHERE views > 0
  UNION ALL
  SELECT p.casino_id, w.views FROM p_week w JOIN promotions p ON p.id = w.id
   WHERE w.views > 0 AND p.casino_id IS NOT NULL),
c_stalled AS (
  SELECT v.id, sum(v.views) AS views FROM c_viewed v JOIN c_week k ON k.id = v.id
   WHERE k.clicks = 0 AND k.clicks_before > 0 GROUP BY 1)
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

[[noreturn]] void invalid(const std::string& field, const std::string& message) {
  throw ApiError(http::status::unprocessable_entity, "validation", message, field);
}

std::optional<std::chrono::sys_days> parse_day(const std::string& s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return std::nullopt;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (s[i] < '0' || s[i] > '9') return std::nullopt;
  const std::chrono::year_month_day ymd{std::chrono::year{std::stoi(s.substr(0, 4))},
                                        std::chrono::month{static_cast<unsigned>(std::stoi(s.substr(5, 2)))},
                                        std::chrono::day{static_cast<unsigned>(std::stoi(s.substr(8, 2)))}};
  if (!ymd.ok()) return std::nullopt;
  return std::chrono::sys_days{ymd};
}

std::vector<std::string> ids_of(const std::optional<std::string>& list, const std::string& field) {
  std::vector<std::string> ids;
  if (!list || list->empty()) return ids;
  std::size_t start = 0;
  while (start <= list->size()) {
    const auto comma = list->find(',', start);
    std::string id = list->substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    for (auto& c : id) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!domain::looks_like_uuid(id)) invalid(field, "Geçersiz kimlik");
    ids.push_back(id);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (ids.size() > kMaxCompared) invalid(field, "En fazla 5 kayıt karşılaştırılabilir");
  return ids;
}

}  // namespace

Response get(Services& s, Request& req) {
  using namespace std::chrono;
  const auto today = floor<days>(system_clock::now());
  sys_days from = today - days(29), to = today;
  const auto from_param = query_param(req.query, "from");
  const auto to_param = query_param(req.query, "to");
  if (from_param || to_param) {
    if (!from_param || !to_param) invalid(from_param ? "to" : "from", "Başlangıç ve bitiş tarihi birlikte seçilmelidir");
    auto f = parse_day(*from_param);
    if (!f) invalid("from", "Geçerli bir başlangıç tarihi giriniz");
    auto t = parse_day(*to_param);
    if (!t) invalid("to", "Geçerli bir bitiş tarihi giriniz");
    if (*t < *f) invalid("to", "Bitiş tarihi başlangıç tarihinden önce olamaz");
    if ((*t - *f).count() >= kMaxDays) invalid("from", "Tarih aralığı en fazla 366 gün olabilir");
    from = *f;
    to = *t;
  } else if (const auto n = query_param(req.query, "days")) {
    if (*n != "7" && *n != "30" && *n != "90") invalid("days", "Gün sayısı 7, 30 veya 90 olmalıdır");
    from = today - days(std::stoi(*n) - 1);
  }
  const auto promotions = ids_of(query_param(req.query, "promotions"), "promotions");
  const auto casinos = ids_of(query_param(req.query, "casinos"), "casinos");
  const auto body = storage::query_text(s.db, kStats, DailySalt::day_of(from), DailySalt::day_of(to),
                                        storage::array_literal(promotions), storage::array_literal(casinos));
  Response r = json_response(http::status::ok, body.value_or("{}"));
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

}  // namespace api::admin_stats
