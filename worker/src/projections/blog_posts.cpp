// Blog post read model. created/updated carry the whole state (batch_created: of every post of a
// batch save); published and unpublished flip
// the state; indexed marks it; deleted removes it. viewed (engagement topic) adds its count: to
// blog_post_views always, so the total survives a post projected after its views, and to the
// post's row when it exists.
#include <map>

#include "domain/html_sanitizer.hpp"
#include "domain/plain_text.hpp"
#include "events/payloads.hpp"
#include "storage/array_literal.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kUpsertPost = R"SQL(
  INSERT INTO blog_posts (id, title, slug, excerpt, content, image_url, category, author, seo_title, seo_description,
                          seo_keywords, is_published, published_at, indexed, created_at, updated_at, view_count,
                          search_text, search_ascii)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
          coalesce((SELECT view_count FROM blog_post_views WHERE post_id = $1), 0), $17, $18)
  ON CONFLICT (id) DO UPDATE SET
    title = EXCLUDED.title, slug = EXCLUDED.slug, excerpt = EXCLUDED.excerpt, content = EXCLUDED.content,
    image_url = EXCLUDED.image_url, category = EXCLUDED.category, author = EXCLUDED.author,
    seo_title = EXCLUDED.seo_title, seo_description = EXCLUDED.seo_description, seo_keywords = EXCLUDED.seo_keywords,
    is_published = EXCLUDED.is_published, published_at = EXCLUDED.published_at, indexed = EXCLUDED.indexed,
    updated_at = EXCLUDED.updated_at, search_text = EXCLUDED.search_text, search_ascii = EXCLUDED.search_ascii
)SQL";

// An update of a post deleted meanwhile changes nothing: it must not bring the row back.
constexpr const char* kUpdatePost = R"SQL(
  UPDATE blog_posts SET title = $2, slug = $3, excerpt = $4, content = $5, image_url = $6, category = $7, author = $8,
    seo_title = $9, seo_description = $10, seo_keywords = $11, is_published = $12, published_at = $13, indexed = $14,
    created_at = $15, updated_at = $16, search_text = $17, search_ascii = $18
  WHERE id = $1
)SQL";

constexpr const char* kPublish = "UPDATE blog_posts SET is_published = true, published_at = $2 WHERE id = $1";
constexpr const char* kUnpublish = "UPDATE blog_posts SET is_published = false, published_at = NULL WHERE id = $1";
constexpr const char* kIndexed = "UPDATE blog_posts SET indexed = true WHERE id = $1";
constexpr const char* kDeletePost = "DELETE FROM blog_posts WHERE id = $1";
// $1 the posts' ids, $2 the views each got (one entry per post).
constexpr const char* kAddViews = R"SQL(
  INSERT INTO blog_post_views (post_id, view_count) SELECT * FROM unnest($1::uuid[], $2::bigint[])
  ON CONFLICT (post_id) DO UPDATE SET view_count = blog_post_views.view_count + EXCLUDED.view_count
)SQL";
// $1 UTC days, $2 the blog views each got (the back office's statistics).
constexpr const char* kAddViewsPerDay = R"SQL(
  INSERT INTO blog_views_by_day (day, views) SELECT * FROM unnest($1::date[], $2::bigint[])
  ON CONFLICT (day) DO UPDATE SET views = blog_views_by_day.views + EXCLUDED.views
)SQL";
constexpr const char* kAddViewsToPosts = R"SQL(
  UPDATE blog_posts p SET view_count = p.view_count + v.n FROM unnest($1::uuid[], $2::bigint[]) AS v(id, n)
  WHERE p.id = v.id
)SQL";

// One batched event carries at most this many views (the api flushes every second).
constexpr std::int64_t kMaxViewsPerEvent = 100'000'000;

