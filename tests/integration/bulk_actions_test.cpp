// Bulk actions end to end: one command on many rows, chosen by id or by the list's filter, with
// the single command's rules per row (an expired promotion is not activated) and a summary of
// what was done and refused; a retried request (same Idempotency-Key) is done once; a worker
// killed in the middle of an action is resumed by the next one without doing or counting a row
// twice. Real api, worker, Kafka and Postgres. The worker handles two rows per chunk and pauses
// between chunks, so an action is still running when the test kills it.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <csignal>
#include <thread>

#include "events/envelope.hpp"
#include "events/producer.hpp"
#include "shared_stack_suite.hpp"
#include "stack.hpp"

using testing_support::Stack;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

class BulkActions : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    stack = new Stack({{"BONUS_BULK_CHUNK", "2"}, {"BONUS_BULK_CHUNK_PAUSE_MS", "300"}});
    stack->start_worker();
    stack->start_api();
  }
  static void TearDownTestSuite() {
    delete stack;
    stack = nullptr;
  }
  static inline Stack* stack = nullptr;

  static json::object call(const std::string& method, const std::string& path, const std::string& body, long expected) {
    auto r = stack->admin(method, path, body);
    EXPECT_EQ(r.status, expected) << method << " " << path << ": " << r.body;
    return r.body.empty() ? json::object{} : json::parse(r.body).as_object();
  }
  static std::string id_of(const json::object& o) { return std::string(o.at("id").as_string()); }
  static std::string casino(const std::string& name) {
    return id_of(call("POST", "/api/admin/casinos",
                      json::serialize(json::object{{"name", name},
                                                   {"url", "https://casino.example.com"},
                                                   {"logo_url", "https://casino.example.com/l.png"},
                                                   {"description", "<p>Lisanslı bir casino.</p>"}}),
                      201));
  }
  static std::string promotion(const std::string& title, const std::string& casino_id, const std::string& expiry = "",
                               bool active = true) {
    return id_of(call("POST", "/api/admin/promotions",
                      json::serialize(json::object{{"title", title},
                                                   {"short_description", "İlk yatırıma bonus fırsatı"},
                                                   {"description", "<p>Detaylar</p>"},
                                                   {"url", "https://casino.example.com/bonus"},
                                                   {"casino_id", casino_id},
                                                   {"expiry_date", expiry},
                                                   {"is_active", active}}),
                      201));
  }
  static std::string status(const std::string& promotion_id) {
    return std::string(call("GET", "/api/admin/promotions/" + promotion_id, "", 200).at("status").as_string());
  }
  // The action's state once it has finished.
  static json::object finished(const std::string& id) {
    json::object state;
    for (int i = 0; i < 300; ++i, std::this_thread::sleep_for(100ms)) {
      state = call("GET", "/api/admin/bulk-actions/" + id, "", 200);
      if (state.at("finished").as_bool()) return state;
    }
    ADD_FAILURE() << "bulk action " << id << " did not finish: " << json::serialize(state);
    return state;
  }
  static long long applied(const std::string& type) {
    return testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.applied_events WHERE type = '" + type + "'");
  }
};

TEST_F(BulkActions, ActivateAppliesTheRulesPerRowAndSaysWhy) {
  auto c = casino("Kural Casino");
  auto inactive = promotion("Pasif Kampanya", c, "", false);
  auto active = promotion("Aktif Kampanya", c);
  auto expired = promotion("Eski Kampanya", c, "2020-01-31");
  auto started = call("POST", "/api/admin/bulk/promotions",
                      json::serialize(json::object{{"action", "activate"}, {"ids", json::array{inactive, active, expired}}}),
                      202);
  EXPECT_EQ(started.at("total").as_int64(), 3);
  auto state = finished(id_of(started));
  EXPECT_EQ(state.at("done").as_int64(), 2) << "the inactive one activated, the active one already was";
  ASSERT_EQ(state.at("refused").as_array().size(), 1u);
  EXPECT_EQ(state.at("refused").at(0).at("id").as_string(), expired);
  EXPECT_EQ(state.at("refused").at(0).at("reason").as_string(), "Süresi dolmuş bir promosyonun durumu değiştirilemez");
  EXPECT_EQ(status(inactive), "active");
  EXPECT_EQ(status(expired), "expired");

  // What is refused before anything starts.
  EXPECT_EQ(stack->admin("POST", "/api/admin/bulk/promotions", R"({"action":"publish","ids":[]})").status, 422);
  EXPECT_EQ(stack->admin("POST", "/api/admin/bulk/promotions", R"({"action":"delete","ids":["x"]})").status, 422);
  EXPECT_EQ(stack->admin("POST", "/api/admin/bulk/promotions?casino_id=6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60",
                         R"({"action":"delete"})")
                .status,
            422)
      << "no row matches";
  EXPECT_EQ(stack->admin("GET", "/api/admin/bulk-actions/6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60").status, 404);
}

