// AI job read model: requested creates the row (queued); progress, steps, completion, failure
// and cancellation move it on. Every event bumps `version`, which long-polling readers watch.
#include <boost/json.hpp>

#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

namespace payload = events::payload;

constexpr const char* kInsertJob = R"SQL(
  INSERT INTO ai_jobs (id, kind, input, requested_by, status, total, created_at, updated_at)
  VALUES ($1, $2, $3::jsonb, $4, 'queued', $5, $6, $6)
  ON CONFLICT (id) DO NOTHING
)SQL";
// A finished job stays finished: a late progress event of a resumed run does not reopen it.
constexpr const char* kProgress = R"SQL(
  UPDATE ai_jobs SET status = 'running', done = $2, total = $3, current_title = $4, updated_at = $5,
                     version = version + 1
  WHERE id = $1 AND status IN ('queued', 'running')
)SQL";
constexpr const char* kStep = R"SQL(
  INSERT INTO ai_job_steps (job_id, step, ok, title, result, error, at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
  ON CONFLICT (job_id, step) DO NOTHING
)SQL";
constexpr const char* kCount = R"SQL(
  UPDATE ai_jobs SET tokens = tokens + $2, calls = calls + $3, latency_ms = latency_ms + $4, updated_at = $5,
                     version = version + 1
  WHERE id = $1
)SQL";
constexpr const char* kFinish = R"SQL(
  UPDATE ai_jobs SET status = $2, result = $3::jsonb, error = $4, current_title = NULL,
                     done = CASE WHEN $2 = 'done' THEN total ELSE done END, updated_at = $5, version = version + 1
  WHERE id = $1 AND status IN ('queued', 'running')
)SQL";
constexpr const char* kCancelRequested =
    "UPDATE ai_jobs SET cancel_requested = true, updated_at = $2, version = version + 1 WHERE id = $1";

std::int64_t total_of(const payload::AiJobRequested& r) {
  if (r.kind == "batch") return r.input.count.value_or(3);
  return 1;
}

void apply_ai_job_requested(pqxx::transaction_base& tx, const payload::AiJobRequested& r) {
  tx.exec_params(kInsertJob, r.id, r.kind, boost::json::serialize(events::to_data(r.input)), r.requested_by,
                 total_of(r), r.at);
}
void apply_ai_job_progressed(pqxx::transaction_base& tx, const payload::AiJobProgressed& p) {
  tx.exec_params(kProgress, p.id, p.done, p.total, p.current_title, p.at);
}
void apply_ai_job_step_completed(pqxx::transaction_base& tx, const payload::AiJobStepCompleted& s) {
  boost::json::object result;
  if (s.post) result["post"] = events::to_data(*s.post);
  if (!s.ideas.empty()) result["ideas"] = events::to_data(payload::AiJobResult{.ideas = s.ideas}).at("ideas");
  std::optional<std::string> title;
  if (s.post) title = s.post->title;
  tx.exec_params(kStep, s.id, s.step, true, title, boost::json::serialize(result), std::optional<std::string>(), s.at);
  tx.exec_params(kCount, s.id, s.tokens, s.calls, s.latency_ms, s.at);
}
void apply_ai_job_item_failed(pqxx::transaction_base& tx, const payload::AiJobItemFailed& f) {
  tx.exec_params(kStep, f.id, f.step, false, f.title, std::optional<std::string>(), f.error, f.at);
  tx.exec_params(kCount, f.id, 0, 0, 0, f.at);
}
void apply_ai_job_completed(pqxx::transaction_base& tx, const payload::AiJobCompleted& c) {
  tx.exec_params(kCount, c.id, c.tokens, c.calls, c.latency_ms, c.at);
  tx.exec_params(kFinish, c.id, "done", boost::json::serialize(events::to_data(c.result)),
                 std::optional<std::string>(), c.at);
}
void apply_ai_job_failed(pqxx::transaction_base& tx, const payload::AiJobFailed& f) {
  tx.exec_params(kCount, f.id, f.tokens, 0, 0, f.at);
  tx.exec_params(kFinish, f.id, "failed", std::optional<std::string>(), f.error, f.at);
}
void apply_ai_job_cancel_requested(pqxx::transaction_base& tx, const payload::AiJobCancelRequested& c) {
  tx.exec_params(kCancelRequested, c.id, c.at);
}
void apply_ai_job_cancelled(pqxx::transaction_base& tx, const payload::AiJobCancelled& c) {
  tx.exec_params(kFinish, c.id, "cancelled", std::optional<std::string>(), std::optional<std::string>(), c.at);
}

}  // namespace

void add_ai_job_projection(ApplyTable& table) {
  on(table, apply_ai_job_requested);
  on(table, apply_ai_job_progressed);
  on(table, apply_ai_job_step_completed);
  on(table, apply_ai_job_item_failed);
  on(table, apply_ai_job_completed);
  on(table, apply_ai_job_failed);
  on(table, apply_ai_job_cancel_requested);
  on(table, apply_ai_job_cancelled);
}

}  // namespace worker
