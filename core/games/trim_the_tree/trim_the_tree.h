// Trim the Tree (Jeffrey D. Allers, 1-5 players): decorate your Christmas tree so that
// its small triangles hold three ornaments of different colours and different shapes.
//
// Rules in short: 80 ornaments (4 shapes x 4 colours x 5 sets) go into a Bag, minus
// whole sets for fewer players. Each round the bag holder draws one ornament per player
// onto the Box; then, from the bag holder clockwise, each player takes one ornament from
// the Box and places it on an empty space of their tree, next to an ornament already
// there (the first may go anywhere). A placement that completes k small triangles whose
// three ornaments all differ in colour and shape scores 2k-1. The bag then passes left.
// When every tree is full (15 ornaments) the highest score wins; ties share.
//
// Rulings used (the project's rulings for Trim the Tree, shown on the in-app rules page;
// their text is in rules.json): 1 set removal (incl. "calculating"
// solitaire = four sets), 2 the 15-space lattice with 16 small triangles, 3 adjacency by
// one line segment, 4 the round, 5 scoring 2k-1 of good triangles only, 6 end and ties,
// 7 the first bag holder drawn at random (rules version 2; version 1 games start with the
// first seat), 8 "calculating" solitaire only for one player (refused otherwise).
//
// Model: with 2 or more players the first chance node picks the first bag holder; each single
// draw is a chance node (outcome = ornament kind, weighted by its count in the Bag); taking and
// placing an ornament is one action (see actions.h). All information is public. Spaces are indices
// 0..14 in code and numbers 1..15 in text (board.h). With N players every round draws N, so all
// trees fill together after 15 rounds; the Bag always suffices (80 for 75 spaces, 80/60, 64/45,
// 48/30, 32 or 16/15).
//
// Files (the layout every game has): trim_the_tree_game.cpp the Game; _rulings.cpp the rules
// page; _rules.cpp setup, draws, placements, scores; _legality.cpp refusals; _text.cpp action
// text and log sentences; _observation.cpp what a player sees; _reasons.cpp why a placement is
// worth making (hints, review); _bot.* the greedy bot. Data: ornaments.*, board.* (the lattice),
// scoring.* (one placement), actions.* (action ids).
#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/trim_the_tree/actions.h"
#include "games/trim_the_tree/board.h"
#include "games/trim_the_tree/ornaments.h"
#include "games/trim_the_tree/scoring.h"
#include "tinsel/game.h"
#include "tinsel/state_of.h"
#include "tinsel/translate.h"

namespace tinsel {
struct GameEntry;  // tinsel/registry.h
}  // namespace tinsel

namespace tinsel::trim {

constexpr int kMinPlayers = 1;
constexpr int kMaxPlayers = 5;
constexpr int kNumRounds = kNumSpaces;  // one ornament per player per round
constexpr const char* kSolitaireOption = "solitaire";

class TrimTheTreeGame : public Game {
 public:
  // 2: the first bag holder is drawn at random (rulings 7).
  int RulesVersion() const override { return 2; }
  std::string Id() const override { return "trim-the-tree"; }
  std::string Name() const override { return "Trim the Tree"; }
  std::string Pitch() const override;
  int MinPlayers() const override { return kMinPlayers; }
  int MaxPlayers() const override { return kMaxPlayers; }
  std::vector<OptionSpec> OptionSpecs() const override;
  int MaxHistoryLength(int players, const Options& options) const override;
  // TRANSLATORS: why Undo cannot take a move back in Trim the Tree ("a new ornament was drawn
  // since" the player's last move).
  std::string ChanceSinceWords() const override { return Tr("a new ornament was drawn since"); }
  std::unique_ptr<State> MakeInitialState(int players, const Options& options,
                                          int rules_version) const override;
};

// The last placement, for the log and the board highlight.
struct Placement {
  int player = 0;
  int kind = kNoOrnament;
  int space = 0;
  PlacementResult result;
};

class TrimTheTreeState final : public StateOf<TrimTheTreeState> {
 public:
  // `random_start`: the first bag holder is a chance outcome (rules version 2 on; version 1
  // games begin with seat 0 holding the Bag).
  TrimTheTreeState(int players, bool calculating_solitaire, bool random_start = true);

