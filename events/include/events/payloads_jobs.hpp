// The payloads of the jobs topic: indexing submissions and AI jobs (see payloads.hpp).
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

// ---- jobs ----

struct IndexingRequested {  // keyed by the URL
  static constexpr EventType kEvent{"indexing.requested", 1, TopicKind::jobs, "the URL"};
  std::string url;
  std::string entity;  // promotion | blog_post
  std::string id, at;
};
BOOST_DESCRIBE_STRUCT(IndexingRequested, (), (url, entity, id, at))

// A submission that failed after its retries (never reported as indexed).
struct IndexingFailed {  // keyed by the URL
  static constexpr EventType kEvent{"indexing.failed", 1, TopicKind::jobs, "the URL"};
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
  static constexpr EventType kEvent{"ai_job.requested", 1, TopicKind::jobs, "job id"};
  std::string id{};
  std::string kind{};  // blog | seo | expand | ideas | page_seo | batch
  AiJobInput input{};
  std::string requested_by{}, at{};
};
BOOST_DESCRIBE_STRUCT(AiJobRequested, (), (id, kind, input, requested_by, at))

// A batch moved on: `done` of `total` posts finished, `current_title` being written.
struct AiJobProgressed {
  static constexpr EventType kEvent{"ai_job.progressed", 1, TopicKind::jobs, "job id"};
  std::string id{};
  std::int64_t done = 0, total = 0;
  OptString current_title{};
  std::string at{};
};
BOOST_DESCRIBE_STRUCT(AiJobProgressed, (), (id, done, total, current_title, at))

// One step of a batch is written ("ideas", "post:0", "post:1", ...). A resumed job skips steps
// whose event exists.
struct AiJobStepCompleted {
  static constexpr EventType kEvent{"ai_job.step_completed", 1, TopicKind::jobs, "job id"};
  std::string id{}, step{};
  std::vector<AiIdea> ideas{};    // step "ideas"
  std::optional<AiPost> post{};   // step "post:N"
  std::int64_t calls = 1, tokens = 0, latency_ms = 0;  // the AI calls the step made
  std::string at{};
};
BOOST_DESCRIBE_STRUCT(AiJobStepCompleted, (), (id, step, ideas, post, calls, tokens, latency_ms, at))

// One post of a batch failed; the batch goes on without it.
struct AiJobItemFailed {
  static constexpr EventType kEvent{"ai_job.item_failed", 1, TopicKind::jobs, "job id"};
  std::string id{}, step{};
  OptString title{};
  std::string error{}, at{};  // error: the Turkish message the admin reads
};
BOOST_DESCRIBE_STRUCT(AiJobItemFailed, (), (id, step, title, error, at))

struct AiJobCompleted {
  static constexpr EventType kEvent{"ai_job.completed", 1, TopicKind::jobs, "job id"};
  std::string id{};
  AiJobResult result{};
  std::int64_t calls = 0, tokens = 0, latency_ms = 0;  // of the calls made since the last step event
  std::string at{};
};
BOOST_DESCRIBE_STRUCT(AiJobCompleted, (), (id, result, calls, tokens, latency_ms, at))

struct AiJobFailed {
  static constexpr EventType kEvent{"ai_job.failed", 1, TopicKind::jobs, "job id"};
  std::string id{}, error{}, at{};
  std::int64_t tokens = 0;
};
BOOST_DESCRIBE_STRUCT(AiJobFailed, (), (id, error, tokens, at))

struct AiJobCancelRequested {
  static constexpr EventType kEvent{"ai_job.cancel_requested", 1, TopicKind::jobs, "job id"};
  std::string id{}, requested_by{}, at{};
};
BOOST_DESCRIBE_STRUCT(AiJobCancelRequested, (), (id, requested_by, at))

struct AiJobCancelled {
  static constexpr EventType kEvent{"ai_job.cancelled", 1, TopicKind::jobs, "job id"};
  std::string id{}, at{};
};
BOOST_DESCRIBE_STRUCT(AiJobCancelled, (), (id, at))

// Every struct above that is an event's payload (the parts they hold are not).
using JobPayloads = boost::mp11::mp_list<IndexingRequested, IndexingFailed, AiJobRequested, AiJobProgressed,
                                         AiJobStepCompleted, AiJobItemFailed, AiJobCompleted, AiJobFailed,
                                         AiJobCancelRequested, AiJobCancelled>;

}  // namespace events::payload
