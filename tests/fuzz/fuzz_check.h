// FUZZ_CHECK: a property every input must keep. A broken one prints what broke and aborts,
// which libFuzzer records as a finding (with the input that broke it).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

#define FUZZ_CHECK(condition, what)                                                      \
  do {                                                                                   \
    if (!(condition)) {                                                                  \
      std::fprintf(stderr, "FUZZ_CHECK failed at %s:%d: %s\n  %s\n", __FILE__, __LINE__, \
                   #condition, std::string(what).c_str());                               \
      std::abort();                                                                      \
    }                                                                                    \
  } while (false)

namespace tinsel::fuzz {

// A refusal is a sentence a player reads and the app may store as JSON: at most `longest`
// bytes, and text JSON can hold (throws, so aborts, when it quotes bytes that are not UTF-8).
// Empty only where `may_be_empty` (nothing refused).
inline void CheckRefusal(const std::string& error, size_t longest, bool may_be_empty = false) {
  FUZZ_CHECK((may_be_empty || !error.empty()) && error.size() <= longest, error);
  FUZZ_CHECK(!nlohmann::json(error).dump().empty(), error);
}

}  // namespace tinsel::fuzz
