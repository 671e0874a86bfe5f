// The view batching thread.
#include "view_counter.hpp"

#include <spdlog/spdlog.h>

#include "events/payloads.hpp"
#include "events/typed.hpp"

namespace api {

ViewCounter::ViewCounter(events::EventProducer& producer, std::string topic,
                         std::chrono::milliseconds interval, std::size_t max_pending_posts, MakeEvent make_event)
    : sender_(producer, std::move(topic), "view counts"),
      interval_(interval),
      max_pending_posts_(max_pending_posts),
      make_event_(std::move(make_event)) {
  if (!make_event_)
    make_event_ = [](const std::string& id, std::int64_t count) {
      return events::make_event("system:view-counter", id, events::payload::BlogPostViewed{.id = id, .count = count});
    };
  thread_ = std::thread([this] { run(); });
}

ViewCounter::~ViewCounter() { stop(); }

bool ViewCounter::add(const std::string& post_id) {
  std::lock_guard lock(mutex_);
  auto it = pending_.find(post_id);
  if (it == pending_.end()) {
    if (pending_.size() >= max_pending_posts_) return false;
    pending_.emplace(post_id, 1);
  } else {
    ++it->second;
  }
  return true;
}

std::uint64_t ViewCounter::views_pending() {
  std::uint64_t n = sender_.unsent_count();
  std::lock_guard lock(mutex_);
  for (const auto& [id, count] : pending_) n += static_cast<std::uint64_t>(count);
  return n;
}

bool ViewCounter::flush() {
  return sender_.flush([this] {
    std::unordered_map<std::string, std::int64_t> counts;
    {
      std::lock_guard lock(mutex_);
      counts.swap(pending_);
    }
    std::vector<events::Envelope> batch;
    batch.reserve(counts.size());
    for (const auto& [id, count] : counts) batch.push_back(make_event_(id, count));
    return batch;
  });
}

void ViewCounter::run() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, interval_, [this] { return stopping_; });
    if (stopping_) break;
    lock.unlock();
    flush();
    lock.lock();
  }
}

void ViewCounter::stop(std::chrono::milliseconds patience) {
  {
    std::lock_guard lock(mutex_);
    if (stopped_) return;
    stopped_ = true;
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
  if (views_pending() == 0) return;
  // The last batch waits out the interval since the previous one, so even at shutdown a post
  // gets at most one event per interval.
  std::this_thread::sleep_for(interval_);
  const auto deadline = std::chrono::steady_clock::now() + patience;
  while (!flush()) {
    if (std::chrono::steady_clock::now() > deadline) {
      spdlog::error("{} blog views could not be stored before shutdown", views_pending());
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }
  spdlog::info("view counts flushed");
}

}  // namespace api
