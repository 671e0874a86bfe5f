// Blog posts: the editor's input rules, slugs (manual, fallback, batch) and the batch-save bounds. (admin spec sections 4 and 5, with the spec's Turkish messages.)
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

inline constexpr std::string_view kDefaultBlogAuthor = "Bonus Rehberi";
// The fixed byline of batch saves. The spec's label is the English 'AI writer'; the public site is
// Turkish, so batch posts are signed in Turkish. Posts saved before carry the English label in
// their events: the public reads show them with this one too (api/src/handlers/blog.cpp).
inline constexpr std::string_view kBatchBlogAuthor = "Yapay Zeka Yazarı";
inline constexpr std::size_t kBatchMax = 10;

struct BlogPostInput {
  std::string title;
  std::string excerpt;
  std::string content;   // HTML, sanitised by the caller before validation
  std::string category;  // free text
  std::optional<std::string> image_url;
  std::optional<std::string> slug;
  std::optional<std::string> seo_title;
  std::optional<std::string> seo_description;
  std::optional<std::string> seo_keywords;
};

// Field order title, excerpt, content, category, image_url, slug, seo_title, seo_description,
// seo_keywords. Spec messages: "Blog başlığı en az 2 karakter olmalıdır", "Özet en az 10
// karakter olmalıdır", "İçerik en az 50 karakter olmalıdır", "Kategori giriniz" (when
// `category_required`; batch saves of AI posts have none). Limits: title 200, excerpt 1000,
// content 200000, category 100, seo_title 200, seo_description 500, seo_keywords 500
// characters; image_url an image reference (data URLs allowed); slug, when given, must keep at
// least one letter or digit.
FieldErrors validate_blog_post(const BlogPostInput& in, bool category_required = true);

// The slug of a post: a given slug in URL form (make_url_slug, at most 80 characters); left
// empty, the public spec's clean slug of the title (make_slug: 'İSTANBUL'DA Güvenilir Siteler'
// gives 'istanbulda-guvenilir-siteler', with a time suffix only under 3 characters).
std::string blog_slug(std::string_view title, std::optional<std::string_view> given,
                      std::chrono::system_clock::time_point now);

// The admin spec's fallback, for a title whose clean slug another post already has: the clean
// slug (at most 73 characters) plus "-" and a 6-digit time suffix (the last six digits of `now`
// in milliseconds), "blog-" + suffix when the title has no letters.
std::string suffixed_blog_slug(std::string_view title, std::chrono::system_clock::time_point now);

// Batch saves give every slug a 4-digit time suffix instead: the last four digits of `now` in
// milliseconds plus `index`, so posts of one batch never share a slug.
std::string batch_blog_slug(std::string_view title, std::chrono::system_clock::time_point now,
                            std::size_t index);

// A batch of `count` posts of which the first `publish_count` are published:
//  count < 1                  -> "En az 1 içerik oluşturmalısınız" (field posts)
//  count > 10                 -> "En fazla 10 içerik kaydedilebilir" (field posts)
//  publish_count < 0 or > count -> "Yayınlanacak içerik sayısı 0 ile içerik sayısı arasında olmalıdır"
FieldErrors validate_batch(std::size_t count, long long publish_count);

}  // namespace domain
