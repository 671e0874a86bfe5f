// HTML to text and search folding.
#include "domain/plain_text.hpp"

#include "ascii.hpp"
#include "domain/markup.hpp"
#include "domain/text.hpp"

namespace domain {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

using ascii::lower;

// Case-insensitive "does `s` at `pos` start with `word`" for ASCII `word`.
bool starts_with_ci(std::string_view s, std::size_t pos, std::string_view word) {
  if (s.size() - pos < word.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i)
    if (lower(s[pos + i]) != word[i]) return false;
  return true;
}

// Appends `text`, turning whitespace runs (and U+00A0) into single spaces.
void append_collapsed(std::string& out, std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool nbsp = text[i] == '\xC2' && i + 1 < text.size() && text[i + 1] == '\xA0';
    if (is_space(text[i]) || nbsp) {
      if (nbsp) ++i;
      if (!out.empty() && out.back() != ' ' && out.back() != '\n') out += ' ';
    } else {
      out += text[i];
    }
  }
}

// The tag's name (after "<" or "</") is one that starts a new line when rendered.
bool is_block_tag(std::string_view tag) {
  if (!tag.empty() && tag.front() == '/') tag.remove_prefix(1);
  std::size_t n = 0;
  while (n < tag.size() && ((tag[n] >= 'a' && tag[n] <= 'z') || (tag[n] >= 'A' && tag[n] <= 'Z') ||
                            (tag[n] >= '0' && tag[n] <= '9')))
    ++n;
  std::string name;
  for (char c : tag.substr(0, n)) name += lower(c);
  static constexpr std::string_view kBlocks[] = {"p",  "br",    "div",        "li",  "ul", "ol",     "h1",
                                                 "h2", "h3",    "h4",         "h5",  "h6", "tr",     "td",
                                                 "th", "table", "blockquote", "pre", "hr", "section"};
  for (auto b : kBlocks)
    if (name == b) return true;
  return false;
}

}  // namespace

std::string html_to_text(std::string_view html, BlockEnds ends) {
  std::string out;
  out.reserve(html.size());
  std::size_t i = 0;
  while (i < html.size()) {
    const char c = html[i];
    if (c == '<') {
      // <script> and <style> lose their contents as well as their tags.
      for (std::string_view raw : {std::string_view("script"), std::string_view("style")}) {
        if (starts_with_ci(html, i + 1, raw)) {
          const std::string closing = "</" + std::string(raw);
          std::size_t j = i + 1;
          while (j < html.size() && !starts_with_ci(html, j, closing)) ++j;
          i = j;
          break;
        }
      }
      const std::size_t close = html.find('>', i);
      if (close == std::string_view::npos) break;  // an unfinished tag: drop the rest
      // Block-level boundaries separate words ("<p>a</p><p>b</p>" is "a b", not "ab"); inline
      // tags do not ("<b>100</b>%" stays "100%").
      // In the newline form a block boundary ends the line instead.
      if (is_block_tag(html.substr(i + 1, close - i - 1)) && !out.empty()) {
        if (ends == BlockEnds::newline) {
          if (out.back() == ' ') out.pop_back();
          if (!out.empty() && out.back() != '\n') out += '\n';
        } else if (out.back() != ' ') {
          out += ' ';
        }
      }
      i = close + 1;
      continue;
    }
    if (c == '&') {
      std::string decoded;
      const std::size_t used = decode_reference_at(html, i, decoded);
      if (used > 0) {
        append_collapsed(out, decoded);
        i += used;
        continue;
      }
    }
    append_collapsed(out, html.substr(i, 1));
    ++i;
  }
  return std::string(trim(out));
}

std::string fold_for_search(std::string_view utf8) {
  const std::string lowered = turkish_lower(utf8);
  std::string out;
  out.reserve(lowered.size());
  for (std::size_t i = 0; i < lowered.size(); ++i) {
    // After turkish_lower, "I" became "ı" (C4 B1) and "İ" became "i"; fold ı to i as well.
    if (lowered[i] == '\xC4' && i + 1 < lowered.size() && lowered[i + 1] == '\xB1') {
      out += 'i';
      ++i;
      continue;
    }
    // turkish_lower leaves precomposed capitals it does not know; "i̇" (i + combining dot, what
    // some keyboards produce for İ) loses its dot.
    if (lowered[i] == '\xCC' && i + 1 < lowered.size() && lowered[i + 1] == '\x87' && !out.empty() &&
        out.back() == 'i') {
      ++i;
      continue;
    }
    if (is_space(lowered[i])) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += lowered[i];
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

namespace {
struct AsciiOf {
  std::string_view letter;
  char ascii;
};
// Lowercase only: fold_for_search has lowered the text already (ı is i by then).
constexpr AsciiOf kAsciiOf[] = {{"\xC5\x9F", 's'}, {"\xC4\x9F", 'g'}, {"\xC3\xBC", 'u'}, {"\xC3\xB6", 'o'},
                                {"\xC3\xA7", 'c'}, {"\xC3\xA2", 'a'}, {"\xC3\xAE", 'i'}, {"\xC3\xBB", 'u'}};
}  // namespace

std::string fold_ascii_for_search(std::string_view utf8) {
  const std::string folded = fold_for_search(utf8);
  std::string out;
  out.reserve(folded.size());
  for (std::size_t i = 0; i < folded.size(); ++i) {
    bool replaced = false;
    for (const auto& a : kAsciiOf) {
      if (std::string_view(folded).substr(i, 2) == a.letter) {
        out += a.ascii;
        ++i;
        replaced = true;
        break;
      }
    }
    if (!replaced) out += folded[i];
  }
  return out;
}

SearchNeedle search_needle(std::string_view text) {
  SearchNeedle n;
  n.ascii = fold_ascii_for_search(trim(text));
  if (n.ascii.empty()) return n;
  std::string exact = fold_for_search(trim(text));
  if (exact != n.ascii) n.exact = std::move(exact);
  return n;
}

}  // namespace domain
