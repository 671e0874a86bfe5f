// Sign-in input rules.
#include "domain/account.hpp"

#include "ascii.hpp"
#include "domain/text.hpp"

namespace domain {

namespace {
using ascii::is_alnum;
using ascii::is_alpha;
constexpr std::string_view kLocalSpecials = "!#$%&'*+/=?^_`{|}~-.";
}  // namespace

bool is_valid_email(std::string_view email) {
  if (email.size() > kEmailMax) return false;
  auto at = email.find('@');
  if (at == std::string_view::npos || email.find('@', at + 1) != std::string_view::npos) return false;
  auto local = email.substr(0, at);
  auto host = email.substr(at + 1);
  if (local.empty() || local.size() > 64 || local.front() == '.' || local.back() == '.' ||
      local.find("..") != std::string_view::npos)
    return false;
  for (char c : local)
    if (!is_alnum(c) && kLocalSpecials.find(c) == std::string_view::npos) return false;

  std::size_t labels = 0;
  std::size_t start = 0;
  while (start <= host.size()) {
    auto dot = host.find('.', start);
    auto label = host.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') return false;
    for (char c : label)
      if (!is_alnum(c) && c != '-') return false;
    ++labels;
    if (dot == std::string_view::npos) {
      if (label.size() < 2) return false;
      for (char c : label)
        if (!is_alpha(c)) return false;
      break;
    }
    start = dot + 1;
  }
  return labels >= 2;
}

std::string normalise_email(std::string_view email) {
  std::string out(trim(email));
  for (auto& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::optional<std::string> new_password_problem(std::string_view password, bool known) {
  if (char_count(password) < kNewPasswordMin) return std::string(kNewPasswordShort);
  if (char_count(password) > kNewPasswordMax) return std::string(kNewPasswordLong);
  if (known) return std::string(kNewPasswordKnown);
  return std::nullopt;
}

FieldErrors validate_login(std::string_view email, std::string_view password) {
  FieldErrors errors;
  if (!is_valid_email(trim(email))) errors.push_back({"email", std::string(kEmailInvalid)});
  if (char_count(password) < kPasswordMin)
    errors.push_back({"password", std::string(kPasswordShort)});
  else if (password.size() > 1024)
    errors.push_back({"password", std::string(kPasswordLong)});
  return errors;
}

}  // namespace domain
