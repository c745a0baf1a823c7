// The fair deal (tinsel/fair_deal.h): an honest host's game checks; a host that changed a draw,
// or revealed another secret than it promised, is named; the seed depends on every share.
#include "tinsel/fair_deal.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "../test_support.h"
#include "sha256.h"
#include "tinsel/registry.h"

namespace tinsel {
namespace {

using testing_support::Sha256Hex;

const FairDealRecord kRecord{Sha256Hex("00112233445566778899aabbccddeeff"),
                             {"0123456789abcdef", "fedcba9876543210"},
                             "00112233445566778899aabbccddeeff"};

TEST(FairDeal, Sha256IsTheStandardOne) {
  EXPECT_EQ(Sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST(FairDeal, TheSeedDependsOnTheSecretAndEveryContribution) {
  const uint64_t seed = SeedFromDeal(kRecord.host_secret, kRecord.contributions, Sha256Hex);
  EXPECT_EQ(seed, SeedFromDeal(kRecord.host_secret, kRecord.contributions, Sha256Hex));
  EXPECT_NE(seed,
            SeedFromDeal("00112233445566778899aabbccddeef0", kRecord.contributions, Sha256Hex));
  EXPECT_NE(seed,
            SeedFromDeal(kRecord.host_secret, {"0123456789abcdef", "fedcba9876543211"}, Sha256Hex));
  EXPECT_NE(seed,
            SeedFromDeal(kRecord.host_secret, {"fedcba9876543210", "0123456789abcdef"}, Sha256Hex));
}

// A whole game of `game_id` played by the seed the record makes, its moves as text.
std::vector<std::string> PlayedGame(const SessionSetup& setup, const FairDealRecord& record) {
  SessionSetup dealt = setup;
  dealt.seed = SeedFromDeal(record.host_secret, record.contributions, Sha256Hex);
  std::string error;
  std::unique_ptr<Session> session = Session::Create(dealt, &error);
  EXPECT_NE(session, nullptr) << error;
  if (session == nullptr) return {};
  Rng moves(7);
  while (true) {
    session->ResolveChance();
    if (session->state().IsTerminal()) break;
    const std::vector<Action> legal = session->state().LegalActions();
    EXPECT_TRUE(session->Apply(legal[moves.Below(legal.size())]).ok());
  }
  return session->HistoryTexts();
}

class FairDealTest : public ::testing::TestWithParam<std::string> {};

TEST_P(FairDealTest, AnHonestGameChecksAndAChangedDrawIsNamed) {
  const Game& game = *FindGame(GetParam())->game;
  SessionSetup setup{GetParam(), {}, {}, 0};
  for (int seat = 0; seat < game.MinPlayers(); ++seat) {
    setup.seats.push_back({"Seat " + std::to_string(seat)});
  }
  const std::vector<std::string> history = PlayedGame(setup, kRecord);
  const FairDealVerdict honest = CheckFairDeal(setup, kRecord, history, Sha256Hex);
  EXPECT_TRUE(honest.fair) << honest.sentence;
  EXPECT_EQ(honest.sentence, "Fair deal: checked.");

  // The host changes one draw: the first chance outcome that has another possibility.
  std::string error;
  std::unique_ptr<Session> walk = Session::Create(setup, &error);
  ASSERT_NE(walk, nullptr) << error;
  std::unique_ptr<State> state = walk->NewInitialState();
  int changed = 0;
  std::vector<std::string> forged = history;
  for (size_t i = 0; i < history.size() && changed == 0; ++i) {
    const int player = state->CurrentPlayer();
    if (player == kChancePlayer) {
      for (const auto& [outcome, weight] : state->ChanceOutcomes()) {
        const std::string text = state->ActionToString(player, outcome);
        if (weight > 0 && text != history[i]) {
          forged[i] = text;
          changed = static_cast<int>(i) + 1;
          break;
        }
      }
    }
    ASSERT_TRUE(state->ApplyAction(*state->StringToAction(player, history[i])).ok());
  }
  ASSERT_GT(changed, 0) << "no draw had an alternative";
  forged.resize(changed);  // the rest of a forged game would differ anyway
  const FairDealVerdict cheat = CheckFairDeal(setup, kRecord, forged, Sha256Hex);
  EXPECT_FALSE(cheat.fair);
  EXPECT_EQ(cheat.bad_move, changed) << cheat.sentence;
  EXPECT_NE(cheat.sentence.find("Move " + std::to_string(changed)), std::string::npos)
      << cheat.sentence;
}

TEST_P(FairDealTest, ASecretOtherThanThePromisedOneIsRefused) {
  const Game& game = *FindGame(GetParam())->game;
  SessionSetup setup{GetParam(), {}, {}, 0};
  for (int seat = 0; seat < game.MinPlayers(); ++seat) {
    setup.seats.push_back({"Seat " + std::to_string(seat)});
  }
  // A host that played another seed's game and reveals that seed's secret.
  FairDealRecord swapped = kRecord;
  swapped.host_secret = "99112233445566778899aabbccddeeff";
  const std::vector<std::string> history = PlayedGame(setup, swapped);
  const FairDealVerdict verdict = CheckFairDeal(setup, swapped, history, Sha256Hex);
  EXPECT_FALSE(verdict.fair);
  EXPECT_NE(verdict.sentence.find("does not match"), std::string::npos) << verdict.sentence;
  // Revealing the promised secret instead names the first draw the other seed made (when
  // the two seeds' games differ at all: a few draws may well agree).
  if (history != PlayedGame(setup, kRecord)) {
    const FairDealVerdict named = CheckFairDeal(setup, kRecord, history, Sha256Hex);
    EXPECT_FALSE(named.fair);
    EXPECT_GT(named.bad_move, 0) << named.sentence;
  }
}

TEST(FairDeal, DamagedRecordsAreRefusedInWords) {
  SessionSetup setup{"santa-timea", {}, {{"A"}, {"B"}, {"C"}}, 0};
  FairDealRecord unrevealed = kRecord;
  unrevealed.host_secret.clear();
  EXPECT_FALSE(CheckFairDeal(setup, unrevealed, {}, Sha256Hex).fair);
  FairDealRecord bad_share = kRecord;
  bad_share.contributions.push_back("<b>hi</b>");
  EXPECT_NE(CheckFairDeal(setup, bad_share, {}, Sha256Hex).sentence.find("damaged"),
            std::string::npos);
  EXPECT_FALSE(IsDealCommitment("ABC"));
  EXPECT_FALSE(IsDealSecret(std::string(65, 'a')));
}

INSTANTIATE_TEST_SUITE_P(EveryGame, FairDealTest, ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

}  // namespace
}  // namespace tinsel
