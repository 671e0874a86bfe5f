// Turning stored HTML into plain text, cutting text at character boundaries, and the folding that
// makes the public search case-insensitive in Turkish.
#pragma once
#include <cstddef>
#include <string>
#include <optional>
#include <string_view>

#include "domain/utf8.hpp"  // truncate_chars, which the callers use with it

namespace domain {

// Text content of an HTML fragment: tags removed (the contents of <script> and <style> too),
// character references decoded as a browser does (domain/markup.hpp), every run of whitespace collapsed to one space, and the ends trimmed.
// With BlockEnds::newline a block element's boundary (p, li, br, h1...) ends a line instead of
// becoming a space: the readable form of a rich text field in the history.
enum class BlockEnds { space, newline };
std::string html_to_text(std::string_view html, BlockEnds ends = BlockEnds::space);

// The form both sides of a search are compared in: lowercase with Turkish rules (Ş->ş, Ç->ç ...),
// and the four i's (I, İ, ı, i) all as "i": "IŞIK" and "ışık" both fold to "işik", "FREESPİN",
// "FREESPIN" and "freespin" to "freespin". ş, ğ, ü, ö, ç stay distinct from s, g, u, o, c.
// Whitespace runs become one space.
std::string fold_for_search(std::string_view utf8);

// fold_for_search, then the Turkish letters as a keyboard without them writes them (ş->s, ğ->g,
// ü->u, ö->o, ç->c, and â, î, û): "Hoş Geldin" and "hos geldin" both fold to "hos geldin".
std::string fold_ascii_for_search(std::string_view utf8);

// What a visitor's search text is compared with. `ascii` (fold_ascii_for_search) is matched
// against the stored ASCII form, which an index serves; `exact` (fold_for_search) is set only
// when the text has a Turkish letter, and then must match too: "hos" finds "Hoş", but "şans"
// does not find "sans". Empty `ascii` means no search.
struct SearchNeedle {
  std::string ascii;
  std::optional<std::string> exact;
};
SearchNeedle search_needle(std::string_view text);

}  // namespace domain
