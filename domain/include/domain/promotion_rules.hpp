// Promotions: the form's input rules, terms, the stored description, expiry dates, status and the public path. (admin spec sections 4 and 5, with the spec's Turkish messages.)
#pragma once
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/admin_content.hpp"
#include "domain/field_error.hpp"

namespace domain {

struct PromotionInput {
  std::string title;
  std::string short_description;  // plain text
  std::string description;        // the full HTML, sanitised by the caller
  std::string url;
  std::optional<std::string> casino_id;
  std::optional<std::string> category_id;
  std::optional<std::string> image_url;
  std::optional<std::string> promotion_code;
  std::optional<std::string> expiry_date;  // as received
  std::vector<std::string> terms;          // already split into lines (see terms_from_text)
  bool is_active = true;
};

// Field order title, short_description, description, url, casino_id, category_id, image_url,
// promotion_code, expiry_date, terms. Spec messages: "Promosyon başlığı en az 2 karakter
// olmalıdır", "Kısa açıklama en az 10 karakter olmalıdır", "Geçerli bir URL giriniz". Also:
// title ≤ 200, short description ≤ 500, description ≤ 50000 characters; casino_id and
// category_id UUIDs ("Geçerli bir casino seçiniz", "Geçerli bir kategori seçiniz"); image_url
// an image reference; promotion_code ≤ 100; expiry_date a date ("Geçerli bir bitiş tarihi
// giriniz"); at most 50 terms of at most 500 characters.
FieldErrors validate_promotion(const PromotionInput& in);

// Terms one per line: split on line breaks, each trimmed, blank lines dropped.
std::vector<std::string> terms_from_text(std::string_view text);

// The stored description (admin spec section 3): the short description, trimmed and escaped,
// wrapped in a paragraph, followed by the full HTML. Reading splits it at that paragraph.
std::string compose_promotion_description(std::string_view short_description, std::string_view full_html);

// "YYYY-MM-DD" (the end of that day, UTC: a promotion runs through its last day) or an ISO
// 8601 date-time with optional seconds, fraction and zone ("Z" or ±HH:MM), as the UTC form
// "YYYY-MM-DDTHH:MM:SS.mmmZ"; nullopt when it is not a valid date.
std::optional<std::string> normalise_expiry_date(std::string_view text);

enum class PromotionStatus { active, inactive, expired };
// Expired (expiry in the past) wins over the active flag: such a promotion shows
// 'Süresi Dolmuş' and cannot be toggled.
PromotionStatus promotion_status(bool is_active, std::optional<std::chrono::system_clock::time_point> expiry,
                                 std::chrono::system_clock::time_point now);
std::string_view promotion_status_name(PromotionStatus s);   // active, inactive, expired
std::string_view promotion_status_label(PromotionStatus s);  // Aktif, Pasif, Süresi Dolmuş
inline constexpr std::string_view kExpiredNotToggleable =
    "Süresi dolmuş bir promosyonun durumu değiştirilemez";

// The public link of a promotion submitted for indexing on activation:
// /bonuslar/{casino slug}/{title slug}; without a casino the casino part is "diger" (Diğer).
std::string promotion_public_path(std::optional<std::string_view> casino_slug, std::string_view title);

}  // namespace domain
