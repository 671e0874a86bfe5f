// Splitting a promotion's stored description into its short text and full HTML.
#include "domain/promotion_description.hpp"

#include "ascii.hpp"
#include "domain/plain_text.hpp"
#include "domain/text.hpp"

namespace domain {
namespace {

using ascii::lower;

// Position of the first case-insensitive occurrence of ASCII `needle` from `from`, or npos.
std::size_t find_ci(std::string_view hay, std::string_view needle, std::size_t from) {
  if (needle.size() > hay.size()) return std::string_view::npos;
  for (std::size_t i = from; i + needle.size() <= hay.size(); ++i) {
    bool same = true;
    for (std::size_t k = 0; k < needle.size() && same; ++k) same = lower(hay[i + k]) == needle[k];
    if (same) return i;
  }
  return std::string_view::npos;
}

PromotionDescription fallback(std::string_view stored) {
  return {truncate_chars(html_to_text(stored), kShortDescriptionFallbackChars), std::string(stored)};
}

}  // namespace

PromotionDescription split_promotion_description(std::string_view stored_html) {
  const std::string_view s = trim(stored_html);
  // "<p>" or "<p " followed by attributes; "<pre>" and "<param>" are not paragraphs.
  const bool opens_paragraph = s.size() >= 3 && s[0] == '<' && lower(s[1]) == 'p' &&
                               (s[2] == '>' || s[2] == ' ' || s[2] == '\t' || s[2] == '\n');
  if (!opens_paragraph) return fallback(stored_html);
  const std::size_t open_end = s.find('>');
  if (open_end == std::string_view::npos) return fallback(stored_html);
  const std::size_t close = find_ci(s, "</p>", open_end + 1);
  if (close == std::string_view::npos) return fallback(stored_html);
  std::string short_text = html_to_text(s.substr(open_end + 1, close - open_end - 1));
  if (short_text.empty()) return fallback(stored_html);
  std::string_view rest = s.substr(close + 4);
  while (!rest.empty() &&
         (rest.front() == ' ' || rest.front() == '\n' || rest.front() == '\r' || rest.front() == '\t'))
    rest.remove_prefix(1);
  return {std::move(short_text), std::string(rest)};
}

}  // namespace domain
