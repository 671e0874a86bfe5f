// A validation failure on one input field, carrying the Turkish message shown to the user.
#pragma once
#include <string>
#include <vector>

namespace domain {

struct FieldError {
  std::string field;    // the JSON field name, e.g. "logo_url"
  std::string message;  // exact Turkish text from the spec's catalogue
  bool operator==(const FieldError&) const = default;
};

using FieldErrors = std::vector<FieldError>;

}  // namespace domain
