// The daily draft publisher: nothing before the due time; at it, exactly the oldest N drafts,
// each with a log row and an indexing request, and the next time 24 hours on; nothing twice after
// a restart or with two workers; one day's count after days of downtime. The due time is set by
// writing the schedule event (a test-controlled clock: no sleeping for hours).
#include <gtest/gtest.h>
#include <signal.h>

#include <thread>

#include "content.hpp"
#include "events/payloads.hpp"
#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

namespace {

class Publisher : public ::testing::Test {
 protected:
  Stack stack{std::map<std::string, std::string>{{"BONUS_PUBLISHER_INTERVAL_MS", "200"}}};
  EventWriter writer{stack};

  void SetUp() override { stack.start_worker(); }

  std::string draft(const std::string& title, long long minutes_ago_created) {
    return write_post(writer, {.title = title, .slug = events::new_uuid(), .published = false,
                               .created_minutes_ago = minutes_ago_created});
  }

  // The schedule with its next publish time `minutes` from now (negative: due).
  std::string schedule(long long count, long long minutes) {
    const std::string next = minutes_ago(-minutes);
    writer.write("publishing_schedule", events::payload::PublishingScheduleSaved{.daily_publish_count = count,
                                                                               .is_active = true,
                                                                               .next_publish_at = next,
                                                                               .last_published_at = std::nullopt,
                                                                               .updated_at = events::now_utc()});
    stack.wait_projected();
    return next;
  }

  long long published() const { return sql_count(stack.pg_url(), "SELECT count(*) FROM proj.blog_posts WHERE is_published"); }
  bool is_published(const std::string& id) const {
    return sql_count(stack.pg_url(), "SELECT count(*) FROM proj.blog_posts WHERE is_published AND id = '" + id + "'") == 1;
  }
  void wait_published(long long n) {
    auto deadline = std::chrono::steady_clock::now() + 30s;
    while (published() < n) {
      ASSERT_LT(std::chrono::steady_clock::now(), deadline) << stack.logs();
      std::this_thread::sleep_for(50ms);
    }
    stack.wait_projected();
  }
  // Long enough for several publisher ticks (every 200 ms).
  static void a_few_ticks() { std::this_thread::sleep_for(1500ms); }
};

}  // namespace

TEST_F(Publisher, NothingEarlyThenTheOldestAtTheDueTimeAndNothingTwiceAfterARestart) {
  const auto oldest = draft("En Eski Taslak", 30), middle = draft("Orta Taslak", 20), newest = draft("Yeni Taslak", 10);
  schedule(2, 60);
  a_few_ticks();
  EXPECT_EQ(published(), 0) << "nothing before the due time";

  const std::string due = schedule(2, -1);
  wait_published(2);
  EXPECT_TRUE(is_published(oldest));
  EXPECT_TRUE(is_published(middle));
  EXPECT_FALSE(is_published(newest)) << "the oldest drafts go first";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.publishing_log WHERE status = 'success' AND blog_id IN ('" +
                                          oldest + "', '" + middle + "')"),
            2);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.publishing_schedule WHERE next_publish_at = '" + due +
                                          "'::timestamptz + interval '24 hours' AND last_published_at IS NOT NULL"),
            1)
      << "the next time moves 24 hours on";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.indexing_status WHERE status = 'pending'"), 2)
      << "each published post is submitted for indexing";

  stack.stop_worker(SIGKILL);
  stack.start_worker();
  a_few_ticks();
  EXPECT_EQ(published(), 2) << "a restarted worker does not publish the slot again";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.publishing_log"), 2);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM public.publisher_runs"), 1);
}

TEST_F(Publisher, TwoWorkersPublishADueSlotOnce) {
  for (int i = 0; i < 4; ++i) draft("Taslak " + std::to_string(i), 40 - i);
  auto env = stack.env();
  env["BONUS_WORKER_INSTANCE"] = "second-publisher";
  ChildProcess second({BONUS_WORKER_BIN, "run"}, env, "/tmp/" + stack.prefix() + "worker2.log");
  std::this_thread::sleep_for(1s);  // both running and ticking
  schedule(1, -1);
  wait_published(1);
  a_few_ticks();
  EXPECT_EQ(published(), 1) << read_file("/tmp/" + stack.prefix() + "worker2.log");
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.publishing_log"), 1);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM public.publisher_runs"), 1);
  second.signal(SIGTERM);
  EXPECT_EQ(second.wait(), 0);
}

TEST_F(Publisher, AWorkerBackAfterDaysPublishesOneDaysCount) {
  for (int i = 0; i < 5; ++i) draft("Bekleyen " + std::to_string(i), 50 - i);
  const std::string due = schedule(2, -(3 * 24 * 60 + 60));  // three days and an hour ago
  wait_published(2);
  a_few_ticks();
  EXPECT_EQ(published(), 2) << "one slot, not one per missed day";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.publishing_schedule WHERE next_publish_at = '" + due +
                                          "'::timestamptz + interval '4 days' AND next_publish_at > now()"),
            1)
      << "the next time is the first slot after now";
}

TEST_F(Publisher, NoDraftsLeavesTheSpecsMessageInTheLog) {
  schedule(1, -1);
  auto deadline = std::chrono::steady_clock::now() + 30s;
  while (sql_count(stack.pg_url(), "SELECT count(*) FROM proj.publishing_log") == 0) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << stack.logs();
    std::this_thread::sleep_for(50ms);
  }
  auto rows = sql_rows(stack.pg_url(), "SELECT status, detail FROM proj.publishing_log");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0][0], "error");
  EXPECT_EQ(rows[0][1], "Yayınlanacak taslak blog bulunamadı");
  EXPECT_EQ(published(), 0);
}
