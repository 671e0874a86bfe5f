// The sitemap projection: not an apply function per event but entries kept per casino and
// published post, and the XML put together from them. A batch only records which casinos and
// posts changed (sitemap_dirty, with the change count); after its commit the sitemap thread
// (sitemap_rebuilder.cpp) brings those entries up to date from the projections, and the statement
// that stores the XML puts it together from the entries along their order (no sort, no entry of
// an unchanged casino made again, no entry's XML through the worker). A schema
// that has no sitemap yet (a replay's) makes every entry from the projections: the whole rebuild
// that the kept entries stay equal to (SitemapIncremental test).
#include <optional>
#include <set>
#include <utility>

#include "domain/sitemap.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"
#include "storage/array_literal.hpp"
#include "storage/postgres.hpp"
#include "storage/query.hpp"

namespace worker {

namespace {

constexpr std::int64_t kCasino = 1, kPost = 2;

// One statement: the count grows and the keys are recorded at the new count.
constexpr const char* kCountChange = R"SQL(
  WITH counted AS (UPDATE sitemap_changes SET version = version + 1 RETURNING version)
  INSERT INTO sitemap_dirty (version, kind, id)
  SELECT counted.version, k.kind, k.id FROM counted, unnest($1::smallint[], $2::uuid[]) AS k(kind, id)
)SQL";
// Rebuilds of two workers one after the other: the later one never writes an entry older than the
// earlier one's. Batches do not take this lock.
constexpr const char* kLock = "SELECT pg_advisory_xact_lock($1)";
constexpr const char* kState = R"SQL(
  SELECT c.version, s.built_from FROM sitemap_changes c LEFT JOIN sitemap s ON s.id = 1
)SQL";
constexpr const char* kDirty = "SELECT DISTINCT kind, id::text FROM sitemap_dirty WHERE version <= $1";
// The fields an entry is made of; $1 the ids to read (NULL: all).
constexpr const char* kCasinoPages = R"SQL(
  SELECT id::text, slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'), name
  FROM casinos WHERE $1::uuid[] IS NULL OR id = ANY($1::uuid[])
)SQL";
constexpr const char* kPostPages = R"SQL(
  SELECT id::text, slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'),
         coalesce(published_at, created_at)
  FROM blog_posts WHERE is_published AND ($1::uuid[] IS NULL OR id = ANY($1::uuid[]))
)SQL";

// Every write names the schema's oid read first ($n::oid NULL: no guard) and does nothing when the
// name has moved meanwhile (a replay's swap): rows written to a retired schema are dropped with it.
#define BONUS_SITEMAP_GUARD(oid, name) \
  "(" oid "::oid IS NULL OR EXISTS (SELECT FROM pg_namespace WHERE nspname = " name " AND oid = " oid "::oid))"

// The entries of the keys read again: the gone ones removed ($1 kinds, $2 ids), the others written
// ($3.. one element per entry); the two sets of keys never meet.
constexpr const char* kWriteEntries =
    "WITH gone AS (DELETE FROM sitemap_entries e WHERE " BONUS_SITEMAP_GUARD("$8", "$9")
    " AND (e.kind, e.id) IN (SELECT * FROM unnest($1::smallint[], $2::uuid[])))"
    " INSERT INTO sitemap_entries (kind, id, name, at, url)"
    " SELECT * FROM unnest($3::smallint[], $4::uuid[], $5::text[], $6::timestamptz[], $7::text[])"
    " WHERE " BONUS_SITEMAP_GUARD("$8", "$9")
    " ON CONFLICT (kind, id) DO UPDATE SET name = EXCLUDED.name, at = EXCLUDED.at, url = EXCLUDED.url";
