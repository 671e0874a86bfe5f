// The sitemap projection: not an apply function per event but a rebuild, run by the projector at
// the end of a batch that changed a casino or a blog post (same transaction), and at start.
#include <array>

#include "domain/sitemap.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kSitemapCasinos = R"SQL(
  SELECT id::text, slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')
  FROM casinos ORDER BY name COLLATE "tr-TR-x-icu", id
)SQL";
constexpr const char* kSitemapPosts = R"SQL(
  SELECT id::text, slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')
  FROM blog_posts WHERE is_published ORDER BY coalesce(published_at, created_at) DESC, id DESC
)SQL";
constexpr const char* kSaveSitemap = R"SQL(
  INSERT INTO sitemap (id, xml, origin, urls, updated_at) VALUES (1, $1, $2, $3, now())
  ON CONFLICT (id) DO UPDATE SET xml = EXCLUDED.xml, origin = EXCLUDED.origin, urls = EXCLUDED.urls,
    updated_at = EXCLUDED.updated_at
)SQL";

std::vector<domain::SitemapPage> pages(pqxx::transaction_base& tx, const char* sql) {
  std::vector<domain::SitemapPage> out;
  for (const auto& row : tx.exec(sql))
    out.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>()});
  return out;
}

}  // namespace

bool changes_sitemap(std::string_view event_type) {
  using namespace events::payload;
  static constexpr std::array kTypes{CasinoCreated::kEvent.name,       CasinoUpdated::kEvent.name,
                                     CasinoDeleted::kEvent.name,       BlogPostCreated::kEvent.name,
                                     BlogPostBatchCreated::kEvent.name, BlogPostUpdated::kEvent.name,
                                     BlogPostPublished::kEvent.name,   BlogPostUnpublished::kEvent.name,
                                     BlogPostDeleted::kEvent.name};
  for (auto t : kTypes)
    if (t == event_type) return true;
  return false;
}

void rebuild_sitemap(pqxx::transaction_base& tx, const std::string& public_origin) {
  const auto urls = domain::sitemap_urls(pages(tx, kSitemapCasinos), pages(tx, kSitemapPosts));
  tx.exec_params(kSaveSitemap, domain::render_sitemap(public_origin, urls), public_origin, static_cast<int>(urls.size()));
}

}  // namespace worker
