// Several workers in one Kafka consumer group: the partitions are spread over them, and when one
// dies (SIGKILL, in the middle of its batches) another takes its partitions over; afterwards the
// projection equals a replay of the log row by row, with no event applied twice and none lost.
#include <gtest/gtest.h>
#include <signal.h>

#include <atomic>
#include <boost/json.hpp>
#include <thread>

#include "events/payloads.hpp"
#include "events/envelope.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

constexpr const char* kRows[] = {
    "SELECT id, name, slug, url, description, created_at, updated_at FROM proj.casinos ORDER BY id",
    "SELECT id, promotion_id, user_name, comment, rating, created_at FROM proj.comments ORDER BY id"};

std::string projection(const Stack& s) {
  std::string out;
  for (const char* sql : kRows)
    for (const auto& row : sql_rows(s.pg_url(), sql))
      for (const auto& f : row) out += f + "|";
  return out;
}

// The partitions of the last assignment of the projectors' group a worker logged ("consumer group
// <prefix>projector assigned: ..."; the same worker's job runner is in a group of its own).
std::string last_assignment(const std::string& log_path, const std::string& prefix) {
  const std::string log = read_file(log_path);
  auto at = log.rfind("consumer group " + prefix + "projector assigned: ");
  if (at == std::string::npos) return "";
  return log.substr(at, log.find('\n', at) - at);
}

class Group : public ::testing::Test {
 protected:
  Stack stack{std::map<std::string, std::string>{{"BONUS_WORKER_BATCH", "20"}, {"BONUS_KAFKA_SESSION_TIMEOUT_MS", "6000"}}};
  std::unique_ptr<ChildProcess> second;
  std::string second_log = "/tmp/" + stack.prefix() + "worker2.log";

  void start_both() {
    stack.start_worker();
    auto env = stack.env();
    env["BONUS_WORKER_INSTANCE"] = "second-worker";  // two workers on one host need names of their own
    second = std::make_unique<ChildProcess>(std::vector<std::string>{BONUS_WORKER_BIN, "run"}, env, second_log);
    // Both members hold partitions once the group has settled (3 engagement + 1 content).
    auto deadline = std::chrono::steady_clock::now() + 60s;
    while (std::chrono::steady_clock::now() < deadline) {
      auto a = last_assignment(first_log(), stack.prefix()), b = last_assignment(second_log, stack.prefix());
      if (!a.empty() && !b.empty() && a.find("none") == std::string::npos && b.find("none") == std::string::npos) return;
      std::this_thread::sleep_for(100ms);
    }
    FAIL() << "the two workers did not share the partitions:\n" << read_file(first_log()) << read_file(second_log);
  }
  std::string first_log() const { return "/tmp/" + stack.prefix() + "worker.log"; }

  // Writes casino events (content) and comments (engagement, over all partitions) until told to stop.
  long long stream(std::atomic<bool>& stop) {
    long long written = produce_casino_events(stack, 300, true);
    EventWriter w(stack);
    for (int i = 0; !stop || i < 300; ++i) {
      const std::string promotion = events::new_uuid();
      w.write(promotion, events::payload::CommentPosted{.id = events::new_uuid(),
                                                        .promotion_id = promotion,
                                                        .user_name = "Ziyaretçi " + std::to_string(i),
                                                        .comment = "Yorum " + std::to_string(i),
                                                        .rating = 1 + i % 5,
                                                        .created_at = events::now_utc()});
      ++written;
      if (i % 50 == 49) written += produce_casino_events(stack, 25, true);
    }
    return written;
  }

  void expect_exactly_once_and_equal_to_replay(long long written) {
    stack.wait_all_projected(90s);
    EXPECT_EQ(stack.events_on_topics(), written);
    EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events"), written) << "none lost";
    EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(DISTINCT event_id) FROM proj.applied_events"), written)
        << "none applied twice";
    EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0);
    const std::string live = projection(stack);
    stack.stop_worker(SIGTERM);
    if (second) {
      second->signal(SIGTERM);
      EXPECT_EQ(second->wait(), 0) << "a worker stopped with SIGTERM exits cleanly:\n" << read_file(second_log);
    }
    ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
    EXPECT_EQ(projection(stack), live) << "the live projection differs from a fold of the log";
  }

  // Kills the worker whose last assignment does (or does not) hold the content partition.
  void kill_worker(bool content_owner) {
    const std::string content = stack.topic("content") + "[0]";
    const bool first_owns = last_assignment(first_log(), stack.prefix()).find(content) != std::string::npos;
    if (first_owns == content_owner) {
      stack.stop_worker(SIGKILL);
    } else {
      second->signal(SIGKILL);
      second->wait();
      second.reset();
    }
  }
};

}  // namespace

TEST_F(Group, AKilledWorkersPartitionsAreTakenOverWithoutLossOrDoubleApply) {
  start_both();
  std::atomic<bool> stop{false};
  std::atomic<long long> written{0};
  std::thread producer([&] { written = stream(stop); });
  while (sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events") < 200) std::this_thread::sleep_for(10ms);
  kill_worker(false);
  const long long at_kill = sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events");
  stop = true;
  producer.join();
  ASSERT_LT(at_kill, written.load()) << "everything was applied before the kill; the test proves nothing";
  expect_exactly_once_and_equal_to_replay(written);
}

TEST_F(Group, TheContentOwnerKilledMidBatchIsReplacedByTheStandby) {
  start_both();
  std::atomic<bool> stop{false};
  std::atomic<long long> written{0};
  std::thread producer([&] { written = stream(stop); });
  while (sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos") < 100) std::this_thread::sleep_for(5ms);
  kill_worker(true);
  const long long casinos_at_kill = sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos");
  stop = true;
  producer.join();
  expect_exactly_once_and_equal_to_replay(written);
  ASSERT_LT(casinos_at_kill, sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos"))
      << "the content owner finished before the kill; the test proves nothing";
  EXPECT_NE(read_file(second ? second_log : first_log()).find(stack.topic("content") + "[0]"), std::string::npos)
      << "the surviving worker took the content partition over";
}
