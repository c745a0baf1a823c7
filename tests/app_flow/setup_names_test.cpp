// The setup screen takes a name as long as the rules allow (kMaxNameLength characters, in any
// script) and no longer: what is typed past it is dropped, never a byte of a letter.
#include <gtest/gtest.h>

#include "../app/memory_storage.h"
#include "app_driver.h"
#include "model/play/seat_names.h"
#include "tinsel/session.h"
#include "tinsel/translate.h"
#include "tinsel/utf8.h"
#include "ui/drawn_text.h"

namespace tinsel::app {
namespace {

using testing::AppDriver;
using testing::MemoryStorage;

// Types `typed` as seat 1's name in a two-player game of My First Christmas Tree, starts it, and
// returns the name the game was started with.
std::string NameAfterTyping(const std::string& typed) {
  MemoryStorage storage;
  AppDriver driver(storage);
  driver.Frames(3);
  EXPECT_TRUE(
      driver.app().RequestFromMirror(R"({"do":"play","arg":"my-first-christmas-tree"})").ok());
  driver.Frames(3);
  EXPECT_TRUE(driver.Click("setup:seat:1:human"));
  EXPECT_TRUE(driver.TypeInto("setup:seat:1:name", typed));
  EXPECT_TRUE(driver.app().RequestFromMirror(R"({"do":"start"})").ok());
  driver.Frames(6);
  const nlohmann::json state = driver.State();
  EXPECT_EQ(state["screen"], "pass") << state.dump();
  return state["players"][1]["name"];
}

TEST(SetupNames, AFortyCharacterNameIsKeptWhole) {
  const std::string forty(kMaxNameLength, 'w');
  EXPECT_EQ(NameAfterTyping(forty), forty);
}

TEST(SetupNames, WhatIsTypedPastTheLongestNameIsDropped) {
  EXPECT_EQ(NameAfterTyping(std::string(kMaxNameLength + 5, 'w')),
            std::string(kMaxNameLength, 'w'));
}

TEST(SetupNames, LettersOfOtherScriptsCountAsOneEach) {
  // 45 Cyrillic letters of two bytes each, and 45 of a script of three bytes (Devanagari).
  std::string cyrillic, devanagari;
  for (int i = 0; i < 45; ++i) {
    cyrillic += "Ж";
    devanagari += "क";
  }
  for (const std::string& typed : {cyrillic, devanagari}) {
    const std::string name = NameAfterTyping(typed);
    EXPECT_TRUE(IsValidUtf8(name));
    EXPECT_EQ(CountCharacters(name), kMaxNameLength);
    EXPECT_EQ(name, typed.substr(0, name.size()));
  }
}

}  // namespace
}  // namespace tinsel::app

namespace tinsel::app {
namespace {

// The names Tinsel gives are shown in the player's language on the table and in its sentences
// (the seat's name tag, the turn line, the screen-reader table), while the game keeps them in
// English: the same "You" in the state, so the save is the same in every language.
TEST(SetupNames, TheNamesTinselGivesAreShownInTheChosenLanguageAndSavedInEnglish) {
  testing::MemoryStorage storage;
  testing::AppDriver driver(storage);
  driver.app().ChooseLanguage("en-XA", /*remember=*/false);
  driver.Frames(3);
  ASSERT_TRUE(driver.app().RequestFromMirror(R"({"do":"play","arg":"trim-the-tree"})").ok());
  driver.Frames(3);
  ASSERT_TRUE(driver.Click("setup:players:2"));
  ASSERT_TRUE(driver.Click("setup:seat:1:bot"));
  ASSERT_TRUE(driver.app().RequestFromMirror(R"({"do":"start"})").ok());
  driver.Frames(10);
  const nlohmann::json state = driver.State();
  ASSERT_EQ(state["screen"], "play") << state.dump();
  EXPECT_EQ(state["players"][0]["name"], "You") << "kept in English";
  const std::string you = NameAsShown("You");
  ASSERT_NE(you, "You");
  bool shown = false;
  for (const ui::DrawnText& text : ui::DrawnTexts()) {
    EXPECT_NE(text.text, "You") << "an English name on the table";
    shown |= text.text == you;
  }
  EXPECT_TRUE(shown) << "the translated name on the table";
  UseCatalog(nullptr);
}

}  // namespace
}  // namespace tinsel::app
