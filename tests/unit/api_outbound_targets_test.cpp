// The outbound link targets kept in memory: valid only at the projection version they were
// computed at, never kept when computed before a change already known, and only until their time.
#include <gtest/gtest.h>

#include "outbound_targets.hpp"

using api::OutboundTargets;

namespace {

struct Versions {
  storage::AreaVersions now;
  void change(storage::ReadArea area) { ++now.areas[static_cast<std::size_t>(area)]; }
};

OutboundTargets::Target to(const std::string& url) { return {.casino_id = "c1", .location = url}; }

}  // namespace

TEST(OutboundTargets, AKeptTargetIsDroppedWhenTheCatalogueOrTheSiteChangesNotForOtherAreas) {
  Versions v;
  OutboundTargets targets([&v] { return v.now; });
  targets.keep("c/ay", to("https://ay.example/a"), targets.version());
  ASSERT_NE(targets.find("c/ay"), nullptr);
  EXPECT_EQ(targets.find("c/ay")->location, "https://ay.example/a");
  v.change(storage::ReadArea::views);
  v.change(storage::ReadArea::admin);  // the clicks' own events
  EXPECT_NE(targets.find("c/ay"), nullptr) << "a blog view or a click does not drop it";
  v.change(storage::ReadArea::catalogue);
  EXPECT_EQ(targets.find("c/ay"), nullptr) << "a casino or promotion change does";
  targets.keep("c/ay", to("https://ay.example/b"), targets.version());
  EXPECT_EQ(targets.find("c/ay")->location, "https://ay.example/b");
  v.change(storage::ReadArea::site);
  EXPECT_EQ(targets.find("c/ay"), nullptr) << "a splash ad change does";
}

TEST(OutboundTargets, ALookupThatStartedBeforeAKnownChangeIsNotKept) {
  Versions v;
  OutboundTargets targets([&v] { return v.now; });
  const auto before = targets.version();  // a slow lookup starts...
  v.change(storage::ReadArea::catalogue);  // ...the casino changes...
  targets.keep("c/ay", to("https://ay.example/new"), targets.version());  // ...a later lookup keeps the new URL
  targets.keep("c/ay", to("https://ay.example/old"), before);  // the slow one ends with the old URL
  ASSERT_NE(targets.find("c/ay"), nullptr);
  EXPECT_EQ(targets.find("c/ay")->location, "https://ay.example/new");
}

TEST(OutboundTargets, AKeptTargetLastsUntilItsTimeAndTheEntriesAreBounded) {
  Versions v;
  OutboundTargets targets([&v] { return v.now; }, 2);
  targets.keep("p/ay/gone", to("https://ay.example/p"), targets.version(), OutboundTargets::Clock::now());
  EXPECT_EQ(targets.find("p/ay/gone"), nullptr) << "its promotion expired";
  targets.keep("a", to("https://a.example"), targets.version());
  targets.keep("b", to("https://b.example"), targets.version());
  targets.keep("c", to("https://c.example"), targets.version());
  EXPECT_LE(targets.size(), 2u);
  EXPECT_NE(targets.find("c"), nullptr);
}
