// The door supply (rulings 8, rules version 2 on): a hand's bids share 16 purple and 4 red doors;
// games of rules version 1 (saved before the ruling) bid without a limit.
#include <gtest/gtest.h>

#include "ghosts_test_util.h"

namespace tinsel::ghosts {
namespace {

using testing::DealHands;
using testing::Do;
using testing::FillHands;

std::unique_ptr<GhostsOfChristmasState> Bidding(int rules_version) {
  const Options options{{"bidding", "doors"}, {"beyond", "off"}};
  std::unique_ptr<State> made = GhostsOfChristmas().NewInitialState(4, options, rules_version);
  std::unique_ptr<GhostsOfChristmasState> state(
      static_cast<GhostsOfChristmasState*>(made.release()));
  DealHands(*state, FillHands(4, {}));
  EXPECT_EQ(state->GetPhase(), Phase::kBid);
  return state;
}

int MostPurpleOffered(const GhostsOfChristmasState& state) {
  int most = -1;
  for (Action a : state.LegalActions()) most = std::max(most, BidPurple(a));
  return most;
}

TEST(GhostsDoors, BidsShareSixteenPurpleDoors) {
  auto state = Bidding(GhostsOfChristmas().RulesVersion());
  EXPECT_TRUE(state->DoorSupply());
  EXPECT_EQ(state->PurpleDoorsLeft(), 16);
  EXPECT_EQ(state->RedDoorsLeft(), 4);
  EXPECT_EQ(MostPurpleOffered(*state), 12);  // a bid never takes more than 12 either
  Do(*state, "bid 10+red");
  EXPECT_EQ(state->PurpleDoorsLeft(), 6);
  EXPECT_EQ(state->RedDoorsLeft(), 3);
  EXPECT_EQ(MostPurpleOffered(*state), 6);
  EXPECT_EQ(state->LegalActions().size(), 14u);  // 0-6, each with and without the red door

  const std::string before = state->ToString();
  EXPECT_EQ(state->WhyIllegal(BidAction(7, false)), "Only 6 purple doors are left in the supply.");
  EXPECT_FALSE(state->ApplyAction(BidAction(7, false)).ok());
  EXPECT_EQ(state->ToString(), before);

  Do(*state, "bid 5");
  EXPECT_EQ(state->WhyIllegal(BidAction(2, true)), "Only 1 purple door is left in the supply.");
  Do(*state, "bid 1");
  EXPECT_EQ(state->PurpleDoorsLeft(), 0);
  // The last bidder may still bid 0, with or without the red door.
  EXPECT_EQ(state->LegalActions(), (std::vector<Action>{BidAction(0, false), BidAction(0, true)}));
  EXPECT_EQ(state->WhyIllegal(BidAction(1, false)),
            "No purple doors are left in the supply: bid 0 (the red door may still be taken).");
  Do(*state, "bid 0+red");
  EXPECT_EQ(state->GetPhase(), Phase::kPlay);
}

TEST(GhostsDoors, TheBiddingPanelCanShowWhatIsLeft) {
  auto state = Bidding(GhostsOfChristmas().RulesVersion());
  Do(*state, "bid 3");
  const nlohmann::json seen = state->ObservationJson(kPublicViewer);
  EXPECT_EQ(seen["doors_left"]["purple"], 13);
  EXPECT_EQ(seen["doors_left"]["red"], 4);
}

TEST(GhostsDoors, EveryHandStartsWithTheFullSupply) {
  auto state = Bidding(GhostsOfChristmas().RulesVersion());
  for (const char* bid : {"bid 12", "bid 4", "bid 0", "bid 0"}) Do(*state, bid);
  Rng rng(5);
  testing::PlayRandomlyUntil(*state, rng, [](const GhostsOfChristmasState& s) {
    return s.GetPhase() == Phase::kBid;  // the next hand's bidding
  });
  ASSERT_EQ(state->GetPhase(), Phase::kBid);
  EXPECT_EQ(state->HandNumber(), 1);
  EXPECT_EQ(state->PurpleDoorsLeft(), 16);
  EXPECT_EQ(MostPurpleOffered(*state), 12);
}

TEST(GhostsDoors, RulesVersionOneHasNoLimit) {
  auto state = Bidding(1);
  EXPECT_FALSE(state->DoorSupply());
  Do(*state, "bid 12");
  Do(*state, "bid 12+red");
  EXPECT_EQ(MostPurpleOffered(*state), 12);
  EXPECT_EQ(state->WhyIllegal(BidAction(12, true)), "");
  EXPECT_FALSE(state->ObservationJson(kPublicViewer).contains("doors_left"));
}

}  // namespace
}  // namespace tinsel::ghosts
