// The payloads of the content and engagement events: what an admin or a visitor did to the
// site's content (see payloads.hpp).
#pragma once
#include <boost/describe.hpp>
#include <boost/mp11/list.hpp>
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
  // Set only on a restore (history or bin): the version of this entity whose state it brings back.
  std::optional<std::int64_t> restored_from = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(CasinoState, (),
                      (id, name, slug, url, logo_url, description, details, rating, featured, created_at, updated_at,
                       restored_from))

struct CasinoCreated : CasinoState {
  static constexpr EventType kEvent{"casino.created", 1, TopicKind::content, "casino id"};
};
BOOST_DESCRIBE_STRUCT(CasinoCreated, (CasinoState), ())
struct CasinoUpdated : CasinoState {
  static constexpr EventType kEvent{"casino.updated", 1, TopicKind::content, "casino id"};
};
BOOST_DESCRIBE_STRUCT(CasinoUpdated, (CasinoState), ())
struct CasinoDeleted {
  static constexpr EventType kEvent{"casino.deleted", 1, TopicKind::content, "casino id"};
  std::string id;
};
BOOST_DESCRIBE_STRUCT(CasinoDeleted, (), (id))

// ---- categories ----

struct CategoryState {
  std::string id, name, slug;
  OptString description;
  bool is_active = true;
  std::string created_at, updated_at;
  // Set only on a restore (history or bin): the version of this entity whose state it brings back.
  std::optional<std::int64_t> restored_from = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(CategoryState, (), (id, name, slug, description, is_active, created_at, updated_at, restored_from))

struct CategoryCreated : CategoryState {
  static constexpr EventType kEvent{"category.created", 1, TopicKind::content, "category id"};
};
BOOST_DESCRIBE_STRUCT(CategoryCreated, (CategoryState), ())
struct CategoryUpdated : CategoryState {
  static constexpr EventType kEvent{"category.updated", 1, TopicKind::content, "category id"};
};
BOOST_DESCRIBE_STRUCT(CategoryUpdated, (CategoryState), ())
struct CategoryDeleted {
  static constexpr EventType kEvent{"category.deleted", 1, TopicKind::content, "category id"};
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
  // Set only on a restore (history or bin): the version of this entity whose state it brings back.
  std::optional<std::int64_t> restored_from = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(PromotionState, (),
                      (id, title, casino_id, category_id, category, description, url, terms, promotion_code, is_active,
                       indexed, expiry_date, image_url, created_at, updated_at, restored_from))

struct PromotionCreated : PromotionState {
  static constexpr EventType kEvent{"promotion.created", 1, TopicKind::content, "promotion id"};
};
BOOST_DESCRIBE_STRUCT(PromotionCreated, (PromotionState), ())
struct PromotionUpdated : PromotionState {
  static constexpr EventType kEvent{"promotion.updated", 1, TopicKind::content, "promotion id"};
};
BOOST_DESCRIBE_STRUCT(PromotionUpdated, (PromotionState), ())
struct PromotionActivated {  // is_active true, indexed false
  static constexpr EventType kEvent{"promotion.activated", 1, TopicKind::content, "promotion id"};
  std::string id, at;
};
BOOST_DESCRIBE_STRUCT(PromotionActivated, (), (id, at))
struct PromotionDeactivated {
  static constexpr EventType kEvent{"promotion.deactivated", 1, TopicKind::content, "promotion id"};
  std::string id, at;
};
BOOST_DESCRIBE_STRUCT(PromotionDeactivated, (), (id, at))
struct PromotionIndexed {
  static constexpr EventType kEvent{"promotion.indexed", 1, TopicKind::content, "promotion id"};
  std::string id, url, at;
};
BOOST_DESCRIBE_STRUCT(PromotionIndexed, (), (id, url, at))
struct PromotionDeleted {
  static constexpr EventType kEvent{"promotion.deleted", 1, TopicKind::content, "promotion id"};
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
  // Set only on a restore (history or bin): the version of this entity whose state it brings back.
  std::optional<std::int64_t> restored_from = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(BlogPostState, (),
                      (id, title, slug, excerpt, content, image_url, category, author, seo_title, seo_description,
                       seo_keywords, is_published, published_at, indexed, created_at, updated_at, restored_from))

struct BlogPostCreated : BlogPostState {
  static constexpr EventType kEvent{"blog_post.created", 1, TopicKind::content, "post id"};
};
BOOST_DESCRIBE_STRUCT(BlogPostCreated, (BlogPostState), ())
struct BlogPostUpdated : BlogPostState {
  static constexpr EventType kEvent{"blog_post.updated", 1, TopicKind::content, "post id"};
};
BOOST_DESCRIBE_STRUCT(BlogPostUpdated, (BlogPostState), ())
struct BlogPostPublished {
  static constexpr EventType kEvent{"blog_post.published", 1, TopicKind::content, "post id"};
  std::string id, published_at;
};
BOOST_DESCRIBE_STRUCT(BlogPostPublished, (), (id, published_at))
struct BlogPostUnpublished {
  static constexpr EventType kEvent{"blog_post.unpublished", 1, TopicKind::content, "post id"};
  std::string id, at;
};
BOOST_DESCRIBE_STRUCT(BlogPostUnpublished, (), (id, at))
struct BlogPostIndexed {
  static constexpr EventType kEvent{"blog_post.indexed", 1, TopicKind::content, "post id"};
  std::string id, url, at;
};
BOOST_DESCRIBE_STRUCT(BlogPostIndexed, (), (id, url, at))
struct BlogPostDeleted {
  static constexpr EventType kEvent{"blog_post.deleted", 1, TopicKind::content, "post id"};
  std::string id;
};
BOOST_DESCRIBE_STRUCT(BlogPostDeleted, (), (id))
// A batch save: every post of it, applied together in one transaction or not at all (a post
// the projection refuses refuses the whole batch). Keyed by the batch id.
struct BlogPostBatchCreated {
  static constexpr EventType kEvent{"blog_post.batch_created", 1, TopicKind::content, "batch id"};
  std::string id;
  std::vector<BlogPostState> posts;
};
BOOST_DESCRIBE_STRUCT(BlogPostBatchCreated, (), (id, posts))
struct BlogPostViewed {  // views since the last event, batched by the api
  static constexpr EventType kEvent{"blog_post.viewed", 1, TopicKind::engagement, "post id"};
  std::string id;
  std::int64_t count = 0;
};
BOOST_DESCRIBE_STRUCT(BlogPostViewed, (), (id, count))

// ---- comments (keyed by the promotion) ----

struct CommentPosted {
  static constexpr EventType kEvent{"comment.posted", 1, TopicKind::engagement, "promotion id"};
  // user_name and comment are "" when `sealed` is set: then they are in it, AES-256-GCM under the
  // comment's key in public.comment_keys (events/sealed.hpp), as hex; older events carry them plain.
  std::string id, promotion_id, user_name, comment;
  std::int64_t rating = 0;
  std::string created_at;
  std::optional<std::string> sealed = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(CommentPosted, (), (id, promotion_id, user_name, comment, rating, created_at, sealed))
struct CommentEdited {
  static constexpr EventType kEvent{"comment.edited", 1, TopicKind::engagement, "promotion id"};
  std::string id, promotion_id, user_name, comment;  // sealed like CommentPosted's
  std::int64_t rating = 0;
  std::string at;
  std::optional<std::string> sealed = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(CommentEdited, (), (id, promotion_id, user_name, comment, rating, at, sealed))
struct CommentDeleted {
  static constexpr EventType kEvent{"comment.deleted", 1, TopicKind::engagement, "promotion id"};
  std::string id, promotion_id;
};
BOOST_DESCRIBE_STRUCT(CommentDeleted, (), (id, promotion_id))

// ---- site ----

struct HeroUpdated {
  static constexpr EventType kEvent{"hero.updated", 1, TopicKind::content, "hero"};
  std::string upper_title, main_title, highlighted_text, description, button_text, button_url, updated_at;
  // Set only on a restore (history or bin): the version of this entity whose state it brings back.
  std::optional<std::int64_t> restored_from = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(HeroUpdated, (),
                      (upper_title, main_title, highlighted_text, description, button_text, button_url, updated_at,
                       restored_from))
struct SettingsUpdated {
  static constexpr EventType kEvent{"settings.updated", 1, TopicKind::content, "settings"};
  OptString blog_section_text;  // HTML
  std::string updated_at;
  // Set only on a restore (history or bin): the version of this entity whose state it brings back.
  std::optional<std::int64_t> restored_from = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(SettingsUpdated, (), (blog_section_text, updated_at, restored_from))
struct SeoSettingSaved {
  static constexpr EventType kEvent{"seo_setting.saved", 1, TopicKind::content, "seo setting id"};
  std::string id, page_name, page_path, title, description, keywords, updated_at;
  // Set only on a restore (history or bin): the version of this entity whose state it brings back.
  std::optional<std::int64_t> restored_from = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(SeoSettingSaved, (), (id, page_name, page_path, title, description, keywords, updated_at, restored_from))
struct SeoSettingDeleted {
  static constexpr EventType kEvent{"seo_setting.deleted", 1, TopicKind::content, "seo setting id"};
  std::string id;
};
BOOST_DESCRIBE_STRUCT(SeoSettingDeleted, (), (id))

// ---- splash ads ----

struct SplashAdState {
  std::string id, title, href, image_url;
  bool is_active = true;
  std::string created_at, updated_at;
  // Set only on a restore (history or bin): the version of this entity whose state it brings back.
  std::optional<std::int64_t> restored_from = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(SplashAdState, (), (id, title, href, image_url, is_active, created_at, updated_at, restored_from))
struct SplashAdCreated : SplashAdState {
  static constexpr EventType kEvent{"splash_ad.created", 1, TopicKind::content, "ad id"};
};
BOOST_DESCRIBE_STRUCT(SplashAdCreated, (SplashAdState), ())
struct SplashAdUpdated : SplashAdState {
  static constexpr EventType kEvent{"splash_ad.updated", 1, TopicKind::content, "ad id"};
};
BOOST_DESCRIBE_STRUCT(SplashAdUpdated, (SplashAdState), ())
struct SplashAdDeleted {
  static constexpr EventType kEvent{"splash_ad.deleted", 1, TopicKind::content, "ad id"};
  std::string id;
};
BOOST_DESCRIBE_STRUCT(SplashAdDeleted, (), (id))

// ---- scheduled publishing ----

struct PublishingScheduleSaved {
  static constexpr EventType kEvent{"publishing_schedule.saved", 1, TopicKind::content,
                                    "publishing_schedule"};
  std::int64_t daily_publish_count = 1;
  bool is_active = true;
  OptString next_publish_at, last_published_at;
  std::string updated_at;
  // Set only on a restore (history or bin): the version of this entity whose state it brings back.
  std::optional<std::int64_t> restored_from = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(PublishingScheduleSaved, (),
                      (daily_publish_count, is_active, next_publish_at, last_published_at, updated_at, restored_from))
struct PublishingScheduleLogged {
  static constexpr EventType kEvent{"publishing_schedule.logged", 1, TopicKind::content,
                                    "publishing_schedule"};
  std::string id;  // of the log row
  OptString blog_id;
  std::string published_at;
  std::string status;  // success | error
  OptString detail;
};
BOOST_DESCRIBE_STRUCT(PublishingScheduleLogged, (), (id, blog_id, published_at, status, detail))

// ---- outbound links (/git/..., keyed by the casino, else the splash ad) ----

// Clicks since the last event for one (day, target, referrer page, device), batched by the api.
// Nothing in it identifies a visitor: `visitors` are the distinct keyed hashes of this batch's
// clickers under the day's salt, which the api discards when the UTC day ends.
struct OutboundLinkClicked {
  static constexpr EventType kEvent{"outbound_link.clicked", 1, TopicKind::engagement, "casino id (else promotion id, else ad id)"};
  std::string day;  // YYYY-MM-DD, UTC
  OptString casino_id, promotion_id, splash_ad_id;
  std::string referrer_path;  // same-origin path the click came from, "" when unknown
  std::string device;         // phone | tablet | desktop
  std::int64_t count = 0;
  std::vector<std::string> visitors;
};
BOOST_DESCRIBE_STRUCT(OutboundLinkClicked, (),
                      (day, casino_id, promotion_id, splash_ad_id, referrer_path, device, count, visitors))

// Views of a promotion's or a casino's detail page on one UTC day since the last event, batched by
// the api like blog views (the denominator of click-through rates).
struct PromotionViewed {
  static constexpr EventType kEvent{"promotion.viewed", 1, TopicKind::engagement, "promotion id"};
  std::string id;
  std::string day;  // YYYY-MM-DD, UTC
  std::int64_t count = 0;
};
BOOST_DESCRIBE_STRUCT(PromotionViewed, (), (id, day, count))
struct CasinoViewed {
  static constexpr EventType kEvent{"casino.viewed", 1, TopicKind::engagement, "casino id"};
  std::string id;
  std::string day;  // YYYY-MM-DD, UTC
  std::int64_t count = 0;
};
BOOST_DESCRIBE_STRUCT(CasinoViewed, (), (id, day, count))

// Every struct above that is an event's payload (the state structs are not).
using ContentPayloads = boost::mp11::mp_list<
    CasinoCreated, CasinoUpdated, CasinoDeleted, CategoryCreated, CategoryUpdated, CategoryDeleted, PromotionCreated,
    PromotionUpdated, PromotionActivated, PromotionDeactivated, PromotionIndexed, PromotionDeleted, BlogPostCreated,
    BlogPostUpdated, BlogPostPublished, BlogPostUnpublished, BlogPostIndexed, BlogPostDeleted, BlogPostBatchCreated,
    BlogPostViewed, CommentPosted, CommentEdited, CommentDeleted, HeroUpdated, SettingsUpdated, SeoSettingSaved,
    SeoSettingDeleted, SplashAdCreated, SplashAdUpdated, SplashAdDeleted, PublishingScheduleSaved,
    PublishingScheduleLogged, OutboundLinkClicked, PromotionViewed, CasinoViewed>;

}  // namespace events::payload
