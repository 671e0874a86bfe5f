// A small HTML tokenizer and an allow-list over its tokens. Safety does not rest on parsing
// exactly like a browser: the output is written from the parsed tokens (text escaped,
// attributes quoted and escaped), so the browser sees only the structure checked here.
#include "domain/html_sanitizer.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "ascii.hpp"
#include "domain/markup.hpp"

namespace domain {

namespace {

constexpr std::size_t kMaxDepth = 64;

using ascii::is_alpha;
using ascii::is_digit;
using ascii::lower;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }
std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = lower(c);
  return out;
}

template <std::size_t N>
bool one_of(std::string_view name, const std::array<std::string_view, N>& set) {
  return std::find(set.begin(), set.end(), name) != set.end();
}

constexpr std::array<std::string_view, 21> kAllowed{"p",   "br",  "strong", "b",          "em",   "i",   "u",
                                                    "ul",  "ol",  "li",     "h1",         "h2",   "h3",  "a",
                                                    "img", "pre", "code",   "blockquote", "span", "div", "s"};
constexpr std::array<std::string_view, 8> kAlignable{"p",  "h1",  "h2",   "h3",
                                                     "li", "div", "span", "blockquote"};
// Dropped together with everything up to their end tag.
constexpr std::array<std::string_view, 19> kDropWithContent{
    "script",   "style",    "iframe",   "object",   "embed",    "applet",  "svg",
    "math",     "template", "textarea", "title",    "xmp",      "noembed", "noframes",
    "noscript", "select",   "head",     "frameset", "plaintext"};

std::string escape_attribute(std::string_view s) { return escape_markup(s, ApostropheEntity::numeric); }

// Text: '<' and '>' escaped, a well-formed character reference kept, any other '&' escaped.
void append_text(std::string& out, std::string_view s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '<') {
      out += "&lt;";
    } else if (c == '>') {
      out += "&gt;";
    } else if (c == '\0') {
    } else if (c == '&') {
      const std::size_t n = reference_length(s, i);
      if (n > 0) {
        out.append(s.substr(i, n));
        i += n - 1;
      } else {
        out += "&amp;";
      }
    } else {
      out += c;
    }
  }
}

// A URL value (already decoded) that may be written: no control characters, quotes, backticks,
// angle brackets or backslashes; a scheme, if any (text before a ':' that comes before any '/',
// '?' or '#'), from the allow-list. Inner spaces become %20.
bool url_allowed(std::string& url, bool image) {
  std::string cleaned;
  for (char c : url) {
    if (c == '\t' || c == '\n' || c == '\r') continue;  // browsers drop these anywhere in a URL
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return false;
    cleaned += c;
  }
  auto first = cleaned.find_first_not_of(' ');
  auto last = cleaned.find_last_not_of(' ');
  cleaned = first == std::string::npos ? "" : cleaned.substr(first, last - first + 1);
  if (cleaned.empty() || cleaned.find_first_of("`<>\"'\\") != std::string::npos) return false;
  auto colon = cleaned.find(':');
  auto delimiter = cleaned.find_first_of("/?#");
  if (colon != std::string::npos && (delimiter == std::string::npos || colon < delimiter)) {
    std::string scheme = lower(std::string_view(cleaned).substr(0, colon));
    bool ok = scheme == "http" || scheme == "https" || (!image && scheme == "mailto");
    if (image && scheme == "data") {
      std::string head =
          lower(std::string_view(cleaned).substr(0, std::min<std::size_t>(cleaned.size(), 30)));
      for (std::string_view t :
           {"data:image/png;base64,", "data:image/jpeg;base64,", "data:image/jpg;base64,",
            "data:image/gif;base64,", "data:image/webp;base64,"}) {
        if (head.starts_with(t)) {
          auto payload = std::string_view(cleaned).substr(t.size());
          ok = std::all_of(payload.begin(), payload.end(), [](char c) {
            return is_alpha(c) || is_digit(c) || c == '+' || c == '/' || c == '=' || c == ' ';
          });
        }
      }
    }
    if (!ok) return false;
    if (scheme == "data") {
      url = cleaned;
      return true;
    }
  }
  url.clear();
  for (char c : cleaned) url += c == ' ' ? std::string("%20") : std::string(1, c);
  return true;
}

