// The storage rule of a promotion's description (admin spec section 3): the short description
// wrapped in a paragraph, followed by the full HTML description. Reading splits it again.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace domain {

inline constexpr std::size_t kShortDescriptionFallbackChars = 150;

struct PromotionDescription {
  std::string short_text;  // plain text, never HTML
  std::string full_html;   // HTML
};

// When the stored HTML starts (after whitespace) with a <p> element (any case, attributes
// allowed) that is closed by </p>, and its text is not blank:
//   short_text = that paragraph's text (html_to_text: tags gone, entities decoded),
//   full_html  = everything after its </p>, leading whitespace removed.
// Otherwise (no leading paragraph, no closing tag, or a blank one):
//   short_text = the first 150 characters of html_to_text(stored),
//   full_html  = the stored HTML unchanged.
PromotionDescription split_promotion_description(std::string_view stored_html);

}  // namespace domain
