// Hidden information (ruling 10): hands are private, the deck order is hidden. What each seat
// sees, what a bot may imagine (Resample) and what the log tells each viewer.
#include <set>

#include "mfct_test_util.h"

namespace tinsel::mfct::testing {
namespace {

TEST(MfctHidden, AHandIsShownOnlyToItsOwner) {
  Table table(ExampleSetup());
  const nlohmann::json mine = table->ObservationJson(0);
  EXPECT_EQ(mine["hand"], nlohmann::json::array({"red gear"}));
  EXPECT_EQ(mine["seats"][1]["hand_size"], 2);
  EXPECT_EQ(mine["seats"][1]["known_cards"], nlohmann::json::array());
  for (const nlohmann::json& observation : {mine, table->ObservationJson(kPublicViewer)}) {
    const std::string text = observation.dump();
    EXPECT_EQ(text.find("white hammer"), std::string::npos) << text;
    EXPECT_EQ(text.find("black bricks"), std::string::npos) << text;
  }
  EXPECT_FALSE(table->ObservationJson(kPublicViewer).contains("hand"));
  EXPECT_EQ(table->ObservationJson(1)["hand"],
            nlohmann::json::array({"white hammer", "black bricks"}));
}

TEST(MfctHidden, CardsTakenFromThePoolAreKnownToTheOtherPlayer) {
  Table table(ExampleSetup());
  table.DoAll({"skip take", "play red gear"});
  table.Do("take green gear");
  EXPECT_EQ(table->KnownHand(1), Bit(CardNamed("green gear")));
  EXPECT_EQ(table->ObservationJson(0)["seats"][1]["known_cards"],
            nlohmann::json::array({"green gear"}));
  // In every world seat 1 may imagine, seat 2 holds the green gear and 2 other cards it has
  // never seen; the deck holds the rest of the unseen cards.
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Rng rng(seed);
    const std::unique_ptr<State> world = table->Resample(0, rng);
    const auto& imagined = static_cast<const MyFirstChristmasTreeState&>(*world);
    EXPECT_TRUE(HasCard(imagined.Hand(1), CardNamed("green gear")));
    EXPECT_EQ(imagined.HandSize(1), 3);
    EXPECT_EQ(imagined.Hand(0), table->Hand(0));
    EXPECT_EQ(imagined.Pool(), table->Pool());
    EXPECT_EQ(imagined.DeckSize(), table->DeckSize());
    const CardMask unknown = imagined.Hand(1) & ~Bit(CardNamed("green gear"));
    EXPECT_EQ(unknown & ~table->UnseenBy(0), 0u) << "seat 2's other cards are unseen ones";
    EXPECT_EQ(imagined.ObservationJson(0), table->ObservationJson(0));
  }
}

TEST(MfctHidden, ResamplesRedrawTheUnseenCards) {
  Table table(ExampleSetup());
  std::set<CardMask> hands;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng(seed);
    const std::unique_ptr<State> world = table->Resample(0, rng);
    hands.insert(static_cast<const MyFirstChristmasTreeState&>(*world).Hand(1));
  }
  EXPECT_GT(hands.size(), 30u) << "seat 2's two dealt cards are drawn afresh";
  // Seat 2 sees seat 1's single card as unknown too.
  Rng rng(1);
  const std::unique_ptr<State> world = table->Resample(1, rng);
  EXPECT_EQ(static_cast<const MyFirstChristmasTreeState&>(*world).Hand(1), table->Hand(1));
  EXPECT_EQ(static_cast<const MyFirstChristmasTreeState&>(*world).HandSize(0), 1);
}

// Two true states seat 1 cannot tell apart (seat 2 was dealt different cards) give the same
// world for the same generator: a resample depends only on what the seat has seen.
TEST(MfctHidden, IndistinguishableStatesResampleAlike) {
  TableSetup a = ExampleSetup();
  TableSetup b = ExampleSetup();
  b.second_hand = {"yellow drop", "green bricks"};
  Table first(a), second(b);
  ASSERT_NE(first->ToString(), second->ToString());
  ASSERT_EQ(first->ObservationJson(0), second->ObservationJson(0));
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Rng rng_a(seed), rng_b(seed);
    EXPECT_EQ(first->Resample(0, rng_a)->ToString(), second->Resample(0, rng_b)->ToString());
  }
  // Later too, once seat 2 has taken a card openly: its two dealt cards stay unknown.
  Table third(a), fourth(b);
  third.DoAll({"skip take", "play red gear"});
  fourth.DoAll({"skip take", "play red gear"});
  third.Do("take green gear");
  fourth.Do("take green gear");
  ASSERT_EQ(third->ObservationJson(0), fourth->ObservationJson(0));
  Rng rng_c(77), rng_d(77);
  EXPECT_EQ(third->Resample(0, rng_c)->ToString(), fourth->Resample(0, rng_d)->ToString());
}

TEST(MfctHidden, TheLogHidesADealtCardFromTheOtherSeat) {
  auto state = NewState();
  Rng rng(4);
  while (state->step() != Step::kDeal) state->ApplyLegalAction(state->SampleChanceOutcome(rng));
  const int seat = state->DealSeat();
  const Action deal = state->ChanceOutcomes().front().first;
  const std::string card = CardName(act::CardOf(deal));
  // Seat `seat` is the person at the device ("You"), the other one "Holly".
  std::vector<std::string> names = {"Holly", "Holly"};
  names[seat] = "You";
  auto told = [&](int viewer) {
    return LogSentence(state->DescribeAction(kChancePlayer, deal, viewer), kChancePlayer, names);
  };
  EXPECT_EQ(told(seat), "You are dealt " + card + ".");
  EXPECT_EQ(told(1 - seat), "You are dealt a card.");
  EXPECT_EQ(told(kPublicViewer), "You are dealt a card.");
  names = {"Ivy", "Holly"};
  EXPECT_EQ(LogSentence(state->DescribeAction(kChancePlayer, deal, seat), kChancePlayer, names),
            names[seat] + " is dealt " + card + ".");
  EXPECT_FALSE(state->IsPublicAction(kChancePlayer, deal));
  EXPECT_FALSE(state->HasPrivateInformation());  // chance to move
}

TEST(MfctHidden, EverythingElseIsPublic) {
  Table table(ExampleSetup());
  EXPECT_TRUE(table->HasPrivateInformation()) << "a player to move sees their hand";
  ASSERT_TRUE(table->ApplyAction(act::Take(CardNamed("green gear"))).ok());
  ASSERT_TRUE(table->IsChanceNode());
  const Action draw = table->ChanceOutcomes().front().first;
  EXPECT_TRUE(table->IsPublicAction(kChancePlayer, draw));
  EXPECT_EQ(table->DescribeAction(kChancePlayer, draw, 1),
            "Drawn into the pool: " + CardName(act::CardOf(draw)) + ".");
  table.ResolveChance();
  for (const Action action : table->LegalActions()) {
    EXPECT_TRUE(table->IsPublicAction(0, action));
  }
}

}  // namespace
}  // namespace tinsel::mfct::testing
