// Greedy bot for Trim the Tree: one ply, no search. Each legal placement is ranked by its
// points now plus a look-ahead value of the tree it leaves (half the best points each
// empty space could still score with an ornament not yet used, plus a little for each
// triangle still open); exact ties go to a seeded random pick, so it is deterministic.
// The look-ahead may give up a point now for a bigger multi-triangle later: against the
// points-only greedy it scores about twice as much (15 vs 7.7 mean over 300 games).
#pragma once

#include <memory>
#include <string>

#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/bot.h"

namespace tinsel::trim {

// How the bot sees one candidate placement (exposed for tests and hints).
struct GreedyScore {
  int points = 0;     // scored by this placement
  int completed = 0;  // triangles it completes
  int good = 0;       // of those, scoring
  double future = 0;  // value of the tree left behind
  int ready = 0;      // triangles one ornament from scoring afterwards
  double Total() const { return points + future; }
};

// Scores placing `kind` on `space` for the player to move in `state`.
GreedyScore EvaluatePlacement(const TrimTheTreeState& state, int kind, int space);

// The bot the registry lists as "greedy", and the heuristic behind the Easy level.
std::unique_ptr<Bot> MakeTrimGreedyBot();

class TrimGreedyBot : public Bot {
 public:
  void Begin(std::unique_ptr<State> view, int player, uint64_t seed) override;
  bool Think(int /*work*/) override { return true; }
  Action Decision() const override { return decision_; }
  std::string Explain() const override { return explanation_; }

 private:
  Action decision_ = 0;
  std::string explanation_;
};

}  // namespace tinsel::trim
