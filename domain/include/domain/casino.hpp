// The casino entity's input rules (admin spec section 5) and its lookup order (public spec section 7).
#pragma once
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "domain/field_error.hpp"

namespace domain {

inline constexpr std::size_t kCasinoNameMin = 2;
inline constexpr std::size_t kCasinoNameMax = 120;
inline constexpr std::size_t kCasinoDescriptionMin = 10;
inline constexpr std::size_t kCasinoDescriptionMax = 20000;
inline constexpr std::size_t kUrlMax = 2048;

// What an admin submits for a casino. Strings as received; validation trims where the spec does.
struct CasinoInput {
  std::string name;
  std::string url;
  std::string logo_url;
  std::string description;  // HTML
  std::optional<std::string> details;
  std::optional<double> rating;  // 0..5 when present
  bool featured = false;
};

// All failures, in field order name, url, logo_url, description, details, rating. Messages:
//  name < 2 chars (trimmed)        -> "Casino adı en az 2 karakter olmalıdır"
//  name > 120 chars                -> "Casino adı en fazla 120 karakter olabilir"
//  url invalid or > 2048           -> "Geçerli bir URL giriniz"
//  logo_url invalid or > 2048      -> "Geçerli bir logo URL giriniz"
//  description < 10 chars (trimmed)-> "Açıklama en az 10 karakter olmalıdır"
//  description > 20000 chars       -> "Açıklama en fazla 20000 karakter olabilir"
//  details > 20000 chars           -> "Detaylar en fazla 20000 karakter olabilir"
//  rating outside 0..5             -> "Puan 0 ile 5 arasında olmalıdır"
FieldErrors validate_casino(const CasinoInput& in);

// The fields a lookup needs about one casino.
struct CasinoKey {
  std::string id;
  std::string slug;
  std::string name;
};

// Lookup order of the public casino page: a UUID-shaped parameter matches id only; otherwise
// exact slug, then partial slug (the casino's slug contains the parameter, or the parameter
// contains the slug), then name compared case-insensitively with Turkish case folding (the
// parameter may also be the name's slug form). First match in `casinos` order wins per stage.
std::optional<std::size_t> find_casino(std::span<const CasinoKey> casinos, std::string_view param);

}  // namespace domain
