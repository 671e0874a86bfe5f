// The promotion link matching cascade.
#include "domain/promotion_match.hpp"

#include <algorithm>
#include <set>
#include <vector>

#include "domain/slug.hpp"

namespace domain {
namespace {

std::set<std::string_view> words_of(std::string_view slug) {
  std::set<std::string_view> words;
  std::size_t i = 0;
  while (i < slug.size()) {
    std::size_t j = slug.find('-', i);
    if (j == std::string_view::npos) j = slug.size();
    if (j > i) words.insert(slug.substr(i, j - i));
    i = j + 1;
  }
  return words;
}

double overlap(const std::set<std::string_view>& a, const std::set<std::string_view>& b) {
  if (a.empty() || b.empty()) return 0.0;
  std::size_t common = 0;
  for (auto w : a) common += b.count(w);
  return static_cast<double>(common) / static_cast<double>(std::max(a.size(), b.size()));
}

}  // namespace

double word_overlap(std::string_view slug_a, std::string_view slug_b) {
  return overlap(words_of(slug_a), words_of(slug_b));
}

std::optional<PromotionMatch> match_promotion(std::span<const PromotionKey> newest_first,
                                              std::string_view casino_slug, std::string_view promotion_slug) {
  const std::string link_slug = make_url_slug(promotion_slug);
  const std::string link_casino = make_url_slug(casino_slug);
  if (link_slug.empty()) return std::nullopt;
  const auto link_words = words_of(link_slug);

  std::vector<double> scores(newest_first.size());
  for (std::size_t i = 0; i < newest_first.size(); ++i)
    scores[i] = overlap(link_words, words_of(newest_first[i].slug));
  auto same_casino = [&](std::size_t i) {
    return !link_casino.empty() && newest_first[i].casino_slug == link_casino;
  };

  // The best candidate among those `eligible` admits: highest score, then same casino, then newest.
  auto best = [&](auto eligible) -> std::optional<std::size_t> {
    std::optional<std::size_t> chosen;
    for (std::size_t i = 0; i < newest_first.size(); ++i) {
      if (!eligible(i)) continue;
      if (!chosen || scores[i] > scores[*chosen] ||
          (scores[i] == scores[*chosen] && same_casino(i) && !same_casino(*chosen)))
        chosen = i;
    }
    return chosen;
  };

  if (auto i = best([&](std::size_t k) { return newest_first[k].slug == link_slug; }))
    return PromotionMatch{*i, MatchStage::exact_slug, 1.0};
  if (auto i = best([&](std::size_t k) { return scores[k] >= kWordOverlapThreshold; }))
    return PromotionMatch{*i, MatchStage::word_overlap, scores[*i]};
  if (auto i = best([&](std::size_t k) { return same_casino(k) && scores[k] > 0.0; }))
    return PromotionMatch{*i, MatchStage::casino_and_title, scores[*i]};
  if (auto i = best([&](std::size_t k) { return scores[k] >= kWordSimilarityThreshold; }))
    return PromotionMatch{*i, MatchStage::word_similarity, scores[*i]};
  return std::nullopt;
}

}  // namespace domain
