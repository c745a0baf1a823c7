// Santa Timea's crews and seats (the project's rulings 2-3 for Santa Timea): 2 officers and 5
// sailors each with 3-4 players, 2 and 4 with 5-6; an officer counts 2 votes in a throw-overboard
// ballot, a sailor 1. A seat holds nothing, a leak, or one pawn.
#pragma once

#include <cstdint>

#include "games/santa_timea/board.h"

namespace tinsel::santa {

enum class Rank : int8_t { kOfficer, kSailor };
constexpr int kNumRanks = 2;
constexpr int RankIndex(Rank rank) { return static_cast<int>(rank); }
// "officer", "sailor": the canonical words (action text, observations), never translated.
constexpr const char* RankName(Rank rank) { return rank == Rank::kOfficer ? "officer" : "sailor"; }
// The same words in the player's language (santa_timea_text.cpp).
const char* RankWords(Rank rank);

struct CrewSize {
  int officers;
  int sailors;
};
constexpr CrewSize CrewFor(int players) { return {2, players <= 4 ? 5 : 4}; }

// Votes an officer or sailor gives its owner in a throw-overboard ballot.
constexpr int VoteWeight(Rank rank) { return rank == Rank::kOfficer ? 2 : 1; }

// Points for a pawn of `rank` landed on `island`.
constexpr int PawnPoints(Island island, Rank rank) {
  const IslandInfo& info = kIslands[IslandIndex(island)];
  return rank == Rank::kOfficer ? info.officer_points : info.sailor_points;
}

struct Seat {
  enum class Kind : int8_t { kEmpty, kLeak, kPawn };
  Kind kind = Kind::kEmpty;
  int8_t player = -1;  // the pawn's owner when kPawn
  Rank rank = Rank::kSailor;

  bool empty() const { return kind == Kind::kEmpty; }
  bool leak() const { return kind == Kind::kLeak; }
  bool pawn() const { return kind == Kind::kPawn; }
  bool operator==(const Seat&) const = default;
};

}  // namespace tinsel::santa
