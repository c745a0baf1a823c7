#include "tinsel/ismcts.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tinsel {

struct IsmctsBot::Node {
  Node(int mover_in, Action action_in) : mover(mover_in), action(action_in) {}
  int mover;      // who took `action` to reach this node (kChancePlayer for chance)
  Action action;  // the edge from the parent
  int visits = 0;
  int availability = 0;  // iterations in which this action was legal at the parent
  double reward = 0;     // sum of the mover's rewards
  std::vector<int> children;
};

IsmctsBot::IsmctsBot(IsmctsConfig config) : config_(config) {}
IsmctsBot::~IsmctsBot() = default;

void IsmctsBot::Begin(std::unique_ptr<State> view, int player, uint64_t seed) {
  view_ = std::move(view);
  player_ = player;
  rng_.Seed(seed);
  done_ = 0;
  score_scale_ = 1;
  nodes_.clear();
  nodes_.emplace_back(kTerminalPlayer, 0);
}

bool IsmctsBot::Think(int work) {
  if (view_->LegalActions().size() <= 1) return true;  // nothing to decide
  for (int i = 0; i < work && done_ < config_.iterations; ++i) {
    Iterate();
    ++done_;
  }
  return done_ >= config_.iterations;
}

void IsmctsBot::Iterate() {
  std::unique_ptr<State> world = view_->Resample(player_, rng_);
  path_.clear();
  path_.push_back(0);
  int node = 0;
  while (!world->IsTerminal()) {
    const int mover = world->CurrentPlayer();
    if (mover == kChancePlayer) {
      const Action outcome = world->SampleChanceOutcome(rng_);
      node = ChildFor(node, mover, outcome);
      world->ApplyLegalAction(outcome);
      path_.push_back(node);
      continue;
    }
    world->LegalActionsInto(legal_);
    // Count availability and look for an action not tried yet from this node.
    untried_.clear();
    for (Action action : legal_) {
      const int child = FindChild(node, mover, action);
      if (child < 0) {
        untried_.push_back(action);
      } else {
        ++nodes_[child].availability;
      }
    }
    if (!untried_.empty()) {
      const Action action = untried_[rng_.Below(untried_.size())];
      node = ChildFor(node, mover, action);
      ++nodes_[node].availability;
      world->ApplyLegalAction(action);
      path_.push_back(node);
      break;  // expanded: the rest is a rollout
    }
    node = SelectChild(node, mover);
    world->ApplyLegalAction(nodes_[node].action);
    path_.push_back(node);
  }
  const std::vector<double> rewards = Rollout(*world);
  for (int index : path_) {
    Node& n = nodes_[index];
    ++n.visits;
    if (n.mover >= 0) n.reward += rewards[n.mover];
  }
}

int IsmctsBot::FindChild(int node, int mover, Action action) const {
  for (int child : nodes_[node].children) {
    if (nodes_[child].action == action && nodes_[child].mover == mover) return child;
  }
  return -1;
}

int IsmctsBot::ChildFor(int node, int mover, Action action) {
  const int found = FindChild(node, mover, action);
  if (found >= 0) return found;
  const int created = static_cast<int>(nodes_.size());
  nodes_.emplace_back(mover, action);
  nodes_[node].children.push_back(created);
  return created;
}

int IsmctsBot::SelectChild(int node, int mover) const {
  // UCB1 over the children whose action is legal in this world, with availability in
  // place of the parent's visits (ISMCTS's answer to actions that are not always legal).
  int best = -1;
  double best_value = -1e300;
  for (int child : nodes_[node].children) {
    const Node& n = nodes_[child];
    if (n.mover != mover || std::find(legal_.begin(), legal_.end(), n.action) == legal_.end()) {
      continue;
    }
    const double value =
        n.reward / n.visits + config_.exploration * std::sqrt(std::log(n.availability) / n.visits);
    if (value > best_value) {
      best_value = value;
      best = child;
    }
  }
  return best;
}

std::vector<double> IsmctsBot::Rollout(State& world) {
  // Random moves up to the end of the episode (the hand, in games of several hands).
  for (int step = 0; !world.IsEpisodeEnd() && step < config_.max_rollout_steps; ++step) {
    if (world.IsChanceNode()) {
      world.ApplyLegalAction(world.SampleChanceOutcome(rng_));
    } else {
      world.LegalActionsInto(legal_);
      world.ApplyLegalAction(legal_[rng_.Below(legal_.size())]);
    }
  }
  return Rewards(world);
}

std::vector<double> IsmctsBot::Rewards(const State& terminal) {
  const std::vector<double> scores = terminal.Scores();
  const int n = static_cast<int>(scores.size());
  for (double s : scores) score_scale_ = std::max(score_scale_, std::abs(s));
  std::vector<double> rewards(n, 0.0);
  if (n == 1) {  // solitaire: only the score matters
    rewards[0] = 0.5 + 0.5 * scores[0] / score_scale_;
    return rewards;
  }
  // Before the end of the game (a playout stopped at the end of a hand), the leaders so far.
  std::vector<bool> winners = terminal.IsTerminal() ? terminal.Winners() : std::vector<bool>(n);
  if (!terminal.IsTerminal()) {
    const double best = *std::max_element(scores.begin(), scores.end());
    for (int p = 0; p < n; ++p) winners[p] = scores[p] == best;
  }
  const int winner_count = static_cast<int>(std::count(winners.begin(), winners.end(), true));
  for (int p = 0; p < n; ++p) {
    double best_other = -1e300;
    for (int q = 0; q < n; ++q) {
      if (q != p) best_other = std::max(best_other, scores[q]);
    }
    const double margin = std::clamp((scores[p] - best_other) / score_scale_, -1.0, 1.0);
    const double share = winners[p] ? 1.0 / winner_count : 0.0;
    rewards[p] = (1 - config_.margin_weight) * share + config_.margin_weight * 0.5 * (margin + 1);
  }
  return rewards;
}

int IsmctsBot::BestRootChild() const {
  int best = -1;
  for (int child : nodes_[0].children) {
    if (best < 0 || nodes_[child].visits > nodes_[best].visits) best = child;
  }
  return best;
}

Action IsmctsBot::Decision() const {
  const std::vector<Action> legal = view_->LegalActions();
  const int best = BestRootChild();
  if (best < 0 || !Contains(legal, nodes_[best].action)) return legal.front();
  return nodes_[best].action;
}

double IsmctsBot::DecisionVisitShare() const {
  const int best = BestRootChild();
  return best < 0 || done_ == 0 ? 1.0 : static_cast<double>(nodes_[best].visits) / done_;
}

double IsmctsBot::DecisionMeanReward() const {
  const int best = BestRootChild();
  return best < 0 || nodes_[best].visits == 0 ? 0.0 : nodes_[best].reward / nodes_[best].visits;
}

std::string IsmctsBot::Explain() const {
  if (done_ == 0) return "the only possible move";
  char text[160];
  std::snprintf(text, sizeof text, "chosen in %.0f%% of %d simulated games; expected result %.0f%%",
                100 * DecisionVisitShare(), done_, 100 * DecisionMeanReward());
  return text;
}

}  // namespace tinsel
