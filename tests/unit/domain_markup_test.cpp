// The one UTF-8 encoder and the one character-reference decoder and escaper (domain/utf8.hpp,
// domain/markup.hpp), pinned here because the sanitiser, html_to_text, the page builder and the
// sitemap all rest on them.
#include <gtest/gtest.h>

#include <string>

#include "domain/markup.hpp"
#include "domain/plain_text.hpp"
#include "domain/url_encoding.hpp"
#include "domain/utf8.hpp"

namespace {

std::string decode_one(std::string_view s, std::size_t* used = nullptr) {
  std::string out;
  const std::size_t n = domain::decode_reference_at(s, 0, out);
  if (used) *used = n;
  return out;
}

TEST(DomainUtf8, EncodesEachLengthAndReplacesWhatCannotBeText) {
  std::string out;
  domain::append_utf8(out, 'A');
  domain::append_utf8(out, 0x15F);    // ş
  domain::append_utf8(out, 0x20AC);   // €
  domain::append_utf8(out, 0x1F600);  // 😀
  EXPECT_EQ(out, "Aş€😀");
  for (std::uint32_t bad : {0U, 0xD800U, 0xDFFFU, 0x110000U}) {
    std::string r;
    domain::append_utf8(r, bad);
    EXPECT_EQ(r, "\xEF\xBF\xBD") << bad;
  }
}

TEST(DomainUtf8, SequenceLengthRefusesOverlongSurrogatesAndTruncation) {
  EXPECT_EQ(domain::utf8_sequence_length("ş", 0), 2U);
  EXPECT_EQ(domain::utf8_sequence_length("😀", 0), 4U);
  EXPECT_EQ(domain::utf8_sequence_length("\xC0\x80", 0), 0U);      // overlong NUL
  EXPECT_EQ(domain::utf8_sequence_length("\xED\xA0\x80", 0), 0U);  // a surrogate
  EXPECT_EQ(domain::utf8_sequence_length("\xE2\x82", 0), 0U);      // cut short
  EXPECT_EQ(domain::truncate_chars("a\xE2\x82", 2), "a\xE2") << "a broken sequence counts byte by byte";
}

TEST(DomainMarkup, DecodesNumericReferencesWithOrWithoutTheSemicolon) {
  std::size_t used = 0;
  EXPECT_EQ(decode_one("&#351;ans", &used), "ş");
  EXPECT_EQ(used, 6U);
  EXPECT_EQ(decode_one("&#x15f", &used), "ş");
  EXPECT_EQ(used, 6U);
  EXPECT_EQ(decode_one("&#0;"), "\xEF\xBF\xBD");
  EXPECT_EQ(decode_one("&#99999999999999999999;"), "\xEF\xBF\xBD") << "no overflow past U+10FFFF";
  EXPECT_EQ(decode_one("&#;", &used), "");
  EXPECT_EQ(used, 0U);
}

TEST(DomainMarkup, DecodesNamedReferencesOnlyWithTheirSemicolon) {
  EXPECT_EQ(domain::decode_references("java&Tab;script&colon;alert(1)"), "java\tscript:alert(1)");
  EXPECT_EQ(domain::decode_references("AT&T &amp &unknown; &copy; &"), "AT&T &amp &unknown; © &");
}

TEST(DomainMarkup, ReferenceLengthAcceptsOnlyWellFormedReferences) {
  EXPECT_EQ(domain::reference_length("&amp;", 0), 5U);
  EXPECT_EQ(domain::reference_length("&#x1F600;x", 0), 9U);
  EXPECT_EQ(domain::reference_length("&amp", 0), 0U);
  EXPECT_EQ(domain::reference_length("&1a;", 0), 0U);
  EXPECT_EQ(domain::reference_length("&#123456789;", 0), 0U) << "at most 8 digits";
}

TEST(DomainMarkup, EscapesTheFiveCharactersAndDropsNul) {
  using domain::ApostropheEntity;
  EXPECT_EQ(domain::escape_markup(std::string("<a href=\"x\">'&'\0</a>", 20), ApostropheEntity::numeric),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  EXPECT_EQ(domain::escape_markup("'", ApostropheEntity::named), "&apos;");
}

TEST(DomainMarkup, HtmlToTextUsesTheSameDecoder) {
  EXPECT_EQ(domain::html_to_text("&copy; 2026 &ndash; &#39;Hoş&#39"), "© 2026 – 'Hoş'");
}

}  // namespace

TEST(DomainUrlEncoding, PathSegmentsAndFormValues) {
  EXPECT_EQ(domain::encode_path_segment("hoş geldin/a~b"), "ho%C5%9F%20geldin%2Fa~b");
  EXPECT_EQ(domain::encode_form_value("hoş geldin & 100%*"), "ho%C5%9F+geldin+%26+100%25*") << "as URLSearchParams";
}
