#include "games/trim_the_tree/trim_the_tree_bot.h"

#include <algorithm>
#include <vector>

#include "tinsel/words.h"

namespace tinsel::trim {
namespace {

// Weights of the look-ahead, tuned against RandomBot and the points-only greedy: a hole
// that could score later is worth about half its points (it may never get its ornament),
// a triangle with one ornament that can still become good is a small option.
constexpr double kHoleWeight = 0.5;
constexpr double kOpenTriangleWeight = 0.1;
constexpr double kTieEpsilon = 1e-9;

// Future value of `tree`: for each empty space, the best points some still-available
// ornament would score there; plus the triangles that hold one ornament and no clash.
void ScoreFuture(const Tree& tree, const std::array<int, kNumKinds>& available,
                 GreedyScore* score) {
  double holes = 0;
  for (int space = 0; space < kNumSpaces; ++space) {
    if (tree[space] != kNoOrnament) continue;
    int best = 0;
    for (int kind = 0; kind < kNumKinds; ++kind) {
      if (available[kind] == 0) continue;
      best = std::max(best, ScorePlacement(tree, space, kind).points);
    }
    holes += best;
  }
  int open = 0;
  int ready = 0;
  for (const auto& triangle : Triangles()) {
    int kinds[3];
    int filled = 0;
    for (const int8_t space : triangle) {
      if (tree[space] != kNoOrnament) kinds[filled++] = tree[space];
    }
    if (filled == 1) ++open;
    if (filled == 2 && ColourOf(kinds[0]) != ColourOf(kinds[1]) &&
        ShapeOf(kinds[0]) != ShapeOf(kinds[1])) {
      ++ready;
    }
  }
  score->ready = ready;
  score->future = kHoleWeight * holes + kOpenTriangleWeight * open;
}

std::string ExplainChoice(const GreedyScore& score) {
  if (score.points > 0) {
    std::string text = "completes " + Plural(score.completed, "triangle");
    if (score.good < score.completed) text += " (" + std::to_string(score.good) + " scoring)";
    return text + " for " + Plural(score.points, "point");
  }
  if (score.ready > 0) {
    return "no points yet; leaves " + Plural(score.ready, "triangle") +
           " one ornament from scoring";
  }
  return "no points yet; keeps the most triangles open";
}

}  // namespace

GreedyScore EvaluatePlacement(const TrimTheTreeState& state, int kind, int space) {
  const int player = state.CurrentPlayer();
  GreedyScore score;
  const PlacementResult now = state.PreviewPlacement(player, kind, space);
  score.points = now.points;
  score.completed = now.completed;
  score.good = now.good;

  Tree after = state.TreeOf(player);
  after[space] = static_cast<int8_t>(kind);
  std::array<int, kNumKinds> available{};
  for (int k = 0; k < kNumKinds; ++k) available[k] = state.BagCount(k) + state.BoxCount(k);
  --available[kind];
  ScoreFuture(after, available, &score);
  return score;
}

void TrimGreedyBot::Begin(std::unique_ptr<State> view, int /*player*/, uint64_t seed) {
  const auto* state = dynamic_cast<const TrimTheTreeState*>(view.get());
  const std::vector<Action> legal = view->LegalActions();
  decision_ = legal.empty() ? 0 : legal.front();
  explanation_.clear();
  if (state == nullptr || legal.empty()) return;

  std::vector<Action> best;
  double best_total = -1;
  for (const Action action : legal) {
    const GreedyScore score = EvaluatePlacement(*state, KindOf(action), SpaceOf(action));
    const double total = score.Total();
    if (total > best_total + kTieEpsilon) {
      best_total = total;
      best.assign(1, action);
    } else if (total > best_total - kTieEpsilon) {
      best.push_back(action);
    }
  }
  Rng rng(seed);
  decision_ = best[rng.Below(best.size())];
  explanation_ = ExplainChoice(EvaluatePlacement(*state, KindOf(decision_), SpaceOf(decision_)));
}

std::unique_ptr<Bot> MakeTrimGreedyBot() { return std::make_unique<TrimGreedyBot>(); }

}  // namespace tinsel::trim
