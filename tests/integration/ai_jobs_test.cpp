// AI jobs end to end: the admin asks through the api, the worker calls a local OpenAI-compatible
// server that answers from a script (valid JSON, prose, nothing, 401, 429 with Retry-After, 500,
// too slow, an unknown model), and the job view shows the result or the spec's Turkish message.
// A batch records a failed post and goes on; a worker killed in the middle resumes without asking
// the service again for what it already wrote; the service key appears nowhere but in the call.
#include <gtest/gtest.h>
#include <signal.h>

#include <boost/json.hpp>
#include <set>
#include <thread>

#include "events/consumer.hpp"
#include "fake_service.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

constexpr const char* kKey = "sk-test-GIZLI-anahtar-8f3a9c";

bool has(const std::string& s, const char* part) { return s.find(part) != std::string::npos; }

std::string words(int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += i % 40 == 0 ? (i ? "</p><p>kelime" : "<p>kelime") : " kelime";
  return out + "</p>";
}

// The topic line of a prompt ("Konu: ...").
std::string topic_of(const std::string& prompt) {
  auto at = prompt.find("Konu: ");
  if (at == std::string::npos) return "";
  return prompt.substr(at + 6, prompt.find('\n', at) - at - 6);
}

FakeReply error(int status, const std::string& message, std::map<std::string, std::string> headers = {}) {
  return {status, json::serialize(json::object{{"error", json::object{{"message", message}}}}), std::move(headers)};
}

// The AI service's script. Scenarios are chosen by the topic (or the idea titles of a batch).
FakeReply script(const FakeRequest& r) {
  const std::string p = user_prompt(r.body);
  const std::string topic = topic_of(p);
  if (has(p, "senaryo-401")) return error(401, "Incorrect API key provided");
  if (has(p, "senaryo-429")) return error(429, "Rate limit reached for requests", {{"Retry-After", "1"}});
  if (has(p, "senaryo-500")) return error(500, "The server had an error");
  if (has(p, "senaryo-model")) return error(404, "The model `gpt-4o-mini` does not exist or you do not have access to it.");
  if (has(p, "senaryo-yavas")) return {200, chat_completion("{}"), {}, 3000ms};
  if (has(p, "senaryo-bos")) return {200, chat_completion("")};
  if (has(p, "senaryo-duzyazi")) return {200, chat_completion("Bonuslar hakkında düz bir yazı.\n\nİkinci paragraf.")};
  if (has(p, "blog yazısı fikri üret")) {
    json::array ideas;
    for (const char* t : {"A", "B", "C"}) {
      std::string title = topic + " " + t;
      if (has(topic, "toplu-hata") && std::string(t) == "B") title += " (bozuk)";
      if (has(topic, "toplu-hepsi")) title += " (bozuk)";
      if (has(topic, "toplu-yavas") && std::string(t) != "A") title += " (ağır)";
      ideas.push_back(json::object{{"title", title}, {"brief", title + " hakkında kısa bir yazı."}});
    }
    return {200, chat_completion("```json\n" + json::serialize(ideas) + "\n```", 40)};
  }
  if (has(p, "Türkçe bir blog yazısı yaz")) {
    if (has(topic, "(bozuk)")) return error(500, "The server had an error");
    json::object post{{"title", topic + " Rehberi"},
                      {"excerpt", topic + " için kısa özet."},
                      {"content", words(320) + "<script>alert(1)</script>"},
                      {"suggested_keywords", json::array{"bonus", "casino", "rehber", "deneme", "freespin", "çevrim"}}};
    return {200, chat_completion(json::serialize(post), 900), {}, has(topic, "(ağır)") ? 1200ms : 0ms};
  }
  if (has(p, "SEO meta verileri üret"))
    return {200, chat_completion(R"({"title":"SEO Önerisi","description":"Kısa açıklama.","keywords":["bonus","casino"]})", 50)};
  if (has(p, "genişlet")) return {200, chat_completion(words(520), 700)};
  if (has(p, "3 farklı SEO önerisi"))
    return {200, chat_completion(R"({"suggestions":[{"title":"Bir","description":"Birinci açıklama","keywords":"a, b"},)"
                                 R"({"title":"İki","description":"İkinci açıklama","keywords":"c"},)"
                                 R"({"title":"Üç","description":"Üçüncü açıklama","keywords":"d"}]})",
                                 80)};
  return error(400, "unexpected prompt");
}

