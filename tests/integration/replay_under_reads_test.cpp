// A replay rebuilds and swaps the projection schema while GET /api/casinos keeps answering 200
// with the full list; the live projector keeps working after the swap. The api's response cache
// is off, so every read goes to the database, through the swap.
#include <gtest/gtest.h>
#include <signal.h>

#include <atomic>
#include <boost/json.hpp>
#include <thread>

#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

namespace {

TEST(ReplayUnderReads, ListKeepsAnsweringThroughReplayAndSwap) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_CACHE_MAX_BYTES", "0"}});
  const int casinos = 1500;
  ASSERT_EQ(produce_casino_events(stack, casinos, false), casinos);
  stack.start_worker();
  stack.start_api();
  stack.wait_projected(60s);

  std::atomic<bool> stop{false};
  std::atomic<int> ok{0}, bad{0};
  std::string first_bad;
  std::thread reader([&] {
    while (!stop) {
      auto r = stack.get("/api/casinos");
      std::size_t n = r.status == 200 ? boost::json::parse(r.body).as_array().size() : 0;
      if (r.status == 200 && n == static_cast<std::size_t>(casinos)) {
        ++ok;
      } else {
        if (bad++ == 0) first_bad = std::to_string(r.status) + " with " + std::to_string(n) + " rows: " + r.body.substr(0, 300);
      }
    }
  });
  std::this_thread::sleep_for(200ms);
  int replay_status = stack.run_worker_command({"replay"});
  std::this_thread::sleep_for(200ms);
  stop = true;
  reader.join();

  ASSERT_EQ(replay_status, 0) << stack.logs();
  EXPECT_EQ(bad.load(), 0) << first_bad;
  EXPECT_GT(ok.load(), 10);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM public.projection_builds"), 1);

  // After the swap the live worker projects into the new schema: a command still reads its write.
  auto r = stack.admin("POST", "/api/admin/casinos",
                       R"({"name":"Takas Sonrası Casino","url":"https://example.com","logo_url":"https://example.com/l.png","description":"Takas sonrası eklenen site."})");
  EXPECT_EQ(r.status, 201) << r.body << stack.logs();
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos"), casinos + 1);
}

}  // namespace
