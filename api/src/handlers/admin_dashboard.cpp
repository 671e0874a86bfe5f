// The back-office dashboard: counts, month-over-month changes and total views computed from the
// projections (the original showed fixed figures), and the latest three of each list.
#include "handlers/admin_dashboard.hpp"

#include "domain/dashboard.hpp"
#include "handlers/command_reply.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"
#include "storage/query.hpp"

namespace api::admin_dashboard {

namespace json = boost::json;

namespace {

// Month boundaries in Turkish time. Counts "before" are the rows created before this month
// began: the totals as they stood at the end of last month.
constexpr const char* kDashboard = R"SQL(
  WITH b AS (SELECT date_trunc('month', now() AT TIME ZONE 'Europe/Istanbul') AT TIME ZONE 'Europe/Istanbul' AS month_start)
  SELECT (SELECT count(*) FROM blog_posts),
         (SELECT count(*) FROM blog_posts, b WHERE created_at < b.month_start),
         (SELECT count(*) FROM promotions),
         (SELECT count(*) FROM promotions, b WHERE created_at < b.month_start),
         (SELECT count(*) FROM casinos),
         (SELECT count(*) FROM casinos, b WHERE created_at < b.month_start),
         (SELECT coalesce(sum(view_count), 0) FROM blog_posts),
         (SELECT coalesce(json_agg(x), '[]'::json)::text FROM (
            SELECT id, title, created_at FROM blog_posts ORDER BY created_at DESC, id LIMIT 3) x),
         (SELECT coalesce(json_agg(x), '[]'::json)::text FROM (
            SELECT p.id, p.title, c.name AS casino_name, p.created_at
              FROM promotions p LEFT JOIN casinos c ON c.id = p.casino_id
             ORDER BY p.created_at DESC, p.id LIMIT 3) x),
         (SELECT coalesce(json_agg(x), '[]'::json)::text FROM (
            SELECT c.id, c.name, c.created_at,
                   (SELECT count(*) FROM promotions p
                     WHERE p.casino_id = c.id AND p.is_active AND (p.expiry_date IS NULL OR p.expiry_date > now()))
                     AS active_promotions
              FROM casinos c ORDER BY c.created_at DESC, c.id LIMIT 3) x)
)SQL";

json::object stat(long long total, long long before) {
  auto change = domain::month_over_month(total, before);
  return json::object{{"total", total},
                      {"previous_month_total", before},
                      {"change_percent", change ? json::value(*change) : json::value(nullptr)}};
}

}  // namespace

Response get(Services& s, Request&) {
  auto r = storage::query(s.db, kDashboard)[0];
  json::object body{
      {"blog_posts", stat(r[0].as<long long>(), r[1].as<long long>())},
      {"promotions", stat(r[2].as<long long>(), r[3].as<long long>())},
      {"casinos", stat(r[4].as<long long>(), r[5].as<long long>())},
      // View counts are kept as totals per post, not per month: a monthly change cannot be
      // derived, so it is null (shown as N/A), never a made-up figure.
      {"views", json::object{{"total", r[6].as<long long>()}, {"change_percent", nullptr}}},
      {"latest_blog_posts", json::parse(r[7].as<std::string>())},
      {"latest_promotions", json::parse(r[8].as<std::string>())},
      {"latest_casinos", json::parse(r[9].as<std::string>())}};
  return json_response(http::status::ok, json::serialize(body));
}

}  // namespace api::admin_dashboard
