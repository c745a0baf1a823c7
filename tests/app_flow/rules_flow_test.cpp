// A game's rules page through the whole app, headless (tests/app_flow/app_driver.h): the page
// is the game's data (tinsel/rules_page.h), asked of the platform when the rules are first
// opened; meanwhile, and when it cannot come (offline before it was kept), the screen and the
// screen-reader table say so in words, and the next opening asks again.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../app/memory_storage.h"
#include "../game_files.h"
#include "app_driver.h"

namespace tinsel::app {
namespace {

using nlohmann::json;
using testing::AppDriver;
using testing::MemoryStorage;

// The rules of `game_id` opened, and closed, as the screen-reader table's buttons do.
void OpenRules(AppDriver& driver, const std::string& game_id) {
  ASSERT_TRUE(driver.app().RequestFromMirror(json{{"do", "rules"}, {"arg", game_id}}.dump()).ok());
}
void CloseRules(AppDriver& driver) {
  ASSERT_TRUE(driver.app().RequestFromMirror(json{{"do", "back"}}.dump()).ok());
}

// The mirror's section `title` on the rules screen ([] when there is none).
json Section(const json& mirror, const std::string& title) {
  for (const json& section : mirror["sections"]) {
    if (section["title"] == title) return section["lines"];
  }
  return json::array();
}

TEST(AppRules, ThePageIsAskedForWhenFirstOpenedAndSaysSoUntilItComes) {
  MemoryStorage storage;
  AppDriver driver(storage);
  std::vector<std::string> asked;
  driver.app().SetGameFileLoader([&](const std::string& kind, const std::string& game_id) {
    asked.push_back(kind + ":" + game_id);
  });
  driver.Frames(2);
  OpenRules(driver, "santa-timea");
  driver.Frames(3);
  ASSERT_EQ(driver.Screen(), "rules");
  EXPECT_EQ(asked, std::vector<std::string>{"rules:santa-timea"});
  EXPECT_EQ(Section(driver.app().Mirror(), "Rules"), json::array({"Opening the rules..."}));

  // Offline before it was kept: said in words; opened again, it is asked for again.
  driver.app().ReceiveGameFile("rules", "santa-timea", "", "Failed to fetch");
  driver.Frames(2);
  EXPECT_EQ(Section(driver.app().Mirror(), "Rules"), json::array({"Failed to fetch"}));
  CloseRules(driver);
  driver.Frames(2);
  OpenRules(driver, "santa-timea");
  driver.Frames(2);
  EXPECT_EQ(asked.size(), 2u);

  // Another game's page is not this one's.
  driver.app().ReceiveGameFile("rules", "santa-timea",
                               tinsel::testing::GameFileText("rules", "trim-the-tree"), "");
  driver.Frames(2);
  EXPECT_EQ(Section(driver.app().Mirror(), "Rules"),
            json::array({"This rules page is another game's."}));

  // The page comes: both sections, and it is kept (no third request).
  driver.app().ReceiveGameFile("rules", "santa-timea",
                               tinsel::testing::GameFileText("rules", "santa-timea"), "");
  driver.Frames(2);
  const json mirror = driver.app().Mirror();
  EXPECT_EQ(Section(mirror, "Rules").size(),
            tinsel::testing::RulesPageOf("santa-timea").how_to_play.size());
  EXPECT_EQ(Section(mirror, "Our rulings").size(),
            tinsel::testing::RulesPageOf("santa-timea").rulings.size());
  for (int again = 0; again < 2; ++again) {
    CloseRules(driver);
    driver.Frames(2);
    OpenRules(driver, "santa-timea");
    driver.Frames(2);
  }
  EXPECT_EQ(asked.size(), 2u) << "a page kept is never asked for again";
  EXPECT_EQ(Section(driver.app().Mirror(), "Rules").size(),
            tinsel::testing::RulesPageOf("santa-timea").how_to_play.size());
}

}  // namespace
}  // namespace tinsel::app
