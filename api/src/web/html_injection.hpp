// Server-side SEO for the single-page app: what goes into index.html for a crawler that does not
// run JavaScript. The contract with the web app (markers, data keys, escaping) is written down
// in docs/seo-injection.md.
#pragma once
#include <boost/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace api::web {

inline constexpr std::string_view kSeoMarker = "<!--seo-->";
inline constexpr std::string_view kInitialDataMarker = "<!--initial-data-->";

struct PageMeta {
  std::string title;
  std::string description;
  std::string keywords;
  std::string canonical_url;  // absolute
  std::string prev_url, next_url;  // absolute: the neighbours of a paged list (rel="prev"/"next")
  std::string image_url;      // absolute
  std::string og_type = "website";
  std::string site_name;
  bool noindex = false;
  boost::json::object json_ld;  // schema.org object; empty: none
};

// Text for HTML element content and double-quoted attribute values.
std::string escape_html(std::string_view text);

// JSON text made safe inside a <script> element: '<', '>', '&', U+2028 and U+2029 become \u
// escapes, so "</script>" or "<!--" in the content cannot end or change the element.
std::string escape_json_for_script(std::string_view json);

// <title>, meta description and keywords, robots (when noindex), canonical link, Open Graph and
// Twitter card tags, and the JSON-LD script.
std::string render_head(const PageMeta& meta);

// <script id="initial-data" type="application/json">{...}</script>: an object with one member per
// entry, the key an API URL and the value that URL's JSON answer (raw JSON text, as served).
std::string render_initial_data(const std::vector<std::pair<std::string, std::string>>& entries);

// Puts `head` where the template has <!--seo--> (else just before </head>) and removes the
// template's own <title> if it has one; puts `body` where it has <!--initial-data--> (else just
// before </body>, else at the end).
// `root` (optional) goes inside the element with id="root", before what it holds: what a reader
// without JavaScript (and any crawler) sees; the app replaces it when it starts.
std::string inject(std::string_view index_html, std::string_view head, std::string_view body,
                   std::string_view root = {});

}  // namespace api::web
