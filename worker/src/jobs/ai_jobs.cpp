// AI job execution: single calls and the sequential batch of the admin spec's section 4.
#include "jobs/ai_jobs.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <map>

#include "events/envelope.hpp"
#include "jobs/schema_sql.hpp"

namespace worker {

namespace payload = events::payload;

namespace {

// The job's row and steps, read from the live projection schema.
constexpr const char* kStatus = "SELECT status, cancel_requested FROM {schema}.ai_jobs WHERE id = $1";
constexpr const char* kSteps = "SELECT step, ok, result::text, error FROM {schema}.ai_job_steps WHERE job_id = $1";


constexpr std::string_view kAllFailed = "İçerik oluşturulurken bir hata oluştu";

struct Step {
  bool ok = false;
  boost::json::object result;
  std::string error;
};

}  // namespace

AiJobs::AiJobs(pqxx::connection& db, std::string schema, const ai::Client& client, Emitter& emitter)
    : db_(db), schema_(std::move(schema)), client_(client), emitter_(emitter) {}

std::string AiJobs::status(const std::string& id) {
  pqxx::nontransaction tx(db_);
  auto r = tx.exec_params(in_schema(kStatus, schema_), id);
  return r.empty() ? "" : r[0][0].as<std::string>();
}

bool AiJobs::cancel_requested(const std::string& id) {
  pqxx::nontransaction tx(db_);
  auto r = tx.exec_params(in_schema(kStatus, schema_), id);
  return !r.empty() && r[0][1].as<bool>();
}

void AiJobs::run(const payload::AiJobRequested& job) {
  auto st = status(job.id);
  if (st == "done" || st == "failed" || st == "cancelled") return;  // ended before: a repeat delivery
  if (cancel_requested(job.id)) {
    emitter_.emit(job.id, payload::AiJobCancelled{.id = job.id, .at = events::now_utc()});
    return;
  }
  spdlog::info("AI job {} ({}) started", job.id, job.kind);
  if (job.kind == "batch") run_batch(job);
  else run_single(job);
}

void AiJobs::run_single(const payload::AiJobRequested& job) {
  emitter_.emit(job.id, payload::AiJobProgressed{.id = job.id, .done = 0, .total = 1, .at = events::now_utc()});
  const auto& in = job.input;
  payload::AiJobResult result;
  ai::Completion c;
  try {
    if (job.kind == "blog") {
      c = client_.complete(ai::blog_prompt(in.topic.value_or("")));
      result.post = ai::read_blog(c.text, in.topic.value_or(""));
      result.word_count = result.post->word_count;
    } else if (job.kind == "seo") {
      c = client_.complete(ai::seo_prompt(in.content.value_or("")));
      result.seo = ai::read_seo(c.text);
    } else if (job.kind == "expand") {
      c = client_.complete(ai::expand_prompt(in.content.value_or("")));
      result.content = ai::read_expanded(c.text);
      result.word_count = ai::word_count(*result.content);
    } else if (job.kind == "ideas") {
      int count = static_cast<int>(in.count.value_or(3));
      c = client_.complete(ai::ideas_prompt(in.topic.value_or(""), count));
      result.ideas = ai::read_ideas(c.text, in.topic.value_or(""), count);
    } else if (job.kind == "page_seo") {
      c = client_.complete(ai::page_seo_prompt(in.page_name.value_or(""), in.content.value_or("")));
      result.suggestions = ai::read_page_seo(c.text, in.page_name.value_or(""));
    } else {
      throw ai::AiError("Bilinmeyen iş türü: " + job.kind);
    }
  } catch (const ai::AiError& e) {
    spdlog::warn("AI job {} failed: {}", job.id, e.what());
    emitter_.emit(job.id, payload::AiJobFailed{.id = job.id, .error = e.what(), .at = events::now_utc()});
    return;
  }
  emitter_.emit(job.id, payload::AiJobCompleted{.id = job.id,
                                                .result = std::move(result),
                                                .calls = 1,
                                                .tokens = c.tokens,
                                                .latency_ms = c.latency_ms,
                                                .at = events::now_utc()});
  spdlog::info("AI job {} done ({} tokens)", job.id, c.tokens);
}

void AiJobs::run_batch(const payload::AiJobRequested& job) {
  const std::string topic = job.input.topic.value_or("");
  const int count = static_cast<int>(job.input.count.value_or(3));

  // What an earlier run of this job already wrote.
  std::map<std::string, Step> done;
  {
    pqxx::nontransaction tx(db_);
    for (const auto& row : tx.exec_params(in_schema(kSteps, schema_), job.id)) {
      Step s;
      s.ok = row[1].as<bool>();
      if (!row[2].is_null()) s.result = boost::json::parse(row[2].as<std::string>()).as_object();
      if (!row[3].is_null()) s.error = row[3].as<std::string>();
      done.emplace(row[0].as<std::string>(), std::move(s));
    }
  }
  if (!done.empty()) spdlog::info("AI job {} resumed with {} steps already written", job.id, done.size());

  std::vector<payload::AiIdea> ideas;
  if (auto it = done.find("ideas"); it != done.end() && it->second.ok) {
    ideas = events::from_data<payload::AiJobResult>(it->second.result).ideas;
  } else {
    emitter_.emit(job.id, payload::AiJobProgressed{.id = job.id, .done = 0, .total = count, .at = events::now_utc()});
    try {
      auto c = client_.complete(ai::ideas_prompt(topic, count));
      ideas = ai::read_ideas(c.text, topic, count);
      emitter_.emit(job.id, payload::AiJobStepCompleted{.id = job.id,
                                                        .step = "ideas",
                                                        .ideas = ideas,
                                                        .tokens = c.tokens,
                                                        .latency_ms = c.latency_ms,
                                                        .at = events::now_utc()});
    } catch (const ai::AiError& e) {
      emitter_.emit(job.id, payload::AiJobFailed{.id = job.id, .error = e.what(), .at = events::now_utc()});
      return;
    }
  }

  std::vector<payload::AiPost> posts;
  std::string last_error;
  for (int i = 0; i < static_cast<int>(ideas.size()); ++i) {
    const std::string step = "post:" + std::to_string(i);
    const auto& idea = ideas[static_cast<std::size_t>(i)];
    if (auto it = done.find(step); it != done.end()) {
      if (it->second.ok) posts.push_back(events::from_data<payload::AiJobResult>(it->second.result).post.value());
      else last_error = it->second.error;
      continue;
    }
    if (cancel_requested(job.id)) {
      spdlog::info("AI job {} cancelled after {} of {} posts", job.id, i, ideas.size());
      emitter_.emit(job.id, payload::AiJobCancelled{.id = job.id, .at = events::now_utc()});
      return;
    }
    emitter_.emit(job.id, payload::AiJobProgressed{.id = job.id,
                                                   .done = i,
                                                   .total = static_cast<std::int64_t>(ideas.size()),
                                                   .current_title = idea.title,
                                                   .at = events::now_utc()});
    try {
      auto written = client_.complete(ai::blog_prompt(idea.title, idea.brief));
      auto post = ai::read_blog(written.text, idea.title);
      auto seo = client_.complete(ai::seo_prompt(post.content));
      post.seo = ai::read_seo(seo.text);
      emitter_.emit(job.id, payload::AiJobStepCompleted{.id = job.id,
                                                        .step = step,
                                                        .post = post,
                                                        .calls = 2,
                                                        .tokens = written.tokens + seo.tokens,
                                                        .latency_ms = written.latency_ms + seo.latency_ms,
                                                        .at = events::now_utc()});
      posts.push_back(std::move(post));
    } catch (const ai::AiError& e) {
      // One post failing is recorded and skipped; the batch goes on.
      last_error = e.what();
      spdlog::warn("AI job {}: post {} ('{}') failed: {}", job.id, i, idea.title, last_error);
      emitter_.emit(job.id, payload::AiJobItemFailed{
                                .id = job.id, .step = step, .title = idea.title, .error = last_error, .at = events::now_utc()});
    }
  }

  if (posts.empty()) {
    emitter_.emit(job.id, payload::AiJobFailed{.id = job.id,
                                               .error = std::string(kAllFailed) + ": " + last_error,
                                               .at = events::now_utc()});
    return;
  }
  const std::int64_t publish = std::min<std::int64_t>(job.input.publish_count.value_or(1),
                                                      static_cast<std::int64_t>(posts.size()));
  emitter_.emit(job.id, payload::AiJobCompleted{.id = job.id,
                                                .result = {.posts = std::move(posts), .publish_count = publish},
                                                .at = events::now_utc()});
  spdlog::info("AI job {} done", job.id);
}

}  // namespace worker
