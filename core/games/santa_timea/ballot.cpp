#include "games/santa_timea/ballot.h"

#include <bit>

namespace tinsel::santa {

int CountOptions(OptionMask mask) { return std::popcount(static_cast<unsigned>(mask)); }

int SingleOption(OptionMask mask) {
  return CountOptions(mask) == 1 ? std::countr_zero(static_cast<unsigned>(mask)) : -1;
}

const char* BallotKindName(BallotKind kind) {
  switch (kind) {
    case BallotKind::kLeak:
      return "leak";
    case BallotKind::kOverboard:
      return "overboard";
    case BallotKind::kMove:
      return "move";
    case BallotKind::kNone:
      break;
  }
  return "none";
}

Tally CountBallot(OptionMask options, const std::array<int8_t, kMaxPlayers>& votes,
                  const std::array<int8_t, kMaxPlayers>& weights, int num_players,
                  int start_player) {
  Tally tally;
  int voters = 0;
  int hat_player = -1;
  for (int p = 0; p < num_players; ++p) {
    if (votes[p] == kNoVote) continue;
    ++voters;
    if (votes[p] == kHatVote) {
      ++tally.hats;
      hat_player = p;
    } else {
      ++tally.colour_cards;
      tally.counts[votes[p]] += weights[p];
    }
  }
  if (const int only = SingleOption(options); only >= 0) {
    tally.rule = TallyRule::kOnlyOption;
    tally.winner = only;
    return tally;
  }
  if (tally.hats == 1) {
    tally.rule = TallyRule::kOneHat;
    tally.picker = hat_player;
    tally.pick_options = options;
  } else if (voters > 0 && tally.colour_cards == 0) {
    tally.rule = TallyRule::kAllHats;
    tally.picker = start_player;
    tally.pick_options = options;
  } else {
    int best = 0;
    for (int c = 0; c < kNumColours; ++c) {
      if (HasOption(options, c) && tally.counts[c] > best) best = tally.counts[c];
    }
    OptionMask tied = 0;
    for (int c = 0; c < kNumColours; ++c) {
      if (HasOption(options, c) && tally.counts[c] == best) tied |= OptionMask(1u << c);
    }
    const bool cancelled = tally.hats >= 2;
    if (CountOptions(tied) == 1) {
      tally.rule = cancelled ? TallyRule::kHatsCancel : TallyRule::kMajority;
      tally.winner = SingleOption(tied);
      return tally;
    }
    tally.rule = cancelled ? TallyRule::kHatsCancelTie : TallyRule::kTie;
    tally.picker = start_player;
    tally.pick_options = tied;
  }
  if (const int only = SingleOption(tally.pick_options); only >= 0) {
    tally.winner = only;
    tally.picker = -1;
  }
  return tally;
}

}  // namespace tinsel::santa
