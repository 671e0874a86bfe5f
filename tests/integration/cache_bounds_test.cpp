// The response cache is keyed by what an answer depends on, so a visitor cannot fill it: 10,000
// requests with distinct junk query strings and junk paths (unknown parameters on every cached
// route, unknown pages and their SEO lookups, partial slugs, entities that do not exist) leave
// the number of kept answers and their memory (the /metrics gauges) as they were.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <functional>

#include "content.hpp"
#include "stack.hpp"

using namespace testing_support;

namespace {

long long gauge(const Stack& stack, const std::string& name) {
  const std::string metrics = stack.get("/metrics").body;
  const auto at = metrics.find("\n" + name + " ");
  EXPECT_NE(at, std::string::npos) << name << " missing from /metrics";
  return at == std::string::npos ? -1 : std::stoll(metrics.substr(at + name.size() + 2));
}

TEST(CacheBounds, JunkQueriesAndPathsLeaveTheCacheAsItWas) {
  Stack stack({{"BONUS_ACCESS_LOG", "0"}, {"BONUS_CACHE_TTL_MS", "600000"}});
  stack.start_worker();
  EventWriter w(stack);
  const std::string casino = write_casino(w, "Sinir Casino", "sinir-casino");
  write_promotion(w, {.title = "Sinir Bonusu", .casino_id = casino});
  write_promotion(w, {.title = "Ikinci Sinir Bonusu", .casino_id = casino});
  stack.wait_all_projected();
  stack.start_api();

  // What the site's visitors ask for, kept once.
  const std::vector<std::string> warm = {"/api/promotions", "/api/promotions?limit=2", "/api/casinos",
                                         "/api/categories", "/api/casinos/sinir-casino", "/api/seo?path=/",
                                         "/",               "/bonuslar",               "/api/blog"};
  for (const auto& path : warm) ASSERT_EQ(stack.get(path).status, 200) << path;
  const long long entries = gauge(stack, "bonus_response_cache_entries");
  const long long bytes = gauge(stack, "bonus_response_cache_bytes");
  ASSERT_GE(entries, static_cast<long long>(warm.size()));

  const std::vector<std::function<std::string(int)>> junk = {
      [](int n) { return "/api/promotions?x=" + std::to_string(n); },
      [](int n) { return "/api/promotions?limit=2&utm_source=" + std::to_string(n); },
      [](int n) { return "/api/casinos?" + std::to_string(n); },
      [](int n) { return "/api/categories?fbclid=" + std::to_string(n) + "&a=b"; },
      [](int n) { return "/api/casinos/sinir-casino?v=" + std::to_string(n); },
      [](int n) { return "/api/casinos/sinir-" + std::to_string(n); },  // no such casino: 404
      [](int n) { return "/api/casinos/sinir?" + std::to_string(n); },  // a partial slug of it
      [](int n) { return "/api/seo?path=/yok-" + std::to_string(n); },  // no SEO row of its own
      [](int n) { return "/yok-sayfa-" + std::to_string(n); },          // a 404 page and its SEO lookup
      [](int n) { return "/bonuslar?ref=" + std::to_string(n); },
      [](int n) { return "/?gclid=" + std::to_string(n); },
  };
  for (int n = 0; n < 10'000; ++n) {
    const std::string path = junk[static_cast<std::size_t>(n) % junk.size()](n);
    const auto reply = stack.get(path);
    ASSERT_TRUE(reply.status == 200 || reply.status == 404) << path << " " << reply.status;
  }
  EXPECT_EQ(gauge(stack, "bonus_response_cache_entries"), entries) << "junk URLs took entries";
  EXPECT_EQ(gauge(stack, "bonus_response_cache_bytes"), bytes) << "junk URLs took memory";
  // The known parameters still name their own answers.
  EXPECT_EQ(boost::json::parse(stack.get("/api/promotions?zzz=1&limit=1").body).as_array().size(), 1u);
  EXPECT_EQ(boost::json::parse(stack.get("/api/promotions?limit=2&zzz=2").body).as_array().size(), 2u);
}

}  // namespace
