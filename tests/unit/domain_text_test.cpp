// UTF-8 text helpers: code point counts, trimming, Turkish lowercasing, URL and UUID shapes.
#include <gtest/gtest.h>

#include <string>

#include "domain/text.hpp"

namespace {

using domain::char_count;
using domain::is_valid_url;
using domain::looks_like_uuid;
using domain::trim;
using domain::turkish_lower;

TEST(DomainText, CharCountCountsCodePointsNotBytes) {
  EXPECT_EQ(char_count(""), 0U);
  EXPECT_EQ(char_count("abc"), 3U);
  EXPECT_EQ(std::string("Şı").size(), 4U);
  EXPECT_EQ(char_count("Şı"), 2U);
  EXPECT_EQ(char_count("İstanbul"), 8U);
  EXPECT_EQ(char_count("çğıöşü"), 6U);
  EXPECT_EQ(char_count("€"), 1U);   // three bytes
  EXPECT_EQ(char_count("😀a"), 2U);  // four bytes + one
}

TEST(DomainText, CharCountCountsEachInvalidByteOnce) {
  EXPECT_EQ(char_count("\xFF"), 1U);
  EXPECT_EQ(char_count("a\200b"), 3U);    // stray continuation byte
  EXPECT_EQ(char_count("\xC5"), 1U);      // truncated two-byte sequence
  EXPECT_EQ(char_count("\xE2\x82"), 2U);  // truncated three-byte sequence: two bad bytes
  EXPECT_EQ(char_count("\xC0\xAF"), 2U);  // overlong form is not a character
}

TEST(DomainText, TrimRemovesAsciiWhitespaceAndNoBreakSpace) {
  EXPECT_EQ(trim("  abc  "), "abc");
  EXPECT_EQ(trim("\t\r\n\f\vabc\v\f\n\r\t"), "abc");
  EXPECT_EQ(trim("\xC2\xA0 Şans \xC2\xA0"), "Şans");
  EXPECT_EQ(trim("a  b"), "a  b");  // inner whitespace stays
  EXPECT_EQ(trim("   "), "");
  EXPECT_EQ(trim(""), "");
  EXPECT_EQ(trim("\xC2\xA0"), "");
}

TEST(DomainText, TrimKeepsOtherNonAsciiCharacters) {
  EXPECT_EQ(trim("ç"), "ç");
  EXPECT_EQ(trim(" ü "), "ü");
}

TEST(DomainText, TurkishLowerFoldsTurkishCapitals) {
  EXPECT_EQ(turkish_lower("İIŞĞÜÖÇ"), "iışğüöç");
  EXPECT_EQ(turkish_lower("İSTANBUL KUMARHANE"), "istanbul kumarhane");
  EXPECT_EQ(turkish_lower("ISPARTA"), "ısparta");
}

TEST(DomainText, TurkishLowerLeavesLowercaseAndOtherTextAlone) {
  EXPECT_EQ(turkish_lower("iışğüöç"), "iışğüöç");
  EXPECT_EQ(turkish_lower("Bet365 Casino!"), "bet365 casino!");
  EXPECT_EQ(turkish_lower("BET365 CASINO"), "bet365 casıno");  // Turkish rule: I -> ı
  EXPECT_EQ(turkish_lower(""), "");
  EXPECT_EQ(turkish_lower("É"), "É");  // only ASCII and the Turkish capitals are folded
}

TEST(DomainText, IsValidUrlAccepts) {
  EXPECT_TRUE(is_valid_url("http://example.com"));
  EXPECT_TRUE(is_valid_url("https://example.com"));
  EXPECT_TRUE(is_valid_url("HTTPS://Example.COM"));
  EXPECT_TRUE(is_valid_url("https://www.bahis-sitesi.com.tr/"));
  EXPECT_TRUE(is_valid_url("https://example.com:8443/path"));
  EXPECT_TRUE(is_valid_url("https://example.com/a/b?x=1&y=2#top"));
  EXPECT_TRUE(is_valid_url("https://example.com?ref=abc"));
  EXPECT_TRUE(is_valid_url("https://example.com#bonus"));
  EXPECT_TRUE(is_valid_url("http://localhost"));
  EXPECT_TRUE(is_valid_url("http://127.0.0.1:8080/"));
  EXPECT_TRUE(is_valid_url("http://[::1]/"));
  EXPECT_TRUE(is_valid_url("https://[2001:db8::1]:443/logo.png"));
  EXPECT_TRUE(is_valid_url("https://cdn.example.com/logolar/şans.png"));
}

TEST(DomainText, IsValidUrlRejects) {
  EXPECT_FALSE(is_valid_url(""));
  EXPECT_FALSE(is_valid_url("example.com"));
  EXPECT_FALSE(is_valid_url("ftp://example.com"));
  EXPECT_FALSE(is_valid_url("javascript://alert(1)"));
  EXPECT_FALSE(is_valid_url("https//example.com"));
  EXPECT_FALSE(is_valid_url("https:/example.com"));
  EXPECT_FALSE(is_valid_url("https://"));
  EXPECT_FALSE(is_valid_url("https:///path"));
  EXPECT_FALSE(is_valid_url("https://exa mple.com"));
  EXPECT_FALSE(is_valid_url(" https://example.com"));
  EXPECT_FALSE(is_valid_url("https://example.com/a b"));
  EXPECT_FALSE(is_valid_url("https://example.com/\tx"));
  EXPECT_FALSE(is_valid_url("https://example.com/\x7F"));
  EXPECT_FALSE(is_valid_url("https://example.com/\xC2\xA0"));
  EXPECT_FALSE(is_valid_url("https://example.com:"));
  EXPECT_FALSE(is_valid_url("https://example.com:80a"));
  EXPECT_FALSE(is_valid_url("https://example.com:99999"));
  EXPECT_FALSE(is_valid_url("https://user@example.com"));
  EXPECT_FALSE(is_valid_url("https://exa_mple.com"));
  EXPECT_FALSE(is_valid_url("https://.example.com"));
  EXPECT_FALSE(is_valid_url("https://example..com"));
  EXPECT_FALSE(is_valid_url("https://[::1"));
  EXPECT_FALSE(is_valid_url("https://[]"));
  EXPECT_FALSE(is_valid_url("https://[::1]x"));
  EXPECT_FALSE(is_valid_url("https://şans.com"));
}

TEST(DomainText, IsValidUrlHasNoLengthLimitOfItsOwn) {
  EXPECT_TRUE(is_valid_url("https://example.com/" + std::string(5000, 'a')));
}

TEST(DomainText, LooksLikeUuid) {
  EXPECT_TRUE(looks_like_uuid("123e4567-e89b-12d3-a456-426614174000"));
  EXPECT_TRUE(looks_like_uuid("123E4567-E89B-12D3-A456-426614174000"));
  EXPECT_TRUE(looks_like_uuid("00000000-0000-0000-0000-000000000000"));
  EXPECT_FALSE(looks_like_uuid(""));
  EXPECT_FALSE(looks_like_uuid("123e4567e89b12d3a456426614174000"));       // no hyphens
  EXPECT_FALSE(looks_like_uuid("123e4567-e89b-12d3-a456-42661417400"));    // 35 chars
  EXPECT_FALSE(looks_like_uuid("123e4567-e89b-12d3-a456-4266141740000"));  // 37 chars
  EXPECT_FALSE(looks_like_uuid("123e4567-e89b-12d3-a456-42661417400g"));   // non-hex
  EXPECT_FALSE(looks_like_uuid("123e456-7e89b-12d3-a456-426614174000"));   // hyphen misplaced
  EXPECT_FALSE(looks_like_uuid("{123e4567-e89b-12d3-a456-426614174000}"));
  EXPECT_FALSE(looks_like_uuid("bet-casino"));
}

}  // namespace
