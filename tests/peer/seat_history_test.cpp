// A guest's device holds the game as its seat may know it (tinsel/seat_history.h). For every
// registered game and configuration, random games are played and, at positions along the way,
// each seat's history is checked:
//  - it replays legally and shows the seat, step by step, exactly what the truth shows it;
//  - it gives nothing away: a second true game that the seat cannot tell from the first (the
//    seat's history made up from another world) yields the very same history for the seat;
//  - in a game with secrets, it does make something up (so the checks above can fail).
#include "tinsel/seat_history.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "../test_support.h"
#include "tinsel/registry.h"

namespace tinsel {
namespace {

using testing_support::GameIds;
using testing_support::TestNameOf;

constexpr uint64_t kWorldSeed = 0x5EA7;
constexpr uint64_t kOtherWorldSeed = 0xA17E5;
constexpr int kGamesPerConfig = 1;
// Positions checked in each game: up to kChecks while a seat holds a secret, at least
// kCheckEvery moves apart, and the last position. Each check replays the game a few times per
// seat, observing every step (a random Santa Timea game runs to a thousand moves).
constexpr int kCheckEvery = 67;
constexpr int kChecks = testing_support::kLightTests ? 1 : 2;

SessionSetup SetupFor(const std::string& game_id, const GameConfig& config, uint64_t seed) {
  SessionSetup setup{game_id, config.options, {}, seed};
  for (int seat = 0; seat < config.players; ++seat) {
    setup.seats.push_back({"Seat " + std::to_string(seat)});
  }
  return setup;
}

// A guest's copy: `texts` replayed as given by the host.
std::unique_ptr<Session> GuestCopy(SessionSetup setup, const std::vector<std::string>& texts) {
  setup.chance = ChanceStream::kGivenByHost;
  std::string error;
  std::unique_ptr<Session> copy = Session::Create(setup, &error);
  EXPECT_NE(copy, nullptr) << error;
  if (copy == nullptr) return nullptr;
  const Status status = copy->Replay(texts);
  EXPECT_TRUE(status.ok()) << status.message();
  return status.ok() ? std::move(copy) : nullptr;
}

// Whether `seat` sees the same thing after every step of both sessions' histories.
bool SameForSeat(const Session& a, const Session& b, int seat, std::string* where) {
  if (a.history().size() != b.history().size()) {
    *where = "lengths differ";
    return false;
  }
  std::unique_ptr<State> left = a.NewInitialState();
  std::unique_ptr<State> right = b.NewInitialState();
  for (size_t i = 0; i <= a.history().size(); ++i) {
    if (left->ObservationJson(seat) != right->ObservationJson(seat)) {
      *where = "after move " + std::to_string(i);
      return false;
    }
    if (i == a.history().size()) break;
    if (a.history()[i].player != b.history()[i].player) {
      *where = "a different player moves at move " + std::to_string(i + 1);
      return false;
    }
    left->ApplyLegalAction(a.history()[i].action);
    right->ApplyLegalAction(b.history()[i].action);
  }
  return true;
}

class SeatHistoryTest : public ::testing::TestWithParam<std::string> {};

TEST_P(SeatHistoryTest, ShowsEachSeatWhatItSawAndNothingMore) {
  const GameEntry& entry = *FindGame(GetParam());
  int made_up = 0;  // histories in which something was made up
  // The fewest and the most seats (with their options): the secrets are kept alike for any.
  const std::vector<GameConfig> all = testing_support::Configs(*entry.game);
  std::vector<GameConfig> configs{all.front()};
  if (all.size() > 1) configs.push_back(all.back());
  for (const GameConfig& config : configs) {
    for (int game = 0; game < kGamesPerConfig; ++game) {
      const SessionSetup setup = SetupFor(GetParam(), config, 100 + game);
      std::string error;
      std::unique_ptr<Session> truth = Session::Create(setup, &error);
      ASSERT_NE(truth, nullptr) << error;
      Rng moves(Rng::Mix(setup.seed, config.players));
      int since_check = 0;
      int checks = 0;
      for (;; ++since_check) {
        truth->ResolveChance();
        const bool over = truth->state().IsTerminal();
        const bool secret = truth->state().HasPrivateInformation() || GetParam() == "trim-the-tree";
        if ((secret && since_check >= kCheckEvery && checks < kChecks) || over) {
          since_check = 0;
          ++checks;
          // At the end everything a seat will ever see is out: one seat stands for all.
          for (int seat = 0; seat < (over ? 1 : config.players); ++seat) {
            SCOPED_TRACE("seat " + std::to_string(seat) + ", " +
                         std::to_string(truth->history().size()) + " moves, " +
                         std::to_string(config.players) + " players, game " + std::to_string(game));
            const std::vector<std::string> texts = SeatHistoryTexts(*truth, seat, kWorldSeed);
            const std::unique_ptr<Session> guest = GuestCopy(setup, texts);
            ASSERT_NE(guest, nullptr);
            std::string where;
            ASSERT_TRUE(SameForSeat(*truth, *guest, seat, &where)) << where;
            made_up += texts != truth->HistoryTexts();
            // Another true game the seat cannot tell apart gives the seat the same history.
            const std::unique_ptr<Session> other_truth =
                GuestCopy(setup, SeatHistoryTexts(*truth, seat, kOtherWorldSeed));
            ASSERT_NE(other_truth, nullptr);
            ASSERT_TRUE(SameForSeat(*truth, *other_truth, seat, &where)) << where;
            EXPECT_EQ(SeatHistoryTexts(*other_truth, seat, kWorldSeed), texts);
          }
        }
        if (over) break;
        const std::vector<Action> legal = truth->state().LegalActions();
        ASSERT_TRUE(truth->Apply(legal[moves.Below(legal.size())]).ok());
      }
    }
  }
  // Trim the Tree keeps no secret (only its future draws); every other game has some.
  if (GetParam() != "trim-the-tree") {
    EXPECT_GT(made_up, 0) << "no seat's history ever differed from the truth";
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, SeatHistoryTest, ::testing::ValuesIn(GameIds()), TestNameOf);

}  // namespace
}  // namespace tinsel
