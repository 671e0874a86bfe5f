// The HTML sanitiser: its output is a fixed point (sanitising it again changes nothing), and it
// holds nothing that can run script. The output is read back here with a parser of its own: every
// '<' must open a tag of the allow-list (text escapes its '<'), every attribute must be one the
// allow-list gives that element, and after entity decoding (what a browser sees) no URL has a
// scheme other than http, https, mailto (links) or a base64 data:image (images), and no style
// holds anything but the allowed declarations.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "domain/html_sanitizer.hpp"
#include "domain/markup.hpp"
#include "fuzz_check.hpp"

namespace {

constexpr std::array<std::string_view, 21> kAllowed{"p",  "br", "strong", "b",    "em",         "i",    "u",
                                                    "ul", "ol", "li",     "h1",   "h2",         "h3",   "a",
                                                    "img", "pre", "code", "blockquote", "span", "div", "s"};
constexpr std::array<std::string_view, 8> kAlignable{"p", "h1", "h2", "h3", "li", "div", "span", "blockquote"};

template <std::size_t N>
bool one_of(std::string_view s, const std::array<std::string_view, N>& set) {
  return std::find(set.begin(), set.end(), s) != set.end();
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

bool attribute_allowed(std::string_view tag, std::string_view name) {
  if (tag == "a") return name == "href" || name == "target" || name == "rel";
  if (tag == "img") return name == "src" || name == "alt" || name == "width" || name == "height" || name == "style";
  return name == "style" && one_of(tag, kAlignable);
}

// The URL as a browser resolves it: references decoded, tab and newlines dropped, edges trimmed.
void check_url(std::string_view written, bool image) {
  std::string url;
  for (char c : domain::decode_references(written)) {
    FUZZ_CHECK(static_cast<unsigned char>(c) >= 0x20 && c != 0x7F);
    url += c;
  }
  const auto first = url.find_first_not_of(' ');
  url = first == std::string::npos ? "" : url.substr(first);
  const auto colon = url.find(':');
  const auto delimiter = url.find_first_of("/?#");
  if (colon == std::string::npos || (delimiter != std::string::npos && delimiter < colon)) return;
  const std::string scheme = lower(url.substr(0, colon));
  if (scheme == "http" || scheme == "https") return;
  if (!image) {
    FUZZ_CHECK(scheme == "mailto");
    return;
  }
  // A raster image in base64, nothing else (an SVG image can hold script).
  FUZZ_CHECK(scheme == "data");
  const auto comma = url.find(',');
  FUZZ_CHECK(comma != std::string::npos);
  const std::string media = lower(url.substr(0, comma + 1));
  FUZZ_CHECK(media == "data:image/png;base64," || media == "data:image/jpeg;base64," ||
             media == "data:image/jpg;base64," || media == "data:image/gif;base64," ||
             media == "data:image/webp;base64,");
  for (char c : url.substr(comma + 1))
    FUZZ_CHECK((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' || c == '/' ||
               c == '=' || c == ' ' || c == '\t' || c == '\n' || c == '\r');
}

void check_style(std::string_view written) {
  const std::string style = lower(domain::decode_references(written));
  FUZZ_CHECK(style.starts_with("text-align: ") || style.starts_with("max-width: "));
  FUZZ_CHECK(style.find_first_of("()\\<>\"'&") == std::string::npos);
  FUZZ_CHECK(style.find("url") == std::string::npos && style.find("expression") == std::string::npos);
}

void check_markup(std::string_view out) {
  std::size_t i = 0;
  while ((i = out.find('<', i)) != std::string_view::npos) {
    ++i;
    const bool end = i < out.size() && out[i] == '/';
    if (end) ++i;
    const std::size_t name_start = i;
    while (i < out.size() && ((out[i] >= 'a' && out[i] <= 'z') || (out[i] >= '0' && out[i] <= '9'))) ++i;
    const std::string_view tag = out.substr(name_start, i - name_start);
    FUZZ_CHECK(one_of(tag, kAllowed));
    while (true) {
      FUZZ_CHECK(i < out.size());
      if (out[i] == '>') break;
      if (out[i] == '/' && !end) {
        ++i;
        continue;
      }
      FUZZ_CHECK(!end && out[i] == ' ');
      ++i;
      const std::size_t attr_start = i;
      while (i < out.size() && out[i] >= 'a' && out[i] <= 'z') ++i;
      const std::string_view name = out.substr(attr_start, i - attr_start);
      FUZZ_CHECK(!name.starts_with("on"));
      FUZZ_CHECK(attribute_allowed(tag, name));
      FUZZ_CHECK(i + 1 < out.size() && out[i] == '=' && out[i + 1] == '"');
      i += 2;
      const std::size_t close = out.find('"', i);
      FUZZ_CHECK(close != std::string_view::npos);
      const std::string_view value = out.substr(i, close - i);
      FUZZ_CHECK(value.find_first_of("<>") == std::string_view::npos);
      if (name == "href" || name == "src") check_url(value, name == "src");
      if (name == "style") check_style(value);
      i = close + 1;
    }
    ++i;
  }
  const std::string folded = lower(out);
  for (std::string_view bad : {"<script", "<style", "<iframe", "<object", "<embed", "<svg", "<math", "<template", "<!"})
    FUZZ_CHECK(folded.find(bad) == std::string::npos);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  const std::string once = domain::sanitize_html(in);
  check_markup(once);
  FUZZ_CHECK(domain::sanitize_html(once) == once);
  return 0;
}