  // --- State interface ---
  const Game& GetGame() const override;
  int NumPlayers() const override { return num_players_; }
  int CurrentPlayer() const override;
  std::vector<Action> LegalActions() const override;
  std::vector<std::pair<Action, double>> ChanceOutcomes() const override;
  // Search fast paths: no allocation; a draw is a weighted pick over the 16 Bag counts.
  void LegalActionsInto(std::vector<Action>& out) const override;
  Action SampleChanceOutcome(Rng& rng) const override;
  std::string WhyIllegal(Action action) const override;
  std::string ActionToString(int player, Action action) const override;
  std::optional<Action> StringToAction(int player, const std::string& text) const override;
  // Call before the action is applied (like ActionToString); a placement that was just
  // applied is also described correctly, from LastPlacement().
  std::string DescribeAction(int player, Action action, int viewer) const override;
  std::vector<std::string> ScoreBreakdown(int seat,
                                          const std::vector<std::string>& seat_log) const override;
  // The triangles a placement closes or keeps open (trim_the_tree_reasons.cpp).
  std::string MoveReason(int player, Action action) const override;
  void ScoresInto(std::vector<double>& out) const override;
  void WinnersInto(std::vector<bool>& out) const override;
  void ResampleInto(int player, Rng& rng, std::unique_ptr<State>& world) const override;
  // Counted, not remembered: "ornaments" and each kind ("red box") over Bag, Box and trees.
  std::map<std::string, int> ComponentTotals() const override;
  nlohmann::json ObservationJson(int viewer) const override;
  std::string ToString() const override;

  // --- Public table, for views, bots and tests ---
  const Tree& TreeOf(int player) const { return trees_[player]; }
  // The ornament kind on a space, or kNoOrnament.
  int OrnamentAt(int player, int space) const { return trees_[player][space]; }
  int OrnamentsOnTree(int player) const;
  // Ornaments in the Box (drawn this round, not yet taken), as counts per kind.
  const std::array<int8_t, kNumKinds>& Box() const { return box_; }
  int BoxCount(int kind) const { return box_[kind]; }
  int BoxSize() const { return box_size_; }
  // Ornaments still in the Bag, as counts per kind.
  const std::array<int8_t, kNumKinds>& Bag() const { return bag_; }
  int BagCount(int kind) const { return bag_[kind]; }
  int BagSize() const { return bag_size_; }
  int BagHolder() const { return holder_; }
  // Whether the first bag holder is still to be drawn (the game's first chance step).
  bool StartPending() const { return start_pending_; }
  int Round() const { return round_; }  // 1..kNumRounds
  // Draws still to make this round (0 once the Box is full and players take turns).
  int DrawsLeft() const { return draws_left_; }
  // How many players have placed this round; the next is (holder + this) mod players.
  int PlacedThisRound() const { return placed_this_round_; }
  int SetsRemoved() const { return sets_removed_; }
  bool CalculatingSolitaire() const { return calculating_; }
  int Score(int player) const { return scores_[player]; }
  const std::optional<Placement>& LastPlacement() const { return last_; }
  // Empty spaces where `player` may place now: anywhere on an empty tree, else spaces
  // joined by a segment to an ornament on that tree.
  SpaceMask PlayableSpaces(int player) const;
  // What placing `kind` on `space` would score for `player` (space must be empty).
  PlacementResult PreviewPlacement(int player, int kind, int space) const {
    return ScorePlacement(trees_[player], space, kind);
  }

 protected:
  void DoApplyAction(Action action) override;

 private:
  void ApplyDraw(int kind);
  void ApplyPlacement(int kind, int space);
  bool GameOver() const { return placed_total_ == kNumSpaces * num_players_; }
  int PlacingPlayer() const { return (holder_ + placed_this_round_) % num_players_; }
  std::string DescribePlacement(const Placement& placement) const;

  int num_players_;
  bool calculating_;
  int sets_removed_;
  std::array<int8_t, kNumKinds> bag_{};
  std::array<int8_t, kNumKinds> box_{};
  int bag_size_ = 0;
  int box_size_ = 0;
  std::array<Tree, kMaxPlayers> trees_{};
  std::array<SpaceMask, kMaxPlayers> filled_{};
  std::array<SpaceMask, kMaxPlayers> touched_{};  // union of neighbours of filled spaces
  std::array<int, kMaxPlayers> scores_{};
  // Bit i: the player's i-th placement scored (ScoreBreakdown picks those lines of the log).
  std::array<uint16_t, kMaxPlayers> scoring_placements_{};
  int holder_ = 0;
  bool start_pending_ = false;
  int round_ = 1;
  int draws_left_ = 0;
  int placed_this_round_ = 0;
  int placed_total_ = 0;
  std::optional<Placement> last_;
};

const Game& TrimTheTree();

// What the registry knows of the game (its _manifest.cpp).
GameEntry Manifest();

}  // namespace tinsel::trim
