// How the worker's jobs write their events: typed payloads onto the topic the catalogue names,
// waiting for the broker's delivery report. An event given an id of its own (derived from what
// it is about) is applied once by the projector however often a retried job writes it.
#pragma once
#include <optional>
#include <string>

#include "events/catalogue.hpp"
#include "events/producer.hpp"
#include "events/typed.hpp"

namespace worker {

class Emitter {
 public:
  Emitter(events::EventProducer& producer, events::Topics topics, std::string actor)
      : producer_(producer), topics_(std::move(topics)), actor_(std::move(actor)) {}

  template <events::Payload P>
  events::Delivery emit(const std::string& key, const P& payload, std::optional<std::string> event_id = std::nullopt) {
    auto e = events::make_event(actor_, key, payload);
    if (event_id) e.id = *event_id;
    return producer_.produce(topics_.of(P::kEvent.topic), e.key, events::encode(e));
  }

  const events::Topics& topics() const { return topics_; }

 private:
  events::EventProducer& producer_;
  events::Topics topics_;
  std::string actor_;
};

// A UUID derived from a name (version 5): the same name always gives the same id.
std::string name_uuid(const std::string& name);

}  // namespace worker
