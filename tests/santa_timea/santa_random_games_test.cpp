// Properties over many random games: termination, conservation of pawns and leaks, text
// round trips, and that no observation or description shows an unrevealed vote.
#include "santa_test_util.h"

namespace tinsel::santa::testing {
namespace {

TEST(SantaRandomGames, EveryGameTerminatesAndConserves) {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    const CrewSize crew = CrewFor(players);
    for (uint64_t seed = 1; seed <= 60; ++seed) {
      auto s = NewGame(players);
      Rng rng(seed * 31 + players);
      int steps = 0;
      while (!s->IsTerminal()) {
        ASSERT_LT(++steps, 5000) << "game did not end";
        if (s->IsChanceNode()) {
          const auto outcomes = s->ChanceOutcomes();
          ASSERT_TRUE(s->ApplyAction(outcomes[rng.Below(outcomes.size())].first).ok());
        } else {
          const auto legal = s->LegalActions();
          ASSERT_FALSE(legal.empty()) << s->ToString();
          ASSERT_TRUE(s->ApplyAction(legal[rng.Below(legal.size())]).ok());
        }
        ASSERT_EQ(s->leak_supply() + s->LeaksOnBoats(), kLeakSupply) << s->ToString();
        ASSERT_GE(s->leak_supply(), 0);
        for (int p = 0; p < players; ++p) {
          ASSERT_EQ(PawnsTotal(*s, p), crew.officers + crew.sailors) << s->ToString();
        }
        // A leak ballot never opens on an empty supply.
        if (s->step() == Step::kVote && s->ballot_kind() == BallotKind::kLeak) {
          ASSERT_GT(s->leak_supply(), 0);
        }
      }
      for (const Boat& b : s->boats()) {
        if (s->InPlay(b.colour)) {
          EXPECT_TRUE(b.status == BoatStatus::kLanded || b.status == BoatStatus::kSunk);
        }
      }
      for (int p = 0; p < players; ++p) {
        EXPECT_EQ(s->SeatedPawns(p) + s->BehindPawns(p) + s->UnseatedPawns(p), 0);
      }
      const auto winners = s->Winners();
      EXPECT_TRUE(std::find(winners.begin(), winners.end(), true) != winners.end());
    }
  }
}

TEST(SantaRandomGames, TextRoundTripsForEveryLegalAction) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto s = NewGame(3 + seed % 4);
    Rng rng(seed);
    while (!s->IsTerminal()) {
      const int p = s->CurrentPlayer();
      std::vector<Action> actions = s->LegalActions();
      if (s->IsChanceNode()) {
        actions.clear();
        for (const auto& [a, w] : s->ChanceOutcomes()) actions.push_back(a);
      }
      for (Action a : actions) {
        const std::string text = s->ActionToString(p, a);
        const std::optional<Action> back = s->StringToAction(p, text);
        ASSERT_TRUE(back.has_value()) << text;
        ASSERT_EQ(*back, a) << text;
        ASSERT_EQ(s->WhyIllegal(a), "") << text;
      }
      ASSERT_TRUE(s->ApplyAction(actions[rng.Below(actions.size())]).ok());
    }
  }
}

TEST(SantaRandomGames, NoObservationShowsAnUnrevealedVote) {
  int checked = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const int players = 3 + seed % 4;
    auto s = NewGame(players);
    Rng rng(seed + 1000);
    while (!s->IsTerminal()) {
      if (s->step() == Step::kVote) {
        EXPECT_TRUE(s->HasPrivateInformation());
      }
      // JSON is slow in debug builds: check one voting step in ten.
      if (s->step() == Step::kVote && rng.Below(10) == 0) {
        for (int viewer = kPublicViewer; viewer < players; ++viewer) {
          // A world where everyone else's hidden votes differ looks the same to viewer.
          Rng other(seed * 7 + viewer);
          auto resampled = s->Resample(viewer < 0 ? 0 : viewer, other);
          if (viewer < 0) {
            // The public view must not even show player 0's vote.
            auto again = s->Resample(players - 1, other);
            EXPECT_EQ(again->ObservationJson(kPublicViewer), s->ObservationJson(kPublicViewer));
          }
          ASSERT_EQ(resampled->ObservationJson(viewer), s->ObservationJson(viewer));
          const nlohmann::json obs = s->ObservationJson(viewer);
          for (int q = 0; q < players; ++q) {
            if (q != viewer && s->HasVoted(q)) ++checked;
          }
          if (viewer >= 0 && s->HasVoted(viewer)) {
            EXPECT_FALSE(obs["you"]["pending_vote"].is_null());
          }
        }
      } else if (s->step() != Step::kVote) {
        EXPECT_FALSE(s->HasPrivateInformation());
      }
      if (s->IsChanceNode()) {
        ASSERT_TRUE(s->ApplyAction(s->ChanceOutcomes().front().first).ok());
        continue;
      }
      const auto legal = s->LegalActions();
      const Action a = legal[rng.Below(legal.size())];
      const int p = s->CurrentPlayer();
      if (a >= act::kVote && a <= act::kVoteHat) {
        EXPECT_FALSE(s->IsPublicAction(p, a));
        for (int viewer = kPublicViewer; viewer < players; ++viewer) {
          if (viewer == p) continue;
          EXPECT_EQ(s->DescribeAction(p, a, viewer), "{has|have} voted.");
        }
      } else {
        EXPECT_TRUE(s->IsPublicAction(p, a));
      }
      ASSERT_TRUE(s->ApplyAction(a).ok());
    }
  }
  EXPECT_GT(checked, 10);
}

TEST(SantaRandomGames, ResampleOnlyChangesOthersUnrevealedVotes) {
  auto s = NewGame(4);
  Rng rng(5);
  bool tested = false;
  while (!s->IsTerminal() && !tested) {
    if (s->step() == Step::kVote && s->HasVoted(0) && s->HasVoted(1) && s->CurrentPlayer() == 2) {
      Rng r(9);
      for (int i = 0; i < 20; ++i) {
        auto view = s->Resample(2, r);
        auto* v = static_cast<SantaTimeaState*>(view.get());
        EXPECT_EQ(v->ObservationJson(2), s->ObservationJson(2));
        EXPECT_EQ(v->LegalActions(), s->LegalActions());
        EXPECT_TRUE(v->HasVoted(0) && v->HasVoted(1));
        const int vote = *v->OwnPendingVote(0);
        EXPECT_TRUE(vote == kHatVote || HasOption(s->ballot_options(), vote));
      }
      tested = true;
    }
    if (s->IsChanceNode()) {
      s->ApplyAction(s->ChanceOutcomes().front().first);
    } else {
      const auto legal = s->LegalActions();
      // Vote at once (no announcements) so the ballot moves on.
      Action a = legal[rng.Below(legal.size())];
      if (a >= act::kSay) a = legal.front();
      s->ApplyAction(a);
    }
  }
  EXPECT_TRUE(tested);
}

TEST(SantaRandomGames, CloneIsIndependentAndEqual) {
  auto s = NewGame(5);
  Rng rng(77);
  for (int i = 0; i < 200 && !s->IsTerminal(); ++i) {
    auto copy = s->Clone();
    EXPECT_EQ(copy->ToString(), s->ToString());
    if (s->IsChanceNode()) {
      s->ApplyAction(s->ChanceOutcomes().back().first);
    } else {
      const auto legal = s->LegalActions();
      s->ApplyAction(legal[rng.Below(legal.size())]);
    }
    EXPECT_NE(copy->ToString(), s->ToString());
  }
}

}  // namespace
}  // namespace tinsel::santa::testing