constexpr const char* kNoEntries = "DELETE FROM sitemap_entries WHERE " BONUS_SITEMAP_GUARD("$1", "$2");
constexpr const char* kTaken = "DELETE FROM sitemap_dirty WHERE version <= $1 AND " BONUS_SITEMAP_GUARD("$2", "$3");
// Along the indexes: the order is kept by them as entries change, not sorted on every rebuild.
constexpr const char* kAlongTheIndexes = "SET LOCAL enable_sort = off";
constexpr const char* kSortAgain = "SET LOCAL enable_sort = on";
// The document is put together in the statement that stores it, so the entries' XML (a few MB at
// catalogue size) never travels to the worker and back: one aggregate appends, in this order, $1
// (the opening with the static pages), each casino's and then each post's entry read along its
// index (the order of a part's sub-select is the order the aggregate reads it in), each after $2
// (the URL's head, with the origin; string_agg puts a row's separator before its value), and $3
// (the close, after nothing). No row is copied into a string of its own, and the document not
// again for a concatenation: each of those costs as much as the aggregate at this size. The URLs
// are the static pages ($4, their count) and the entries: the rows aggregated less the opening
// and the close.
// Saved only when the guard holds and never over a sitemap built from a later count (two
// workers); the api's cache is told in the same statement.
constexpr const char* kSaveSitemap =
    "WITH document AS ("
    "  SELECT string_agg(part, sep) AS xml, count(*) - 2 + $4 AS urls FROM ("
    "    SELECT $1::text AS part, ''::text AS sep"
    "    UNION ALL (SELECT url, $2::text FROM sitemap_entries WHERE kind = 1 ORDER BY name, id)"
    "    UNION ALL (SELECT url, $2::text FROM sitemap_entries WHERE kind = 2 ORDER BY at DESC, id DESC)"
    "    UNION ALL SELECT $3::text, '') parts),"
    " saved AS ("
    "  INSERT INTO sitemap (id, xml, origin, urls, built_from, updated_at)"
    "  SELECT 1, xml, $5, urls, $6, now() FROM document WHERE " BONUS_SITEMAP_GUARD("$7", "$8")
    "  ON CONFLICT (id) DO UPDATE SET xml = EXCLUDED.xml, origin = EXCLUDED.origin, urls = EXCLUDED.urls,"
    "    built_from = EXCLUDED.built_from, updated_at = EXCLUDED.updated_at"
    "  WHERE sitemap.built_from <= EXCLUDED.built_from"
    "  RETURNING 1),"
    " told AS (UPDATE projection_changes SET version = version + 1 WHERE area = 'sitemap' AND EXISTS (SELECT FROM saved))"
    " SELECT count(*) FROM saved";
#undef BONUS_SITEMAP_GUARD

struct Entries {
  std::vector<std::int64_t> kind;
  std::vector<std::string> id, url;
  std::vector<std::optional<std::string>> name, at;
};

// The entries of the casinos and published posts `ids` names (nullopt: all of them).
Entries read_entries(pqxx::transaction_base& tx, const std::optional<std::string>& casino_ids,
                     const std::optional<std::string>& post_ids) {
  Entries out;
  auto page = [](const pqxx::row& r) {
    return domain::SitemapPage{r[0].as<std::string>(), r[1].as<std::string>(), r[2].as<std::string>()};
  };
  if (casino_ids.value_or("") != "{}")
    for (const auto& r : tx.exec_params(kCasinoPages, casino_ids)) {
      out.kind.push_back(kCasino);
      out.id.push_back(r[0].as<std::string>());
      out.name.emplace_back(r[3].as<std::string>());
      out.at.emplace_back(std::nullopt);
      out.url.push_back(domain::sitemap_url_tail(domain::casino_sitemap_url(page(r))));
    }
  if (post_ids.value_or("") != "{}")
    for (const auto& r : tx.exec_params(kPostPages, post_ids)) {
      out.kind.push_back(kPost);
      out.id.push_back(r[0].as<std::string>());
      out.name.emplace_back(std::nullopt);
      out.at.emplace_back(r[3].as<std::string>());
      out.url.push_back(domain::sitemap_url_tail(domain::post_sitemap_url(page(r))));
    }
  return out;
}

// The key of an event of type P, when `type` is P's.
template <class P>
bool key_of(std::string_view type, std::int64_t kind, const events::Envelope* e, SitemapKeys& keys) {
  if (type != P::kEvent.name) return false;
  if (e) {
    keys.kinds.push_back(kind);
    keys.ids.push_back(events::payload_of<P>(*e).id);
  }
  return true;
}

}  // namespace