class AiJobs : public ::testing::Test {
 protected:
  static inline FakeService* ai = nullptr;
  static inline Stack* stack = nullptr;

  static void SetUpTestSuite() {
    ai = new FakeService(script);
    stack = new Stack({{"BONUS_AI_BASE_URL", ai->url("/v1")},
                       {"BONUS_AI_API_KEY", kKey},
                       {"BONUS_AI_RETRIES", "1"},
                       {"BONUS_AI_BACKOFF_MS", "100"},
                       {"BONUS_AI_TIMEOUT_MS", "1500"}});
    stack->start_worker();
    stack->start_api();
  }
  static void TearDownTestSuite() {
    delete stack;
    delete ai;
  }

  static std::string request(const json::object& body) {
    auto r = stack->admin("POST", "/api/admin/ai/jobs", json::serialize(body));
    EXPECT_EQ(r.status, 202) << r.body;
    auto v = json::parse(r.body).as_object();
    EXPECT_EQ(v.at("status"), "queued") << r.body;
    return std::string(v.at("id").as_string());
  }

  // Follows the job by long polling until it ends.
  static json::object finished(const std::string& id, std::chrono::seconds limit = 60s) {
    auto deadline = std::chrono::steady_clock::now() + limit;
    long long version = 0;
    json::object job;
    while (std::chrono::steady_clock::now() < deadline) {
      auto r = stack->admin("GET", "/api/admin/ai/jobs/" + id + "?since=" + std::to_string(version) + "&wait=5");
      EXPECT_EQ(r.status, 200) << r.body;
      job = json::parse(r.body).as_object();
      version = job.at("version").as_int64();
      const auto status = job.at("status").as_string();
      if (status != "queued" && status != "running") return job;
    }
    ADD_FAILURE() << "job " << id << " did not end: " << json::serialize(job) << "\n" << stack->logs();
    return job;
  }

  static std::string failure_of(const std::string& topic) {
    auto job = finished(request({{"kind", "blog"}, {"topic", topic}}));
    EXPECT_EQ(job.at("status"), "failed") << json::serialize(job);
    return job.at("error").is_string() ? std::string(job.at("error").as_string()) : "";
  }

  // Until the job's step has its event projected.
  static void wait_for_step(const std::string& id, const std::string& step) {
    auto deadline = std::chrono::steady_clock::now() + 30s;
    while (sql_count(stack->pg_url(), "SELECT count(*) FROM proj.ai_job_steps WHERE job_id = '" + id + "' AND step = '" +
                                          step + "'") == 0) {
      ASSERT_LT(std::chrono::steady_clock::now(), deadline) << stack->logs();
      std::this_thread::sleep_for(20ms);
    }
  }

  static int prompts_with(const char* part) {
    int n = 0;
    for (const auto& r : ai->requests()) n += has(user_prompt(r.body), part) ? 1 : 0;
    return n;
  }
};

}  // namespace

TEST_F(AiJobs, ABlogJobWritesACleanPostFromTheServicesJson) {
  auto job = finished(request({{"kind", "blog"}, {"topic", "Hoş geldin bonusu"}}));
  ASSERT_EQ(job.at("status"), "done") << json::serialize(job);
  const auto& post = job.at("result").at("post").as_object();
  EXPECT_EQ(post.at("title"), "Hoş geldin bonusu Rehberi");
  EXPECT_EQ(post.at("excerpt"), "Hoş geldin bonusu için kısa özet.");
  EXPECT_GE(post.at("word_count").as_int64(), 300);
  EXPECT_EQ(job.at("result").at("word_count"), post.at("word_count"));
  EXPECT_FALSE(has(std::string(post.at("content").as_string()), "<script")) << "AI HTML is sanitised";
  EXPECT_EQ(post.at("keywords").as_array().size(), 6u);
  EXPECT_EQ(post.at("fallback"), false);
  EXPECT_EQ(job.at("tokens").as_int64(), 900);
  EXPECT_EQ(job.at("progress").at("done"), job.at("progress").at("total"));
  const auto metrics = stack->get("/metrics").body;
  EXPECT_TRUE(has(metrics, "bonus_ai_jobs{kind=\"blog\",status=\"done\"} 1")) << metrics;
  EXPECT_TRUE(has(metrics, "bonus_ai_tokens_total 900")) << metrics;
  EXPECT_TRUE(has(metrics, "bonus_ai_calls_total 1")) << metrics;
}

