// Blog: lists show published posts only, newest first (by publication, else creation time); one
// post is found by slug, then by id, and only when it is published.
#include "handlers/blog.hpp"

#include <boost/json.hpp>

#include "domain/text.hpp"
#include "http/query.hpp"
#include "storage/sql_text.hpp"

namespace api::blog {

namespace {

// Batch posts saved before they were signed in Turkish carry the spec's English 'AI writer' in
// their events: visitors read the Turkish byline of domain::kBatchBlogAuthor instead. No view
// count: that moves with every reader and is its own answer (kViewCount), so a view does not drop
// the kept posts.
constexpr storage::SqlText kSummaryColumns(
    "id, title, slug, excerpt, image_url, category, "
    "CASE author WHEN 'AI writer' THEN 'Yapay Zeka Yazarı' ELSE author END AS author, "
    "created_at, updated_at, published_at");
constexpr storage::SqlText kNewestFirst(" ORDER BY coalesce(published_at, created_at) DESC, id DESC");
constexpr storage::SqlText kAggNewestFirst(" ORDER BY coalesce(x.published_at, x.created_at) DESC, x.id DESC");

constexpr auto kListPosts = storage::sql(
    "SELECT coalesce(json_agg(x", kAggNewestFirst, "), '[]'::json)::text FROM ("
    "SELECT ", kSummaryColumns, " FROM blog_posts WHERE is_published", kNewestFirst, " LIMIT $1::bigint) x");
// Visitors see published posts only: a draft is 404 here, on its page and in the sitemap (the
// original served drafts to anyone who knew the slug). Admins preview drafts in the back office.
constexpr auto kPostBySlug = storage::sql(
    "SELECT row_to_json(x)::text FROM (SELECT ", kSummaryColumns,
    ", content, seo_title, seo_description, seo_keywords, is_published FROM blog_posts WHERE slug = $1 AND is_published) x");
constexpr auto kPostById = storage::sql(
    "SELECT row_to_json(x)::text FROM (SELECT ", kSummaryColumns,
    ", content, seo_title, seo_description, seo_keywords, is_published FROM blog_posts WHERE id = $1 AND is_published) x");
constexpr const char* kViewCountBySlug =
    "SELECT json_build_object('id', id, 'view_count', view_count)::text FROM blog_posts WHERE slug = $1 AND is_published";
constexpr const char* kViewCountById =
    "SELECT json_build_object('id', id, 'view_count', view_count)::text FROM blog_posts WHERE id = $1 AND is_published";
constexpr const char* kPostKeyBySlug = "SELECT id::text, category FROM blog_posts WHERE slug = $1 AND is_published";
constexpr const char* kPostKeyById = "SELECT id::text, category FROM blog_posts WHERE id = $1 AND is_published";
// $1 the post, $2 its category.
constexpr auto kSimilarPosts = storage::sql(
    "SELECT coalesce(json_agg(x", kAggNewestFirst, "), '[]'::json)::text FROM ("
    "SELECT ", kSummaryColumns, " FROM blog_posts WHERE is_published AND category = $2 AND id <> $1", kNewestFirst,
    " LIMIT 3) x");
constexpr auto kLatestPosts = storage::sql(
    "SELECT coalesce(json_agg(json_build_object('id', x.id, 'title', x.title, 'slug', x.slug)", kAggNewestFirst,
    "), '[]'::json)::text FROM ("
    "SELECT id, title, slug, published_at, created_at FROM blog_posts WHERE is_published", kNewestFirst, " LIMIT 4) x");
constexpr const char* kPostExists = "SELECT 1 FROM blog_posts WHERE id = $1 AND is_published";

[[noreturn]] void not_found() { throw ApiError(http::status::not_found, "not_found", "Blog yazısı bulunamadı"); }

// Slug first, then id: a slug that happens to look like a UUID still finds its post.
pqxx::result find_one(pqxx::transaction_base& tx, const char* by_slug, const char* by_id, const std::string& param) {
  if (param.empty() || param.size() > 300) return {};
  auto r = tx.exec_params(by_slug, param);
  if (r.empty() && domain::looks_like_uuid(param)) r = tx.exec_params(by_id, param);
  return r;
}

}  // namespace

Response list(Services& s, Request& req) {
  const std::optional<long long> limit = query_int(req, "limit", 1, kListLimitMax);
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  return json_response(http::status::ok, tx.exec_params(kListPosts, limit)[0][0].as<std::string>());
}

Response get(Services& s, Request& req) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  auto r = find_one(tx, kPostBySlug, kPostById, req.params.at("idOrSlug"));
  if (r.empty()) not_found();
  return json_response(http::status::ok, r[0][0].as<std::string>());
}

Response view_count(Services& s, Request& req) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  auto r = find_one(tx, kViewCountBySlug, kViewCountById, req.params.at("idOrSlug"));
  if (r.empty()) not_found();
  return json_response(http::status::ok, r[0][0].as<std::string>());
}

Response similar(Services& s, Request& req) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  auto key = find_one(tx, kPostKeyBySlug, kPostKeyById, req.params.at("idOrSlug"));
  if (key.empty()) not_found();
  if (key[0][1].is_null()) return json_response(http::status::ok, "[]");
  const std::string id = key[0][0].as<std::string>();
  const std::string category = key[0][1].as<std::string>();
  return json_response(http::status::ok, tx.exec_params(kSimilarPosts, id, category)[0][0].as<std::string>());
}

Response latest(Services& s, Request&) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  return json_response(http::status::ok, tx.exec(kLatestPosts)[0][0].as<std::string>());
}

namespace {
// The canonical (lower-case) id, so "ABC..." and "abc..." count for the same post.
std::string post_key(const std::string& id) {
  std::string key = id;
  for (auto& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return key;
}
constexpr const char* kAccepted = R"({"accepted":true})";
}  // namespace

Response view(Services& s, Request& req) {
  const std::string& id = req.params.at("id");
  if (!domain::looks_like_uuid(id)) not_found();
  const std::string key = post_key(id);
  if (!s.published_posts.contains(key)) {
    const std::uint64_t version = s.published_posts.version();  // before the query: see keep()
    {
      auto db = s.db.acquire();
      pqxx::nontransaction tx(*db);
      if (tx.exec_params(kPostExists, id).empty()) not_found();
    }
    s.published_posts.keep(key, version);
  }
  if (!s.views.add(key))
    throw ApiError(http::status::service_unavailable, "busy",
                   "Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.");
  return json_response(http::status::accepted, kAccepted);
}

std::optional<Response> view_ready(Services& s, Request& req) {
  // An Idempotency-Key is checked (and may be refused) on the handler pool's way, as for any command.
  if (req.raw.find("Idempotency-Key") != req.raw.end()) return std::nullopt;
  const std::string& id = req.params.at("id");
  if (!domain::looks_like_uuid(id)) return std::nullopt;
  const std::string key = post_key(id);
  if (!s.published_posts.contains(key) || !s.views.add(key)) return std::nullopt;
  return json_response(http::status::accepted, kAccepted);
}

}  // namespace api::blog
