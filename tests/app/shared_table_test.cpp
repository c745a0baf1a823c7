// A table across devices as the app sees it (imgui_app/model/peer/shared_table.*, and the parts of
// SessionDriver and ViewerPolicy it uses): the platform's status read field by field, the
// host's game and a guest's seat history put on the table, the host's moves sent once each
// with where they were made, a guest's moves sent instead of applied, and a device showing
// only the seats played at it.
#include "model/peer/shared_table.h"

#include <gtest/gtest.h>

#include "model/play/session_driver.h"
#include "model/play/viewer_policy.h"
#include "random_play.h"
#include "tinsel/save.h"

namespace tinsel::app {
namespace {

using nlohmann::json;

// Records what the app asked the platform to do.
class RecordingChannel : public TableChannel {
 public:
  void Host(const std::string&, const std::vector<std::string>& plan,
            const TableConnection&) override {
    calls.push_back("host " + std::to_string(plan.size()));
  }
  void Resume(const std::string& room) override { calls.push_back("resume " + room); }
  void Take(const std::string& role, const std::string& room) override {
    calls.push_back("take " + role + " " + room);
  }
  void KeepSlot(const std::string& slot) override { calls.push_back("slot " + slot); }
  void Start() override { calls.push_back("start"); }
  void Move(const std::string& text, int at) override {
    calls.push_back("move " + text + " @" + std::to_string(at));
  }
  void Undo(int at) override { calls.push_back("undo @" + std::to_string(at)); }
  void Reseat(int seat, const std::string& plan, const std::string&) override {
    calls.push_back("reseat " + std::to_string(seat) + " " + plan);
  }
  void Sit(int seat, const std::string& name) override {
    calls.push_back("sit " + std::to_string(seat) + " " + name);
  }
  void Leave() override { calls.push_back("leave"); }
  std::vector<std::string> calls;
};

std::unique_ptr<Session> GhostsGame(uint64_t seed, int moves) {
  return testing::GhostsTableGame(seed, moves);
}

// An announcement `seat` could make in its turn ("say <colour>"): never a move made early.
Action SayBlack(const State& state, int seat) { return *state.StringToAction(seat, "say black"); }

json HostStatus(const Session& game) {
  return {{"started", true},
          {"length", game.history().size()},
          {"save", WriteSave(game, {})},
          {"link", "https://example.invalid/#table=1.a.b"},
          {"qr", {"101", "010", "101"}},
          {"seats",
           {{{"name", "Robin"}, {"plan", "bot"}, {"taken", true}},
            {{"name", "Ann"}, {"plan", "invited"}, {"taken", true}, {"away", true}},
            {{"name", "Ben"}, {"plan", "invited"}, {"taken", true}}}}};
}

TEST(SharedTable, TheHostsStatusGivesTheSeatsTheInvitationAndTheGameOnce) {
  RecordingChannel channel;
  SharedTable table(SharedTable::Role::kHost, channel);
  const auto truth = GhostsGame(3, 10);
  table.Receive(HostStatus(*truth));
  EXPECT_TRUE(table.started());
  EXPECT_EQ(table.link(), "https://example.invalid/#table=1.a.b");
  EXPECT_EQ(table.qr().size(), 3u);
  ASSERT_EQ(table.seats().size(), 3u);
  EXPECT_TRUE(table.seats()[1].away);
  EXPECT_EQ(table.SeatsHere(), (std::vector<bool>{true, false, false}));
  std::string error;
  const auto game = table.TakeGame(&error);
  ASSERT_NE(game, nullptr) << error;
  EXPECT_EQ(game->HistoryTexts(), truth->HistoryTexts());
  EXPECT_EQ(table.TakeGame(&error), nullptr) << "the same game is handed over once";
  table.Receive(HostStatus(*truth));
  EXPECT_EQ(table.TakeGame(&error), nullptr) << "an unchanged status is no new game";
}

// The table's module speaks English (it has no catalogs); its refusals and the fair deal's
// verdict are read in the language chosen on this device.
TEST(SharedTable, TheTablesSentencesAreReadInTheLanguageChosenHere) {
  RecordingChannel channel;
  SharedTable table(SharedTable::Role::kGuest, channel);
  table.Receive({{"refusal", "It is not your turn."},
                 {"verdict", {{"fair", true}, {"sentence", "Fair deal: checked."}}}});
  EXPECT_EQ(table.refusal(), "It is not your turn.");
  EXPECT_EQ(table.verdict(), "Fair deal: checked.");
  UseCatalog(std::make_shared<const MessageCatalog>(PseudoCatalog()));
  EXPECT_EQ(table.refusal(), Pseudo("It is not your turn."));
  EXPECT_EQ(table.verdict(), Pseudo("Fair deal: checked."));
  UseCatalog(nullptr);
}

TEST(SharedTable, AResumedHostLearnsItsGameAndItsSavedGamesSlotFromTheFirstStatus) {
  RecordingChannel channel;
  SharedTable table(SharedTable::Role::kHost, channel);  // no game known: the page reloaded
  EXPECT_TRUE(table.game_id().empty());
  const auto truth = GhostsGame(5, 12);
  json status = HostStatus(*truth);
  status["slot"] = "g-2026-11-28-1";
  table.Receive(status);
  EXPECT_EQ(table.game_id(), "ghosts-of-christmas");
  EXPECT_EQ(table.kept_slot(), "g-2026-11-28-1");
  std::string error;
  const auto game = table.TakeGame(&error);
  ASSERT_NE(game, nullptr) << error;
  EXPECT_EQ(game->HistoryTexts(), truth->HistoryTexts()) << "the game as it was, to play on";
}

TEST(SharedTable, AnAwaySeatGivenToABotOrTakenHereIsPlayedAtTheHostsDevice) {
  RecordingChannel channel;
  SharedTable table(SharedTable::Role::kHost, channel);
  const auto truth = GhostsGame(3, 10);
  json status = HostStatus(*truth);
  table.Receive(status);
  EXPECT_EQ(table.SeatsHere(), (std::vector<bool>{true, false, false}));
  status["seats"][1]["plan"] = "bot";
  status["seats"][2]["plan"] = "here";
  table.Receive(status);
  EXPECT_EQ(table.SeatsHere(), (std::vector<bool>{true, true, true}));
}

TEST(SharedTable, StatusesThatAreNotObjectsOrHaveFieldsOfAnotherKindChangeNothingBadly) {
  RecordingChannel channel;
  SharedTable table(SharedTable::Role::kGuest, channel);
  table.Receive(json::array({1, 2}));
  table.Receive(json{{"seats", "many"}, {"seat", "one"}, {"started", 1}, {"qr", {1, 2}}});
  EXPECT_EQ(table.seat(), -1);
  EXPECT_FALSE(table.started());
  EXPECT_TRUE(table.qr().empty());
  table.Receive(json{{"setup", {{"game", "no-such-game"}}}, {"history", json::array()}});
  std::string error;
  EXPECT_EQ(table.TakeGame(&error), nullptr);
  EXPECT_FALSE(error.empty()) << "an unknown game is refused in words";
}

TEST(SharedTable, TheHostSendsEachMoveMadeHereOnceWithWhereItWasMade) {
  RecordingChannel channel;
  SharedTable table(SharedTable::Role::kHost, channel);
  auto game = GhostsGame(4, 0);
  table.Receive(HostStatus(*game));
  const size_t before = game->history().size();
  Rng rng(1);
  ASSERT_TRUE(testing::PlayRandomMove(*game, rng));
  table.SendMovesMadeHere(*game);
  table.SendMovesMadeHere(*game);
  ASSERT_EQ(channel.calls.size(), 1u) << "sent once";
  EXPECT_EQ(channel.calls[0],
            "move " + game->history()[before].text + " @" + std::to_string(before));
  // Moves the table made (a guest's, reported in its status) are never sent back.
  ASSERT_TRUE(testing::PlayRandomMove(*game, rng));
  table.Receive(HostStatus(*game));
  table.SendMovesMadeHere(*game);
  EXPECT_EQ(channel.calls.size(), 1u);
}

TEST(SharedTable, AGuestsSeatHistoryIsReplayedWithTheChanceTheHostGave) {
  RecordingChannel channel;
  SharedTable table(SharedTable::Role::kGuest, channel);
  const auto truth = GhostsGame(5, 6);
  json status = {{"game", "ghosts-of-christmas"},
                 {"seat", 1},
                 {"started", true},
                 {"connected", true},
                 {"setup",
                  {{"game", "ghosts-of-christmas"},
                   {"options", truth->setup().options},
                   {"rules_version", truth->setup().rules_version},
                   {"names", {"Robin", "Ann", "Ben"}}}},
                 {"history", truth->HistoryTexts()}};
  table.Receive(status);
  EXPECT_EQ(table.SeatsHere(), (std::vector<bool>{}))
      << "no seats reported yet: nothing is played here";
  std::string error;
  const auto game = table.TakeGame(&error);
  ASSERT_NE(game, nullptr) << error;
  EXPECT_EQ(game->setup().chance, ChanceStream::kGivenByHost);
  EXPECT_EQ(game->HistoryTexts(), truth->HistoryTexts());
  // A history that does not play is refused in words; what was held stays.
  status["history"].push_back("play no such card");
  table.Receive(status);
  EXPECT_EQ(table.TakeGame(&error), nullptr);
  EXPECT_FALSE(error.empty());
}

TEST(SharedTable, AGuestsMoveIsSentNotAppliedAndOnlyItsOwnSeatPlays) {
  auto game = GhostsGame(6, 0);
  std::vector<std::string> sent;
  SessionDriver driver(std::move(game), nullptr);
  const int mover = driver.session().state().CurrentPlayer();
  ASSERT_GE(mover, 0);
  std::vector<bool> here(3, false);
  here[mover] = true;
  driver.SetSharedTable(here, [&](int seat, Action action) {
    EXPECT_EQ(seat, mover);
    sent.push_back(driver.session().state().ActionToString(seat, action));
    return Status::Ok();
  });
  const size_t length = driver.session().history().size();
  const Action action = driver.session().state().LegalActions().front();
  EXPECT_TRUE(driver.ApplyHuman(action, 1.0).ok());
  EXPECT_EQ(driver.session().history().size(), length) << "the host applies it, not the guest";
  EXPECT_EQ(sent.size(), 1u);
  // An illegal move is refused here, in words, and never sent.
  EXPECT_FALSE(driver.ApplyHuman(static_cast<Action>(1 << 30), 1.0).ok());
  EXPECT_EQ(sent.size(), 1u);
  // Another device's seat never plays here.
  here.assign(3, false);
  driver.SetSharedTable(here, nullptr);
  EXPECT_FALSE(driver.ApplyHuman(action, 1.0).ok());
  EXPECT_EQ(driver.session().history().size(), length);
}

// A guest's phone at Santa Timea: while another seat votes, its seat may cast its secret vote
// (sent for its seat, never applied here); once the table reports it decided, nothing more
// is offered and the decided vote is what the view shows. Hot-seat offers no early vote.
TEST(SharedTable, AGuestVotesWhileAnotherSeatVotes) {
  std::vector<Seat> seats = {{"Robin", true, "random"}, {"Ann", false, ""}, {"Ben", false, ""}};
  std::string error;
  auto session = Session::Create({"santa-timea", {}, seats, 5}, &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  Rng rng(5);
  int guest = -1;  // a seat that may vote before its turn
  while (guest < 0 && testing::PlayRandomMove(*session, rng)) {
    for (int seat = 1; seat < 3 && guest < 0; ++seat) {
      if (!session->state().EarlyActions(seat).empty()) guest = seat;
    }
  }
  ASSERT_GE(guest, 0) << "no ballot where a seat votes while another does";
  const std::vector<Action> early = session->state().EarlyActions(guest);
  const std::string history = WriteSave(*session, {});
  SessionDriver driver(std::move(session), nullptr);
  EXPECT_TRUE(driver.EarlyMoves(guest).empty()) << "hot-seat: the device is passed in turn";

  std::vector<bool> here(3, false);
  here[guest] = true;
  std::vector<std::string> sent;
  driver.SetSharedTable(here, [&](int seat, Action action) {
    EXPECT_EQ(seat, guest);
    sent.push_back(driver.session().state().ActionToString(seat, action));
    return Status::Ok();
  });
  EXPECT_EQ(driver.EarlyMoves(guest), early);
  EXPECT_TRUE(driver.EarlyMoves(3 - guest).empty()) << "another device's seat";
  EXPECT_FALSE(driver.DecideEarly(guest, SayBlack(driver.session().state(), guest)).ok());
  EXPECT_TRUE(driver.DecideEarly(guest, early.front()).ok());
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(WriteSave(driver.session(), {}), history) << "sent, not applied here";
  driver.set_early_decided(sent.front());
  EXPECT_TRUE(driver.EarlyMoves(guest).empty());
  EXPECT_EQ(driver.EarlyDecided(guest), early.front());
  EXPECT_FALSE(driver.DecideEarly(guest, early.back()).ok()) << "one vote per ballot";
  EXPECT_EQ(sent.size(), 1u);
}

// Undo at a table across devices asks the table (it is the table's game), and only for the
// seat that made the decision, played at this device; another seat's is refused in words.
TEST(SharedTable, UndoAsksTheTableOnlyForTheSeatThatDecided) {
  SessionDriver driver(GhostsGame(9, 6), nullptr);
  ASSERT_TRUE(driver.session().CanUndo()) << "hot-seat, this game could take the move back";
  const int seat = driver.session().UndoSeat();
  ASSERT_GE(seat, 0);
  int asked = 0;
  driver.SetSharedUndo([&]() {
    ++asked;
    return Status::Ok();
  });
  const size_t length = driver.session().history().size();
  std::vector<bool> here(3, false);
  here[(seat + 1) % 3] = true;  // another seat's device
  driver.SetSharedTable(here, nullptr);
  EXPECT_FALSE(driver.MayUndoAtTable(seat));
  const Status refused = driver.Undo(1.0);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find(SessionDriver::kSharedTableOthersMove), std::string::npos);
  EXPECT_EQ(asked, 0);
  here.assign(3, false);
  here[seat] = true;  // the device of the seat that decided
  driver.SetSharedTable(here, nullptr);
  EXPECT_TRUE(driver.MayUndoAtTable(seat));
  EXPECT_TRUE(driver.Undo(1.0).ok());
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(driver.session().history().size(), length) << "the table takes it back, not this";
}

// The table's shorter game after an undo replaces this one; without the table saying so, a
// shorter game is one that has not heard of this device's latest moves and changes nothing.
TEST(SharedTable, AShorterGameIsFollowedOnlyWhenTheTableTookADecisionBack) {
  SessionDriver driver(GhostsGame(7, 8), nullptr);
  const size_t length = driver.session().history().size();
  const uint64_t token = driver.game_token();
  driver.Follow(GhostsGame(7, 6), 1.0);
  EXPECT_EQ(driver.session().history().size(), length);
  driver.Follow(GhostsGame(7, 6), 2.0, /*taken_back=*/true);
  EXPECT_EQ(driver.session().history().size(), GhostsGame(7, 6)->history().size());
  EXPECT_NE(driver.game_token(), token) << "the views start over, as after any undo";
}

// The host's status counts the table's undos: each change is told once, and the moves made at
// the host's device since are sent from where the shorter game ends.
TEST(SharedTable, TheHostHearsOfEachUndoOnce) {
  RecordingChannel channel;
  SharedTable table(SharedTable::Role::kHost, channel, "ghosts-of-christmas");
  const auto truth = GhostsGame(3, 10);
  json status = HostStatus(*truth);
  status["undos"] = 0;
  table.Receive(status);
  EXPECT_FALSE(table.TakeUndone());
  status["undos"] = 1;
  table.Receive(status);
  EXPECT_TRUE(table.TakeUndone());
  EXPECT_FALSE(table.TakeUndone());
  table.Receive(status);
  EXPECT_FALSE(table.TakeUndone()) << "the same count again is no new undo";
}

TEST(SharedTable, FollowTakesAContinuationAsNewMovesAndAnythingElseAsANewGame) {
  SessionDriver driver(GhostsGame(7, 4), nullptr);
  const uint64_t token = driver.game_token();
  driver.Follow(GhostsGame(7, 8), 1.0);
  EXPECT_EQ(driver.session().history().size(), GhostsGame(7, 8)->history().size());
  EXPECT_EQ(driver.game_token(), token) << "new moves: the views animate them";
  driver.Follow(GhostsGame(7, 6), 2.0);
  EXPECT_EQ(driver.session().history().size(), GhostsGame(7, 8)->history().size())
      << "a table that has not heard of the latest moves yet changes nothing";
  driver.Follow(GhostsGame(8, 8), 3.0);
  EXPECT_NE(driver.game_token(), token) << "another past: the views start over";
}

TEST(SharedTable, ADeviceShowsOnlyTheSeatsPlayedAtIt) {
  // The living room: every person on their own phone, the table shows nobody's secrets and
  // never asks to be passed round.
  auto game = GhostsGame(9, 0);
  ViewerPolicy policy;
  Rng rng(3);
  const std::vector<bool> living_room = {true, false, false};  // the bot's seat only
  const std::vector<bool> ann_here = {false, true, false};
  for (int move = 0; move < 60 && !game->state().IsTerminal(); ++move) {
    const TableTurn turn = policy.Decide(*game, false, living_room);
    EXPECT_EQ(turn.viewer, kPublicViewer);
    EXPECT_FALSE(turn.pass_screen);
    EXPECT_FALSE(turn.input_enabled);
    ViewerPolicy phone;
    const TableTurn ann = phone.Decide(*game, false, ann_here);
    EXPECT_EQ(ann.viewer, 1) << "Ann's phone shows Ann's hand, whoever is to move";
    EXPECT_FALSE(ann.pass_screen);
    EXPECT_EQ(ann.input_enabled, game->state().CurrentPlayer() == 1);
    testing::PlayRandomMove(*game, rng);
  }
}

}  // namespace
}  // namespace tinsel::app
