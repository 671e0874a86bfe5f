// AI jobs: the back office asks for AI writing with a command (an `ai_job.requested` event) and
// follows the job the worker runs. The AI service is never called from here or from the browser.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_ai_jobs {

Response create(Services& s, Request& req);  // POST /api/admin/ai/jobs
Response list(Services& s, Request& req);    // GET /api/admin/ai/jobs (newest first)
// GET /api/admin/ai/jobs/{id}; with ?since=<version>&wait=<seconds> it answers as soon as the job
// has moved past that version, or after the wait (at most 20 s): long polling.
Response get(Services& s, Request& req);
Response cancel(Services& s, Request& req);  // POST /api/admin/ai/jobs/{id}/cancel

}  // namespace api::admin_ai_jobs
