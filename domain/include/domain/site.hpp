// Built-in site content used while an admin has not set it: the home hero block (public spec
// section 3: "with built-in Turkish defaults") and the generic page metadata (section 1 and 3).
#pragma once
#include <string>
#include <string_view>

namespace domain {

struct HeroContent {
  std::string upper_title;
  std::string main_title;
  std::string highlighted_text;
  std::string description;
  std::string button_text;
  std::string button_url;  // the default goes to the promotions section of the same page
};

HeroContent default_hero();

struct PageSeo {
  std::string title;
  std::string description;
  std::string keywords;  // comma-separated
  std::string image;     // a path on the site or an absolute URL
  std::string type;      // Open Graph type
};

inline constexpr std::string_view kDefaultProductName = "Bonus Rehberi";

// '{product} - Casino Bonusları ve Promosyonları', a description about Turkey's best casino
// bonus guide, keywords about casino bonuses, trusted sites, promotions and betting sites,
// image /logo.png, type website.
PageSeo default_page_seo(std::string_view product);

// The site's public origin as configured ("https://bonus.example/" -> "https://bonus.example"):
// an http(s) URL with a host and no path, query or fragment; trailing slashes are dropped.
// Empty when the text is not such a URL.
std::string normalize_public_origin(std::string_view text);

}  // namespace domain
