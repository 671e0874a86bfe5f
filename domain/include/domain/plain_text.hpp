// Turning stored HTML into plain text, cutting text at character boundaries, and the folding that
// makes the public search case-insensitive in Turkish.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace domain {

// Text content of an HTML fragment: tags removed (the contents of <script> and <style> too),
// the common entities decoded (&amp; &lt; &gt; &quot; &#39; &apos; &nbsp; and numeric &#NN; /
// &#xHH;), every run of whitespace collapsed to one space, and the ends trimmed.
std::string html_to_text(std::string_view html);

// The first `max_chars` Unicode code points of `utf8` (never splits a multi-byte character).
std::string truncate_chars(std::string_view utf8, std::size_t max_chars);

// The form both sides of a search are compared in: lowercase with Turkish rules (Ş->ş, Ç->ç ...),
// and the four i's (I, İ, ı, i) all as "i": "IŞIK" and "ışık" both fold to "işik", "FREESPİN",
// "FREESPIN" and "freespin" to "freespin". ş, ğ, ü, ö, ç stay distinct from s, g, u, o, c.
// Whitespace runs become one space.
std::string fold_for_search(std::string_view utf8);

}  // namespace domain