// The allowed declarations of a style attribute, normalised, or empty.
std::string clean_style(std::string_view style, bool image) {
  std::string out;
  std::size_t i = 0;
  while (i <= style.size()) {
    auto semi = style.find(';', i);
    auto decl = style.substr(i, semi == std::string_view::npos ? std::string_view::npos : semi - i);
    auto colon = decl.find(':');
    if (colon != std::string_view::npos) {
      auto trim = [](std::string_view v) {
        while (!v.empty() && is_space(v.front())) v.remove_prefix(1);
        while (!v.empty() && is_space(v.back())) v.remove_suffix(1);
        return lower(v);
      };
      std::string prop = trim(decl.substr(0, colon));
      std::string value = trim(decl.substr(colon + 1));
      std::string kept;
      if (!image && prop == "text-align" &&
          (value == "left" || value == "right" || value == "center" || value == "justify"))
        kept = "text-align: " + value;
      if (image && prop == "max-width") {
        std::size_t n = 0;
        while (n < value.size() && (is_digit(value[n]) || value[n] == '.')) ++n;
        auto unit = std::string_view(value).substr(n);
        if (n > 0 && n <= 8 && (unit == "px" || unit == "%" || unit == "em" || unit == "rem"))
          kept = "max-width: " + value;
      }
      if (!kept.empty() && out.find(prop) == std::string::npos) out += (out.empty() ? "" : "; ") + kept;
    }
    if (semi == std::string_view::npos) break;
    i = semi + 1;
  }
  return out;
}

struct Attribute {
  std::string name;
  std::string value;  // decoded
};

struct Tag {
  std::string name;  // lower case
  bool end = false;
  std::vector<Attribute> attributes;
};

class Sanitizer {
 public:
  explicit Sanitizer(std::string_view in) : in_(in) {}

  std::string run() {
    while (pos_ < in_.size()) {
      auto lt = in_.find('<', pos_);
      if (lt == std::string_view::npos) lt = in_.size();
      text(in_.substr(pos_, lt - pos_));
      pos_ = lt;
      if (pos_ < in_.size()) markup();
    }
    while (!open_.empty()) close_top();
    return std::move(out_);
  }

 private:
  void text(std::string_view t) {
    if (!t.empty()) append_text(out_, t);
  }

  void markup() {
    std::size_t next = pos_ + 1;
    char c = next < in_.size() ? in_[next] : '\0';
    if (c == '!') {
      if (in_.substr(pos_, 4) == "<!--") {
        auto end = in_.find("-->", pos_ + 4);
        pos_ = end == std::string_view::npos ? in_.size() : end + 3;
      } else {
        skip_past('>');
      }
    } else if (c == '?') {
      skip_past('>');
    } else if (c == '/') {
      if (next + 1 < in_.size() && is_alpha(in_[next + 1])) {
        pos_ = next + 1;
        if (auto tag = parse_tag(true)) element(*tag);
      } else {
        skip_past('>');  // "</>" and "</ ..." are dropped
      }
    } else if (is_alpha(c)) {
      pos_ = next;
      if (auto tag = parse_tag(false)) element(*tag);
    } else {
      out_ += "&lt;";
      ++pos_;
    }
  }

  void skip_past(char ch) {
    auto end = in_.find(ch, pos_);
    pos_ = end == std::string_view::npos ? in_.size() : end + 1;
  }

  // At the first character of the name. An unterminated tag at the end of input is dropped.
  std::optional<Tag> parse_tag(bool end) {
    Tag tag;
    tag.end = end;
    while (pos_ < in_.size() && !is_space(in_[pos_]) && in_[pos_] != '/' && in_[pos_] != '>')
      tag.name += lower(in_[pos_++]);
    for (;;) {
      while (pos_ < in_.size() && (is_space(in_[pos_]) || in_[pos_] == '/')) ++pos_;
      if (pos_ >= in_.size()) return std::nullopt;
      if (in_[pos_] == '>') {
        ++pos_;
        return tag;
      }
      std::string name;
      name += lower(in_[pos_++]);  // a first '=' belongs to the name
      while (pos_ < in_.size() && !is_space(in_[pos_]) && in_[pos_] != '/' && in_[pos_] != '>' &&
             in_[pos_] != '=')
        name += lower(in_[pos_++]);
      while (pos_ < in_.size() && is_space(in_[pos_])) ++pos_;
      std::string value;
      if (pos_ < in_.size() && in_[pos_] == '=') {
        ++pos_;
        while (pos_ < in_.size() && is_space(in_[pos_])) ++pos_;
        if (pos_ >= in_.size()) return std::nullopt;
        char q = in_[pos_];
        if (q == '"' || q == '\'') {
          auto close = in_.find(q, pos_ + 1);
          if (close == std::string_view::npos) return std::nullopt;
          value = std::string(in_.substr(pos_ + 1, close - pos_ - 1));
          pos_ = close + 1;
        } else {
          while (pos_ < in_.size() && !is_space(in_[pos_]) && in_[pos_] != '>') value += in_[pos_++];
        }
      }
      bool seen = std::any_of(tag.attributes.begin(), tag.attributes.end(),
                              [&](const Attribute& a) { return a.name == name; });
      if (!seen) tag.attributes.push_back({std::move(name), decode_references(value)});
    }
  }

