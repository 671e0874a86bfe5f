// A GoogleTest suite whose tests share one running stack: a private database and topic prefix,
// the worker (unless the suite needs only the api) and the api, started once before the first
// test and stopped after the last.
//
//   class CasinoSlice : public testing_support::SharedStackSuite<CasinoSlice> { ... };
#pragma once
#include <gtest/gtest.h>

#include "stack.hpp"

namespace testing_support {

enum class WithWorker { yes, no };

template <class Suite, WithWorker worker = WithWorker::yes>
class SharedStackSuite : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    stack = new Stack();
    if constexpr (worker == WithWorker::yes) stack->start_worker();
    stack->start_api();
  }
  static void TearDownTestSuite() {
    delete stack;
    stack = nullptr;
  }
  static inline Stack* stack = nullptr;  // one per Suite
};

}  // namespace testing_support
