// The I/O threads' time slice (api/src/http/time_slice.hpp): what a thread asks for is what the
// kernel then reports for it, and asking for zero leaves a thread with the slice of a thread that
// asked for nothing.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "http/time_slice.hpp"

using namespace std::chrono_literals;

namespace {

TEST(TimeSlice, AThreadGetsTheSliceItAskedFor) {
  bool asked = false;
  std::chrono::microseconds kept{};
  std::thread([&] {
    asked = api::request_time_slice(250us);
    kept = api::time_slice();
  }).join();
  EXPECT_TRUE(asked);
  EXPECT_EQ(kept, 250us);
}

TEST(TimeSlice, ZeroAsksForNothing) {
  std::chrono::microseconds untouched{}, kept{};
  std::thread([&] { untouched = api::time_slice(); }).join();
  std::thread([&] {
    EXPECT_TRUE(api::request_time_slice(0us));
    kept = api::time_slice();
  }).join();
  EXPECT_NE(untouched, 250us);
  EXPECT_EQ(kept, untouched);
}

}  // namespace
