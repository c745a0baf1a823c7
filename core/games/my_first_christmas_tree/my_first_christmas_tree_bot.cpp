#include "games/my_first_christmas_tree/my_first_christmas_tree_bot.h"

#include <algorithm>
#include <bit>
#include <vector>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"

namespace tinsel::mfct {
namespace {

// Weights of the rules of thumb, set by hand: cards that keep a row on a line matter most,
// then the colour that decides cubes and boxes.
constexpr double kExtendsRow = 3.0;      // a card that keeps the row on a line
constexpr double kSameColour = 2.0;      // ... in the row's most common colour
constexpr double kStartsPair = 0.5;      // a card that makes a line with one in hand
constexpr double kRowCard = 2.0;         // each card of a row on a line
constexpr double kColourCard = 1.5;      // each card of the row's most common colour
constexpr double kGrowMargin = 1.0;      // growing must promise this much more
constexpr double kStarProgress = 1.5;    // a first cube in a row while the star is free
constexpr double kProgressWeight = 0.5;  // share of a row's points per tile still missing
constexpr double kOwnBoxBonus = 1.0;     // an own box also raises the maximum
constexpr double kCommitCost = 0.25;     // keep the commit when it buys nothing more

int DominantColour(const PreparationRow& row) {
  std::array<int, kNumColours> counts{};
  int best = -1;
  for (int i = 0; i < row.length; ++i) {
    const int colour = ColourOf(row.at(i));
    ++counts[colour];
    if (best < 0 || counts[colour] > counts[best]) best = colour;
  }
  return best;
}

// Whether `card` can go to one end of `player`'s row and keep it on a line.
bool Extends(const MyFirstChristmasTreeState& s, int player, Card card) {
  if (s.Row(player).length == 0) return false;
  for (const act::Side side : {act::kLeft, act::kRight}) {
    bool kept = false;
    s.RowAfterPlay(player, card, side, &kept);
    if (kept) return true;
  }
  return false;
}

// What a cube on `tile` is worth to `player`: a point saved, plus its share of the row and
// star races.
double TileValue(const MyFirstChristmasTreeState& s, int player, int tile) {
  const int row = RowOf(tile);
  const TileMask missing = RowMask(row) & ~s.Cubes(player);
  const int left = std::popcount(missing);
  double value = 1.0;
  if (s.FinishingTouch(row) < 0) {
    value += left == 1 ? kRowSize[row] : kProgressWeight * kRowSize[row] / left;
  } else if (left == 1) {
    // Half the row in whole cubes, as the bot has always weighed it (clang-tidy asked whether
    // the exact half was meant; changing it is a bot change to measure, not a tidy-up).
    const int half_row_in_cubes = kRowSize[row] / 2;
    value += half_row_in_cubes;
  }
  if (s.StarOwner() < 0 && (s.Cubes(player) & RowMask(row)) == 0) value += kStarProgress;
  return value;
}

// The best box card `row` can claim for `player`, as points (0: none).
double BoxValue(const MyFirstChristmasTreeState& s, int player, const PreparationRow& row,
                bool commit_free, Action* choice) {
  double best = 0;
  for (int first = 0; first < kNumColours; ++first) {
    const int count = row.CountOf(first);
    if (count == 0) continue;
    auto consider = [&](int total, Action action, double cost) {
      int value = 0;
      const BoxGain gain = s.BoxGainFor(player, total, &value);
      if (gain == BoxGain::kNothing) return;
      const double points = value + (gain == BoxGain::kOwn ? kOwnBoxBonus : 0) - cost;
      if (points > best) {
        best = points;
        if (choice != nullptr) *choice = action;
      }
    };
    consider(count, act::Box(first), 0);
    if (!commit_free) continue;
    for (int second = first + 1; second < kNumColours; ++second) {
      if (row.CountOf(second) > 0) {
        consider(count + row.CountOf(second), act::CommitBox(first, second), kCommitCost);
      }
    }
  }
  return best;
}

// Decorating `line` with `row` now: the best tiles for its cubes, then the best box.
double DecorationValue(const MyFirstChristmasTreeState& s, int player, const PreparationRow& row,
                       int line, bool commit_free) {
  const TileMask free = Lines()[line].mask & ~s.Cubes(player);
  std::vector<double> values;
  for (TileMask rest = free; rest != 0; rest &= rest - 1) {
    values.push_back(TileValue(s, player, std::countr_zero(rest)));
  }
  std::sort(values.rbegin(), values.rend());
  const int cubes = std::min<int>(row.MostCommonColourCount(), static_cast<int>(values.size()));
  double total = 0;
  for (int i = 0; i < cubes; ++i) total += values[i];
  return total + BoxValue(s, player, row, commit_free, nullptr);
}

// The best line to decorate `row` on (-1 if it matches none), and its value.
double BestDecoration(const MyFirstChristmasTreeState& s, int player, const PreparationRow& row,
                      bool commit_free, int* best_line) {
  *best_line = -1;
  if (row.length < kMinDecoration) return 0;
  double best = -1;
  s.ForEachLineOf(row, [&](int line) {
    const double value = DecorationValue(s, player, row, line, commit_free);
    if (value > best) {
      best = value;
      *best_line = line;
    }
  });
  return std::max(best, 0.0);
}

double RowScore(const PreparationRow& row) {
  return kRowCard * row.length + kColourCard * row.MostCommonColourCount();
}

// How useful `card` from the pool would be.
double CardUse(const MyFirstChristmasTreeState& s, int player, Card card) {
  const PreparationRow& row = s.Row(player);
  if (Extends(s, player, card)) {
    return kExtendsRow + (ColourOf(card) == DominantColour(row) ? kSameColour : 0);
  }
  double use = 0;
  ForEachCard(s.Hand(player), [&](Card other) {
    PreparationRow pair;
    pair.length = 2;
    pair.cards = {static_cast<int8_t>(other), static_cast<int8_t>(card)};
    if (s.OnTree(pair)) use = kStartsPair;
  });
  return use;
}

struct Choice {
  Action action = 0;
  double value = -1e9;
  std::string reason;
};

// The best card and end for a play (`commit`: the extra card), as the row it leaves.
Choice BestPlay(const MyFirstChristmasTreeState& s, int player, bool commit) {
  Choice best;
  const PreparationRow& row = s.Row(player);
  ForEachCard(s.Hand(player), [&](Card card) {
    for (const act::Side side : {act::kLeft, act::kRight}) {
      if (row.length == 0 && side == act::kLeft) continue;
      bool kept = false;
      const PreparationRow after = s.RowAfterPlay(player, card, side, &kept);
      int line = -1;
      double value = RowScore(after) +
                     0.5 * BestDecoration(s, player, after, !s.CommitUsed() && !commit, &line);
      if (!kept) value -= RowScore(row);
      if (value > best.value) {
        best.value = value;
        best.action = commit ? act::CommitPlay(card, side) : act::Play(card, side);
        best.reason = kept ? "keeps the row on a line" : "starts a new row";
      }
    }
  });
  return best;
}

Choice ChooseTake(const MyFirstChristmasTreeState& s, int player, bool extra) {
  Choice best;
  ForEachCard(s.Pool(), [&](Card card) {
    const double use = CardUse(s, player, card);
    if (use > best.value) {
      best.value = use;
      best.action = extra ? act::CommitTake(card) : act::Take(card);
      best.reason = use >= kExtendsRow ? "takes a card that extends the row" : "takes a card";
    }
  });
  if (extra) {
    if (best.value < kExtendsRow) return {act::kSkipTake, 0, "keeps the commit"};
    return best;
  }
  if (!s.CommitUsed() && best.value <= 0 && s.Row(player).length >= 2) {
    return {act::kCommitRefresh, 0, "nothing in the pool helps: refreshes it"};
  }
  if (best.value < -1e8) return {act::kSkipTake, 0, "nothing to take"};
  return best;
}

Choice ChooseAfterPlay(const MyFirstChristmasTreeState& s, int player) {
  const PreparationRow& row = s.Row(player);
  const bool commit_free = !s.CommitUsed();
  int line = -1;
  const double now = BestDecoration(s, player, row, commit_free, &line);
  const bool at_maximum = row.length >= s.MaxRowSize(player);
  if (at_maximum) return {act::Decorate(line), now, "must decorate at the maximum"};
  // An extra card now, if it leaves a better decoration (or a longer row) on a line.
  if (commit_free && s.HandSize(player) > 0) {
    Choice extra = BestPlay(s, player, true);
    bool kept = false;
    const PreparationRow after =
        s.RowAfterPlay(player, act::CardOf(extra.action), act::SideOf(extra.action), &kept);
    int after_line = -1;
    const double later = BestDecoration(s, player, after, false, &after_line);
    if (kept && (later > now + kGrowMargin || (row.length < kMinDecoration))) {
      extra.reason = "commits an extra card to the row";
      return extra;
    }
  }
  if (line < 0) return {act::kEndTurn, 0, "row too short to decorate"};
  // Growing pays only if a card in hand extends the row and the next decoration is better.
  double grown = -1;
  if (row.length + 1 <= std::min(s.MaxRowSize(player), kMaxLineLength)) {
    ForEachCard(s.Hand(player), [&](Card card) {
      for (const act::Side side : {act::kLeft, act::kRight}) {
        bool kept = false;
        const PreparationRow after = s.RowAfterPlay(player, card, side, &kept);
        if (!kept) continue;
        int after_line = -1;
        grown = std::max(grown, BestDecoration(s, player, after, true, &after_line));
      }
    });
  }
  if (grown > now + kGrowMargin)
    return {act::kEndTurn, grown, "grows the row for a bigger decoration"};
  return {act::Decorate(line), now, "decorates " + LineName(line)};
}

Choice ChooseCube(const MyFirstChristmasTreeState& s, int player) {
  Choice best;
  for (const Action action : s.LegalActions()) {
    const double value = TileValue(s, player, act::TileOf(action));
    if (value > best.value) {
      best = {action, value, "puts a cube where it counts most"};
    }
  }
  return best;
}

Choice ChooseBox(const MyFirstChristmasTreeState& s, int player) {
  Action choice = s.LegalActions().front();
  const double value = BoxValue(s, player, s.Row(player), !s.CommitUsed(), &choice);
  return {choice, value, "takes the most valuable box"};
}

class HeuristicBot : public Bot {
 public:
  void Begin(std::unique_ptr<State> view, int /*player*/, uint64_t /*seed*/) override {
    decision_ = 0;
    reason_.clear();
    const auto* state = dynamic_cast<const MyFirstChristmasTreeState*>(view.get());
    if (state == nullptr || state->CurrentPlayer() < 0) return;
    decision_ = HeuristicChoice(*state, &reason_);
  }
  bool Think(int /*work*/) override { return true; }
  Action Decision() const override { return decision_; }
  std::string Explain() const override { return reason_; }

 private:
  Action decision_ = 0;
  std::string reason_;
};

}  // namespace

Action HeuristicChoice(const MyFirstChristmasTreeState& s, std::string* reason) {
  const int player = s.CurrentPlayer();
  Choice choice;
  switch (s.step()) {
    case Step::kTake:
      choice = ChooseTake(s, player, false);
      break;
    case Step::kExtraTake:
      choice = ChooseTake(s, player, true);
      break;
    case Step::kPlay:
      choice = BestPlay(s, player, false);
      break;
    case Step::kAfterPlay:
      choice = ChooseAfterPlay(s, player);
      break;
    case Step::kCubes:
      choice = ChooseCube(s, player);
      break;
    case Step::kBox:
      choice = ChooseBox(s, player);
      break;
    default: {
      const std::vector<Action> legal = s.LegalActions();
      choice.action = legal.empty() ? 0 : legal.front();
      break;
    }
  }
  if (reason != nullptr) *reason = choice.reason;
  return choice.action;
}

std::unique_ptr<Bot> MakeMfctHeuristicBot() { return std::make_unique<HeuristicBot>(); }

}  // namespace tinsel::mfct
