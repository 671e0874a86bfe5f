// The event decoder: bytes as read from a topic through the envelope decoder, the upcaster and
// the typed payload reader of the event's type. Malformed input may only be refused with
// DecodeError (the worker dead-letters it); anything else that escapes is a crash. What decodes
// must survive a round trip: encode and decode again give the same envelope, and a payload
// written back and read again gives the same data.
#include <boost/mp11.hpp>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "events/catalogue.hpp"
#include "events/envelope.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  events::Envelope e;
  try {
    e = events::decode(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const events::DecodeError&) {
    return 0;
  }

  const events::Envelope again = events::decode(events::encode(e));
  FUZZ_CHECK(again.id == e.id && again.type == e.type && again.v == e.v && again.at == e.at &&
             again.actor == e.actor && again.key == e.key && again.data == e.data &&
             again.request_hash == e.request_hash);

  try {
    events::upcast(e);
  } catch (const events::DecodeError&) {
    return 0;
  }
  boost::mp11::mp_for_each<events::payload::AllPayloads>([&](auto tag) {
    using P = decltype(tag);
    if (e.type != P::kType) return;
    try {
      const P payload = events::payload_of<P>(e);
      const boost::json::object written = events::to_data(payload);
      FUZZ_CHECK(events::to_data(events::from_data<P>(written)) == written);
    } catch (const events::DecodeError&) {
    }
  });
  return 0;
}
