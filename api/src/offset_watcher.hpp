// Where the projector is: its stored offsets per partition, followed for the commands that wait
// for their event to be applied and for the response cache.
#pragma once
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "storage/read_areas.hpp"

namespace api {

// Follows the projector's stored offsets (LISTEN projector_progress, plus a slow poll as a
// safety net) and wakes the commands waiting for them: each waiter on its own condition, woken
// only once its offset is applied, so a batch of six events wakes six threads, not every waiter.
class OffsetWatcher {
 public:
  // When the offset that ended a wait was stored by the projector (its database's clock, just
  // before the batch's commit) and when this watcher read it (the api's clock), for the command
  // stage timings.
  struct Progress {
    std::chrono::system_clock::time_point stored;
    std::chrono::system_clock::time_point seen;
  };
  explicit OffsetWatcher(std::string pg_url);
  ~OffsetWatcher();
  // True once the projector's next offset for (topic, partition) is past `offset`; `progress`, if
  // given, is then filled in.
  bool wait_applied(const std::string& topic, int32_t partition, int64_t offset, std::chrono::milliseconds timeout,
                    Progress* progress = nullptr);
  std::map<std::pair<std::string, int32_t>, int64_t> snapshot();
  // The projection's read-area counters (storage/read_areas.hpp) as last read, with a generation
  // that grows when a replay swaps in a new schema. A cached answer is stale once the areas it
  // read have moved. Updated before the commands waiting for an offset are woken, so a command
  // that saw its event applied never gets an answer cached before it.
  storage::AreaVersions areas();

 private:
  // A command waiting for (topic, partition) to pass offset; in waiters_ while it waits.
  struct Waiter {
    const std::string& topic;
    int32_t partition;
    int64_t offset;
    std::condition_variable woken;
    bool applied = false;
  };
  void run();
  bool reached(const std::string& topic, int32_t partition, int64_t offset) const;
  std::string pg_url_;
  std::mutex mutex_;
  std::vector<Waiter*> waiters_;
  std::map<std::pair<std::string, int32_t>, int64_t> next_;
  std::map<std::pair<std::string, int32_t>, Progress> progress_;
  std::string schema_built_at_;  // projection_meta.created_at of the live schema
  storage::AreaVersions areas_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace api
