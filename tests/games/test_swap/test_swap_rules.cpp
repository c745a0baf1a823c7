// Test Swap's rules: dealing, keeping and swapping, scores, what a seat may not know.
#include <algorithm>
#include <array>
#include <numeric>

#include "test_swap.h"

namespace tinsel::test_swap {

std::string TestSwapGame::Pitch() const {
  return Tr("Keep your card or swap it for the deck's next: the highest card wins.");
}

int RoundsOf(const Options& options) {
  const auto it = options.find(kRoundsOption);
  if (it == options.end() || it->second == std::to_string(kLongGame)) return kLongGame;
  return it->second == std::to_string(kShortGame) ? kShortGame : 0;
}

std::vector<OptionSpec> TestSwapGame::OptionSpecs() const {
  OptionSpec rounds;
  rounds.name = kRoundsOption;
  rounds.label = TrContext("option", "Rounds");
  rounds.values = {std::to_string(kLongGame), std::to_string(kShortGame)};
  rounds.help = Tr("How many times each player may swap.");
  rounds.value_names = {Tr("Long"), Tr("Short")};
  rounds.value_explanations = {Tr("Forty rounds: the deck runs out."), Tr("Four rounds.")};
  return {rounds};
}

int TestSwapGame::MaxHistoryLength(int players, const Options& options) const {
  // One deal a seat, then each round a decision a seat and, after a swap, its draw.
  return players + RoundsOf(options) * players * 2;
}

std::unique_ptr<State> TestSwapGame::MakeInitialState(int players, const Options& options,
                                                      int /*rules_version*/) const {
  if (players < kMinPlayers || players > kMaxPlayers) return nullptr;
  const int rounds = RoundsOf(options);
  if (rounds == 0) return nullptr;
  return std::make_unique<TestSwapState>(players, rounds);
}

const Game& TestSwap() {
  static const TestSwapGame game;
  return game;
}

TestSwapState::TestSwapState(int players, int rounds)
    : players_(players), rounds_(rounds), cards_(players, 0) {}

int TestSwapState::ChanceSeat() const {
  if (drawing_ >= 0) return drawing_;
  for (int seat = 0; seat < players_; ++seat) {
    if (cards_[seat] == 0) return seat;
  }
  return -1;
}

int TestSwapState::CurrentPlayer() const {
  if (ChanceSeat() >= 0) return kChancePlayer;
  if (round_ >= rounds_) return kTerminalPlayer;
  return turn_;
}

bool TestSwapState::InDeck(int card) const {
  return card >= 1 && card <= kCards &&
         std::find(cards_.begin(), cards_.end(), card) == cards_.end() &&
         std::find(discards_.begin(), discards_.end(), card) == discards_.end();
}

int TestSwapState::DeckLeft() const {
  int left = 0;
  for (int card = 1; card <= kCards; ++card) left += InDeck(card) ? 1 : 0;
  return left;
}

std::vector<Action> TestSwapState::LegalActions() const {
  if (CurrentPlayer() < 0) return {};
  if (DeckLeft() == 0) return {kKeep};
  return {kKeep, kSwap};
}

std::vector<std::pair<Action, double>> TestSwapState::ChanceOutcomes() const {
  if (!IsChanceNode()) return {};
  std::vector<std::pair<Action, double>> outcomes;
  for (int card = 1; card <= kCards; ++card) {
    if (InDeck(card)) outcomes.emplace_back(card, 1.0);
  }
  return outcomes;
}

void TestSwapState::LegalActionsInto(std::vector<Action>& out) const {
  out.clear();
  if (CurrentPlayer() < 0) return;
  out.push_back(kKeep);
  if (DeckLeft() > 0) out.push_back(kSwap);
}

Action TestSwapState::SampleChanceOutcome(Rng& rng) const {
  // The k-th card still in the deck, every one equally likely (as ChanceOutcomes weighs them).
  int k = static_cast<int>(rng.Below(DeckLeft()));
  for (int card = 1; card <= kCards; ++card) {
    if (InDeck(card) && k-- == 0) return card;
  }
  return kCards;  // not reached: a chance step always has a card left to give
}

void TestSwapState::WinnersInto(std::vector<bool>& out) const {
  HighestScoresWin(cards_, players_, out);
}

std::string TestSwapState::WhyIllegal(Action action) const {
  if (IsTerminal()) return Tr("The game is over.");
  if (IsChanceNode()) return InDeck(action) ? "" : Tr("That card is not in the deck.");
  if (action == kKeep) return "";
  if (action == kSwap) return DeckLeft() > 0 ? "" : Tr("The deck is empty: keep your card.");
  return Tr("That is not a move of this game.");
}

void TestSwapState::DoApplyAction(Action action) {
  if (IsChanceNode()) {
    cards_[ChanceSeat()] = action;
    drawing_ = -1;
    return;
  }
  if (action == kSwap) {
    discards_.push_back(cards_[turn_]);
    cards_[turn_] = 0;
    drawing_ = turn_;
  }
  if (++turn_ == players_) {
    turn_ = 0;
    ++round_;
  }
}

void TestSwapState::ScoresInto(std::vector<double>& out) const {
  out.assign(cards_.begin(), cards_.end());
}

void TestSwapState::ResampleInto(int player, Rng& rng, std::unique_ptr<State>& world) const {
  TestSwapState& made_up = CopyInto(world);
  // The cards `player` cannot see (the others' face-down cards and the deck), in the order of
  // their numbers (an order that tells nothing), shuffled and dealt again to the others.
  std::array<int, kCards> unseen{};  // no allocation: the search resamples every iteration
  size_t count = 0;
  for (int card = 1; card <= kCards; ++card) {
    const bool own = player >= 0 && player < players_ && cards_[player] == card;
    const bool discarded = std::find(discards_.begin(), discards_.end(), card) != discards_.end();
    if (!own && !discarded) unseen[count++] = card;
  }
  for (size_t i = count; i > 1; --i) std::swap(unseen[i - 1], unseen[rng.Below(i)]);
  size_t next = 0;
  for (int seat = 0; seat < players_; ++seat) {
    if (seat != player && cards_[seat] != 0) made_up.cards_[seat] = unseen[next++];
  }
}

void TestSwapState::DisguiseHistory(const State& initial, int viewer, const State& world,
                                    std::vector<Action>& history) const {
  if (IsTerminal()) return;  // every card is shown at the end
  const auto& made_up = static_cast<const TestSwapState&>(world);
  // The last card each other seat was given is still face down: it becomes world's.
  std::vector<size_t> last_given(players_, history.size());
  TestSwapState walker = static_cast<const TestSwapState&>(initial);
  for (size_t i = 0; i < history.size(); ++i) {
    if (walker.IsChanceNode()) last_given[walker.ChanceSeat()] = i;
    walker.ApplyLegalAction(history[i]);
  }
  for (int seat = 0; seat < players_; ++seat) {
    if (seat != viewer && last_given[seat] < history.size() && cards_[seat] != 0) {
      history[last_given[seat]] = made_up.cards_[seat];
    }
  }
}

std::map<std::string, int> TestSwapState::ComponentTotals() const {
  return {{"cards", DeckLeft() + static_cast<int>(discards_.size()) +
                        static_cast<int>(std::count_if(cards_.begin(), cards_.end(),
                                                       [](int card) { return card != 0; }))}};
}

}  // namespace tinsel::test_swap
