// Blog posts: created unpublished with a slug from the title when none is given; updates keep the
// publish state; publishing sets published_at and requests indexing; the batch save publishes
// exactly the first N posts. Content is sanitised HTML.
#include "handlers/admin_blog.hpp"

#include <array>
#include <chrono>
#include <set>

#include "domain/blog_post_rules.hpp"
#include "domain/html_sanitizer.hpp"
#include "domain/text.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/command_reply.hpp"
#include "handlers/bulk.hpp"
#include "handlers/list_page.hpp"
#include "storage/sql_text.hpp"
#include "idempotency.hpp"
#include "http/errors.hpp"
#include "storage/query.hpp"
#include "http/json_body.hpp"

namespace api::admin_blog {

namespace json = boost::json;

namespace {

constexpr std::string_view kNotFound = "Blog yazısı bulunamadı";

// The list leaves out the content; the form gets everything. The indexing state is where the
// post's search-engine submission stands (none, pending, indexed, failed with its error).
// Filters: $1/$2 the search on the title (list_page::Query), $3 published ('true' published,
// 'false' draft; NULL for all).
constexpr storage::SqlText kListWhere(
    " WHERE ($1::text IS NULL OR (p.search_ascii LIKE $1 AND ($2::text IS NULL OR strpos(p.search_text, $2) > 0)))"
    " AND ($3::boolean IS NULL OR p.is_published = $3::boolean)");
constexpr auto kListRows = storage::sql(
    "SELECT p.id, p.title, p.slug, p.excerpt, p.image_url, p.category, p.author, p.is_published,"
    " CASE WHEN p.is_published THEN 'Yayında' ELSE 'Taslak' END AS status_label,"
    " p.published_at, p.indexed, i.status AS indexing_status, i.error AS indexing_error, p.view_count,"
    " p.created_at, p.updated_at FROM blog_posts p LEFT JOIN indexing_status i ON i.entity_id = p.id",
    kListWhere);
constexpr auto kListCount = storage::sql("SELECT count(*) FROM blog_posts p", kListWhere);
constexpr int kListFirstFree = 4;
constexpr std::array<list_page::Sort, 5> kSorts{{{"title", "p.title COLLATE \"tr-TR-x-icu\""},
                                                  {"status", "p.is_published"},
                                                  {"published", "p.published_at"},
                                                  {"views", "p.view_count"},
                                                  {"created", "p.created_at"}}};
constexpr std::array<std::string_view, 2> kPublished{"true", "false"};
// Bulk actions on every post the filter matches, oldest first ($4: how many at most).
constexpr auto kMatchingIds =
    storage::sql("SELECT p.id FROM blog_posts p", kListWhere, " ORDER BY p.created_at, p.id LIMIT $4");
constexpr std::array<std::string_view, 2> kBulkActions{"publish", "unpublish"};
constexpr const char* kById = R"SQL(
  SELECT row_to_json(x)::text FROM (
    SELECT id, title, slug, excerpt, content, image_url, category, author, seo_title, seo_description,
           seo_keywords, is_published, CASE WHEN is_published THEN 'Yayında' ELSE 'Taslak' END AS status_label,
           published_at, indexed, view_count, created_at, updated_at
      FROM blog_posts WHERE id = $1) x
)SQL";
constexpr const char* kByIds = R"SQL(
  SELECT coalesce(json_agg(x ORDER BY array_position($1::uuid[], x.id)), '[]'::json)::text FROM (
    SELECT id, title, slug, excerpt, category, author, is_published, published_at, indexed, created_at, updated_at
      FROM blog_posts WHERE id = ANY($1::uuid[])) x
)SQL";
constexpr const char* kState = R"SQL(
  SELECT slug, author, is_published,
         to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), indexed,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM blog_posts WHERE id = $1
)SQL";
constexpr const char* kSlugTaken = "SELECT 1 FROM blog_posts WHERE slug = $1 AND id IS DISTINCT FROM $2::uuid";
constexpr const char* kSlugsLike = "SELECT slug FROM blog_posts WHERE slug LIKE $1";

struct Stored {
  std::string slug, author;
  bool is_published;
  std::optional<std::string> published_at;
  bool indexed;
  std::string created_at;
};

Stored load(Services& s, const std::string& id) {
  auto r = storage::query(s.db, kState, id);
  if (r.empty()) not_found(kNotFound);
  const auto& row = r[0];
  return {row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<bool>(),
          row[3].is_null() ? std::nullopt : std::optional<std::string>(row[3].as<std::string>()), row[4].as<bool>(),
          row[5].as<std::string>()};
}

std::optional<std::string> trimmed(std::optional<std::string> v) {
  if (!v) return v;
  auto t = domain::trim(*v);
  if (t.empty()) return std::nullopt;
  return std::string(t);
}

