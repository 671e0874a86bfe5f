// The daily draft publisher (admin spec section 4, "Scheduled publishing"): when the schedule is
// active and its next publish time has passed, the oldest `daily_publish_count` drafts are
// published (each a `blog_post.published` event and an indexing request), a log row is written
// per post, and the next time moves 24 hours on. Each due time (slot) is published exactly once,
// also across restarts and with several workers: the worker that inserts the slot's row in
// public.publisher_runs publishes it; a crashed claim is finished by another worker later with the
// same event ids, which the projector applies once. A worker that was down for days publishes one
// slot when it comes back and moves the next time past now: one day's count, not one per missed day.
#pragma once
#include <chrono>
#include <pqxx/pqxx>
#include <string>

#include "jobs/emitter.hpp"

namespace worker {

struct PublisherConfig {
  std::chrono::milliseconds interval{30000};      // how often the schedule is checked
  std::chrono::milliseconds stale_claim{120000};  // a claim this old and unfinished is taken over
  // Tests only: a file holding a number of seconds that the publisher adds to the clock, so a
  // browser test can move past the due time without waiting a day. Empty: the real clock.
  std::string clock_offset_file;
};

class Publisher {
 public:
  Publisher(pqxx::connection& db, std::string schema, std::string worker_name, PublisherConfig config, Emitter& emitter);
  // Publishes the due slot if there is one and this worker wins it. Returns the posts published.
  int tick();
  const PublisherConfig& config() const { return config_; }
  // The publisher's "now": the system clock, moved by the test clock offset when configured.
  std::chrono::system_clock::time_point clock_now() const;

 private:
  pqxx::connection& db_;
  std::string schema_;
  std::string worker_;
  PublisherConfig config_;
  Emitter& emitter_;
};

}  // namespace worker
