// Rendering and placing the injected head tags and initial data.
#include "web/html_injection.hpp"

#include "domain/text.hpp"

namespace api::web {

std::string escape_html(std::string_view text) {
  return domain::escape_markup(text, domain::ApostropheEntity::numeric);
}

std::string escape_json_for_script(std::string_view json) {
  std::string out;
  out.reserve(json.size() + 16);
  for (std::size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (c == '<') {
      out += "\\u003c";
    } else if (c == '>') {
      out += "\\u003e";
    } else if (c == '&') {
      out += "\\u0026";
    } else if (c == '\xE2' && i + 2 < json.size() && json[i + 1] == '\x80' &&
               (json[i + 2] == '\xA8' || json[i + 2] == '\xA9')) {
      out += json[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

namespace {
void meta_tag(std::string& out, std::string_view attr, std::string_view name, std::string_view content) {
  if (content.empty()) return;
  out += "<meta " + std::string(attr) + "=\"" + std::string(name) + "\" content=\"" + escape_html(content) +
         "\">\n";
}
}  // namespace

std::string render_head(const PageMeta& m) {
  std::string out = "<title>" + escape_html(m.title) + "</title>\n";
  meta_tag(out, "name", "description", m.description);
  meta_tag(out, "name", "keywords", m.keywords);
  if (m.noindex) meta_tag(out, "name", "robots", "noindex");
  if (!m.canonical_url.empty())
    out += "<link rel=\"canonical\" href=\"" + escape_html(m.canonical_url) + "\">\n";
  if (!m.prev_url.empty()) out += "<link rel=\"prev\" href=\"" + escape_html(m.prev_url) + "\">\n";
  if (!m.next_url.empty()) out += "<link rel=\"next\" href=\"" + escape_html(m.next_url) + "\">\n";
  meta_tag(out, "property", "og:title", m.title);
  meta_tag(out, "property", "og:description", m.description);
  meta_tag(out, "property", "og:type", m.og_type);
  meta_tag(out, "property", "og:url", m.canonical_url);
  meta_tag(out, "property", "og:image", m.image_url);
  meta_tag(out, "property", "og:site_name", m.site_name);
  meta_tag(out, "property", "og:locale", "tr_TR");
  meta_tag(out, "name", "twitter:card", "summary_large_image");
  meta_tag(out, "name", "twitter:title", m.title);
  meta_tag(out, "name", "twitter:description", m.description);
  meta_tag(out, "name", "twitter:image", m.image_url);
  if (!m.json_ld.empty())
    out += "<script type=\"application/ld+json\">" +
           escape_json_for_script(boost::json::serialize(m.json_ld)) + "</script>\n";
  return out;
}

std::string render_initial_data(const std::vector<std::pair<std::string, std::string>>& entries) {
  std::string json = "{";
  for (const auto& [key, value] : entries) {
    if (json.size() > 1) json += ',';
    json += boost::json::serialize(boost::json::string(key));
    json += ':';
    json += value;
  }
  json += '}';
  return "<script id=\"initial-data\" type=\"application/json\">" + escape_json_for_script(json) +
         "</script>";
}

namespace {
char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

std::size_t find_ci(std::string_view hay, std::string_view needle, std::size_t from = 0) {
  for (std::size_t i = from; i + needle.size() <= hay.size(); ++i) {
    std::size_t k = 0;
    while (k < needle.size() && lower(hay[i + k]) == needle[k]) ++k;
    if (k == needle.size()) return i;
  }
  return std::string_view::npos;
}
}  // namespace

std::string inject(std::string_view index_html, std::string_view head, std::string_view body,
                   std::string_view root) {
  std::string html(index_html);
  if (!root.empty()) {
    const std::size_t id = find_ci(html, "id=\"root\"");
    const std::size_t open_end = id == std::string::npos ? std::string::npos : html.find('>', id);
    if (open_end != std::string::npos) html.insert(open_end + 1, root);
  }
  // The page's own title replaces the template's.
  const std::size_t head_end = find_ci(html, "</head>");
  const std::size_t title = find_ci(html, "<title");
  if (title != std::string::npos && (head_end == std::string::npos || title < head_end)) {
    const std::size_t title_end = find_ci(html, "</title>", title);
    if (title_end != std::string::npos) html.erase(title, title_end + 8 - title);
  }

  if (std::size_t at = html.find(kSeoMarker); at != std::string::npos) {
    html.replace(at, kSeoMarker.size(), head);
  } else if (std::size_t end = find_ci(html, "</head>"); end != std::string::npos) {
    html.insert(end, head);
  } else {
    html.insert(0, head);
  }

  if (std::size_t at = html.find(kInitialDataMarker); at != std::string::npos) {
    html.replace(at, kInitialDataMarker.size(), body);
  } else if (std::size_t end = find_ci(html, "</body>"); end != std::string::npos) {
    html.insert(end, body);
  } else {
    html += body;
  }
  return html;
}

}  // namespace api::web
