// Counting a Santa Timea ballot (the project's rulings 5-6 for Santa Timea). Pure functions, no
// state.
//
// Every eligible voter plays one card: a colour card (a legal option) or a Captain's Hat.
// Each card counts the voter's weight (1 in leak and move ballots; in a throw-overboard
// ballot 2 per officer and 1 per sailor the voter has in that boat).
//  - Exactly one hat: the hat's player picks the outcome among all legal options.
//  - Two or more hats cancel; the colour cards decide. If every card was a hat, the start
//    player picks among all legal options.
//  - Most votes wins; a tie is picked by the start player among the tied options (even
//    when the start player did not vote).
// A pick among a single option needs no decision: the outcome is fixed at once.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "games/santa_timea/board.h"

namespace tinsel::santa {

constexpr int8_t kNoVote = -1;
constexpr int8_t kHatVote = kNumColours;  // a vote is a colour id or kHatVote

using OptionMask = uint8_t;  // bit c set: colour c is a legal outcome
constexpr bool HasOption(OptionMask mask, int colour) { return (mask >> colour) & 1; }
int CountOptions(OptionMask mask);
int SingleOption(OptionMask mask);  // the option when exactly one, else -1

enum class BallotKind : int8_t { kNone, kLeak, kOverboard, kMove };
const char* BallotKindName(BallotKind kind);

// Which rule settled (or will settle) a ballot.
enum class TallyRule : int8_t {
  kOnlyOption,     // one legal option: no vote was held
  kMajority,       // most votes
  kTie,            // tie: the start player picks among the tied options
  kOneHat,         // one Captain's Hat: its player picks
  kHatsCancel,     // hats cancelled each other; most colour votes
  kHatsCancelTie,  // hats cancelled each other; tie among colour votes: start player picks
  kAllHats,        // every card was a hat: the start player picks
};

struct Tally {
  std::array<int, kNumColours> counts{};  // weighted votes per option
  int hats = 0;
  int colour_cards = 0;
  TallyRule rule = TallyRule::kMajority;
  int winner = -1;              // the outcome when fixed; -1 while a pick is pending
  int picker = -1;              // who picks when winner == -1
  OptionMask pick_options = 0;  // what the picker may choose from
};

// votes[p]: kNoVote (not eligible), a colour, or kHatVote. weights[p]: the card's weight.
Tally CountBallot(OptionMask options, const std::array<int8_t, kMaxPlayers>& votes,
                  const std::array<int8_t, kMaxPlayers>& weights, int num_players,
                  int start_player);

}  // namespace tinsel::santa
