// `bonus-worker seed`: the demo content goes through the topics like every change (a replay
// reproduces it), has the variety the site needs, and seeding twice adds nothing.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <csignal>

#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

// Counts that describe the demo content, read from the projection.
std::map<std::string, long long> content_counts(const Stack& stack) {
  const std::map<std::string, std::string> queries{
      {"casinos", "SELECT count(*) FROM proj.casinos"},
      {"categories", "SELECT count(*) FROM proj.categories WHERE is_active"},
      {"promotions", "SELECT count(*) FROM proj.promotions"},
      {"promotions in a category", "SELECT count(*) FROM proj.promotions WHERE category_id IN (SELECT id FROM proj.categories)"},
      {"inactive promotions", "SELECT count(*) FROM proj.promotions WHERE NOT is_active"},
      {"expired promotions", "SELECT count(*) FROM proj.promotions WHERE expiry_date < now()"},
      {"timed promotions", "SELECT count(*) FROM proj.promotions WHERE expiry_date > now()"},
      {"promotions without casino", "SELECT count(*) FROM proj.promotions WHERE casino_id IS NULL"},
      {"titles shared by two casinos",
       "SELECT count(*) FROM (SELECT slug FROM proj.promotions GROUP BY slug HAVING count(DISTINCT casino_id) > 1) s"},
      {"posts", "SELECT count(*) FROM proj.blog_posts"},
      {"drafts", "SELECT count(*) FROM proj.blog_posts WHERE NOT is_published"},
      {"largest category of published posts",
       "SELECT coalesce(max(n), 0) FROM (SELECT count(*) n FROM proj.blog_posts WHERE is_published GROUP BY category) c"},
      {"viewed posts", "SELECT count(*) FROM proj.blog_posts WHERE view_count > 0"},
      {"comments", "SELECT count(*) FROM proj.comments"},
      {"splash ads", "SELECT count(*) FROM proj.splash_ads"},
      {"hero", "SELECT count(*) FROM proj.hero"},
      {"settings", "SELECT count(*) FROM proj.settings WHERE blog_section_text IS NOT NULL"},
      {"seo rows", "SELECT count(*) FROM proj.seo_settings WHERE page_path IN ('/', '/bonuslar', '/blog', '/guvenilir-siteler')"},
      {"dead letters", "SELECT count(*) FROM proj.dead_letters"},
  };
  std::map<std::string, long long> out;
  for (const auto& [name, sql] : queries) out[name] = sql_count(stack.pg_url(), sql);
  return out;
}

// Every projected row of the demo, as text, to compare two builds of the projection.
std::string fingerprint(const Stack& stack) {
  stack.wait_sitemap_built();  // rebuilt after the batches, not in them
  std::string out;
  for (const char* sql :
       {"SELECT id, name, slug, url, logo_url FROM proj.casinos ORDER BY id",
        "SELECT id, title, slug, casino_id, short_description, is_active, expiry_date FROM proj.promotions ORDER BY id",
        "SELECT id, slug, is_published, view_count FROM proj.blog_posts ORDER BY id",
        "SELECT id, promotion_id, user_name, rating FROM proj.comments ORDER BY id",
        "SELECT main_title FROM proj.hero", "SELECT page_path, title FROM proj.seo_settings ORDER BY id",
        "SELECT xml FROM proj.sitemap"})
    for (const auto& row : sql_rows(stack.pg_url(), sql))
      for (const auto& field : row) out += field + "|";
  return out;
}

// What a replay builds at the end of its fold instead of row by row (worker/src/replay.cpp): the
// copy of the promotions' search text, every index of the schema and the triggers.
std::string deferred_shape(const Stack& stack) {
  std::string out;
  for (const char* sql :
       {"SELECT id, search_ascii FROM proj.promotion_search ORDER BY id",
        "SELECT indexdef FROM pg_indexes WHERE schemaname = 'proj' ORDER BY indexname",
        "SELECT tgname, pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal AND tgrelid IN "
        "(SELECT oid FROM pg_class WHERE relnamespace = 'proj'::regnamespace) ORDER BY tgname"})
    for (const auto& row : sql_rows(stack.pg_url(), sql))
      for (const auto& field : row) out += field + "|";
  return out;
}

