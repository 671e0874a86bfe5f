// Event ids: time-ordered (RFC 9562 version 7), so a projector's applied_events key grows at its
// end; the seeder's name-based ones the same for the same name and time.
#include <gtest/gtest.h>

#include <chrono>
#include <set>
#include <string>

#include "events/envelope.hpp"
#include "events/event_ids.hpp"

namespace {

constexpr const char* kNamespace = "3f9a6c1e-2b7d-5e84-9c0a-71d4b8e2f615";

// The UUID's 48 bits of milliseconds, read back from its text.
long long millis_of(const std::string& id) { return std::stoll(id.substr(0, 8) + id.substr(9, 4), nullptr, 16); }

}  // namespace

TEST(EventIds, AreVersion7WithTheTimeInFrontAndOrderedByIt) {
  const auto before = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::system_clock::now().time_since_epoch()).count();
  const std::string first = events::new_event_id();
  std::set<std::string> ids{first};
  std::string last = first;
  for (int i = 0; i < 1000; ++i) last = *ids.insert(events::new_event_id()).first;
  EXPECT_EQ(ids.size(), 1001u) << "74 random bits: no two alike";
  ASSERT_EQ(first.size(), 36u);
  EXPECT_EQ(first[14], '7') << first;
  EXPECT_NE(std::string("89ab").find(first[19]), std::string::npos) << first;
  EXPECT_GE(millis_of(first), before);
  EXPECT_LE(millis_of(first) - before, 60'000);
  const auto made = events::make_event("a.type", 1, "system:test", "k", {});
  EXPECT_EQ(made.id[14], '7') << "make_event gives an event id: " << made.id;
  EXPECT_GE(millis_of(made.id), millis_of(first));
}

TEST(EventIds, NameBasedOnesAreFixedByNameAndTimeAndSortByTime) {
  using namespace std::chrono;
  const system_clock::time_point t{milliseconds(1'793'491'200'000)};
  const auto a = events::name_event_id(kNamespace, "traffic-event:1", t);
  EXPECT_EQ(a, events::name_event_id(kNamespace, "traffic-event:1", t));
  EXPECT_NE(a, events::name_event_id(kNamespace, "traffic-event:2", t));
  EXPECT_EQ(millis_of(a), 1'793'491'200'000);
  EXPECT_EQ(a[14], '7');
  EXPECT_NE(std::string("89ab").find(a[19]), std::string::npos) << a;
  // A later time sorts after, whatever the name: text order is time order.
  EXPECT_LT(a, events::name_event_id(kNamespace, "traffic-event:0", t + milliseconds(1)));
  // The 74 bits besides time and version come from the name, as in name_uuid.
  const auto v5 = events::name_uuid(kNamespace, "traffic-event:1");
  EXPECT_EQ(a.substr(15, 4), v5.substr(15, 4));
  EXPECT_EQ(a.substr(24), v5.substr(24));
}
