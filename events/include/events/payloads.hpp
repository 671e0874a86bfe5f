// One struct per event type: what its `data` holds (docs/events.md describes each in words,
// events/catalogue.json lists the fields; a unit test keeps the three in step). Create and update
// events of an entity carry the same whole state, so they share a state struct and differ only in
// their type. Timestamps are UTC ISO 8601 text (events::now_utc()).
//
// The structs are in payloads_content.hpp (content and engagement topics) and payloads_jobs.hpp
// (jobs topic). To add an event type: its name in catalogue.hpp and kCatalogue, a struct there
// (described, with kType) added to AllPayloads below, its fields in catalogue.json, an apply function in the worker if a
// read model follows it. See "How to add an event type" in docs/events.md.
#pragma once
#include <boost/describe.hpp>
#include <boost/mp11.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "events/catalogue.hpp"
#include "events/payloads_content.hpp"
#include "events/payloads_jobs.hpp"

namespace events::payload {

// Every payload struct; the catalogue test walks this list.
using AllPayloads = boost::mp11::mp_list<
    CasinoCreated, CasinoUpdated, CasinoDeleted, CategoryCreated, CategoryUpdated, CategoryDeleted, PromotionCreated,
    PromotionUpdated, PromotionActivated, PromotionDeactivated, PromotionIndexed, PromotionDeleted, BlogPostCreated,
    BlogPostUpdated, BlogPostPublished, BlogPostUnpublished, BlogPostIndexed, BlogPostDeleted, BlogPostBatchCreated,
    BlogPostViewed,
    CommentPosted, CommentEdited, CommentDeleted, HeroUpdated, SettingsUpdated, SeoSettingSaved, SeoSettingDeleted,
    SplashAdCreated, SplashAdUpdated, SplashAdDeleted, PublishingScheduleSaved, PublishingScheduleLogged,
    IndexingRequested, IndexingFailed, AiJobRequested, AiJobProgressed, AiJobStepCompleted, AiJobItemFailed,
    AiJobCompleted, AiJobFailed, AiJobCancelRequested, AiJobCancelled>;

}  // namespace events::payload
