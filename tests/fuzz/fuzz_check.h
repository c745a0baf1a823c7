// FUZZ_CHECK: a property every input must keep. A broken one prints what broke and aborts,
// which libFuzzer records as a finding (with the input that broke it).
#pragma once

#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition, what)                                                      \
  do {                                                                                   \
    if (!(condition)) {                                                                  \
      std::fprintf(stderr, "FUZZ_CHECK failed at %s:%d: %s\n  %s\n", __FILE__, __LINE__, \
                   #condition, std::string(what).c_str());                               \
      std::abort();                                                                      \
    }                                                                                    \
  } while (false)