bool sitemap_keys_of(std::string_view type, const events::Envelope* e, SitemapKeys& keys) {
  using namespace events::payload;
  if (key_of<CasinoCreated>(type, kCasino, e, keys) || key_of<CasinoUpdated>(type, kCasino, e, keys) ||
      key_of<CasinoDeleted>(type, kCasino, e, keys) || key_of<BlogPostCreated>(type, kPost, e, keys) ||
      key_of<BlogPostUpdated>(type, kPost, e, keys) || key_of<BlogPostPublished>(type, kPost, e, keys) ||
      key_of<BlogPostUnpublished>(type, kPost, e, keys) || key_of<BlogPostDeleted>(type, kPost, e, keys))
    return true;
  if (type != BlogPostBatchCreated::kEvent.name) return false;
  if (e)
    for (const auto& post : events::payload_of<BlogPostBatchCreated>(*e).posts) {
      keys.kinds.push_back(kPost);
      keys.ids.push_back(post.id);
    }
  return true;
}

void count_sitemap_change(pqxx::transaction_base& tx, const SitemapKeys& keys) {
  storage::exec_batch(tx, keys.ids.size(), "sitemap.count_change", kCountChange, storage::array_literal(keys.kinds),
                      storage::array_literal(keys.ids));
}

bool rebuild_sitemap(pqxx::transaction_base& tx, const std::string& public_origin, const SchemaGuard* guard) {
  std::optional<std::string> oid, schema;
  if (guard) {
    oid = guard->oid;
    schema = guard->name;
  }
  tx.exec_params(kLock, storage::kSitemapLock);
  // The count first: a batch that commits after this read has a later count and keeps its keys,
  // so the sitemap never claims a change it may not show.
  const auto state = tx.exec(kState);
  const long long built_from = state.empty() ? 0 : state[0][0].as<long long>();
  Entries entries;
  std::vector<std::int64_t> gone_kinds;
  std::vector<std::string> gone_ids;
  if (state.empty() || state[0][1].is_null()) {  // never built here: every entry, the whole rebuild
    tx.exec_params(kNoEntries, oid, schema);
    entries = read_entries(tx, std::nullopt, std::nullopt);
  } else {
    std::set<std::pair<std::int64_t, std::string>> dirty;
    std::vector<std::string> casinos, posts;
    for (const auto& r : tx.exec_params(kDirty, built_from)) {
      dirty.emplace(r[0].as<std::int64_t>(), r[1].as<std::string>());
      (r[0].as<std::int64_t>() == kCasino ? casinos : posts).push_back(r[1].as<std::string>());
    }
    if (!dirty.empty()) entries = read_entries(tx, storage::array_literal(casinos), storage::array_literal(posts));
    for (std::size_t i = 0; i < entries.id.size(); ++i) dirty.erase({entries.kind[i], entries.id[i]});
    for (const auto& [kind, id] : dirty) {  // deleted, or a post no longer published
      gone_kinds.push_back(kind);
      gone_ids.push_back(id);
    }
  }
  if (!entries.id.empty() || !gone_ids.empty())
    tx.exec_params(kWriteEntries, storage::array_literal(gone_kinds), storage::array_literal(gone_ids),
                   storage::array_literal(entries.kind), storage::array_literal(entries.id),
                   storage::array_literal(entries.name), storage::array_literal(entries.at),
                   storage::array_literal(entries.url), oid, schema);
  tx.exec_params(kTaken, built_from, oid, schema);

  const auto statics = domain::sitemap_urls({}, {});
  const std::string head = domain::sitemap_url_head(public_origin);
  std::string open(domain::sitemap_open());
  for (const auto& u : statics) open += head + domain::sitemap_url_tail(u);
  tx.exec(kAlongTheIndexes);
  const bool saved = tx.exec_params(kSaveSitemap, open, head, std::string(domain::sitemap_close()),
                                    static_cast<int>(statics.size()), public_origin, built_from, oid, schema)[0][0]
                         .as<long long>() > 0;
  tx.exec(kSortAgain);
  return saved;
}

}  // namespace worker
