// Slug generation: Turkish (and common Latin accent) transliteration, lowercasing, hyphenation.
#include "domain/slug.hpp"

#include <cstdint>

#include "domain/utf8.hpp"

namespace domain {
namespace {

// One unit of input after transliteration: an ASCII character, or a non-ASCII code point (or
// invalid byte) that has no ASCII equivalent, reported as '\0'.
constexpr char kUnmapped = '\0';

struct Fold {
  std::uint32_t code_point;
  char base;
};

// Turkish letters and the common Latin accents, both cases, with their ASCII base letter.
constexpr Fold kFolds[] = {
    {0x015E, 's'}, {0x015F, 's'},  // Ş ş
    {0x011E, 'g'}, {0x011F, 'g'},  // Ğ ğ
    {0x0130, 'i'}, {0x0131, 'i'},  // İ ı
    {0x00D6, 'o'}, {0x00F6, 'o'},  // Ö ö
    {0x00DC, 'u'}, {0x00FC, 'u'},  // Ü ü
    {0x00C7, 'c'}, {0x00E7, 'c'},  // Ç ç
    {0x00C1, 'a'}, {0x00E1, 'a'},  // Á á
    {0x00C0, 'a'}, {0x00E0, 'a'},  // À à
    {0x00C2, 'a'}, {0x00E2, 'a'},  // Â â
    {0x00C4, 'a'}, {0x00E4, 'a'},  // Ä ä
    {0x00C9, 'e'}, {0x00E9, 'e'},  // É é
    {0x00C8, 'e'}, {0x00E8, 'e'},  // È è
    {0x00CA, 'e'}, {0x00EA, 'e'},  // Ê ê
    {0x00CB, 'e'}, {0x00EB, 'e'},  // Ë ë
    {0x00CD, 'i'}, {0x00ED, 'i'},  // Í í
    {0x00CE, 'i'}, {0x00EE, 'i'},  // Î î
    {0x00CF, 'i'}, {0x00EF, 'i'},  // Ï ï
    {0x00D3, 'o'}, {0x00F3, 'o'},  // Ó ó
    {0x00D4, 'o'}, {0x00F4, 'o'},  // Ô ô
    {0x00DA, 'u'}, {0x00FA, 'u'},  // Ú ú
    {0x00DB, 'u'}, {0x00FB, 'u'},  // Û û
};

// Base letter of a transliterated code point, or kUnmapped.
char transliterate(std::uint32_t cp) {
  for (const Fold& fold : kFolds) {
    if (fold.code_point == cp) return fold.base;
  }
  return kUnmapped;
}

// Calls emit(c) for each input character: ASCII characters lowercased, transliterated letters as
// their lowercase base letter, U+00A0 as ' ', anything else as kUnmapped. The code points are
// decoded by domain/utf8.hpp: a byte that does not start a well-formed sequence (a surrogate, an
// overlong form, a bad or missing continuation) is one unmapped character, never a letter.
template <typename Emit>
void for_each_folded(std::string_view text, Emit emit) {
  std::size_t i = 0;
  while (i < text.size()) {
    const CodePoint cp = decode_utf8(text, i);
    if (cp.bytes == 0) {
      emit(kUnmapped);
      ++i;
      continue;
    }
    if (cp.bytes == 1) {
      const char c = text[i];
      emit((c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c);
    } else {
      emit(cp.value == 0x00A0 ? ' ' : transliterate(cp.value));
    }
    i += cp.bytes;
  }
}

bool is_slug_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

bool is_lower_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

std::string millis(std::chrono::system_clock::time_point now) {
  return std::to_string(
      std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count());
}

}  // namespace

std::string make_slug(std::string_view text, std::chrono::system_clock::time_point now) {
  // Keep [a-z0-9_] and hyphens, turn each whitespace run into a hyphen, drop everything else, and
  // never write two hyphens in a row or a leading hyphen.
  std::string slug;
  slug.reserve(text.size());
  for_each_folded(text, [&slug](char c) {
    if (is_lower_alnum(c) || c == '_') {
      slug += c;
    } else if (c == '-' || is_slug_space(c)) {
      if (!slug.empty() && slug.back() != '-') slug += '-';
    }
  });
  if (!slug.empty() && slug.back() == '-') slug.pop_back();

  if (slug.empty()) return "blog-" + millis(now);
  if (slug.size() < kSlugMinLength) return slug + "-" + millis(now);
  if (slug.size() > kSlugMaxLength) {
    slug.resize(kSlugMaxLength);
    while (!slug.empty() && slug.back() == '-') slug.pop_back();
  }
  return slug;
}

std::string make_url_slug(std::string_view text) {
  std::string slug;
  slug.reserve(text.size());
  for_each_folded(text, [&slug](char c) {
    if (is_lower_alnum(c)) {
      slug += c;
    } else if (!slug.empty() && slug.back() != '-') {
      slug += '-';
    }
  });
  if (!slug.empty() && slug.back() == '-') slug.pop_back();
  return slug;
}

}  // namespace domain