domain::BlogPostInput read_post(const json::object& o) {
  domain::BlogPostInput in;
  in.title = string_field(o, "title");
  in.excerpt = string_field(o, "excerpt");
  in.content = domain::sanitize_html(string_field(o, "content"));
  in.category = string_field(o, "category");
  in.image_url = trimmed(optional_string_field(o, "image_url"));
  in.slug = trimmed(optional_string_field(o, "slug"));
  in.seo_title = trimmed(optional_string_field(o, "seo_title"));
  in.seo_description = trimmed(optional_string_field(o, "seo_description"));
  in.seo_keywords = trimmed(optional_string_field(o, "seo_keywords"));
  return in;
}

std::string pg_array(const std::vector<std::string>& items) {
  std::string out = "{";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + items[i];  // uuids: nothing to quote
  return out + "}";
}

events::payload::BlogPostState state(const std::string& id, const domain::BlogPostInput& in, const std::string& slug,
                                    const std::string& author, bool is_published,
                                    const std::optional<std::string>& published_at, bool indexed,
                                    const std::string& created_at, const std::string& updated_at) {
  auto category = domain::trim(in.category);
  return {.id = id,
          .title = std::string(domain::trim(in.title)),
          .slug = slug,
          .excerpt = std::string(domain::trim(in.excerpt)),
          .content = in.content,
          .image_url = in.image_url,
          .category = category.empty() ? std::nullopt : std::optional<std::string>(category),
          .author = author,
          .seo_title = in.seo_title,
          .seo_description = in.seo_description,
          .seo_keywords = in.seo_keywords,
          .is_published = is_published,
          .published_at = published_at,
          .indexed = indexed,
          .created_at = created_at,
          .updated_at = updated_at};
}

// A slug no other post has. A given slug that is taken is the admin's to change (409); a
// generated one is the title's clean slug, or, when another post has that, the clean slug with
// a time suffix that moves on until it is free.
std::string choose_slug(Services& s, const domain::BlogPostInput& in, const std::optional<std::string>& own_id) {
  auto now = std::chrono::system_clock::now();
  if (in.slug) {
    auto slug = domain::blog_slug(in.title, *in.slug, now);
    if (!storage::query(s.db, kSlugTaken, slug, own_id).empty()) conflict("slug_taken", domain::kSlugTaken, "slug");
    return slug;
  }
  auto clean = domain::blog_slug(in.title, std::nullopt, now);
  if (storage::query(s.db, kSlugTaken, clean, own_id).empty()) return clean;
  for (int attempt = 0;; ++attempt) {
    auto slug = domain::suffixed_blog_slug(in.title, now + std::chrono::milliseconds(attempt));
    if (storage::query(s.db, kSlugTaken, slug, own_id).empty() || attempt > 1000) return slug;
  }
}

}  // namespace

Response list(Services& s, Request& req) {
  const auto q = list_page::read(req, kSorts, "created", true, "p.id");
  return list_page::page_reply(s, kListRows.c_str(), kListCount, q, kListFirstFree, q.pattern, q.exact,
                               list_page::choice(req, "published", kPublished));
}

Response get(Services& s, Request& req) { return get_reply(s, req, kById, kNotFound); }

Response bulk(Services& s, Request& req) {
  auto ask = bulk::read(req, kBulkActions);
  // The filter is checked even when ids are given.
  const auto q = list_page::read(req, kSorts, "created", true, "p.id");
  const auto published = list_page::choice(req, "published", kPublished);
  if (!ask.ids) ask.ids = bulk::matching(s, kMatchingIds, q.pattern, q.exact, published);
  return bulk::start(s, req, "blog_posts", ask.action, std::move(*ask.ids));
}

Response create(Services& s, Request& req) {
  auto o = parse_json_object(req.body());
  auto in = read_post(o);
  auto errors = domain::validate_blog_post(in);
  if (!errors.empty()) throw validation_failed(errors);
  auto author = optional_string_field(o, "author");
  std::string id = entity_id(req, req.actor), now = events::now_utc();
  auto slug = choose_slug(s, in, id);  // its own id: a keyed retry sees its first attempt's slug as its own
  // A manual save creates the post unpublished.
  auto data = state(id, in, slug, author ? std::string(domain::trim(*author)) : std::string(domain::kDefaultBlogAuthor),
                    false, std::nullopt, false, now, now);
  auto outcome = s.commands.publish(req, events::make_event(req.actor, id, events::payload::BlogPostCreated{data}));
  return reply(s, outcome, http::status::created, kById, id);
}

