// GET /api/admin/stats over known events: clicks, unique visitors and blog views per day, top
// promotions and casinos by clicks and by click-through rate with their series, referrers,
// devices, the stalled flag, the range rules; and detail views counted through the api.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <chrono>
#include <thread>

#include "content.hpp"
#include "events/payloads.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono;

namespace {

std::string day_ago(int n) {
  const auto d = floor<days>(system_clock::now()) - days(n);
  const year_month_day ymd{d};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                static_cast<unsigned>(ymd.day()));
  return buf;
}

events::payload::OutboundLinkClicked clicked(const std::string& day, const std::string& casino,
                                             std::optional<std::string> promotion, const std::string& referrer,
                                             const std::string& device, std::int64_t count,
                                             std::vector<std::string> visitors) {
  return {.day = day, .casino_id = casino, .promotion_id = std::move(promotion), .splash_ad_id = std::nullopt,
          .referrer_path = referrer, .device = device, .count = count, .visitors = std::move(visitors)};
}

const json::object* find_id(const json::array& list, const std::string& id) {
  for (const auto& v : list)
    if (v.as_object().at("id").as_string() == id) return &v.as_object();
  return nullptr;
}

}  // namespace

TEST(AdminStats, AnswersForKnownData) {
  Stack stack;
  stack.start_worker();
  stack.start_api();
  EventWriter w(stack);
  const std::string casino = write_casino(w, "Şans Casino", "sans-casino");
  const std::string quiet = write_casino(w, "Sessiz Casino", "sessiz-casino");
  const std::string hot = write_promotion(w, {.title = "Çok Tıklanan", .casino_id = casino});
  const std::string rare = write_promotion(w, {.title = "Az Tıklanan", .casino_id = casino});
  const std::string stopped = write_promotion(w, {.title = "Duran Bonus", .casino_id = quiet});
  const std::string post = write_post(w, {.title = "Yazı", .slug = "yazi"});
  const std::string today = day_ago(0), yesterday = day_ago(1);
  // hot: 10 today (phone, from /bonuslar) + 5 yesterday (desktop); 20 detail views -> 0.75.
  w.write(casino, clicked(today, casino, hot, "/bonuslar", "phone", 10, {"aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"}));
  w.write(casino, clicked(yesterday, casino, hot, "/", "desktop", 5, {"aaaaaaaaaaaaaaaa"}));
  // rare: 2 today, 2 detail views -> 1.0 (first by rate).
  w.write(casino, clicked(today, casino, rare, "/bonuslar", "tablet", 2, {"cccccccccccccccc"}));
  w.write(hot, events::payload::PromotionViewed{.id = hot, .day = today, .count = 20});
  w.write(rare, events::payload::PromotionViewed{.id = rare, .day = today, .count = 2});
  // stopped: clicked 10 days ago, viewed today, no click this week -> flagged (and its casino).
  w.write(quiet, clicked(day_ago(10), quiet, stopped, "", "desktop", 3, {"dddddddddddddddd"}));
  w.write(stopped, events::payload::PromotionViewed{.id = stopped, .day = today, .count = 4});
  w.write(post, events::payload::BlogPostViewed{.id = post, .count = 7});
  stack.wait_all_projected();

  auto r = stack.admin("GET", "/api/admin/stats?days=7&promotions=" + stopped);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto body = json::parse(r.body).as_object();
  EXPECT_EQ(body.at("from").as_string(), day_ago(6));
  EXPECT_EQ(body.at("to").as_string(), today);
  const auto& totals = body.at("totals").as_object();
  EXPECT_EQ(totals.at("clicks").as_int64(), 17);
  EXPECT_EQ(totals.at("visitors").as_int64(), 4) << "3 distinct today + 1 yesterday";
  EXPECT_EQ(totals.at("blog_views").as_int64(), 7);
  const auto& days_list = body.at("days").as_array();
  ASSERT_EQ(days_list.size(), 7u);
  EXPECT_EQ(days_list[6].as_object().at("clicks").as_int64(), 12);
  EXPECT_EQ(days_list[6].as_object().at("visitors").as_int64(), 3);
  EXPECT_EQ(days_list[5].as_object().at("clicks").as_int64(), 5);

  const auto& promotions = body.at("promotions").as_array();
  const auto* h = find_id(promotions, hot);
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(h->at("clicks").as_int64(), 15);
  EXPECT_EQ(h->at("detail_views").as_int64(), 20);
  EXPECT_DOUBLE_EQ(h->at("ctr").to_number<double>(), 0.75);
  EXPECT_EQ(json::serialize(h->at("series")), "[0,0,0,0,0,5,10]");
  EXPECT_EQ(json::serialize(body.at("top_promotion_ids").at("by_clicks")), "[\"" + hot + "\",\"" + rare + "\"]");
  EXPECT_EQ(body.at("top_promotion_ids").at("by_ctr").as_array().at(0).as_string(), rare) << "2 of 2 before 15 of 20";
  const auto* s = find_id(promotions, stopped);
  ASSERT_NE(s, nullptr) << "asked for: included whatever its rank";
  EXPECT_EQ(s->at("clicks").as_int64(), 0);
  const auto* c = find_id(body.at("casinos").as_array(), casino);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->at("clicks").as_int64(), 17);
  EXPECT_TRUE(c->at("ctr").is_null()) << "no casino page views";

  EXPECT_EQ(json::serialize(body.at("referrers")),
            R"([{"path":"/bonuslar","clicks":12},{"path":"/","clicks":5}])");
  EXPECT_EQ(json::serialize(body.at("devices")),
            R"([{"device":"phone","clicks":10},{"device":"tablet","clicks":2},{"device":"desktop","clicks":5}])");
  const auto stalled = json::serialize(body.at("stalled"));
  EXPECT_NE(stalled.find(stopped), std::string::npos) << stalled;
  EXPECT_NE(stalled.find(quiet), std::string::npos) << stalled;
  EXPECT_EQ(stalled.find(hot), std::string::npos) << stalled;

  // A chosen range, and the rules.
  auto range = stack.admin("GET", "/api/admin/stats?from=" + yesterday + "&to=" + yesterday);
  ASSERT_EQ(range.status, 200) << range.body;
  EXPECT_EQ(json::parse(range.body).at("totals").at("clicks").as_int64(), 5);
  EXPECT_EQ(stack.admin("GET", "/api/admin/stats?days=8").status, 422);
  EXPECT_EQ(stack.admin("GET", "/api/admin/stats?from=" + today + "&to=" + yesterday).status, 422);
  EXPECT_EQ(stack.admin("GET", "/api/admin/stats?from=2025-01-01&to=2026-06-01").status, 422);
  EXPECT_EQ(stack.admin("GET", "/api/admin/stats?from=" + today).status, 422);
  EXPECT_EQ(stack.admin("GET", "/api/admin/stats?promotions=a,b").status, 422);
  EXPECT_EQ(stack.admin("GET", "/api/admin/stats?promotions=" + hot + "," + hot + "," + hot + "," + hot + "," + hot +
                                   "," + hot).status,
            422);
  EXPECT_EQ(http("GET", stack.url("/api/admin/stats")).status, 401);
}

