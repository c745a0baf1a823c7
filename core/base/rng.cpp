#include "tinsel/rng.h"

namespace tinsel {
namespace {

uint64_t SplitMix(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

void Rng::Seed(uint64_t seed) {
  for (auto& word : s_) word = SplitMix(seed);
}

uint64_t Rng::Mix(uint64_t a, uint64_t b) {
  uint64_t x = a ^ RotateLeft(b, 32) ^ 0xD6E8FEB86659FD93ull;
  return SplitMix(x);
}

}  // namespace tinsel
