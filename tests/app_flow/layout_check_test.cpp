// The layout check over every screen and every kind of moment of every game, at a phone
// (upright and on its side), a tablet, a laptop and a 2560x1440 screen (tests/app_flow/
// layout_walk.h): no text cut short that carries meaning, nothing clipped, off screen or over
// something else, nothing too small for a finger on a touch screen.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "../app/random_play.h"
#include "../test_support.h"
#include "layout_walk.h"
#include "model/saves/save_library.h"
#include "tinsel/registry.h"
#include "tinsel/translate.h"

#ifndef TINSEL_LAYOUT_WALK_SIZES
#define TINSEL_LAYOUT_WALK_SIZES ""
#endif

namespace tinsel::app {
namespace {

using testing::LayoutWalker;
using testing::MomentOf;
using testing::WalkSize;
using testing::WalkSizes;

// Seat names as long as a name may be (40 characters), so every place a name goes is tried.
const char* const kLongName = "Wilhelmina Fotheringham-Featherstonehaug";

// Sets up `game_id` for `players` (seat 0 human unless `hot_seat` makes them all human, the
// others Easy bots), with long names on seats 1 and up, and starts it from `seed`.
void StartGame(LayoutWalker& walk, const std::string& game_id, int players, bool hot_seat,
               uint64_t seed) {
  testing::AppDriver& driver = walk.driver();
  ASSERT_TRUE(walk.Request({{"do", "play"}, {"arg", game_id}}));
  walk.Check(game_id + ": setup");
  driver.Click("setup:players:" + std::to_string(players));
  for (int seat = 0; seat < players; ++seat) {
    const std::string id = "setup:seat:" + std::to_string(seat);
    if (hot_seat || seat == 0) {
      driver.Click(id + ":human");
    } else {
      driver.Click(id + ":bot");
      driver.Click(id + ":level:easy");
    }
    if (seat > 0) {
      std::string name = kLongName;
      name.back() = static_cast<char>('0' + seat);  // names differ
      driver.TypeInto(id + ":name", name);
    }
  }
  driver.TypeInto("setup:seed", std::to_string(seed));  // the same games on every run
  walk.Check(game_id + ": setup, filled in");
  ASSERT_TRUE(walk.Request({{"do", "start"}}, 6));
}

// The table's menu: a popup on a laptop, a drawer over the table on a phone.
void CheckTheMenu(LayoutWalker& walk, const std::string& moment) {
  testing::AppDriver& driver = walk.driver();
  const bool drawer = driver.Find("play:drawer") != nullptr;
  ASSERT_TRUE(driver.Click(drawer ? "play:drawer" : "play:menu"));
  driver.Frames(3);
  walk.Check(moment + " (the menu open)");
  driver.PressKey(ImGuiKey_Escape);
  driver.Frames(3);
}

// Plays the game on the table to its end: every human decision a random legal move, every pass
// screen and every result shown step by step checked on its way; bots move at once. The menu
// is opened at the first decision.
void PlayToTheEnd(LayoutWalker& walk, uint64_t seed) {
  Rng rng(seed);
  testing::AppDriver& driver = walk.driver();
  bool menu_seen = false;
  for (int step = 0; step < 5000; ++step) {
    const nlohmann::json state = driver.State();
    const std::string screen = state["screen"];
    if (screen == "over") return;
    if (screen != "play" && screen != "pass") {
      ADD_FAILURE() << "left the table: " << screen;
      return;
    }
    if (walk.Offers("ready")) {
      walk.Check(MomentOf(state) + " (pass the device)");
      walk.Request({{"do", "ready"}, {"at", state["history_length"]}});
    } else if (walk.Offers("continue")) {
      walk.Check(MomentOf(state) + " (a result, step by step)");
      // Most of it shown too, then closed as a player closes it, by its own button: what
      // follows it is drawn and checked as well (Ghosts' hand summary after the tricks; the
      // screen-reader table's Continue would close both at once).
      driver.Frames(200);
      walk.Check(MomentOf(state) + " (a result, shown)");
      bool closed = false;
      for (const char* button : {"ghosts:skip", "ghosts:continue", "santa:continue"}) {
        if (driver.Find(button) != nullptr) {
          closed = driver.Click(button);
          break;
        }
      }
      if (!closed) walk.Request({{"do", "continue"}});
      driver.Frames(2);
    } else if (!state["legal"].empty()) {
      walk.Check(MomentOf(state));
      if (!menu_seen) {
        CheckTheMenu(walk, MomentOf(state));
        menu_seen = true;
        continue;
      }
      const nlohmann::json& legal = state["legal"];
      walk.Request({{"do", "move"},
                    {"arg", legal[rng.Below(legal.size())]},
                    {"at", state["history_length"]}},
                   2);
    } else {
      driver.Frames(1);  // a bot, a draw, or the last move settling
    }
  }
  ADD_FAILURE() << "the game did not end";
}

// TINSEL_LAYOUT_SIZE=phone and TINSEL_LAYOUT_GAME=santa-timea narrow the walk while a layout
// is being worked on.
bool Chosen(const char* variable, const std::string& what) {
  const char* only = std::getenv(variable);
  return only == nullptr || what == only;
}

// After a game: its replay (the start, moves on, the end, every hand shown) and back to the
// game-over screen it was opened from.
void CheckTheReplay(LayoutWalker& walk, const std::string& game_id) {
  testing::AppDriver& driver = walk.driver();
  ASSERT_TRUE(driver.Click("over:replay"));
  driver.Frames(3);
  walk.Check(game_id + ": replay, the start");
  for (int i = 0; i < 8; ++i) {
    walk.Request({{"do", "replay"}, {"arg", "forward"}});
    walk.Check(game_id + ": replay, a move");
  }
  walk.Request({{"do", "replay"}, {"arg", "everything"}});
  walk.Check(game_id + ": replay, everything shown");
  walk.Request({{"do", "replay"}, {"arg", "last"}});
  walk.Check(game_id + ": replay, the end");
  ASSERT_TRUE(driver.Click("replay:close"));
  driver.Frames(3);
  EXPECT_EQ(driver.Screen(), "over") << "a replay opened from the game over returns there";
}

// An unfinished game last played long before the walk's clock, so the saved games also offer
// "Clear old games" (the walk's own games are finished: "Clear finished games").
void SaveAnOldGame(LayoutWalker& walk) {
  SaveLibrary library(walk.storage());
  std::string error;
  auto session = Session::Create(
      {"trim-the-tree", {}, {{"You", false, ""}, {kLongName, true, "easy"}}, 7}, &error);
  ASSERT_NE(session, nullptr) << error;
  session->ResolveChance();
  const std::string long_ago = "2026-01-02T10:00:00Z";
  ASSERT_TRUE(library.Write("20260102-100000-01d0", *session, {long_ago, long_ago}).ok());
}

// The screens around the games: each game's rules, the saved games (after the walk, full of
// them), the import and export dialogs.
void CheckTheOtherScreens(LayoutWalker& walk) {
  testing::AppDriver& driver = walk.driver();
  for (const std::string& game : testing_support::GameIds()) {
    ASSERT_TRUE(walk.Request({{"do", "rules"}, {"arg", game}}));
    walk.Check(game + ": rules");
    walk.Request({{"do", "home"}});
  }
  SaveAnOldGame(walk);
  ASSERT_TRUE(walk.Request({{"do", "saves"}}));
  walk.Check("saved games");
  for (const char* clear : {"saves:clear-finished", "saves:clear-old"}) {
    ASSERT_TRUE(driver.Click(clear)) << clear;
    driver.Frames(3);
    walk.Check(std::string("saved games, ") + clear);
    ASSERT_TRUE(driver.Click("saves:cancel-clear"));
    driver.Frames(3);
  }
  for (const char* dialog : {"saves:export-all", "saves:import"}) {
    ASSERT_TRUE(driver.Click(dialog));
    driver.Frames(3);
    walk.Check(std::string("saved games, ") + dialog);
    driver.PressKey(ImGuiKey_Escape);
    driver.Frames(3);
  }
  const WidgetRect* remove =
      driver.FindIf([](const WidgetRect& rect) { return rect.id.rfind("saves:delete:", 0) == 0; });
  ASSERT_NE(remove, nullptr);
  ASSERT_TRUE(driver.Click(remove->id));
  driver.Frames(3);
  walk.Check("saved games, deleting one");
  ASSERT_TRUE(driver.Click("saves:cancel-delete"));
  walk.Request({{"do", "home"}});
}

struct GameToWalk {
  std::string id;
  int players;
  bool hot_seat;
};

void WalkEverything(LayoutWalker& walk) {
  testing::AppDriver& driver = walk.driver();
  driver.Frames(3);
  walk.Check("home");
  // The tables that show the shipped games at their fullest (and hot seat where a pass screen
  // stands between the seats), then every other registered game at a table of three where it
  // can (the tests' own games, a game not listed here yet).
  std::vector<GameToWalk> games = {{"trim-the-tree", 3, false},
                                   {"ghosts-of-christmas", 4, false},
                                   {"santa-timea", 4, false},
                                   {"santa-timea", 3, true},
                                   {"my-first-christmas-tree", 2, false},
                                   {"my-first-christmas-tree", 2, true}};
  for (const GameEntry& entry : Registry()) {
    const std::string id = entry.game->Id();
    if (std::none_of(games.begin(), games.end(), [&](const GameToWalk& g) { return g.id == id; })) {
      games.push_back({entry.game->Id(), app::testing::TablePlayers(*entry.game), false});
    }
  }
  // TINSEL_LAYOUT_SEED=n walks other games (the test's own are seeds 1-6).
  const char* first_seed = std::getenv("TINSEL_LAYOUT_SEED");
  uint64_t seed = first_seed != nullptr ? std::strtoull(first_seed, nullptr, 10) : 1;
  for (const GameToWalk& game : games) {
    const uint64_t game_seed = seed++;
    if (!Chosen("TINSEL_LAYOUT_GAME", game.id)) continue;
    StartGame(walk, game.id, game.players, game.hot_seat, game_seed);
    PlayToTheEnd(walk, game_seed);
    driver.Frames(120);
    walk.Check(game.id + ": game over");
    CheckTheReplay(walk, game.id);
    walk.Request({{"do", "home"}});
  }
  CheckTheOtherScreens(walk);
}

// The sizes walked: all five, or (tests/CMakeLists.txt, TINSEL_LAYOUT_WALK_SIZES) the ones
// named, e.g. the sanitizer build's phone only, where each walk runs many times slower and
// the layout itself is already checked by the native run.
std::vector<std::string> SizesToWalk() {
  std::vector<std::string> names;
  const std::string wanted = TINSEL_LAYOUT_WALK_SIZES;
  for (const WalkSize& size : WalkSizes()) {
    const std::string listed = "," + wanted + ",";
    if (wanted.empty() || listed.find("," + std::string(size.name) + ",") != std::string::npos) {
      names.push_back(size.name);
    }
  }
  return names;
}

// One size a test, so ctest runs the sizes side by side.
class LayoutCheck : public ::testing::TestWithParam<std::string> {};

TEST_P(LayoutCheck, EveryScreenAtThisSize) {
  const auto size = std::find_if(WalkSizes().begin(), WalkSizes().end(),
                                 [](const WalkSize& s) { return s.name == GetParam(); });
  ASSERT_NE(size, WalkSizes().end());
  if (!Chosen("TINSEL_LAYOUT_SIZE", size->name)) GTEST_SKIP() << "TINSEL_LAYOUT_SIZE names another";
  LayoutWalker walk(*size);
  WalkEverything(walk);
  std::cout << "[ layout    ] " << size->name << ": " << walk.checked() << " frames checked, "
            << walk.problems().size() << " problems\n";
  for (const std::string& problem : walk.problems()) std::cout << "  " << problem << "\n";
  EXPECT_TRUE(walk.problems().empty())
      << walk.problems().size() << " layout problems (listed above)";
}

// Every screen and every kind of moment of every game, as the English walk above, in the
// pseudo-locale (tinsel/translate.h): every message 40% longer and accented, as the longest
// translations are (German's, Polish's), at the four sizes the languages are checked at. A
// label, info line or word on a piece that only fits in English is found here.
class LayoutCheckLonger : public ::testing::TestWithParam<std::string> {
 protected:
  void TearDown() override { UseCatalog(nullptr); }
};

TEST_P(LayoutCheckLonger, EveryScreenWithTextFortyPercentLonger) {
  const auto size = std::find_if(WalkSizes().begin(), WalkSizes().end(),
                                 [](const WalkSize& s) { return s.name == GetParam(); });
  ASSERT_NE(size, WalkSizes().end());
  if (!Chosen("TINSEL_LAYOUT_SIZE", size->name)) GTEST_SKIP() << "TINSEL_LAYOUT_SIZE names another";
  LayoutWalker walk(*size);
  walk.driver().app().ChooseLanguage("en-XA", /*remember=*/false);
  ASSERT_EQ(walk.driver().app().language(), "en-XA");
  WalkEverything(walk);
  std::cout << "[ layout    ] " << size->name << " (pseudo-locale): " << walk.checked()
            << " frames checked, " << walk.problems().size() << " problems\n";
  for (const std::string& problem : walk.problems()) std::cout << "  " << problem << "\n";
  EXPECT_TRUE(walk.problems().empty())
      << walk.problems().size() << " layout problems (listed above)";
}

// Not in the sanitizer build (kLightTests): the English walk there goes the same ways through
// the code, and the longer text's layout is the native run's to check.
std::vector<std::string> LongerSizesToWalk() {
  std::vector<std::string> names;
  if (testing_support::kLightTests) return names;
  for (const std::string& name : SizesToWalk()) {
    if (name != "phone-landscape") names.push_back(name);
  }
  return names;
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(LayoutCheckLonger);
INSTANTIATE_TEST_SUITE_P(Sizes, LayoutCheckLonger, ::testing::ValuesIn(LongerSizesToWalk()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return "size_" + name;
                         });

INSTANTIATE_TEST_SUITE_P(Sizes, LayoutCheck, ::testing::ValuesIn(SizesToWalk()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return "size_" + name;
                         });

}  // namespace
}  // namespace tinsel::app
