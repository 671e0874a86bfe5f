// The sitemap is rebuilt after the projector's batches, not in them (issue 25, item 4): many
// changes in a row give few rebuilds (at most one per BONUS_SITEMAP_INTERVAL_MS) and end in the
// sitemap a fresh fold of the log builds; a change whose rebuild had not run when the worker was
// killed is rebuilt at its next start; a new public origin is rebuilt at start. Real api,
// worker, Kafka and Postgres.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <thread>

#include "content.hpp"
#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

namespace {

std::string sitemap_xml(const Stack& stack) { return sql_rows(stack.pg_url(), "SELECT xml FROM proj.sitemap")[0][0]; }
long long rebuilds(const Stack& stack) {
  return sql_count(stack.pg_url(), "SELECT version FROM proj.projection_changes WHERE area = 'sitemap'");
}
long long counted_changes(const Stack& stack) {
  return sql_count(stack.pg_url(), "SELECT version FROM proj.sitemap_changes");
}

TEST(SitemapRebuild, ManyChangesGiveFewRebuildsAndTheSitemapAFreshFoldBuilds) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_SITEMAP_INTERVAL_MS", "2000"}});
  stack.start_worker();
  stack.start_api();
  stack.wait_sitemap_built();
  const long long rebuilds_before = rebuilds(stack), changes_before = counted_changes(stack);

  // One command at a time: each answers 201 once its own batch has committed, so each is a batch
  // that changes what the sitemap lists.
  constexpr int kCommands = 40;
  const auto began = std::chrono::steady_clock::now();
  for (int i = 0; i < kCommands; ++i) {
    auto r = stack.admin("POST", "/api/admin/casinos", casino_body("Harita Casino " + std::to_string(i)));
    ASSERT_EQ(r.status, 201) << r.body;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  stack.wait_sitemap_built();

  EXPECT_EQ(counted_changes(stack) - changes_before, kCommands) << "every batch counted its change";
  const long long made = rebuilds(stack) - rebuilds_before;
  EXPECT_GE(made, 1);
  // One rebuild at most per 2 s while the commands came, and the one after the last.
  EXPECT_LE(made, static_cast<long long>(seconds / 2.0) + 2) << kCommands << " batches in " << seconds << " s";

  const std::string live = sitemap_xml(stack);
  for (int i = 0; i < kCommands; ++i)
    EXPECT_NE(live.find("/casino/harita-casino-" + std::to_string(i) + "<"), std::string::npos) << i;
  // The api was told: its kept answer follows the rebuild.
  for (int i = 0; i < 50 && stack.get("/sitemap.xml").body != live; ++i) std::this_thread::sleep_for(100ms);
  EXPECT_EQ(stack.get("/sitemap.xml").body, live);

  // A fold of the whole log into a fresh schema builds the same sitemap.
  stack.stop_worker(SIGTERM);
  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  EXPECT_EQ(sitemap_xml(stack), live);
}

TEST(SitemapRebuild, AChangeWhoseRebuildHadNotRunIsRebuiltAtTheNextStart) {
  // An interval of an hour: after the first look at start, no rebuild comes while the test runs.
  Stack stack(std::map<std::string, std::string>{{"BONUS_SITEMAP_INTERVAL_MS", "3600000"}});
  stack.start_worker();
  stack.wait_sitemap_built();
  EventWriter writer(stack);
  write_casino(writer, "Bekleyen Casino", "bekleyen-casino");
  stack.wait_projected();
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE slug = 'bekleyen-casino'"), 1);
  std::this_thread::sleep_for(500ms);
  ASSERT_EQ(sitemap_xml(stack).find("/casino/bekleyen-casino<"), std::string::npos)
      << "rebuilt within the interval: the test proves nothing";
  ASSERT_EQ(sql_count(stack.pg_url(),
                      "SELECT count(*) FROM proj.sitemap s, proj.sitemap_changes c WHERE s.built_from < c.version"),
            1)
      << "the change was not counted";

  stack.stop_worker(SIGKILL);
  stack.start_worker();
  stack.wait_sitemap_built();
  EXPECT_NE(sitemap_xml(stack).find("/casino/bekleyen-casino<"), std::string::npos) << stack.logs();

  // A new public origin is rebuilt at start too, with nothing changed.
  stack.stop_worker(SIGTERM);
  stack.set_env({{"BONUS_PUBLIC_ORIGIN", "https://harita.example"}});
  stack.start_worker();
  bool moved = false;
  for (int i = 0; i < 300 && !moved; ++i) {
    moved = sitemap_xml(stack).find("<loc>https://harita.example/casino/bekleyen-casino</loc>") != std::string::npos;
    if (!moved) std::this_thread::sleep_for(100ms);
  }
  EXPECT_TRUE(moved) << stack.logs();
}

}  // namespace
