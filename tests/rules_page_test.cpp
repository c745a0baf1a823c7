// The rules pages (tinsel/rules_page.h): every game's page reads from its folder, and a damaged
// page is refused in words with nothing half-read.
#include "tinsel/rules_page.h"

#include <gtest/gtest.h>

#include <string>

#include "game_files.h"
#include "tinsel/registry.h"

namespace tinsel {
namespace {

TEST(RulesPage, EveryGamesPageReadsWithItsListsKeptLineByLine) {
  for (const GameEntry& entry : Registry()) {
    const std::string id = entry.game->Id();
    RulesPage page;
    const Status read = ParseRulesPage(tinsel::testing::GameFileText("rules", id), &page);
    ASSERT_TRUE(read.ok()) << id << ": " << read.message();
    EXPECT_EQ(page.game_id, id);
    EXPECT_FALSE(page.how_to_play.empty()) << id;
    EXPECT_FALSE(page.rulings.empty()) << id;
  }
  // My First Christmas Tree's turn is a list: its lines stay lines, one under the other.
  const std::string text = tinsel::testing::HowToPlayText("my-first-christmas-tree");
  EXPECT_NE(text.find("Your turn:\n1. Collect"), std::string::npos) << text;
}

TEST(RulesPage, ParagraphsAreSeparatedByBlankLines) {
  RulesPage page;
  ASSERT_TRUE(ParseRulesPage(R"({"format": "tinsel-rules-page", "game": "g",
                                 "how_to_play": ["One.", ["Two:", "a", "b"]],
                                 "rulings": ["Three."]})",
                             &page)
                  .ok());
  EXPECT_EQ(TranslatedParagraphs(page.how_to_play), "One.\n\nTwo:\na\nb");
  EXPECT_EQ(TranslatedParagraphs(page.rulings), "Three.");
}

TEST(RulesPage, ADamagedPageIsRefusedInWordsAndChangesNothing) {
  RulesPage page;
  page.game_id = "kept";
  const std::string valid_rest = R"("how_to_play": ["A."], "rulings": ["B."])";
  for (const std::string& text :
       {std::string("not json"), std::string("[1, 2]"), std::string(R"({"game": "g"})"),
        R"({"format": "tinsel-save", "game": "g", )" + valid_rest + "}",
        R"({"format": "tinsel-rules-page", )" + valid_rest + "}",
        std::string(R"({"format": "tinsel-rules-page", "game": "g", "how_to_play": [],
                        "rulings": ["B."]})"),
        std::string(R"({"format": "tinsel-rules-page", "game": "g", "how_to_play": [3],
                        "rulings": ["B."]})"),
        std::string(R"({"format": "tinsel-rules-page", "game": "g", "how_to_play": [["a", 1]],
                        "rulings": ["B."]})"),
        std::string(R"({"format": "tinsel-rules-page", "game": "g", "how_to_play": [""],
                        "rulings": ["B."]})"),
        std::string(R"({"format": "tinsel-rules-page", "game": "g", "how_to_play": ["A."]})"),
        R"({"format": "tinsel-rules-page", "game": "g", "how_to_play": [")" +
            std::string(kMaxRulesPageBytes, 'x') + R"("], "rulings": ["B."]})"}) {
    const Status read = ParseRulesPage(text, &page);
    EXPECT_FALSE(read.ok()) << text.substr(0, 120);
    EXPECT_FALSE(read.message().empty());
    EXPECT_EQ(page.game_id, "kept") << "nothing half-read";
  }
}

}  // namespace
}  // namespace tinsel
