// The deferred indexes' builds of a replay (see index_builds.hpp).
#include "index_builds.hpp"

#include <pqxx/pqxx>

#include <chrono>
#include <cstdio>

#include "projector.hpp"  // kIndexBuildMemory

namespace worker {

namespace {
std::string index_name(const std::string& definition) {  // "CREATE INDEX name ON ..."
  const auto from = definition.find("INDEX ") + 6;
  return definition.substr(from, definition.find(' ', from) - from);
}
}  // namespace

IndexBuilds::~IndexBuilds() {
  {
    std::lock_guard lock(mutex_);
    queue_.clear();
    closing_ = true;
  }
  changed_.notify_all();
  for (auto& t : threads_) t.join();
}

void IndexBuilds::add(const std::vector<std::string>& definitions, unsigned connections) {
  {
    std::lock_guard lock(mutex_);
    queue_.insert(queue_.end(), definitions.begin(), definitions.end());
  }
  changed_.notify_all();
  while (threads_.size() < connections) threads_.emplace_back([this] { run(); });
}

void IndexBuilds::throw_if_failed() {
  std::lock_guard lock(mutex_);
  if (failed_) std::rethrow_exception(failed_);
}

void IndexBuilds::finish() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  changed_.notify_all();
  for (auto& t : threads_) t.join();
  threads_.clear();
  throw_if_failed();
}

std::string IndexBuilds::describe() {
  std::lock_guard lock(mutex_);
  return built_;
}

void IndexBuilds::mark() {
  std::lock_guard lock(mutex_);
  built_ += " |";
}

void IndexBuilds::run() {
  try {
    pqxx::connection db(pg_url_);
    for (;;) {
      std::string definition;
      {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [this] { return closing_ || !queue_.empty(); });
        if (queue_.empty()) return;
        definition = std::move(queue_.front());
        queue_.pop_front();
      }
      const auto began = std::chrono::steady_clock::now();
      pqxx::work tx(db);
      tx.exec(std::string("SET LOCAL statement_timeout = 0; SET LOCAL maintenance_work_mem = '") + kIndexBuildMemory +
              "'");
      tx.exec(definition);
      tx.commit();
      char took[32];
      std::snprintf(took, sizeof took, " %.2f s",
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
      std::lock_guard lock(mutex_);
      if (!built_.empty()) built_ += built_.back() == '|' ? " " : ", ";
      built_ += index_name(definition) + took;
    }
  } catch (...) {
    std::lock_guard lock(mutex_);
    if (!failed_) failed_ = std::current_exception();
    queue_.clear();
  }
}

}  // namespace worker
