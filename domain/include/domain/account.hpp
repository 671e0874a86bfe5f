// Sign-in input rules (admin spec section 5, Login): email shape and password length.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "domain/field_error.hpp"

namespace domain {

inline constexpr std::size_t kPasswordMin = 6;
inline constexpr std::size_t kEmailMax = 254;

inline constexpr std::string_view kEmailInvalid = "Geçerli bir email adresi giriniz";
inline constexpr std::string_view kPasswordShort = "Şifre en az 6 karakter olmalıdır";
inline constexpr std::string_view kPasswordLong = "Şifre en fazla 1024 karakter olabilir";

// An address of the form local@domain, ASCII only: local part 1..64 characters of letters,
// digits and !#$%&'*+/=?^_`{|}~.- (no leading, trailing or doubled dot); domain of at least
// two dot-separated labels of letters, digits and inner hyphens, the last one at least two
// letters; at most 254 characters in all.
bool is_valid_email(std::string_view email);

// The stored form of an email: trimmed and ASCII-lowercased.
std::string normalise_email(std::string_view email);

// A new admin password (set-password, the security screen): at least 12 and at most 128
// characters (ASVS 2.1.2), and not one
// that is known to attackers (`known`: found in the breached-password list or shipped by the
// project). Signing in keeps the spec's 6-character rule for passwords set before.
inline constexpr std::size_t kNewPasswordMin = 12;
inline constexpr std::size_t kNewPasswordMax = 128;
inline constexpr std::string_view kNewPasswordShort = "Şifre en az 12 karakter olmalıdır";
inline constexpr std::string_view kNewPasswordLong = "Şifre en fazla 128 karakter olabilir";
inline constexpr std::string_view kNewPasswordKnown =
    "Bu şifre sızdırılmış şifre listelerinde geçiyor; lütfen başka bir şifre seçin";
std::optional<std::string> new_password_problem(std::string_view password, bool known);

// Errors of a sign-in form in field order email, password. The password counts characters
// (code points) and is never trimmed; more than 1024 bytes is refused as well.
FieldErrors validate_login(std::string_view email, std::string_view password);

}  // namespace domain
