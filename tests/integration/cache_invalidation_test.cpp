// The response cache under ordinary traffic: a blog view or a visitor's comment changes only what
// reads it (a post's count, a promotion's comments), so the casino list and the page that embeds
// it stay kept; a casino change drops both. Counted with the api's own cache-miss counter.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <map>
#include <thread>
#include <vector>

#include "content.hpp"
#include "events/payloads.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

long long misses(const Stack& stack) {
  const std::string metrics = stack.get("/metrics").body;
  const std::string name = "\nbonus_response_cache_misses_total ";
  const auto at = metrics.find(name);
  EXPECT_NE(at, std::string::npos) << metrics;
  return at == std::string::npos ? -1 : std::stoll(metrics.substr(at + name.size()));
}

// Polls GET `path` until `ready` holds for its JSON body (each poll is itself a request).
void wait_for(const Stack& stack, const std::string& path, const std::function<bool(const json::value&)>& ready) {
  const auto deadline = std::chrono::steady_clock::now() + 30s;
  for (;;) {
    auto r = stack.get(path);
    if (r.status == 200 && ready(json::parse(r.body))) return;
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << path << ": " << r.body;
    std::this_thread::sleep_for(100ms);
  }
}

}  // namespace

TEST(CacheInvalidation, AViewAndACommentKeepTheCasinoListAndItsPageACasinoChangeDropsThem) {
  Stack stack;
  stack.start_worker();
  stack.start_api();
  EventWriter w(stack);
  const std::string casino = write_casino(w, "Ay Casino", "ay-casino");
  const std::string promotion = write_promotion(w, {.title = "Hoş Geldin Bonusu", .casino_id = casino});
  const std::string post = write_post(w, {.title = "Rehber", .slug = "rehber", .category = "Rehber"});
  stack.wait_projected();

  // Kept after the first request: the list, and the page that embeds it.
  ASSERT_EQ(stack.get("/api/casinos?page=1").status, 200);
  ASSERT_EQ(stack.get("/guvenilir-siteler").status, 200);
  const long long warm = misses(stack);
  ASSERT_EQ(stack.get("/api/casinos?page=1").status, 200);
  ASSERT_EQ(stack.get("/guvenilir-siteler").status, 200);
  EXPECT_EQ(misses(stack), warm) << "both answers were kept";

  // A reader's view and a visitor's comment are projected...
  w.write(post, events::payload::BlogPostViewed{.id = post, .count = 3});
  w.write(promotion, events::payload::CommentPosted{.id = events::new_uuid(), .promotion_id = promotion,
                                                    .user_name = "Ayşe", .comment = "Güzel bonus", .rating = 5,
                                                    .created_at = minutes_ago(0)});
  wait_for(stack, "/api/blog/rehber/views", [](const json::value& v) { return v.at("view_count").as_int64() == 3; });
  wait_for(stack, "/api/promotions/" + promotion + "/comments", [](const json::value& v) { return v.as_array().size() == 1; });
  // ...and neither touches what the casino list reads.
  const long long after_engagement = misses(stack);
  EXPECT_EQ(stack.get("/api/casinos?page=1").status, 200);
  EXPECT_EQ(stack.get("/guvenilir-siteler").status, 200);
  EXPECT_EQ(misses(stack), after_engagement) << "a view and a comment dropped the casino list or its page";

  // A casino change drops the list and the page that embedded it.
  write_casino(w, "Güneş Casino", "gunes-casino");
  wait_for(stack, "/api/casinos?page=1", [](const json::value& v) { return v.at("total").as_int64() == 2; });
  const long long after_casino = misses(stack);
  const auto page = stack.get("/guvenilir-siteler");
  // The page is computed again, and with it its SEO lookup: /guvenilir-siteler has no SEO row of
  // its own, and the fallback answer of such a path is never kept (junk paths must not each take
  // an entry, CacheBounds). The list it embeds is kept: it was read just now.
  EXPECT_EQ(misses(stack), after_casino + 2) << "the page was computed again, the list it embeds was not";
  EXPECT_NE(page.body.find("Güneş Casino"), std::string::npos);
}

// Readers do not evict content: a view and a comment change a count, served beside the content
// (GET /api/blog/{post}/views, GET /api/promotions/{id}/comments), so the kept post, blog list,
// promotion detail and the pages that embed them stay kept, with the same ETag, while the new
// counts reach the reader.
TEST(CacheInvalidation, AViewAndACommentKeepThePostsAndPromotionPagesWhileTheirCountsMove) {
  // Kept for ten minutes: only a change of what an answer reads may drop it here, not its age.
  Stack stack(std::map<std::string, std::string>{{"BONUS_CACHE_TTL_MS", "600000"}});
  stack.start_worker();
  stack.start_api();
  EventWriter w(stack);
  const std::string casino = write_casino(w, "Ay Casino", "ay-casino");
  const std::string promotion = write_promotion(w, {.title = "Hoş Geldin Bonusu", .casino_id = casino});
  const std::string post = write_post(w, {.title = "Rehber", .slug = "rehber", .category = "Rehber"});
  write_post(w, {.title = "Öbür Rehber", .slug = "obur-rehber", .category = "Rehber", .created_minutes_ago = 5});
  stack.wait_projected();

  const std::vector<std::string> content = {"/api/blog/rehber", "/api/blog", "/api/blog/rehber/similar",
                                            "/blog/rehber", "/api/promotions/" + promotion,
                                            "/api/promotions/by-slug/ay-casino/hos-geldin-bonusu",
                                            "/bonuslar/ay-casino/hos-geldin-bonusu"};
  std::map<std::string, std::string> etags;
  for (const auto& path : content) ASSERT_EQ(stack.get(path).status, 200) << path;
  const long long warm = misses(stack);
  for (const auto& path : content) etags[path] = stack.get(path).headers["etag"];
  ASSERT_EQ(misses(stack), warm) << "every content answer was kept";
  EXPECT_EQ(json::parse(stack.get("/api/blog/rehber/views").body).at("view_count").as_int64(), 0);
  EXPECT_TRUE(json::parse(stack.get("/api/promotions/" + promotion + "/comments").body).as_array().empty());

  // A reader's view and a visitor's comment are projected, and their counts reach the reader...
  w.write(post, events::payload::BlogPostViewed{.id = post, .count = 3});
  w.write(promotion, events::payload::CommentPosted{.id = events::new_uuid(), .promotion_id = promotion,
                                                    .user_name = "Ayşe", .comment = "Güzel bonus", .rating = 5,
                                                    .created_at = minutes_ago(0)});
  wait_for(stack, "/api/blog/rehber/views", [](const json::value& v) { return v.at("view_count").as_int64() == 3; });
  wait_for(stack, "/api/promotions/" + promotion + "/comments", [](const json::value& v) { return v.as_array().size() == 1; });
  // ...while the post, the list, the promotion and their pages stay kept: not computed again.
  const long long after_engagement = misses(stack);
  for (const auto& path : content) {
    auto r = stack.get(path);
    EXPECT_EQ(r.status, 200) << path;
    EXPECT_EQ(r.headers["etag"], etags[path]) << path;
  }
  EXPECT_EQ(misses(stack), after_engagement) << "a view or a comment dropped kept content";
}
