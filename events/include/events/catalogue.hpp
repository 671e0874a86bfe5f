// What an event type is: its name, current version, topic and what its Kafka key holds. Each
// payload struct declares its own (`kEvent`, events/payloads_*.hpp); the catalogue is the list of
// those declarations, taken from AllPayloads (events/payloads.hpp), and events/catalogue.json is
// written from it (`cmake --build build --target event_catalogue`; a unit test compares them).
#pragma once
#include <span>
#include <string>
#include <string_view>

#include "events/envelope.hpp"

namespace events {

enum class TopicKind { content, engagement, jobs };

struct EventType {
  std::string_view name;  // <entity>.<what happened>, past tense
  int version;            // of its data; raised together with a step in upcast()
  TopicKind topic;
  std::string_view key;   // what the Kafka key (and the envelope's `key`) holds
};

std::string_view topic_name(TopicKind kind);  // "content", "engagement", "jobs"

// Every event type, one per payload struct of AllPayloads.
std::span<const EventType> catalogue();
const EventType* find_event_type(std::string_view name);

// Brings an old version of an event's payload up to the current version in place. Old events
// are never rewritten on the topic; they are upcast each time they are read. Throws DecodeError
// for an unknown type or a version newer than this build knows.
void upcast(Envelope& e);

// Topic names, all sharing one prefix (so tests and environments can be isolated).
struct Topics {
  std::string content;
  std::string engagement;
  std::string jobs;
  static Topics with_prefix(std::string_view prefix);
  const std::string& of(TopicKind kind) const;
};

}  // namespace events
