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
  // Defined here, not in rng.cpp: random playouts call these once per move, and a call
  // across files costs more than the generator itself.
  uint64_t Next() {
    const uint64_t result = RotateLeft(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = RotateLeft(s_[3], 45);
    return result;
  }
  // Uniform integer in [0, bound). bound must be > 0.
  uint64_t Below(uint64_t bound) {
    if (bound <= UINT32_MAX) {
      // Lemire's multiply-shift: the high half of a 32-bit draw times bound, rejecting the
      // few low halves that would favour some results. A division only on that rare path:
      // search draws a number for every random move, and 64-bit divisions were a fifth of
      // a playout's time.
      const uint32_t bound32 = static_cast<uint32_t>(bound);
      uint64_t product = (Next() >> 32) * bound32;
      if (static_cast<uint32_t>(product) < bound32) {
        const uint32_t threshold = (0u - bound32) % bound32;  // 2^32 mod bound
        while (static_cast<uint32_t>(product) < threshold) product = (Next() >> 32) * bound32;
      }
      return product >> 32;
    }
    // Rejection sampling: drop the top partial block so every residue is equally likely.
    const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t x;
    do {
      x = Next();
    } while (x >= limit);
    return x % bound;
  }
  // Uniform double in [0, 1).
  double Unit() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }

  // Mixes two values into one seed (for per-move streams: Mix(game seed, move number)).
  static uint64_t Mix(uint64_t a, uint64_t b);

 private:
  static uint64_t RotateLeft(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

  uint64_t s_[4];
};

}  // namespace tinsel
