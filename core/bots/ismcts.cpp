#include "tinsel/ismcts.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tinsel {

namespace {

// Actions up to this id are looked up in a table indexed by id; the few games that might use
// larger ids fall back to a scan of the children.
constexpr Action kIndexedActions = 1 << 16;

bool Indexable(Action action) { return action >= 0 && action < kIndexedActions; }

}  // namespace

struct IsmctsBot::Node {
  Node(int mover_in, Action action_in) : mover(mover_in), action(action_in) {}
  int mover;      // who took `action` to reach this node (kChancePlayer for chance)
  Action action;  // the edge from the parent
  int visits = 0;
  int availability = 0;  // iterations in which this action was legal at the parent
  double reward = 0;     // sum of the mover's rewards
  // A root child's index in root_points_, else -1. Kept out of the node (it sits in what was
  // padding) so the tree a search grows is no bigger than before.
  int root_slot = -1;
  // Children as a list threaded through nodes_ (in creation order): growing the tree
  // allocates nothing but the amortized growth of nodes_ itself.
  int first_child = -1;
  int last_child = -1;
  int next_sibling = -1;
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
  root_points_.clear();
  view_->LegalActionsInto(legal_);
  only_choice_ = legal_.size() <= 1;
}

bool IsmctsBot::Think(int work) {
  if (only_choice_) return true;  // nothing to decide
  for (int i = 0; i < work && done_ < config_.iterations; ++i) {
    Iterate();
    ++done_;
  }
  return done_ >= config_.iterations;
}

void IsmctsBot::Iterate() {
  view_->ResampleInto(player_, rng_, world_);
  State& world = *world_;
  path_.clear();
  path_.push_back(0);
  int node = 0;
  while (!world.IsTerminal()) {
    const int mover = world.CurrentPlayer();
    if (mover == kChancePlayer) {
      const Action outcome = world.SampleChanceOutcome(rng_);
      node = ChildFor(node, mover, outcome);
      world.ApplyLegalAction(outcome);
      path_.push_back(node);
      continue;
    }
    world.LegalActionsInto(legal_);
    // Count availability and collect the actions not tried yet from this node.
    IndexChildren(node, mover);
    legal_child_.resize(legal_.size());
    untried_.clear();
    for (size_t i = 0; i < legal_.size(); ++i) {
      const int child = IndexedChild(legal_[i]);
      legal_child_[i] = child;
      if (child < 0) {
        untried_.push_back(legal_[i]);
      } else {
        ++nodes_[child].availability;
      }
    }
    ClearIndex(node);
    if (!untried_.empty()) {
      const Action action = untried_[rng_.Below(untried_.size())];
      node = AddChild(node, mover, action);
      ++nodes_[node].availability;
      world.ApplyLegalAction(action);
      path_.push_back(node);
      break;  // expanded: the rest is a rollout
    }
    node = SelectChild();
    world.ApplyLegalAction(nodes_[node].action);
    path_.push_back(node);
  }
  Rollout(world);
  // Rewards() left the playout's final scores in scores_; path_[1] is the root action taken.
  if (path_.size() > 1) root_points_[nodes_[path_[1]].root_slot] += scores_[player_];
  for (int index : path_) {
    Node& n = nodes_[index];
    ++n.visits;
    if (n.mover >= 0) n.reward += rewards_[n.mover];
  }
}

void IsmctsBot::IndexChildren(int node, int mover) {
  for (int child = nodes_[node].first_child; child >= 0; child = nodes_[child].next_sibling) {
    const Node& n = nodes_[child];
    if (n.mover != mover || !Indexable(n.action)) continue;
    if (n.action >= static_cast<Action>(child_of_action_.size())) {
      child_of_action_.resize(n.action + 1, -1);  // grows to the game's largest id, once
    }
    child_of_action_[n.action] = child;
  }
  indexed_node_ = node;
  indexed_mover_ = mover;
}

void IsmctsBot::ClearIndex(int node) {
  for (int child = nodes_[node].first_child; child >= 0; child = nodes_[child].next_sibling) {
    if (Indexable(nodes_[child].action) &&
        nodes_[child].action < static_cast<Action>(child_of_action_.size())) {
      child_of_action_[nodes_[child].action] = -1;
    }
  }
}

