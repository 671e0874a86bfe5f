// Upload rules: image types from magic bytes, the buckets, the spec's file naming, safe names.
#include <gtest/gtest.h>

#include "domain/upload.hpp"

namespace {

using domain::ImageType;

const std::string kPng("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
const std::string kJpeg("\xFF\xD8\xFF\xE0\0\x10JFIF", 10);
const std::string kGif = "GIF89a\x01\x00\x01\x00";
const std::string kWebp("RIFF\x24\0\0\0WEBPVP8 ", 16);

TEST(DomainUpload, RecognisesImagesByTheirBytes) {
  EXPECT_EQ(domain::sniff_image(kPng), ImageType::png);
  EXPECT_EQ(domain::sniff_image(kJpeg), ImageType::jpeg);
  EXPECT_EQ(domain::sniff_image(kGif), ImageType::gif);
  EXPECT_EQ(domain::sniff_image("GIF87a...."), ImageType::gif);
  EXPECT_EQ(domain::sniff_image(kWebp), ImageType::webp);
}

TEST(DomainUpload, RefusesEverythingElse) {
  for (const std::string& bad :
       {std::string(""), std::string("\x89PNG"), std::string("<svg onload=alert(1)>"),
        std::string("<?xml version=\"1.0\"?><svg/>"), std::string("GIF90a"),
        std::string("RIFF\x24\0\0\0WAVEfmt ", 16), std::string("%PDF-1.7"),
        std::string("<html><script>alert(1)</script>"), std::string("MZ\x90\0", 4)})
    EXPECT_FALSE(domain::sniff_image(bad).has_value()) << bad;
}

TEST(DomainUpload, BucketsOfTheSpec) {
  auto* p = domain::find_bucket("promotions");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->max_bytes, 2097152u);
  EXPECT_EQ(p->too_large_message, "Dosya boyutu 2MB'dan küçük olmalıdır");
  auto* b = domain::find_bucket("blog-images");
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->max_bytes, 5u * 1024 * 1024);
  auto* s = domain::find_bucket("splash-ads");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->too_large_message, "Dosya boyutu 5MB'dan küçük olmalıdır");
  EXPECT_EQ(domain::find_bucket("../etc"), nullptr);
  EXPECT_EQ(domain::find_bucket(""), nullptr);
}

TEST(DomainUpload, NamesFollowTheSpec) {
  EXPECT_EQ(domain::upload_object_name(*domain::find_bucket("promotions"), 1716000000123, "a1b2c3d4", "x.gif",
                                       ImageType::png),
            "promotion_1716000000123_a1b2c3d4.png")
      << "the extension comes from the bytes, not the name";
  EXPECT_EQ(domain::upload_object_name(*domain::find_bucket("blog-images"), 1716000000123, "",
                                       "Yaz Kampanyası.JPG", ImageType::jpeg),
            "manual-upload-1716000000123-yaz-kampanyasi.jpg");
  EXPECT_EQ(domain::upload_object_name(*domain::find_bucket("splash-ads"), 5, "", "../../etc/passwd.png",
                                       ImageType::webp),
            "splash-ad-5-passwd.webp");
}

TEST(DomainUpload, SanitisedFileNames) {
  EXPECT_EQ(domain::sanitise_file_name("C:\\Users\\Ayşe\\Çekiliş Görseli (1).PNG", ImageType::png),
            "cekilis-gorseli-1.png");
  EXPECT_EQ(domain::sanitise_file_name("", ImageType::gif), "gorsel.gif");
  EXPECT_EQ(domain::sanitise_file_name("....", ImageType::gif), "gorsel.gif");
  EXPECT_EQ(domain::sanitise_file_name(".htaccess", ImageType::png), "htaccess.png");
  EXPECT_EQ(domain::sanitise_file_name("<script>.png", ImageType::png), "script.png");
  EXPECT_LE(domain::sanitise_file_name(std::string(300, 'a') + ".png", ImageType::png).size(), 64u);
}

TEST(DomainUpload, SafeObjectNames) {
  EXPECT_TRUE(domain::is_safe_object_name("promotion_1716000000123_a1b2c3d4.png"));
  EXPECT_TRUE(domain::is_safe_object_name("manual-upload-1-yaz-kampanyasi.jpg"));
  for (const char* bad :
       {"", "..", "../x.png", "a/b.png", "a\\b.png", ".hidden", "x..png", "%2e%2e", "A.png", "a b.png"})
    EXPECT_FALSE(domain::is_safe_object_name(bad)) << bad;
  EXPECT_FALSE(domain::is_safe_object_name(std::string(201, 'a')));
}

}  // namespace
