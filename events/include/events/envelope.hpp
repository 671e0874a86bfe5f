// The event envelope of the architecture brief and its JSON codec (Boost.JSON).
#pragma once
#include <boost/json.hpp>
#include <chrono>
#include <stdexcept>
#include <string>
#include <string_view>

namespace events {

// One fact, as stored on a topic. `data` holds the payload: for create/update events the
// whole new state of the entity ("fat" events), so a projection never looks elsewhere.
struct Envelope {
  std::string id;     // UUID of the event
  std::string type;   // e.g. "casino.created"
  int v = 1;          // schema version of `data`
  std::string at;     // UTC, ISO 8601 with milliseconds, e.g. 2026-11-21T19:24:00.123Z
  std::string actor;  // "admin:<id>", "visitor:<ip-hash>", "system:<job>"
  std::string key;    // aggregate id; also the Kafka message key
  boost::json::object data;
  // Only for events of a command that carried an Idempotency-Key: a hash of the request (its
  // body), so a retry with the same key can be told from another request reusing the key. The
  // projector records it with the event id. Empty otherwise, and then not written.
  std::string request_hash;
};

struct DecodeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string encode(const Envelope& e);
// Throws DecodeError when the bytes are not JSON, a required envelope field is missing, or `data`
// holds a number too large for a double (read as infinity, it could not be written back as JSON).
Envelope decode(std::string_view bytes);

// Builds an envelope with a fresh id and the current time.
Envelope make_event(std::string type, int v, std::string actor, std::string key, boost::json::object data);

std::string new_uuid();
// A name-based UUID (version 5, SHA-1) in the namespace `ns` (a UUID): the same name always
// gives the same id. Used where a retried writer must produce the very same event or entity.
std::string name_uuid(std::string_view ns, std::string_view name);
std::string format_utc(std::chrono::system_clock::time_point t);
std::string now_utc();

}  // namespace events
