// Crash safety of the projector: SIGKILL while thousands of events are being applied, restart,
// and the projection equals a replay into a fresh schema row by row, with every event applied
// exactly once.
#include <gtest/gtest.h>
#include <signal.h>

#include <thread>

#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

namespace {

constexpr const char* kCasinoRows =
    "SELECT id, name, slug, url, logo_url, description, coalesce(details, ''), coalesce(rating::text, ''), featured, "
    "created_at, updated_at FROM proj.casinos ORDER BY id";

std::vector<std::vector<std::string>> casino_rows(const Stack& s) { return sql_rows(s.pg_url(), kCasinoRows); }

TEST(ProjectorCrash, KilledMidStreamResumesWithoutLossOrDoubleApply) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_WORKER_BATCH", "25"}});
  const long long total = produce_casino_events(stack, 1200, true);  // 2,400 events
  ASSERT_EQ(total, 2400);

  int kills = 0;
  for (long long threshold : {300LL, 1200LL}) {
    stack.start_worker();
    auto deadline = std::chrono::steady_clock::now() + 60s;
    long long applied = 0;
    while (std::chrono::steady_clock::now() < deadline) {
      applied = sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events");
      if (applied >= threshold) break;
      std::this_thread::sleep_for(5ms);
    }
    stack.stop_worker(SIGKILL);
    ++kills;
    long long after_kill = sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events");
    ASSERT_LT(after_kill, total) << "the worker finished before it could be killed; the test proves nothing";
    ASSERT_GE(after_kill, threshold);
  }
  EXPECT_EQ(kills, 2);

  stack.start_worker();
  stack.wait_projected(60s);
  stack.stop_worker(SIGTERM);

  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events"), total);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(DISTINCT event_id) FROM proj.applied_events"), total);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT max(\"offset\") + 1 FROM proj.applied_events"), total)
      << "every offset from 0 to the end applied";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE name NOT LIKE '%(güncel)'"), 0)
      << "every update applied after its create";

  auto live = casino_rows(stack);
  ASSERT_EQ(live.size(), 1200u);
  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  auto rebuilt = casino_rows(stack);
  ASSERT_EQ(rebuilt.size(), live.size());
  for (std::size_t i = 0; i < live.size(); ++i) ASSERT_EQ(live[i], rebuilt[i]) << "row " << i;
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events"), total);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM public.projection_builds WHERE reason = 'manual replay'"), 1);
}

}  // namespace
