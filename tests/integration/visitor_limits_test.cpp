// What must hold across api instances: the visitor comment limit is counted in Postgres (the
// sixth comment in a minute from one address is refused whichever instance it reaches, and
// concurrent requests cannot slip past it), sign-in throttling and refresh-token rotation hold
// whichever instance answers, and a command answered by one instance is readable from the other
// at once.
#include <gtest/gtest.h>

#include <atomic>
#include <boost/json.hpp>
#include <thread>

#include "content.hpp"
#include "rate_limiter.hpp"
#include "stack.hpp"
#include "storage/postgres.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

struct LimiterDb {
  TestDatabase db;
  storage::ConnectionPool pool{db.url(), 8};
  LimiterDb() {
    auto c = pool.connect();
    storage::apply_migrations(*c);
  }
  // Moves every recorded action `seconds` into the past (the window slides without a sleep).
  void age(int seconds) const {
    pqxx::connection c(db.url());
    pqxx::work tx(c);
    tx.exec("UPDATE public.visitor_actions SET at = at - interval '" + std::to_string(seconds) + " seconds'");
    tx.commit();
  }
};

// A second bonus-api on the same database and topics as the stack's, on a port of its own.
class SecondApi {
 public:
  explicit SecondApi(const Stack& stack) : port_(free_port()) {
    auto env = stack.env();
    env["BONUS_API_PORT"] = std::to_string(port_);
    process_ = std::make_unique<ChildProcess>(std::vector<std::string>{BONUS_API_BIN}, env,
                                              "/tmp/" + stack.prefix() + "api2.log");
    auto deadline = std::chrono::steady_clock::now() + 30s;
    while (http("GET", url("/readyz"), "", {}, 1000).status != 200) {
      if (!process_->running() || std::chrono::steady_clock::now() > deadline)
        throw std::runtime_error("the second api did not start:\n" + read_file(process_->log_path()));
      std::this_thread::sleep_for(50ms);
    }
  }
  std::string url(const std::string& path) const { return "http://127.0.0.1:" + std::to_string(port_) + path; }

 private:
  unsigned short port_;
  std::unique_ptr<ChildProcess> process_;
};

}  // namespace

TEST(VisitorLimits, TheLimitCountsPerClientAndSlidesWithTheWindow) {
  LimiterDb d;
  api::RateLimiter limit(d.pool, "comment", 5, 60s);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(limit.acquire("10.1.1.1"), 0) << i;
  long long wait = limit.acquire("10.1.1.1");
  EXPECT_GE(wait, 59);
  EXPECT_LE(wait, 60);
  EXPECT_EQ(limit.acquire("10.2.2.2"), 0) << "another client has its own budget";
  api::RateLimiter other_action(d.pool, "other", 5, 60s);
  EXPECT_EQ(other_action.acquire("10.1.1.1"), 0) << "another action has its own budget";

  d.age(30);
  wait = limit.acquire("10.1.1.1");
  EXPECT_GE(wait, 29);
  EXPECT_LE(wait, 30);
  d.age(31);
  EXPECT_EQ(limit.acquire("10.1.1.1"), 0) << "the actions left the window";
  EXPECT_EQ(sql_count(d.db.url(), "SELECT count(*) FROM public.visitor_actions WHERE action = 'comment' AND client = '10.1.1.1'"), 1)
      << "expired actions of the client are deleted";
}

TEST(VisitorLimits, ConcurrentRequestsOfOneClientGetExactlyTheLimit) {
  LimiterDb d;
  api::RateLimiter limit(d.pool, "comment", 5, 60s);
  std::atomic<int> accepted{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 24; ++i)
    threads.emplace_back([&] {
      if (limit.acquire("10.9.9.9") == 0) ++accepted;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(accepted.load(), 5);
}

TEST(VisitorLimits, TwoApiInstancesShareTheCommentLimitAndReadEachOthersWrites) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_TRUST_FORWARDED_FOR", "1"}});
  stack.start_worker();
  stack.start_api();
  SecondApi second(stack);

  // A command answered by one instance is there on the other when its answer arrives.
  auto created = stack.admin("POST", "/api/admin/casinos",
                             R"({"name":"İki Sunucu Casino","url":"https://example.com","logo_url":"https://example.com/l.png","description":"<p>İki api örneği aynı veriyi görür.</p>"})");
  ASSERT_EQ(created.status, 201) << created.body;
  const std::string id(json::parse(created.body).at("id").as_string());
  auto read_back = http("GET", second.url("/api/casinos/" + id), "", {});
  ASSERT_EQ(read_back.status, 200) << read_back.body;
  EXPECT_EQ(json::parse(read_back.body).at("name").as_string(), "İki Sunucu Casino");

  EventWriter w(stack);
  const std::string promotion = write_promotion(w, {.title = "Paylaşılan Sınır Bonusu", .casino_id = id});
  stack.wait_all_projected();
  auto post = [&](const std::string& base, int n) {
    json::object body{{"user_name", "Ayşe"}, {"comment", "Yorum " + std::to_string(n)}, {"rating", 5}};
    return http("POST", base + "/api/promotions/" + promotion + "/comments", json::serialize(body),
                {"X-Forwarded-For: 10.7.7.7"});
  };
  for (int i = 0; i < 5; ++i) {
    auto r = post(i % 2 ? second.url("") : stack.url(""), i);
    ASSERT_EQ(r.status, 201) << i << ": " << r.body;
  }
  for (const std::string& base : {stack.url(""), second.url("")}) {
    auto refused = post(base, 6);
    EXPECT_EQ(refused.status, 429) << base << ": " << refused.body;
    EXPECT_NE(refused.body.find("Çok fazla yorum gönderdiniz"), std::string::npos);
    EXPECT_TRUE(refused.headers.count("retry-after")) << base;
  }
}

TEST(VisitorLimits, SignInThrottlingAndRefreshRotationHoldAcrossApiInstances) {
  Stack stack;
  stack.start_api();
  SecondApi second(stack);
  auto sign_in = [](const std::string& base, const std::string& password) {
    json::object body{{"grant_type", "password"}, {"email", "iki@example.com"}, {"password", password}};
    return http("POST", base + "/api/auth/token", json::serialize(body), {});
  };
  ASSERT_EQ(stack.run_api_command({"admin", "set-password", "iki@example.com", "--chosen"}, "iki-sunucu-sifre\n"), 0)
      << stack.cli_output();

  // A refresh token rotated by one instance: the new one is honoured by the other.
  auto signed_in = sign_in(stack.url(""), "iki-sunucu-sifre");
  ASSERT_EQ(signed_in.status, 200) << signed_in.body;
  const std::string refresh(json::parse(signed_in.body).at("refresh_token").as_string());
  json::object grant{{"grant_type", "refresh_token"}, {"refresh_token", refresh}};
  auto rotated = http("POST", second.url("/api/auth/token"), json::serialize(grant), {});
  ASSERT_EQ(rotated.status, 200) << rotated.body;
  json::object next{{"grant_type", "refresh_token"},
                    {"refresh_token", json::parse(rotated.body).at("refresh_token").as_string()}};
  EXPECT_EQ(http("POST", stack.url("/api/auth/token"), json::serialize(next), {}).status, 200);

  // Five failures spread over both instances: the sixth attempt is refused by either.
  for (int i = 0; i < 5; ++i) ASSERT_EQ(sign_in(i % 2 ? second.url("") : stack.url(""), "yanlis").status, 401) << i;
  for (const std::string& base : {stack.url(""), second.url("")})
    EXPECT_EQ(sign_in(base, "iki-sunucu-sifre").status, 429) << base;
}
