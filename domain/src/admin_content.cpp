// The rules the back-office forms share.
#include "domain/admin_content.hpp"

#include "domain/text.hpp"
#include "form_rules.hpp"

namespace domain {

using rules::is_digit;

bool is_valid_image_ref(std::string_view s, bool allow_data_url) {
  if (s.empty() || s.size() > 2048 + (allow_data_url ? 8 * 1024 * 1024 : 0)) return false;
  if (s.starts_with("data:")) {
    if (!allow_data_url) return false;
    for (std::string_view prefix : {"data:image/png;base64,", "data:image/jpeg;base64,",
                                    "data:image/gif;base64,", "data:image/webp;base64,"}) {
      if (!s.starts_with(prefix)) continue;
      auto payload = s.substr(prefix.size());
      if (payload.empty()) return false;
      for (char c : payload)
        if (!(is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '+' || c == '/' ||
              c == '='))
          return false;
      return true;
    }
    return false;
  }
  if (s.size() > 2048) return false;
  if (s.starts_with("/") && !s.starts_with("//")) {
    for (char c : s)
      if (static_cast<unsigned char>(c) <= 0x20 || c == '"' || c == '\'' || c == '<' || c == '>' || c == '\\')
        return false;
    return true;
  }
  return is_valid_url(s);
}

}  // namespace domain
