// The machine-readable catalogue, derived from the payload structs.
#include "events/catalogue_json.hpp"

#include <boost/describe.hpp>
#include <boost/mp11.hpp>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "events/payloads.hpp"
#include "events/typed.hpp"

namespace events {
namespace json = boost::json;

namespace {

template <class T>
struct IsOptional : std::false_type {};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {};
template <class T>
struct IsVector : std::false_type {};
template <class T>
struct IsVector<std::vector<T>> : std::true_type {};

template <class T>
json::value shape();

template <Described T>
json::object fields() {
  json::object o;
  boost::mp11::mp_for_each<detail::Members<T>>([&](auto d) {
    using F = std::remove_cvref_t<decltype(std::declval<T&>().*d.pointer)>;
    o[d.name] = shape<F>();
  });
  return o;
}

// A field's JSON type: "string", "integer", "number", "boolean", "<type>|null", "array of
// strings"; a nested struct is an object of its fields, an array of them `[ {fields} ]`, and an
// optional one `{"null or": {fields}}`.
template <class T>
json::value shape() {
  if constexpr (std::is_same_v<T, std::string>) return "string";
  else if constexpr (std::is_same_v<T, bool>) return "boolean";
  else if constexpr (std::is_same_v<T, std::int64_t>) return "integer";
  else if constexpr (std::is_same_v<T, double>) return "number";
  else if constexpr (std::is_same_v<T, std::vector<std::string>>) return "array of strings";
  else if constexpr (IsOptional<T>::value) {
    json::value inner = shape<typename T::value_type>();
    if (inner.is_string()) return json::value(std::string(inner.get_string()) + "|null");
    return json::object{{"null or", std::move(inner)}};
  } else if constexpr (IsVector<T>::value) {
    return json::array{shape<typename T::value_type>()};
  } else {
    static_assert(Described<T>, "a payload field of a type the catalogue cannot describe");
    return fields<T>();
  }
}

json::object envelope() {
  return {{"id", "UUID of the event"},
          {"type", "event type, past tense, e.g. casino.created"},
          {"v", "schema version of data"},
          {"at", "UTC timestamp, ISO 8601 with milliseconds"},
          {"actor", "admin:<id> | visitor:<ip-hash> | system:<job>"},
          {"key", "aggregate id; also the Kafka message key"},
          {"data", "payload, below"},
          {"request_hash", "optional: keyed hash (HMAC-SHA256, hex) of the request body of a command sent with an Idempotency-Key"}};
}

json::object topics() {
  return {{"content", "every admin or system change to content; 1 partition (one total order)"},
          {"engagement", "visitor comments and batched view counts; keyed by target id"},
          {"jobs", "AI task requests and results, indexing requests; keyed by job id or URL"}};
}

void indent(std::string& out, int depth) { out.append(static_cast<std::size_t>(depth) * 2, ' '); }

void write(std::string& out, const json::value& v, int depth) {
  // An object's members and an array's items, each after its "key": (none in an array).
  std::vector<std::pair<std::string, const json::value*>> items;
  if (v.is_object())
    for (const auto& kv : v.get_object())
      items.emplace_back(json::serialize(json::value(kv.key())) + ": ", &kv.value());
  else if (v.is_array())
    for (const auto& item : v.get_array()) items.emplace_back("", &item);
  if (items.empty()) {
    out += json::serialize(v);
    return;
  }
  out += v.is_object() ? "{\n" : "[\n";
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ",\n";
    indent(out, depth + 1);
    out += items[i].first;
    write(out, *items[i].second, depth + 1);
  }
  out += "\n";
  indent(out, depth);
  out += v.is_object() ? "}" : "]";
}

}  // namespace

json::value catalogue_json() {
  json::array list;
  boost::mp11::mp_for_each<boost::mp11::mp_transform<boost::mp11::mp_identity, payload::AllPayloads>>([&](auto id) {
    using P = typename decltype(id)::type;
    list.push_back(json::object{{"type", P::kEvent.name},
                                {"version", P::kEvent.version},
                                {"topic", topic_name(P::kEvent.topic)},
                                {"key", P::kEvent.key},
                                {"data", fields<P>()}});
  });
  return json::object{{"written_from", "the payload structs of events/include/events/payloads_*.hpp"},
                      {"envelope", envelope()},
                      {"topics", topics()},
                      {"events", std::move(list)}};
}

std::string indented_json(const json::value& value) {
  std::string out;
  write(out, value, 0);
  return out + "\n";
}

}  // namespace events
