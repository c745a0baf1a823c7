// Seat names from the setup screen (imgui_app/model/play/seat_names.h): a name that shows nothing,
// or "You" among several people at one device, becomes "Player N".
#include "model/play/seat_names.h"

#include <gtest/gtest.h>

#include "tinsel/translate.h"
#include "tinsel/utf8.h"

namespace tinsel::app {
namespace {

TEST(SeatNames, ANameThatShowsNothingBecomesPlayerN) {
  EXPECT_EQ(SeatName("", 0, false), "Player 1");
  EXPECT_EQ(SeatName("   ", 2, false), "Player 3");
  // Zero-width space, zero-width joiner, word joiner, byte order mark, no-break space,
  // ideographic space, a variation selector, a right-to-left mark, a soft hyphen.
  for (const char* invisible : {"\u200B", "\u200D\u200D", "\u2060", "\uFEFF", "\u00A0", "\u3000",
                                "\uFE0F", "\u200F", "\u00AD", "\u200B \u200C\u2063"}) {
    EXPECT_FALSE(HasVisibleCharacter(invisible)) << invisible;
    EXPECT_EQ(SeatName(invisible, 1, false), "Player 2") << invisible;
  }
  for (const char* visible : {"Ann", "\u200BAnn", "Zoë", "小明", "🎄", "A\u200D"}) {
    EXPECT_TRUE(HasVisibleCharacter(visible)) << visible;
    EXPECT_EQ(SeatName(visible, 0, false), visible);
  }
}

TEST(SeatNames, YouIsOnlyForTheOnePersonAtTheDevice) {
  EXPECT_EQ(SeatName("You", 0, /*several_humans=*/false), "You");
  EXPECT_EQ(SeatName("You", 0, /*several_humans=*/true), "Player 1");
  EXPECT_EQ(SeatName("you", 3, true), "Player 4");
  EXPECT_EQ(SeatName("Young", 0, true), "Young");
  EXPECT_TRUE(IsYou("YOU"));
  EXPECT_FALSE(IsYou("Yo"));
}

// The names Tinsel gives are shown in the player's language; saves keep them in English, and
// a name someone typed is shown as typed.
TEST(SeatNames, TheNamesTinselGivesAreShownInTheChosenLanguage) {
  EXPECT_EQ(NameAsShown("You"), "You");
  EXPECT_EQ(NameAsShown("Player 3"), "Player 3");
  UseCatalog(std::make_shared<const MessageCatalog>(PseudoCatalog()));
  EXPECT_NE(NameAsShown("You"), "You");
  const std::string player = NameAsShown("Player 3");
  EXPECT_NE(player, "Player 3");
  EXPECT_NE(player.find('3'), std::string::npos) << player;
  const std::string guest = NameAsShown("Guest 12");
  EXPECT_NE(guest, "Guest 12");
  EXPECT_NE(guest.find("12"), std::string::npos) << guest;
  for (const char* typed : {"Ann", "Player", "Player x", "Players 3", "Player 3b", "player 3",
                            "Guest  2", "Player 123456", "you"}) {
    EXPECT_EQ(NameAsShown(typed), typed) << typed;
  }
  // Setup's fields show them so; the game keeps them in English.
  EXPECT_EQ(NameFromShown(NameAsShown("You"), 5), "You");
  EXPECT_EQ(NameFromShown(NameAsShown("Player 3"), 5), "Player 3");
  EXPECT_EQ(NameFromShown("Ann", 5), "Ann");
  EXPECT_EQ(NameFromShown(NameAsShown("Player 6"), 5), NameAsShown("Player 6")) << "no such seat";
  UseCatalog(nullptr);
}

}  // namespace
}  // namespace tinsel::app
