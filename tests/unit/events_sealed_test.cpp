// AES-256-GCM of personal fields (events/sealed.hpp): a comment's fields open only with its key
// and its id, and not at all once altered.
#include <gtest/gtest.h>

#include "events/sealed.hpp"

namespace sealed = events::sealed;

TEST(EventsSealed, ACommentOpensOnlyWithItsKeyAndId) {
  const auto key = sealed::random_key();
  ASSERT_EQ(key.size(), 32U);
  const std::string id = "8f0c1f52-3a7e-4b8e-9b53-6f2a1d0c9e11";
  const auto text = sealed::seal_comment(key, id, {"Ayşe", "Gizli yorum"});
  EXPECT_EQ(text.find("Ay"), std::string::npos);
  EXPECT_EQ(text.find("Gizli"), std::string::npos);
  auto opened = sealed::open_comment(key, id, text);
  ASSERT_TRUE(opened);
  EXPECT_EQ(opened->user_name, "Ayşe");
  EXPECT_EQ(opened->comment, "Gizli yorum");

  EXPECT_FALSE(sealed::open_comment(sealed::random_key(), id, text)) << "another key";
  EXPECT_FALSE(sealed::open_comment(key, "another-comment", text)) << "moved to another comment";
  std::string altered = text;
  altered[30] = altered[30] == '0' ? '1' : '0';
  EXPECT_FALSE(sealed::open_comment(key, id, altered)) << "tampered";
  EXPECT_FALSE(sealed::open_comment(key, id, "zz")) << "not hex";
  EXPECT_FALSE(sealed::open_comment(key, id, "")) << "empty";
}

TEST(EventsSealed, TwoSealsOfTheSameTextDiffer) {
  const auto key = sealed::random_key();
  EXPECT_NE(sealed::seal(key, "x", "a"), sealed::seal(key, "x", "a")) << "the nonce is random";
  EXPECT_EQ(sealed::from_hex(sealed::to_hex(std::string("\x00\xff\x10", 3))), std::string("\x00\xff\x10", 3));
}
