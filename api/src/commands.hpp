// The write path shared by every admin command: produce the event idempotently, then wait
// (bounded) until the projector has applied it, so the caller can read its own write.
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

#include "events/catalogue.hpp"
#include "command_timings.hpp"
#include "events/producer.hpp"
#include "http/types.hpp"
#include "kafka_health.hpp"
#include "offset_watcher.hpp"
#include "storage/postgres.hpp"

namespace api {

struct CommandOutcome {
  std::string event_id;
  events::Delivery delivery;
  bool applied = false;  // false: the projector did not get there within the wait
  std::string request_hash;  // the Idempotency-Key's request hash, when the command sent one
};

// How long a command waits for its event to be applied before answering 202, and how many may
// wait at once. Waiting holds a handler thread, so the waiters are capped below the pool's size:
// a command that finds every waiting place taken answers at once, as after a timeout, and the
// remaining threads stay free for reads.
struct CommandWaits {
  std::chrono::milliseconds admin{3000};      // commands of signed-in admins
  std::chrono::milliseconds anonymous{1000};  // visitors' commands (comments)
  std::size_t waiters = 24;                   // commands waiting at once (0: none waits)
  // Commands waiting for the broker to acknowledge their event at once (up to
  // BONUS_DELIVERY_TIMEOUT_MS each while the broker is slow or gone); more answer 503 busy at
  // once, before producing anything, so reads keep their threads.
  std::size_t deliveries = 24;
};

class CommandBus {
 public:
  CommandBus(events::EventProducer& producer, OffsetWatcher& watcher, storage::ConnectionPool& db,
             events::Topics topics, CommandWaits waits);
  // Throws ApiError 503 when the broker does not take the event. Without `wait_for_projection`
  // (events nothing projects, such as job requests) it returns once the broker has the event.
  //
  // A command sent with an Idempotency-Key (`req.command_key`) publishes its events under ids
  // derived from the key. An event id the projection has applied already is not produced again:
  // the outcome is "applied" (a retry answers as the first attempt did), or 422 when that event
  // came from another request under the same key. A delivery that timed out while the event may
  // have been stored ends the command with 202 and the key (FinalResponse) instead of 503.
  CommandOutcome publish(Request& req, events::Envelope e, bool wait_for_projection = true);
  const events::Topics& topics() const { return topics_; }
  events::EventProducer& producer() { return producer_; }
  // Where the commands' time went (bonus_command_stage_seconds on /metrics).
  const CommandTimings& timings() const { return timings_; }

 private:
  static double seconds_since(std::chrono::steady_clock::time_point t);
  // Records the wait for the projector and, when it ended applied, its stages.
  void observe_wait(std::chrono::system_clock::time_point delivered, const OffsetWatcher::Progress* progress);
  events::EventProducer& producer_;
  OffsetWatcher& watcher_;
  storage::ConnectionPool& db_;
  events::Topics topics_;
  CommandWaits waits_;
  std::atomic<std::size_t> waiting_{0};
  std::atomic<std::size_t> delivering_{0};
  CommandTimings timings_;
};

// 422: the Idempotency-Key was used before for another request (another body).
[[noreturn]] void key_reused();

// The request hash recorded with an applied event, if the event was applied (empty string: it
// carried none). nullopt: not applied.
std::optional<std::string> applied_request_hash(storage::ConnectionPool& db, const std::string& event_id);

}  // namespace api
