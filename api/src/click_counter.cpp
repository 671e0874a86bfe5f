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

namespace {
void put_field(std::string& out, std::string_view field) {
  const auto n = static_cast<std::uint32_t>(field.size());
  out.append(reinterpret_cast<const char*>(&n), sizeof n);
  out.append(field);
}
void put_optional(std::string& out, const std::optional<std::string>& field) {
  out.push_back(field ? '+' : '-');
  if (field) put_field(out, *field);
}
}  // namespace

void ClickCounter::key_of(const Click& c, std::string& out) {
  out.clear();
  put_field(out, c.day);
  put_optional(out, c.casino_id);
  put_optional(out, c.promotion_id);
  put_optional(out, c.splash_ad_id);
  put_field(out, c.referrer_path);
  put_field(out, c.device);
}

bool ClickCounter::add(const Click& c) {
  thread_local std::string key;  // reused: no allocation per click once it has grown
  key_of(c, key);
  std::lock_guard lock(mutex_);
  auto it = pending_.find(key);
  if (it == pending_.end()) {
    if (pending_.size() >= max_pending_keys_) return false;
    Pending p{.fields = c, .count = 0, .visitors = {}};
    p.fields.visitor.clear();
    it = pending_.emplace(key, std::move(p)).first;
  }
  ++it->second.count;
  if (!c.visitor.empty() && !it->second.visitors.contains(c.visitor)) it->second.visitors.insert(c.visitor);
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
  std::unordered_map<std::string, Pending> counts;
  {
    std::lock_guard lock(mutex_);
    counts.swap(pending_);
  }
  std::vector<events::Envelope> batch;
  batch.reserve(counts.size());
  for (auto& [key, p] : counts) {
    auto& f = p.fields;
    events::payload::OutboundLinkClicked clicked{.day = std::move(f.day),
                                                 .casino_id = f.casino_id,
                                                 .promotion_id = f.promotion_id,
                                                 .splash_ad_id = f.splash_ad_id,
                                                 .referrer_path = std::move(f.referrer_path),
                                                 .device = std::move(f.device),
                                                 .count = p.count,
                                                 .visitors = {p.visitors.begin(), p.visitors.end()}};
    const std::string kafka_key = f.casino_id ? *f.casino_id : f.promotion_id ? *f.promotion_id : f.splash_ad_id.value_or("");
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
