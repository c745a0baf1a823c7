// The sentences that explain Ghosts of Christmas scoring (the table's captions): pinned word
// for word, since the table shows them as they are.
#include "ghosts_test_util.h"

namespace tinsel::ghosts {
namespace {

using testing::NewGhosts;
using testing::PlayRandomlyUntil;

const std::vector<std::string> kNames = {"Holly", "You", "Ivy", "Noel"};

TrickResult Trick(int era, int leader, int winner, bool by_trump,
                  const std::vector<std::string>& cards) {
  TrickResult trick;
  trick.era = era;
  trick.leader = leader;
  trick.winner = winner;
  trick.by_trump = by_trump;
  for (size_t seat = 0; seat < cards.size(); ++seat) {
    trick.cards[seat] = static_cast<int8_t>(*ParseCard(cards[seat]));
  }
  return trick;
}

TEST(GhostsExplain, PossessiveReadsNaturallyForYou) {
  EXPECT_EQ(PossessiveOf("Holly"), "Holly's");
  EXPECT_EQ(PossessiveOf("You"), "your");
  EXPECT_EQ(PossessiveOf("you"), "your");
}

TEST(GhostsExplain, BidTextCountsDoors) {
  EXPECT_EQ(BidText(0, false), "0 doors");
  EXPECT_EQ(BidText(1, false), "1 door");
  EXPECT_EQ(BidText(3, false), "3 doors");
  EXPECT_EQ(BidText(1, true), "1 door + red");
  EXPECT_EQ(BidText(3, true), "3 doors + red");
}

TEST(GhostsExplain, BidRuleSaysWhatTheBidNeedsAndEarns) {
  EXPECT_EQ(BidRule(3, false), "You succeed with exactly 3 wreaths: 2 points each (6).");
  EXPECT_EQ(BidRule(1, false), "You succeed with exactly 1 wreath: 2 points each (2).");
  EXPECT_EQ(BidRule(0, false), "You succeed with exactly 0 wreaths, but score nothing.");
  EXPECT_EQ(BidRule(3, true), "You succeed with 3 or 4 wreaths: 1 point per wreath.");
  EXPECT_EQ(BidRule(0, true), "You succeed with 0 or 1 wreath: 1 point per wreath.");
}

TEST(GhostsExplain, TrickCaptionSaysWhyTheTrickWasWon) {
  // A Heart beat the scoring suit.
  EXPECT_EQ(TrickCaption(Trick(0, 2, 0, true, {"H9", "S12", "S7", "S3"}), kNames),
            "Holly wins the Past: highest Heart (H9), Hearts are trump");
  // The leader's card set the suit and won.
  EXPECT_EQ(TrickCaption(Trick(2, 2, 2, false, {"S4", "B12", "S11", "C3"}), kNames),
            "Ivy wins the Future: highest Star (S11), which set the suit");
  // Another seat's card set the suit; "You" reads as the player.
  EXPECT_EQ(TrickCaption(Trick(1, 2, 1, false, {"B12", "S9", "S7", "S3"}), kNames),
            "You win the Present: highest Star (S9), suit set by Ivy's S7");
  EXPECT_EQ(TrickCaption(Trick(3, 1, 3, false, {"C4", "C5", "B2", "C9"}), kNames),
            "Noel wins the Beyond: highest Candle (C9), suit set by your C5");
  // A trick without a named winner has no caption; without a named leader, no suit clause.
  EXPECT_EQ(TrickCaption(Trick(0, 0, 3, false, {"S4", "S5", "S6", "S7"}), {"A", "B", "C"}), "");
  EXPECT_EQ(TrickCaption(Trick(0, 3, 0, false, {"S8", "S5", "S6", "S7"}), {"A", "B", "C"}),
            "A wins the Past: highest Star (S8)");
}

TEST(GhostsExplain, HandReasonWithDoors) {
  const auto state = NewGhosts(3, "doors");
  HandResult hand;
  // Seat 0: 2 purple + red, 3 wreaths; seat 1: 2 purple, 2 wreaths; seat 2: 3 purple, 1 wreath.
  hand.purple = {2, 2, 3, 0};
  hand.red = {true, false, false, false};
  hand.wreaths = {3, 2, 1, 0};
  hand.success = {true, true, false, false};
  hand.points = {3, 4, 0, 0};
  EXPECT_EQ(HandReason(*state, hand, 0), "red door: 1 point per wreath");
  EXPECT_EQ(HandReason(*state, hand, 1), "exactly as bid: 2 points per wreath");
  EXPECT_EQ(HandReason(*state, hand, 2), "a purple door without a wreath");
  hand.wreaths[2] = 5;
  EXPECT_EQ(HandReason(*state, hand, 2), "more wreaths than doors");
}

TEST(GhostsExplain, HandReasonInTinyTim) {
  const auto state = NewGhosts(3, "tiny-tim");
  HandResult hand;
  hand.wreaths = {0, 1, 4, 7};
  hand.points = {6, 1, 4, 0};
  EXPECT_EQ(HandReason(*state, hand, 0), "no wreaths: 6 points");
  EXPECT_EQ(HandReason(*state, hand, 1), "1 wreath: 1 point each");
  EXPECT_EQ(HandReason(*state, hand, 2), "4 wreaths: 1 point each");
  hand.wreaths[2] = 7;
  hand.points[2] = 0;
  EXPECT_EQ(HandReason(*state, hand, 2), "7 wreaths: too many, nothing");
}

TEST(GhostsExplain, ExplainsRealHandsAndTricks) {
  // Over real games, the reason matches the result the rules recorded, and every trick of
  // the last round gets a caption naming its winner.
  const std::vector<std::string> names = {"Holly", "Ivy", "Noel", "Carol"};
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto state = NewGhosts(4, "doors");
    Rng rng(seed);
    PlayRandomlyUntil(*state, rng,
                      [](const GhostsOfChristmasState& s) { return s.CompletedHands() == 1; });
    const HandResult& hand = state->HandResultAt(0);
    for (int seat = 0; seat < 4; ++seat) {
      const std::string reason = HandReason(*state, hand, seat);
      const bool says_success = reason == "red door: 1 point per wreath" ||
                                reason == "exactly as bid: 2 points per wreath";
      EXPECT_EQ(says_success, hand.success[seat]) << reason;
    }
    const RoundResult& round = state->LastRound();
    ASSERT_TRUE(round.valid);
    for (int era = 0; era < round.num_eras; ++era) {
      const TrickResult& trick = round.tricks[era];
      EXPECT_EQ(TrickCaption(trick, names).rfind(names[trick.winner] + " wins the ", 0), 0u);
    }
  }
}

}  // namespace
}  // namespace tinsel::ghosts
