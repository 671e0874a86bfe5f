// Percent-encoding, once: a URL path segment, and a query value as HTML forms (and the browser's
// URLSearchParams) write it.
#pragma once
#include <string>
#include <string_view>

namespace domain {

// Everything outside the URL path's unreserved characters (A-Z a-z 0-9 - . _ ~) as %XX.
std::string encode_path_segment(std::string_view segment);

// application/x-www-form-urlencoded: space as '+', A-Z a-z 0-9 * - . _ as they are, every
// other byte as %XX (what URLSearchParams.toString() writes).
std::string encode_form_value(std::string_view value);

}  // namespace domain
