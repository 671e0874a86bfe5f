// Slug rules of the public spec (section 5): transliterate Turkish, lowercase, hyphenate, bound length.
#pragma once
#include <chrono>
#include <string>
#include <string_view>

namespace domain {

inline constexpr std::size_t kSlugMinLength = 3;
inline constexpr std::size_t kSlugMaxLength = 80;

// ş->s ğ->g ı->i İ->i ö->o ü->u ç->c (and capitals); lowercases; drops characters other than
// [a-z0-9_], spaces and hyphens; spaces become hyphens; repeated hyphens collapse; edge hyphens go.
// Empty result: "blog-" + milliseconds since epoch of `now`. Under 3 characters: result + "-" +
// milliseconds of `now`. Over 80: cut to 80 (then a trailing hyphen from the cut is trimmed).
std::string make_slug(std::string_view text, std::chrono::system_clock::time_point now);

// The admin spec's URL slug for promotion links (/bonuslar/{casino}/{title}): transliterate,
// lowercase, every run of non [a-z0-9] becomes one hyphen, edge hyphens trimmed. No length rule.
std::string make_url_slug(std::string_view text);

}  // namespace domain
