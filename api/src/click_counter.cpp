// The outbound click batching thread (the same shape as the view counter's).
#include "click_counter.hpp"

#include <spdlog/spdlog.h>

#include "events/payloads.hpp"
#include "events/typed.hpp"

namespace api {

ClickCounter::ClickCounter(events::EventProducer& producer, std::string topic, std::chrono::milliseconds interval,
                           std::size_t max_pending_keys)
    : producer_(producer), topic_(std::move(topic)), interval_(interval), max_pending_keys_(max_pending_keys) {
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
  std::lock_guard lock(mutex_);
  std::uint64_t n = 0;
  for (const auto& [k, p] : pending_) n += static_cast<std::uint64_t>(p.count);
  for (const auto& e : unsent_) n += static_cast<std::uint64_t>(e.data.at("count").as_int64());
  return n;
}

bool ClickCounter::send(std::vector<events::Envelope> batch) {
  for (std::size_t i = 0; i < batch.size(); ++i) {
    try {
      producer_.produce(topic_, batch[i].key, events::encode(batch[i]));
      ++events_sent_;
    } catch (const std::exception& ex) {
      // Perhaps stored, perhaps not: this event and the rest are sent again as they are.
      spdlog::warn("click counts not sent yet ({} events): {}", batch.size() - i, ex.what());
      std::lock_guard lock(mutex_);
      unsent_.assign(std::make_move_iterator(batch.begin() + static_cast<std::ptrdiff_t>(i)),
                     std::make_move_iterator(batch.end()));
      return false;
    }
  }
  return true;
}

bool ClickCounter::flush() {
  std::lock_guard flushing(flush_mutex_);
  std::vector<events::Envelope> retry;
  {
    std::lock_guard lock(mutex_);
    retry.swap(unsent_);
  }
  if (!retry.empty() && !send(std::move(retry))) return false;
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
  return send(std::move(batch));
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