TEST_F(AiJobs, ProseInsteadOfJsonGivesTheSpecsFallback) {
  auto job = finished(request({{"kind", "blog"}, {"topic", "senaryo-duzyazi"}}));
  ASSERT_EQ(job.at("status"), "done") << json::serialize(job);
  const auto& post = job.at("result").at("post").as_object();
  EXPECT_EQ(post.at("excerpt"), "Bu içerik otomatik olarak oluşturulmuştur.");
  EXPECT_EQ(post.at("content"), "<p>Bonuslar hakkında düz bir yazı.</p><p>İkinci paragraf.</p>");
  EXPECT_EQ(json::serialize(post.at("keywords")), R"(["casino","bahis","oyun"])");
  EXPECT_EQ(post.at("fallback"), true);
}

TEST_F(AiJobs, ServiceFailuresBecomeTheSpecsTurkishMessages) {
  EXPECT_EQ(failure_of("senaryo-401"), "API anahtarı geçersiz veya süresi dolmuş.");
  EXPECT_EQ(failure_of("senaryo-model"), "Belirtilen model kullanılamıyor.");
  EXPECT_EQ(failure_of("senaryo-bos"), "AI yanıt vermedi");
  EXPECT_EQ(failure_of("senaryo-yavas"), "AI servisi zamanında yanıt vermedi. Lütfen tekrar deneyin.");
  EXPECT_EQ(prompts_with("senaryo-yavas"), 1) << "a timed-out call is not repeated";
  EXPECT_EQ(failure_of("senaryo-500"), "API hatası: 500 The server had an error");
  EXPECT_EQ(prompts_with("senaryo-500"), 2) << "a 5xx is retried once (BONUS_AI_RETRIES=1)";
}

TEST_F(AiJobs, RateLimitIsRetriedAfterRetryAfterThenReported) {
  EXPECT_EQ(failure_of("senaryo-429"), "API istek limiti aşıldı. Lütfen daha sonra tekrar deneyin.");
  std::vector<std::chrono::steady_clock::time_point> at;
  for (const auto& r : ai->requests())
    if (has(user_prompt(r.body), "senaryo-429")) at.push_back(r.received);
  ASSERT_EQ(at.size(), 2u);
  EXPECT_GE(at[1] - at[0], 900ms) << "the retry waited for Retry-After (1 s), not the 100 ms backoff";
}

TEST_F(AiJobs, SeoExpandIdeasAndPageSeoJobs) {
  auto seo = finished(request({{"kind", "seo"}, {"content", "<p>Bonus içeriği</p>"}}));
  ASSERT_EQ(seo.at("status"), "done") << json::serialize(seo);
  EXPECT_EQ(seo.at("result").at("seo").at("title"), "SEO Önerisi");
  EXPECT_EQ(seo.at("result").at("seo").at("keywords"), "bonus, casino");

  auto expand = finished(request({{"kind", "expand"}, {"content", words(100)}}));
  ASSERT_EQ(expand.at("status"), "done") << json::serialize(expand);
  EXPECT_GE(expand.at("result").at("word_count").as_int64(), 300);

  auto ideas = finished(request({{"kind", "ideas"}, {"topic", "Freespin"}, {"count", 3}}));
  ASSERT_EQ(ideas.at("status"), "done") << json::serialize(ideas);
  ASSERT_EQ(ideas.at("result").at("ideas").as_array().size(), 3u);
  EXPECT_EQ(ideas.at("result").at("ideas").as_array()[0].at("title"), "Freespin A");

  auto page = finished(request({{"kind", "page_seo"}, {"page_name", "Bonuslar"}, {"content", "Bonus listesi"}}));
  ASSERT_EQ(page.at("status"), "done") << json::serialize(page);
  EXPECT_EQ(page.at("result").at("suggestions").as_array().size(), 3u);
}

