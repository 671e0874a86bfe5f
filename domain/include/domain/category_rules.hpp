// Promotion categories: input rules and the stored slug. (admin spec sections 4 and 5, with the spec's Turkish messages.)
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

inline constexpr std::string_view kCategoryInUse = "Bu kategori kullanımda olduğu için silinemez";

struct CategoryInput {
  std::string name;
  std::string slug;
  std::optional<std::string> description;
  bool is_active = true;
};

// "Kategori adı boş olamaz" (name blank after trimming), "Kategori slug değeri boş olamaz"
// (slug blank after trimming, or without a letter or digit); name ≤ 100, slug ≤ 80,
// description ≤ 1000 characters.
FieldErrors validate_category(const CategoryInput& in);
// The stored slug: make_url_slug of the trimmed input.
std::string category_slug(std::string_view given);

}  // namespace domain
