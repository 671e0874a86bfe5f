// The read areas the response cache follows: every catalogue event type belongs to exactly one,
// and the combined version moves with any area of its mask and only with those.
#include <gtest/gtest.h>

#include "events/catalogue.hpp"
#include "storage/read_areas.hpp"

namespace {

using storage::area_bit;
using storage::ReadArea;

TEST(StorageReadAreas, EveryCatalogueTypeHasExactlyOneArea) {
  for (const auto& t : events::catalogue()) {
    const storage::AreaMask m = storage::areas_changed_by(t.name);
    EXPECT_NE(m, storage::kAllAreas) << t.name << " has no read area in storage/src/read_areas.cpp";
    EXPECT_EQ(m & (m - 1), 0U) << t.name << " maps to more than one area";
  }
  EXPECT_EQ(storage::areas_changed_by("blog_post.viewed"), area_bit(ReadArea::views));
  // Views and clicks move only what the back office reads: the public catalogue stays cached.
  EXPECT_EQ(storage::areas_changed_by("promotion.viewed"), area_bit(ReadArea::admin));
  EXPECT_EQ(storage::areas_changed_by("casino.viewed"), area_bit(ReadArea::admin));
  EXPECT_EQ(storage::areas_changed_by("outbound_link.clicked"), area_bit(ReadArea::admin));
  EXPECT_EQ(storage::areas_changed_by("blog_post.updated"), area_bit(ReadArea::blog));
  EXPECT_EQ(storage::areas_changed_by("promotion.created"), area_bit(ReadArea::catalogue));
  EXPECT_EQ(storage::areas_changed_by("something.new"), storage::kAllAreas) << "unknown: everything";
}

TEST(StorageReadAreas, TheVersionOfAMaskMovesOnlyWithItsAreas) {
  storage::AreaVersions v{1, {}};
  const auto catalogue = area_bit(ReadArea::catalogue);
  const auto blog = area_bit(ReadArea::blog) | area_bit(ReadArea::views);
  const auto c0 = v.of(catalogue), b0 = v.of(blog);
  ++v.areas[static_cast<std::size_t>(ReadArea::views)];
  EXPECT_EQ(v.of(catalogue), c0);
  EXPECT_NE(v.of(blog), b0);
  v.areas = {};
  v.generation = 2;  // a new schema, counters from 0 again
  EXPECT_NE(v.of(catalogue), c0);
  EXPECT_EQ(storage::area_array(blog), R"({"blog","views"})");
}

}  // namespace
