// Default hero and page metadata.
#include "domain/site.hpp"

#include "domain/text.hpp"

namespace domain {

HeroContent default_hero() {
  return {"Güvenilir Casino Rehberi",
          "En İyi Casino Bonusları",
          "Tek Adreste",
          "Türkiye'nin güvenilir casino sitelerindeki güncel bonusları ve promosyonları karşılaştırın, "
          "size en uygun fırsatı hemen bulun.",
          "Bonusları Keşfet",
          "#promosyonlar"};  // the id of the home page's promotions section
}

PageSeo default_page_seo(std::string_view product) {
  return {
      std::string(product) + " - Casino Bonusları ve Promosyonları",
      "Türkiye'nin en iyi casino bonus rehberi: güncel casino bonusları, promosyonlar ve güvenilir casino "
      "siteleri tek adreste.",
      "casino bonusları, güvenilir casino siteleri, promosyonlar, bahis siteleri", "/logo.png", "website"};
}

std::string normalize_public_origin(std::string_view text) {
  std::string_view s = trim(text);
  while (!s.empty() && s.back() == '/') s.remove_suffix(1);
  if (!is_valid_url(s)) return {};
  const std::size_t authority = s.find("://") + 3;
  if (s.find_first_of("/?#", authority) != std::string_view::npos) return {};
  return std::string(s);
}

}  // namespace domain
