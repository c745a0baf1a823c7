// Helpers for the Santa Timea tests: build positions by applying real actions.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "games/santa_timea/santa_timea.h"
#include "tinsel/bot.h"

namespace tinsel::santa::testing {

inline std::unique_ptr<SantaTimeaState> NewGame(int players) {
  auto state = SantaTimea().NewInitialState(players, {});
  return std::unique_ptr<SantaTimeaState>(static_cast<SantaTimeaState*>(state.release()));
}

// Applies one move by its text; fails the test when refused.
inline void Do(SantaTimeaState& s, const std::string& text) {
  const std::optional<Action> action = s.StringToAction(s.CurrentPlayer(), text);
  ASSERT_TRUE(action.has_value()) << "not a move: " << text;
  const Status status = s.ApplyAction(*action);
  ASSERT_TRUE(status.ok()) << text << ": " << status.message() << "\n" << s.ToString();
}

// The reason `text` is refused now (empty when legal).
inline std::string Why(const SantaTimeaState& s, const std::string& text) {
  const std::optional<Action> action = s.StringToAction(s.CurrentPlayer(), text);
  if (!action) return "junk";
  return s.WhyIllegal(*action);
}

// From the chance node: chooses the start player (0-based seat), places the boats
// (lanes[colour] 1-based, black last) and seats the pawns: seats[p] lists p's pawns in
// the order p seats them, e.g. "officer in green".
inline void SetUpGame(SantaTimeaState& s, int start, const std::vector<int>& lanes,
                      const std::vector<std::vector<std::string>>& seats) {
  Do(s, "start " + std::to_string(start + 1));
  for (int i = 0; i < s.NumPlayers(); ++i) {
    const int p = s.CurrentPlayer();
    Do(s, "boat " + SantaTimeaState::ColourName(p) + " @ lane " + std::to_string(lanes[p]));
  }
  Do(s, "black @ lane " + std::to_string(lanes.back()));
  std::vector<size_t> next(s.NumPlayers(), 0);
  while (s.step() == Step::kSeatPawn) {
    const int p = s.CurrentPlayer();
    ASSERT_LT(next[p], seats[p].size()) << "player " << p << " has no more pawns planned";
    Do(s, "seat " + seats[p][next[p]++]);
  }
}

// Every open ballot's votes, indexed by seat ("" for players who do not vote).
inline void VoteAll(SantaTimeaState& s, const std::vector<std::string>& votes) {
  ASSERT_EQ(s.step(), Step::kVote) << s.ToString();
  const int number = s.ballot_number();
  while (s.step() == Step::kVote && s.ballot_number() == number) {
    const int p = s.CurrentPlayer();
    ASSERT_FALSE(votes[p].empty()) << "player " << p << " was not expected to vote";
    Do(s, "vote " + votes[p]);
  }
}

// Plays phase 3 taking the first legal action each time.
inline void FirstLegalUntil(SantaTimeaState& s, Step stop) {
  while (!s.IsTerminal() && s.step() != stop) {
    ASSERT_TRUE(s.ApplyAction(s.LegalActions().front()).ok());
  }
}

inline int PawnsTotal(const SantaTimeaState& s, int p) {
  return s.SeatedPawns(p) + s.LandedPawns(p) + s.LostPawns(p) + s.UnseatedPawns(p) +
         s.BehindPawns(p);
}

// Plays a whole game with the given bots (one per seat) from the initial state.
inline std::unique_ptr<SantaTimeaState> PlayGame(int players, uint64_t seed,
                                                 std::vector<std::unique_ptr<Bot>>& bots,
                                                 int* steps = nullptr) {
  auto s = NewGame(players);
  Rng rng(seed);
  int count = 0;
  while (!s->IsTerminal() && count < 20000) {
    ++count;
    if (s->IsChanceNode()) {
      const auto outcomes = s->ChanceOutcomes();
      s->ApplyAction(outcomes[rng.Below(outcomes.size())].first);
      continue;
    }
    const int p = s->CurrentPlayer();
    const Action a = ChooseAction(*bots[p], *s, Rng::Mix(seed, count));
    const Status status = s->ApplyAction(a);
    EXPECT_TRUE(status.ok()) << status.message();
    if (!status.ok()) break;
  }
  if (steps) *steps = count;
  return s;
}

inline std::vector<std::unique_ptr<Bot>> RandomBots(int players) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < players; ++i) bots.push_back(std::make_unique<RandomBot>());
  return bots;
}

}  // namespace tinsel::santa::testing
