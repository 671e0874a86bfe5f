// Every event type the system writes, with its current version and topic. The same list, with
// payload fields, is in events/catalogue.json; a unit test keeps the two in step.
#pragma once
#include <span>
#include <string>
#include <string_view>

#include "events/envelope.hpp"

namespace events {

enum class TopicKind { content, engagement, jobs };

struct EventType {
  std::string_view name;
  int version;
  TopicKind topic;
};

namespace type {
inline constexpr std::string_view casino_created = "casino.created";
inline constexpr std::string_view casino_updated = "casino.updated";
inline constexpr std::string_view casino_deleted = "casino.deleted";
inline constexpr std::string_view category_created = "category.created";
inline constexpr std::string_view category_updated = "category.updated";
inline constexpr std::string_view category_deleted = "category.deleted";
inline constexpr std::string_view promotion_created = "promotion.created";
inline constexpr std::string_view promotion_updated = "promotion.updated";
inline constexpr std::string_view promotion_activated = "promotion.activated";
inline constexpr std::string_view promotion_deactivated = "promotion.deactivated";
inline constexpr std::string_view promotion_indexed = "promotion.indexed";
inline constexpr std::string_view promotion_deleted = "promotion.deleted";
inline constexpr std::string_view blog_post_created = "blog_post.created";
inline constexpr std::string_view blog_post_updated = "blog_post.updated";
inline constexpr std::string_view blog_post_published = "blog_post.published";
inline constexpr std::string_view blog_post_unpublished = "blog_post.unpublished";
inline constexpr std::string_view blog_post_indexed = "blog_post.indexed";
inline constexpr std::string_view blog_post_deleted = "blog_post.deleted";
inline constexpr std::string_view blog_post_batch_created = "blog_post.batch_created";
inline constexpr std::string_view blog_post_viewed = "blog_post.viewed";
inline constexpr std::string_view comment_posted = "comment.posted";
inline constexpr std::string_view comment_edited = "comment.edited";
inline constexpr std::string_view comment_deleted = "comment.deleted";
inline constexpr std::string_view hero_updated = "hero.updated";
inline constexpr std::string_view settings_updated = "settings.updated";
inline constexpr std::string_view seo_setting_saved = "seo_setting.saved";
inline constexpr std::string_view seo_setting_deleted = "seo_setting.deleted";
inline constexpr std::string_view splash_ad_created = "splash_ad.created";
inline constexpr std::string_view splash_ad_updated = "splash_ad.updated";
inline constexpr std::string_view splash_ad_deleted = "splash_ad.deleted";
inline constexpr std::string_view publishing_schedule_saved = "publishing_schedule.saved";
inline constexpr std::string_view publishing_schedule_logged = "publishing_schedule.logged";
inline constexpr std::string_view indexing_requested = "indexing.requested";
inline constexpr std::string_view indexing_failed = "indexing.failed";
inline constexpr std::string_view ai_job_requested = "ai_job.requested";
inline constexpr std::string_view ai_job_progressed = "ai_job.progressed";
inline constexpr std::string_view ai_job_step_completed = "ai_job.step_completed";
inline constexpr std::string_view ai_job_item_failed = "ai_job.item_failed";
inline constexpr std::string_view ai_job_completed = "ai_job.completed";
inline constexpr std::string_view ai_job_failed = "ai_job.failed";
inline constexpr std::string_view ai_job_cancel_requested = "ai_job.cancel_requested";
inline constexpr std::string_view ai_job_cancelled = "ai_job.cancelled";
}  // namespace type

std::span<const EventType> catalogue();
const EventType* find_event_type(std::string_view name);

// Brings an old version of an event's payload up to the current version in place. Old events
// are never rewritten on the topic; they are upcast each time they are read. Throws DecodeError
// for an unknown type or a version newer than this build knows.
void upcast(Envelope& e);

// Topic names, all sharing one prefix (so tests and environments can be isolated).
struct Topics {
  std::string content;
  std::string engagement;
  std::string jobs;
  static Topics with_prefix(std::string_view prefix);
  const std::string& of(TopicKind kind) const;
};

}  // namespace events
