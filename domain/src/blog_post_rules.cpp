// Blog posts: the editor's input rules, slugs (manual, fallback, batch) and the batch-save bounds.
#include "domain/blog_post_rules.hpp"

#include "domain/slug.hpp"
#include "domain/text.hpp"
#include "form_rules.hpp"

namespace domain {

using namespace rules;
using Errors = FieldErrors;

FieldErrors validate_blog_post(const BlogPostInput& in, bool category_required) {
  Errors e;
  length(e, "title", in.title, 2, 200, "Blog başlığı en az 2 karakter olmalıdır",
         "Blog başlığı en fazla 200 karakter olabilir");
  length(e, "excerpt", in.excerpt, 10, 1000, "Özet en az 10 karakter olmalıdır",
         "Özet en fazla 1000 karakter olabilir");
  length(e, "content", in.content, 50, 200000, "İçerik en az 50 karakter olmalıdır",
         "İçerik en fazla 200000 karakter olabilir");
  length(e, "category", in.category, category_required ? 1 : 0, 100, "Kategori giriniz",
         "Kategori en fazla 100 karakter olabilir");
  if (in.image_url && !is_valid_image_ref(*in.image_url, true)) fail(e, "image_url", kInvalidImageUrl);
  if (in.slug && !trim(*in.slug).empty() && make_url_slug(*in.slug).empty())
    fail(e, "slug", "Slug en az bir harf veya rakam içermelidir");
  at_most(e, "seo_title", in.seo_title, 200, "SEO başlığı en fazla 200 karakter olabilir");
  at_most(e, "seo_description", in.seo_description, 500, "SEO açıklaması en fazla 500 karakter olabilir");
  at_most(e, "seo_keywords", in.seo_keywords, 500, "SEO anahtar kelimeleri en fazla 500 karakter olabilir");
  return e;
}

std::string blog_slug(std::string_view title, std::optional<std::string_view> given,
                      std::chrono::system_clock::time_point now) {
  if (given && !trim(*given).empty()) return cut(make_url_slug(*given), 80);
  return make_slug(title, now);
}

std::string suffixed_blog_slug(std::string_view title, std::chrono::system_clock::time_point now) {
  std::string base = make_url_slug(title).empty() ? std::string("blog") : cut(make_slug(title, now), 73);
  while (!base.empty() && base.back() == '-') base.pop_back();
  return base + "-" + digits(millis(now) % 1000000, 6);
}

std::string batch_blog_slug(std::string_view title, std::chrono::system_clock::time_point now,
                            std::size_t index) {
  std::string base = cut(make_url_slug(title), 75);
  if (base.empty()) base = "blog";
  return base + "-" + digits((millis(now) + static_cast<long long>(index)) % 10000, 4);
}

FieldErrors validate_batch(std::size_t count, long long publish_count) {
  Errors e;
  if (count < 1)
    fail(e, "posts", "En az 1 içerik oluşturmalısınız");
  else if (count > kBatchMax)
    fail(e, "posts", "En fazla 10 içerik kaydedilebilir");
  if (publish_count < 0 || publish_count > static_cast<long long>(count))
    fail(e, "publish_count", "Yayınlanacak içerik sayısı 0 ile içerik sayısı arasında olmalıdır");
  return e;
}

}  // namespace domain
