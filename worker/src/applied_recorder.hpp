// A replay's applied_events rows, written beside its batches on a connection of their own. While
// the fresh schema's applied_events has no key (Projector::defer_applied_key), nothing a batch
// applies reads that table: the projector tells an event applied before from the ids it keeps in
// memory. So a batch hands its rows over once it has committed, and this writer's COPY runs on
// the other core while the projector applies the next batch, instead of between the two. A
// failed replay leaves its schema unswapped whatever this wrote (the next replay starts afresh).
#pragma once
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <string>
#include <thread>

#include "storage/copy_rows.hpp"

namespace worker {

class AppliedRecorder {
 public:
  // Connects to `pg_url` on its own thread and writes into `schema`.applied_events.
  AppliedRecorder(std::string pg_url, std::string schema);
  ~AppliedRecorder();  // stops; rows not written yet are dropped (their replay has failed)
  AppliedRecorder(const AppliedRecorder&) = delete;
  AppliedRecorder& operator=(const AppliedRecorder&) = delete;

  // The rows of a committed batch, written in the order given. Waits while kMaxQueued batches
  // wait already; throws the writer's error, if it has failed.
  void add(storage::CopyRows rows);
  // Returns once every row given is written and committed (the writer stops); throws its error.
  void finish();

 private:
  static constexpr std::size_t kMaxQueued = 4;
  void run();
  void throw_if_failed();

  const std::string pg_url_, schema_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<storage::CopyRows> queue_;
  bool writing_ = false, closing_ = false, stopped_ = false;
  std::exception_ptr error_;
  std::thread thread_;
};

}  // namespace worker
