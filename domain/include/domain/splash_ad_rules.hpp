// Splash ads: input rules. (admin spec sections 4 and 5, with the spec's Turkish messages.)
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

struct SplashAdInput {
  std::string title;
  std::string href;
  std::string image_url;
  bool is_active = true;
};

// "Başlık en az 2 karakter olmalıdır", "Geçerli bir URL giriniz" (href), "Geçerli bir resim
// yükleyin veya URL girin" (image_url under 10 characters, or not an image reference);
// title ≤ 200 characters.
FieldErrors validate_splash_ad(const SplashAdInput& in);

}  // namespace domain
