// Test Swap: a tiny game that only the tests register (tests/games/test_games.cpp). It is
// there to prove that a game lives in its own folders: every test that covers "every game"
// must pick it up through the registry, with no edit anywhere else.
//
// The rules: a deck of cards 1 to 52; each of 2 or 3 players is dealt one card face down.
// Each round, in seat order, a player keeps their card or swaps it (while the deck lasts): the
// old card goes face up on the discards and a new one is drawn face down. After the last round the
// highest card wins; each player scores their card's number.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/game.h"
#include "tinsel/state_of.h"

namespace tinsel::test_swap {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 3;
inline constexpr int kCards = 52;  // once the deck is out, a player can only keep
inline constexpr const char* kRoundsOption = "rounds";

// Decisions; a chance outcome is the card drawn (1..kCards).
inline constexpr Action kKeep = 0;
inline constexpr Action kSwap = 100;

// Rounds: a long game (the default; the peer tests play well into it) or a short one.
inline constexpr int kLongGame = 40;
inline constexpr int kShortGame = 4;
int RoundsOf(const Options& options);  // 0: not a value of the option

class TestSwapGame : public Game {
 public:
  std::string Id() const override { return "test-swap"; }
  std::string Name() const override { return "Test Swap"; }
  std::string Pitch() const override;
  int MinPlayers() const override { return kMinPlayers; }
  int MaxPlayers() const override { return kMaxPlayers; }
  std::vector<OptionSpec> OptionSpecs() const override;
  int MaxHistoryLength(int players, const Options& options) const override;
  std::string ChanceSinceWords() const override { return Tr("a card was drawn since"); }

 protected:
  std::unique_ptr<State> MakeInitialState(int players, const Options& options,
                                          int rules_version) const override;
};

const Game& TestSwap();

class TestSwapState final : public StateOf<TestSwapState> {
 public:
  TestSwapState(int players, int rounds);

  const Game& GetGame() const override { return TestSwap(); }
  int NumPlayers() const override { return players_; }
  int CurrentPlayer() const override;
  std::vector<Action> LegalActions() const override;
  std::vector<std::pair<Action, double>> ChanceOutcomes() const override;
  // The search's fast paths: no allocation once warm.
  void LegalActionsInto(std::vector<Action>& out) const override;
  Action SampleChanceOutcome(Rng& rng) const override;
  void WinnersInto(std::vector<bool>& out) const override;
  std::string WhyIllegal(Action action) const override;
  std::string ActionToString(int player, Action action) const override;
  std::optional<Action> StringToAction(int player, const std::string& text) const override;
  std::string DescribeAction(int player, Action action, int viewer) const override;
  std::string MoveReason(int player, Action action) const override;
  std::vector<std::string> ScoreBreakdown(int seat,
                                          const std::vector<std::string>& seat_log) const override;
  void ScoresInto(std::vector<double>& out) const override;
  void ResampleInto(int player, Rng& rng, std::unique_ptr<State>& world) const override;
  bool HasPrivateInformation() const override { return CurrentPlayer() >= 0; }
  std::map<std::string, int> ComponentTotals() const override;
  nlohmann::json ObservationJson(int viewer) const override;
  std::string ToString() const override;

  // For a table across devices (FindHistoryDisguise): each seat's card still face down is
  // rewritten to `world`'s, every other step kept.
  void DisguiseHistory(const State& initial, int viewer, const State& world,
                       std::vector<Action>& history) const;

  // The view's questions.
  int Card(int seat) const { return cards_[seat]; }  // 0: not dealt yet
  const std::vector<int>& Discards() const { return discards_; }
  int Round() const { return round_; }
  int Rounds() const { return rounds_; }
  int DeckLeft() const;

 protected:
  void DoApplyAction(Action action) override;

 private:
  bool InDeck(int card) const;
  // The seat a chance step gives a card to: the next to be dealt, or the one that swapped.
  int ChanceSeat() const;

  int players_;
  int rounds_;
  int round_ = 0;     // 0-based; == rounds_ once over
  int turn_ = 0;      // the seat to decide
  int drawing_ = -1;  // a seat that swapped and waits for its new card
  std::vector<int> cards_;
  std::vector<int> discards_;
};

}  // namespace tinsel::test_swap
