// Bulk actions: one back-office command on many rows (bulk_action.requested), carried out a
// chunk at a time with the single command's rules applied to each row. Each row's event gets an
// id derived from the action and the row, and each chunk's bulk_action.progressed one derived
// from the action and the chunk number: a run resumed after a crash, or a retried request, writes
// the same ids again and the projector applies each once, so nothing is done or counted twice.
#pragma once
#include <atomic>
#include <chrono>
#include <pqxx/pqxx>
#include <string>

#include "events/payloads.hpp"
#include "jobs/emitter.hpp"

namespace worker {

struct BulkConfig {
  std::size_t chunk = 100;                // rows per bulk_action.progressed
  std::chrono::milliseconds pause{0};     // between chunks (BONUS_BULK_CHUNK_PAUSE_MS; tests slow a run down with it)
};

class BulkActions {
 public:
  BulkActions(pqxx::connection& db, std::string schema, BulkConfig config, Emitter& emitter);
  // Carries the action out; false when `stop` came between two chunks (the run is left for the
  // next runner, which resumes it).
  bool run(const events::payload::BulkActionRequested& request, const std::atomic<bool>& stop);

 private:
  // One row: emits its event(s) when there is something to do; the refusal's reason, or "" when
  // the row is done (or was already as asked).
  std::string apply(const events::payload::BulkActionRequested& request, const std::string& row);
  std::string promotion(const events::payload::BulkActionRequested& request, const std::string& row);
  std::string comment(const events::payload::BulkActionRequested& request, const std::string& row);
  std::string blog_post(const events::payload::BulkActionRequested& request, const std::string& row);
  std::string category(const events::payload::BulkActionRequested& request, const std::string& row);

  pqxx::connection& db_;
  std::string schema_;
  BulkConfig config_;
  Emitter& emitter_;
};

}  // namespace worker
