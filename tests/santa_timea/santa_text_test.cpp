// Text forms, illegal input (refused, state untouched, with a reason) and announcements.
#include "../game_files.h"
#include "santa_test_util.h"

namespace tinsel::santa::testing {
namespace {

TEST(SantaText, CanonicalForms) {
  auto s = NewGame(4);
  const std::pair<Action, const char*> forms[] = {
      {act::Start(1), "start 2"},
      {act::PlaceBoat(1, 2), "boat red @ lane 3"},
      {act::PlaceBoat(kBlack, 4), "black @ lane 5"},
      {act::SeatPawn(Rank::kOfficer, 3), "seat officer in blue"},
      {act::SeatPawn(Rank::kSailor, kBlack), "seat sailor in black"},
      {act::Vote(1), "vote red"},
      {act::kVoteHat, "vote hat"},
      {act::Pick(1), "pick red"},
      {act::Out(Rank::kSailor, 3), "sailor out of blue"},
      {act::Out(Rank::kOfficer, 0), "officer out of green"},
      {act::Board(0), "board green"},
      {act::Say(1), "say red"},
  };
  for (const auto& [action, text] : forms) {
    EXPECT_EQ(s->ActionToString(0, action), text);
    EXPECT_EQ(s->StringToAction(0, text), action) << text;
  }
}

TEST(SantaText, JunkIsRejected) {
  auto s = NewGame(4);
  for (const char* junk : {"",
                           "vote",
                           "vote  red",
                           " vote red",
                           "vote red ",
                           "Vote red",
                           "vote Red",
                           "vote pink",
                           "pick hat",
                           "say hat",
                           "board hat",
                           "start 0",
                           "start 7",
                           "start 02",
                           "boat red @ lane 0",
                           "boat red @ lane 8",
                           "boat red @ lane 03",
                           "boat black @ lane 3",
                           "black @ lane 9",
                           "boat red lane 3",
                           "seat captain in red",
                           "seat officer into red",
                           "officer out red",
                           "out of blue",
                           "board",
                           "vote red red",
                           "say",
                           "hat"}) {
    EXPECT_FALSE(s->StringToAction(0, junk).has_value()) << "\"" << junk << "\"";
  }
}

// Applies an illegal move: it must be refused with `reason` and leave the state untouched.
void ExpectRefused(SantaTimeaState& s, Action action, const std::string& reason) {
  const std::string before = s.ToString();
  const Status status = s.ApplyAction(action);
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.message(), reason);
  EXPECT_EQ(s.ToString(), before);
}

TEST(SantaText, IllegalActionsAreRefusedWithAReason) {
  auto s = NewGame(4);
  ExpectRefused(*s, act::Start(4), "That outcome cannot happen now.");
  ExpectRefused(*s, act::Vote(0), "That outcome cannot happen now.");
  Do(*s, "start 1");
  ExpectRefused(*s, act::PlaceBoat(1, 0), "That is not your boat.");
  ExpectRefused(*s, act::Vote(0), "Not now: you must place your boat on an empty start field.");
  ExpectRefused(*s, act::Start(0), "The start player is chosen by lot, not by a player.");
  ExpectRefused(*s, 9999, "That is not a move of Santa Timea.");
  ExpectRefused(*s, -5, "That is not a move of Santa Timea.");
  Do(*s, "boat green @ lane 1");
  Do(*s, "boat red @ lane 2");
  Do(*s, "boat yellow @ lane 3");
  Do(*s, "boat blue @ lane 4");
  ExpectRefused(*s, act::PlaceBoat(kBlack, 0), "Start field 1 already holds the green boat.");
  Do(*s, "black @ lane 5");
  ExpectRefused(*s, act::SeatPawn(Rank::kSailor, 4), "There is no purple boat in this game.");
  while (s->step() == Step::kSeatPawn) ASSERT_TRUE(s->ApplyAction(s->LegalActions().back()).ok());
  ASSERT_EQ(s->step(), Step::kVote);
  ExpectRefused(*s, act::Vote(5), "There is no white boat in this game.");
  ExpectRefused(*s, act::Pick(0), "Not now: you must vote (or make an announcement first).");
  ExpectRefused(*s, act::Board(0), "Not now: you must vote (or make an announcement first).");
  ExpectRefused(*s, act::Out(Rank::kSailor, 0),
                "Not now: you must vote (or make an announcement first).");
  Do(*s, "say red");
  ExpectRefused(*s, act::Say(0), "You have already made an announcement in this ballot.");
  EXPECT_EQ(s->CurrentPlayer(), 0);  // announcing does not end the turn
  EXPECT_TRUE(s->HasAnnounced(0));
  const std::vector<std::string> names = {"Holly", "Ivy", "Noel", "Carol"};
  EXPECT_EQ(LogSentence(s->DescribeAction(0, act::Say(1), 2), 0, names),
            "Holly says: \"I vote red.\" (not binding).");
  EXPECT_EQ(LogSentence(s->DescribeAction(0, act::Vote(2), 0), 0, {"You", "Ivy", "Noel", "Carol"}),
            "You vote yellow (secret until the reveal).");
  EXPECT_EQ(LogSentence(s->DescribeAction(0, act::kVoteHat, 0), 0, names),
            "Holly plays a Captain's Hat (secret until the reveal).");
  Do(*s, "vote green");
  EXPECT_EQ(LogSentence(s->DescribeAction(0, act::Vote(0), 1), 0, names), "Holly has voted.");
  EXPECT_EQ(LogSentence(s->DescribeAction(0, act::Vote(0), 1), 0, {"You", "Ivy", "Noel", "Carol"}),
            "You have voted.");
  EXPECT_TRUE(s->HasVoted(0));
  EXPECT_EQ(s->OwnPendingVote(0), 0);
  EXPECT_FALSE(s->OwnPendingVote(1).has_value());
  // Player 1 may announce too; its announcement list is per ballot.
  EXPECT_TRUE(Contains(s->LegalActions(), act::Say(1)));
  const nlohmann::json obs = s->ObservationJson(1);
  EXPECT_TRUE(obs["you"]["pending_vote"].is_null());
  EXPECT_EQ(s->ObservationJson(0)["you"]["pending_vote"], "green");
  EXPECT_EQ(obs["ballot"]["voters"][0]["voted"], true);
  EXPECT_EQ(obs["announcements"][0]["says"], "red");
}

TEST(SantaText, AnnouncementsResetEachBallot) {
  auto s = NewGame(3);
  Do(*s, "start 1");
  Do(*s, "boat green @ lane 1");
  Do(*s, "boat red @ lane 2");
  Do(*s, "boat yellow @ lane 3");
  Do(*s, "black @ lane 4");
  while (s->step() == Step::kSeatPawn) ASSERT_TRUE(s->ApplyAction(s->LegalActions().back()).ok());
  Do(*s, "say red");
  Do(*s, "vote red");
  Do(*s, "vote red");
  Do(*s, "vote red");
  if (s->ballot_kind() == BallotKind::kMove) {
    EXPECT_FALSE(s->HasAnnounced(0));
    EXPECT_TRUE(Contains(s->LegalActions(), act::Say(1)));
  }
  EXPECT_EQ(s->announcements().size(), 1u);
}

TEST(SantaText, GameOverRefusesEverything) {
  auto bots = RandomBots(3);
  auto s = PlayGame(3, 11, bots);
  ASSERT_TRUE(s->IsTerminal());
  ExpectRefused(*s, act::Vote(0), "The game is over.");
  EXPECT_TRUE(s->LegalActions().empty());
  EXPECT_FALSE(s->ObservationJson(kPublicViewer)["winners"].is_null());
}

TEST(SantaText, RulesPageTexts) {
  EXPECT_EQ(SantaTimea().Id(), "santa-timea");
  EXPECT_NE(tinsel::testing::HowToPlayText(SantaTimea().Id()).find("Captain's Hat"),
            std::string::npos);
  EXPECT_NE(tinsel::testing::RulingsText(SantaTimea().Id()).find("15 leaks"), std::string::npos);
  EXPECT_EQ(SantaTimea().MinPlayers(), 3);
  EXPECT_EQ(SantaTimea().MaxPlayers(), 6);
}

}  // namespace
}  // namespace tinsel::santa::testing
