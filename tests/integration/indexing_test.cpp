// Search-engine indexing submission against local servers that speak the two protocols: the
// spec's ping call (GET {host}/index?url=&token=) and IndexNow (POST of a urlList with the key the
// api serves). A success makes `indexed` true; a 5xx is retried, then recorded as failed with
// `indexed` still false and the error visible in the admin's blog list.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <set>
#include <thread>

#include "fake_service.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

bool has(const std::string& s, const char* part) { return s.find(part) != std::string::npos; }

// Creates a post through the admin api and publishes it; returns its id.
std::string publish_post(Stack& s, const std::string& title) {
  auto created = s.admin("POST", "/api/admin/blog-posts",
                         json::serialize(json::object{{"title", title},
                                                      {"excerpt", "Yeterince uzun bir özet metni."},
                                                      {"content", "<p>" + std::string(60, 'x') + "</p>"},
                                                      {"category", "Rehber"}}));
  EXPECT_EQ(created.status, 201) << created.body;
  const std::string id(json::parse(created.body).at("id").as_string());
  auto published = s.admin("POST", "/api/admin/blog-posts/" + id + "/publish");
  EXPECT_EQ(published.status, 200) << published.body;
  return id;
}

void wait_for(const std::function<bool()>& done, const Stack& s, const char* what) {
  auto deadline = std::chrono::steady_clock::now() + 30s;
  while (!done()) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << what << "\n" << s.logs();
    std::this_thread::sleep_for(50ms);
  }
}

std::string column(const Stack& s, const std::string& sql) {
  auto rows = sql_rows(s.pg_url(), sql);
  return rows.empty() ? "" : rows[0][0];
}

}  // namespace

TEST(IndexingPing, ASuccessSetsIndexedAndAFailureIsRetriedThenRecorded) {
  FakeService host([](const FakeRequest& r) -> FakeReply {
    if (has(r.target, "bozuk")) return {503, "{}"};
    return {200, "{\"ok\":true}"};
  });
  Stack stack({{"BONUS_INDEXING", "ping"},
               {"BONUS_INDEXING_URL", host.url()},
               {"BONUS_INDEXING_TOKEN", "gizli-belirtec"},
               {"BONUS_INDEXING_RETRIES", "1"},
               {"BONUS_INDEXING_BACKOFF_MS", "100"},
               {"BONUS_PUBLIC_ORIGIN", "https://bonus.example"}});
  stack.start_worker();
  stack.start_api();

  const std::string good = publish_post(stack, "İndekslenecek Yazı");
  wait_for([&] { return column(stack, "SELECT indexed::text FROM proj.blog_posts WHERE id = '" + good + "'") == "true"; },
           stack, "the post was not marked indexed");
  auto sent = host.requests();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0].method, "GET");
  EXPECT_EQ(sent[0].target, "/index?url=https://bonus.example/blog/indekslenecek-yazi&token=gizli-belirtec");
  EXPECT_EQ(column(stack, "SELECT status FROM proj.indexing_status WHERE entity_id = '" + good + "'"), "indexed");

  const std::string bad = publish_post(stack, "Bozuk Sunucu Yazısı");
  wait_for([&] { return column(stack, "SELECT status FROM proj.indexing_status WHERE entity_id = '" + bad + "'") == "failed"; },
           stack, "the failed submission was not recorded");
  int calls = 0;
  for (const auto& r : host.requests()) calls += has(r.target, "bozuk") ? 1 : 0;
  EXPECT_EQ(calls, 2) << "one try and one retry (BONUS_INDEXING_RETRIES=1)";
  EXPECT_EQ(column(stack, "SELECT indexed::text FROM proj.blog_posts WHERE id = '" + bad + "'"), "false")
      << "a failure is never reported as indexed";
  EXPECT_EQ(column(stack, "SELECT error FROM proj.indexing_status WHERE entity_id = '" + bad + "'"), "HTTP 503");

  auto list = json::parse(stack.admin("GET", "/api/admin/blog-posts").body).at("items").as_array();
  std::map<std::string, std::string> state;
  for (const auto& p : list) state[std::string(p.at("id").as_string())] = std::string(p.at("indexing_status").as_string());
  EXPECT_EQ(state[good], "indexed");
  EXPECT_EQ(state[bad], "failed");
}

TEST(IndexingNow, UrlsArePostedWithTheKeyTheApiServes) {
  FakeService endpoint([](const FakeRequest&) -> FakeReply { return {202, ""}; });
  Stack stack({{"BONUS_INDEXING", "indexnow"},
               {"BONUS_INDEXNOW_ENDPOINT", endpoint.url("/indexnow")},
               {"BONUS_INDEXNOW_KEY", "a1b2c3d4e5f6"},
               {"BONUS_PUBLIC_ORIGIN", "https://bonus.example"}});
  stack.start_worker();
  stack.start_api();

  auto key = stack.get("/a1b2c3d4e5f6.txt");
  EXPECT_EQ(key.status, 200);
  EXPECT_EQ(key.body, "a1b2c3d4e5f6");
  EXPECT_EQ(stack.get("/b1b2c3d4e5f6.txt").status, 404) << "only the configured key is served";

  // A batch save publishing two posts writes two indexing requests back to back.
  auto batch = stack.admin("POST", "/api/admin/blog-posts/batch", R"({"publish_count": 2, "posts": [
      {"title": "Birinci Toplu Yazı", "excerpt": "Yeterince uzun bir özet.", "content": "<p>)" + std::string(60, 'a') + R"(</p>"},
      {"title": "İkinci Toplu Yazı", "excerpt": "Yeterince uzun bir özet.", "content": "<p>)" + std::string(60, 'b') + R"(</p>"}]})");
  ASSERT_EQ(batch.status, 201) << batch.body;
  wait_for([&] { return sql_count(stack.pg_url(), "SELECT count(*) FROM proj.blog_posts WHERE indexed") == 2; }, stack,
           "the batch was not indexed");
  std::set<std::string> urls;
  for (const auto& r : endpoint.requests()) {
    EXPECT_EQ(r.method, "POST");
    EXPECT_EQ(r.target, "/indexnow");
    auto body = json::parse(r.body).as_object();
    EXPECT_EQ(body.at("host"), "bonus.example");
    EXPECT_EQ(body.at("key"), "a1b2c3d4e5f6");
    EXPECT_EQ(body.at("keyLocation"), "https://bonus.example/a1b2c3d4e5f6.txt");
    for (const auto& u : body.at("urlList").as_array()) urls.insert(std::string(u.as_string()));
  }
  EXPECT_LE(endpoint.requests().size(), 2u);
  EXPECT_EQ(urls.size(), 2u);
  for (const auto& u : urls) EXPECT_TRUE(u.rfind("https://bonus.example/blog/", 0) == 0) << u;
}
