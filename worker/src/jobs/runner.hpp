// The job runner: a member of the jobs consumer group (its own group, beside the projectors')
// that handles `ai_job.requested`, `indexing.requested` and `bulk_action.requested` from the jobs topic, and runs the
// daily publisher on a timer. Where it is in each partition is kept in public.job_offsets and
// moved after each handled message, so a job is handled at least once; the job code makes a
// repeat harmless.
#pragma once
#include <atomic>
#include <chrono>
#include <string>

#include "events/catalogue.hpp"
#include "jobs/ai_client.hpp"
#include "jobs/bulk_actions.hpp"
#include "jobs/indexing.hpp"
#include "jobs/notice_push.hpp"
#include "jobs/publisher.hpp"

namespace worker {

struct RunnerConfig {
  std::string pg_url, brokers;
  events::Topics topics;
  std::string schema;  // the live projection schema
  std::string group, instance;
  std::chrono::milliseconds session_timeout{20000};
  ai::ClientConfig ai;
  IndexingConfig indexing;
  PublisherConfig publisher;
  BulkConfig bulk;
  NoticePushConfig push;  // the security notices' webhook (notice_push.hpp)
  // How long a job waits for the projector to catch up on its partition before it reads what an
  // earlier run of it wrote.
  std::chrono::milliseconds catch_up{30000};
};

// Runs until `stop`; errors (Postgres or Kafka away) restart it after a second.
void run_jobs(const RunnerConfig& config, const std::atomic<bool>& stop);
// Runs the daily publisher every interval until `stop`.
void run_publisher(const RunnerConfig& config, const std::atomic<bool>& stop);

}  // namespace worker
