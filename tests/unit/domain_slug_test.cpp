// Slug rules: Turkish transliteration, hyphenation, length bounds with a time-based suffix.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "domain/slug.hpp"
#include "domain/utf8.hpp"

namespace {

using domain::make_slug;
using domain::make_url_slug;

// A fixed clock reading so the suffix of short and empty slugs is predictable.
const std::chrono::system_clock::time_point kNow{std::chrono::milliseconds{1700000000123}};
constexpr const char* kNowMs = "1700000000123";

std::string slug(std::string_view text) { return make_slug(text, kNow); }

TEST(DomainSlug, TransliteratesTurkishLowercaseLetters) {
  EXPECT_EQ(slug("şğıöüç"), "sgiouc");
  EXPECT_EQ(slug("ağaç işçi"), "agac-isci");
}

TEST(DomainSlug, TransliteratesTurkishCapitals) {
  EXPECT_EQ(slug("ŞĞİÖÜÇ"), "sgiouc");
  EXPECT_EQ(slug("IŞIK"), "isik");
  EXPECT_EQ(slug("İstanbul"), "istanbul");
}

TEST(DomainSlug, TransliteratesCommonLatinAccents) {
  EXPECT_EQ(slug("áàâä éèêë íîï óô úû"), "aaaa-eeee-iii-oo-uu");
  EXPECT_EQ(slug("Café Déjà Vu"), "cafe-deja-vu");
  EXPECT_EQ(slug("ÁÉÍÓÚ"), "aeiou");
}

TEST(DomainSlug, TypicalTitle) {
  EXPECT_EQ(slug("Çılgın Şans Bonusu!"), "cilgin-sans-bonusu");
  EXPECT_EQ(slug("%100 Hoş Geldin Bonusu: 500 TL'ye Kadar"), "100-hos-geldin-bonusu-500-tlye-kadar");
}

TEST(DomainSlug, KeepsDigitsAndUnderscores) { EXPECT_EQ(slug("bonus_2024 v2"), "bonus_2024-v2"); }

TEST(DomainSlug, DropsOtherCharactersWithoutHyphenating) {
  EXPECT_EQ(slug("a.b,c!d"), "abcd");
  EXPECT_EQ(slug("naïve ñandu"), "naive-andu");  // ï transliterated, ñ not in the table: dropped
  EXPECT_EQ(slug("bonus € 100"), "bonus-100");
  EXPECT_EQ(slug("\377abc"), "abc");  // invalid byte dropped
}

TEST(DomainSlug, WhitespaceRunsAndRepeatedHyphensCollapse) {
  EXPECT_EQ(slug("bonus   kodu"), "bonus-kodu");
  EXPECT_EQ(slug("bonus\t\n kodu"), "bonus-kodu");
  EXPECT_EQ(slug("bonus---kodu"), "bonus-kodu");
  EXPECT_EQ(slug("bonus - - kodu"), "bonus-kodu");
  EXPECT_EQ(slug("bonus ! kodu"), "bonus-kodu");
}

TEST(DomainSlug, EdgeHyphensAndSpacesAreTrimmed) {
  EXPECT_EQ(slug("  bonus kodu  "), "bonus-kodu");
  EXPECT_EQ(slug("--bonus kodu--"), "bonus-kodu");
  EXPECT_EQ(slug("- !bonus! -"), "bonus");
}

TEST(DomainSlug, EmptyInputGetsBlogPrefixAndMilliseconds) {
  EXPECT_EQ(slug(""), std::string("blog-") + kNowMs);
  EXPECT_EQ(slug("   "), std::string("blog-") + kNowMs);
}

TEST(DomainSlug, OnlyPunctuationBecomesBlogSlug) {
  EXPECT_EQ(slug("!!! ??? ..."), std::string("blog-") + kNowMs);
  EXPECT_EQ(slug("---"), std::string("blog-") + kNowMs);
  EXPECT_EQ(slug("€€€"), std::string("blog-") + kNowMs);
}

TEST(DomainSlug, TooShortGetsMillisecondsSuffix) {
  EXPECT_EQ(slug("ab"), std::string("ab-") + kNowMs);
  EXPECT_EQ(slug("Ş"), std::string("s-") + kNowMs);
  EXPECT_EQ(slug("  a!  "), std::string("a-") + kNowMs);
  EXPECT_EQ(slug("abc"), "abc");  // exactly the minimum: no suffix
}

TEST(DomainSlug, SuffixFollowsTheGivenTime) {
  const std::chrono::system_clock::time_point other{std::chrono::milliseconds{42}};
  EXPECT_EQ(make_slug("", other), "blog-42");
  EXPECT_EQ(make_slug("x", other), "x-42");
}

TEST(DomainSlug, TooLongIsCutToEighty) {
  const std::string result = slug(std::string(100, 'a'));
  EXPECT_EQ(result, std::string(80, 'a'));
  EXPECT_EQ(slug(std::string(80, 'b')), std::string(80, 'b'));  // exactly the maximum: unchanged
}

TEST(DomainSlug, CutDoesNotLeaveATrailingHyphen) {
  // 79 letters, then a space: the cut at 80 ends on the hyphen, which is trimmed.
  const std::string input = std::string(79, 'a') + " bonus";
  const std::string result = slug(input);
  EXPECT_EQ(result, std::string(79, 'a'));
  EXPECT_NE(result.back(), '-');
}

TEST(DomainSlug, LongTurkishTitleIsCutByOutputLength) {
  // Each "şans " is 6 bytes of input but 5 characters of slug.
  std::string input;
  for (int i = 0; i < 20; ++i) input += "Şans ";
  const std::string result = slug(input);
  EXPECT_EQ(result.size(), 79U);  // 80 ends on a hyphen
  EXPECT_EQ(result.substr(0, 10), "sans-sans-");
  EXPECT_EQ(result.substr(75), "sans");
}

TEST(DomainUrlSlug, TransliteratesAndHyphenates) {
  EXPECT_EQ(make_url_slug("Çılgın Şans Bonusu!"), "cilgin-sans-bonusu");
  EXPECT_EQ(make_url_slug("İstanbul Kumarhane"), "istanbul-kumarhane");
  EXPECT_EQ(make_url_slug("ISPARTA"), "isparta");
  EXPECT_EQ(make_url_slug("Café Déjà"), "cafe-deja");
}

TEST(DomainUrlSlug, EveryRunOfOtherCharactersIsOneHyphen) {
  EXPECT_EQ(make_url_slug("%100 Hoş Geldin!!! Bonusu"), "100-hos-geldin-bonusu");
  EXPECT_EQ(make_url_slug("a_b.c/d"), "a-b-c-d");  // underscore is a separator here
  EXPECT_EQ(make_url_slug("a € b"), "a-b");
  EXPECT_EQ(make_url_slug("a--b"), "a-b");
}

TEST(DomainUrlSlug, EdgesTrimmedAndNoLengthRule) {
  EXPECT_EQ(make_url_slug("  --bonus--  "), "bonus");
  EXPECT_EQ(make_url_slug("!!!"), "");
  EXPECT_EQ(make_url_slug(""), "");
  EXPECT_EQ(make_url_slug("ab"), "ab");
  EXPECT_EQ(make_url_slug(std::string(200, 'x')), std::string(200, 'x'));
}

// Slugs read their input with domain/utf8's decoder: a byte that decoder refuses (a surrogate, an
// overlong form, a code point above U+10FFFF) is never a letter, even where a looser decoder
// would find one of the transliterated letters in it.
TEST(DomainSlugUtf8, SurrogatesAndOverlongFormsAreNotLetters) {
  const std::string overlong_s_cedilla = "\xE0\x85\x9F";  // U+015F ş in three bytes instead of two
  const std::string overlong_a = "\xC1\x81";                // 'A' in two bytes instead of one
  const std::string surrogate = "\xED\xA0\x80";             // U+D800
  const std::string above_max = "\xF4\x90\x80\x80";         // U+110000
  for (const std::string& bad : {overlong_s_cedilla, overlong_a, surrogate, above_max}) {
    ASSERT_EQ(domain::utf8_sequence_length(bad, 0), 0U);
    EXPECT_EQ(make_url_slug("ka" + bad + "bc"), "ka-bc");
    EXPECT_EQ(slug("ka" + bad + "bc"), "kabc");
  }
  // The same letters, well formed, are transliterated.
  EXPECT_EQ(make_url_slug("ka\xC5\x9F" "bc"), "kasbc");
  EXPECT_EQ(slug("kaAbc"), "kaabc");
}

TEST(DomainUtf8, DecodesWhatItValidates) {
  EXPECT_EQ(domain::decode_utf8("\xC5\x9F", 0).value, 0x015FU);
  EXPECT_EQ(domain::decode_utf8("a\xE2\x82\xAC", 1).value, 0x20ACU);
  EXPECT_EQ(domain::decode_utf8("\xF0\x9F\x98\x80", 0).value, 0x1F600U);
  EXPECT_EQ(domain::decode_utf8("\xF0\x9F\x98\x80", 0).bytes, 4U);
  EXPECT_EQ(domain::decode_utf8("\xE0\x85\x9F", 0).bytes, 0U);
  EXPECT_EQ(domain::decode_utf8("\xED\xA0\x80", 0).bytes, 0U);
  EXPECT_EQ(domain::decode_utf8("\xC5", 0).bytes, 0U);
}

}  // namespace
