// Every event type the system writes, with its current version and topic. The same list, with
// payload fields, is in events/catalogue.json; a unit test keeps the two in step.
#pragma once
#include <span>
#include <string>
#include <string_view>

#include "events/envelope.hpp"

namespace events {

enum class TopicKind { content, engagement, jobs };

struct EventType {
  std::string_view name;
  int version;
  TopicKind topic;
};

namespace type {
inline constexpr std::string_view casino_created = "casino.created";
inline constexpr std::string_view casino_updated = "casino.updated";
inline constexpr std::string_view casino_deleted = "casino.deleted";
}  // namespace type

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
