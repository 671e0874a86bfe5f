// AI job commands and the job view.
#include "handlers/admin_ai_jobs.hpp"

#include <atomic>

#include <chrono>
#include <thread>

#include "domain/ai_job.hpp"
#include "domain/text.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "http/errors.hpp"
#include "storage/query.hpp"
#include "handlers/command_reply.hpp"
#include "idempotency.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace api::admin_ai_jobs {

namespace {

constexpr std::string_view kNotFound = "AI işi bulunamadı";
constexpr std::string_view kAlreadyEnded = "Bu iş zaten sona erdi";

constexpr const char* kById = R"SQL(
  SELECT row_to_json(x)::text FROM (
    SELECT j.id, j.kind, j.input, j.status, j.cancel_requested,
           json_build_object('done', j.done, 'total', j.total, 'current_title', j.current_title) AS progress,
           j.result, j.error, j.tokens, j.version, j.created_at, j.updated_at,
           coalesce((SELECT json_agg(json_build_object('step', s.step, 'title', s.title, 'error', s.error)
                                     ORDER BY s.at, s.step)
                       FROM ai_job_steps s WHERE s.job_id = j.id AND NOT s.ok), '[]'::json) AS errors
      FROM ai_jobs j WHERE j.id = $1) x
)SQL";
// The list leaves out the results; the job view has them.
constexpr const char* kList = R"SQL(
  SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id), '[]'::json)::text FROM (
    SELECT id, kind, input->>'topic' AS topic, status, done, total, current_title, error, tokens, version,
           created_at, updated_at,
           CASE WHEN kind = 'batch' THEN coalesce(json_array_length((result->'posts')::json), 0) END AS posts
      FROM ai_jobs ORDER BY created_at DESC, id LIMIT $1) x
)SQL";
constexpr const char* kState = "SELECT status, version FROM ai_jobs WHERE id = $1";

constexpr long long kMaxWaitSeconds = 20;
// Long-polls held at once: each holds a handler thread for up to kMaxWaitSeconds, so beyond
// these a request is answered at once (the web app asks again), and reads keep their threads.
constexpr int kMaxLongPolls = 4;
std::atomic<int> g_long_polls{0};

}  // namespace

Response create(Services& s, Request& req) {
  auto o = parse_json_object(req.body());
  domain::AiJobRequest in{.kind = string_field(o, "kind"),
                          .topic = string_field(o, "topic"),
                          .content = string_field(o, "content"),
                          .page_name = string_field(o, "page_name"),
                          .count = optional_integer_field(o, "count"),
                          .publish_count = optional_integer_field(o, "publish_count")};
  auto errors = domain::validate_ai_job(in);
  if (!errors.empty()) throw validation_failed(errors);

  events::payload::AiJobInput input;
  auto given = [](std::string_view v) {
    auto t = domain::trim(v);
    return t.empty() ? std::nullopt : std::optional<std::string>(t);
  };
  input.topic = given(in.topic);
  input.content = given(in.content);
  input.page_name = given(in.page_name);
  if (in.kind == "batch" || in.kind == "ideas") input.count = in.count.value_or(domain::kAiBatchDefault);
  if (in.kind == "batch") input.publish_count = in.publish_count.value_or(domain::kAiPublishDefault);

  const std::string id = entity_id(req, req.actor);
  auto outcome = s.commands.publish(req, events::make_event(req.actor, id,
                                                       events::payload::AiJobRequested{.id = id,
                                                                                       .kind = in.kind,
                                                                                       .input = input,
                                                                                       .requested_by = req.actor,
                                                                                       .at = events::now_utc()}));
  return reply(s, outcome, http::status::accepted, kById, id);
}

Response list(Services& s, Request& req) {
  auto limit = query_int(req, "limit", 1, 100).value_or(20);
  return json_response(http::status::ok, *storage::query_text(s.db, kList, limit));
}

Response get(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto since = query_int(req, "since", 0, INT64_MAX);
  auto wait = query_int(req, "wait", 0, kMaxWaitSeconds).value_or(0);
  const bool polls = since && wait > 0;
  const bool admitted = polls && g_long_polls.fetch_add(1) < kMaxLongPolls;
  struct Leave {
    bool counted;
    ~Leave() {
      if (counted) g_long_polls.fetch_sub(1);
    }
  } leave{polls};
  if (polls && !admitted) wait = 0;  // every long-poll place is taken: answered now
  if (since && wait > 0) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(wait);
    while (std::chrono::steady_clock::now() < until) {
      auto r = storage::query(s.db, kState, id);
      if (r.empty()) not_found(kNotFound);
      const auto status = r[0][0].as<std::string>();
      if (r[0][1].as<long long>() != *since || (status != "queued" && status != "running")) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
    }
  }
  return json_text(storage::query_text(s.db, kById, id), kNotFound);
}

Response cancel(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto r = storage::query(s.db, kState, id);
  if (r.empty()) not_found(kNotFound);
  const auto status = r[0][0].as<std::string>();
  if (status != "queued" && status != "running") conflict("job_ended", kAlreadyEnded);
  auto outcome = s.commands.publish(req, events::make_event(
      req.actor, id,
      events::payload::AiJobCancelRequested{.id = id, .requested_by = req.actor, .at = events::now_utc()}));
  return reply(s, outcome, http::status::accepted, kById, id);
}

}  // namespace api::admin_ai_jobs
