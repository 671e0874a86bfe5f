// HTML and XML character references: the one escaper and the one decoder the sanitiser, the
// plain-text rendering, the page builder, the sitemap and the forms use.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace domain {

// How an apostrophe is written by escape_markup: XML documents use &apos;, HTML pages &#39;.
enum class ApostropheEntity { named, numeric };

// Escapes & < > " ' for element text and attribute values of XML and HTML; NUL bytes are dropped
// (neither format can carry one).
std::string escape_markup(std::string_view text, ApostropheEntity apostrophe);

// Decodes the character reference at s[i] (s[i] == '&') the way browsers do in attribute values:
// numeric references with or without the closing ';' (0, surrogates and values above U+10FFFF
// become U+FFFD), and the named references of a fixed table that covers the ones used to hide
// URL schemes (&colon; &Tab; &NewLine; ...) and common punctuation, with their ';'. Appends the
// text to `out` and returns the bytes consumed, or 0 when there is no reference at i.
std::size_t decode_reference_at(std::string_view s, std::size_t i, std::string& out);

// `s` with every reference decoded by decode_reference_at; any other '&' stays as it is.
std::string decode_references(std::string_view s);

// Length of a well-formed reference at s[i] (s[i] == '&'): '&', then '#' with 1 to 8 decimal
// digits, '#x' with 1 to 8 hex digits, or a name of a letter and up to 31 letters and digits,
// then ';'. 0 when there is none. Text keeps such references as written.
std::size_t reference_length(std::string_view s, std::size_t i);

}  // namespace domain
