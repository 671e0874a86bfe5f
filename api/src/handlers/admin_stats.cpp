// The statistics answer, built by Postgres in one statement over the daily tables.
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
// A sparkline is the entity's clicks per day of the range. The flag: viewed in the range's last
// 7 days, no click in them, but clicks in the 28 days before.
constexpr const char* kStats = R"SQL(
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
