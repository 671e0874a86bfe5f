// Scheduled publishing: the settings (defaults of the admin spec when none are stored), the
// pending drafts and the newest 10 log rows; a manual run publishes the oldest drafts now.
#include "handlers/admin_publishing.hpp"

#include <chrono>

#include "domain/publishing_rules.hpp"
#include "events/payload.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/command_reply.hpp"
#include "idempotency.hpp"
#include "http/errors.hpp"
#include "storage/query.hpp"
#include "http/json_body.hpp"

namespace api::admin_publishing {

namespace json = boost::json;

namespace {

constexpr const char* kPage = R"SQL(
  SELECT json_build_object(
    'settings', coalesce(
      (SELECT row_to_json(x) FROM (SELECT daily_publish_count, is_active, next_publish_at, last_published_at,
                                          updated_at, true AS stored
                                     FROM publishing_schedule WHERE id = 1) x),
      json_build_object('daily_publish_count', 1, 'is_active', true, 'next_publish_at', now() + interval '24 hours',
                        'last_published_at', NULL, 'updated_at', NULL, 'stored', false)),
    'pending_drafts', (SELECT count(*) FROM blog_posts WHERE NOT is_published),
    'logs', coalesce((SELECT json_agg(x ORDER BY x.published_at DESC, x.id) FROM (
        SELECT l.id, l.blog_id, b.title AS blog_title, l.published_at, l.status, l.detail
          FROM publishing_log l LEFT JOIN blog_posts b ON b.id = l.blog_id
         ORDER BY l.published_at DESC, l.id LIMIT 10) x), '[]'::json))::text
)SQL";
constexpr const char* kSettingsRow = R"SQL(
  SELECT daily_publish_count, is_active,
         to_char(next_publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         to_char(last_published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM publishing_schedule WHERE id = 1
)SQL";
constexpr const char* kOldestDrafts =
    "SELECT id, slug FROM blog_posts WHERE NOT is_published ORDER BY created_at, id LIMIT $1";

using Schedule = events::payload::PublishingScheduleSaved;

Schedule stored_schedule(Services& s) {
  auto r = storage::query(s.db, kSettingsRow);
  Schedule sc;
  if (r.empty()) return sc;
  sc.daily_publish_count = r[0][0].as<long long>();
  sc.is_active = r[0][1].as<bool>();
  if (!r[0][2].is_null()) sc.next_publish_at = r[0][2].as<std::string>();
  if (!r[0][3].is_null()) sc.last_published_at = r[0][3].as<std::string>();
  return sc;
}

std::string in_24_hours() { return events::format_utc(std::chrono::system_clock::now() + std::chrono::hours(24)); }

events::Envelope schedule_event(const Request& req, Schedule sc) {
  sc.updated_at = events::now_utc();
  return events::make_event(req.actor, "publishing_schedule", sc);
}

Response page(Services& s, const CommandOutcome& outcome) {
  return command_reply(s, outcome, http::status::ok, [&] { return storage::query_text(s.db, kPage); });
}

}  // namespace

Response get(Services& s, Request&) { return json_response(http::status::ok, *storage::query_text(s.db, kPage)); }

Response save(Services& s, Request& req) {
  auto o = parse_json_object(req.body());
  long long daily = 1;  // the form turns non-numeric input into 1
  if (auto* v = o.if_contains("daily_publish_count"); v && v->is_string())
    daily = domain::daily_publish_count_from(v->get_string());
  else
    daily = optional_integer_field(o, "daily_publish_count").value_or(1);
  auto errors = domain::validate_daily_publish_count(daily);
  if (!errors.empty()) throw validation_failed(errors);
  auto sc = stored_schedule(s);
  sc.daily_publish_count = daily;
  sc.is_active = bool_field(o, "is_active", true);
  if (!sc.next_publish_at) sc.next_publish_at = in_24_hours();  // the next time is kept, or set 24 hours ahead
  auto outcome = s.commands.publish(req, schedule_event(req, restoring(req, sc)));
  return page(s, outcome);
}

Response run(Services& s, Request& req) {
  auto sc = stored_schedule(s);
  auto drafts = storage::query(s.db, kOldestDrafts, sc.daily_publish_count);
  if (drafts.empty()) conflict("no_drafts", domain::kNoDraftsToPublish);
  std::string now = events::now_utc();
  for (const auto& row : drafts) {
    std::string id = row[0].as<std::string>();
    s.commands.publish(req, events::make_event(req.actor, id, events::payload::BlogPostPublished{.id = id, .published_at = now}),
                       false);
    request_indexing(s, req, "/blog/" + row[1].as<std::string>(), "blog_post", id);
    events::payload::PublishingScheduleLogged logged{
        .id = entity_id(req, req.actor, "log:" + id), .blog_id = id, .published_at = now, .status = "success", .detail = std::nullopt};
    s.commands.publish(req, events::make_event(req.actor, "publishing_schedule", logged), false);
  }
  // A schedule the admin stopped with 'Durdur' stays stopped: publishing now is not a restart.
  sc.last_published_at = now;
  sc.next_publish_at = in_24_hours();
  // The content topic has one partition: once this last event is applied, all of them are.
  auto outcome = s.commands.publish(req, schedule_event(req, sc));
  auto answered = page(s, outcome);
  if (answered.status != http::status::ok) return answered;
  auto body = json::parse(answered.body).as_object();
  body["success"] = true;
  body["publishedCount"] = drafts.size();
  body["message"] = std::to_string(drafts.size()) + " blog yazısı yayınlandı";
  return json_response(http::status::ok, json::serialize(body));
}

}  // namespace api::admin_publishing
