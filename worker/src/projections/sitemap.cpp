// The sitemap projection: not an apply function per event but a rebuild from the casinos and the
// published posts. A batch only counts that what the sitemap lists changed; the rebuild runs
// after its commit (sitemap_rebuilder.cpp), and in the dead-letter retry's own transaction.
#include <array>
#include <optional>

#include "domain/sitemap.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kCountChange = "UPDATE sitemap_changes SET version = version + 1";
constexpr const char* kChanges = "SELECT version FROM sitemap_changes";
constexpr const char* kSitemapCasinos = R"SQL(
  SELECT id::text, slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')
  FROM casinos ORDER BY name COLLATE "tr-TR-x-icu", id
)SQL";
constexpr const char* kSitemapPosts = R"SQL(
  SELECT id::text, slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')
  FROM blog_posts WHERE is_published ORDER BY coalesce(published_at, created_at) DESC, id DESC
)SQL";
// Saved only when the guard holds ($5 null: no guard) and never over a sitemap built from a later
// count (two workers rebuilding at once); the api's cache is told in the same statement.
constexpr const char* kSaveSitemap = R"SQL(
  WITH saved AS (
    INSERT INTO sitemap (id, xml, origin, urls, built_from, updated_at)
    SELECT 1, $1, $2, $3, $4, now()
    WHERE $5::oid IS NULL OR EXISTS (SELECT FROM pg_namespace WHERE nspname = $6 AND oid = $5::oid)
    ON CONFLICT (id) DO UPDATE SET xml = EXCLUDED.xml, origin = EXCLUDED.origin, urls = EXCLUDED.urls,
      built_from = EXCLUDED.built_from, updated_at = EXCLUDED.updated_at
    WHERE sitemap.built_from <= EXCLUDED.built_from
    RETURNING 1),
  told AS (UPDATE projection_changes SET version = version + 1 WHERE area = 'sitemap' AND EXISTS (SELECT FROM saved))
  SELECT count(*) FROM saved
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

void count_sitemap_change(pqxx::transaction_base& tx) { tx.exec(kCountChange); }

bool rebuild_sitemap(pqxx::transaction_base& tx, const std::string& public_origin, const SchemaGuard* guard) {
  // The count first: a batch that commits after this read is counted again, so the sitemap never
  // claims a change it may not show.
  const auto changes = tx.exec(kChanges);
  const long long built_from = changes.empty() ? 0 : changes[0][0].as<long long>();
  const auto urls = domain::sitemap_urls(pages(tx, kSitemapCasinos), pages(tx, kSitemapPosts));
  std::optional<std::string> oid, schema;
  if (guard) {
    oid = guard->oid;
    schema = guard->name;
  }
  return tx.exec_params(kSaveSitemap, domain::render_sitemap(public_origin, urls), public_origin,
                        static_cast<int>(urls.size()), built_from, oid, schema)[0][0].as<long long>() > 0;
}

}  // namespace worker
