// The history's field differences: only changed fields, rich text as readable lines, the
// bookkeeping fields left out.
#include <gtest/gtest.h>

#include "domain/history.hpp"
#include "domain/plain_text.hpp"

using domain::ChangeKind;
using domain::EntityState;
using domain::FieldValue;

namespace {
FieldValue str(const std::string& s) { return {"\"" + s + "\"", s}; }
FieldValue raw(const std::string& json) { return {json, std::nullopt}; }
}  // namespace

TEST(DomainHistory, OnlyChangedFieldsWithTheirKinds) {
  EntityState before{{"id", str("a")},          {"title", str("Eski")},  {"is_active", raw("true")},
                     {"description", str("<p>Bir</p><p>İki</p>")}, {"updated_at", str("2026-01-01")},
                     {"image_url", raw("null")}};
  EntityState after{{"id", str("a")},          {"title", str("Yeni")},  {"is_active", raw("false")},
                    {"description", str("<p>Bir</p><p>Üç</p>")}, {"updated_at", str("2026-01-02")},
                    {"image_url", str("https://x/y.png")}};
  auto changes = domain::diff_states(before, after);
  ASSERT_EQ(changes.size(), 4u);
  EXPECT_EQ(changes[0].field, "title");
  EXPECT_EQ(changes[0].kind, ChangeKind::text);
  EXPECT_EQ(*changes[0].old_value->text, "Eski");
  EXPECT_EQ(changes[1].field, "is_active");
  EXPECT_EQ(changes[1].kind, ChangeKind::value);
  EXPECT_EQ(changes[1].new_value->json, "false");
  EXPECT_EQ(changes[2].field, "description");
  EXPECT_EQ(changes[2].kind, ChangeKind::rich);
  EXPECT_EQ(*changes[2].old_value->text, "Bir\nİki");  // readable text, never HTML
  EXPECT_EQ(*changes[2].new_value->text, "Bir\nÜç");
  EXPECT_EQ(changes[3].field, "image_url");
  EXPECT_FALSE(changes[3].old_value);  // null on one side: no value there
}

TEST(DomainHistory, MarkupOnlyChangesOfRichTextAreNotDifferences) {
  EntityState before{{"content", str("<p>Metin</p>")}};
  EntityState after{{"content", str("<p><strong>Metin</strong></p>")}};
  EXPECT_TRUE(domain::diff_states(before, after).empty());
}

TEST(DomainHistory, AFirstVersionListsEveryField) {
  EntityState after{{"name", str("Casino")}, {"rating", raw("4.5")}};
  auto changes = domain::diff_states({}, after);
  ASSERT_EQ(changes.size(), 2u);
  EXPECT_FALSE(changes[0].old_value);
  EXPECT_EQ(changes[1].new_value->json, "4.5");
}

TEST(DomainHistory, FieldsOnlyTheOldStateHadAreRemovals) {
  auto changes = domain::diff_states({{"name", str("A")}, {"legacy", str("x")}}, {{"name", str("A")}});
  ASSERT_EQ(changes.size(), 1u);
  EXPECT_EQ(changes[0].field, "legacy");
  EXPECT_FALSE(changes[0].new_value);
}

TEST(DomainPlainText, NewlineFormEndsLinesAtBlocks) {
  EXPECT_EQ(domain::html_to_text("<p>a  b</p>\n<ul><li>c</li><li>d</li></ul>x<br>y", domain::BlockEnds::newline),
            "a b\nc\nd\nx\ny");
  EXPECT_EQ(domain::html_to_text("<p>a</p><p>b</p>"), "a b");  // the default form is unchanged
}
