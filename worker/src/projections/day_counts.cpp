#include "projections/day_counts.hpp"

#include "storage/array_literal.hpp"

namespace worker {

namespace {

// $1 kind, $2 days, $3 ids. A day the entity has no row yet gets one holding its totals of the
// day before (the next statements link it and add the batch's amounts).
constexpr const char* kInsertRunningDays = R"SQL(
  INSERT INTO running_totals (kind, id, day, next_day, clicks, views)
  SELECT $1, i.id, i.day, 'infinity', coalesce(p.clicks, 0), coalesce(p.views, 0)
    FROM unnest($2::date[], $3::uuid[]) AS i(day, id)
    LEFT JOIN LATERAL (SELECT r.clicks, r.views FROM running_totals r
                        WHERE r.kind = $1 AND r.id = i.id AND r.day < i.day
                        ORDER BY r.day DESC LIMIT 1) p ON true
  ON CONFLICT (kind, id, day) DO NOTHING
)SQL";

// $1 kind, $2 days, $3 ids. Relinks next_day from the row before each entity's earliest day of
// the batch onwards (for today's clicks: the last one or two rows of the entity).
constexpr const char* kLinkRunningDays = R"SQL(
  WITH firsts AS (SELECT id, min(day) AS first FROM unnest($2::date[], $3::uuid[]) AS i(day, id) GROUP BY id),
  linked AS (
    SELECT x.id, x.day, coalesce(lead(x.day) OVER (PARTITION BY x.id ORDER BY x.day), 'infinity') AS next_day
      FROM firsts f JOIN running_totals x ON x.kind = $1 AND x.id = f.id
     WHERE x.day >= coalesce((SELECT max(y.day) FROM running_totals y
                               WHERE y.kind = $1 AND y.id = f.id AND y.day < f.first), f.first))
  UPDATE running_totals r SET next_day = l.next_day FROM linked l
   WHERE r.kind = $1 AND r.id = l.id AND r.day = l.day AND r.next_day <> l.next_day
)SQL";

// $1 kind, $2 days, $3 ids, $4 clicks, $5 views: each amount to its day's row and every later one.
constexpr const char* kAddRunningAmounts = R"SQL(
  UPDATE running_totals r SET clicks = r.clicks + a.clicks, views = r.views + a.views
    FROM (SELECT x.id, x.day, sum(i.clicks) AS clicks, sum(i.views) AS views
            FROM unnest($2::date[], $3::uuid[], $4::bigint[], $5::bigint[]) AS i(day, id, clicks, views)
            JOIN running_totals x ON x.kind = $1 AND x.id = i.id AND x.day >= i.day
           GROUP BY x.id, x.day) a
   WHERE r.kind = $1 AND r.id = a.id AND r.day = a.day
)SQL";

}  // namespace

void add_per_day(pqxx::transaction_base& tx, const char* upsert_sql, const DayAmounts& amounts) {
  if (amounts.empty()) return;
  tx.exec_params(upsert_sql, storage::array_literal(amounts.days), storage::array_literal(amounts.keys),
                 storage::array_literal(amounts.amounts));
}

void add_running_totals(pqxx::transaction_base& tx, std::string_view kind, Measure measure,
                        const DayAmounts& amounts) {
  if (amounts.empty()) return;
  const std::string k{kind};
  const auto days = storage::array_literal(amounts.days);
  const auto ids = storage::array_literal(amounts.keys);
  const std::vector<std::int64_t> zeros(amounts.amounts.size(), 0);
  const auto given = storage::array_literal(amounts.amounts);
  const auto none = storage::array_literal(zeros);
  if (tx.exec_params(kInsertRunningDays, k, days, ids).affected_rows() > 0)
    tx.exec_params(kLinkRunningDays, k, days, ids);
  tx.exec_params(kAddRunningAmounts, k, days, ids, measure == Measure::clicks ? given : none,
                 measure == Measure::views ? given : none);
}

}  // namespace worker
