#include "counter_sender.hpp"

#include <spdlog/spdlog.h>

#include "events/typed.hpp"

namespace api {

CounterSender::CounterSender(events::EventProducer& producer, std::string topic, std::string what)
    : producer_(producer), topic_(std::move(topic)), what_(std::move(what)) {}

bool CounterSender::send(std::vector<events::Envelope> batch) {
  for (std::size_t i = 0; i < batch.size(); ++i) {
    try {
      producer_.produce(topic_, batch[i].key, events::encode(batch[i]));
      ++events_sent_;
    } catch (const std::exception& ex) {
      // Perhaps stored, perhaps not: this event and the rest are sent again as they are.
      spdlog::warn("{} not sent yet ({} events): {}", what_, batch.size() - i, ex.what());
      std::lock_guard lock(mutex_);
      unsent_.assign(std::make_move_iterator(batch.begin() + static_cast<std::ptrdiff_t>(i)),
                     std::make_move_iterator(batch.end()));
      return false;
    }
  }
  return true;
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
