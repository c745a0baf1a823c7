// The screen-reader table's model (imgui_app/model/mirror/table_mirror.h): played through real games
// of every registered game under the same viewer policy as the canvas. In hot-seat the mirror
// never shows a seat's secrets to anyone else (and the check is shown to catch a mirror made
// without the redaction); the player to move gets their legal moves in the move log's
// sentences; the pass screen shows only its own words and Ready; the news reads out trick
// results and ballot reveals; requests from the page are parsed or refused in plain words.
#include "model/mirror/table_mirror.h"

#include <gtest/gtest.h>

#include <set>

#include "model/play/game_in_progress.h"
#include "model/play/viewer_policy.h"
#include "model/words/observation_text.h"
#include "random_play.h"

namespace tinsel::app {
namespace {

using nlohmann::json;
using testing::NewSession;
using testing::RegisteredGameIds;
using testing::TablePlayers;
using testing::TestName;

std::unique_ptr<GameInProgress> NewGame(const std::string& game_id, const std::vector<bool>& bots,
                                        uint64_t seed) {
  std::unique_ptr<Session> session = NewSession(game_id, bots, seed);
  if (session == nullptr) return nullptr;
  return std::make_unique<GameInProgress>(std::move(session), "slot", SaveTimes{});
}

std::vector<std::string> Names(const Session& session) {
  std::vector<std::string> names;
  for (const Seat& seat : session.setup().seats) names.push_back(seat.name);
  return names;
}

// The mirror of the play or pass screen as the app makes it for this frame's TableTurn.
json MirrorOf(GameInProgress& game, const TableTurn& turn) {
  MirrorFacts facts;
  facts.screen = turn.pass_screen ? "pass" : "play";
  facts.game = &game;
  facts.viewer = turn.viewer;
  facts.input_enabled = turn.input_enabled;
  facts.pass_to = turn.pass_screen ? turn.pass_to : -1;
  return TableMirror(facts);
}

// Each entry of `lines` as the mirror's JSON writes it.
std::set<std::string> Entries(const std::vector<TextLine>& lines) {
  std::set<std::string> out;
  for (const TextLine& line : lines) out.insert(line.ToJson().dump());
  return out;
}

// What seat `seat` alone may know now (from the true state), as mirror entries, leaving out
// entries that read the same for `viewer` or on the open table (they give nothing away).
std::set<std::string> SecretsOf(const Session& session, int seat, int viewer) {
  const State& truth = session.state();
  const std::vector<std::string> names = Names(session);
  const json open = truth.ObservationJson(kPublicViewer);
  std::set<std::string> secrets = Entries(PrivateText(truth.ObservationJson(seat), open, names));
  std::set<std::string> harmless = Entries(ObservationText(open, names));
  if (viewer >= 0) {
    for (const std::string& entry :
         Entries(PrivateText(truth.ObservationJson(viewer), open, names))) {
      harmless.insert(entry);
    }
  }
  for (const std::string& entry : harmless) secrets.erase(entry);
  return secrets;
}

// The first secret of a seat other than `viewer` found in `mirror`, or empty.
std::string LeakedSecret(const Session& session, const json& mirror, int viewer) {
  const std::string text = mirror.dump();
  for (int seat = 0; seat < session.state().NumPlayers(); ++seat) {
    if (seat == viewer) continue;
    for (const std::string& secret : SecretsOf(session, seat, viewer)) {
      if (text.find(secret) != std::string::npos) {
        return session.setup().seats[seat].name + "'s " + secret;
      }
    }
  }
  return {};
}

bool HasAction(const json& mirror, const std::string& what) {
  for (const json& action : mirror["actions"]) {
    if (action["do"] == what) return true;
  }
  return false;
}

class MirrorOfEveryGame : public ::testing::TestWithParam<std::string> {};

TEST_P(MirrorOfEveryGame, HotSeatMirrorNeverShowsAnotherSeatsSecrets) {
  const Game& game = *FindGame(GetParam())->game;
  const int players = TablePlayers(game);
  auto in_progress = NewGame(GetParam(), std::vector<bool>(players, false), 41);
  ASSERT_NE(in_progress, nullptr);
  GameInProgress& table = *in_progress;
  Session& session = table.driver().session();
  ViewerPolicy policy;
  Rng rng(9);
  int private_views = 0;  // frames where a player saw their own secrets
  int pass_screens = 0;
  int unredacted_leaks = 0;  // frames where a mirror made without the policy gives secrets away
  bool secrets = false;      // the game hid something at some point
  for (int frame = 0; frame < 900 && !session.state().IsTerminal(); ++frame) {
    const TableTurn turn = policy.Decide(session, false);
    secrets = secrets || session.state().HasPrivateInformation();
    const json mirror = MirrorOf(table, turn);
    const int viewer = turn.pass_screen ? kPublicViewer : turn.viewer;
    ASSERT_EQ(LeakedSecret(session, mirror, viewer), "")
        << "frame " << frame << ", mirror: " << mirror.dump(1);

    // The same frame with the redaction taken away (the player to move's view, no curtain):
    // the check above would catch it.
    const int current = session.state().CurrentPlayer();
    const TableTurn unredacted{current, false, -1, true};
    if (!LeakedSecret(session, MirrorOf(table, unredacted), viewer).empty()) ++unredacted_leaks;

    if (turn.pass_screen) {
      ++pass_screens;
      EXPECT_EQ(mirror["screen"], "pass");
      EXPECT_TRUE(mirror["moves"].empty());
      EXPECT_TRUE(HasAction(mirror, "ready"));
      // Only the pass screen's words and its Ready, as on the canvas.
      EXPECT_EQ(mirror["sections"].size(), 1u) << mirror["sections"].dump();
      EXPECT_EQ(mirror["actions"].size(), 1u) << mirror["actions"].dump();
      EXPECT_TRUE(mirror["log"].empty());
      EXPECT_NE(mirror["turn"].get<std::string>().find(session.setup().seats[turn.pass_to].name),
                std::string::npos);
      policy.Ready(turn.pass_to);  // the next frame shows the table to them
      continue;
    }
    // A new move first shows on the open table for a frame: play on only once a human may act.
    if (!turn.input_enabled) continue;
    EXPECT_FALSE(mirror["moves"].empty());
    if (!SecretsOf(session, turn.viewer, kPublicViewer).empty()) ++private_views;
    if (!testing::PlayRandomMove(session, rng)) break;
  }
  if (secrets) {
    EXPECT_GT(pass_screens, 0);
    EXPECT_GT(private_views, 0) << "nobody ever saw their own hand: the test proves nothing";
    EXPECT_GT(unredacted_leaks, 0) << "the leak check never fires, even without redaction";
  }
}

TEST_P(MirrorOfEveryGame, PlayerToMoveGetsTheirMovesInTheLogsSentences) {
  const Game& game = *FindGame(GetParam())->game;
  std::vector<bool> bots(TablePlayers(game), true);
  bots[0] = false;
  auto in_progress = NewGame(GetParam(), bots, 7);
  ASSERT_NE(in_progress, nullptr);
  GameInProgress& table = *in_progress;
  Session& session = table.driver().session();
  ViewerPolicy policy;
  Rng rng(4);
  int checked = 0;
  for (int step = 0; step < 120 && !session.state().IsTerminal(); ++step) {
    const TableTurn turn = policy.Decide(session, false);
    const json mirror = MirrorOf(table, turn);
    EXPECT_EQ(mirror["at"], session.history().size());
    EXPECT_FALSE(mirror["turn"].get<std::string>().empty());
    if (!session.HumanToMove()) {
      EXPECT_TRUE(mirror["moves"].empty()) << "moves offered while a bot is to move";
      if (!testing::PlayRandomMove(session, rng)) break;
      continue;
    }
    const std::vector<Action> legal = session.state().LegalActions();
    ASSERT_EQ(mirror["moves"].size(), legal.size());
    EXPECT_EQ(mirror["turn"], "Your turn.");
    // Play a random one by its text, as the page's button does, and find its label in the log.
    const json& move = mirror["moves"][rng.Below(legal.size())];
    const std::string label = move["label"];
    std::optional<Action> action = session.state().StringToAction(0, move["arg"]);
    ASSERT_TRUE(action.has_value()) << move.dump();
    const size_t index = session.history().size();
    ASSERT_TRUE(table.driver().ApplyHuman(*action, 0).ok());
    const LogLine& logged = table.Log(0).at(index);
    EXPECT_EQ(logged.player, 0);
    EXPECT_EQ(label, logged.text);
    // Seat 0 is "You": the sentence says so, in the second person.
    EXPECT_EQ(label.rfind("You ", 0), 0u) << label;
    EXPECT_EQ(label.find_first_of("{|}"), std::string::npos) << label;
    // The mirror's log now ends with it.
    const json after = MirrorOf(table, policy.Decide(session, false));
    bool in_log = false;
    for (const json& line : after["log"]) {
      in_log = in_log || (line["i"] == index && line["text"] == logged.text);
    }
    EXPECT_TRUE(in_log) << after["log"].dump(1);
    ++checked;
    session.ResolveChance();
  }
  EXPECT_GT(checked, 0);
}

INSTANTIATE_TEST_SUITE_P(Registered, MirrorOfEveryGame, ::testing::ValuesIn(RegisteredGameIds()),
                         [](const auto& info) { return TestName(info.param); });

// Plays random moves until `done` says so; false when the game ended first.
template <typename Done>
bool PlayUntil(Session& session, Rng& rng, Done done) {
  for (int step = 0; step < 2000; ++step) {
    if (done()) return true;
    if (!testing::PlayRandomMove(session, rng)) return false;
  }
  return false;
}

bool NewsHas(const json& mirror, const std::string& id_prefix) {
  for (const json& item : mirror["news"]) {
    if (item["id"].get<std::string>().rfind(id_prefix, 0) == 0) return true;
  }
  return false;
}

TEST(TableMirrorNews, GhostsTricksAreAnnounced) {
  auto game = NewGame("ghosts-of-christmas", {false, true, true}, 3);
  ASSERT_NE(game, nullptr);
  Session& session = game->driver().session();
  Rng rng(1);
  ViewerPolicy policy;
  EXPECT_FALSE(NewsHas(MirrorOf(*game, policy.Decide(session, false)), "trick:"));
  ASSERT_TRUE(PlayUntil(session, rng, [&] {
    return NewsHas(MirrorOf(*game, policy.Decide(session, false)), "trick:");
  }));
  const json mirror = MirrorOf(*game, policy.Decide(session, false));
  for (const json& item : mirror["news"]) {
    if (item["id"].get<std::string>().rfind("trick:", 0) == 0) {
      const std::string text = item["text"];
      EXPECT_TRUE(text.find(" wins ") != std::string::npos ||
                  text.find(" win ") != std::string::npos)
          << item.dump();
    }
  }
}

TEST(TableMirrorNews, SantaBallotRevealIsAnnounced) {
  auto game = NewGame("santa-timea", {false, true, true}, 5);
  ASSERT_NE(game, nullptr);
  Session& session = game->driver().session();
  Rng rng(2);
  ViewerPolicy policy;
  ASSERT_TRUE(PlayUntil(session, rng, [&] {
    return NewsHas(MirrorOf(*game, policy.Decide(session, false)), "ballot:");
  }));
  const json mirror = MirrorOf(*game, policy.Decide(session, false));
  bool revealed = false;
  for (const json& item : mirror["news"]) {
    revealed = revealed || item["text"].get<std::string>().rfind("Ballot ", 0) == 0;
  }
  EXPECT_TRUE(revealed) << mirror["news"].dump(1);
}

TEST(TableMirrorKey, ChangesWithEveryMoveAndTheViewer) {
  auto game = NewGame("trim-the-tree", {false, true}, 8);
  ASSERT_NE(game, nullptr);
  MirrorFacts facts;
  facts.screen = "play";
  facts.game = game.get();
  facts.viewer = 0;
  const std::string before = MirrorChangeKey(facts);
  EXPECT_EQ(MirrorChangeKey(facts), before);
  facts.viewer = kPublicViewer;
  EXPECT_NE(MirrorChangeKey(facts), before);
  facts.viewer = 0;
  Rng rng(3);
  testing::PlayRandomMove(game->driver().session(), rng);
  EXPECT_NE(MirrorChangeKey(facts), before);
}

TEST(TableMirrorScreens, HomeOffersEveryGame) {
  MirrorFacts facts;
  facts.screen = "home";
  const std::vector<CatalogEntry> catalog = GameCatalog([](const std::string&) { return true; });
  facts.catalog = &catalog;
  const json mirror = TableMirror(facts);
  EXPECT_EQ(mirror["screen"], "home");
  int plays = 0;
  for (const json& action : mirror["actions"]) plays += action["do"] == "play";
  EXPECT_EQ(plays, static_cast<int>(catalog.size()));
}

// The coach's note reaches the screen-reader table with its buttons, only for its own seat's
// view (it speaks of that seat's hand), and the change key notices it.
TEST(TableMirrorCoach, TheNoteAndItsButtonsOnlyForItsSeat) {
  SessionSetup setup;
  setup.game_id = "ghosts-of-christmas";
  setup.seed = 5;
  setup.seats = {{"You", false, "", true}, {"Holly", true, "easy"}, {"Ivy", true, "easy"}};
  std::string error;
  std::unique_ptr<Session> session = Session::Create(setup, &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  GameInProgress game(std::move(session), "slot", SaveTimes{});
  game.coach() = Coach(nullptr, 300);
  Session& live = game.driver().session();
  game.coach().Update(live, {});
  Rng rng(5);
  for (int moves = 0; moves < 400 && !game.coach().note() && !live.state().IsTerminal(); ++moves) {
    const std::vector<Action> legal = live.state().LegalActions();
    const bool mine = live.state().CurrentPlayer() == 0;
    ASSERT_TRUE(live.Apply(mine ? legal.back() : legal[rng.Below(legal.size())]).ok());
    live.ResolveChance();
    for (int frame = 0; frame < 4; ++frame) game.coach().Update(live, {}, 1 << 30);
  }
  ASSERT_TRUE(game.coach().note().has_value()) << "no clearly costly move to speak of";
  const std::string words = game.coach().note()->words;
  const auto has_coach = [](const json& mirror) {
    bool section = false, ok_button = false;
    for (const json& s : mirror["sections"]) section = section || s["title"] == "Your coach";
    for (const json& a : mirror["actions"]) {
      ok_button = ok_button || (a["do"] == "coach" && a["arg"] == "ok");
    }
    return section && ok_button;
  };
  TableTurn turn;
  turn.viewer = 0;
  turn.input_enabled = live.state().CurrentPlayer() == 0;
  const json mine = MirrorOf(game, turn);
  EXPECT_TRUE(has_coach(mine));
  EXPECT_NE(mine.dump().find(json(words).dump().substr(1, 40)), std::string::npos);
  turn.viewer = 1;  // another seat's view (a shared device passed on)
  EXPECT_FALSE(has_coach(MirrorOf(game, turn)));
  MirrorFacts facts;
  facts.screen = "play";
  facts.game = &game;
  facts.viewer = 0;
  const std::string with_note = MirrorChangeKey(facts);
  game.coach().Dismiss();
  EXPECT_NE(MirrorChangeKey(facts), with_note);
  turn.viewer = 0;
  EXPECT_FALSE(has_coach(MirrorOf(game, turn)));
}

TEST(MirrorRequests, AreParsedOrRefusedInPlainWords) {
  std::string error;
  std::optional<MirrorRequest> move =
      ParseMirrorRequest(R"({"do":"move","arg":"S4 -> future","at":12})", &error);
  ASSERT_TRUE(move.has_value()) << error;
  EXPECT_EQ(move->kind, MirrorRequest::Kind::kMove);
  EXPECT_EQ(move->arg, "S4 -> future");
  EXPECT_EQ(move->at, 12u);

  EXPECT_FALSE(ParseMirrorRequest("not json", &error));
  EXPECT_EQ(error, "A request from the text table must name what to do.");
  EXPECT_FALSE(ParseMirrorRequest(R"({"do":"fly"})", &error));
  EXPECT_EQ(error, "The text table cannot \"fly\".");
  EXPECT_FALSE(ParseMirrorRequest(R"({"do":"move"})", &error));
  EXPECT_EQ(error, "The text table's \"move\" needs to say which.");
}

}  // namespace
}  // namespace tinsel::app
