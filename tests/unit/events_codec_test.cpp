// The envelope codec and the catalogue: round trips, malformed input, the catalogue taken from
// the payload structs and the catalogue file written from them.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <boost/mp11.hpp>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "events/catalogue.hpp"
#include "events/catalogue_json.hpp"
#include "events/payloads.hpp"
#include "events/envelope.hpp"
#include "events/payload.hpp"

namespace json = boost::json;

TEST(EventsCodec, RoundTripKeepsEveryField) {
  auto e = events::make_event("casino.created", 1, "admin:42", "c-1",
                              json::object{{"id", "c-1"}, {"name", "Şans Casino"}, {"rating", nullptr}});
  auto back = events::decode(events::encode(e));
  EXPECT_EQ(back.id, e.id);
  EXPECT_EQ(back.type, "casino.created");
  EXPECT_EQ(back.v, 1);
  EXPECT_EQ(back.at, e.at);
  EXPECT_EQ(back.actor, "admin:42");
  EXPECT_EQ(back.key, "c-1");
  EXPECT_EQ(back.data, e.data);
  EXPECT_EQ(events::get_string(back.data, "name"), "Şans Casino");
}

TEST(EventsCodec, FreshIdsAndUtcTimestamps) {
  auto a = events::make_event("casino.deleted", 1, "system:test", "k", {});
  auto b = events::make_event("casino.deleted", 1, "system:test", "k", {});
  EXPECT_NE(a.id, b.id);
  EXPECT_EQ(a.id.size(), 36u);
  EXPECT_EQ(events::format_utc(std::chrono::system_clock::time_point(std::chrono::milliseconds(1795289698794))),
            "2026-11-21T19:34:58.794Z");
}

TEST(EventsCodec, DecodeRejectsMalformedInput) {
  EXPECT_THROW(events::decode("not json"), events::DecodeError);
  EXPECT_THROW(events::decode("[1,2]"), events::DecodeError);
  EXPECT_THROW(events::decode(R"({"id":"x","type":"t","at":"a","actor":"a","key":"k","data":{}})"), events::DecodeError)
      << "missing version";
  EXPECT_THROW(events::decode(R"({"id":"x","type":"t","v":1,"at":"a","actor":"a","key":"k","data":[]})"),
               events::DecodeError)
      << "data must be an object";
  EXPECT_THROW(events::decode(R"({"type":"t","v":1,"at":"a","actor":"a","key":"k","data":{}})"), events::DecodeError);
}

// From the fuzzer (tests/fuzz/corpus/fuzz_event_decode/number_out_of_range.json): a number too
// large for a double was read as infinity, and the envelope then encoded to text that is not JSON.
TEST(EventsCodec, DecodeRejectsNumbersOutOfRange) {
  const std::string head = R"({"id":"e","type":"casino.created","v":1,"at":"a","actor":"a","key":"k","data":)";
  EXPECT_THROW(events::decode(head + R"({"rating":1e999})" + "}"), events::DecodeError);
  EXPECT_THROW(events::decode(head + R"({"input":{"count":-9E9999999}})" + "}"), events::DecodeError);
  EXPECT_THROW(events::decode(head + R"({"terms":[1,2e400]})" + "}"), events::DecodeError);
  const auto e = events::decode(head + R"({"rating":1e300,"n":999999999999999999999999})" + "}");
  EXPECT_NO_THROW(events::decode(events::encode(e)));
}

TEST(EventsCodec, PayloadReadersNameTheField) {
  json::object d{{"name", 5}, {"rating", "high"}, {"ok", true}};
  try {
    events::get_string(d, "name");
    FAIL() << "expected a DecodeError";
  } catch (const events::DecodeError& e) {
    EXPECT_NE(std::string(e.what()).find("'name'"), std::string::npos);
  }
  EXPECT_THROW(events::get_optional_double(d, "rating"), events::DecodeError);
  EXPECT_EQ(events::get_optional_string(d, "missing"), std::nullopt);
  EXPECT_TRUE(events::get_bool(d, "ok", false));
  EXPECT_FALSE(events::get_bool(d, "absent", false));
}