TEST(AdminStats, DetailViewsAreCountedThroughTheApi) {
  Stack stack;
  stack.start_worker();
  stack.start_api();
  EventWriter w(stack);
  const std::string casino = write_casino(w, "Şans Casino", "sans-casino");
  const std::string promotion = write_promotion(w, {.title = "Bonus", .casino_id = casino});
  const std::string hidden = write_promotion(w, {.title = "Gizli", .casino_id = casino, .active = false});
  stack.wait_all_projected();
  for (int i = 0; i < 3; ++i) EXPECT_EQ(http("POST", stack.url("/api/promotions/" + promotion + "/views")).status, 202);
  EXPECT_EQ(http("POST", stack.url("/api/casinos/" + casino + "/views")).status, 202);
  EXPECT_EQ(http("POST", stack.url("/api/promotions/" + hidden + "/views")).status, 404);
  EXPECT_EQ(http("POST", stack.url("/api/casinos/00000000-0000-0000-0000-000000000000/views")).status, 404);
  const auto deadline = steady_clock::now() + seconds(20);
  while (sql_count(stack.pg_url(), "SELECT coalesce(sum(views), 0) FROM proj.promotion_views_by_day") < 3 &&
         steady_clock::now() < deadline)
    std::this_thread::sleep_for(milliseconds(100));
  std::this_thread::sleep_for(milliseconds(1500));
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT coalesce(sum(views), 0) FROM proj.promotion_views_by_day"), 3);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT coalesce(sum(views), 0) FROM proj.casino_views_by_day"), 1);
}
