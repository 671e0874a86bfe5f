// Which promotion a public link /bonuslar/{casinoSlug}/{promotionSlug} means (public spec section
// 7): a cascade of four stages, tried in order, over the publicly visible promotions.
//
// Both parameters are first normalised with make_url_slug (so "Hoş-Geldin" and "hos-geldin" are
// the same link) and cut into words at the hyphens. For two word sets A and B:
//
//   overlap(A, B) = |A ∩ B| / max(|A|, |B|)        (0 when either set is empty)
//
// The spec names the measure "word overlap" in stage 2 and "word similarity" in stage 4; both
// are this one measure, so a link whose words are a subset of the title's (or the other way
// round) scores by the share of the longer one it covers. Repeated words count once.
//
// Stages (candidates are given newest first; within a stage the highest score wins, then a
// candidate whose casino slug equals the link's casino slug, then the newest):
//   1. exact_slug       the promotion's title slug equals the link's promotion slug;
//   2. word_overlap     overlap(link words, title slug words) >= 0.7;
//   3. casino_and_title the promotion's casino slug equals the link's casino slug and the
//                       title shares at least one word with the link (overlap > 0);
//   4. word_similarity  overlap >= 0.33 over all candidates, whatever their casino.
// Nothing in any stage: no match (the api answers 404).
#pragma once
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace domain {

inline constexpr double kWordOverlapThreshold = 0.7;
inline constexpr double kWordSimilarityThreshold = 0.33;

// What the cascade needs about one visible promotion.
struct PromotionKey {
  std::string id;
  std::string slug;         // make_url_slug(title)
  std::string casino_slug;  // empty when the promotion has no (existing) casino
};

enum class MatchStage { exact_slug, word_overlap, casino_and_title, word_similarity };

struct PromotionMatch {
  std::size_t index;  // into the candidates
  MatchStage stage;
  double score;  // 1 for exact_slug, else the overlap
};

// The measure above, on two slugs (hyphen-separated words).
double word_overlap(std::string_view slug_a, std::string_view slug_b);

std::optional<PromotionMatch> match_promotion(std::span<const PromotionKey> newest_first,
                                              std::string_view casino_slug, std::string_view promotion_slug);

}  // namespace domain
