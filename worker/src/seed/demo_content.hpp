// The demo content of `bonus-worker seed`: casinos, categories, promotions, blog posts, comments,
// splash ads, hero, settings and SEO rows, as the events an admin (or a visitor) would cause.
// Ids are name-based UUIDs (v5) from a fixed namespace, so every run describes the same entities.
#pragma once
#include <chrono>
#include <string>
#include <vector>

#include "events/envelope.hpp"

namespace worker {

// One entity of the demo and the events that bring it about (e.g. a post and its views).
struct DemoEntity {
  std::string table;  // projection table that shows whether it exists: "casinos", "hero", ...
  std::string id;     // its id ("1" for the single-row tables)
  std::string slug;   // for tables with a unique slug; empty otherwise
  std::vector<events::Envelope> events;
};

struct DemoOptions {
  std::string public_origin;  // demo images are served by the api under this origin
  std::string product_name;   // used in the SEO rows
  int promotions = 40;        // at least 40; more are generated from the same templates (benchmarks)
  int casinos = 0;            // more than the 13 named: the rest generated, each with its own name (benchmarks)
  int comments = 0;           // more than the demo's: the rest generated on the promotions, one per minute back
  std::chrono::system_clock::time_point now = std::chrono::system_clock::now();
};

// In the order they should be produced: categories, casinos, promotions, blog posts, comments,
// splash ads, hero, settings, SEO rows.
std::vector<DemoEntity> demo_content(const DemoOptions& options);

// The name-based id of a demo entity, e.g. demo_id("casino:galata-bet").
std::string demo_id(const std::string& name);
// The name-based id of a demo event written at `at`: time-ordered, as the api's event ids are.
std::string demo_event_id(const std::string& name, std::chrono::system_clock::time_point at);

}  // namespace worker
