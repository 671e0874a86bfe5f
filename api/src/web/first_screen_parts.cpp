// Pieces several first screens share: see first_screen_parts.hpp.
#include "web/first_screen_parts.hpp"

#include "web/html_injection.hpp"

namespace api::web::parts {

namespace {
// The byte length of the UTF-8 sequence at s[i], or 0 when it is not valid there.
std::size_t sequence_length(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
  return n;
}

char32_t code_point(std::string_view s, std::size_t i, std::size_t n) {
  const auto b = [&](std::size_t k) { return static_cast<char32_t>(static_cast<unsigned char>(s[i + k])); };
  if (n == 1) return b(0);
  if (n == 2) return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
  if (n == 3) return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
  return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
}

bool js_space(char32_t c) {
  return c == ' ' || (c >= 0x09 && c <= 0x0D) || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
         c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF;
}

// The byte length of the white space character at s[i], or 0 when there is none.
std::size_t space_at(std::string_view s, std::size_t i) {
  const std::size_t n = sequence_length(s, i);
  return n && js_space(code_point(s, i, n)) ? n : 0;
}
}  // namespace

std::string page_container(std::string_view title, std::string_view intro, std::string_view children) {
  std::string out = "<div class=\"mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14\">";
  if (!title.empty()) {
    out += "<div class=\"mb-8\"><h1 class=\"text-3xl font-extrabold text-white md:text-4xl\">" + escape_html(title) + "</h1>";
    if (!intro.empty()) out += "<p class=\"mt-3 max-w-3xl text-slate-300\">" + escape_html(intro) + "</p>";
    out += "</div>";
  }
  out += children;
  return out + "</div>";
}

std::string image(std::string_view src, std::string_view placeholder, std::string_view alt, int width, int height,
                  std::string_view classes, Loading loading) {
  const std::string_view shown = js_trim(src).empty() ? placeholder : src;
  return "<img src=\"" + escape_html(shown) + "\" alt=\"" + escape_html(alt) + "\" width=\"" + std::to_string(width) +
         "\" height=\"" + std::to_string(height) + "\" loading=\"" + (loading == Loading::lazy ? "lazy" : "eager") +
         "\" decoding=\"async\"" + (loading == Loading::largest ? " fetchpriority=\"high\"" : "") + " class=\"" +
         escape_html(classes) + "\">";
}

std::string timed_tag(std::string_view classes) {
  return "<span class=\"inline-flex items-center rounded-full bg-rose-700 px-2.5 py-0.5 text-xs font-semibold text-white "
         "shadow " + escape_html(classes) + "\">" + escape_html("Süreli") + "</span>";
}

std::string casino_name_of(const boost::json::object& promotion) {
  std::string name;
  if (const auto* casino = promotion.if_contains("casino"); casino && casino->is_object())
    name = std::string(js_trim(text(casino->as_object(), "name")));
  return name.empty() ? "Diğer" : name;  // NO_CASINO_NAME
}

std::string text(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

std::string_view js_trim(std::string_view s) {
  std::size_t begin = 0;
  while (begin < s.size()) {
    const std::size_t n = space_at(s, begin);
    if (!n) break;
    begin += n;
  }
  std::size_t end = begin, i = begin;  // end: after the last character that is not white space
  while (i < s.size()) {
    const std::size_t n = sequence_length(s, i);
    const bool space = n && js_space(code_point(s, i, n));
    i += n ? n : 1;
    if (!space) end = i;
  }
  return s.substr(begin, end - begin);
}

std::string js_collapse_and_cut(std::string_view s, std::size_t max_units) {
  std::string collapsed;
  for (std::size_t i = 0; i < s.size();) {
    if (const std::size_t n = space_at(s, i)) {
      if (!collapsed.empty() && collapsed.back() != ' ') collapsed += ' ';
      i += n;
    } else {
      collapsed += s[i++];
    }
  }
  if (!collapsed.empty() && collapsed.back() == ' ') collapsed.pop_back();
  std::size_t units = 0, i = 0;
  while (i < collapsed.size()) {
    const std::size_t n = sequence_length(collapsed, i);
    const std::size_t u = n == 4 ? 2 : 1;
    if (units + u > max_units) return collapsed.substr(0, i) + "...";
    units += u;
    i += n ? n : 1;
  }
  return collapsed;
}

}  // namespace api::web::parts
