// Casino input validation and the public page's casino lookup order.
#include "domain/casino.hpp"

#include <cmath>

#include "domain/slug.hpp"
#include "domain/text.hpp"

namespace domain {
namespace {

bool is_valid_casino_url(const std::string& url) { return url.size() <= kUrlMax && is_valid_url(url); }

}  // namespace

FieldErrors validate_casino(const CasinoInput& in) {
  FieldErrors errors;
  auto fail = [&errors](const char* field, const char* message) { errors.push_back({field, message}); };

  // Minimums on the trimmed text, maximums on the text as sent (the API description's maxLength).
  if (char_count(trim(in.name)) < kCasinoNameMin) {
    fail("name", "Casino adı en az 2 karakter olmalıdır");
  } else if (char_count(in.name) > kCasinoNameMax) {
    fail("name", "Casino adı en fazla 120 karakter olabilir");
  }

  if (!is_valid_casino_url(in.url)) fail("url", "Geçerli bir URL giriniz");
  if (!is_valid_casino_url(in.logo_url)) fail("logo_url", "Geçerli bir logo URL giriniz");

  const std::size_t description_len = char_count(trim(in.description));
  if (description_len < kCasinoDescriptionMin) {
    fail("description", "Açıklama en az 10 karakter olmalıdır");
  } else if (description_len > kCasinoDescriptionMax) {
    fail("description", "Açıklama en fazla 20000 karakter olabilir");
  }

  if (in.details && char_count(trim(*in.details)) > kCasinoDescriptionMax) {
    fail("details", "Detaylar en fazla 20000 karakter olabilir");
  }

  // NaN and infinities are outside 0..5 too.
  if (in.rating && !(std::isfinite(*in.rating) && *in.rating >= 0.0 && *in.rating <= 5.0)) {
    fail("rating", "Puan 0 ile 5 arasında olmalıdır");
  }
  return errors;
}

std::optional<std::size_t> find_casino(std::span<const CasinoKey> casinos, std::string_view param) {
  if (param.empty()) return std::nullopt;

  if (looks_like_uuid(param)) {
    for (std::size_t i = 0; i < casinos.size(); ++i) {
      if (iequals_ascii(casinos[i].id, param)) return i;
    }
    return std::nullopt;
  }

  const std::string lowered = turkish_lower(param);

  // Exact slug: as given, or lowercased (slugs are stored lowercase).
  for (std::size_t i = 0; i < casinos.size(); ++i) {
    const std::string& slug = casinos[i].slug;
    if (!slug.empty() && (slug == param || slug == lowered)) return i;
  }

  // Partial slug, either direction.
  for (std::size_t i = 0; i < casinos.size(); ++i) {
    const std::string& slug = casinos[i].slug;
    if (slug.empty()) continue;
    if (slug.find(lowered) != std::string::npos || lowered.find(slug) != std::string::npos) return i;
  }

  // Name, Turkish case-insensitive, or the name's slug form (the parameter usually comes from a URL).
  const std::string param_slug = make_url_slug(param);
  for (std::size_t i = 0; i < casinos.size(); ++i) {
    const std::string& name = casinos[i].name;
    if (name.empty()) continue;
    if (turkish_lower(name) == lowered) return i;
    if (!param_slug.empty() && make_url_slug(name) == param_slug) return i;
  }
  return std::nullopt;
}

}  // namespace domain
