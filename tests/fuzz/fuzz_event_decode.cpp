// The event decoder: bytes as read from a topic through the envelope decoder, the upcaster and
// the typed payload reader of the event's type. Malformed input may only be refused with
// DecodeError (the worker dead-letters it); anything else that escapes is a crash. What decodes
// must survive a round trip: encode and decode again give the same envelope, and a payload
// written back and read again gives the same data.
#include <algorithm>
#include <boost/mp11.hpp>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "events/catalogue.hpp"
#include "events/envelope.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "fuzz_check.hpp"

namespace {

// Equal JSON, except that numbers may differ by rounding: Boost.JSON 1.81 reads an integer
// literal beyond 64 bits as a double up to an ulp or so away from the nearest one, and writing
// and reading that double again gives the nearest (docs/fuzzing.md, findings).
bool same_json(const boost::json::value& a, const boost::json::value& b) {
  if (a.is_number() && b.is_number() && (a.is_double() || b.is_double())) {
    const double x = a.to_number<double>(), y = b.to_number<double>();
    return x == y || std::fabs(x - y) <= 1e-14 * std::max(std::fabs(x), std::fabs(y));
  }
  if (a.is_object() && b.is_object()) {
    const auto &oa = a.get_object(), &ob = b.get_object();
    if (oa.size() != ob.size()) return false;
    for (const auto& [k, v] : oa) {
      const auto* w = ob.if_contains(k);
      if (!w || !same_json(v, *w)) return false;
    }
    return true;
  }
  if (a.is_array() && b.is_array()) {
    const auto &xa = a.get_array(), &xb = b.get_array();
    if (xa.size() != xb.size()) return false;
    for (std::size_t i = 0; i < xa.size(); ++i)
      if (!same_json(xa[i], xb[i])) return false;
    return true;
  }
  return a == b;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  events::Envelope e;
  try {
    e = events::decode(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const events::DecodeError&) {
    return 0;
  }

  const events::Envelope again = events::decode(events::encode(e));
  FUZZ_CHECK(again.id == e.id && again.type == e.type && again.v == e.v && again.at == e.at &&
             again.actor == e.actor && again.key == e.key && same_json(again.data, e.data) &&
             again.request_hash == e.request_hash);

  try {
    events::upcast(e);
  } catch (const events::DecodeError&) {
    return 0;
  }
  boost::mp11::mp_for_each<events::payload::AllPayloads>([&](auto tag) {
    using P = decltype(tag);
    if (e.type != P::kEvent.name) return;
    try {
      const P payload = events::payload_of<P>(e);
      const boost::json::object written = events::to_data(payload);
      FUZZ_CHECK(same_json(events::to_data(events::from_data<P>(written)), written));
    } catch (const events::DecodeError&) {
    }
  });
  return 0;
}
