// The hero block, the site settings and page SEO: input rules. (admin spec sections 4 and 5, with the spec's Turkish messages.)
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

struct HeroInput {
  std::string upper_title;
  std::string main_title;
  std::string highlighted_text;
  std::string description;
  std::string button_text;
  std::string button_url;
};

// Each field required (blank after trimming) with its message: "Üst başlık gereklidir", "Ana
// başlık gereklidir", "Vurgulanacak metin gereklidir", "Açıklama gereklidir", "Buton metni
// gereklidir", "Buton URL gereklidir". At most 500 characters each; button_url an http(s) URL,
// a path ("/...") or an anchor ("#...") ("Geçerli bir buton URL giriniz").
FieldErrors validate_hero(const HeroInput& in);

// blog_section_text (sanitised HTML) at most 20000 characters.
FieldErrors validate_settings(const std::optional<std::string>& blog_section_text);

struct SeoSettingInput {
  std::string page_name;
  std::string page_path;
  std::string title;
  std::string description;
  std::string keywords;  // comma-separated
};

// "Sayfa adı gereklidir" (≤ 100), "Sayfa yolu / ile başlamalıdır" (≤ 200, no spaces), title ≤
// 200, description ≤ 500, keywords ≤ 500 characters. The spec's 60/160 are recommendations
// shown by the form, not limits.
FieldErrors validate_seo_setting(const SeoSettingInput& in);

}  // namespace domain
