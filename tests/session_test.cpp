#include "tinsel/session.h"

#include <gtest/gtest.h>

#include "test_support.h"
#include "tinsel/bot.h"
#include "tinsel/registry.h"

namespace tinsel {
namespace {

using testing_support::TrimSession;

TEST(Session, CreateRefusesBadSetups) {
  std::string error;
  EXPECT_EQ(Session::Create({"no-such-game", {}, {{"A"}}, 1}, &error), nullptr);
  EXPECT_NE(error.find("Unknown game"), std::string::npos);
  std::vector<Seat> six(6, Seat{"A"});
  EXPECT_EQ(Session::Create({"trim-the-tree", {}, six, 1}, &error), nullptr);
  EXPECT_NE(error.find("1-5 players"), std::string::npos) << error;
  EXPECT_EQ(Session::Create({"trim-the-tree", {{"colour", "x"}}, {{"A"}}, 1}, &error), nullptr);
  EXPECT_NE(error.find("no option"), std::string::npos) << error;
  EXPECT_EQ(Session::Create({"trim-the-tree", {{"solitaire", "easy"}}, {{"A"}}, 1}, &error),
            nullptr);
  EXPECT_NE(error.find("cannot be"), std::string::npos) << error;
  EXPECT_EQ(Session::Create({"trim-the-tree", {}, {{"A"}, {"B", true, "genius"}}, 1}, &error),
            nullptr);
  EXPECT_NE(error.find("Unknown bot level"), std::string::npos) << error;
}

TEST(Session, RulesVersionDefaultsToTheCurrentAndMustBeKnown) {
  std::string error;
  const Game& trim = *FindGame("trim-the-tree")->game;
  auto current = Session::Create({"trim-the-tree", {}, {{"A"}, {"B"}}, 1}, &error);
  ASSERT_NE(current, nullptr) << error;
  EXPECT_EQ(current->setup().rules_version, trim.RulesVersion());
  auto old = Session::Create({"trim-the-tree", {}, {{"A"}, {"B"}}, 1, 1}, &error);
  ASSERT_NE(old, nullptr) << error;
  EXPECT_EQ(old->setup().rules_version, 1);
  EXPECT_EQ(Session::Create({"trim-the-tree", {}, {{"A"}}, 1, trim.RulesVersion() + 1}, &error),
            nullptr);
  EXPECT_NE(error.find("newer rules"), std::string::npos) << error;
  EXPECT_EQ(Session::Create({"trim-the-tree", {}, {{"A"}}, 1, -3}, &error), nullptr);
  EXPECT_NE(error.find("not one Tinsel knows"), std::string::npos) << error;
}

TEST(Session, DefaultsFilledIn) {
  std::string error;
  auto session = Session::Create({"trim-the-tree", {}, {{"A"}, {"B", true, ""}}, 1}, &error);
  ASSERT_NE(session, nullptr) << error;
  EXPECT_EQ(session->setup().seats[1].level, FindGame("trim-the-tree")->bots.front().id);
  EXPECT_TRUE(session->setup().options.count("solitaire"));
}

TEST(Session, ResolveChanceStopsAtADecision) {
  auto session = TrimSession(2, 5);
  ASSERT_NE(session, nullptr);
  EXPECT_FALSE(session->state().IsChanceNode());
  EXPECT_TRUE(session->HumanToMove());
  EXPECT_EQ(session->history().size(), 2u);  // two ornaments drawn onto the Box
  for (const HistoryEntry& entry : session->history()) EXPECT_EQ(entry.player, kChancePlayer);
}

TEST(Session, IllegalMovesAreRefusedAndChangeNothing) {
  auto session = TrimSession(2, 5);
  const std::string before = session->state().ToString();
  const size_t moves = session->history().size();
  EXPECT_FALSE(session->ApplyText("nonsense").ok());
  EXPECT_FALSE(session->Apply(-1).ok());
  EXPECT_EQ(session->state().ToString(), before);
  EXPECT_EQ(session->history().size(), moves);
}

TEST(Session, SameSeedSameDraws) {
  auto a = TrimSession(3, 42);
  auto b = TrimSession(3, 42);
  auto c = TrimSession(3, 43);
  ASSERT_EQ(a->history().size(), b->history().size());
  for (size_t i = 0; i < a->history().size(); ++i) {
    EXPECT_EQ(a->history()[i].text, b->history()[i].text);
  }
  std::string all_a, all_c;
  for (const auto& e : a->history()) all_a += e.text;
  for (const auto& e : c->history()) all_c += e.text;
  EXPECT_NE(all_a, all_c) << "different seeds should (almost surely) draw differently";
}

TEST(Session, UndoTakesBackTheHumanMoveAndTheBotsAfterIt) {
  auto session = TrimSession(2, 9);
  ASSERT_TRUE(session->HumanToMove());
  EXPECT_FALSE(session->CanUndo());  // only chance so far
  const std::string before = session->state().ToString();
  ASSERT_TRUE(session->Apply(session->state().LegalActions().front()).ok());
  EXPECT_TRUE(session->CanUndo());
  // The bot answers with a public placement: still undoable.
  ASSERT_TRUE(session->BotToMove());
  RandomBot bot;
  ASSERT_TRUE(session->Apply(ChooseAction(bot, session->state(), session->BotSeed())).ok());
  EXPECT_TRUE(session->CanUndo());
  ASSERT_TRUE(session->Undo().ok());
  EXPECT_EQ(session->state().ToString(), before);
  EXPECT_EQ(session->history().size(), 2u);
}

TEST(Session, NoUndoOnceChanceHasRevealedSomething) {
  auto session = TrimSession(1, 3);
  ASSERT_TRUE(session->Apply(session->state().LegalActions().front()).ok());
  session->ResolveChance();  // the next ornament is drawn: new information
  EXPECT_FALSE(session->CanUndo());
  const std::string before = session->state().ToString();
  EXPECT_FALSE(session->Undo().ok());
  EXPECT_EQ(session->state().ToString(), before);
}

TEST(Session, ReplayReportsTheBrokenMove) {
  auto session = TrimSession(2, 5);
  std::vector<std::string> texts;
  for (const auto& e : session->history()) texts.push_back(e.text);
  texts.push_back("garbage");
  std::string error;
  auto fresh = Session::Create(session->setup(), &error);
  const Status status = fresh->Replay(texts);
  ASSERT_FALSE(status.ok());
  EXPECT_NE(status.message().find("Move 3"), std::string::npos) << status.message();
}

}  // namespace
}  // namespace tinsel

namespace tinsel {
namespace {

TEST(NameSeats, FillsSeatTokensAndLeavesTheRest) {
  const std::vector<std::string> names = {"Ann", "Bea", "Cy"};
  EXPECT_EQ(NameSeats("Dealt a card to {p1}.", names), "Dealt a card to Bea.");
  EXPECT_EQ(NameSeats("{p0} and {p2}", names), "Ann and Cy");
  EXPECT_EQ(NameSeats("{p7} stays, {px} stays, {p", names), "{p7} stays, {px} stays, {p");
  EXPECT_EQ(NameSeats("no tokens", names), "no tokens");
}

}  // namespace
}  // namespace tinsel