TEST_F(AiJobs, RequestsAreValidatedWithTheSpecsMessages) {
  auto check = [](json::object body, const char* field, const char* message) {
    auto r = stack->admin("POST", "/api/admin/ai/jobs", json::serialize(body));
    EXPECT_EQ(r.status, 422) << r.body;
    auto e = json::parse(r.body).at("error");
    EXPECT_EQ(e.at("field"), field) << r.body;
    EXPECT_EQ(e.at("message"), message) << r.body;
  };
  check({{"kind", "blog"}, {"topic", "  "}}, "topic", "Lütfen bir konu girin");
  check({{"kind", "expand"}, {"content", ""}}, "content", "İçerik alanı boş olamaz");
  check({{"kind", "batch"}, {"topic", "x"}, {"count", 0}}, "count", "En az 1 içerik oluşturmalısınız");
  check({{"kind", "batch"}, {"topic", "x"}, {"count", 11}}, "count", "En fazla 10 içerik oluşturulabilir");
  check({{"kind", "batch"}, {"topic", "x"}, {"count", 3}, {"publish_count", 6}}, "publish_count",
        "Günlük yayın sayısı 0 ile 5 arasında olmalıdır");
  check({{"kind", "poem"}, {"topic", "x"}}, "kind", "Geçersiz iş türü");
  // U+0000 cannot be stored by Postgres: refused at the door for every string field, even one
  // the job's kind does not use (it was accepted, then refused by the projection: 409).
  check({{"kind", "seo"}, {"content", "x"}, {"topic", std::string("a\0b", 3)}}, "topic",
        "Bu alan geçersiz karakter içeriyor");
}

TEST_F(AiJobs, ABatchRecordsAFailedPostAndKeepsTheOthers) {
  auto job = finished(request({{"kind", "batch"}, {"topic", "toplu-hata"}, {"count", 3}, {"publish_count", 1}}));
  ASSERT_EQ(job.at("status"), "done") << json::serialize(job);
  const auto& posts = job.at("result").at("posts").as_array();
  ASSERT_EQ(posts.size(), 2u);
  EXPECT_EQ(posts[0].at("title"), "toplu-hata A Rehberi");
  EXPECT_EQ(posts[1].at("title"), "toplu-hata C Rehberi");
  EXPECT_EQ(posts[0].at("seo").at("title"), "SEO Önerisi") << "each batch post gets its SEO";
  EXPECT_EQ(job.at("result").at("publish_count"), 1);
  const auto& errors = job.at("errors").as_array();
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].at("title"), "toplu-hata B (bozuk)");
  EXPECT_EQ(errors[0].at("error"), "API hatası: 500 The server had an error");
}

TEST_F(AiJobs, ABatchWhoseEveryPostFailsFails) {
  auto job = finished(request({{"kind", "batch"}, {"topic", "toplu-hepsi"}, {"count", 3}}));
  EXPECT_EQ(job.at("status"), "failed") << json::serialize(job);
  EXPECT_EQ(job.at("error"), "İçerik oluşturulurken bir hata oluştu: API hatası: 500 The server had an error");
  EXPECT_EQ(job.at("errors").as_array().size(), 3u);
}

TEST_F(AiJobs, AKilledWorkerResumesTheBatchWithoutAskingAgainForWrittenPosts) {
  const std::string id = request({{"kind", "batch"}, {"topic", "toplu-yavas"}, {"count", 3}});
  // Kill as soon as the first post is written (the second takes 1.2 s at the service).
  wait_for_step(id, "post:0");
  stack->stop_worker(SIGKILL);
  EXPECT_EQ(sql_count(stack->pg_url(), "SELECT count(*) FROM proj.ai_jobs WHERE id = '" + id + "' AND status = 'done'"), 0)
      << "the batch ended before the kill; the test proves nothing";
  stack->start_worker();
  auto job = finished(id);
  ASSERT_EQ(job.at("status"), "done") << json::serialize(job);
  std::set<std::string> titles;
  for (const auto& p : job.at("result").at("posts").as_array()) titles.insert(std::string(p.at("title").as_string()));
  EXPECT_EQ(titles.size(), 3u) << json::serialize(job);
  EXPECT_EQ(prompts_with("Konu: toplu-yavas A\n"), 1) << "the post written before the kill was not asked for again";
  EXPECT_EQ(prompts_with("Konu: toplu-yavas\n"), 1) << "nor were the ideas";
}

