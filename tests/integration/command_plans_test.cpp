// The command path's prepared statements are planned once per connection, not at every call
// (issue 25, item 4: planning was a large share of PostgreSQL's CPU per command). PostgreSQL keeps
// a prepared statement's generic plan after five runs only if it is estimated no dearer than the
// plans made with the values; the batch's end (its arrays' lengths) and the create's slug check
// (its range bounds, with a catalogue of some size) used to lose that comparison at every run.
// Counted with pg_stat_statements (track_planning) on a cluster of the test's own: sequential
// creates, each its own batch, over a catalogue of 20,000 casinos. No timing: the plan counts.
// Real api, worker, Kafka and Postgres.
#include <gtest/gtest.h>

#include <string>

#include "content.hpp"
#include "private_postgres.hpp"
#include "stack.hpp"

using namespace testing_support;

namespace {

struct Counts {
  long long calls = 0, plans = 0;
};

// The statements whose text holds `marker`, summed.
Counts counted(const std::string& admin_url, const std::string& marker) {
  auto rows = sql_rows(admin_url, "SELECT coalesce(sum(calls), 0), coalesce(sum(plans), 0) FROM pg_stat_statements"
                                  " WHERE query LIKE '%" + marker + "%' AND query NOT LIKE '%pg_stat_statements%'");
  return {std::stoll(rows[0][0]), std::stoll(rows[0][1])};
}

TEST(CommandPlans, TheBatchEndAndTheSlugCheckKeepTheirGenericPlans) {
  PrivatePostgres pg({"shared_preload_libraries=pg_stat_statements", "pg_stat_statements.track_planning=on"});
  pg.as_superuser("bonus", "CREATE EXTENSION pg_stat_statements");
  Stack stack({{"BONUS_TEST_PG_URL", pg.url()}});
  stack.start_worker();
  stack.start_api();
  // A catalogue of some size: the planner's estimate of the slug range in a generic plan is a
  // share of the table, so only then does a plan made with the values look cheaper.
  sql_rows(stack.pg_url(),
           "INSERT INTO proj.casinos (id, name, slug, url, logo_url, description, created_at, updated_at, search_text,"
           " search_ascii) SELECT gen_random_uuid(), 'Katalog ' || i, 'katalog-' || i, 'https://example.com',"
           " 'https://cdn.example/logo.png', 'Site.', now(), now(), 'katalog ' || i, 'katalog ' || i"
           " FROM generate_series(1, 20000) AS i");
  sql_rows(stack.pg_url(), "ANALYZE proj.casinos");
  pg.as_superuser("bonus", "SELECT pg_stat_statements_reset()");

  constexpr int kCommands = 40;
  for (int i = 0; i < kCommands; ++i) {
    auto r = stack.admin("POST", "/api/admin/casinos", casino_body("Plan Casino " + std::to_string(i)));
    ASSERT_EQ(r.status, 201) << r.body;
  }

  // Five plans made with the values and the generic one, per connection that ran it (the
  // projector's one; the few of the api's pool a sequential client gets), and again after an
  // invalidation (an autovacuum's ANALYZE of a table it reads): far fewer than the calls.
  const Counts end_batch = counted(pg.url(), "INSERT INTO projector_offsets (topic, partition, next_offset");
  EXPECT_GE(end_batch.calls, kCommands);
  EXPECT_LT(end_batch.plans * 2, end_batch.calls) << end_batch.plans << " plans in " << end_batch.calls << " calls";
  const Counts slug_check = counted(pg.url(), "SELECT slug FROM casinos WHERE (slug = $1");
  EXPECT_EQ(slug_check.calls, kCommands);
  EXPECT_LT(slug_check.plans * 2, slug_check.calls) << slug_check.plans << " plans in " << slug_check.calls << " calls";
}

}  // namespace
