// The slug and lookup rules. make_url_slug: only [a-z0-9-], no hyphen at an edge or twice in a
// row, and a fixed point. make_slug (public spec section 5): only [a-z0-9_-], 3 to 80 characters
// plus the time suffix, and a fixed point for the same clock. match_promotion on fuzzed links
// and candidates: an index in range, a stage whose rule holds, a score in [0, 1]. find_casino
// (the casino page's lookup by id, slug, partial slug or name): an index in range, and a
// UUID-shaped parameter matches only an equal id (either case).
//
// Input: lines. Line 1 is the link's casino slug (and the casino page's parameter), line 2 the
// link's promotion slug, then pairs of lines (title, casino slug) for the candidates, newest
// first; the same pairs are the casinos (name, slug) of the casino lookup.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "domain/casino.hpp"
#include "domain/promotion_match.hpp"
#include "domain/text.hpp"
#include "domain/slug.hpp"
#include "fuzz_check.hpp"

namespace {

void check_url_slug(std::string_view text) {
  const std::string s = domain::make_url_slug(text);
  for (char c : s) FUZZ_CHECK((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-');
  FUZZ_CHECK(s.empty() || (s.front() != '-' && s.back() != '-'));
  FUZZ_CHECK(s.find("--") == std::string::npos);
  FUZZ_CHECK(domain::make_url_slug(s) == s);
}

void check_slug(std::string_view text) {
  const auto now = std::chrono::system_clock::time_point(std::chrono::milliseconds(1764064800123));
  const std::string s = domain::make_slug(text, now);
  for (char c : s) FUZZ_CHECK((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_');
  FUZZ_CHECK(s.size() >= domain::kSlugMinLength);
  FUZZ_CHECK(s.size() <= domain::kSlugMaxLength);
  FUZZ_CHECK(s.front() != '-' && s.back() != '-');
  FUZZ_CHECK(s.find("--") == std::string::npos);
  FUZZ_CHECK(domain::make_slug(s, now) == s);
}

std::vector<std::string_view> lines(std::string_view in) {
  std::vector<std::string_view> out;
  while (true) {
    const auto nl = in.find('\n');
    out.push_back(in.substr(0, nl));
    if (nl == std::string_view::npos) return out;
    in.remove_prefix(nl + 1);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  check_url_slug(in);
  check_slug(in);

  const auto parts = lines(in);
  if (parts.size() < 2) return 0;
  std::vector<domain::PromotionKey> candidates;
  for (std::size_t i = 2; i + 1 < parts.size(); i += 2)
    candidates.push_back({std::to_string(i), domain::make_url_slug(parts[i]), domain::make_url_slug(parts[i + 1])});

  const double o = domain::word_overlap(parts[0], parts[1]);
  FUZZ_CHECK(o >= 0.0 && o <= 1.0);
  FUZZ_CHECK(o == domain::word_overlap(parts[1], parts[0]));

  std::vector<domain::CasinoKey> casinos;
  for (std::size_t i = 2; i + 1 < parts.size(); i += 2)
    casinos.push_back({i == 2 ? std::string(parts[0]) : std::to_string(i), std::string(parts[i + 1]),
                       std::string(parts[i])});
  if (const auto c = domain::find_casino(casinos, parts[0])) {
    FUZZ_CHECK(*c < casinos.size());
    if (domain::looks_like_uuid(parts[0])) FUZZ_CHECK(domain::iequals_ascii(casinos[*c].id, parts[0]));
  }

  const auto m = domain::match_promotion(candidates, parts[0], parts[1]);
  if (!m) return 0;
  FUZZ_CHECK(m->index < candidates.size());
  FUZZ_CHECK(m->score >= 0.0 && m->score <= 1.0);
  const auto& hit = candidates[m->index];
  const std::string link_slug = domain::make_url_slug(parts[1]);
  switch (m->stage) {
    case domain::MatchStage::exact_slug:
      FUZZ_CHECK(hit.slug == link_slug && m->score == 1.0);
      break;
    case domain::MatchStage::word_overlap:
      FUZZ_CHECK(m->score >= domain::kWordOverlapThreshold);
      break;
    case domain::MatchStage::casino_and_title:
      FUZZ_CHECK(hit.casino_slug == domain::make_url_slug(parts[0]) && m->score > 0.0);
      break;
    case domain::MatchStage::word_similarity:
      FUZZ_CHECK(m->score >= domain::kWordSimilarityThreshold);
      break;
  }
  return 0;
}