TEST(DemoSeed, LoadsVariedTurkishContentOnceAndAReplayReproducesIt) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_PUBLIC_ORIGIN", "http://127.0.0.1:18080"}});
  stack.start_worker();
  ASSERT_EQ(stack.run_worker_command({"seed"}), 0) << stack.logs();
  stack.wait_all_projected();
  const long long events = stack.events_on_topics();
  const auto counts = content_counts(stack);

  EXPECT_GE(counts.at("casinos"), 12);
  EXPECT_EQ(counts.at("categories"), 5);
  EXPECT_EQ(counts.at("promotions"), 40);
  EXPECT_EQ(counts.at("promotions in a category"), 40);
  EXPECT_GE(counts.at("inactive promotions"), 1);
  EXPECT_GE(counts.at("expired promotions"), 1);
  EXPECT_GE(counts.at("timed promotions"), 1);
  EXPECT_GE(counts.at("promotions without casino"), 1);
  EXPECT_GE(counts.at("titles shared by two casinos"), 1);
  EXPECT_EQ(counts.at("posts"), 12);
  EXPECT_GE(counts.at("drafts"), 1);
  EXPECT_GE(counts.at("largest category of published posts"), 2);
  EXPECT_GE(counts.at("viewed posts"), 1);
  EXPECT_GE(counts.at("comments"), 10);
  EXPECT_EQ(counts.at("splash ads"), 3);
  EXPECT_EQ(counts.at("hero"), 1);
  EXPECT_EQ(counts.at("settings"), 1);
  EXPECT_EQ(counts.at("seo rows"), 4);
  EXPECT_EQ(counts.at("dead letters"), 0);
  EXPECT_GT(events, 100);

  // Images are the api's own demo images on the public origin; no other host.
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE logo_url NOT LIKE "
                                      "'http://127.0.0.1:18080/images/demo/logo/%.svg?t=%'"),
            0);
  // The text drawn on a picture keeps its Turkish letters ('Hoş', not 'Hos').
  auto logo = sql_rows(stack.pg_url(), "SELECT logo_url FROM proj.casinos WHERE name = 'Altın Yıldız Casino'");
  ASSERT_EQ(logo.size(), 1u);
  stack.start_api();
  auto drawn = http("GET", logo[0][0].replace(0, std::string("http://127.0.0.1:18080").size(), stack.url("")), "", {});
  EXPECT_EQ(drawn.status, 200);
  EXPECT_NE(drawn.body.find(">Altın Yıldız Casino</text>"), std::string::npos) << drawn.body;
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.promotions WHERE image_url IS NOT NULL AND image_url NOT LIKE "
                                      "'http://127.0.0.1:18080/images/demo/%'"),
            0);
  // Turkish text, the description storage rule, and slugs the link lookup finds.
  EXPECT_GT(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.blog_posts WHERE content ~ '[şğıçöü]'"), 0);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.promotions WHERE short_description = '' OR "
                                      "description NOT LIKE '<p>' || short_description || '</p>%'"),
            0);

  const std::string before = fingerprint(stack);
  ASSERT_EQ(stack.run_worker_command({"seed"}), 0) << stack.logs();
  stack.wait_all_projected();
  EXPECT_EQ(stack.events_on_topics(), events) << "the second seed wrote events";
  EXPECT_EQ(content_counts(stack), counts);
  EXPECT_EQ(fingerprint(stack), before);

  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  EXPECT_EQ(fingerprint(stack), before) << "the demo content is in the log: a replay rebuilds it";
}

