// Fault injection with the real processes: the broker and the database are restarted (not only
// stopped) while commands, events and reads flow. Both run privately to the test (a broker of its
// own, a cluster of its own); the shared ones are never touched.
// - Kafka hanging, then restarted while admin commands flow: every command that answered 201 is
//   projected exactly once; the answers of the outage (202, 503) retried with their key make one
//   entity, also when the event of a 202 did reach the log.
// - Postgres restarted under the api and the worker: both go on without a restart of their own,
//   nothing is dead-lettered and every event written is projected once.
// - The sessions of the suite's database ended again and again (pg_terminate_backend) while
//   events flow: the same, on the shared cluster.
#include <gtest/gtest.h>
#include <signal.h>

#include <atomic>
#include <exception>
#include <boost/json.hpp>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "content.hpp"
#include "private_broker.hpp"
#include "private_postgres.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {


// Waits (bounded) until `done()` holds; the caller asserts on it afterwards.
template <class F>
void wait_for(F done, std::chrono::seconds limit = 60s) {
  for (auto deadline = std::chrono::steady_clock::now() + limit; !done() && std::chrono::steady_clock::now() < deadline;)
    std::this_thread::sleep_for(100ms);
}

TEST(KafkaRestart, EveryCommandAnswered201IsProjectedOnce) {
  PrivateBroker broker;
  Stack stack({{"BONUS_KAFKA_BROKERS", broker.brokers()}, {"BONUS_DELIVERY_TIMEOUT_MS", "2000"}});
  stack.start_worker();
  stack.start_api();
  ASSERT_EQ(stack.admin("POST", "/api/admin/casinos", casino_body("Isinma Casino")).status, 201) << stack.logs();
  const std::string token = stack.admin_token();

  constexpr int kCommands = 200;
  std::atomic<int> created{0}, pending{0};
  std::mutex m;
  std::map<int, std::string> ids;       // command -> the id its 201 named
  std::map<long, int> answers;          // status -> how often (every try)
  std::vector<std::string> unexpected;  // answers no outage explains
  std::thread flow([&] {
    for (int i = 0; i < kCommands; ++i) {
      const auto key = "yeniden-" + std::to_string(i);
      const auto body = casino_body("Yeniden Casino " + std::to_string(i));
      const auto deadline = std::chrono::steady_clock::now() + 90s;
      for (;;) {
        auto r = http("POST", stack.url("/api/admin/casinos"), body,
                      {"Authorization: Bearer " + token, "Idempotency-Key: " + key});
        std::lock_guard lock(m);
        ++answers[r.status];
        if (r.status == 201) {
          ids[i] = std::string(json::parse(r.body).at("id").as_string());
          ++created;
          break;
        }
        // 202: sent, not confirmed (or not projected yet); 503: the broker is away. Both are
        // retried with the same key, as the description says.
        if (r.status == 202) ++pending;
        if (r.status != 202 && r.status != 503) unexpected.push_back(std::to_string(r.status) + " " + r.body);
        if (std::chrono::steady_clock::now() > deadline) break;
        std::this_thread::sleep_for(200ms);
      }
    }
  });
  // While the commands flow the broker first hangs past the delivery timeout, so that a command
  // answers 202 although its event reaches the log once the broker goes on; then it is killed
  // and started again on the same log.
  wait_for([&] { return created >= kCommands / 4; });
  broker.stall();
  wait_for([&] { return pending >= 1; });
  broker.resume();
  const int before = created;
  broker.restart(SIGKILL);
  flow.join();

  for (const auto& [status, n] : answers) std::cout << "status " << status << ": " << n << " answers\n";
  EXPECT_LT(before, kCommands) << "the broker was restarted after the commands had ended";
  EXPECT_GE(pending, 1) << "no command was left in doubt by the hanging broker";
  EXPECT_TRUE(unexpected.empty()) << unexpected.front() << stack.logs();
  ASSERT_EQ(static_cast<int>(ids.size()), kCommands) << stack.logs();
  stack.wait_projected();
  // Every 201 is in the projection, and no command made a second casino.
  std::string list;
  for (const auto& [i, id] : ids) list += (list.empty() ? "'" : ",'") + id + "'";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE id IN (" + list + ")"), kCommands);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE name LIKE 'Yeniden Casino %'"), kCommands);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(DISTINCT name) FROM proj.casinos WHERE name LIKE 'Yeniden Casino %'"),
            kCommands);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0) << stack.logs();
  EXPECT_TRUE(stack.api_running());
  EXPECT_TRUE(stack.worker_running());
}

