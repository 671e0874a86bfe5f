// Scheduled publishing read model (admin only): the settings row and the publishing log.
#include "events/catalogue.hpp"
#include "events/payload.hpp"
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

void apply_publishing_schedule_saved(pqxx::transaction_base& tx, const events::Envelope& e) {
  const auto& d = e.data;
  tx.exec_params(kSaveSchedule, events::get_int(d, "daily_publish_count"), events::get_bool(d, "is_active", true),
                 events::get_optional_string(d, "next_publish_at"), events::get_optional_string(d, "last_published_at"),
                 events::get_string(d, "updated_at"));
}

void apply_publishing_schedule_logged(pqxx::transaction_base& tx, const events::Envelope& e) {
  const auto& d = e.data;
  tx.exec_params(kLog, events::get_string(d, "id"), events::get_optional_string(d, "blog_id"),
                 events::get_string(d, "published_at"), events::get_string(d, "status"),
                 events::get_optional_string(d, "detail"));
}

}  // namespace

void add_publishing_projection(ApplyTable& table) {
  table.emplace(events::type::publishing_schedule_saved, apply_publishing_schedule_saved);
  table.emplace(events::type::publishing_schedule_logged, apply_publishing_schedule_logged);
}

}  // namespace worker
