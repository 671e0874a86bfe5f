// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP, HMAC-SHA1) and the base32 text
// (RFC 4648) authenticator apps read secrets in. Pure functions: no clock, no storage.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace api::auth::totp {

inline constexpr std::int64_t kStepSeconds = 30;
inline constexpr int kDigits = 6;
inline constexpr std::size_t kSecretBytes = 20;  // 160 bits, the HMAC-SHA1 block RFC 4226 recommends

// RFC 4648 section 6, upper case; with `pad` the text is filled with '=' to a multiple of 8.
std::string base32_encode(std::string_view bytes, bool pad = true);
// Accepts upper or lower case, ignores spaces, '-' and trailing '='; nothing on any other character.
std::optional<std::string> base32_decode(std::string_view text);

// RFC 4226 HOTP of `counter`: the dynamic truncation of HMAC-SHA1(secret, counter), `digits`
// decimal digits with leading zeros.
std::string hotp(std::string_view secret, std::uint64_t counter, int digits = kDigits);
// The time step of `unix_seconds` (RFC 6238: T0 = 0, X = 30 s).
std::int64_t step_of(std::int64_t unix_seconds);
// The code of the step `unix_seconds` falls in.
std::string code_at(std::string_view secret, std::int64_t unix_seconds, int digits = kDigits);

// The step whose code `code` is, among the step of `unix_seconds` and `drift` steps either side,
// or nothing. Every candidate is compared, each in constant time, so the answer takes as long
// whichever step (or none) matches. Anything but exactly kDigits ASCII digits never matches.
std::optional<std::int64_t> matching_step(std::string_view secret, std::string_view code, std::int64_t unix_seconds,
                                          int drift = 1);

// The otpauth:// URI authenticator apps import (Key URI Format): label "issuer:account",
// the secret in unpadded base32, SHA1, 6 digits, 30 s.
std::string otpauth_uri(std::string_view issuer, std::string_view account, std::string_view secret);

// Constant-time equality of two strings of the same length (false when the lengths differ).
// `examined`, when given, receives how many byte pairs were compared: all of them, always.
bool equal_constant_time(std::string_view a, std::string_view b, std::size_t* examined = nullptr);

// A new secret of kSecretBytes from OpenSSL's CSPRNG.
std::string new_secret();

// A code as typed: without spaces ("123 456" as some apps show it).
std::string normalise_code(std::string_view typed);

// One-time recovery codes: 24 characters of base32 (120 bits) in six groups of four.
std::string new_recovery_code();
// What a typed recovery code is compared as: upper case, without spaces and dashes.
std::string normalise_recovery_code(std::string_view typed);

}  // namespace api::auth::totp