int IsmctsBot::IndexedChild(Action action) const {
  if (!Indexable(action)) return FindChild(indexed_node_, indexed_mover_, action);
  return action < static_cast<Action>(child_of_action_.size()) ? child_of_action_[action] : -1;
}

int IsmctsBot::FindChild(int node, int mover, Action action) const {
  for (int child = nodes_[node].first_child; child >= 0; child = nodes_[child].next_sibling) {
    if (nodes_[child].action == action && nodes_[child].mover == mover) return child;
  }
  return -1;
}

int IsmctsBot::ChildFor(int node, int mover, Action action) {
  const int found = FindChild(node, mover, action);
  return found >= 0 ? found : AddChild(node, mover, action);
}

int IsmctsBot::AddChild(int node, int mover, Action action) {
  const int created = static_cast<int>(nodes_.size());
  nodes_.emplace_back(mover, action);
  Node& parent = nodes_[node];
  if (parent.last_child < 0) {
    parent.first_child = created;
  } else {
    nodes_[parent.last_child].next_sibling = created;
  }
  parent.last_child = created;
  if (node == 0) {
    nodes_[created].root_slot = static_cast<int>(root_points_.size());
    root_points_.push_back(0);
  }
  return created;
}

int IsmctsBot::SelectChild() const {
  // UCB1 over the children whose action is legal in this world (legal_child_, all tried),
  // with availability in place of the parent's visits (ISMCTS's answer to actions that are
  // not always legal).
  int best = -1;
  double best_value = -1e300;
  for (const int child : legal_child_) {
    const Node& n = nodes_[child];
    const double value =
        n.reward / n.visits + config_.exploration * std::sqrt(std::log(n.availability) / n.visits);
    if (value > best_value) {
      best_value = value;
      best = child;
    }
  }
  return best;
}

void IsmctsBot::Rollout(State& world) {
  // Random moves up to the end of the episode (the hand, in games of several hands).
  world.PlayRandomly(rng_, legal_, PlayoutEnd::kEpisode, config_.max_rollout_steps);
  Rewards(world);
}

void IsmctsBot::Rewards(const State& end) {
  end.ScoresInto(scores_);
  const int n = static_cast<int>(scores_.size());
  for (double s : scores_) score_scale_ = std::max(score_scale_, std::abs(s));
  rewards_.assign(n, 0.0);
  if (n == 1) {  // solitaire: only the score matters
    rewards_[0] = 0.5 + 0.5 * scores_[0] / score_scale_;
    return;
  }
  // At the end of the game, its winners; before it (a playout stopped at the end of a
  // hand), the leaders so far.
  if (end.IsTerminal()) {
    end.WinnersInto(winners_);
  } else {
    const double best = *std::max_element(scores_.begin(), scores_.end());
    winners_.resize(n);
    for (int p = 0; p < n; ++p) winners_[p] = scores_[p] == best;
  }
  const int winner_count = static_cast<int>(std::count(winners_.begin(), winners_.end(), true));
  for (int p = 0; p < n; ++p) {
    double best_other = -1e300;
    for (int q = 0; q < n; ++q) {
      if (q != p) best_other = std::max(best_other, scores_[q]);
    }
    const double margin = std::clamp((scores_[p] - best_other) / score_scale_, -1.0, 1.0);
    const double share = winners_[p] ? 1.0 / winner_count : 0.0;
    rewards_[p] = (1 - config_.margin_weight) * share + config_.margin_weight * 0.5 * (margin + 1);
  }
}

int IsmctsBot::BestRootChild() const {
  int best = -1;
  for (int child = nodes_[0].first_child; child >= 0; child = nodes_[child].next_sibling) {
    if (best < 0 || nodes_[child].visits > nodes_[best].visits) best = child;
  }
  return best;
}

RootStats IsmctsBot::Root() const {
  RootStats root;
  root.iterations = done_;
  for (int child = nodes_[0].first_child; child >= 0; child = nodes_[child].next_sibling) {
    const Node& n = nodes_[child];
    root.actions.push_back(
        {n.action, n.visits, n.availability, n.reward, root_points_[n.root_slot]});
  }
  return root;
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
