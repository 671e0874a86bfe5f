// The published posts kept for views: valid only at the blog area's version they were found at,
// never kept when found before a change already known.
#include <gtest/gtest.h>

#include "published_posts.hpp"

using api::PublishedPosts;

namespace {
struct Versions {
  storage::AreaVersions now;
  void change(storage::ReadArea area) { ++now.areas[static_cast<std::size_t>(area)]; }
};
}  // namespace

TEST(PublishedPosts, AKeptPostIsDroppedWhenTheBlogChangesNotForViewsOrOtherAreas) {
  Versions v;
  PublishedPosts posts([&v] { return v.now; });
  EXPECT_FALSE(posts.contains("p1"));
  posts.keep("p1", posts.version());
  EXPECT_TRUE(posts.contains("p1"));
  EXPECT_FALSE(posts.contains("p2"));
  v.change(storage::ReadArea::views);
  v.change(storage::ReadArea::catalogue);
  v.change(storage::ReadArea::comments);
  EXPECT_TRUE(posts.contains("p1")) << "views, the catalogue and comments do not drop it";
  v.change(storage::ReadArea::blog);
  EXPECT_FALSE(posts.contains("p1")) << "a post published, unpublished or deleted does";
}

TEST(PublishedPosts, ALookupThatStartedBeforeAKnownChangeIsNotKeptAndTheEntriesAreBounded) {
  Versions v;
  PublishedPosts posts([&v] { return v.now; }, 2);
  const auto before = posts.version();  // a view's query starts...
  v.change(storage::ReadArea::blog);     // ...the post is unpublished...
  posts.keep("p1", posts.version());     // ...another post is found after it
  posts.keep("p2", before);              // the slow query ends, having seen the post published
  EXPECT_TRUE(posts.contains("p1"));
  EXPECT_FALSE(posts.contains("p2"));
  posts.keep("p2", posts.version());
  posts.keep("p3", posts.version());  // over the bound: the others are dropped, not the memory grown
  EXPECT_TRUE(posts.contains("p3"));
  EXPECT_FALSE(posts.contains("p1"));
}
