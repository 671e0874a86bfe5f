// Produce-and-wait for commands.
#include "commands.hpp"

#include <spdlog/spdlog.h>

#include "http/types.hpp"

namespace api {

CommandBus::CommandBus(events::EventProducer& producer, OffsetWatcher& watcher, events::Topics topics,
                       std::chrono::milliseconds wait)
    : producer_(producer), watcher_(watcher), topics_(std::move(topics)), wait_(wait) {}

CommandOutcome CommandBus::publish(const events::Envelope& e, bool wait_for_projection) {
  const auto* type = events::find_event_type(e.type);
  if (!type) throw std::logic_error("event type not in the catalogue: " + e.type);
  CommandOutcome out;
  out.event_id = e.id;
  try {
    out.delivery = producer_.produce(topics_.of(type->topic), e.key, events::encode(e));
  } catch (const events::ProduceError& err) {
    spdlog::error("event {} ({}) not stored: {}", e.id, e.type, err.what());
    throw ApiError(http::status::service_unavailable, "event_store_unavailable",
                   "Değişiklik şu anda kaydedilemiyor: olay deposuna ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.");
  }
  if (wait_for_projection)
    out.applied = watcher_.wait_applied(out.delivery.topic, out.delivery.partition, out.delivery.offset, wait_);
  return out;
}

}  // namespace api
