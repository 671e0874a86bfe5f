// HTML to text, character-safe truncation and the search folding.
#include <gtest/gtest.h>

#include <string>

#include "domain/plain_text.hpp"

namespace {

using domain::fold_for_search;
using domain::html_to_text;
using domain::truncate_chars;

TEST(DomainPlainText, TagsGoAndBlocksSeparateWords) {
  EXPECT_EQ(html_to_text("<p>Hoş geldin</p><p>bonusu</p>"), "Hoş geldin bonusu");
  EXPECT_EQ(html_to_text("<b>100</b>% bonus"), "100% bonus");
  EXPECT_EQ(html_to_text("<ul><li>bir</li><li>iki</li></ul>"), "bir iki");
  EXPECT_EQ(html_to_text("satır<br/>sonu"), "satır sonu");
  EXPECT_EQ(html_to_text("<p class=\"x\">  boşluklar \n\t çok   </p>"), "boşluklar çok");
}

TEST(DomainPlainText, ScriptAndStyleLoseTheirContents) {
  EXPECT_EQ(html_to_text("a<script>alert('x')</script>b"), "ab");
  EXPECT_EQ(html_to_text("a<STYLE>p{color:red}</STYLE> b"), "a b");
}

TEST(DomainPlainText, EntitiesAreDecoded) {
  EXPECT_EQ(html_to_text("Kazan &amp; Eğlen &lt;3 &quot;x&quot; &#39;y&#39; &apos;z&apos;"),
            "Kazan & Eğlen <3 \"x\" 'y' 'z'");
  EXPECT_EQ(html_to_text("&#351;ans &#x15F;ans"), "şans şans");
  EXPECT_EQ(html_to_text("a&nbsp;&nbsp;b"), "a b");
  EXPECT_EQ(html_to_text("AT&T &unknown; &"), "AT&T &unknown; &");
}

TEST(DomainPlainText, AnUnfinishedTagDropsTheRest) { EXPECT_EQ(html_to_text("metin <a href="), "metin"); }

TEST(DomainPlainText, TruncateCountsCharactersNotBytes) {
  EXPECT_EQ(truncate_chars("şşşş", 2), "şş");
  EXPECT_EQ(truncate_chars("abc", 10), "abc");
  EXPECT_EQ(truncate_chars("a😀b", 2), "a😀");
  EXPECT_EQ(truncate_chars("", 3), "");
  EXPECT_EQ(truncate_chars("abc", 0), "");
}

TEST(DomainPlainText, FoldingIgnoresCaseAndTheFourIs) {
  EXPECT_EQ(fold_for_search("BONUS"), "bonus");
  EXPECT_EQ(fold_for_search("FREESPİN"), fold_for_search("freespin"));
  EXPECT_EQ(fold_for_search("FREESPIN"), "freespin");
  EXPECT_EQ(fold_for_search("IŞIK"), fold_for_search("ışık"));
  EXPECT_EQ(fold_for_search("ŞANS ÇARKI"), "şans çarki");
  EXPECT_NE(fold_for_search("şans"), fold_for_search("sans")) << "ş and s are different letters";
  EXPECT_EQ(fold_for_search("  Hoş   Geldin \n Bonusu "), "hoş geldin bonusu");
}

}  // namespace

TEST(DomainPlainText, AsciiFoldingWritesTurkishLettersAsAKeyboardWithoutThem) {
  using domain::fold_ascii_for_search;
  EXPECT_EQ(fold_ascii_for_search("Hoş Geldin"), "hos geldin");
  EXPECT_EQ(fold_ascii_for_search("ÇAĞRI ÜÇÖZ İŞİ"), "cagri ucoz isi");
  EXPECT_EQ(fold_ascii_for_search("Kâr"), "kar");
  EXPECT_EQ(fold_ascii_for_search("FREESPİN"), "freespin");
}

TEST(DomainPlainText, ASearchWithTurkishLettersAlsoMatchesThemExactly) {
  auto plain = domain::search_needle("  hos GELDIN ");
  EXPECT_EQ(plain.ascii, "hos geldin");
  EXPECT_FALSE(plain.exact) << "no Turkish letter: the ASCII form decides";
  auto turkish = domain::search_needle("Şans");
  EXPECT_EQ(turkish.ascii, "sans");
  ASSERT_TRUE(turkish.exact);
  EXPECT_EQ(*turkish.exact, "şans") << "'şans' must not find 'sans'";
  auto dotted = domain::search_needle("İLK");
  EXPECT_FALSE(dotted.exact) << "İ folds to i in both forms";
  EXPECT_TRUE(domain::search_needle("   ").ascii.empty());
}