TEST_F(BulkActions, EveryPromotionOfACasinoDeactivatedByFilterOnceEvenWhenRetried) {
  auto closing = casino("Kapanan Casino"), other = casino("Kalan Casino");
  std::vector<std::string> ids;
  for (int i = 0; i < 3; ++i) ids.push_back(promotion("Kapanan Kampanya " + std::to_string(i), closing));
  auto kept = promotion("Kalan Kampanya", other);
  const std::string body = R"({"action":"deactivate"})";
  const std::string path = "/api/admin/bulk/promotions?status=active&casino_id=" + closing;
  const std::vector<std::string> headers{"Authorization: Bearer " + stack->admin_token(), "Content-Type: application/json",
                                         "Idempotency-Key: bulk-kapanan-1"};
  auto first = testing_support::http("POST", stack->url(path), body, headers);
  ASSERT_EQ(first.status, 202) << first.body;
  auto again = testing_support::http("POST", stack->url(path), body, headers);
  ASSERT_EQ(again.status, 202) << again.body;
  auto id = id_of(json::parse(first.body).as_object());
  EXPECT_EQ(id_of(json::parse(again.body).as_object()), id) << "the retry names the same action";
  auto state = finished(id);
  EXPECT_EQ(state.at("total").as_int64(), 3);
  EXPECT_EQ(state.at("done").as_int64(), 3) << "a retried request does not count its rows twice";
  for (const auto& p : ids) EXPECT_EQ(status(p), "inactive");
  EXPECT_EQ(status(kept), "active") << "another casino's promotion is left alone";
}

