// Scheduled publishing read model (admin only): the settings row and the publishing log.
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kSaveSchedule = R"SQL(
  INSERT INTO publishing_schedule (id, daily_publish_count, is_active, next_publish_at, last_published_at, updated_at)
  VALUES (1, $1, $2, $3, $4, $5)
  ON CONFLICT (id) DO UPDATE SET
    daily_publish_count = EXCLUDED.daily_publish_count, is_active = EXCLUDED.is_active,
    next_publish_at = EXCLUDED.next_publish_at, last_published_at = EXCLUDED.last_published_at,
    updated_at = EXCLUDED.updated_at
)SQL";

constexpr const char* kLog = R"SQL(
  INSERT INTO publishing_log (id, blog_id, published_at, status, detail) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (id) DO NOTHING
)SQL";

void apply_publishing_schedule_saved(pqxx::transaction_base& tx, const events::payload::PublishingScheduleSaved& s) {
  tx.exec_params(kSaveSchedule, s.daily_publish_count, s.is_active, s.next_publish_at, s.last_published_at,
                 s.updated_at);
}
void apply_publishing_schedule_logged(pqxx::transaction_base& tx, const events::payload::PublishingScheduleLogged& l) {
  tx.exec_params(kLog, l.id, l.blog_id, l.published_at, l.status, l.detail);
}

}  // namespace

void add_publishing_projection(ApplyTable& table) {
  on(table, apply_publishing_schedule_saved);
  on(table, apply_publishing_schedule_logged);
}

}  // namespace worker
