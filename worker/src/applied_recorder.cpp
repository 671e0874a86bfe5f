#include "applied_recorder.hpp"

#include <pqxx/pqxx>
#include <vector>

#include "projector.hpp"
#include "storage/postgres.hpp"

namespace worker {

AppliedRecorder::AppliedRecorder(std::string pg_url, std::string schema)
    : pg_url_(std::move(pg_url)), schema_(std::move(schema)), thread_([this] { run(); }) {}

AppliedRecorder::~AppliedRecorder() {
  {
    std::lock_guard lock(mutex_);
    stopped_ = true;
  }
  changed_.notify_all();
  thread_.join();
}

void AppliedRecorder::throw_if_failed() {
  if (error_) std::rethrow_exception(error_);
}

void AppliedRecorder::add(storage::CopyRows rows) {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return error_ || queue_.size() < kMaxQueued; });
  throw_if_failed();
  queue_.push_back(std::move(rows));
  lock.unlock();
  changed_.notify_all();
}

void AppliedRecorder::finish() {
  std::unique_lock lock(mutex_);
  closing_ = true;
  changed_.notify_all();
  changed_.wait(lock, [this] { return error_ || (queue_.empty() && !writing_); });
  throw_if_failed();
}

void AppliedRecorder::run() {
  try {
    pqxx::connection db(pg_url_);
    std::unique_lock lock(mutex_);
    for (;;) {
      changed_.wait(lock, [this] { return stopped_ || closing_ || !queue_.empty(); });
      if (stopped_ || queue_.empty()) return;  // closing with nothing left: finish() returns
      // Everything queued in one transaction; its commit need not wait for the WAL flush, as
      // the batches' own commits do not (the swap's transaction flushes).
      std::vector<storage::CopyRows> taken(std::make_move_iterator(queue_.begin()), std::make_move_iterator(queue_.end()));
      queue_.clear();
      writing_ = true;
      lock.unlock();
      changed_.notify_all();
      {
        pqxx::work tx(db);
        tx.exec("SET LOCAL search_path TO " + storage::quote_ident(schema_) + "; SET LOCAL synchronous_commit = off");
        for (const auto& rows : taken) record_applied(tx, rows);
        tx.commit();
      }
      lock.lock();
      writing_ = false;
      changed_.notify_all();
    }
  } catch (...) {
    std::lock_guard lock(mutex_);
    error_ = std::current_exception();
    writing_ = false;
    changed_.notify_all();
  }
}

}  // namespace worker
