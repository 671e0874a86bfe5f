// Splash ads: input rules.
#include "domain/splash_ad_rules.hpp"

#include "domain/text.hpp"
#include "form_rules.hpp"

namespace domain {

using namespace rules;
using Errors = FieldErrors;

FieldErrors validate_splash_ad(const SplashAdInput& in) {
  Errors e;
  length(e, "title", in.title, 2, 200, "Başlık en az 2 karakter olmalıdır",
         "Başlık en fazla 200 karakter olabilir");
  if (in.href.size() > 2048 || !is_valid_url(in.href)) fail(e, "href", kInvalidUrl);
  if (char_count(in.image_url) < 10 || !is_valid_image_ref(in.image_url, false))
    fail(e, "image_url", "Geçerli bir resim yükleyin veya URL girin");
  return e;
}

}  // namespace domain
