// The breached-password list, parsed once into a set.
#include "auth/breached_passwords.hpp"

#include <string>
#include <unordered_set>

#include "auth/shipped_passwords.hpp"

extern const std::string_view kEmbeddedBreachedPasswords;

namespace api::auth {

namespace {

std::string lowercase(std::string_view s) {
  std::string out(s);
  for (auto& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

const std::unordered_set<std::string_view>& breached() {
  static const std::unordered_set<std::string_view> set = [] {
    std::unordered_set<std::string_view> s;
    std::string_view all = kEmbeddedBreachedPasswords;
    while (!all.empty()) {
      const auto end = all.find('\n');
      const std::string_view line = all.substr(0, end);
      if (!line.empty() && line.front() != '#') s.insert(line);
      if (end == std::string_view::npos) break;
      all.remove_prefix(end + 1);
    }
    return s;
  }();
  return set;
}

}  // namespace

bool is_known_password(std::string_view password) {
  const std::string lower = lowercase(password);
  return breached().count(lower) > 0 || is_shipped_password(password);
}

}  // namespace api::auth
