// The back office's input rules: every message of the admin spec's validation table (section 5),
// the slug and description storage rules of sections 3-5, and the dashboard's change figure.
#include <gtest/gtest.h>

#include <chrono>

#include "domain/admin_content.hpp"
#include "domain/blog_post_rules.hpp"
#include "domain/category_rules.hpp"
#include "domain/dashboard.hpp"
#include "domain/promotion_rules.hpp"
#include "domain/publishing_rules.hpp"
#include "domain/site_rules.hpp"
#include "domain/splash_ad_rules.hpp"

namespace {

using namespace domain;
using std::chrono::milliseconds;
using std::chrono::system_clock;

const system_clock::time_point kNow{milliseconds(1716000123456)};

// The messages of the errors for `field`.
std::vector<std::string> messages(const FieldErrors& errors, const std::string& field) {
  std::vector<std::string> out;
  for (const auto& e : errors)
    if (e.field == field) out.push_back(e.message);
  return out;
}
using M = std::vector<std::string>;

BlogPostInput valid_post() {
  BlogPostInput in;
  in.title = "Haftanın bonusları";
  in.excerpt = "Bu hafta öne çıkan bonuslar.";
  in.content = "<p>" + std::string(60, 'x') + "</p>";
  in.category = "Rehber";
  return in;
}

TEST(DomainAdminBlog, SpecMessages) {
  EXPECT_EQ(validate_blog_post(valid_post()), FieldErrors{});
  auto in = valid_post();
  in.title = " A ";
  in.excerpt = "kısa özet";
  in.content = std::string(49, 'x');
  in.category = "  ";
  auto e = validate_blog_post(in);
  EXPECT_EQ(messages(e, "title"), M{"Blog başlığı en az 2 karakter olmalıdır"});
  EXPECT_EQ(messages(e, "excerpt"), M{"Özet en az 10 karakter olmalıdır"});
  EXPECT_EQ(messages(e, "content"), M{"İçerik en az 50 karakter olmalıdır"});
  EXPECT_EQ(messages(e, "category"), M{"Kategori giriniz"});
  EXPECT_EQ(e.front().field, "title") << "field order";
  EXPECT_TRUE(messages(validate_blog_post(in, false), "category").empty()) << "batch posts need no category";
}

TEST(DomainAdminBlog, LimitsAndOptionalFields) {
  auto in = valid_post();
  in.title = std::string(201, 'a');
  in.image_url = "javascript:alert(1)";
  in.slug = "!!!";
  in.seo_title = std::string(201, 's');
  auto e = validate_blog_post(in);
  EXPECT_EQ(messages(e, "title"), M{"Blog başlığı en fazla 200 karakter olabilir"});
  EXPECT_EQ(messages(e, "image_url"), M{"Geçerli bir görsel URL giriniz"});
  EXPECT_EQ(messages(e, "slug"), M{"Slug en az bir harf veya rakam içermelidir"});
  EXPECT_EQ(messages(e, "seo_title"), M{"SEO başlığı en fazla 200 karakter olabilir"});
  in = valid_post();
  for (const char* ok : {"https://cdn.example.com/a.png", "/uploads/blog-images/manual-upload-1-a.png",
                         "data:image/png;base64,iVBORw0KGgo="}) {
    in.image_url = ok;
    EXPECT_EQ(validate_blog_post(in), FieldErrors{}) << ok;
  }
  for (const char* bad : {"//evil.example/x.png", "data:text/html;base64,PHNjcmlwdD4=",
                          "data:image/svg+xml;base64,PHN2Zz4=", "/a b.png", "ftp://x/y.png"}) {
    in.image_url = bad;
    EXPECT_FALSE(validate_blog_post(in).empty()) << bad;
  }
}

TEST(DomainAdminBlog, SlugFromTitleIsTheCleanPublicSlugOrAsGiven) {
  EXPECT_EQ(blog_slug("Çılgın Hafta Sonu Bonusları!", std::nullopt, kNow), "cilgin-hafta-sonu-bonuslari");
  EXPECT_EQ(blog_slug("İSTANBUL'DA Güvenilir Siteler", std::nullopt, kNow), "istanbulda-guvenilir-siteler")
      << "an apostrophe joins, it does not split";
  EXPECT_EQ(blog_slug("Çılgın Hafta", std::string_view("  "), kNow), "cilgin-hafta") << "blank counts as empty";
  EXPECT_EQ(blog_slug("???", std::nullopt, kNow), "blog-1716000123456") << "no letters: the spec's time-based slug";
  EXPECT_EQ(blog_slug("Başlık", std::string_view("Benim Özel Slug'ım"), kNow), "benim-ozel-slug-im");
  EXPECT_EQ(blog_slug(std::string(200, 'a'), std::nullopt, kNow).size(), 80u);
}

TEST(DomainAdminBlog, ATakenSlugGetsTheSixDigitSuffix) {
  EXPECT_EQ(suffixed_blog_slug("Çılgın Hafta Sonu Bonusları!", kNow), "cilgin-hafta-sonu-bonuslari-123456");
  EXPECT_EQ(suffixed_blog_slug("İSTANBUL'DA Güvenilir Siteler", kNow), "istanbulda-guvenilir-siteler-123456");
  EXPECT_EQ(suffixed_blog_slug("???", kNow), "blog-123456");
  auto longer = suffixed_blog_slug(std::string(200, 'a'), kNow);
  EXPECT_LE(longer.size(), 80u);
  EXPECT_TRUE(longer.ends_with("-123456"));
  EXPECT_EQ(suffixed_blog_slug("xyz", system_clock::time_point{milliseconds(1000000000042)}), "xyz-000042")
      << "the suffix keeps its leading zeros";
}

TEST(DomainAdminBlog, BatchSlugsHaveFourDigitsAndDifferWithinABatch) {
  EXPECT_EQ(batch_blog_slug("Rulet Taktikleri", kNow, 0), "rulet-taktikleri-3456");
  EXPECT_EQ(batch_blog_slug("Rulet Taktikleri", kNow, 1), "rulet-taktikleri-3457");
  EXPECT_EQ(batch_blog_slug("Rulet Taktikleri", system_clock::time_point{milliseconds(19999)}, 1),
            "rulet-taktikleri-0000");
}

TEST(DomainAdminBlog, BatchCounts) {
  EXPECT_EQ(validate_batch(3, 1), FieldErrors{});
  EXPECT_EQ(validate_batch(3, 0), FieldErrors{});
  EXPECT_EQ(validate_batch(3, 3), FieldErrors{});
  EXPECT_EQ(messages(validate_batch(0, 0), "posts"), M{"En az 1 içerik oluşturmalısınız"});
  EXPECT_EQ(messages(validate_batch(11, 1), "posts"), M{"En fazla 10 içerik kaydedilebilir"});
  EXPECT_EQ(messages(validate_batch(3, 4), "publish_count"),
            M{"Yayınlanacak içerik sayısı 0 ile içerik sayısı arasında olmalıdır"});
  EXPECT_FALSE(validate_batch(3, -1).empty());
}

PromotionInput valid_promotion() {
  PromotionInput in;
  in.title = "Hoş geldin bonusu";
  in.short_description = "İlk yatırıma yüzde yüz bonus";
  in.description = "<ul><li>detay</li></ul>";
  in.url = "https://casino.example.com/bonus";
  return in;
}

TEST(DomainAdminPromotion, SpecMessages) {
  EXPECT_EQ(validate_promotion(valid_promotion()), FieldErrors{});
  auto in = valid_promotion();
  in.title = "A";
  in.short_description = "kısa";
  in.url = "casino.example.com";
  auto e = validate_promotion(in);
  EXPECT_EQ(messages(e, "title"), M{"Promosyon başlığı en az 2 karakter olmalıdır"});
  EXPECT_EQ(messages(e, "short_description"), M{"Kısa açıklama en az 10 karakter olmalıdır"});
  EXPECT_EQ(messages(e, "url"), M{"Geçerli bir URL giriniz"});
}

TEST(DomainAdminPromotion, OptionalFieldsAndLimits) {
  auto in = valid_promotion();
  in.casino_id = "not-a-uuid";
  in.category_id = "6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a6";
  in.image_url = "data:image/png;base64,AAAA";
  in.promotion_code = std::string(101, 'K');
  in.expiry_date = "2026-02-30";
  in.terms = std::vector<std::string>(51, "şart");
  auto e = validate_promotion(in);
  EXPECT_EQ(messages(e, "casino_id"), M{"Geçerli bir casino seçiniz"});
  EXPECT_EQ(messages(e, "category_id"), M{"Geçerli bir kategori seçiniz"});
  EXPECT_EQ(messages(e, "image_url"), M{"Geçerli bir görsel URL giriniz"})
      << "promotion images are uploads or URLs";
  EXPECT_EQ(messages(e, "promotion_code"), M{"Promosyon kodu en fazla 100 karakter olabilir"});
  EXPECT_EQ(messages(e, "expiry_date"), M{"Geçerli bir bitiş tarihi giriniz"});
  EXPECT_EQ(messages(e, "terms"), M{"Şartlar en fazla 50 satır, satır başına 500 karakter olabilir"});
}

TEST(DomainAdminPromotion, TermsOnePerLineBlanksDropped) {
  EXPECT_EQ(terms_from_text("  Min. yatırım 100 TL \n\n\r\n 35x çevrim\r\n   \nSadece yeni üyeler"),
            (std::vector<std::string>{"Min. yatırım 100 TL", "35x çevrim", "Sadece yeni üyeler"}));
  EXPECT_TRUE(terms_from_text("").empty());
  EXPECT_TRUE(terms_from_text("\n \n").empty());
}

TEST(DomainAdminPromotion, DescriptionIsShortParagraphThenFullHtml) {
  EXPECT_EQ(compose_promotion_description("  İlk yatırıma %100 bonus ", "<p>Detaylar</p><ul><li>a</li></ul>"),
            "<p>İlk yatırıma %100 bonus</p><p>Detaylar</p><ul><li>a</li></ul>");
  EXPECT_EQ(compose_promotion_description("a < b & \"c\"", ""), "<p>a &lt; b &amp; &quot;c&quot;</p>")
      << "the short description is text, never markup";
}

TEST(DomainAdminPromotion, ExpiryDates) {
  EXPECT_EQ(normalise_expiry_date("2026-05-01"), "2026-05-01T23:59:59.999Z")
      << "a date runs through its last day";
  EXPECT_EQ(normalise_expiry_date("2026-05-01T10:30"), "2026-05-01T10:30:00.000Z");
  EXPECT_EQ(normalise_expiry_date("2026-05-01T10:30:15.5Z"), "2026-05-01T10:30:15.500Z");
  EXPECT_EQ(normalise_expiry_date("2026-05-01T01:30:00+03:00"), "2026-04-30T22:30:00.000Z");
  EXPECT_EQ(normalise_expiry_date("2024-02-29"), "2024-02-29T23:59:59.999Z");
  for (const char* bad : {"", "yarın", "2026-13-01", "2025-02-29", "2026-05-01T25:00", "2026-05-01T10:30+3",
                          "01.05.2026", "2026-05-01T10:30Zx", "1999-01-01"})
    EXPECT_FALSE(normalise_expiry_date(bad).has_value()) << bad;
}

TEST(DomainAdminPromotion, StatusAndPublicPath) {
  using std::chrono::hours;
  EXPECT_EQ(promotion_status(true, std::nullopt, kNow), PromotionStatus::active);
  EXPECT_EQ(promotion_status(false, kNow + hours(1), kNow), PromotionStatus::inactive);
  EXPECT_EQ(promotion_status(true, kNow - hours(1), kNow), PromotionStatus::expired);
  EXPECT_EQ(promotion_status_label(PromotionStatus::expired), "Süresi Dolmuş");
  EXPECT_EQ(promotion_public_path(std::string_view("sans-casino"), "Hoş Geldin Bonusu %100!"),
            "/bonuslar/sans-casino/hos-geldin-bonusu-100");
  EXPECT_EQ(promotion_public_path(std::nullopt, "Çevrimsiz Bonus"), "/bonuslar/diger/cevrimsiz-bonus");
}

TEST(DomainAdminCategory, SpecMessagesAndSlug) {
  EXPECT_EQ(validate_category({"Hoş Geldin", "hos-geldin", std::nullopt, true}), FieldErrors{});
  auto e = validate_category({"   ", " \t ", std::nullopt, true});
  EXPECT_EQ(messages(e, "name"), M{"Kategori adı boş olamaz"});
  EXPECT_EQ(messages(e, "slug"), M{"Kategori slug değeri boş olamaz"});
  EXPECT_EQ(messages(validate_category({"Ad", "%%%", std::nullopt, true}), "slug"),
            M{"Kategori slug değeri boş olamaz"});
  EXPECT_EQ(category_slug("  Yatırım Bonusları "), "yatirim-bonuslari");
  EXPECT_EQ(kSlugTaken, "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.");
  EXPECT_EQ(kCategoryInUse, "Bu kategori kullanımda olduğu için silinemez");
}

TEST(DomainAdminSplashAd, SpecMessages) {
  EXPECT_EQ(validate_splash_ad(
                {"Yaz kampanyası", "https://example.com", "/uploads/splash-ads/splash-ad-1-a.png", true}),
            FieldErrors{});
  auto e = validate_splash_ad({"A", "example", "kısa.png", true});
  EXPECT_EQ(messages(e, "title"), M{"Başlık en az 2 karakter olmalıdır"});
  EXPECT_EQ(messages(e, "href"), M{"Geçerli bir URL giriniz"});
  EXPECT_EQ(messages(e, "image_url"), M{"Geçerli bir resim yükleyin veya URL girin"});
  EXPECT_EQ(
      messages(validate_splash_ad({"Başlık", "https://e.com", "javascript:alert(1)//x", true}), "image_url"),
      M{"Geçerli bir resim yükleyin veya URL girin"});
}

TEST(DomainAdminHero, EveryFieldRequiredWithItsMessage) {
  EXPECT_EQ(validate_hero({"Üst", "Ana", "vurgu", "açıklama", "Keşfet", "#promotions"}), FieldErrors{});
  EXPECT_EQ(validate_hero({"Üst", "Ana", "vurgu", "açıklama", "Keşfet", "/bonuslar"}), FieldErrors{});
  auto e = validate_hero({" ", "", "\n", "", " ", ""});
  EXPECT_EQ(e, (FieldErrors{{"upper_title", "Üst başlık gereklidir"},
                            {"main_title", "Ana başlık gereklidir"},
                            {"highlighted_text", "Vurgulanacak metin gereklidir"},
                            {"description", "Açıklama gereklidir"},
                            {"button_text", "Buton metni gereklidir"},
                            {"button_url", "Buton URL gereklidir"}}));
  EXPECT_EQ(messages(validate_hero({"a", "b", "c", "d", "e", "javascript:alert(1)"}), "button_url"),
            M{"Geçerli bir buton URL giriniz"});
}

// A maximum counts the value as sent (the API description's maxLength): padding around a value
// at the limit does not make it fit, while a minimum still counts the trimmed text.
TEST(DomainAdminContent, MaximumsCountTheValueAsSent) {
  const std::string at_limit(100, 'k'), padded = " " + std::string(100, 'k') + "\n";
  EXPECT_EQ(validate_category({at_limit, "k", std::nullopt, true}), FieldErrors{});
  EXPECT_EQ(messages(validate_category({padded, "k", std::nullopt, true}), "name"),
            M{"Kategori adı en fazla 100 karakter olabilir"});
  const std::string url = "/" + std::string(2047, 'u');  // 2,048 characters
  EXPECT_EQ(validate_hero({"a", "b", "c", "d", "e", url}), FieldErrors{});
  EXPECT_EQ(messages(validate_hero({"a", "b", "c", "d", "e", " \t" + url}), "button_url"),
            M{"Geçerli bir buton URL giriniz"});
  // Multi-byte characters count once: 2,048 of them fit although they are 4,096 bytes.
  std::string wide = "/";
  for (int i = 0; i < 2047; ++i) wide += "ş";
  EXPECT_EQ(validate_hero({"a", "b", "c", "d", "e", wide}), FieldErrors{});
}

TEST(DomainAdminSeo, Rules) {
  EXPECT_EQ(validate_seo_setting({"Ana Sayfa", "/", "Başlık", "Açıklama", "casino, bonus"}), FieldErrors{});
  auto e = validate_seo_setting({"", "bonuslar", std::string(201, 't'), std::string(501, 'd'), ""});
  EXPECT_EQ(messages(e, "page_name"), M{"Sayfa adı gereklidir"});
  EXPECT_EQ(messages(e, "page_path"), M{"Sayfa yolu / ile başlamalıdır"});
  EXPECT_EQ(messages(e, "title"), M{"SEO başlığı en fazla 200 karakter olabilir"});
  EXPECT_EQ(messages(e, "description"), M{"SEO açıklaması en fazla 500 karakter olabilir"});
  EXPECT_FALSE(validate_seo_setting({"x", "/a b", "", "", ""}).empty());
}

TEST(DomainAdminPublishing, DailyCount) {
  EXPECT_EQ(validate_daily_publish_count(1), FieldErrors{});
  EXPECT_EQ(validate_daily_publish_count(10), FieldErrors{});
  EXPECT_EQ(messages(validate_daily_publish_count(0), "daily_publish_count"),
            M{"Günlük yayın sayısı en az 1 olmalıdır"});
  EXPECT_EQ(messages(validate_daily_publish_count(11), "daily_publish_count"),
            M{"Günlük yayın sayısı en fazla 10 olabilir"});
  EXPECT_EQ(daily_publish_count_from("3"), 3);
  EXPECT_EQ(daily_publish_count_from(" 7 "), 7);
  EXPECT_EQ(daily_publish_count_from("üç"), 1) << "non-numeric input becomes 1";
  EXPECT_EQ(daily_publish_count_from(""), 1);
  EXPECT_EQ(daily_publish_count_from("-2"), -2);
  EXPECT_EQ(kNoDraftsToPublish, "Yayınlanacak taslak blog bulunamadı");
}

TEST(DomainAdminDashboard, MonthOverMonth) {
  EXPECT_EQ(month_over_month(15, 14), 7.1);
  EXPECT_EQ(month_over_month(17, 16), 6.3);
  EXPECT_EQ(month_over_month(10, 10), 0.0);
  EXPECT_EQ(month_over_month(5, 10), -50.0);
  EXPECT_FALSE(month_over_month(3, 0).has_value()) << "nothing last month: N/A";
}

}  // namespace