Response update(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto stored = load(s, id);
  auto in = read_post(parse_json_object(req.body()));
  auto errors = domain::validate_blog_post(in);
  if (!errors.empty()) throw validation_failed(errors);
  // The slug changes only when the admin gives a new one; the publish state is kept.
  std::string slug = in.slug ? choose_slug(s, in, id) : stored.slug;
  auto data = state(id, in, slug, stored.author, stored.is_published, stored.published_at, stored.indexed,
                    stored.created_at, events::now_utc());
  auto outcome = s.commands.publish(req, events::make_event(req.actor, id, restoring(req, events::payload::BlogPostUpdated{data})));
  return reply(s, outcome, http::status::ok, kById, id);
}

Response publish(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto stored = load(s, id);
  if (stored.is_published) conflict("already_published", "Blog yazısı zaten yayında");
  auto outcome = s.commands.publish(req, 
      events::make_event(req.actor, id, events::payload::BlogPostPublished{.id = id, .published_at = events::now_utc()}));
  request_indexing(s, req, "/blog/" + stored.slug, "blog_post", id);
  return reply(s, outcome, http::status::ok, kById, id);
}

Response unpublish(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  if (!load(s, id).is_published) conflict("not_published", "Blog yazısı zaten taslak");
  auto outcome = s.commands.publish(req, 
      events::make_event(req.actor, id, events::payload::BlogPostUnpublished{.id = id, .at = events::now_utc()}));
  return reply(s, outcome, http::status::ok, kById, id);
}

Response remove(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  load(s, id);
  return publish_removal<events::payload::BlogPostDeleted>(s, req, id);
}

Response batch(Services& s, Request& req) {
  auto o = parse_json_object(req.body());
  auto* posts = o.if_contains("posts");
  if (posts && !posts->is_array() && !posts->is_null()) invalid("posts", "Bu alan liste olmalıdır");
  std::size_t count = posts && posts->is_array() ? posts->get_array().size() : 0;
  long long publish_count = optional_integer_field(o, "publish_count").value_or(1);
  if (count > 0 && publish_count > static_cast<long long>(count)) publish_count = static_cast<long long>(count);
  // "at most the number generated": a larger N publishes them all.
  auto errors = domain::validate_batch(count, publish_count);
  if (!errors.empty()) throw validation_failed(errors);

  std::vector<domain::BlogPostInput> inputs;
  domain::FieldErrors all;
  for (std::size_t i = 0; i < count; ++i) {
    const auto& item = posts->get_array()[i];
    if (!item.is_object()) {
      all.push_back({"posts[" + std::to_string(i) + "]", "Bu alan nesne olmalıdır"});
      continue;
    }
    inputs.push_back(read_post(item.get_object()));
    for (auto& e : domain::validate_blog_post(inputs.back(), false))
      all.push_back({"posts[" + std::to_string(i) + "]." + e.field, e.message});
  }
  if (!all.empty()) throw validation_failed(all);

  // Slugs: each with the 4-digit suffix, moved on past any taken by an existing post.
  auto now = std::chrono::system_clock::now();
  std::set<std::string> taken;
  for (const auto& in : inputs) {
    auto base = domain::batch_blog_slug(in.title, now, 0);
    for (const auto& row : storage::query(s.db, kSlugsLike, base.substr(0, base.size() - 4) + "%")) taken.insert(row[0].as<std::string>());
  }
  // One event carries the whole batch: the log has every post or none, and the projection
  // applies them in one transaction or not at all.
  std::vector<std::string> ids;
  events::payload::BlogPostBatchCreated created{.id = entity_id(req, req.actor, "batch"), .posts = {}};
  std::string at = events::now_utc();
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    std::string slug;
    for (std::size_t shift = i;; shift += inputs.size()) {
      slug = domain::batch_blog_slug(inputs[i].title, now, shift);
      if (taken.insert(slug).second || shift > 10000 * inputs.size()) break;
    }
    bool published = static_cast<long long>(i) < publish_count;  // the first N are published
    std::string id = entity_id(req, req.actor, "post:" + std::to_string(i));
    created.posts.push_back(state(id, inputs[i], slug, std::string(domain::kBatchBlogAuthor), published,
                                  published ? std::optional<std::string>(at) : std::nullopt, false, at, at));
    ids.push_back(id);
  }
  auto outcome = s.commands.publish(req, events::make_event(req.actor, created.id, created));
  for (const auto& post : created.posts)
    if (post.is_published) request_indexing(s, req, "/blog/" + post.slug, "blog_post", post.id);
  return command_reply(s, outcome, http::status::created, [&]() -> std::optional<std::string> {
    return "{\"posts\":" + *storage::query_text(s.db, kByIds, pg_array(ids)) + "}";
  });
}

}  // namespace api::admin_blog
