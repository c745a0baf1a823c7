// Setup (rulings 3, 10, 21): the first player by chance, a pool of 4, 1 card to the first
// player and 2 to the second, seats keeping their colours, boxes, cubes and maximum.
#include "../game_files.h"
#include "mfct_test_util.h"

namespace tinsel::mfct::testing {
namespace {

TEST(MfctSetup, ChanceStepsInOrderThenTheFirstPlayerTakes) {
  auto state = NewState();
  Rng rng(3);
  std::vector<std::string> kinds;
  while (state->IsChanceNode()) {
    const Action outcome = state->SampleChanceOutcome(rng);
    const std::string text = state->ActionToString(kChancePlayer, outcome);
    kinds.push_back(text.substr(0, text.find(' ')));
    ASSERT_TRUE(state->ApplyAction(outcome).ok()) << text;
  }
  ASSERT_EQ(kinds.size(), 2u + 20u + 1u + 4u + 3u);
  for (int i = 0; i < 2; ++i) EXPECT_EQ(kinds[i], "random");
  for (int i = 2; i < 22; ++i) EXPECT_EQ(kinds[i], TileName(i - 2));
  EXPECT_EQ(kinds[22], "start");
  for (int i = 23; i < 27; ++i) EXPECT_EQ(kinds[i], "pool");
  for (int i = 27; i < 30; ++i) EXPECT_EQ(kinds[i], "deal");
  EXPECT_EQ(state->CurrentPlayer(), state->FirstPlayer());
  EXPECT_EQ(state->step(), Step::kTake);
  EXPECT_EQ(CountCards(state->Pool()), kPoolSize);
  EXPECT_EQ(state->HandSize(state->FirstPlayer()), 1);
  EXPECT_EQ(state->HandSize(1 - state->FirstPlayer()), 2);
  EXPECT_EQ(state->DeckSize(), 36 - 4 - 3);
}

TEST(MfctSetup, TheFirstPlayerIsAnEvenChance) {
  auto state = NewState();
  Rng rng(1);
  while (state->step() != Step::kChooseFirst)
    state->ApplyLegalAction(state->SampleChanceOutcome(rng));
  const auto outcomes = state->ChanceOutcomes();
  ASSERT_EQ(outcomes.size(), 2u);
  EXPECT_EQ(outcomes[0], std::make_pair(act::Start(0), 1.0));
  EXPECT_EQ(outcomes[1], std::make_pair(act::Start(1), 1.0));
  EXPECT_TRUE(state->IsPublicAction(kChancePlayer, act::Start(1)));
}

TEST(MfctSetup, EachDrawIsAChanceOutcomeAmongTheDeckCards) {
  auto state = NewState();
  Rng rng(2);
  while (state->step() != Step::kFillPool) state->ApplyLegalAction(state->SampleChanceOutcome(rng));
  auto outcomes = state->ChanceOutcomes();
  EXPECT_EQ(outcomes.size(), 36u);
  for (const auto& [action, weight] : outcomes) EXPECT_EQ(weight, 1.0);
  ASSERT_TRUE(state->ApplyAction(*state->StringToAction(kChancePlayer, "pool red gear")).ok());
  outcomes = state->ChanceOutcomes();
  EXPECT_EQ(outcomes.size(), 35u);
  for (const auto& [action, weight] : outcomes)
    EXPECT_NE(act::CardOf(action), CardNamed("red gear"));
  EXPECT_TRUE(HasCard(state->Pool(), CardNamed("red gear")));
}

TEST(MfctSetup, SeatsKeepTheirColoursWhoeverStarts) {
  TableSetup setup = ExampleSetup();
  setup.first_seat = 2;
  Table table(setup);
  EXPECT_EQ(table->FirstPlayer(), 1);
  EXPECT_EQ(table->CurrentPlayer(), 1);
  EXPECT_EQ(table->HandSize(1), 1) << "the first player has 1 card";
  EXPECT_EQ(table->HandSize(0), 2);
  const nlohmann::json seats = table->ObservationJson(kPublicViewer)["seats"];
  EXPECT_EQ(seats[0]["decoration_colour"], "red");
  EXPECT_EQ(seats[0]["finishing_colour"], "green");
  EXPECT_EQ(seats[1]["decoration_colour"], "blue");
  EXPECT_EQ(seats[1]["finishing_colour"], "yellow");
}

TEST(MfctSetup, CubesBoxesAndTheFirstMaximum) {
  Table table(ExampleSetup());
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    EXPECT_EQ(table->DecorationCubesLeft(seat), 20);
    EXPECT_EQ(table->FinishingCubesLeft(seat), 12);
    EXPECT_EQ(table->MaxRowSize(seat), 4);
    EXPECT_EQ(table->OwnBoxesTaken(seat), 0);
    EXPECT_EQ(table->Cubes(seat), 0u);
  }
  for (int value = 4; value <= 6; ++value) EXPECT_EQ(table->NeutralBoxesLeft(value), 4);
  EXPECT_EQ(table->StarOwner(), -1);
  EXPECT_EQ(table->BaseOwner(0), -1);
  EXPECT_EQ(table->BaseOwner(1), -1);
  EXPECT_EQ(table->Round(), 1);
}

TEST(MfctSetup, TheGameTakesTwoPlayersAndNoOptions) {
  const Game& game = MyFirstChristmasTree();
  EXPECT_EQ(game.Id(), "my-first-christmas-tree");
  EXPECT_EQ(game.MinPlayers(), 2);
  EXPECT_EQ(game.MaxPlayers(), 2);
  Options options;
  EXPECT_TRUE(game.NormalizeOptions(2, options).ok());
  EXPECT_FALSE(game.NormalizeOptions(3, options).ok());
  EXPECT_EQ(game.NewInitialState(3, {}), nullptr);
  EXPECT_EQ(game.NewInitialState(2, {{"variant", "x"}}), nullptr);
  EXPECT_NE(tinsel::testing::HowToPlayText(game.Id()).find("finishing touch"), std::string::npos);
  // The rules page lists the rulings it relies on and the app's own decisions.
  const std::string rulings = tinsel::testing::RulingsText(game.Id());
  EXPECT_NE(rulings.find("22. No stalling"), std::string::npos);
  EXPECT_NE(rulings.find("Decisions of this app"), std::string::npos);
}

}  // namespace
}  // namespace tinsel::mfct::testing
