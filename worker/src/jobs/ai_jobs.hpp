// Runs one AI job from its `ai_job.requested` event to `ai_job.completed`, `ai_job.failed` or
// `ai_job.cancelled`. A batch writes one step event per finished part (the ideas, then each post
// with its SEO), so a job that is run again after a crash skips the steps whose events exist and
// asks the AI service only for what is missing.
#pragma once
#include <pqxx/pqxx>
#include <string>

#include "events/payloads.hpp"
#include "jobs/ai_client.hpp"
#include "jobs/emitter.hpp"

namespace worker {

class AiJobs {
 public:
  // `db` reads the job's projected state (its steps, a cancel request) in `schema`.
  AiJobs(pqxx::connection& db, std::string schema, const ai::Client& client, Emitter& emitter);

  // Runs the job unless its projection says it has already ended.
  void run(const events::payload::AiJobRequested& job);

 private:
  void run_single(const events::payload::AiJobRequested& job);
  void run_batch(const events::payload::AiJobRequested& job);
  std::string status(const std::string& id);
  bool cancel_requested(const std::string& id);

  pqxx::connection& db_;
  std::string schema_;
  const ai::Client& client_;
  Emitter& emitter_;
};

}  // namespace worker
