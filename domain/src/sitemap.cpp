// Sitemap entries and rendering.
#include "domain/sitemap.hpp"

#include "domain/text.hpp"

namespace domain {

std::string xml_escape(std::string_view text) { return escape_markup(text, ApostropheEntity::named); }

namespace {
std::string page_path(std::string_view prefix, const SitemapPage& p) {
  return std::string(prefix) + encode_path_segment(p.slug.empty() ? p.id : p.slug);
}
}  // namespace

SitemapUrl casino_sitemap_url(const SitemapPage& c) { return {page_path("/casino/", c), c.updated_at, "weekly", "0.8"}; }
SitemapUrl post_sitemap_url(const SitemapPage& p) { return {page_path("/blog/", p), p.updated_at, "monthly", "0.6"}; }

std::vector<SitemapUrl> sitemap_urls(std::span<const SitemapPage> casinos,
                                     std::span<const SitemapPage> published_posts) {
  std::vector<SitemapUrl> urls{
      {"/", std::nullopt, "weekly", "1.0"},
      {"/blog", std::nullopt, "weekly", "0.7"},
      {"/bonuslar", std::nullopt, "daily", "0.9"},
      {"/guvenilir-siteler", std::nullopt, "weekly", "0.8"},
  };
  for (const auto& c : casinos) urls.push_back(casino_sitemap_url(c));
  for (const auto& p : published_posts) urls.push_back(post_sitemap_url(p));
  return urls;
}

std::string_view sitemap_open() {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
}
std::string_view sitemap_close() { return "</urlset>\n"; }

// xml_escape works character by character, so escaping origin + path is escaping each.
std::string sitemap_url_head(std::string_view origin) { return "  <url>\n    <loc>" + xml_escape(origin); }

std::string sitemap_url_tail(const SitemapUrl& u) {
  std::string xml = xml_escape(u.path) + "</loc>\n";
  if (u.lastmod) xml += "    <lastmod>" + xml_escape(*u.lastmod) + "</lastmod>\n";
  xml += "    <changefreq>" + u.changefreq + "</changefreq>\n    <priority>" + u.priority + "</priority>\n  </url>\n";
  return xml;
}

std::string render_sitemap(std::string_view origin, std::span<const SitemapUrl> urls) {
  std::string xml(sitemap_open());
  const std::string head = sitemap_url_head(origin);
  for (const auto& u : urls) xml += head + sitemap_url_tail(u);
  xml += sitemap_close();
  return xml;
}

std::string render_robots(std::string_view origin) {
  return "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: " + std::string(origin) + "/sitemap.xml\n";
}

}  // namespace domain
