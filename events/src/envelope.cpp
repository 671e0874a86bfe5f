// Envelope codec: JSON in, JSON out, with the envelope's required fields checked on decode.
#include "events/envelope.hpp"
#include "events/event_ids.hpp"

#include <boost/uuid/name_generator_sha1.hpp>
#include <boost/uuid/string_generator.hpp>

#include <boost/uuid/random_generator.hpp>
#include <boost/uuid/uuid_io.hpp>
#include <cmath>
#include <cstdint>
#include <ctime>

namespace events {
namespace json = boost::json;

std::string encode(const Envelope& e) {
  json::object o;
  o["id"] = e.id;
  o["type"] = e.type;
  o["v"] = e.v;
  o["at"] = e.at;
  o["actor"] = e.actor;
  o["key"] = e.key;
  o["data"] = e.data;
  if (!e.request_hash.empty()) o["request_hash"] = e.request_hash;
  return json::serialize(o);
}

namespace {
// Boost.JSON reads a number too large for a double (1e999) as infinity, which JSON cannot write
// back: such an event could not be re-encoded, and a projected infinity would break every
// answer that writes it.
bool all_numbers_finite(const json::value& v) {
  if (v.is_double()) return std::isfinite(v.get_double());
  if (v.is_object()) {
    for (const auto& field : v.get_object())
      if (!all_numbers_finite(field.value())) return false;
  }
  if (v.is_array()) {
    for (const auto& item : v.get_array())
      if (!all_numbers_finite(item)) return false;
  }
  return true;
}

std::string required_string(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v || !v->is_string()) throw DecodeError("event envelope: missing string field '" + std::string(name) + "'");
  return std::string(v->get_string());
}
}  // namespace

Envelope decode(std::string_view bytes) {
  json::error_code ec;
  json::value root = json::parse(bytes, ec);
  if (ec) throw DecodeError("event envelope: not JSON: " + ec.message());
  if (!root.is_object()) throw DecodeError("event envelope: not a JSON object");
  auto& o = root.get_object();
  Envelope e;
  e.id = required_string(o, "id");
  e.type = required_string(o, "type");
  e.at = required_string(o, "at");
  e.actor = required_string(o, "actor");
  e.key = required_string(o, "key");
  auto* v = o.if_contains("v");
  if (!v || !v->is_int64()) throw DecodeError("event envelope: missing integer field 'v'");
  e.v = static_cast<int>(v->get_int64());
  auto* d = o.if_contains("data");
  if (!d || !d->is_object()) throw DecodeError("event envelope: missing object field 'data'");
  if (!all_numbers_finite(*d)) throw DecodeError("event envelope: a number in 'data' is out of range");
  e.data = std::move(d->get_object());  // the parsed tree's own nodes: no second copy of the payload
  if (auto* h = o.if_contains("request_hash")) {
    if (!h->is_string()) throw DecodeError("event envelope: field 'request_hash' must be a string");
    e.request_hash = std::string(h->get_string());
  }
  return e;
}

std::string name_uuid(std::string_view ns, std::string_view name) {
  const boost::uuids::uuid space = boost::uuids::string_generator()(std::string(ns));
  boost::uuids::name_generator_sha1 gen(space);
  return boost::uuids::to_string(gen(name.data(), name.size()));
}

std::string new_uuid() {
  thread_local boost::uuids::random_generator gen;
  return boost::uuids::to_string(gen());
}

namespace {
// The layout of RFC 9562's version 7 over `bits`: the first 48 bits the milliseconds since the
// epoch, then the version (7) and the variant; the other 74 bits are kept.
std::string with_time(boost::uuids::uuid bits, std::chrono::system_clock::time_point at) {
  const auto ms = static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::milliseconds>(at.time_since_epoch()).count());
  for (int i = 0; i < 6; ++i) bits.data[i] = static_cast<std::uint8_t>(ms >> (8 * (5 - i)));
  bits.data[6] = static_cast<std::uint8_t>(0x70 | (bits.data[6] & 0x0F));
  bits.data[8] = static_cast<std::uint8_t>(0x80 | (bits.data[8] & 0x3F));
  return boost::uuids::to_string(bits);
}
}  // namespace

std::string new_event_id() {
  thread_local boost::uuids::random_generator gen;
  return with_time(gen(), std::chrono::system_clock::now());
}

std::string name_event_id(std::string_view ns, std::string_view name, std::chrono::system_clock::time_point at) {
  const boost::uuids::uuid space = boost::uuids::string_generator()(std::string(ns));
  boost::uuids::name_generator_sha1 gen(space);
  return with_time(gen(name.data(), name.size()), at);
}

std::string format_utc(std::chrono::system_clock::time_point t) {
  using namespace std::chrono;
  auto ms = duration_cast<milliseconds>(t.time_since_epoch()).count();
  std::time_t secs = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  gmtime_r(&secs, &tm);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1,
                tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms % 1000));
  return buf;
}

std::string now_utc() { return format_utc(std::chrono::system_clock::now()); }

Envelope make_event(std::string type, int v, std::string actor, std::string key, json::object data) {
  return Envelope{new_event_id(), std::move(type), v, now_utc(), std::move(actor), std::move(key), std::move(data), {}};
}

}  // namespace events
