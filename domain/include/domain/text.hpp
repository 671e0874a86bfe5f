// Text rules shared by validation and slugs: trimming, Turkish case folding, URL and UUID shapes.
// Code points are counted and checked in domain/utf8.hpp, markup escaped in domain/markup.hpp;
// both are included here for the many callers that use them together.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

#include "domain/markup.hpp"
#include "domain/utf8.hpp"

namespace domain {

// Removes leading and trailing ASCII whitespace (space, \t, \r, \n, \f, \v) and U+00A0.
std::string_view trim(std::string_view s);

// Lowercases ASCII and the Turkish capitals (İ->i, I->ı, Ş->ş, Ğ->ğ, Ü->ü, Ö->ö, Ç->ç).
std::string turkish_lower(std::string_view utf8);

// True for http:// or https:// URLs with a non-empty host, no whitespace or control bytes.
bool is_valid_url(std::string_view s);

// Equal ignoring ASCII case (ids, schemes, hex).
bool iequals_ascii(std::string_view a, std::string_view b);

// True for the canonical 8-4-4-4-12 hex form (either case).
bool looks_like_uuid(std::string_view s);

}  // namespace domain
