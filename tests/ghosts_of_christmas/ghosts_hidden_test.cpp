// Ghosts of Christmas hidden information: observations, descriptions, resampling.
#include "ghosts_test_util.h"

namespace tinsel::ghosts {
namespace {

using testing::NewGhosts;
using testing::PlayRandomlyUntil;

// Random positions (player to move) across all option combinations.
std::vector<std::unique_ptr<GhostsOfChristmasState>> RandomPositions(int count, uint64_t seed) {
  std::vector<std::unique_ptr<GhostsOfChristmasState>> positions;
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    auto state = NewGhosts(3 + i % 2, i % 3 == 0 ? "tiny-tim" : "doors", i % 4 == 1 ? "on" : "off");
    const int steps = 40 + static_cast<int>(rng.Below(state->NumPlayers() * 12 * 4));
    int taken = 0;
    PlayRandomlyUntil(*state, rng, [&](const GhostsOfChristmasState& s) {
      return ++taken > steps && !s.IsChanceNode();
    });
    if (!state->IsTerminal()) positions.push_back(std::move(state));
  }
  return positions;
}

TEST(GhostsHidden, ObservationNeverShowsOtherHands) {
  for (const auto& state : RandomPositions(60, 5)) {
    for (int viewer = -1; viewer < state->NumPlayers(); ++viewer) {
      const std::string text = state->ObservationJson(viewer).dump();
      for (int seat = 0; seat < state->NumPlayers(); ++seat) {
        if (seat == viewer) continue;
        ForEachCard(state->Hand(seat), [&](Card card) {
          EXPECT_EQ(text.find("\"" + CardToString(card) + "\""), std::string::npos)
              << "viewer " << viewer << " sees " << CardToString(card) << " of seat " << seat;
        });
      }
      if (viewer >= 0) {
        ForEachCard(state->Hand(viewer), [&](Card card) {
          EXPECT_NE(text.find("\"" + CardToString(card) + "\""), std::string::npos);
        });
      }
    }
  }
}

TEST(GhostsHidden, PublicActionsAndPrivateTurns) {
  auto state = NewGhosts(4);
  EXPECT_TRUE(state->IsPublicAction(kChancePlayer, StartAction(0)));
  Rng rng(3);
  PlayRandomlyUntil(*state, rng,
                    [](const GhostsOfChristmasState& s) { return s.GetPhase() == Phase::kDeal; });
  EXPECT_FALSE(state->HasPrivateInformation());
  EXPECT_FALSE(state->IsPublicAction(kChancePlayer, state->ChanceOutcomes()[0].first));
  PlayRandomlyUntil(*state, rng, [](const GhostsOfChristmasState& s) { return !s.IsChanceNode(); });
  EXPECT_TRUE(state->HasPrivateInformation());
  EXPECT_TRUE(state->IsPublicAction(state->CurrentPlayer(), state->LegalActions()[0]));
  PlayRandomlyUntil(*state, rng,
                    [](const GhostsOfChristmasState& s) { return s.GetPhase() == Phase::kPlay; });
  EXPECT_TRUE(state->HasPrivateInformation());
  EXPECT_TRUE(state->IsPublicAction(state->CurrentPlayer(), state->LegalActions()[0]));
}

TEST(GhostsHidden, ResampleIsConsistentWithWhatThePlayerSaw) {
  Rng rng(99);
  int changed = 0;
  int checked = 0;
  for (const auto& state : RandomPositions(150, 11)) {
    const int n = state->NumPlayers();
    for (int viewer = 0; viewer < n; ++viewer) {
      auto sample_state = state->Resample(viewer, rng);
      auto* sample = static_cast<GhostsOfChristmasState*>(sample_state.get());
      ++checked;
      // Everything the viewer may see is identical (own hand, table, bids, voids, sizes).
      EXPECT_EQ(sample->ObservationJson(viewer), state->ObservationJson(viewer));
      EXPECT_EQ(sample->Hand(viewer), state->Hand(viewer));
      CardMask before = 0, after = 0;
      for (int seat = 0; seat < n; ++seat) {
        EXPECT_EQ(sample->HandSize(seat), state->HandSize(seat));
        EXPECT_EQ(sample->VoidSuits(seat), state->VoidSuits(seat));
        for (int suit = 0; suit < kNumSuits; ++suit) {
          if ((state->VoidSuits(seat) >> suit) & 1) {
            EXPECT_EQ(sample->Hand(seat) & SuitMask(suit), 0u)
                << "seat " << seat << " was void in " << SuitName(suit);
          }
        }
        before |= state->Hand(seat);
        after |= sample->Hand(seat);
        if (seat != viewer && sample->Hand(seat) != state->Hand(seat)) ++changed;
      }
      EXPECT_EQ(before, after);
      EXPECT_EQ(sample->CurrentPlayer(), state->CurrentPlayer());
      // The resampled world plays on legally.
      if (!sample->IsChanceNode()) {
        const std::vector<Action> legal = sample->LegalActions();
        ASSERT_FALSE(legal.empty());
        EXPECT_TRUE(sample->ApplyAction(legal[0]).ok());
      }
    }
  }
  EXPECT_GT(checked, 200);
  EXPECT_GT(changed, checked / 2);  // hidden hands really are redealt
}

TEST(GhostsHidden, ResampleRespectsTightVoids) {
  // Force many voids: random play where everyone is short of suits late in a hand.
  Rng rng(1234);
  int tight = 0;
  for (uint64_t seed = 0; seed < 200; ++seed) {
    auto state = NewGhosts(4, "tiny-tim");
    Rng play(seed);
    PlayRandomlyUntil(*state, play, [](const GhostsOfChristmasState& s) {
      return s.GetPhase() == Phase::kPlay && s.RoundNumber() == 3 &&
             s.HandSize(s.CurrentPlayer()) == 2;
    });
    if (state->IsTerminal()) continue;
    int voids = 0;
    for (int seat = 0; seat < 4; ++seat) voids += std::popcount(state->VoidSuits(seat));
    if (voids >= 3) ++tight;
    for (int k = 0; k < 5; ++k) {
      const int viewer = state->CurrentPlayer();
      auto sample = state->Resample(viewer, rng);
      const auto* s = static_cast<const GhostsOfChristmasState*>(sample.get());
      for (int seat = 0; seat < 4; ++seat) {
        EXPECT_EQ(s->HandSize(seat), state->HandSize(seat));
        for (int suit = 0; suit < kNumSuits; ++suit) {
          if ((state->VoidSuits(seat) >> suit) & 1) {
            EXPECT_EQ(s->Hand(seat) & SuitMask(suit), 0u);
          }
        }
      }
    }
  }
  EXPECT_GT(tight, 20);
}

TEST(GhostsHidden, ComponentTotalsStayConstant) {
  auto state = NewGhosts(3);
  Rng rng(8);
  PlayRandomlyUntil(*state, rng, [](const GhostsOfChristmasState& s) {
    EXPECT_EQ(s.ComponentTotals().at("cards"), 36);
    return false;
  });
  EXPECT_EQ(state->ComponentTotals().at("cards"), 36);
}

TEST(GhostsHidden, CloneIsIndependentAndEqual) {
  auto state = NewGhosts(4);
  Rng rng(21);
  PlayRandomlyUntil(*state, rng,
                    [](const GhostsOfChristmasState& s) { return s.GetPhase() == Phase::kPlay; });
  auto copy = state->Clone();
  EXPECT_EQ(copy->ToString(), state->ToString());
  ASSERT_TRUE(copy->ApplyAction(copy->LegalActions()[0]).ok());
  EXPECT_NE(copy->ToString(), state->ToString());
}

}  // namespace
}  // namespace tinsel::ghosts
