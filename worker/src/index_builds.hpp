// The deferred indexes of a replay's schema, built on connections of their own while the fold
// goes on and at its end (worker/src/replay.cpp, docs/architecture.md "Replay").
#pragma once
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace worker {

// The deferred indexes' builds, on connections of their own (each a backend of its own), each
// index in its own transaction with kIndexBuildMemory for its sort or its GIN accumulator and no
// statement timeout (a large catalogue's index may take minutes). The connections take the
// process's application_name (PGAPPNAME), like the projector's. A build holds its table's SHARE
// lock until it commits: a batch that writes the table meanwhile waits for it, then keeps the new
// index up to date row by row. The first error, if any, is thrown by finish(), once every
// connection has stopped (nothing more is built after it: the replay fails, without a swap).
class IndexBuilds {
 public:
  explicit IndexBuilds(std::string pg_url) : pg_url_(std::move(pg_url)) {}
  ~IndexBuilds();
  IndexBuilds(const IndexBuilds&) = delete;
  IndexBuilds& operator=(const IndexBuilds&) = delete;

  // Queues the builds, in order, and runs the queue on up to `connections` connections.
  void add(const std::vector<std::string>& definitions, unsigned connections);
  // Throws the first error of a build, if one failed.
  void throw_if_failed();
  // Returns once every build queued has committed; throws the first error.
  void finish();
  // Each build's wall time, in the order they ended, for the log; mark() puts a "|" between
  // those ended before and after it.
  std::string describe();
  void mark();

 private:
  void run();

  const std::string pg_url_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::string> queue_;
  bool closing_ = false;
  std::exception_ptr failed_;
  std::string built_;
  std::vector<std::thread> threads_;
};

}  // namespace worker
