// What every fuzz target uses to report a broken property: a message on stderr, then abort(),
// which libFuzzer records as a crash together with the input.
#pragma once
#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(cond)                                                                   \
  do {                                                                                     \
    if (!(cond)) {                                                                         \
      std::fprintf(stderr, "property failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__);    \
      std::abort();                                                                        \
    }                                                                                      \
  } while (false)
