// Turning stored HTML into plain text, cutting text at character boundaries, and the folding that
// makes the public search case-insensitive in Turkish.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

#include "domain/utf8.hpp"  // truncate_chars, which the callers use with it

namespace domain {

// Text content of an HTML fragment: tags removed (the contents of <script> and <style> too),
// character references decoded as a browser does (domain/markup.hpp), every run of whitespace collapsed to one space, and the ends trimmed.
std::string html_to_text(std::string_view html);

// The form both sides of a search are compared in: lowercase with Turkish rules (Ş->ş, Ç->ç ...),
// and the four i's (I, İ, ı, i) all as "i": "IŞIK" and "ışık" both fold to "işik", "FREESPİN",
// "FREESPIN" and "freespin" to "freespin". ş, ğ, ü, ö, ç stay distinct from s, g, u, o, c.
// Whitespace runs become one space.
std::string fold_for_search(std::string_view utf8);

}  // namespace domain