TEST_F(AiJobs, ARunningBatchCanBeCancelled) {
  const std::string id = request({{"kind", "batch"}, {"topic", "toplu-yavas iptal"}, {"count", 3}});
  wait_for_step(id, "post:0");
  auto r = stack->admin("POST", "/api/admin/ai/jobs/" + id + "/cancel");
  ASSERT_EQ(r.status, 202) << r.body;
  auto job = finished(id);
  EXPECT_EQ(job.at("status"), "cancelled") << json::serialize(job);
  EXPECT_LT(prompts_with("Konu: toplu-yavas iptal C"), 1) << "nothing is written after the cancel";
  auto again = stack->admin("POST", "/api/admin/ai/jobs/" + id + "/cancel");
  EXPECT_EQ(again.status, 409) << again.body;
}

TEST_F(AiJobs, JobsAreListedNewestFirstAndFoundAgainById) {
  const std::string first = request({{"kind", "ideas"}, {"topic", "Liste bir"}});
  const std::string second = request({{"kind", "ideas"}, {"topic", "Liste iki"}});
  finished(second);
  auto r = stack->admin("GET", "/api/admin/ai/jobs?limit=2");
  ASSERT_EQ(r.status, 200) << r.body;
  auto list = json::parse(r.body).as_array();
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0].at("id").as_string(), second);
  EXPECT_EQ(list[1].at("id").as_string(), first);
  EXPECT_EQ(list[0].at("topic"), "Liste iki");
  EXPECT_EQ(stack->admin("GET", "/api/admin/ai/jobs/00000000-0000-4000-8000-000000000000").status, 404);
}

TEST_F(AiJobs, TheServiceKeyIsSentOnlyToTheServiceAndAppearsNowhereElse) {
  finished(request({{"kind", "blog"}, {"topic", "Anahtar testi"}}));
  finished(request({{"kind", "blog"}, {"topic", "senaryo-401"}}));
  finished(request({{"kind", "batch"}, {"topic", "toplu-hata anahtar"}, {"count", 3}}));
  auto sent = ai->requests();
  ASSERT_FALSE(sent.empty());
  for (const auto& r : sent) EXPECT_EQ(r.headers.at("authorization"), std::string("Bearer ") + kKey);

  std::string everything = stack->logs();
  for (const char* path : {"/api/admin/ai/jobs?limit=100", "/api/admin/blog-posts", "/api/admin/dashboard", "/metrics"})
    everything += stack->admin("GET", path).body;
  for (const char* table : {"ai_jobs", "ai_job_steps", "dead_letters", "applied_events"})
    for (const auto& row : sql_rows(stack->pg_url(), std::string("SELECT t::text FROM proj.") + table + " t"))
      everything += row[0];
  // Every event on every topic, as stored.
  events::EventConsumer consumer(stack->brokers(), "key-check");
  std::vector<events::PartitionOffset> start;
  long long total = 0;
  for (const char* kind : {"content", "engagement", "jobs"}) {
    const auto topic = stack->topic(kind);
    for (int p = 0; p < consumer.partition_count(topic, 5s); ++p) {
      start.push_back({topic, p, 0});
      total += consumer.high_watermark(topic, p, 5s);
    }
  }
  consumer.assign(start);
  long long read = 0;
  for (auto deadline = std::chrono::steady_clock::now() + 30s; read < total && std::chrono::steady_clock::now() < deadline;)
    for (const auto& m : consumer.poll_batch(500, 200ms)) {
      everything += m.value;
      ++read;
    }
  ASSERT_EQ(read, total);
  ASSERT_GT(total, 10);
  EXPECT_FALSE(has(everything, kKey)) << "the AI key leaked";
  EXPECT_FALSE(has(everything, "GIZLI")) << "part of the AI key leaked";
}
