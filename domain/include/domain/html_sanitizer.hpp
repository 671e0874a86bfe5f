// The allow-list HTML cleaner applied on write to every admin HTML field (blog content, casino
// and promotion descriptions, the home section text), so no script reaches a visitor.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace domain {

// Parses `html` and writes back only what the rich-text editor produces:
//   p br strong b em i u ul ol li h1 h2 h3 pre code blockquote span div  (no attributes, except
//     style="text-align: left|right|center|justify" on p h1 h2 h3 li div span blockquote)
//   a    href (http, https, mailto, or relative), target (_blank or _self), rel; a link opening
//        a new tab always gets rel="noopener noreferrer"
//   img  src (http, https, relative, or data:image/png|jpeg|gif|webp;base64), alt, width,
//        height (digits), style="max-width: <n>px|%|em|rem"
// Other elements lose their tags but keep their text, except script, style, iframe, object,
// embed, svg, math, template, textarea, title, noscript and similar, which are dropped with
// their content. Comments, doctypes and processing instructions are dropped. Every attribute
// value is decoded before it is checked and re-encoded when written, so what a browser reads
// is exactly what was checked (entity-encoded "javascript:" cannot slip through). Text is
// escaped; well-formed character references in text are kept. Unclosed elements are closed
// at the end; stray end tags are dropped; nesting deeper than 64 levels keeps only the text.
std::string sanitize_html(std::string_view html);
// The same for a field that may be absent.
std::optional<std::string> sanitize_optional_html(const std::optional<std::string>& html);

}  // namespace domain
