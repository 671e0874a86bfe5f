// The sitemap (public spec section 2) and robots.txt: which URLs are listed, with which change
// frequency and priority, and their XML.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "domain/url_encoding.hpp"  // encode_path_segment, used with the paths below
#include <vector>

namespace domain {

struct SitemapUrl {
  std::string path;                    // "/blog/yeni-bonuslar", percent-encoded where needed
  std::optional<std::string> lastmod;  // W3C datetime, e.g. 2026-11-21T19:24:00+00:00
  std::string changefreq;
  std::string priority;
};

// A page the sitemap links to: a casino (any) or a published blog post.
struct SitemapPage {
  std::string id;
  std::string slug;        // may be empty: the id is used instead
  std::string updated_at;  // W3C datetime
};

// In this order: / weekly 1.0; /blog weekly 0.7; /bonuslar daily 0.9; /guvenilir-siteler weekly
// 0.8; then /casino/{slug or id} weekly 0.8 with lastmod for each casino; then /blog/{slug or id}
// monthly 0.6 with lastmod for each published post. Pages keep the order they are given in.
std::vector<SitemapUrl> sitemap_urls(std::span<const SitemapPage> casinos,
                                     std::span<const SitemapPage> published_posts);

// One casino's and one published post's URL, as sitemap_urls lists them.
SitemapUrl casino_sitemap_url(const SitemapPage& casino);
SitemapUrl post_sitemap_url(const SitemapPage& post);

// The <urlset> document (sitemaps.org 0.9), every <loc> = origin + path, XML-escaped.
std::string render_sitemap(std::string_view origin, std::span<const SitemapUrl> urls);

// The document in parts, so that a URL's element can be kept without the origin (the worker keeps
// one per casino and post, sitemap.cpp): render_sitemap = sitemap_open + for each URL
// (sitemap_url_head(origin) + sitemap_url_tail(url)) + sitemap_close, byte for byte.
std::string_view sitemap_open();
std::string_view sitemap_close();
std::string sitemap_url_head(std::string_view origin);  // "  <url>\n    <loc>" + the escaped origin
std::string sitemap_url_tail(const SitemapUrl& url);    // the escaped path, "</loc>", lastmod ... "</url>\n"

// Allows everything but the back office and points at origin + "/sitemap.xml".
std::string render_robots(std::string_view origin);

// Escapes & < > " ' for XML text and attribute values.
std::string xml_escape(std::string_view text);


}  // namespace domain
