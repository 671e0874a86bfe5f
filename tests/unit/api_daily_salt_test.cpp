// The daily salt: the same hash all day, another one the next day, one new salt per day, and a
// day's salt gone once the day has passed (asking for that day again gives a new random salt).
#include <gtest/gtest.h>

#include "daily_salt.hpp"

using namespace std::chrono;

namespace {
struct FakeClock {
  system_clock::time_point now = sys_days{year{2026} / 11 / 26} + hours(23) + minutes(59);
};
}  // namespace

TEST(DailySalt, OneSaltPerUtcDayAndOldSaltsAreNotKept) {
  FakeClock clock;
  int salts_made = 0;
  auto source = [&salts_made, inner = api::DailySalt::in_memory()](const std::string& day) {
    ++salts_made;
    return inner(day);
  };
  api::DailySalt salt(source, [&clock] { return clock.now; });

  const auto a1 = salt.keyed_hash("203.0.113.7");
  const auto a2 = salt.keyed_hash("203.0.113.7");
  const auto b = salt.keyed_hash("203.0.113.8");
  EXPECT_EQ(a1.day, "2026-11-26");
  EXPECT_EQ(a1.hash, a2.hash) << "the same visitor hashes alike all day";
  EXPECT_NE(a1.hash, b.hash);
  EXPECT_EQ(a1.hash.size(), 16u);
  EXPECT_EQ(a1.hash.find("203"), std::string::npos);
  EXPECT_EQ(salts_made, 1);

  clock.now += minutes(2);  // 00:01 UTC the next day
  const auto next = salt.keyed_hash("203.0.113.7");
  EXPECT_EQ(next.day, "2026-11-27");
  EXPECT_NE(next.hash, a1.hash) << "not linkable across days";
  EXPECT_EQ(salts_made, 2);

  clock.now -= minutes(2);  // a clock stepping back cannot bring the old salt back
  const auto again = salt.keyed_hash("203.0.113.7");
  EXPECT_EQ(again.day, "2026-11-26");
  EXPECT_NE(again.hash, a1.hash) << "yesterday's salt was discarded";
  EXPECT_EQ(salts_made, 3);
}

TEST(DailySalt, TheSameSaltGivesTheSameHashAcrossInstances) {
  FakeClock clock;
  api::DailySalt::Salt fixed{};
  fixed[0] = 42;
  auto source = [&fixed](const std::string&) { return fixed; };
  api::DailySalt one(source, [&clock] { return clock.now; });
  api::DailySalt two(source, [&clock] { return clock.now; });
  EXPECT_EQ(one.keyed_hash("198.51.100.1").hash, two.keyed_hash("198.51.100.1").hash);
  // HMAC-SHA256(salt, value), its first 8 bytes in hex: the same hashes as every earlier build
  // (an api upgraded in the middle of a day counts the same visitors once).
  EXPECT_EQ(one.keyed_hash("198.51.100.1").hash, "0cc1bee499481515");
  // A context used before starts afresh from the key: another value between changes nothing.
  EXPECT_NE(one.keyed_hash("203.0.113.9").hash, "0cc1bee499481515");
  EXPECT_EQ(one.keyed_hash_if_ready("198.51.100.1")->hash, "0cc1bee499481515");
  EXPECT_EQ(one.keyed_hash("198.51.100.1").hash, "0cc1bee499481515");
}

TEST(DailySalt, DayOfIsTheUtcDate) {
  EXPECT_EQ(api::DailySalt::day_of(sys_days{year{2026} / 1 / 5} + hours(0)), "2026-01-05");
  EXPECT_EQ(api::DailySalt::day_of(sys_days{year{2026} / 12 / 31} + hours(23) + minutes(59)), "2026-12-31");
}