  void element(const Tag& tag) {
    if (!tag.end && one_of(tag.name, kDropWithContent)) return skip_content(tag.name);
    if (!one_of(tag.name, kAllowed)) return;  // tag dropped, its content stays
    if (tag.end) return end_element(tag.name);
    bool is_void = tag.name == "br" || tag.name == "img";
    if (!is_void && open_.size() >= kMaxDepth) return;
    std::string attrs = attributes(tag);
    if (tag.name == "img" && attrs.find(" src=") == std::string::npos) return;  // an image needs a source
    out_ += "<" + tag.name + attrs + ">";
    if (!is_void) open_.push_back(tag.name);
  }

  void end_element(const std::string& name) {
    auto it = std::find(open_.rbegin(), open_.rend(), name);
    if (it == open_.rend()) return;  // stray end tag
    auto count = static_cast<std::size_t>(it - open_.rbegin()) + 1;
    for (std::size_t k = 0; k < count; ++k) close_top();
  }

  void close_top() {
    out_ += "</" + open_.back() + ">";
    open_.pop_back();
  }

  // Everything up to "</name" followed by whitespace, '/' or '>' (any case) goes.
  void skip_content(const std::string& name) {
    if (name == "plaintext") {
      pos_ = in_.size();
      return;
    }
    for (std::size_t i = pos_; i + 2 + name.size() <= in_.size(); ++i) {
      if (in_[i] != '<' || in_[i + 1] != '/') continue;
      if (lower(in_.substr(i + 2, name.size())) != name) continue;
      std::size_t after = i + 2 + name.size();
      if (after < in_.size() && !is_space(in_[after]) && in_[after] != '/' && in_[after] != '>') continue;
      pos_ = after;
      skip_past('>');
      return;
    }
    pos_ = in_.size();
  }

  std::string attributes(const Tag& tag) {
    std::string out;
    auto emit = [&](std::string_view name, std::string_view value) {
      out += " " + std::string(name) + "=\"" + escape_attribute(value) + "\"";
    };
    bool blank_target = false;
    std::vector<std::string> rel;
    auto add_rel = [&rel](const std::string& token) {
      if (std::find(rel.begin(), rel.end(), token) == rel.end()) rel.push_back(token);
    };
    for (const auto& a : tag.attributes) {
      if (tag.name == "a" && a.name == "href") {
        std::string url = a.value;
        if (url_allowed(url, false)) emit("href", url);
      } else if (tag.name == "a" && a.name == "target") {
        std::string t = lower(a.value);
        if (t == "_blank" || t == "_self") emit("target", t);
        blank_target = blank_target || t == "_blank";
      } else if (tag.name == "a" && a.name == "rel") {
        std::string v = lower(a.value) + " ";
        std::size_t start = 0;
        for (std::size_t k = 0; k < v.size(); ++k) {
          if (!is_space(v[k])) continue;
          std::string token = v.substr(start, k - start);
          if (token == "nofollow" || token == "noopener" || token == "noreferrer" || token == "sponsored" ||
              token == "ugc")
            add_rel(token);
          start = k + 1;
        }
      } else if (tag.name == "img" && a.name == "src") {
        std::string url = a.value;
        if (url_allowed(url, true)) emit("src", url);
      } else if (tag.name == "img" && a.name == "alt") {
        emit("alt", a.value);
      } else if (tag.name == "img" && (a.name == "width" || a.name == "height")) {
        if (!a.value.empty() && a.value.size() <= 5 && std::all_of(a.value.begin(), a.value.end(), is_digit))
          emit(a.name, a.value);
      } else if (a.name == "style" && (tag.name == "img" || one_of(tag.name, kAlignable))) {
        auto style = clean_style(a.value, tag.name == "img");
        if (!style.empty()) emit("style", style);
      }
    }
    // A link opening a new tab must not hand the opener to the page it opens.
    if (tag.name == "a" && blank_target) {
      add_rel("noopener");
      add_rel("noreferrer");
    }
    if (!rel.empty()) {
      std::string joined;
      for (const auto& t : rel) joined += (joined.empty() ? "" : " ") + t;
      emit("rel", joined);
    }
    return out;
  }

  std::string_view in_;
  std::size_t pos_ = 0;
  std::string out_;
  std::vector<std::string> open_;
};

}  // namespace

std::string sanitize_html(std::string_view html) { return Sanitizer(html).run(); }

std::optional<std::string> sanitize_optional_html(const std::optional<std::string>& html) {
  if (!html) return std::nullopt;
  return sanitize_html(*html);
}

}  // namespace domain
