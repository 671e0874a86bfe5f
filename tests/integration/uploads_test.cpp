// Uploads end to end: the three buckets, types from bytes, size limits read from the route,
// the spec's names, public serving with its cache header, and no way out of the storage root.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <filesystem>
#include <fstream>
#include <regex>

#include "shared_stack_suite.hpp"
#include "stack.hpp"

using testing_support::HttpReply;
using testing_support::Stack;
namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

const std::string kPng("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89", 33);
const std::string kJpeg("\xFF\xD8\xFF\xE0\0\x10JFIF\0\x01\x01\0\0\x01\0\x01\0\0\xFF\xD9", 22);
const std::string kGif(
    "GIF89a\x01\0\x01\0\x80\0\0\0\0\0\xFF\xFF\xFF!\xF9\x04\x01\0\0\0\0,"
    "\0\0\0\0\x01\0\x01\0\0\x02\x02D\x01\0;",
    43);

class Uploads : public testing_support::SharedStackSuite<Uploads, testing_support::WithWorker::no> {
 protected:
  static HttpReply upload(const std::string& bucket, const std::string& bytes,
                          const std::string& file_name = "", std::vector<std::string> extra = {}) {
    std::vector<std::string> headers{"Authorization: Bearer " + stack->admin_token(),
                                     "Content-Type: application/octet-stream"};
    if (!file_name.empty()) headers.push_back("X-File-Name: " + file_name);
    headers.insert(headers.end(), extra.begin(), extra.end());
    return testing_support::http("POST", stack->url("/api/admin/uploads/" + bucket), bytes, headers, 60000);
  }
  static json::object body_of(const HttpReply& r) { return json::parse(r.body).as_object(); }
  static std::string message_of(const HttpReply& r) {
    return std::string(json::parse(r.body).at("error").at("message").as_string());
  }
};

TEST_F(Uploads, PromotionImageIsStoredNamedAndServed) {
  auto r = upload("promotions", kPng, "kampanya.png");
  ASSERT_EQ(r.status, 201) << r.body;
  auto o = body_of(r);
  std::string name(o.at("name").as_string());
  EXPECT_TRUE(std::regex_match(name, std::regex("promotion_\\d{13}_[a-z0-9]{8}\\.png"))) << name;
  EXPECT_EQ(o.at("url").as_string(), "/uploads/promotions/" + name);
  EXPECT_EQ(o.at("content_type").as_string(), "image/png");
  EXPECT_EQ(o.at("size").as_int64(), static_cast<std::int64_t>(kPng.size()));
  EXPECT_TRUE(fs::exists(fs::path(stack->upload_dir()) / "promotions" / name));

  auto served = stack->get(std::string(o.at("url").as_string()));
  ASSERT_EQ(served.status, 200);
  EXPECT_EQ(served.body, kPng);
  EXPECT_EQ(served.headers["content-type"], "image/png");
  EXPECT_NE(served.headers["cache-control"].find("max-age=3600"), std::string::npos);
  EXPECT_EQ(served.headers["x-content-type-options"], "nosniff");

  auto again = upload("promotions", kPng, "kampanya.png");
  ASSERT_EQ(again.status, 201);
  EXPECT_NE(body_of(again).at("name"), o.at("name")) << "promotion uploads never overwrite each other";
}

TEST_F(Uploads, BlogAndSplashNamesCarryTheSanitisedFileName) {
  auto blog = upload("blog-images", kJpeg, "Yaz%20Kampanyas%C4%B1.JPG");
  ASSERT_EQ(blog.status, 201) << blog.body;
  std::string name(body_of(blog).at("name").as_string());
  EXPECT_TRUE(std::regex_match(name, std::regex("manual-upload-\\d{13}-yaz-kampanyasi\\.jpg"))) << name;
  EXPECT_EQ(stack->get("/uploads/blog-images/" + name).headers["content-type"], "image/jpeg");

  auto splash = upload("splash-ads", kGif, "Açılış Reklamı.gif");
  ASSERT_EQ(splash.status, 201) << splash.body;
  std::string splash_name(body_of(splash).at("name").as_string());
  EXPECT_TRUE(std::regex_match(splash_name, std::regex("splash-ad-\\d{13}-\\S+\\.gif"))) << splash_name;
  // The name may also come as a query parameter.
  auto by_query =
      testing_support::http("POST", stack->url("/api/admin/uploads/splash-ads?filename=pop%20up.gif"), kGif,
                            {"Authorization: Bearer " + stack->admin_token(), "Content-Type: image/gif"});
  ASSERT_EQ(by_query.status, 201) << by_query.body;
  EXPECT_TRUE(std::regex_match(std::string(body_of(by_query).at("name").as_string()),
                               std::regex("splash-ad-\\d{13}-pop-up\\.gif")));
}

