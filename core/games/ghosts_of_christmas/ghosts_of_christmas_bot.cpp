#include "games/ghosts_of_christmas/ghosts_of_christmas_bot.h"

#include <algorithm>
#include <cmath>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "games/ghosts_of_christmas/trick_model.h"

namespace tinsel::ghosts {
namespace {

// Tiny Tim: take tricks while the expected count is this far below the last scoring count.
constexpr double kTinyMargin = 1.5;
// Tiny Tim: with no wreath yet, try for none at all (6 VP) while the remaining hand is
// expected to win fewer tricks than this.
constexpr double kZeroHandLimit = 3.0;
// How strongly to keep high cards and Hearts when taking tricks, and shed them otherwise.
constexpr double kKeepWeight = 0.04;
constexpr double kShedWeight = 0.04;

// Rough chance that a card wins a trick over the hand, before anything is played.
double CardStrength(Card card, CardMask own, CardMask deck) {
  const int suit = SuitOf(card);
  int higher_elsewhere = 0;
  for (int rank = RankOf(card) + 1; rank <= kNumRanks; ++rank) {
    const Card above = MakeCard(suit, rank);
    if (HasCard(deck, above) && !HasCard(own, above)) ++higher_elsewhere;
  }
  if (suit == kHearts) return std::max(0.05, 1.0 - 0.28 * higher_elsewhere);
  static constexpr double kPlain[] = {0.45, 0.25, 0.12, 0.06, 0.03};
  return higher_elsewhere < 5 ? kPlain[higher_elsewhere] : 0.02;
}

// How many points a final wreath count would score for `seat` (the bid is known).
int PointsFor(const GhostsOfChristmasState& state, int seat, int wreaths) {
  return state.HandPoints(wreaths, state.Purple(seat), state.Red(seat));
}

class HeuristicBot : public Bot {
 public:
  void Begin(std::unique_ptr<State> view, int player, uint64_t /*seed*/) override {
    const auto* state = dynamic_cast<const GhostsOfChristmasState*>(view.get());
    decision_ = 0;
    explain_.clear();
    if (state == nullptr) return;
    if (state->GetPhase() == Phase::kBid) {
      ChooseBid(*state, player);
    } else if (state->GetPhase() == Phase::kPlay) {
      ChoosePlay(*state, player);
    } else {
      const std::vector<Action> legal = view->LegalActions();
      if (!legal.empty()) decision_ = legal.front();
    }
  }
  bool Think(int /*work*/) override { return true; }
  Action Decision() const override { return decision_; }
  std::string Explain() const override { return explain_; }

 private:
  void ChooseBid(const GhostsOfChristmasState& state, int me) {
    const double expected = EstimateTricks(state, me);
    int purple = static_cast<int>(std::floor(expected));
    const double fraction = expected - purple;
    bool red = false;
    if (fraction >= 0.75) {
      ++purple;
    } else if (fraction >= 0.3) {
      red = true;
    }
    // The door supply may be short (rulings 8): take at most what is left.
    purple = std::clamp(purple, 0, std::min(kMaxPurple, state.PurpleDoorsLeft()));
    if (state.RedDoorsLeft() == 0) red = false;
    decision_ = BidAction(purple, red);
    explain_ = "expects about " + std::to_string(static_cast<int>(std::lround(expected))) +
               (red ? " tricks, unsure: takes the red door" : " tricks");
  }

  void ChoosePlay(const GhostsOfChristmasState& state, int me) {
    const TrickModel model(state, me);
    // Wreaths already expected from cards placed this round.
    double expected = state.Wreaths(me);
    for (int era = 0; era < state.NumEras(); ++era) {
      if (state.PlayedInto(me, era)) expected += model.CurrentWinChance(era);
    }
    const int cards_left = state.HandSize(me);
    // Desire for one more trick: the points gained by one more wreath versus none,
    // judged at the expected count (positive: take tricks, negative: avoid them).
    double want;
    if (state.TinyTim()) {
      const int last_scoring = state.NumPlayers() == 3 ? 6 : 5;
      want = expected <= last_scoring - kTinyMargin ? 1.0 : -1.0;
      // Strength of what is left, shrunk further as the hand empties (tuned by play-testing
      // against random seats: about 3.3 VP per hand against 2.9).
      const double hand_tricks = EstimateTricks(state, me) * cards_left / 12.0;
      if (state.Wreaths(me) == 0 && hand_tricks < kZeroHandLimit) want = -1.0;
    } else {
      const int target_low = state.Purple(me);
      const int target_high = target_low + (state.Red(me) ? 1 : 0);
      const int now = static_cast<int>(std::lround(expected));
      if (PointsFor(state, me, now) == 0 && now > target_high) {
        want = -0.2;  // bid already broken: just shed high cards
      } else if (expected < target_low - 0.35) {
        want = 1.0;
        if (target_low - expected >= cards_left - 0.5) want = 2.0;  // need every trick
      } else if (expected < target_high - 0.5) {
        want = 0.3;
      } else {
        want = -1.0;
      }
    }
    double best = -1e9;
    for (Action action : state.LegalActions()) {
      const Card card = PlayCard(action);
      const int era = PlayEra(action);
      const double chance = model.WinChance(card, era);
      // Cost of spending this card: high cards and Hearts are worth keeping.
      const double cost = RankOf(card) / 12.0 + (SuitOf(card) == kHearts ? 0.5 : 0.0);
      double value = want * chance;
      value += want > 0 ? -kKeepWeight * cost : kShedWeight * cost;
      if (value > best) {
        best = value;
        decision_ = action;
        explain_ = std::string(want > 0 ? "tries to win the " : "avoids winning the ") +
                   EraName(era) + " (win chance " +
                   std::to_string(static_cast<int>(std::lround(chance * 100))) + "%)";
      }
    }
  }

  Action decision_ = 0;
  std::string explain_;
};

}  // namespace

double EstimateTricks(const GhostsOfChristmasState& state, int seat) {
  const CardMask deck = state.DeckInPlay();
  const CardMask own = state.Hand(seat);
  double deck_total = 0;
  // Normalize: the whole deck's strength shares out all 12 tricks of the hand. Each card's
  // strength is measured against the rest of the deck (as if held alone).
  ForEachCard(deck, [&](Card card) { deck_total += CardStrength(card, Bit(card), deck); });
  double mine = 0;
  ForEachCard(own, [&](Card card) { mine += CardStrength(card, own, deck); });
  const double tricks = 12.0;  // tricks per hand, base and Beyond alike
  return mine * tricks / deck_total;
}

std::unique_ptr<Bot> MakeGhostsHeuristicBot() { return std::make_unique<HeuristicBot>(); }

}  // namespace tinsel::ghosts
