// The outbound click batching thread (the same shape as the view counter's).
#include "click_counter.hpp"

#include <spdlog/spdlog.h>

#include "events/payloads.hpp"
#include "events/typed.hpp"

namespace api {

ClickCounter::ClickCounter(events::EventProducer& producer, std::string topic, std::chrono::milliseconds interval,
                           std::size_t max_pending_keys)
    : sender_(producer, std::move(topic), "click counts"), interval_(interval), max_pending_keys_(max_pending_keys) {
  thread_ = std::thread([this] { run(); });
}

ClickCounter::~ClickCounter() { stop(); }

bool ClickCounter::add(const Click& c) {
  Key key{c.day, c.casino_id, c.promotion_id, c.splash_ad_id, c.referrer_path, c.device};
  std::lock_guard lock(mutex_);
  auto it = pending_.find(key);
  if (it == pending_.end()) {
    if (pending_.size() >= max_pending_keys_) return false;
    it = pending_.emplace(std::move(key), Pending{}).first;
  }
  ++it->second.count;
  if (!c.visitor.empty()) it->second.visitors.insert(c.visitor);
  return true;
}

std::uint64_t ClickCounter::clicks_pending() {
  std::uint64_t n = sender_.unsent_count();
  std::lock_guard lock(mutex_);
  for (const auto& [k, p] : pending_) n += static_cast<std::uint64_t>(p.count);
  return n;
}

bool ClickCounter::flush() { return sender_.flush([this] { return take_events(); }); }

std::vector<events::Envelope> ClickCounter::take_events() {
  std::map<Key, Pending> counts;
  {
    std::lock_guard lock(mutex_);
    counts.swap(pending_);
  }
  std::vector<events::Envelope> batch;
  batch.reserve(counts.size());
  for (auto& [key, p] : counts) {
    auto& [day, casino, promotion, ad, referrer, device] = key;
    events::payload::OutboundLinkClicked clicked{.day = day,
                                                 .casino_id = casino,
                                                 .promotion_id = promotion,
                                                 .splash_ad_id = ad,
                                                 .referrer_path = referrer,
                                                 .device = device,
                                                 .count = p.count,
                                                 .visitors = {p.visitors.begin(), p.visitors.end()}};
    const std::string kafka_key = casino ? *casino : promotion ? *promotion : ad.value_or("");
    batch.push_back(events::make_event("system:click-counter", kafka_key, clicked));
  }
  return batch;
}

void ClickCounter::run() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, interval_, [this] { return stopping_; });
    if (stopping_) break;
    lock.unlock();
    flush();
    lock.lock();
  }
}

void ClickCounter::stop(std::chrono::milliseconds patience) {
  {
    std::lock_guard lock(mutex_);
    if (stopped_) return;
    stopped_ = true;
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
  if (clicks_pending() == 0) return;
  const auto deadline = std::chrono::steady_clock::now() + patience;
  while (!flush()) {
    if (std::chrono::steady_clock::now() > deadline) {
      spdlog::error("{} outbound clicks could not be stored before shutdown", clicks_pending());
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }
  spdlog::info("click counts flushed");
}

}  // namespace api
