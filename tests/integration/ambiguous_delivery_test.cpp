// Ambiguous deliveries, on a broker of the test's own that is stalled (SIGSTOP) past the delivery
// timeout: the event was sent and may be stored, but no report says so.
// - A command with an Idempotency-Key answers 202 with the key (without a key: 503 as before); the
//   retry with the key after the broker is back makes exactly one casino.
// - A view-count flush retried after such a delivery is counted once.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <map>
#include <thread>

#include "content.hpp"
#include "private_broker.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {


class AmbiguousDelivery : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    broker = new PrivateBroker();
    stack = new Stack({{"BONUS_KAFKA_BROKERS", broker->brokers()}, {"BONUS_DELIVERY_TIMEOUT_MS", "2000"}});
    stack->start_worker();
    stack->start_api();
  }
  static void TearDownTestSuite() {
    delete stack;
    delete broker;
  }
  void TearDown() override { broker->resume(); }

  static HttpReply keyed(const std::string& body, const std::string& key) {
    return http("POST", stack->url("/api/admin/casinos"), body,
                {"Authorization: Bearer " + stack->admin_token(), "Idempotency-Key: " + key});
  }
  static long long count(const std::string& sql) { return sql_count(stack->pg_url(), sql); }
  // How often the api has logged `text` so far.
  static int logged(const std::string& text) {
    const auto log = stack->logs();
    int n = 0;
    for (auto at = log.find(text); at != std::string::npos; at = log.find(text, at + 1)) ++n;
    return n;
  }

  static long long views_pending() {
    const auto metrics = http("GET", stack->url("/metrics")).body;
    const auto at = metrics.find("\nbonus_views_pending ");
    if (at == std::string::npos) return -1;
    return std::stoll(metrics.substr(at + 21));
  }

  static PrivateBroker* broker;
  static Stack* stack;
};
PrivateBroker* AmbiguousDelivery::broker = nullptr;
Stack* AmbiguousDelivery::stack = nullptr;

TEST_F(AmbiguousDelivery, AStalledBrokerAnswers202WithTheKeyAndTheRetryMakesOneCasino) {
  // The api's connection to the broker is open and in use before the broker stalls.
  ASSERT_EQ(stack->admin("POST", "/api/admin/casinos", casino_body("Isinma Casino")).status, 201) << stack->logs();

  broker->stall();
  auto pending = keyed(casino_body("Belirsiz Casino"), "belirsiz-1");
  ASSERT_EQ(pending.status, 202) << pending.body << stack->logs();
  auto answer = json::parse(pending.body);
  EXPECT_EQ(answer.at("idempotency_key").as_string(), "belirsiz-1");
  EXPECT_EQ(answer.at("status").as_string(), "pending");
  EXPECT_EQ(answer.at("message").as_string(),
            "Değişiklik gönderildi ancak kaydedildiği henüz doğrulanamadı. Aynı Idempotency-Key ile tekrar göndermek "
            "güvenlidir: ikinci bir kayıt oluşmaz.");
  // Without a key the answer stays what it was.
  auto unkeyed = stack->admin("POST", "/api/admin/casinos", casino_body("Anahtarsiz Belirsiz Casino"));
  EXPECT_EQ(unkeyed.status, 503) << unkeyed.body;
  broker->resume();

  // The client retries with its key until it gets an answer about the casino.
  HttpReply retry;
  const auto deadline = std::chrono::steady_clock::now() + 60s;
  do {
    retry = keyed(casino_body("Belirsiz Casino"), "belirsiz-1");
    if (retry.status == 201) break;
    std::this_thread::sleep_for(500ms);
  } while (std::chrono::steady_clock::now() < deadline);
  ASSERT_EQ(retry.status, 201) << retry.body << stack->logs();
  stack->wait_projected();
  EXPECT_EQ(count("SELECT count(*) FROM proj.casinos WHERE name = 'Belirsiz Casino'"), 1);
}

TEST_F(AmbiguousDelivery, AViewCountFlushRetriedIsCountedOnce) {
  EventWriter w(*stack);
  const auto post = write_post(w, {.title = "Sayilan Yazi", .slug = "sayilan-yazi"});
  stack->wait_projected();
  const auto views = "SELECT view_count FROM proj.blog_posts WHERE id = '" + post + "'";
  ASSERT_EQ(http("POST", stack->url("/api/blog/" + post + "/views")).status, 202);
  for (auto deadline = std::chrono::steady_clock::now() + 30s;
       count(views) < 1 && std::chrono::steady_clock::now() < deadline;)
    std::this_thread::sleep_for(100ms);
  ASSERT_EQ(count(views), 1) << stack->logs();

  const auto failures = logged("view counts not sent yet");
  broker->stall();
  ASSERT_EQ(http("POST", stack->url("/api/blog/" + post + "/views")).status, 202);
  // The flush sends the view to the stalled broker and gives up after the delivery timeout.
  for (auto deadline = std::chrono::steady_clock::now() + 30s;
       logged("view counts not sent yet") == failures && std::chrono::steady_clock::now() < deadline;)
    std::this_thread::sleep_for(100ms);
  ASSERT_GT(logged("view counts not sent yet"), failures) << stack->logs();
  broker->resume();

  // The stalled broker stores the copy that timed out once it goes on; the next flush sends the
  // view again. Once the api has nothing pending, both copies are on the log.
  for (auto deadline = std::chrono::steady_clock::now() + 60s;
       views_pending() != 0 && std::chrono::steady_clock::now() < deadline;)
    std::this_thread::sleep_for(100ms);
  ASSERT_EQ(views_pending(), 0) << stack->logs();
  stack->wait_all_projected();
  EXPECT_EQ(count(views), 2) << "two views, each counted once";
  EXPECT_EQ(count("SELECT count(*) FROM proj.applied_events WHERE type = 'blog_post.viewed'"), 2);
}

}  // namespace