// The projector takes a backlog in large batches: view events are summed per post, comments
// inserted, events written twice (same ids) applied once, and a replay, in batches or one event
// at a time, folds the same rows.
TEST(DemoSeed, ABacklogOfTrafficIsAppliedOnceInBatchesAndReplaysEqually) {
  Stack stack;
  stack.start_worker();
  ASSERT_EQ(stack.run_worker_command({"seed"}), 0) << stack.logs();
  stack.wait_all_projected();
  const long long events = stack.events_on_topics();
  ASSERT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events"), events);
  const long long views = sql_count(stack.pg_url(), "SELECT sum(view_count) FROM proj.blog_posts");
  const long long comments = sql_count(stack.pg_url(), "SELECT count(*) FROM proj.comments");
  stack.stop_worker(SIGTERM);

  constexpr long long kTraffic = 2100;  // 100 seconds of 20 views and 1 comment
  ASSERT_EQ(stack.run_worker_command({"seed", "--traffic", std::to_string(kTraffic), "--no-wait"}), 0) << stack.logs();
  ASSERT_EQ(stack.run_worker_command({"seed", "--traffic", std::to_string(kTraffic), "--no-wait"}), 0) << stack.logs();
  ASSERT_EQ(stack.events_on_topics(), events + 2 * kTraffic) << "the demo content was written again";
  long long added_views = 0;
  for (long long i = 0; i < kTraffic; ++i)
    if (i % 21 != 20) added_views += 1 + i % 5;

  stack.start_worker();
  stack.wait_all_projected(60s);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0) << stack.logs();
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events"), events + kTraffic)
      << "the second copy of the traffic was applied";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT sum(view_count) FROM proj.blog_posts"), views + added_views);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.comments"), comments + kTraffic / 21);
  const std::string live = fingerprint(stack);
  const std::string shape = deferred_shape(stack);
  ASSERT_GT(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.promotion_search"), 0);

  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  EXPECT_EQ(fingerprint(stack), live) << "a replay in batches folds other rows than the live projector";
  // The search copy, filled after the fold, has the rows its triggers keep; the indexes built
  // after the fold and the triggers put back are those of a schema made from projections.sql.
  EXPECT_EQ(deferred_shape(stack), shape) << "a replay left the search copy, an index or a trigger different";
  // The search index, built at the end of the replay instead of row by row, is there.
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM pg_indexes WHERE schemaname = 'proj' AND "
                                      "indexname = 'promotions_search_idx' AND indexdef LIKE '%gin_trgm_ops%'"),
            1);
  // The promotions come with their visibility map (a VACUUM before the swap), so the visible
  // promotions are counted from the index alone from the first read on.
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM pg_class WHERE oid = 'proj.promotions'::regclass "
                                      "AND relpages > 0 AND relallvisible = relpages"),
            1)
      << "the swapped-in promotions have no visibility map";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events"), events + kTraffic);
  ASSERT_EQ(stack.run_worker_command({"replay"}, {{"BONUS_REPLAY_BATCH", "1"}}), 0) << stack.logs();
  EXPECT_EQ(fingerprint(stack), live) << "one event at a time folds other rows than batches";
  // One event a batch, a table's indexes are built beside the fold as soon as two batches have
  // not written it, and later events write it again (a promotion after a casino, a comment after
  // a view): those rows are in the indexes and the search copy all the same.
  EXPECT_EQ(deferred_shape(stack), shape) << "indexes built beside the fold left the search copy or a trigger different";
  for (const char* table : {"promotions", "promotion_search", "comments", "casinos"}) {
    const std::string count = std::string("SELECT count(*) FROM proj.") + table + " WHERE search_ascii LIKE '%a%'";
    EXPECT_EQ(sql_count(stack.pg_url(), "SET enable_seqscan = off; " + count),
              sql_count(stack.pg_url(), "SET enable_bitmapscan = off; SET enable_indexscan = off; " + count))
        << table << ": its search index misses rows written after it was built";
  }
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0);
}

TEST(DemoSeed, ScalesPromotionsForBenchmarks) {
  Stack stack;
  stack.start_worker();
  ASSERT_EQ(stack.run_worker_command({"seed", "--promotions", "120"}), 0) << stack.logs();
  stack.wait_all_projected();
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.promotions"), 120);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0);
  EXPECT_NE(stack.run_worker_command({"seed", "--promotions", "12"}), 0) << "fewer than the 40 of the demo";

  // Casinos and comments up to a number in all, as events: generated names, every rating.
  ASSERT_EQ(stack.run_worker_command({"seed", "--promotions", "120", "--casinos", "30", "--comments", "500"}), 0)
      << stack.logs();
  stack.wait_all_projected();
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos"), 30);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.comments"), 500);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(DISTINCT rating) FROM proj.comments"), 5);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE slug = 'deneme-casino-30'"), 1);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT rated_1 + rated_2 + rated_3 + rated_4 + rated_5 FROM proj.comment_totals"), 500)
      << "the kept total follows the seeded comments";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0);
}

}  // namespace