TEST_F(BulkActions, CommentsDeletedAndPostsPublishedAndUnpublished) {
  auto p = promotion("Yorumlu Kampanya", casino("Yorum Casino"));
  events::EventProducer producer({stack->brokers(), 10000ms});
  std::vector<std::string> comments;
  for (int i = 0; i < 3; ++i) {
    std::string id = events::new_uuid();
    comments.push_back(id);
    auto e = events::make_event("comment.posted", 1, "visitor:test", p,
                                json::object{{"id", id},
                                             {"promotion_id", p},
                                             {"user_name", "Ziyaretçi"},
                                             {"comment", "Toplu silinecek yorum"},
                                             {"rating", i + 1},
                                             {"created_at", events::now_utc()}});
    producer.produce(stack->topic("engagement"), p, events::encode(e));
  }
  for (int i = 0; i < 100 && testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.comments") < 3; ++i)
    std::this_thread::sleep_for(100ms);
  auto started = call("POST", "/api/admin/bulk/comments?rating=1", R"({"action":"delete"})", 202);
  EXPECT_EQ(finished(id_of(started)).at("done").as_int64(), 1);
  started = call("POST", "/api/admin/bulk/comments",
                 json::serialize(json::object{{"action", "delete"}, {"ids", json::array{comments[1], comments[2]}}}), 202);
  EXPECT_EQ(finished(id_of(started)).at("done").as_int64(), 2);
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.comments"), 0);
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM public.comment_keys"), 0);

  std::vector<std::string> posts;
  for (auto title : {"Toplu Yazı Bir", "Toplu Yazı İki"})
    posts.push_back(id_of(call("POST", "/api/admin/blog-posts",
                               json::serialize(json::object{{"title", title},
                                                            {"excerpt", "Bu hafta öne çıkan bonusların özeti."},
                                                            {"content", "<p>" + std::string(80, 'i') + "</p>"},
                                                            {"category", "Rehber"}}),
                               201)));
  started = call("POST", "/api/admin/bulk/blog-posts?published=false", R"({"action":"publish"})", 202);
  EXPECT_EQ(finished(id_of(started)).at("done").as_int64(), 2);
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.blog_posts WHERE is_published"), 2);
  started = call("POST", "/api/admin/bulk/blog-posts",
                 json::serialize(json::object{{"action", "unpublish"}, {"ids", json::array{posts[0]}}}), 202);
  EXPECT_EQ(finished(id_of(started)).at("done").as_int64(), 1);
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.blog_posts WHERE is_published"), 1);
}

// A category a promotion uses is not deleted, with the single delete's words; the others are.
TEST_F(BulkActions, CategoriesInUseAreRefusedTheOthersDeleted) {
  auto used = id_of(call("POST", "/api/admin/categories", R"({"name":"Kullanılan Kategori","slug":"kullanilan"})", 201));
  auto unused = id_of(call("POST", "/api/admin/categories", R"({"name":"Boş Kategori","slug":"bos-kategori"})", 201));
  call("POST", "/api/admin/promotions",
       json::serialize(json::object{{"title", "Kategorili Kampanya"},
                                    {"short_description", "İlk yatırıma bonus fırsatı"},
                                    {"description", "<p>Detaylar</p>"},
                                    {"url", "https://casino.example.com/bonus"},
                                    {"category_id", used}}),
       201);
  const auto categories = [](const std::string& id) {
    return testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.categories WHERE id = '" + id + "'");
  };
  auto started = call("POST", "/api/admin/bulk/categories",
                      json::serialize(json::object{{"action", "delete"}, {"ids", json::array{used, unused}}}), 202);
  auto state = finished(id_of(started));
  EXPECT_EQ(state.at("done").as_int64(), 1);
  ASSERT_EQ(state.at("refused").as_array().size(), 1u);
  EXPECT_EQ(state.at("refused").at(0).at("id").as_string(), used);
  EXPECT_EQ(state.at("refused").at(0).at("reason").as_string(), "Bu kategori kullanımda olduğu için silinemez");
  for (int i = 0; i < 100 && categories(unused) != 0; ++i) std::this_thread::sleep_for(100ms);
  EXPECT_EQ(categories(unused), 0);
  EXPECT_EQ(categories(used), 1) << "the category in use is kept";

  // By the list's filter: the same rule, and an action categories do not have is refused.
  started = call("POST", "/api/admin/bulk/categories?search=kullanilan", R"({"action":"delete"})", 202);
  EXPECT_EQ(finished(id_of(started)).at("refused").as_array().size(), 1u);
  EXPECT_EQ(categories(used), 1);
  EXPECT_EQ(stack->admin("POST", "/api/admin/bulk/categories", R"({"action":"activate"})").status, 422);
}

TEST_F(BulkActions, AWorkerKilledMidwayIsResumedWithoutDoingARowTwice) {
  auto c = casino("Uzun Casino");
  std::vector<std::string> ids;
  for (int i = 0; i < 12; ++i) ids.push_back(promotion("Uzun Kampanya " + std::to_string(i), c));
  const auto deactivated_before = applied("promotion.deactivated"), chunks_before = applied("bulk_action.progressed");
  auto started = call("POST", "/api/admin/bulk/promotions?casino_id=" + c, R"({"action":"deactivate"})", 202);
  const std::string id = id_of(started);
  // Six chunks of two rows, 300 ms apart: killed once the first chunks are counted.
  json::object state;
  for (int i = 0; i < 200; ++i, std::this_thread::sleep_for(50ms)) {
    state = call("GET", "/api/admin/bulk-actions/" + id, "", 200);
    if (state.at("done").as_int64() >= 2) break;
  }
  stack->stop_worker(SIGKILL);
  state = call("GET", "/api/admin/bulk-actions/" + id, "", 200);
  const auto done_when_killed = state.at("done").as_int64();
  EXPECT_GE(done_when_killed, 2);
  EXPECT_LT(done_when_killed, 12) << "the worker was killed too late to show a resume";
  EXPECT_FALSE(state.at("finished").as_bool());

  stack->start_worker();
  state = finished(id);
  EXPECT_EQ(state.at("done").as_int64(), 12) << "every row counted once";
  EXPECT_TRUE(state.at("refused").as_array().empty());
  for (const auto& p : ids) EXPECT_EQ(status(p), "inactive");
  EXPECT_EQ(applied("promotion.deactivated") - deactivated_before, 12) << "each row's deactivation applied once";
  EXPECT_EQ(applied("bulk_action.progressed") - chunks_before, 6)
      << "each chunk counted once";
}

}  // namespace
