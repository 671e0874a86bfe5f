// The envelope codec and the catalogue: round trips, malformed input, and the catalogue file
// kept in step with the code.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <fstream>
#include <set>
#include <sstream>

#include "events/catalogue.hpp"
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

TEST(EventsCatalogue, FileListsExactlyTheTypesTheCodeKnows) {
  std::ifstream in(BONUS_EVENT_CATALOGUE);
  ASSERT_TRUE(in) << BONUS_EVENT_CATALOGUE;
  std::stringstream ss;
  ss << in.rdbuf();
  auto doc = json::parse(ss.str()).as_object();
  std::set<std::string> in_file;
  for (const auto& item : doc.at("events").as_array()) {
    const auto& o = item.as_object();
    std::string type(o.at("type").as_string());
    in_file.insert(type);
    const auto* t = events::find_event_type(type);
    ASSERT_NE(t, nullptr) << type << " is in catalogue.json but not in the code";
    EXPECT_EQ(o.at("version").as_int64(), t->version) << type;
    std::string topic(o.at("topic").as_string());
    EXPECT_EQ(topic, t->topic == events::TopicKind::content      ? "content"
                     : t->topic == events::TopicKind::engagement ? "engagement"
                                                                 : "jobs")
        << type;
  }
  for (const auto& t : events::catalogue())
    EXPECT_TRUE(in_file.count(std::string(t.name))) << t.name << " is in the code but not in catalogue.json";
}

TEST(EventsCatalogue, TopicsShareThePrefix) {
  auto t = events::Topics::with_prefix("bonus.");
  EXPECT_EQ(t.content, "bonus.content");
  EXPECT_EQ(t.of(events::TopicKind::engagement), "bonus.engagement");
  EXPECT_EQ(t.of(events::TopicKind::jobs), "bonus.jobs");
}
