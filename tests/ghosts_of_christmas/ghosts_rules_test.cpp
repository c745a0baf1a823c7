// Ghosts of Christmas rules: deck, deal, follow rule, trick scoring, rounds and hands.
#include <set>

#include "ghosts_test_util.h"

namespace tinsel::ghosts {
namespace {

using testing::DealHands;
using testing::Do;
using testing::FillHands;
using testing::NewGhosts;
using testing::ParseCards;
using testing::PlayRandomlyUntil;

TEST(GhostsDeck, ThreePlayersUse36CardsFromFour) {
  EXPECT_EQ(CountCards(DeckMask(3)), 36);
  EXPECT_EQ(CountCards(DeckMask(4)), 48);
  ForEachCard(DeckMask(3), [](Card card) { EXPECT_GE(RankOf(card), 4); });
  for (int suit = 0; suit < kNumSuits; ++suit) {
    EXPECT_TRUE(HasCard(DeckMask(3), MakeCard(suit, 4)));
    EXPECT_FALSE(HasCard(DeckMask(3), MakeCard(suit, 3)));
    EXPECT_TRUE(HasCard(DeckMask(4), MakeCard(suit, 1)));
  }
}

TEST(GhostsDeck, StartIsChanceThenOneChanceNodePerCard) {
  for (int players : {3, 4}) {
    auto state = NewGhosts(players);
    ASSERT_TRUE(state->IsChanceNode());
    EXPECT_EQ(state->ChanceOutcomes().size(), static_cast<size_t>(players));
    Do(*state, "start 1");
    EXPECT_EQ(state->StartPlayer(), 1);
    int deals = 0;
    while (state->IsChanceNode()) {
      const auto outcomes = state->ChanceOutcomes();
      EXPECT_EQ(outcomes.size(), static_cast<size_t>(12 * players - deals));
      // Dealing goes round the table from the start player.
      EXPECT_EQ(state->NextDealSeat(), (1 + deals) % players);
      ASSERT_TRUE(state->ApplyAction(outcomes.back().first).ok());
      ++deals;
    }
    EXPECT_EQ(deals, 12 * players);
    CardMask all = 0;
    for (int seat = 0; seat < players; ++seat) {
      EXPECT_EQ(state->HandSize(seat), 12);
      all |= state->Hand(seat);
    }
    EXPECT_EQ(all, DeckMask(players));
    EXPECT_EQ(state->GetPhase(), Phase::kBid);
    EXPECT_EQ(state->CurrentPlayer(), 1);  // bidding starts with the start player
  }
}

TEST(GhostsDeck, DealTextNamesCardAndSeat) {
  auto state = NewGhosts(3);
  Do(*state, "start 2");
  const Action deal = DealAction(MakeCard(kHearts, 7));
  EXPECT_EQ(state->ActionToString(kChancePlayer, deal), "deal H7 to 2");
  // A different seat does not describe the next deal.
  EXPECT_FALSE(state->StringToAction(kChancePlayer, "deal H7 to 0").has_value());
  EXPECT_FALSE(state->IsPublicAction(kChancePlayer, deal));
  auto told = [&](int viewer, const std::vector<std::string>& names) {
    return LogSentence(state->DescribeAction(kChancePlayer, deal, viewer), kChancePlayer, names);
  };
  EXPECT_EQ(told(2, {"Holly", "Ivy", "You"}), "Dealt the 7 of Hearts to you.");
  EXPECT_EQ(told(2, {"You", "Ivy", "Holly"}), "Dealt the 7 of Hearts to Holly.");
  EXPECT_EQ(told(0, {"You", "Ivy", "Holly"}), "Dealt a card to Holly.");
  EXPECT_EQ(told(kPublicViewer, {"You", "Ivy", "Holly"}), "Dealt a card to Holly.");
  // The start player marker agrees with its taker.
  auto fresh = NewGhosts(3);
  const std::string start = fresh->DescribeAction(kChancePlayer, StartAction(2), kPublicViewer);
  EXPECT_EQ(LogSentence(start, kChancePlayer, {"Holly", "Ivy", "You"}),
            "You take the start player marker.");
  EXPECT_EQ(LogSentence(start, kChancePlayer, {"You", "Ivy", "Holly"}),
            "Holly takes the start player marker.");
}

TEST(GhostsGameShape, HandsPerGameAndRoundsPerHand) {
  struct Case {
    int players;
    std::string beyond;
    int eras, rounds;
  };
  for (const Case& c :
       {Case{3, "off", 3, 4}, Case{4, "off", 3, 4}, Case{3, "on", 4, 3}, Case{4, "on", 4, 3}}) {
    auto state = NewGhosts(c.players, "doors", c.beyond);
    EXPECT_EQ(state->NumEras(), c.eras);
    EXPECT_EQ(state->RoundsPerHand(), c.rounds);
    EXPECT_EQ(state->NumHands(), c.players);
    Rng rng(c.players * 10 + c.eras);
    std::set<std::pair<int, int>> rounds_seen;
    int plays = 0;
    int bid_phases = 0;
    Phase last = state->GetPhase();
    PlayRandomlyUntil(*state, rng, [&](const GhostsOfChristmasState& s) {
      if (s.GetPhase() == Phase::kBid && last != Phase::kBid) ++bid_phases;
      last = s.GetPhase();
      if (s.LastRound().valid) {
        EXPECT_EQ(s.LastRound().num_eras, c.eras);
        rounds_seen.insert({s.LastRound().hand, s.LastRound().round});
      }
      if (s.GetPhase() == Phase::kPlay) ++plays;
      return false;
    });
    ASSERT_TRUE(state->IsTerminal());
    rounds_seen.insert({state->LastRound().hand, state->LastRound().round});
    EXPECT_EQ(bid_phases, c.players);
    EXPECT_EQ(state->CompletedHands(), c.players);
    EXPECT_EQ(plays, c.players * 12 * c.players);  // every card of every hand is played
    EXPECT_EQ(rounds_seen.size(), static_cast<size_t>(c.players * c.rounds));
    for (const auto& [hand, round] : rounds_seen) EXPECT_LT(round, c.rounds);
    // Each hand has exactly 12 tricks: the wreaths of a hand add up to 12.
    for (int h = 0; h < state->CompletedHands(); ++h) {
      int wreaths = 0;
      for (int seat = 0; seat < c.players; ++seat) wreaths += state->HandResultAt(h).wreaths[seat];
      EXPECT_EQ(wreaths, 12);
    }
  }
}

TEST(GhostsGameShape, BeyondEraOnlyWithTheVariant) {
  auto base = NewGhosts(3, "tiny-tim", "off");
  DealHands(*base, FillHands(3, {"H12"}));
  const Action beyond = PlayAction(MakeCard(kHearts, 12), kBeyond);
  EXPECT_FALSE(Contains(base->LegalActions(), beyond));
  EXPECT_EQ(base->WhyIllegal(beyond),
            "There is no Beyond era in this game (the Beyond variant is off).");
  auto with = NewGhosts(3, "tiny-tim", "on");
  DealHands(*with, FillHands(3, {"H12"}));
  EXPECT_TRUE(Contains(with->LegalActions(), beyond));
}

// --- Follow rule ----------------------------------------------------------------------

class GhostsFollow : public ::testing::Test {
 protected:
  void SetUp() override {
    state_ = NewGhosts(3, "tiny-tim");
    // Seat 1 holds Stars; seat 2 holds none.
    DealHands(*state_,
              FillHands(3, {"B12 S12", "S4 S5 H4", "C4 C5 C6 C7 C8 C9 C10 C11 C12 H5 B4 B5"}));
    Do(*state_, "S12 -> present");  // seat 0 sets the Present dial to Stars
  }
  std::unique_ptr<GhostsOfChristmasState> state_;
};

TEST_F(GhostsFollow, MustFollowTheDialSuitWhenHeld) {
  ASSERT_EQ(state_->CurrentPlayer(), 1);
  EXPECT_EQ(state_->Dial(kPresent), kStars);
  for (Action action : state_->LegalActions()) {
    if (PlayEra(action) == kPresent) {
      EXPECT_EQ(SuitOf(PlayCard(action)), kStars);
    }
  }
  const Action off_suit = PlayAction(MakeCard(kHearts, 4), kPresent);
  const std::string before = state_->ToString();
  const Status status = state_->ApplyAction(off_suit);
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.message(), "You must follow Stars into the Present: you hold a Star.");
  EXPECT_EQ(state_->ToString(), before);
  // Face-down dials take any card.
  EXPECT_TRUE(Contains(state_->LegalActions(), PlayAction(MakeCard(kHearts, 4), kPast)));
  EXPECT_TRUE(Contains(state_->LegalActions(), PlayAction(MakeCard(kHearts, 4), kFuture)));
}

TEST_F(GhostsFollow, AnyCardWithoutTheDialSuitAndTheVoidIsPublic) {
  Do(*state_, "S4 -> past");
  ASSERT_EQ(state_->CurrentPlayer(), 2);
  int present_plays = 0;
  for (Action action : state_->LegalActions()) {
    if (PlayEra(action) == kPresent) ++present_plays;
  }
  EXPECT_EQ(present_plays, 12);  // no Stars: every card may go to the Present
  EXPECT_EQ(state_->VoidSuits(2), 0u);
  Do(*state_, "H5 -> present");
  EXPECT_EQ(state_->VoidSuits(2), 1u << kStars);
  EXPECT_EQ(state_->Dial(kPresent), kStars);  // the dial keeps its suit
}

TEST_F(GhostsFollow, AlreadyPlayedAndNotHeldAreRefusedWithReasons) {
  Do(*state_, "S4 -> past");
  Do(*state_, "C4 -> future");
  ASSERT_EQ(state_->CurrentPlayer(), 0);
  const std::string before = state_->ToString();
  Status status = state_->ApplyAction(PlayAction(MakeCard(kBells, 12), kPresent));
  EXPECT_EQ(status.message(), "You already played into the Present this round.");
  status = state_->ApplyAction(PlayAction(MakeCard(kHearts, 4), kPast));
  EXPECT_EQ(status.message(), "You do not hold H4.");
  status = state_->ApplyAction(BidAction(3, false));
  EXPECT_FALSE(status.ok());
  EXPECT_FALSE(status.message().empty());
  status = state_->ApplyAction(DealAction(MakeCard(kHearts, 7)));
  EXPECT_FALSE(status.ok());
  status = state_->ApplyAction(9999);
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(state_->ToString(), before);
}

// --- Trick scoring ----------------------------------------------------------------------

TEST(GhostsTricks, StartPlayersCardSetsTheScoringSuitNotTheDial) {
  auto state = NewGhosts(4, "tiny-tim");
  DealHands(*state,
            FillHands(4, {"B3 B5 C5", "S9 B1 C1", "S12 C4 B4", "S2 B2 C2"}, {"S", "", "", ""}), 0);
  for (const char* play : {"B5 -> present", "S9 -> past", "S12 -> past", "S2 -> past", "B3 -> past",
                           "B1 -> present", "C4 -> future", "B2 -> present", "C5 -> future",
                           "C1 -> future", "B4 -> present", "C2 -> future"}) {
    Do(*state, play);
  }
  const RoundResult& round = state->LastRound();
  ASSERT_TRUE(round.valid);
  const TrickResult& past = round.tricks[kPast];
  EXPECT_EQ(past.dial, kStars);
  EXPECT_EQ(past.leader, 0);
  EXPECT_EQ(past.scoring_suit, kBells);
  EXPECT_EQ(past.winner, 0);  // B3 beats S12: Stars is only the dial
  EXPECT_FALSE(past.by_trump);
  EXPECT_EQ(state->Wreaths(0), 3);
}

TEST(GhostsTricks, LowHeartTrumpsTheScoringSuit) {
  auto state = NewGhosts(3, "tiny-tim");
  DealHands(*state, FillHands(3, {"B12 S4 C4", "H4 S12 C12", "B11 S5 C5"}, {"", "B", ""}), 0);
  for (const char* play :
       {"B12 -> past", "H4 -> past", "B11 -> past", "S4 -> present", "S12 -> present",
        "S5 -> present", "C4 -> future", "C12 -> future", "C5 -> future"}) {
    Do(*state, play);
  }
  const TrickResult& past = state->LastRound().tricks[kPast];
  EXPECT_EQ(past.scoring_suit, kBells);
  EXPECT_EQ(past.winner, 1);
  EXPECT_TRUE(past.by_trump);
  EXPECT_EQ(state->Wreaths(1), 3);
  EXPECT_EQ(state->LastRound().tricks[kPresent].leader, 1);
}

TEST(GhostsTricks, HighestHeartWinsAmongHearts) {
  auto state = NewGhosts(3, "tiny-tim");
  DealHands(*state,
            FillHands(3, {"S12 H5 C4 S4 S5 S6 S7 S8 S9 S10 S11", "H9 B6 C12", "H7 B5 C5"},
                      {"B", "S", "S"}),
            0);
  for (const char* play :
       {"S12 -> past", "B6 -> present", "H7 -> past", "H5 -> present", "H9 -> past",
        "B5 -> present", "C4 -> future", "C12 -> future", "C5 -> future"}) {
    Do(*state, play);
  }
  EXPECT_EQ(state->LastRound().tricks[kPast].winner, 1);  // H9 over H7 and S12
  EXPECT_TRUE(state->LastRound().tricks[kPast].by_trump);
  // Present: led by seat 1 (B6 sets Bells) but seat 0's H5 is the only Heart.
  EXPECT_EQ(state->LastRound().tricks[kPresent].leader, 1);
  EXPECT_EQ(state->LastRound().tricks[kPresent].winner, 0);
}

TEST(GhostsTricks, PastWinnerSetsThePresentScoringSuit) {
  auto state = NewGhosts(4, "tiny-tim");
  DealHands(*state,
            FillHands(4, {"S3 B12 B6", "C2 S10 B7", "C9 S4 B8", "S5 C5 B1"}, {"C", "", "", ""}), 0);
  for (const char* play : {"S3 -> past", "C2 -> present", "C9 -> present", "S5 -> past",
                           "B12 -> present", "S10 -> past", "S4 -> past", "C5 -> present",
                           "B6 -> future", "B7 -> future", "B8 -> future", "B1 -> future"}) {
    Do(*state, play);
  }
  const RoundResult& round = state->LastRound();
  EXPECT_EQ(round.tricks[kPast].winner, 1);
  EXPECT_EQ(round.tricks[kPresent].leader, 1);
  EXPECT_EQ(round.tricks[kPresent].scoring_suit, kCandles);  // seat 1's C2, not B12
  EXPECT_EQ(round.tricks[kPresent].winner, 2);
  EXPECT_EQ(round.tricks[kFuture].leader, 2);
  EXPECT_EQ(round.tricks[kFuture].winner, 2);
  EXPECT_EQ(state->Wreaths(1), 1);
  EXPECT_EQ(state->Wreaths(2), 2);
  EXPECT_EQ(state->VoidSuits(0), 1u << kCandles);
  // The marker carries into the next round: seat 2 leads it.
  EXPECT_EQ(state->StartPlayer(), 2);
  EXPECT_EQ(state->RoundLeader(), 2);
  EXPECT_EQ(state->CurrentPlayer(), 2);
  EXPECT_EQ(state->RoundNumber(), 1);
  for (int era = 0; era < state->NumEras(); ++era) EXPECT_EQ(state->Dial(era), kNoSuit);
}

TEST(GhostsTricks, MarkerCarriesIntoTheNextHand) {
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    auto state = NewGhosts(4, seed % 2 ? "doors" : "tiny-tim");
    Rng rng(seed);
    PlayRandomlyUntil(*state, rng,
                      [](const GhostsOfChristmasState& s) { return s.CompletedHands() == 1; });
    const int last_winner = state->LastRound().tricks[state->NumEras() - 1].winner;
    EXPECT_EQ(state->StartPlayer(), last_winner);
    EXPECT_EQ(state->NextDealSeat(), last_winner);
    PlayRandomlyUntil(*state, rng,
                      [](const GhostsOfChristmasState& s) { return !s.IsChanceNode(); });
    EXPECT_EQ(state->CurrentPlayer(), last_winner);  // bids (or plays) start with them
    EXPECT_EQ(state->HandNumber(), 1);
  }
}

}  // namespace
}  // namespace tinsel::ghosts
