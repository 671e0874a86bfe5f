// Liveness, readiness and metrics.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::health {

Response live(Services& s, Request& req);     // GET /healthz
Response ready(Services& s, Request& req);    // GET /readyz
Response metrics(Services& s, Request& req);  // GET /metrics

}  // namespace api::health
