// Information-Set Monte Carlo Tree Search (single-observer ISMCTS, after Cowling,
// Powley & Whitehouse 2012), for any game through the State interface.
//
// Each iteration draws a world consistent with what the bot has seen (State::Resample),
// walks the tree with UCB over the actions legal in that world (counting how often each
// child was available), expands one new action, plays random moves to the end of the
// episode (State::IsEpisodeEnd: the game, or the hand in a game of several hands) and backs
// up every seat's reward. Chance outcomes are tree edges like any other action.
// Rewards are the game's result: a seat's share of the win, plus a small margin term so
// that among equal results a bigger score is preferred.
//
// Thinking is resumable (Think(work) runs `work` iterations) so the interface can slice it
// into frames. A given seed and iteration budget always give the same decision.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/bot.h"

namespace tinsel {

// What a search found at its root: per action the seat to move tried there, in the order the
// search first tried them. Root-parallel search (tinsel/root_parallel.h) sums these.
struct RootActionStats {
  Action action = 0;
  int64_t visits = 0;        // iterations that chose this action at the root
  int64_t availability = 0;  // iterations in which it was legal there
  double reward = 0;         // sum of the seat's rewards over those visits
  // Sum of the seat's score at the end of those visits' playouts (the end of the episode: the
  // hand, in games of several hands). Only read, never steers the search: the post-game
  // review (tinsel/review.h) reports it as the move's expected points.
  double points = 0;
};
struct RootStats {
  int64_t iterations = 0;  // iterations searched (0: at most one legal action, no search)
  std::vector<RootActionStats> actions;
};

struct IsmctsConfig {
  int iterations = 2000;          // the budget for one decision
  double exploration = 0.7;       // UCB constant (rewards are in [0, 1])
  double margin_weight = 0.1;     // share of the reward given to the score margin
  int max_rollout_steps = 20000;  // safety net for a game that would not end
};

class IsmctsBot : public Bot {
 public:
  explicit IsmctsBot(IsmctsConfig config = {});
  ~IsmctsBot() override;

  void Begin(std::unique_ptr<State> view, int player, uint64_t seed) override;
  bool Think(int work) override;
  Action Decision() const override;
  std::string Explain() const override;

  // After thinking: the most visited root action's share of visits and its mean reward.
  double DecisionVisitShare() const;
  double DecisionMeanReward() const;
  int IterationsDone() const { return done_; }
  // The root's statistics so far; Decision() is ChooseFromRootStats of them
  // (tinsel/root_parallel.h).
  RootStats Root() const;

 private:
  struct Node;
  void Iterate();
  // Indexes the children of `node` moved by `mover` in child_of_action_, then looks up the
  // actions of legal_: availability counts, untried actions, UCB all read that index.
  void IndexChildren(int node, int mover);
  void ClearIndex(int node);
  int IndexedChild(Action action) const;
  int FindChild(int node, int mover, Action action) const;
  int ChildFor(int node, int mover, Action action);
  int AddChild(int node, int mover, Action action);
  int SelectChild() const;
  void Rollout(State& world);
  void Rewards(const State& end);
  int BestRootChild() const;

  IsmctsConfig config_;
  std::unique_ptr<State> view_;
  int player_ = 0;
  Rng rng_;
  int done_ = 0;
  double score_scale_ = 1;  // the largest absolute score seen, to scale margins
  std::vector<Node> nodes_;
  // Reused by every iteration: after the first few, an iteration allocates nothing.
  std::unique_ptr<State> world_;
  std::vector<int> path_;
  std::vector<Action> legal_;
  std::vector<int> legal_child_;      // child node per action of legal_, -1 when untried
  std::vector<int> child_of_action_;  // action id -> child of the node being indexed, or -1
  std::vector<Action> untried_;
  std::vector<double> scores_;
  std::vector<bool> winners_;
  std::vector<double> rewards_;
  std::vector<double> root_points_;  // per root child (Node::root_slot): the points sum
  int indexed_node_ = 0;             // whose children child_of_action_ holds
  int indexed_mover_ = 0;
  bool only_choice_ = false;  // the view has at most one legal action: nothing to search
};

}  // namespace tinsel