// Events keep being written (straight to the topic, as the api would) and the public list is
// read while `fault` runs; afterwards everything written is projected once and both answer.
void events_and_reads_through(Stack& stack, const std::function<void()>& fault) {
  stack.start_worker();
  stack.start_api();
  std::atomic<bool> stop{false};
  std::atomic<long long> written{0};
  std::thread writer([&] {
    while (!stop) {
      written += produce_casino_events(stack, 20, true);
      std::this_thread::sleep_for(50ms);
    }
  });
  std::map<long, int> reads;
  std::thread reader([&] {
    while (!stop) {
      ++reads[stack.get("/api/casinos").status];
      std::this_thread::sleep_for(20ms);
    }
  });
  // Whatever the fault throws, the threads are stopped and joined first, so a failure is
  // reported as one and does not abort the test program.
  std::exception_ptr failed;
  try {
    wait_for([&] { return written >= 100; });
    fault();
    const long long at_fault = written;
    wait_for([&] { return written >= at_fault + 100; });
  } catch (...) {
    failed = std::current_exception();
  }
  stop = true;
  writer.join();
  reader.join();
  if (failed) std::rethrow_exception(failed);
  for (const auto& [status, n] : reads) std::cout << "GET /api/casinos " << status << ": " << n << "\n";

  // Both processes are the ones started before the fault.
  EXPECT_TRUE(stack.worker_running()) << stack.logs();
  EXPECT_TRUE(stack.api_running()) << stack.logs();
  stack.wait_projected(60s);
  const long long casinos = written / 2;  // a created and an updated event each
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos"), casinos);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events WHERE type = 'casino.created'"), casinos);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events WHERE type = 'casino.updated'"), casinos);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE name NOT LIKE '%(güncel)'"), 0);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0) << stack.logs();
  // The api answers reads and commands again on its own.
  HttpReply list;
  wait_for([&] { return (list = stack.get("/api/casinos")).status == 200; });
  EXPECT_EQ(list.status, 200) << list.body << stack.logs();
  HttpReply created;
  wait_for([&] { return (created = stack.admin("POST", "/api/admin/casinos", casino_body("Sonra Casino"))).status == 201; });
  EXPECT_EQ(created.status, 201) << created.body << stack.logs();
}

TEST(PostgresRestart, ApiAndWorkerRecoverAndNoEventIsLost) {
  PrivatePostgres pg;
  Stack stack({{"BONUS_TEST_PG_URL", pg.url()}});
  events_and_reads_through(stack, [&] { pg.restart(); });
}

TEST(PostgresSessionsEnded, ApiAndWorkerRecoverAndNoEventIsLost) {
  Stack stack;
  events_and_reads_through(stack, [&] {
    // For three seconds every session of the suite's database is ended, again and again.
    const std::string admin_url = env_or("BONUS_TEST_PG_URL", "postgresql://bonus:bonus@127.0.0.1:5433/bonus");
    const std::string others = " FROM pg_stat_activity WHERE datname = '" + stack.db_name() + "' AND pid <> pg_backend_pid()";
    const auto until = std::chrono::steady_clock::now() + 3s;
    while (std::chrono::steady_clock::now() < until) {
      try {
        sql_rows(admin_url, "SELECT pg_terminate_backend(pid)" + others);
      } catch (const std::exception& e) {  // the fault's own connection may fail under it: try again
        std::cout << "terminating sessions: " << e.what() << "\n";
      }
      std::this_thread::sleep_for(100ms);
    }
  });
}

}  // namespace
