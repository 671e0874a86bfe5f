// The promotion description storage rule: first paragraph = short text, the rest = full HTML.
#include <gtest/gtest.h>

#include <string>

#include "domain/promotion_description.hpp"

namespace {

using domain::split_promotion_description;

TEST(DomainPromotionDescription, FirstParagraphIsTheShortTextAndTheRestTheFullHtml) {
  auto d =
      split_promotion_description("<p>İlk yatırıma %100 bonus</p><h2>Detaylar</h2><p>En fazla 1.000 TL.</p>");
  EXPECT_EQ(d.short_text, "İlk yatırıma %100 bonus");
  EXPECT_EQ(d.full_html, "<h2>Detaylar</h2><p>En fazla 1.000 TL.</p>");
}

TEST(DomainPromotionDescription, ShortTextIsPlainTextEvenWhenTheParagraphHasMarkup) {
  auto d = split_promotion_description(
      "  \n<P class=\"lead\">Kazan <strong>&amp;</strong> eğlen</P>\n\n<ul><li>a</li></ul>");
  EXPECT_EQ(d.short_text, "Kazan & eğlen");
  EXPECT_EQ(d.full_html, "<ul><li>a</li></ul>");
}

TEST(DomainPromotionDescription, OnlyAParagraphLeavesAnEmptyFullDescription) {
  auto d = split_promotion_description("<p>Sadece kısa açıklama</p>");
  EXPECT_EQ(d.short_text, "Sadece kısa açıklama");
  EXPECT_EQ(d.full_html, "");
}

TEST(DomainPromotionDescription, WithoutALeadingParagraphTheFirst150CharactersWithoutTags) {
  std::string body;
  for (int i = 0; i < 40; ++i) body += "çğış ";  // 200 characters, 400+ bytes
  const std::string stored = "<div><b>" + body + "</b></div>";
  auto d = split_promotion_description(stored);
  EXPECT_EQ(d.full_html, stored);
  std::string expected;
  for (int i = 0; i < 30; ++i) expected += "çğış ";
  EXPECT_EQ(d.short_text, expected);  // exactly 150 characters, the last one a space
}

TEST(DomainPromotionDescription, ShortStoredTextWithoutParagraphIsKeptWhole) {
  auto d = split_promotion_description("Düz metin, etiketsiz.");
  EXPECT_EQ(d.short_text, "Düz metin, etiketsiz.");
  EXPECT_EQ(d.full_html, "Düz metin, etiketsiz.");
}

TEST(DomainPromotionDescription, ElementsThatOnlyStartWithPAreNotParagraphs) {
  auto d = split_promotion_description("<pre>kod</pre><p>sonra</p>");
  EXPECT_EQ(d.short_text, "kod sonra");
  EXPECT_EQ(d.full_html, "<pre>kod</pre><p>sonra</p>");
}

TEST(DomainPromotionDescription, AnUnclosedOrBlankParagraphFallsBack) {
  auto unclosed = split_promotion_description("<p>kapanmayan paragraf");
  EXPECT_EQ(unclosed.short_text, "kapanmayan paragraf");
  EXPECT_EQ(unclosed.full_html, "<p>kapanmayan paragraf");
  auto blank = split_promotion_description("<p> </p><p>asıl metin</p>");
  EXPECT_EQ(blank.short_text, "asıl metin");
  EXPECT_EQ(blank.full_html, "<p> </p><p>asıl metin</p>");
}

TEST(DomainPromotionDescription, EmptyStoredDescription) {
  auto d = split_promotion_description("");
  EXPECT_EQ(d.short_text, "");
  EXPECT_EQ(d.full_html, "");
}

}  // namespace
