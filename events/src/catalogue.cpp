// The list of event types and the upcasters that keep old versions readable.
#include "events/catalogue.hpp"

#include <array>

namespace events {

namespace {
constexpr std::array kCatalogue{
    EventType{type::casino_created, 1, TopicKind::content},
    EventType{type::casino_updated, 1, TopicKind::content},
    EventType{type::casino_deleted, 1, TopicKind::content},
    EventType{type::category_created, 1, TopicKind::content},
    EventType{type::category_updated, 1, TopicKind::content},
    EventType{type::category_deleted, 1, TopicKind::content},
    EventType{type::promotion_created, 1, TopicKind::content},
    EventType{type::promotion_updated, 1, TopicKind::content},
    EventType{type::promotion_activated, 1, TopicKind::content},
    EventType{type::promotion_deactivated, 1, TopicKind::content},
    EventType{type::promotion_indexed, 1, TopicKind::content},
    EventType{type::promotion_deleted, 1, TopicKind::content},
    EventType{type::blog_post_created, 1, TopicKind::content},
    EventType{type::blog_post_updated, 1, TopicKind::content},
    EventType{type::blog_post_published, 1, TopicKind::content},
    EventType{type::blog_post_unpublished, 1, TopicKind::content},
    EventType{type::blog_post_indexed, 1, TopicKind::content},
    EventType{type::blog_post_deleted, 1, TopicKind::content},
    EventType{type::blog_post_batch_created, 1, TopicKind::content},
    EventType{type::blog_post_viewed, 1, TopicKind::engagement},
    EventType{type::comment_posted, 1, TopicKind::engagement},
    EventType{type::comment_edited, 1, TopicKind::engagement},
    EventType{type::comment_deleted, 1, TopicKind::engagement},
    EventType{type::hero_updated, 1, TopicKind::content},
    EventType{type::settings_updated, 1, TopicKind::content},
    EventType{type::seo_setting_saved, 1, TopicKind::content},
    EventType{type::seo_setting_deleted, 1, TopicKind::content},
    EventType{type::splash_ad_created, 1, TopicKind::content},
    EventType{type::splash_ad_updated, 1, TopicKind::content},
    EventType{type::splash_ad_deleted, 1, TopicKind::content},
    EventType{type::publishing_schedule_saved, 1, TopicKind::content},
    EventType{type::publishing_schedule_logged, 1, TopicKind::content},
    EventType{type::indexing_requested, 1, TopicKind::jobs},
    EventType{type::indexing_failed, 1, TopicKind::jobs},
    EventType{type::ai_job_requested, 1, TopicKind::jobs},
    EventType{type::ai_job_progressed, 1, TopicKind::jobs},
    EventType{type::ai_job_step_completed, 1, TopicKind::jobs},
    EventType{type::ai_job_item_failed, 1, TopicKind::jobs},
    EventType{type::ai_job_completed, 1, TopicKind::jobs},
    EventType{type::ai_job_failed, 1, TopicKind::jobs},
    EventType{type::ai_job_cancel_requested, 1, TopicKind::jobs},
    EventType{type::ai_job_cancelled, 1, TopicKind::jobs},
};
}  // namespace

std::span<const EventType> catalogue() { return kCatalogue; }

const EventType* find_event_type(std::string_view name) {
  for (const auto& t : kCatalogue)
    if (t.name == name) return &t;
  return nullptr;
}

void upcast(Envelope& e) {
  const EventType* t = find_event_type(e.type);
  if (!t) throw DecodeError("unknown event type '" + e.type + "'");
  if (e.v > t->version || e.v < 1)
    throw DecodeError("event '" + e.type + "' has version " + std::to_string(e.v) + ", this build reads up to " +
                      std::to_string(t->version));
  // Every type is still at version 1. When a payload changes, add a step here, e.g.
  //   if (e.type == type::casino_created && e.v == 1) { e.data["rating"] = nullptr; e.v = 2; }
  // and bump the version in kCatalogue and catalogue.json.
}

Topics Topics::with_prefix(std::string_view prefix) {
  std::string p(prefix);
  return Topics{p + "content", p + "engagement", p + "jobs"};
}

const std::string& Topics::of(TopicKind kind) const {
  switch (kind) {
    case TopicKind::content: return content;
    case TopicKind::engagement: return engagement;
    case TopicKind::jobs: return jobs;
  }
  return content;
}

}  // namespace events
