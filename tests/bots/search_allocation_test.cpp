// The search's hot path allocates nothing: once warm, a thousand ISMCTS iterations in any game
// allocate no more than the tree's own occasional growth. Counted by replacing the global
// operator new for this test binary (counting only while a test asks).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <new>

#include "tinsel/ismcts.h"
#include "tinsel/registry.h"

namespace {

std::atomic<bool> counting{false};
std::atomic<long> allocations{0};

}  // namespace

// Every form of the global operator new and delete is replaced, so that whatever memory one
// form hands out, another form frees it through the same malloc and free: std::stable_sort
// allocates with the nothrow form, and a sanitizer that kept its own nothrow new would see
// this file's free of it as a mismatch.
namespace {

void* Allocate(std::size_t size) {
  if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1);
  return std::malloc(size == 0 ? 1 : size);
}

void* AllocateAligned(std::size_t size, std::align_val_t alignment) {
  if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1);
  void* p = nullptr;
  const std::size_t align = std::max(sizeof(void*), static_cast<std::size_t>(alignment));
  return posix_memalign(&p, align, size == 0 ? 1 : size) == 0 ? p : nullptr;
}

}  // namespace

void* operator new(std::size_t size) {
  if (void* p = Allocate(size)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return Allocate(size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return Allocate(size); }
void* operator new(std::size_t size, std::align_val_t alignment) {
  if (void* p = AllocateAligned(size, alignment)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size, std::align_val_t alignment) {
  return operator new(size, alignment);
}
void* operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  return AllocateAligned(size, alignment);
}
void* operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  return AllocateAligned(size, alignment);
}
// GCC sees free() after a call of operator new and warns of a mismatch; here the replaced
// operator new allocates with malloc, so free() is the match.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }

namespace tinsel {
namespace {

// The first decision of a 4-player game (chance resolved).
std::unique_ptr<State> OpeningDecision(const GameEntry& entry) {
  Options options;
  const int players = std::min(4, entry.game->MaxPlayers());
  if (!entry.game->NormalizeOptions(players, options).ok()) return nullptr;
  std::unique_ptr<State> state = entry.game->NewInitialState(players, options);
  Rng rng(5);
  while (state->IsChanceNode()) state->ApplyLegalAction(state->SampleChanceOutcome(rng));
  return state;
}

TEST(SearchAllocation, AWarmSearchAllocatesOnlyAsTheTreeGrows) {
  for (const GameEntry& entry : Registry()) {
    const std::unique_ptr<State> opening = OpeningDecision(entry);
    ASSERT_NE(opening, nullptr) << entry.game->Id();
    IsmctsConfig config;
    config.iterations = 1 << 20;
    IsmctsBot bot(config);
    Rng rng(9);
    const int player = opening->CurrentPlayer();
    bot.Begin(opening->Resample(player, rng), player, 1);
    bot.Think(1000);  // warm: buffers and the world have their sizes
    allocations = 0;
    counting = true;
    bot.Think(1000);
    counting = false;
    // The node array doubles at most once or twice in a thousand iterations; an allocation
    // per iteration (a vector per node, a new world, scores returned by value) would be 1000+.
    EXPECT_LE(allocations.load(), 4) << entry.game->Id() << ": the search allocates per iteration";
  }
}

}  // namespace
}  // namespace tinsel
