// What the back office's form rules share: messages used by several forms and the image
// reference rule. Each entity's rules are in their own header (blog_post_rules.hpp,
// promotion_rules.hpp, category_rules.hpp, splash_ad_rules.hpp, site_rules.hpp,
// publishing_rules.hpp, dashboard.hpp): pure functions with the spec's exact Turkish messages
// and the length limits the original lacked; handlers read the request, call them, then check
// the projections.
#pragma once
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/field_error.hpp"

namespace domain {

// Messages shared by several forms.
inline constexpr std::string_view kInvalidUrl = "Geçerli bir URL giriniz";
inline constexpr std::string_view kInvalidImageUrl = "Geçerli bir görsel URL giriniz";
inline constexpr std::string_view kSlugTaken =
    "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.";

// An image reference an admin may store: an http(s) URL, a path on this site ("/uploads/..."),
// or (blog images only, the original's fallback when an upload failed) a data:image URL of
// PNG, JPEG, GIF or WebP.
bool is_valid_image_ref(std::string_view s, bool allow_data_url);

}  // namespace domain
