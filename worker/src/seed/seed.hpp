// `bonus-worker seed`: loads the demo content through the same topics as every other change, so
// a replay reproduces it. Entities already in the projection are skipped, so seeding twice adds
// nothing; the command then waits until the projector has applied what it wrote.
#pragma once
#include <chrono>
#include <string>

#include "events/catalogue.hpp"
#include "seed/demo_content.hpp"

namespace worker {

struct SeedOptions {
  std::string pg_url;
  std::string brokers;
  events::Topics topics;
  DemoOptions demo;
  std::size_t traffic = 0;  // visitor events on the demo content after it (seed/traffic.hpp)
  std::chrono::seconds wait{60};  // for the projector to apply the new events; 0: do not wait
};

struct SeedResult {
  int added = 0;    // entities written
  int present = 0;  // entities skipped: already in the projection (or their slug is taken)
  int events = 0;   // events produced
  int traffic = 0;  // visitor events produced (none when the log has them already)
  bool projected = false;  // the projector applied them within the wait
};

SeedResult seed(const SeedOptions& options);

}  // namespace worker
