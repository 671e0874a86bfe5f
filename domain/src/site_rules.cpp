// The hero block, the site settings and page SEO: input rules.
#include "domain/site_rules.hpp"

#include "domain/text.hpp"
#include "form_rules.hpp"

namespace domain {

using namespace rules;
using Errors = FieldErrors;

FieldErrors validate_hero(const HeroInput& in) {
  Errors e;
  auto required = [&](std::string_view field, const std::string& v, std::string_view message) {
    length(e, field, v, 1, 500, message, "En fazla 500 karakter olabilir");
  };
  required("upper_title", in.upper_title, "Üst başlık gereklidir");
  required("main_title", in.main_title, "Ana başlık gereklidir");
  required("highlighted_text", in.highlighted_text, "Vurgulanacak metin gereklidir");
  required("description", in.description, "Açıklama gereklidir");
  required("button_text", in.button_text, "Buton metni gereklidir");
  auto url = trim(in.button_url);
  if (url.empty()) {
    fail(e, "button_url", "Buton URL gereklidir");
  } else {
    bool ok =
        char_count(in.button_url) <= 2048 &&
        (is_valid_url(url) || ((url.starts_with("/") && !url.starts_with("//")) || url.starts_with("#")));
    for (char c : url) ok = ok && static_cast<unsigned char>(c) > 0x20 && c != '"' && c != '<' && c != '>';
    if (!ok) fail(e, "button_url", "Geçerli bir buton URL giriniz");
  }
  return e;
}

FieldErrors validate_settings(const std::optional<std::string>& blog_section_text) {
  Errors e;
  at_most(e, "blog_section_text", blog_section_text, 20000, "İçerik en fazla 20000 karakter olabilir");
  return e;
}

FieldErrors validate_seo_setting(const SeoSettingInput& in) {
  Errors e;
  length(e, "page_name", in.page_name, 1, 100, "Sayfa adı gereklidir",
         "Sayfa adı en fazla 100 karakter olabilir");
  auto path = trim(in.page_path);
  bool path_ok = path.starts_with("/") && path.size() <= 200;
  for (char c : path) path_ok = path_ok && static_cast<unsigned char>(c) > 0x20;
  if (!path_ok) fail(e, "page_path", "Sayfa yolu / ile başlamalıdır");
  if (char_count(in.title) > 200) fail(e, "title", "SEO başlığı en fazla 200 karakter olabilir");
  if (char_count(in.description) > 500) fail(e, "description", "SEO açıklaması en fazla 500 karakter olabilir");
  if (char_count(in.keywords) > 500) fail(e, "keywords", "Anahtar kelimeler en fazla 500 karakter olabilir");
  return e;
}

}  // namespace domain
