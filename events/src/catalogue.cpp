// The list of event types (from the payload structs) and the upcasters that keep old versions
// readable.
#include "events/catalogue.hpp"

#include <array>

#include "events/payloads.hpp"

namespace events {

namespace {

template <class... P>
constexpr std::array<EventType, sizeof...(P)> declarations(boost::mp11::mp_list<P...>) {
  return {P::kEvent...};
}

// Every payload struct's own declaration, in the order of AllPayloads.
constexpr auto kCatalogue = declarations(payload::AllPayloads{});

constexpr bool names_are_unique() {
  for (std::size_t i = 0; i < kCatalogue.size(); ++i)
    for (std::size_t j = i + 1; j < kCatalogue.size(); ++j)
      if (kCatalogue[i].name == kCatalogue[j].name) return false;
  return true;
}
static_assert(names_are_unique(), "two payload structs declare the same event type");

}  // namespace

std::span<const EventType> catalogue() { return kCatalogue; }

const EventType* find_event_type(std::string_view name) {
  for (const auto& t : kCatalogue)
    if (t.name == name) return &t;
  return nullptr;
}

void upcast(Envelope& e) {
  const EventType* t = find_event_type(e.type);
  if (!t) throw DecodeError("unknown event type '" + e.type + "'");
  if (e.v > t->version || e.v < 1)
    throw DecodeError("event '" + e.type + "' has version " + std::to_string(e.v) + ", this build reads up to " +
                      std::to_string(t->version));
  // Every type is still at version 1. When a payload changes, add a step here, e.g.
  //   if (e.type == payload::CasinoCreated::kEvent.name && e.v == 1) {
  //     e.data["rating"] = nullptr;
  //     e.v = 2;
  //   }
  // raise the version in the struct's kEvent and write catalogue.json again.
}

Topics Topics::with_prefix(std::string_view prefix) {
  std::string p(prefix);
  return Topics{p + "content", p + "engagement", p + "jobs"};
}

std::string_view topic_name(TopicKind kind) {
  switch (kind) {
    case TopicKind::content: return "content";
    case TopicKind::engagement: return "engagement";
    case TopicKind::jobs: return "jobs";
  }
  return "content";
}

const std::string& Topics::of(TopicKind kind) const {
  switch (kind) {
    case TopicKind::content: return content;
    case TopicKind::engagement: return engagement;
    case TopicKind::jobs: return jobs;
  }
  return content;
}

}  // namespace events
