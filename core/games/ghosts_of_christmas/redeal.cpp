#include "games/ghosts_of_christmas/redeal.h"

#include <algorithm>

namespace tinsel::ghosts {
namespace {

constexpr int kRandomTries = 24;

struct Pool {
  std::array<Card, kNumCards> cards{};
  int size = 0;
};

// Shuffles the first `size` cards (Fisher-Yates with the portable Rng).
void Shuffle(Pool& pool, Rng& rng) {
  for (int i = pool.size - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.Below(static_cast<uint64_t>(i) + 1));
    std::swap(pool.cards[i], pool.cards[j]);
  }
}

CardMask AllowedFor(uint8_t voids) {
  CardMask allowed = 0;
  for (int suit = 0; suit < kNumSuits; ++suit) {
    if (!((voids >> suit) & 1)) allowed |= SuitMask(suit);
  }
  return allowed;
}

// Per-suit counts per seat by augmenting paths on source -> suit -> seat -> sink. Small
// graph (4 suits, up to 4 seats); capacities are card counts.
bool SolveSuitCounts(int players, const std::array<bool, kMaxPlayers>& hidden,
                     const std::array<uint8_t, kMaxPlayers>& voids,
                     const std::array<int, kNumSuits>& suit_supply,
                     const std::array<int, kMaxPlayers>& need,
                     std::array<std::array<int, kMaxPlayers>, kNumSuits>& flow) {
  for (auto& row : flow) row.fill(0);
  std::array<int, kNumSuits> supply_left = suit_supply;
  std::array<int, kMaxPlayers> need_left = need;
  // Each augmentation moves one card; a path is source -> suit -> seat (-> seat's taken
  // suit -> another seat)* -> sink. BFS over suits and seats.
  while (true) {
    // Nodes: suits 0..3, seats 4..7.
    std::array<int, 8> parent;
    parent.fill(-2);
    std::array<int, 8> queue{};
    int head = 0, tail = 0;
    for (int suit = 0; suit < kNumSuits; ++suit) {
      if (supply_left[suit] > 0) {
        parent[suit] = -1;
        queue[tail++] = suit;
      }
    }
    int end_seat = -1;
    while (head < tail && end_seat < 0) {
      const int node = queue[head++];
      if (node < kNumSuits) {
        for (int seat = 0; seat < players; ++seat) {
          if (!hidden[seat] || ((voids[seat] >> node) & 1) || parent[4 + seat] != -2) continue;
          parent[4 + seat] = node;
          if (need_left[seat] > 0) {
            end_seat = seat;
            break;
          }
          queue[tail++] = 4 + seat;
        }
      } else {
        const int seat = node - 4;
        for (int suit = 0; suit < kNumSuits; ++suit) {
          if (flow[suit][seat] > 0 && parent[suit] == -2) {
            parent[suit] = node;
            queue[tail++] = suit;
          }
        }
      }
    }
    if (end_seat < 0) break;
    // Walk back: seat <- suit (add flow), suit <- seat (remove flow).
    int node = 4 + end_seat;
    --need_left[end_seat];
    while (true) {
      const int suit = parent[node];
      ++flow[suit][node - 4];
      const int before = parent[suit];
      if (before == -1) {
        --supply_left[suit];
        break;
      }
      --flow[suit][before - 4];
      node = before;
    }
  }
  for (int seat = 0; seat < players; ++seat) {
    if (hidden[seat] && need_left[seat] != 0) return false;
  }
  return true;
}

}  // namespace

void RedealHidden(int players, const std::array<bool, kMaxPlayers>& hidden,
                  const std::array<uint8_t, kMaxPlayers>& voids,
                  std::array<CardMask, kMaxPlayers>& hands, Rng& rng) {
  Pool pool;
  std::array<int, kMaxPlayers> need{};
  std::array<CardMask, kMaxPlayers> allowed{};
  std::array<int, kMaxPlayers> order{};
  int hidden_count = 0;
  CardMask pooled = 0;
  for (int seat = 0; seat < players; ++seat) {
    if (!hidden[seat]) continue;
    pooled |= hands[seat];
    need[seat] = CountCards(hands[seat]);
    allowed[seat] = AllowedFor(voids[seat]);
    order[hidden_count++] = seat;
  }
  if (hidden_count == 0) return;
  ForEachCard(pooled, [&](Card card) { pool.cards[pool.size++] = card; });
  // Most constrained first: fewest pooled cards they may take, relative to need. An
  // insertion sort of at most four seats (std::sort here trips GCC 12's -Warray-bounds).
  const auto before = [&](int a, int b) {
    const int slack_a = CountCards(pooled & allowed[a]) - need[a];
    const int slack_b = CountCards(pooled & allowed[b]) - need[b];
    return slack_a != slack_b ? slack_a < slack_b : a < b;
  };
  for (int i = 1; i < hidden_count; ++i) {
    for (int j = i; j > 0 && before(order[j], order[j - 1]); --j) std::swap(order[j], order[j - 1]);
  }

  for (int attempt = 0; attempt < kRandomTries; ++attempt) {
    Shuffle(pool, rng);
    std::array<CardMask, kMaxPlayers> dealt{};
    CardMask used = 0;
    bool ok = true;
    for (int i = 0; i < hidden_count && ok; ++i) {
      const int seat = order[i];
      int taken = 0;
      for (int k = 0; k < pool.size && taken < need[seat]; ++k) {
        const Card card = pool.cards[k];
        if (HasCard(used, card) || !HasCard(allowed[seat], card)) continue;
        dealt[seat] |= Bit(card);
        used |= Bit(card);
        ++taken;
      }
      ok = taken == need[seat];
    }
    if (ok) {
      for (int i = 0; i < hidden_count; ++i) hands[order[i]] = dealt[order[i]];
      return;
    }
  }

  // Fallback: solve how many cards of each suit each seat gets, then deal shuffled cards
  // suit by suit.
  std::array<int, kNumSuits> supply{};
  for (int suit = 0; suit < kNumSuits; ++suit) supply[suit] = CountCards(pooled & SuitMask(suit));
  std::array<std::array<int, kMaxPlayers>, kNumSuits> flow{};
  if (!SolveSuitCounts(players, hidden, voids, supply, need, flow)) return;  // keep as is
  Shuffle(pool, rng);
  std::array<CardMask, kMaxPlayers> dealt{};
  for (int k = 0; k < pool.size; ++k) {
    const Card card = pool.cards[k];
    const int suit = SuitOf(card);
    for (int i = 0; i < hidden_count; ++i) {
      const int seat = order[i];
      if (flow[suit][seat] > 0) {
        --flow[suit][seat];
        dealt[seat] |= Bit(card);
        break;
      }
    }
  }
  for (int i = 0; i < hidden_count; ++i) hands[order[i]] = dealt[order[i]];
}

}  // namespace tinsel::ghosts