void write_post(pqxx::transaction_base& tx, const char* sql, const events::payload::BlogPostState& p) {
  // Cleaned again as the api cleans it: an event written past the api cannot put script on a page.
  tx.exec_params(sql, p.id, p.title, p.slug, p.excerpt, domain::sanitize_html(p.content), p.image_url, p.category, p.author, p.seo_title,
                 p.seo_description, p.seo_keywords, p.is_published, p.published_at, p.indexed, p.created_at,
                 p.updated_at, domain::fold_for_search(p.title), domain::fold_ascii_for_search(p.title));
}

void apply_blog_post_created(pqxx::transaction_base& tx, const events::payload::BlogPostCreated& p) {
  write_post(tx, kUpsertPost, p);
}
// Every post of the batch in the event's transaction: a post the projection refuses (a slug
// another post has) fails the event, and the projector dead-letters it whole, so the batch is
// stored completely or not at all.
void apply_blog_post_batch_created(pqxx::transaction_base& tx, const events::payload::BlogPostBatchCreated& p) {
  if (p.posts.empty()) throw events::DecodeError("payload field 'posts' must not be empty");
  for (const auto& post : p.posts) write_post(tx, kUpsertPost, post);
}
void apply_blog_post_updated(pqxx::transaction_base& tx, const events::payload::BlogPostUpdated& p) {
  write_post(tx, kUpdatePost, p);
}
void apply_blog_post_published(pqxx::transaction_base& tx, const events::payload::BlogPostPublished& p) {
  tx.exec_params(kPublish, p.id, p.published_at);
}
void apply_blog_post_unpublished(pqxx::transaction_base& tx, const events::payload::BlogPostUnpublished& p) {
  tx.exec_params(kUnpublish, p.id);
}
void apply_blog_post_indexed(pqxx::transaction_base& tx, const events::payload::BlogPostIndexed& p) {
  tx.exec_params(kIndexed, p.id);
  mark_indexed(tx, "blog_post", p.id, p.url, p.at);
}
void apply_blog_post_deleted(pqxx::transaction_base& tx, const events::payload::BlogPostDeleted& p) {
  tx.exec_params(kDeletePost, p.id);
}

// The key is "<post id>|<UTC day of the event>": the total per post and the site's views per day.
std::pair<std::string, std::int64_t> count_blog_post_viewed(const events::Envelope& e,
                                                            const events::payload::BlogPostViewed& v) {
  if (v.count < 1 || v.count > kMaxViewsPerEvent)
    throw events::DecodeError("payload field 'count' must be from 1 to " + std::to_string(kMaxViewsPerEvent));
  return {v.id + "|" + e.at.substr(0, 10), v.count};
}
void add_views(pqxx::transaction_base& tx, const Counts& views) {
  std::map<std::string, std::int64_t> per_post, per_day;
  for (std::size_t i = 0; i < views.keys.size(); ++i) {
    const auto& key = views.keys[i];
    const auto bar = key.find('|');
    per_post[key.substr(0, bar)] += views.amounts[i];
    if (bar != std::string::npos) per_day[key.substr(bar + 1)] += views.amounts[i];
  }
  auto arrays = [](const std::map<std::string, std::int64_t>& m) {
    std::vector<std::string> keys;
    std::vector<std::int64_t> amounts;
    for (const auto& [k, n] : m) {
      keys.push_back(k);
      amounts.push_back(n);
    }
    return std::pair{storage::array_literal(keys), storage::array_literal(amounts)};
  };
  const auto [ids, counts] = arrays(per_post);
  tx.exec_params(kAddViews, ids, counts);
  tx.exec_params(kAddViewsToPosts, ids, counts);
  if (!per_day.empty()) {
    const auto [days, day_counts] = arrays(per_day);
    tx.exec_params(kAddViewsPerDay, days, day_counts);
  }
}

}  // namespace

void add_blog_post_projection(ApplyTable& table) {
  on(table, apply_blog_post_created);
  on(table, apply_blog_post_batch_created);
  on(table, apply_blog_post_updated);
  on(table, apply_blog_post_published);
  on(table, apply_blog_post_unpublished);
  on(table, apply_blog_post_indexed);
  on(table, apply_blog_post_deleted);
  on_count(table, count_blog_post_viewed, add_views);
}

}  // namespace worker
