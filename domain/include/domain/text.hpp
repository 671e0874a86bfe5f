// UTF-8 text rules shared by validation and slugs: code point counts, trimming, Turkish case folding.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace domain {

// Number of Unicode code points (what a user calls "characters"); invalid bytes count one each.
std::size_t char_count(std::string_view utf8);

// True when every byte belongs to a well-formed UTF-8 sequence.
bool is_valid_utf8(std::string_view s);

// Removes leading and trailing ASCII whitespace (space, \t, \r, \n, \f, \v) and U+00A0.
std::string_view trim(std::string_view s);

// Lowercases ASCII and the Turkish capitals (İ->i, I->ı, Ş->ş, Ğ->ğ, Ü->ü, Ö->ö, Ç->ç).
std::string turkish_lower(std::string_view utf8);

// True for http:// or https:// URLs with a non-empty host, no whitespace or control bytes.
bool is_valid_url(std::string_view s);

// How an apostrophe is written by escape_markup: XML documents use &apos;, HTML pages &#39;.
enum class ApostropheEntity { named, numeric };

// Escapes & < > " ' for element text and attribute values of XML and HTML.
std::string escape_markup(std::string_view text, ApostropheEntity apostrophe);

// Equal ignoring ASCII case (ids, schemes, hex).
bool iequals_ascii(std::string_view a, std::string_view b);

// True for the canonical 8-4-4-4-12 hex form (either case).
bool looks_like_uuid(std::string_view s);

}  // namespace domain
