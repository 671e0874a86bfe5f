// Typed event payloads: a payload is a plain struct described with BOOST_DESCRIBE_STRUCT that
// declares its event type in `kEvent` (events/payloads.hpp). This header turns such a struct into an
// event's `data` and back. Reading names the field that is wrong (the message ends up in the
// dead-letter table); a field the struct does not know is ignored, so an older reader survives a
// newer writer's additions. A misspelled field name is a compile error, not a silent null.
#pragma once
#include <boost/describe.hpp>
#include <boost/json.hpp>
#include <boost/mp11.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "events/catalogue.hpp"
#include "events/envelope.hpp"
#include "events/payload.hpp"
#include "events/payloads.hpp"

namespace events {

template <class T>
concept Described = boost::describe::has_describe_members<T>::value;

// A payload struct: described, declaring the event type it belongs to.
template <class T>
concept Payload = Described<T> && requires { { T::kEvent } -> std::convertible_to<EventType>; };

// A payload struct missing from the lists of payloads.hpp would be written and read here but be
// unknown to the catalogue, so upcast() and the projector would refuse its events.
template <class P>
concept Listed = Payload<P> && boost::mp11::mp_contains<payload::AllPayloads, P>::value;

template <Described T>
T from_data(const boost::json::object& o);
template <Described T>
boost::json::object to_data(const T& t);

namespace detail {

namespace json = boost::json;

inline void read_field(const json::object& o, std::string_view f, std::string& out) { out = get_string(o, f); }
inline void read_field(const json::object& o, std::string_view f, std::optional<std::string>& out) {
  out = get_optional_string(o, f);
}
inline void read_field(const json::object& o, std::string_view f, std::optional<double>& out) {
  out = get_optional_double(o, f);
}
// A missing boolean keeps the struct's default (written in its declaration).
inline void read_field(const json::object& o, std::string_view f, bool& out) { out = get_bool(o, f, out); }
inline void read_field(const json::object& o, std::string_view f, std::int64_t& out) { out = get_int(o, f); }
inline void read_field(const json::object& o, std::string_view f, std::optional<std::int64_t>& out) {
  const auto* v = o.if_contains(f);
  if (!v || v->is_null()) out.reset();
  else out = get_int(o, f);
}
std::vector<std::string> read_string_array(const json::object& o, std::string_view f);
inline void read_field(const json::object& o, std::string_view f, std::vector<std::string>& out) {
  out = read_string_array(o, f);
}
const json::object& nested_object(const json::object& o, std::string_view f);
const json::array* nested_array(const json::object& o, std::string_view f);
[[noreturn]] void rethrow_nested(std::string_view f, const DecodeError& inner);

template <Described T>
void read_field(const json::object& o, std::string_view f, T& out) {
  try {
    out = from_data<T>(nested_object(o, f));
  } catch (const DecodeError& e) {
    rethrow_nested(f, e);
  }
}
template <Described T>
void read_field(const json::object& o, std::string_view f, std::optional<T>& out) {
  const auto* v = o.if_contains(f);
  if (!v || v->is_null()) {
    out.reset();
    return;
  }
  T t{};
  read_field(o, f, t);
  out = std::move(t);
}
template <Described T>
void read_field(const json::object& o, std::string_view f, std::vector<T>& out) {
  out.clear();
  const json::array* a = nested_array(o, f);
  if (!a) return;
  for (std::size_t i = 0; i < a->size(); ++i) {
    const std::string name = std::string(f) + "[" + std::to_string(i) + "]";
    if (!(*a)[i].is_object()) throw DecodeError("payload field '" + name + "' must be an object");
    try {
      out.push_back(from_data<T>((*a)[i].get_object()));
    } catch (const DecodeError& e) {
      rethrow_nested(name, e);
    }
  }
}

inline json::value write_field(const std::string& v) { return json::value(v); }
inline json::value write_field(bool v) { return json::value(v); }
inline json::value write_field(std::int64_t v) { return json::value(v); }
inline json::value write_field(double v) { return json::value(v); }
inline json::value write_field(const std::vector<std::string>& v) {
  json::array a;
  for (const auto& s : v) a.emplace_back(s);
  return a;
}
template <Described T>
json::value write_field(const T& v) {
  return to_data(v);
}
template <Described T>
json::value write_field(const std::vector<T>& v) {
  json::array a;
  for (const auto& item : v) a.emplace_back(to_data(item));
  return a;
}
template <class V>
json::value write_field(const std::optional<V>& v) {
  return v ? write_field(*v) : json::value(nullptr);
}

template <class T>
using Members = boost::describe::describe_members<T, boost::describe::mod_public | boost::describe::mod_inherited>;

}  // namespace detail

template <Described T>
T from_data(const boost::json::object& o) {
  T t{};
  boost::mp11::mp_for_each<detail::Members<T>>([&](auto d) { detail::read_field(o, d.name, t.*d.pointer); });
  return t;
}

template <Described T>
boost::json::object to_data(const T& t) {
  boost::json::object o;
  boost::mp11::mp_for_each<detail::Members<T>>([&](auto d) { o[d.name] = detail::write_field(t.*d.pointer); });
  return o;
}

// An event with a fresh id and the current time carrying `payload`, at its type's current version.
template <Payload P>
Envelope make_event(std::string actor, std::string key, const P& payload) {
  static_assert(Listed<P>, "add the payload struct to the list at the end of its payloads_*.hpp");
  return make_event(std::string(P::kEvent.name), P::kEvent.version, std::move(actor), std::move(key),
                    to_data(payload));
}

// The payload of an event already upcast to the current version. Throws DecodeError naming the
// field when the data does not fit, or when the event is of another type.
template <Payload P>
P payload_of(const Envelope& e) {
  static_assert(Listed<P>, "add the payload struct to the list at the end of its payloads_*.hpp");
  if (e.type != P::kEvent.name)
    throw DecodeError("event '" + e.type + "' read as '" + std::string(P::kEvent.name) + "'");
  return from_data<P>(e.data);
}

}  // namespace events
