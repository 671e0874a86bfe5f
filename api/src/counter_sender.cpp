#include "counter_sender.hpp"

#include <spdlog/spdlog.h>

#include "events/typed.hpp"

namespace api {

CounterSender::CounterSender(events::EventProducer& producer, std::string topic, std::string what)
    : producer_(producer), topic_(std::move(topic)), what_(std::move(what)) {}

bool CounterSender::send(std::vector<events::Envelope> batch) {
  if (batch.empty()) return true;
  // All of a flush's events are handed to the producer at once and their delivery reports awaited
  // together: a few produce requests for the lot instead of one round trip per event, and the
  // projector finds them in one fetch and applies them in one batch.
  std::vector<events::OutgoingMessage> messages;
  messages.reserve(batch.size());
  for (const auto& e : batch) messages.push_back({topic_, e.key, events::encode(e)});
  try {
    producer_.produce_all(messages);
    events_sent_ += batch.size();
    return true;
  } catch (const std::exception& ex) {
    // Some may be stored, some not: the whole batch is sent again as it is, and the projector
    // drops the second copy of every event id that did get through.
    spdlog::warn("{} not sent yet ({} events): {}", what_, batch.size(), ex.what());
    std::lock_guard lock(mutex_);
    unsent_ = std::move(batch);
    return false;
  }
}

bool CounterSender::flush(const std::function<std::vector<events::Envelope>()>& take) {
  std::lock_guard flushing(flush_mutex_);
  std::vector<events::Envelope> retry;
  {
    std::lock_guard lock(mutex_);
    retry.swap(unsent_);
  }
  // What failed last time goes first, unchanged; new counts wait until it is through.
  if (!retry.empty() && !send(std::move(retry))) return false;
  return send(take());
}

std::uint64_t CounterSender::unsent_count() {
  std::lock_guard lock(mutex_);
  std::uint64_t n = 0;
  for (const auto& e : unsent_) n += static_cast<std::uint64_t>(e.data.at("count").as_int64());
  return n;
}

}  // namespace api
