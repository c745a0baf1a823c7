// Rng: a small seeded generator whose output is identical on every platform and standard
// library (xoshiro256** seeded by splitmix64; integer ranges by rejection, never by
// std::uniform_int_distribution, whose mapping differs between libraries).
#pragma once

#include <cstdint>

namespace tinsel {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) { Seed(seed); }

  void Seed(uint64_t seed);
  uint64_t Next();
  // Uniform integer in [0, bound). bound must be > 0.
  uint64_t Below(uint64_t bound);
  // Uniform double in [0, 1).
  double Unit();

  // Mixes two values into one seed (for per-move streams: Mix(game seed, move number)).
  static uint64_t Mix(uint64_t a, uint64_t b);

 private:
  uint64_t s_[4];
};

}  // namespace tinsel
