// Promotion categories: input rules and the stored slug.
#include "domain/category_rules.hpp"

#include "domain/slug.hpp"
#include "domain/text.hpp"
#include "form_rules.hpp"

namespace domain {

using namespace rules;
using Errors = FieldErrors;

std::string category_slug(std::string_view given) { return cut(make_url_slug(trim(given)), 80); }

FieldErrors validate_category(const CategoryInput& in) {
  Errors e;
  length(e, "name", in.name, 1, 100, "Kategori adı boş olamaz",
         "Kategori adı en fazla 100 karakter olabilir");
  if (category_slug(in.slug).empty())
    fail(e, "slug", "Kategori slug değeri boş olamaz");
  else if (char_count(in.slug) > 80)
    fail(e, "slug", "Kategori slug değeri en fazla 80 karakter olabilir");
  at_most(e, "description", in.description, 1000, "Açıklama en fazla 1000 karakter olabilir");
  return e;
}

}  // namespace domain