TEST_F(Uploads, TypeComesFromTheBytesNotTheName) {
  for (const auto& [bytes, name] : std::vector<std::pair<std::string, std::string>>{
           {"<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>", "logo.png"},
           {"<html><script>alert(1)</script></html>", "foto.jpg"},
           {"%PDF-1.7 ...", "kampanya.gif"},
           {"just text", "x.webp"}}) {
    auto r = upload("promotions", bytes, name);
    EXPECT_EQ(r.status, 415) << name << ": " << r.body;
    EXPECT_EQ(message_of(r), "Sadece PNG, JPEG, GIF veya WEBP görselleri yüklenebilir");
  }
  auto gif_named_png = upload("blog-images", kGif, "resim.png");
  ASSERT_EQ(gif_named_png.status, 201);
  EXPECT_TRUE(std::string(body_of(gif_named_png).at("name").as_string()).ends_with("-resim.gif"));
  auto empty = upload("promotions", "", "x.png");
  EXPECT_EQ(empty.status, 422);
  EXPECT_EQ(message_of(empty), "Lütfen bir görsel dosyası seçin");
}

TEST_F(Uploads, SizeLimitsPerBucketWithTheSpecMessages) {
  std::string two_mib = kPng + std::string(2 * 1024 * 1024 - kPng.size(), '\0');
  auto at_limit = upload("promotions", two_mib, "buyuk.png");
  EXPECT_EQ(at_limit.status, 201) << "2 MB or smaller is fine";

  auto over = upload("promotions", two_mib + "x", "buyuk.png");
  ASSERT_EQ(over.status, 413) << over.body;
  EXPECT_EQ(message_of(over), "Dosya boyutu 2MB'dan küçük olmalıdır");
  // Announced with Expect: 100-continue, the refusal comes before the body is sent.
  auto announced = upload("promotions", two_mib + "x", "buyuk.png", {"Expect: 100-continue"});
  EXPECT_EQ(announced.status, 413) << announced.body;

  std::string five_mib = kPng + std::string(5 * 1024 * 1024 - kPng.size(), '\0');
  EXPECT_EQ(upload("blog-images", five_mib, "b.png").status, 201);
  auto blog_over = upload("blog-images", five_mib + "x", "b.png");
  ASSERT_EQ(blog_over.status, 413);
  EXPECT_EQ(message_of(blog_over), "Dosya boyutu 5MB'dan küçük olmalıdır");
  auto splash_over = upload("splash-ads", five_mib + "x", "s.png");
  ASSERT_EQ(splash_over.status, 413);
  EXPECT_EQ(message_of(splash_over), "Dosya boyutu 5MB'dan küçük olmalıdır");

  // Other routes keep the 1 MiB default.
  auto casino =
      testing_support::http("POST", stack->url("/api/admin/casinos"), std::string(1024 * 1024 + 1, ' '),
                            {"Authorization: Bearer " + stack->admin_token()});
  EXPECT_EQ(casino.status, 413);
  EXPECT_EQ(message_of(casino), "İstek gövdesi çok büyük");
}

TEST_F(Uploads, NoPathLeavesTheStorageRoot) {
  auto r = upload("splash-ads", kPng, "..%2F..%2F..%2Fetc%2Fpasswd.png");
  ASSERT_EQ(r.status, 201) << r.body;
  std::string name(body_of(r).at("name").as_string());
  EXPECT_EQ(name.find('/'), std::string::npos);
  EXPECT_EQ(name.find(".."), std::string::npos);
  EXPECT_TRUE(fs::exists(fs::path(stack->upload_dir()) / "splash-ads" / name));

  // A file beside the root and a link inside it pointing out: neither is reachable.
  fs::path outside = fs::path(stack->upload_dir()).parent_path() /
                     (fs::path(stack->upload_dir()).filename().string() + "-secret.png");
  { std::ofstream(outside, std::ios::binary) << kPng; }
  fs::create_directories(fs::path(stack->upload_dir()) / "promotions");
  fs::create_symlink(outside, fs::path(stack->upload_dir()) / "promotions" / "link.png");
  std::string leaf = outside.filename().string();
  for (const std::string& path :
       std::vector<std::string>{"/uploads/promotions/link.png", "/uploads/promotions/..%2F..%2F" + leaf,
                                "/uploads/promotions/%2e%2e%2f" + leaf, "/uploads/..%2F" + leaf + "/x.png",
                                "/uploads/promotions/..", "/uploads/promotions/.hidden.png",
                                "/uploads/etc/passwd.png", "/uploads/promotions/nothing-here.png"}) {
    auto g = stack->get(path);
    EXPECT_EQ(g.status, 404) << path << ": " << g.body;
    EXPECT_NE(g.body, kPng) << path;
  }
  fs::remove(outside);
  EXPECT_EQ(upload("other-bucket", kPng, "x.png").status, 404);
}

}  // namespace