TEST(EventsCatalogue, UpcastRefusesUnknownTypesAndFutureVersions) {
  auto e = events::make_event("casino.created", 1, "a", "k", {});
  EXPECT_NO_THROW(events::upcast(e));
  e.v = 2;
  EXPECT_THROW(events::upcast(e), events::DecodeError);
  e.v = 0;
  EXPECT_THROW(events::upcast(e), events::DecodeError);
  auto unknown = events::make_event("casino.exploded", 1, "a", "k", {});
  EXPECT_THROW(events::upcast(unknown), events::DecodeError);
}

namespace {
// The entry of each type in a catalogue document, by type name.
std::map<std::string, json::value> entries(const json::value& doc) {
  std::map<std::string, json::value> out;
  for (const auto& item : doc.at("events").as_array()) out[std::string(item.at("type").as_string())] = item;
  return out;
}
}  // namespace

// catalogue.json is derived: whatever it says differently from the structs is a failure that
// names the type (the fix is `cmake --build build --target event_catalogue`).
TEST(EventsCatalogue, FileIsWrittenFromThePayloadStructs) {
  std::ifstream in(BONUS_EVENT_CATALOGUE);
  ASSERT_TRUE(in) << BONUS_EVENT_CATALOGUE;
  std::stringstream ss;
  ss << in.rdbuf();
  const json::value file = json::parse(ss.str());
  const json::value code = events::catalogue_json();
  const auto in_file = entries(file);
  const auto in_code = entries(code);
  for (const auto& [type, entry] : in_code) {
    auto it = in_file.find(type);
    if (it == in_file.end()) ADD_FAILURE() << type << " has a payload struct but is not in catalogue.json";
    else EXPECT_EQ(it->second, entry) << type << ": catalogue.json says otherwise than its payload struct";
  }
  for (const auto& [type, entry] : in_file)
    EXPECT_TRUE(in_code.count(type)) << type << " is in catalogue.json but no payload struct declares it";
  if (file != code && !::testing::Test::HasFailure())
    ADD_FAILURE() << "catalogue.json is not what `cmake --build build --target event_catalogue` writes";
}

TEST(EventsCatalogue, TheCatalogueIsTheStructsDeclarations) {
  std::set<std::string> names;
  boost::mp11::mp_for_each<boost::mp11::mp_transform<boost::mp11::mp_identity, events::payload::AllPayloads>>(
      [&](auto id) {
        using P = typename decltype(id)::type;
        const events::EventType* t = events::find_event_type(P::kEvent.name);
        ASSERT_NE(t, nullptr) << P::kEvent.name;
        EXPECT_EQ(t->version, P::kEvent.version) << P::kEvent.name;
        EXPECT_EQ(t->topic, P::kEvent.topic) << P::kEvent.name;
        EXPECT_FALSE(P::kEvent.key.empty()) << P::kEvent.name << " does not say what its key is";
        const std::string name(P::kEvent.name);
        EXPECT_TRUE(names.insert(name).second) << name << " is declared twice";
        const auto dot = name.find('.');
        EXPECT_TRUE(dot != std::string::npos && dot > 0 && dot + 1 < name.size() &&
                    name.find_first_not_of("abcdefghijklmnopqrstuvwxyz_.") == std::string::npos &&
                    name.find('.', dot + 1) == std::string::npos)
            << name << " is not <entity>.<what happened>";
        auto e = events::make_event(name, P::kEvent.version, "system:test", "k", {});
        EXPECT_NO_THROW(events::upcast(e)) << name;
      });
  EXPECT_EQ(events::catalogue().size(), names.size());
}

TEST(EventsCatalogue, TopicsShareThePrefix) {
  auto t = events::Topics::with_prefix("bonus.");
  EXPECT_EQ(t.content, "bonus.content");
  EXPECT_EQ(t.of(events::TopicKind::engagement), "bonus.engagement");
  EXPECT_EQ(t.of(events::TopicKind::jobs), "bonus.jobs");
}
