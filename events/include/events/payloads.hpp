// One struct per event type: what its `data` holds (docs/events.md describes each in words,
// events/catalogue.json lists the fields; a unit test keeps the three in step). Create and update
// events of an entity carry the same whole state, so they share a state struct and differ only in
// their type. Timestamps are UTC ISO 8601 text (events::now_utc()).
//
// To add an event type: its name in catalogue.hpp and kCatalogue, a struct here (described, with
// kType) added to AllPayloads, its fields in catalogue.json, an apply function in the worker if a
// read model follows it. See "How to add an event type" in docs/events.md.
#pragma once
#include <boost/describe.hpp>
#include <boost/mp11.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "events/catalogue.hpp"

namespace events::payload {

using OptString = std::optional<std::string>;

// ---- casinos ----

struct CasinoState {
  std::string id, name, slug, url, logo_url, description;
  OptString details;
  std::optional<double> rating;
  bool featured = false;
  std::string created_at, updated_at;
};
BOOST_DESCRIBE_STRUCT(CasinoState, (),
                      (id, name, slug, url, logo_url, description, details, rating, featured, created_at, updated_at))

struct CasinoCreated : CasinoState {
  static constexpr std::string_view kType = type::casino_created;
};
BOOST_DESCRIBE_STRUCT(CasinoCreated, (CasinoState), ())
struct CasinoUpdated : CasinoState {
  static constexpr std::string_view kType = type::casino_updated;
};
BOOST_DESCRIBE_STRUCT(CasinoUpdated, (CasinoState), ())
struct CasinoDeleted {
  static constexpr std::string_view kType = type::casino_deleted;
  std::string id;
};
BOOST_DESCRIBE_STRUCT(CasinoDeleted, (), (id))

// ---- categories ----

struct CategoryState {
  std::string id, name, slug;
  OptString description;
  bool is_active = true;
  std::string created_at, updated_at;
};
BOOST_DESCRIBE_STRUCT(CategoryState, (), (id, name, slug, description, is_active, created_at, updated_at))

struct CategoryCreated : CategoryState {
  static constexpr std::string_view kType = type::category_created;
};
BOOST_DESCRIBE_STRUCT(CategoryCreated, (CategoryState), ())
struct CategoryUpdated : CategoryState {
  static constexpr std::string_view kType = type::category_updated;
};
BOOST_DESCRIBE_STRUCT(CategoryUpdated, (CategoryState), ())
struct CategoryDeleted {
  static constexpr std::string_view kType = type::category_deleted;
  std::string id;
};
BOOST_DESCRIBE_STRUCT(CategoryDeleted, (), (id))

// ---- promotions ----

struct PromotionState {
  std::string id, title;
  OptString casino_id, category_id, category;  // category: the category's name
  std::string description;                     // stored HTML: <p>short</p> + full HTML
  std::string url;
  std::vector<std::string> terms;
  OptString promotion_code;
  bool is_active = true;
  bool indexed = false;
  OptString expiry_date, image_url;
  std::string created_at, updated_at;
};
BOOST_DESCRIBE_STRUCT(PromotionState, (),
                      (id, title, casino_id, category_id, category, description, url, terms, promotion_code, is_active,
                       indexed, expiry_date, image_url, created_at, updated_at))

struct PromotionCreated : PromotionState {
  static constexpr std::string_view kType = type::promotion_created;
};
BOOST_DESCRIBE_STRUCT(PromotionCreated, (PromotionState), ())
struct PromotionUpdated : PromotionState {
  static constexpr std::string_view kType = type::promotion_updated;
};
BOOST_DESCRIBE_STRUCT(PromotionUpdated, (PromotionState), ())
struct PromotionActivated {  // is_active true, indexed false
  static constexpr std::string_view kType = type::promotion_activated;
  std::string id, at;
};
BOOST_DESCRIBE_STRUCT(PromotionActivated, (), (id, at))
struct PromotionDeactivated {
  static constexpr std::string_view kType = type::promotion_deactivated;
  std::string id, at;
};
BOOST_DESCRIBE_STRUCT(PromotionDeactivated, (), (id, at))
struct PromotionIndexed {
  static constexpr std::string_view kType = type::promotion_indexed;
  std::string id, url, at;
};
BOOST_DESCRIBE_STRUCT(PromotionIndexed, (), (id, url, at))
struct PromotionDeleted {
  static constexpr std::string_view kType = type::promotion_deleted;
  std::string id;
};
BOOST_DESCRIBE_STRUCT(PromotionDeleted, (), (id))

// ---- blog posts ----

struct BlogPostState {
  std::string id, title, slug, excerpt, content;
  OptString image_url, category;
  std::string author;
  OptString seo_title, seo_description, seo_keywords;
  bool is_published = false;
  OptString published_at;
  bool indexed = false;
  std::string created_at, updated_at;
};
BOOST_DESCRIBE_STRUCT(BlogPostState, (),
                      (id, title, slug, excerpt, content, image_url, category, author, seo_title, seo_description,
                       seo_keywords, is_published, published_at, indexed, created_at, updated_at))

struct BlogPostCreated : BlogPostState {
  static constexpr std::string_view kType = type::blog_post_created;
};
BOOST_DESCRIBE_STRUCT(BlogPostCreated, (BlogPostState), ())
struct BlogPostUpdated : BlogPostState {
  static constexpr std::string_view kType = type::blog_post_updated;
};
BOOST_DESCRIBE_STRUCT(BlogPostUpdated, (BlogPostState), ())
struct BlogPostPublished {
  static constexpr std::string_view kType = type::blog_post_published;
  std::string id, published_at;
};
BOOST_DESCRIBE_STRUCT(BlogPostPublished, (), (id, published_at))
struct BlogPostUnpublished {
  static constexpr std::string_view kType = type::blog_post_unpublished;
  std::string id, at;
};
BOOST_DESCRIBE_STRUCT(BlogPostUnpublished, (), (id, at))
struct BlogPostIndexed {
  static constexpr std::string_view kType = type::blog_post_indexed;
  std::string id, url, at;
};
BOOST_DESCRIBE_STRUCT(BlogPostIndexed, (), (id, url, at))
struct BlogPostDeleted {
  static constexpr std::string_view kType = type::blog_post_deleted;
  std::string id;
};
BOOST_DESCRIBE_STRUCT(BlogPostDeleted, (), (id))
struct BlogPostViewed {  // views since the last event, batched by the api
  static constexpr std::string_view kType = type::blog_post_viewed;
  std::string id;
  std::int64_t count = 0;
};
BOOST_DESCRIBE_STRUCT(BlogPostViewed, (), (id, count))

// ---- comments (keyed by the promotion) ----

struct CommentPosted {
  static constexpr std::string_view kType = type::comment_posted;
  std::string id, promotion_id, user_name, comment;
  std::int64_t rating = 0;
  std::string created_at;
};
BOOST_DESCRIBE_STRUCT(CommentPosted, (), (id, promotion_id, user_name, comment, rating, created_at))
struct CommentEdited {
  static constexpr std::string_view kType = type::comment_edited;
  std::string id, promotion_id, user_name, comment;
  std::int64_t rating = 0;
  std::string at;
};
BOOST_DESCRIBE_STRUCT(CommentEdited, (), (id, promotion_id, user_name, comment, rating, at))
struct CommentDeleted {
  static constexpr std::string_view kType = type::comment_deleted;
  std::string id, promotion_id;
};
BOOST_DESCRIBE_STRUCT(CommentDeleted, (), (id, promotion_id))

// ---- site ----

struct HeroUpdated {
  static constexpr std::string_view kType = type::hero_updated;
  std::string upper_title, main_title, highlighted_text, description, button_text, button_url, updated_at;
};
BOOST_DESCRIBE_STRUCT(HeroUpdated, (),
                      (upper_title, main_title, highlighted_text, description, button_text, button_url, updated_at))
struct SettingsUpdated {
  static constexpr std::string_view kType = type::settings_updated;
  OptString blog_section_text;  // HTML
  std::string updated_at;
};
BOOST_DESCRIBE_STRUCT(SettingsUpdated, (), (blog_section_text, updated_at))
struct SeoSettingSaved {
  static constexpr std::string_view kType = type::seo_setting_saved;
  std::string id, page_name, page_path, title, description, keywords, updated_at;
};
BOOST_DESCRIBE_STRUCT(SeoSettingSaved, (), (id, page_name, page_path, title, description, keywords, updated_at))
struct SeoSettingDeleted {
  static constexpr std::string_view kType = type::seo_setting_deleted;
  std::string id;
};
BOOST_DESCRIBE_STRUCT(SeoSettingDeleted, (), (id))

// ---- splash ads ----

struct SplashAdState {
  std::string id, title, href, image_url;
  bool is_active = true;
  std::string created_at, updated_at;
};
BOOST_DESCRIBE_STRUCT(SplashAdState, (), (id, title, href, image_url, is_active, created_at, updated_at))
struct SplashAdCreated : SplashAdState {
  static constexpr std::string_view kType = type::splash_ad_created;
};
BOOST_DESCRIBE_STRUCT(SplashAdCreated, (SplashAdState), ())
struct SplashAdUpdated : SplashAdState {
  static constexpr std::string_view kType = type::splash_ad_updated;
};
BOOST_DESCRIBE_STRUCT(SplashAdUpdated, (SplashAdState), ())
struct SplashAdDeleted {
  static constexpr std::string_view kType = type::splash_ad_deleted;
  std::string id;
};
BOOST_DESCRIBE_STRUCT(SplashAdDeleted, (), (id))

// ---- scheduled publishing ----

struct PublishingScheduleSaved {
  static constexpr std::string_view kType = type::publishing_schedule_saved;
  std::int64_t daily_publish_count = 1;
  bool is_active = true;
  OptString next_publish_at, last_published_at;
  std::string updated_at;
};
BOOST_DESCRIBE_STRUCT(PublishingScheduleSaved, (),
                      (daily_publish_count, is_active, next_publish_at, last_published_at, updated_at))
struct PublishingScheduleLogged {
  static constexpr std::string_view kType = type::publishing_schedule_logged;
  std::string id;  // of the log row
  OptString blog_id;
  std::string published_at;
  std::string status;  // success | error
  OptString detail;
};
BOOST_DESCRIBE_STRUCT(PublishingScheduleLogged, (), (id, blog_id, published_at, status, detail))

// ---- jobs ----

struct IndexingRequested {  // keyed by the URL
  static constexpr std::string_view kType = type::indexing_requested;
  std::string url;
  std::string entity;  // promotion | blog_post
  std::string id, at;
};
BOOST_DESCRIBE_STRUCT(IndexingRequested, (), (url, entity, id, at))

// A submission that failed after its retries (never reported as indexed).
struct IndexingFailed {  // keyed by the URL
  static constexpr std::string_view kType = type::indexing_failed;
  std::string url{}, entity{}, id{};
  std::string provider{};  // ping | indexnow
  std::string error{};
  std::int64_t attempts = 0;
  std::string at{};
};
BOOST_DESCRIBE_STRUCT(IndexingFailed, (), (url, entity, id, provider, error, attempts, at))

// ---- AI jobs (keyed by the job id) ----

// What a job is asked to do. Which fields count depends on the kind (docs/events.md).
struct AiJobInput {
  OptString topic{};      // blog, ideas, batch
  OptString content{};    // seo, expand (HTML), page_seo (text)
  OptString page_name{};  // page_seo
  std::optional<std::int64_t> count{};          // ideas, batch: 1..10
  std::optional<std::int64_t> publish_count{};  // batch: 0..5, how many of the first posts are published
};
BOOST_DESCRIBE_STRUCT(AiJobInput, (), (topic, content, page_name, count, publish_count))

struct AiSeo {
  std::string title{}, description{}, keywords{};  // keywords comma-separated
};
BOOST_DESCRIBE_STRUCT(AiSeo, (), (title, description, keywords))

struct AiIdea {
  std::string title{}, brief{};
};
BOOST_DESCRIBE_STRUCT(AiIdea, (), (title, brief))

// A written post: content is sanitised HTML; seo is filled in batch posts.
struct AiPost {
  std::string title{}, excerpt{}, content{};
  std::vector<std::string> keywords{};
  std::optional<AiSeo> seo{};
  std::int64_t word_count = 0;
  bool fallback = false;  // the reply was not the JSON asked for: the spec's fallback was used
};
BOOST_DESCRIBE_STRUCT(AiPost, (), (title, excerpt, content, keywords, seo, word_count, fallback))

// The result of a finished job: the part its kind fills.
struct AiJobResult {
  std::optional<AiPost> post{};         // blog
  std::optional<AiSeo> seo{};           // seo
  OptString content{};                  // expand: the whole expanded HTML
  std::vector<AiIdea> ideas{};          // ideas
  std::vector<AiSeo> suggestions{};     // page_seo: 3 options
  std::vector<AiPost> posts{};          // batch, in the order written
  std::optional<std::int64_t> publish_count{};  // batch
  std::optional<std::int64_t> word_count{};     // blog, expand
};
BOOST_DESCRIBE_STRUCT(AiJobResult, (), (post, seo, content, ideas, suggestions, posts, publish_count, word_count))

struct AiJobRequested {
  static constexpr std::string_view kType = type::ai_job_requested;
  std::string id{};
  std::string kind{};  // blog | seo | expand | ideas | page_seo | batch
  AiJobInput input{};
  std::string requested_by{}, at{};
};
BOOST_DESCRIBE_STRUCT(AiJobRequested, (), (id, kind, input, requested_by, at))

// A batch moved on: `done` of `total` posts finished, `current_title` being written.
struct AiJobProgressed {
  static constexpr std::string_view kType = type::ai_job_progressed;
  std::string id{};
  std::int64_t done = 0, total = 0;
  OptString current_title{};
  std::string at{};
};
BOOST_DESCRIBE_STRUCT(AiJobProgressed, (), (id, done, total, current_title, at))

// One step of a batch is written ("ideas", "post:0", "post:1", ...). A resumed job skips steps
// whose event exists.
struct AiJobStepCompleted {
  static constexpr std::string_view kType = type::ai_job_step_completed;
  std::string id{}, step{};
  std::vector<AiIdea> ideas{};    // step "ideas"
  std::optional<AiPost> post{};   // step "post:N"
  std::int64_t calls = 1, tokens = 0, latency_ms = 0;  // the AI calls the step made
  std::string at{};
};
BOOST_DESCRIBE_STRUCT(AiJobStepCompleted, (), (id, step, ideas, post, calls, tokens, latency_ms, at))

// One post of a batch failed; the batch goes on without it.
struct AiJobItemFailed {
  static constexpr std::string_view kType = type::ai_job_item_failed;
  std::string id{}, step{};
  OptString title{};
  std::string error{}, at{};  // error: the Turkish message the admin reads
};
BOOST_DESCRIBE_STRUCT(AiJobItemFailed, (), (id, step, title, error, at))

struct AiJobCompleted {
  static constexpr std::string_view kType = type::ai_job_completed;
  std::string id{};
  AiJobResult result{};
  std::int64_t calls = 0, tokens = 0, latency_ms = 0;  // of the calls made since the last step event
  std::string at{};
};
BOOST_DESCRIBE_STRUCT(AiJobCompleted, (), (id, result, calls, tokens, latency_ms, at))

struct AiJobFailed {
  static constexpr std::string_view kType = type::ai_job_failed;
  std::string id{}, error{}, at{};
  std::int64_t tokens = 0;
};
BOOST_DESCRIBE_STRUCT(AiJobFailed, (), (id, error, tokens, at))

struct AiJobCancelRequested {
  static constexpr std::string_view kType = type::ai_job_cancel_requested;
  std::string id{}, requested_by{}, at{};
};
BOOST_DESCRIBE_STRUCT(AiJobCancelRequested, (), (id, requested_by, at))

struct AiJobCancelled {
  static constexpr std::string_view kType = type::ai_job_cancelled;
  std::string id{}, at{};
};
BOOST_DESCRIBE_STRUCT(AiJobCancelled, (), (id, at))

// Every payload struct; the catalogue test walks this list.
using AllPayloads = boost::mp11::mp_list<
    CasinoCreated, CasinoUpdated, CasinoDeleted, CategoryCreated, CategoryUpdated, CategoryDeleted, PromotionCreated,
    PromotionUpdated, PromotionActivated, PromotionDeactivated, PromotionIndexed, PromotionDeleted, BlogPostCreated,
    BlogPostUpdated, BlogPostPublished, BlogPostUnpublished, BlogPostIndexed, BlogPostDeleted, BlogPostViewed,
    CommentPosted, CommentEdited, CommentDeleted, HeroUpdated, SettingsUpdated, SeoSettingSaved, SeoSettingDeleted,
    SplashAdCreated, SplashAdUpdated, SplashAdDeleted, PublishingScheduleSaved, PublishingScheduleLogged,
    IndexingRequested, IndexingFailed, AiJobRequested, AiJobProgressed, AiJobStepCompleted, AiJobItemFailed,
    AiJobCompleted, AiJobFailed, AiJobCancelRequested, AiJobCancelled>;

}  // namespace events::payload
