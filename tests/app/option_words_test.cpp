// Tests of the setup screen's option words (imgui_app/model/words/option_words.*): every option of
// every game is shown by a name and a sentence, never by its machine name.
#include "model/words/option_words.h"

#include <gtest/gtest.h>

#include "tinsel/registry.h"

namespace tinsel::app {
namespace {

TEST(OptionWords, EveryOptionValueOfEveryGameHasANameAndAnExplanation) {
  int values = 0;
  for (const GameEntry& entry : Registry()) {
    for (const OptionSpec& spec : entry.game->OptionSpecs()) {
      for (const std::string& value : spec.values) {
        const OptionValueWords words = WordsForOptionValue(entry.game->Id(), spec.name, value);
        EXPECT_NE(words.name, value) << entry.game->Id() << " " << spec.name;
        EXPECT_FALSE(words.explanation.empty()) << entry.game->Id() << " " << value;
        ++values;
      }
    }
  }
  EXPECT_GE(values, 6);
}

TEST(OptionWords, GhostsBiddingReadsAsWords) {
  const OptionValueWords tiny = WordsForOptionValue("ghosts-of-christmas", "bidding", "tiny-tim");
  EXPECT_EQ(tiny.name, "Tiny Tim");
  EXPECT_NE(tiny.explanation.find("No bids"), std::string::npos);
}

TEST(OptionWords, AnUnknownValueIsStillWords) {
  const OptionValueWords words = WordsForOptionValue("some-game", "speed", "extra-fast");
  EXPECT_EQ(words.name, "Extra fast");
  EXPECT_EQ(words.explanation, "");
}

}  // namespace
}  // namespace tinsel::app
