// The promotion link matching cascade: exact slug, word overlap >= 70 %, casino + title, word
// similarity >= 33 %, each with its own cases.
#include <gtest/gtest.h>

#include <vector>

#include "domain/promotion_match.hpp"
#include "domain/slug.hpp"

namespace {

using domain::match_promotion;
using domain::MatchStage;
using domain::PromotionKey;
using domain::word_overlap;

PromotionKey key(std::string id, std::string_view title, std::string casino_slug) {
  return {std::move(id), domain::make_url_slug(title), std::move(casino_slug)};
}

// Newest first, as the api passes them.
const std::vector<PromotionKey> kPromotions{
    key("p-yeni", "Haftalık %20 Kayıp Bonusu", "gunes-casino"),
    key("p-hos-ay", "Hoş Geldin Bonusu", "ay-casino"),
    key("p-hos-gunes", "Hoş Geldin Bonusu", "gunes-casino"),
    key("p-freespin", "Cuma Günü 50 Freespin", "yildiz-bet"),
    key("p-cevrimsiz", "Çevrimsiz 500 TL Deneme Bonusu", "yildiz-bet"),
    key("p-spor", "Spor Bahislerine Özel Yüzde 100 Yatırım Bonusu", "ay-casino"),
};

const PromotionKey& matched(std::string_view casino, std::string_view promo, MatchStage expected_stage) {
  auto m = match_promotion(kPromotions, casino, promo);
  EXPECT_TRUE(m.has_value()) << casino << "/" << promo;
  if (!m) return kPromotions.front();
  EXPECT_EQ(static_cast<int>(m->stage), static_cast<int>(expected_stage)) << casino << "/" << promo;
  return kPromotions[m->index];
}

TEST(DomainPromotionMatch, WordOverlapIsSharedWordsOverTheLargerSet) {
  EXPECT_DOUBLE_EQ(word_overlap("a-b-c", "a-b-c"), 1.0);
  EXPECT_DOUBLE_EQ(word_overlap("a-b-c", "c-b-a"), 1.0);
  EXPECT_DOUBLE_EQ(word_overlap("a-b", "a-b-c-d"), 0.5);
  EXPECT_DOUBLE_EQ(word_overlap("a-b-c", "a-x-y"), 1.0 / 3.0);
  EXPECT_DOUBLE_EQ(word_overlap("a-a-a", "a"), 1.0) << "repeated words count once";
  EXPECT_DOUBLE_EQ(word_overlap("", "a"), 0.0);
  EXPECT_DOUBLE_EQ(word_overlap("x-y", "a-b"), 0.0);
}

// ---- stage 1: exact slug ----

TEST(DomainPromotionMatch, ExactSlugMatches) {
  EXPECT_EQ(matched("yildiz-bet", "cuma-gunu-50-freespin", MatchStage::exact_slug).id, "p-freespin");
}

TEST(DomainPromotionMatch, TurkishCharactersAndCapitalsInTheLinkAreNormalised) {
  EXPECT_EQ(matched("yildiz-bet", "Çevrimsiz-500-TL-Deneme-Bonusu", MatchStage::exact_slug).id,
            "p-cevrimsiz");
  EXPECT_EQ(matched("YILDIZ-BET", "çevrimsiz-500-tl-deneme-bonusu", MatchStage::exact_slug).id,
            "p-cevrimsiz");
}

TEST(DomainPromotionMatch, ATitleSharedByTwoCasinosGoesToTheLinksCasino) {
  EXPECT_EQ(matched("gunes-casino", "hos-geldin-bonusu", MatchStage::exact_slug).id, "p-hos-gunes");
  EXPECT_EQ(matched("ay-casino", "hos-geldin-bonusu", MatchStage::exact_slug).id, "p-hos-ay");
}

TEST(DomainPromotionMatch, ASharedTitleUnderAnUnknownCasinoGoesToTheNewest) {
  EXPECT_EQ(matched("baska-casino", "hos-geldin-bonusu", MatchStage::exact_slug).id, "p-hos-ay");
}

// ---- stage 2: word overlap >= 70 % ----

TEST(DomainPromotionMatch, ReorderedWordsMatchByOverlap) {
  const auto& p = matched("yildiz-bet", "50-freespin-cuma-gunu", MatchStage::word_overlap);
  EXPECT_EQ(p.id, "p-freespin");
}

TEST(DomainPromotionMatch, ANearMissSlugWithOneWordMoreMatchesByOverlap) {
  // 5 of 6 words: 83 %.
  EXPECT_EQ(matched("yildiz-bet", "cevrimsiz-500-tl-deneme-bonusu-2026", MatchStage::word_overlap).id,
            "p-cevrimsiz");
  // 4 of 5 words: 80 %, even under another casino.
  EXPECT_EQ(matched("ay-casino", "cevrimsiz-500-tl-deneme", MatchStage::word_overlap).id, "p-cevrimsiz");
}

TEST(DomainPromotionMatch, OverlapPrefersTheHigherScoreThenTheLinksCasino) {
  // "hos-geldin-bonusu-yeni": 3 of 4 (75 %) with both "Hoş Geldin Bonusu".
  EXPECT_EQ(matched("gunes-casino", "hos-geldin-bonusu-yeni", MatchStage::word_overlap).id, "p-hos-gunes");
  EXPECT_EQ(matched("ay-casino", "yeni-hos-geldin-bonusu", MatchStage::word_overlap).id, "p-hos-ay");
}

TEST(DomainPromotionMatch, JustUnderSeventyPercentIsNotAnOverlapMatch) {
  // 2 of 3 words (67 %) with "Hoş Geldin Bonusu": not stage 2; no casino given, so stage 4.
  auto m = match_promotion(kPromotions, "", "hos-geldin");
  ASSERT_TRUE(m);
  EXPECT_EQ(static_cast<int>(m->stage), static_cast<int>(MatchStage::word_similarity));
}

// ---- stage 3: casino + title ----

TEST(DomainPromotionMatch, ARenamedTitleIsFoundThroughItsCasino) {
  // The title was "Haftalık %10 Kayıp Bonusu" when the link was made: 3 of 5 words (60 %).
  const auto& p = matched("gunes-casino", "haftalik-10-kayip-bonusu-firsati", MatchStage::casino_and_title);
  EXPECT_EQ(p.id, "p-yeni");
}

TEST(DomainPromotionMatch, CasinoStagePicksTheCasinosBestTitle) {
  // Under ay-casino: "Hoş Geldin Bonusu" shares 1 of 6 words, the sports bonus 3 of 7 (43 %).
  const auto& p =
      matched("ay-casino", "ozel-yatirim-bonusu-kampanyasi-ekim-ayi", MatchStage::casino_and_title);
  EXPECT_EQ(p.id, "p-spor");
}

TEST(DomainPromotionMatch, CasinoStageNeedsASharedWord) {
  // yildiz-bet's titles share nothing with "hafta-sonu-turnuvasi"; nothing else is close: no match.
  EXPECT_FALSE(match_promotion(kPromotions, "yildiz-bet", "hafta-sonu-turnuvasi"));
}

// ---- stage 4: word similarity >= 33 % over all ----

TEST(DomainPromotionMatch, SimilarityFindsAPromotionUnderAnotherCasino) {
  // "spor-yatirim-bonusu": 3 of 7 words (43 %) with the sports bonus at ay-casino; "Hoş Geldin
  // Bonusu" also passes (1 of 3) but scores lower.
  EXPECT_EQ(matched("gunes-casino-eski", "spor-yatirim-bonusu", MatchStage::word_similarity).id, "p-spor");
}

TEST(DomainPromotionMatch, AJoinedWordStillReachesOneThird) {
  // "hosgeldin-bonusu" vs "hos-geldin-bonusu": 1 of 3 words = 33.3 %.
  EXPECT_EQ(matched("silinmis-casino", "hosgeldin-bonusu", MatchStage::word_similarity).id, "p-hos-ay");
}

TEST(DomainPromotionMatch, UnderOneThirdIsNoMatch) {
  // 1 of 4 words (25 %) with "Cuma Günü 50 Freespin", under a casino that does not exist.
  EXPECT_FALSE(match_promotion(kPromotions, "yok-casino", "pazartesi-100-freespin-keyfi"));
}

TEST(DomainPromotionMatch, ASlugMatchingNothing) {
  EXPECT_FALSE(match_promotion(kPromotions, "ay-casino", "tamamen-alakasiz-bir-adres"));
  EXPECT_FALSE(match_promotion(kPromotions, "ay-casino", "---"));
  EXPECT_FALSE(match_promotion(kPromotions, "ay-casino", ""));
  EXPECT_FALSE(match_promotion(std::vector<PromotionKey>{}, "ay-casino", "hos-geldin-bonusu"));
}

}  // namespace
