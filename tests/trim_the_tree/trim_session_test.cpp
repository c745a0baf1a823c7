// Trim the Tree through a Session (as the app plays it): determinism, replay, saves.
#include <gtest/gtest.h>

#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/registry.h"
#include "tinsel/save.h"
#include "tinsel/session.h"

namespace tinsel::trim {
namespace {

std::unique_ptr<Session> PlayBotGame(int players, uint64_t seed) {
  std::vector<Seat> seats;
  for (int i = 0; i < players; ++i) {
    seats.push_back({"Seat" + std::to_string(i), true, i % 2 == 0 ? "greedy" : "random"});
  }
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  if (!session) return nullptr;
  while (true) {
    session->ResolveChance();
    if (session->state().IsTerminal()) break;
    auto bot = MakeBot("trim-the-tree", seats[session->state().CurrentPlayer()].level);
    const Action action = ChooseAction(*bot, session->state(), session->BotSeed());
    const Status status = session->Apply(action);
    EXPECT_TRUE(status.ok()) << status.message();
    if (!status.ok()) return nullptr;
  }
  return session;
}

std::vector<std::string> Texts(const Session& session) {
  std::vector<std::string> texts;
  for (const HistoryEntry& entry : session.history()) texts.push_back(entry.text);
  return texts;
}

TEST(TrimSessionPlay, RegisteredWithGreedyThenRandomBots) {
  const GameEntry* entry = FindGame("trim-the-tree");
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(entry->game, &TrimTheTree());
  // The levels (easy, medium, hard) come first; the older kinds stay loadable, unlisted.
  EXPECT_NE(MakeBot("trim-the-tree", "greedy"), nullptr);
  EXPECT_NE(MakeBot("trim-the-tree", "random"), nullptr);
}

TEST(TrimSessionPlay, SameSeedSameGame) {
  for (int players : {1, 2, 4}) {
    auto a = PlayBotGame(players, 2024);
    auto b = PlayBotGame(players, 2024);
    ASSERT_NE(a, nullptr);
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(Texts(*a), Texts(*b));
    EXPECT_EQ(a->state().ToString(), b->state().ToString());
    EXPECT_EQ(a->state().Scores(), b->state().Scores());
    // The first bag holder drawn (with 2 or more players), then every round N draws and N
    // placements.
    const size_t start = players > 1 ? 1 : 0;
    EXPECT_EQ(a->history().size(), start + 2 * kNumSpaces * players);
  }
  auto other = PlayBotGame(2, 2025);
  EXPECT_NE(Texts(*other), Texts(*PlayBotGame(2, 2024)));
}

TEST(TrimSessionPlay, HistoryTextReplaysToTheSameState) {
  auto played = PlayBotGame(3, 77);
  ASSERT_NE(played, nullptr);
  std::string error;
  auto fresh = Session::Create(played->setup(), &error);
  ASSERT_NE(fresh, nullptr) << error;
  const Status status = fresh->Replay(Texts(*played));
  ASSERT_TRUE(status.ok()) << status.message();
  EXPECT_EQ(fresh->state().ToString(), played->state().ToString());
}

TEST(TrimSessionPlay, SaveAndLoadRoundTrip) {
  auto played = PlayBotGame(2, 9);
  ASSERT_NE(played, nullptr);
  const std::string save = WriteSave(*played, {"2026-12-24T18:00:00Z", "2026-12-24T19:00:00Z"});
  EXPECT_NE(save.find("\"draw "), std::string::npos);
  EXPECT_NE(save.find(" @ "), std::string::npos);
  std::string error;
  auto loaded = LoadSave(save, &error);
  ASSERT_NE(loaded, nullptr) << error;
  EXPECT_EQ(loaded->state().ToString(), played->state().ToString());
  EXPECT_TRUE(loaded->state().IsTerminal());
}

TEST(TrimSessionPlay, TamperedSaveIsRefusedAtTheBrokenMove) {
  auto played = PlayBotGame(2, 9);
  ASSERT_NE(played, nullptr);
  std::vector<std::string> texts = Texts(*played);
  // Move 3 is the first placement; put it on a space number that does not exist.
  texts[2] = "red box @ 16";
  std::string error;
  auto fresh = Session::Create(played->setup(), &error);
  const Status status = fresh->Replay(texts);
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.message().rfind("Move 3 ", 0), 0u) << status.message();
}

TEST(TrimSessionPlay, SolitaireCalculatingThroughTheSession) {
  std::string error;
  auto session = Session::Create(
      {"trim-the-tree", {{"solitaire", "calculating"}}, {{"Ann", true, "greedy"}}, 5}, &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  const auto& state = dynamic_cast<const TrimTheTreeState&>(session->state());
  EXPECT_EQ(state.BagSize(), 15);
  EXPECT_TRUE(state.CalculatingSolitaire());
}

}  // namespace
}  // namespace tinsel::trim
