// Input rules of the back office's forms (admin spec sections 4 and 5) for blog posts,
// promotions, categories, splash ads, the hero block, site settings, page SEO and scheduled
// publishing, with the spec's exact Turkish messages and the length limits the original lacked.
// Pure functions: handlers read the request, call these, then check the projections.
#pragma once
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/field_error.hpp"

namespace domain {

// ---- shared ----

// Messages shared by several forms.
inline constexpr std::string_view kInvalidUrl = "Geçerli bir URL giriniz";
inline constexpr std::string_view kInvalidImageUrl = "Geçerli bir görsel URL giriniz";
inline constexpr std::string_view kSlugTaken =
    "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.";

// An image reference an admin may store: an http(s) URL, a path on this site ("/uploads/..."),
// or (blog images only, the original's fallback when an upload failed) a data:image URL of
// PNG, JPEG, GIF or WebP.
bool is_valid_image_ref(std::string_view s, bool allow_data_url);

// ---- blog posts ----

inline constexpr std::string_view kDefaultBlogAuthor = "Bonus Rehberi";
inline constexpr std::string_view kBatchBlogAuthor = "AI writer";  // the spec's fixed label of batch saves
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

// ---- promotions ----

struct PromotionInput {
  std::string title;
  std::string short_description;  // plain text
  std::string description;        // the full HTML, sanitised by the caller
  std::string url;
  std::optional<std::string> casino_id;
  std::optional<std::string> category_id;
  std::optional<std::string> image_url;
  std::optional<std::string> promotion_code;
  std::optional<std::string> expiry_date;  // as received
  std::vector<std::string> terms;          // already split into lines (see terms_from_text)
  bool is_active = true;
};

// Field order title, short_description, description, url, casino_id, category_id, image_url,
// promotion_code, expiry_date, terms. Spec messages: "Promosyon başlığı en az 2 karakter
// olmalıdır", "Kısa açıklama en az 10 karakter olmalıdır", "Geçerli bir URL giriniz". Also:
// title ≤ 200, short description ≤ 500, description ≤ 50000 characters; casino_id and
// category_id UUIDs ("Geçerli bir casino seçiniz", "Geçerli bir kategori seçiniz"); image_url
// an image reference; promotion_code ≤ 100; expiry_date a date ("Geçerli bir bitiş tarihi
// giriniz"); at most 50 terms of at most 500 characters.
FieldErrors validate_promotion(const PromotionInput& in);

// Terms one per line: split on line breaks, each trimmed, blank lines dropped.
std::vector<std::string> terms_from_text(std::string_view text);

// The stored description (admin spec section 3): the short description, trimmed and escaped,
// wrapped in a paragraph, followed by the full HTML. Reading splits it at that paragraph.
std::string compose_promotion_description(std::string_view short_description, std::string_view full_html);

// "YYYY-MM-DD" (the end of that day, UTC: a promotion runs through its last day) or an ISO
// 8601 date-time with optional seconds, fraction and zone ("Z" or ±HH:MM), as the UTC form
// "YYYY-MM-DDTHH:MM:SS.mmmZ"; nullopt when it is not a valid date.
std::optional<std::string> normalise_expiry_date(std::string_view text);

enum class PromotionStatus { active, inactive, expired };
// Expired (expiry in the past) wins over the active flag: such a promotion shows
// 'Süresi Dolmuş' and cannot be toggled.
PromotionStatus promotion_status(bool is_active, std::optional<std::chrono::system_clock::time_point> expiry,
                                 std::chrono::system_clock::time_point now);
std::string_view promotion_status_name(PromotionStatus s);   // active, inactive, expired
std::string_view promotion_status_label(PromotionStatus s);  // Aktif, Pasif, Süresi Dolmuş
inline constexpr std::string_view kExpiredNotToggleable =
    "Süresi dolmuş bir promosyonun durumu değiştirilemez";

// The public link of a promotion submitted for indexing on activation:
// /bonuslar/{casino slug}/{title slug}; without a casino the casino part is "diger" (Diğer).
std::string promotion_public_path(std::optional<std::string_view> casino_slug, std::string_view title);

// ---- categories ----

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

// ---- splash ads ----

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

// ---- hero block and site settings ----

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

// ---- page SEO ----

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

// ---- scheduled publishing ----

inline constexpr int kDailyPublishMin = 1;
inline constexpr int kDailyPublishMax = 10;
inline constexpr std::string_view kNoDraftsToPublish = "Yayınlanacak taslak blog bulunamadı";

// The daily count as the form sends it: a whole number (JSON number or numeric text); anything
// non-numeric becomes 1, like the form's input.
int daily_publish_count_from(std::string_view text);
// "Günlük yayın sayısı en az 1 olmalıdır", "Günlük yayın sayısı en fazla 10 olabilir".
FieldErrors validate_daily_publish_count(long long count);

// ---- dashboard ----

// Change from last month to this one, in percent with one decimal: (now - before) / before.
// nullopt when there is nothing to compare with (before = 0), shown as 'N/A'.
std::optional<double> month_over_month(long long now_total, long long before_total);

}  // namespace domain
