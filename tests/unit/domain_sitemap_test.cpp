// Sitemap entries (public spec section 2), their XML, and robots.txt.
#include <gtest/gtest.h>

#include <vector>

#include "domain/site.hpp"
#include "domain/sitemap.hpp"

namespace {

using domain::SitemapPage;

TEST(DomainSitemap, StaticPathsThenCasinosThenPostsWithTheSpecsFrequencies) {
  std::vector<SitemapPage> casinos{{"c1", "ay-casino", "2026-01-02T03:04:05+00:00"},
                                   {"c2-uuid", "", "2026-01-03T00:00:00+00:00"}};
  std::vector<SitemapPage> posts{{"b1", "yeni-bonuslar", "2026-02-01T10:00:00+00:00"}};
  auto urls = domain::sitemap_urls(casinos, posts);
  ASSERT_EQ(urls.size(), 7U);
  struct Want {
    const char* path;
    const char* freq;
    const char* priority;
    bool lastmod;
  };
  const Want want[] = {{"/", "weekly", "1.0", false},
                       {"/blog", "weekly", "0.7", false},
                       {"/bonuslar", "daily", "0.9", false},
                       {"/guvenilir-siteler", "weekly", "0.8", false},
                       {"/casino/ay-casino", "weekly", "0.8", true},
                       {"/casino/c2-uuid", "weekly", "0.8", true},
                       {"/blog/yeni-bonuslar", "monthly", "0.6", true}};
  for (std::size_t i = 0; i < urls.size(); ++i) {
    EXPECT_EQ(urls[i].path, want[i].path);
    EXPECT_EQ(urls[i].changefreq, want[i].freq);
    EXPECT_EQ(urls[i].priority, want[i].priority);
    EXPECT_EQ(urls[i].lastmod.has_value(), want[i].lastmod) << urls[i].path;
  }
  EXPECT_EQ(urls[4].lastmod.value_or(""), "2026-01-02T03:04:05+00:00");
  EXPECT_EQ(urls[6].lastmod.value_or(""), "2026-02-01T10:00:00+00:00");
}

TEST(DomainSitemap, OddCharactersInSlugsArePercentEncoded) {
  std::vector<SitemapPage> posts{{"b1", "şans & kazanç?", "2026-02-01T10:00:00+00:00"}};
  auto urls = domain::sitemap_urls({}, posts);
  EXPECT_EQ(urls.back().path, "/blog/%C5%9Fans%20%26%20kazan%C3%A7%3F");
}

TEST(DomainSitemap, RendersTheUrlsetOnTheOrigin) {
  std::vector<domain::SitemapUrl> urls{{"/", std::nullopt, "weekly", "1.0"},
                                       {"/casino/a&b", "2026-01-02T03:04:05+00:00", "weekly", "0.8"}};
  const std::string xml = domain::render_sitemap("https://bonus.example", urls);
  EXPECT_EQ(xml,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "  <url>\n    <loc>https://bonus.example/</loc>\n    <changefreq>weekly</changefreq>\n"
            "    <priority>1.0</priority>\n  </url>\n"
            "  <url>\n    <loc>https://bonus.example/casino/a&amp;b</loc>\n"
            "    <lastmod>2026-01-02T03:04:05+00:00</lastmod>\n    <changefreq>weekly</changefreq>\n"
            "    <priority>0.8</priority>\n  </url>\n"
            "</urlset>\n");
}

TEST(DomainSitemap, RobotsPointsAtTheSitemap) {
  const std::string robots = domain::render_robots("https://bonus.example");
  EXPECT_NE(robots.find("User-agent: *\n"), std::string::npos);
  EXPECT_NE(robots.find("Disallow: /admin\n"), std::string::npos);
  EXPECT_NE(robots.find("\nSitemap: https://bonus.example/sitemap.xml\n"), std::string::npos);
}

TEST(DomainSitemap, XmlEscapeCoversTheFiveCharacters) {
  EXPECT_EQ(domain::xml_escape("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
}

}  // namespace

namespace {

TEST(DomainSite, PublicOriginIsASchemeAndHostWithoutTrailingSlash) {
  EXPECT_EQ(domain::normalize_public_origin("https://bonus.example/"), "https://bonus.example");
  EXPECT_EQ(domain::normalize_public_origin(" http://127.0.0.1:8080 "), "http://127.0.0.1:8080");
  EXPECT_EQ(domain::normalize_public_origin("https://bonus.example/site"), "");
  EXPECT_EQ(domain::normalize_public_origin("ftp://bonus.example"), "");
  EXPECT_EQ(domain::normalize_public_origin("bonus.example"), "");
  EXPECT_EQ(domain::normalize_public_origin("https://bonus.example?x=1"), "");
}

TEST(DomainSite, DefaultTitleCarriesTheProductName) {
  EXPECT_EQ(domain::default_page_seo("Şans Rehberi").title,
            "Şans Rehberi - Casino Bonusları ve Promosyonları");
  EXPECT_EQ(domain::default_page_seo("x").image, "/logo.png");
  EXPECT_EQ(domain::default_page_seo("x").type, "website");
}

}  // namespace
