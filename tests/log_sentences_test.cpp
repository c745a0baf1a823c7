// Tests of the move log's grammar (NameSeats, LogSentence and PredicateForYou in
// core/src/game.cpp, and every game's DescribeAction): a seat named "You" reads as the person
// at the device ("You take ...", "Dealt a card to you."), any other name in the third person
// ("Holly takes ..."), and no markup ever reaches a player.
#include <gtest/gtest.h>

#include <cctype>
#include <string>
#include <vector>

#include "test_support.h"
#include "tinsel/game.h"
#include "tinsel/registry.h"
#include "tinsel/rng.h"
#include "tinsel/words.h"

namespace tinsel {
namespace {

TEST(NameSeats, ChoosesTheFormThatAgreesWithTheLatestSeat) {
  const std::vector<std::string> you = {"You", "Holly"};
  EXPECT_EQ(NameSeats("{p0} {takes|take} {their|your} box.", you), "You take your box.");
  EXPECT_EQ(NameSeats("{p1} {takes|take} {their|your} box.", you), "Holly takes their box.");
  // Each alternative agrees with the seat named last before it.
  EXPECT_EQ(NameSeats("{p1} {is|are} first. {p0} {is|are} next.", you),
            "Holly is first. You are next.");
  // No seat before it, or no names at all: the third person.
  EXPECT_EQ(NameSeats("{takes|take} a card.", you), "takes a card.");
  EXPECT_EQ(NameSeats("{p0} {takes|take} a card.", {}), "{p0} takes a card.");
  EXPECT_EQ(NameSeats("{p5} {has|have} it.", you), "{p5} has it.");
  // A name typed in lower case is "You" all the same.
  EXPECT_EQ(NameSeats("{p0} {has|have} voted.", {"you"}), "You have voted.");
}

TEST(NameSeats, YouIsLowerCaseInsideASentenceAndHasYour) {
  const std::vector<std::string> names = {"You", "Holly"};
  EXPECT_EQ(NameSeats("Dealt the 7 of Hearts to {p0}.", names), "Dealt the 7 of Hearts to you.");
  EXPECT_EQ(NameSeats("Dealt a card to {p1}. {p0} {plays|play} first.", names),
            "Dealt a card to Holly. You play first.");
  EXPECT_EQ(NameSeats("{p0}'s turn, then {p0}'s again.", names), "Your turn, then your again.");
  EXPECT_EQ(NameSeats("{p1}'s turn.", names), "Holly's turn.");
  EXPECT_EQ(NameSeats("\"Go!\" {p0} {says|say}.", names), "\"Go!\" You say.");
}

TEST(NameSeats, LeavesMalformedBracesAsTheyAre) {
  const std::vector<std::string> names = {"You", "Holly"};
  EXPECT_EQ(NameSeats("{p", names), "{p");
  EXPECT_EQ(NameSeats("{a|", names), "{a|");
  EXPECT_EQ(NameSeats("{|}", names), "");
  EXPECT_EQ(NameSeats("{p99}", names), "{p99}");
  EXPECT_EQ(NameSeats("{p123456789012345678901234567890}", names),
            "{p123456789012345678901234567890}");
  EXPECT_EQ(NameSeats("{", names), "{");
  EXPECT_EQ(NameSeats("}", names), "}");
  EXPECT_EQ(NameSeats("{}", names), "{}");
  EXPECT_EQ(NameSeats("{p0", names), "{p0");
  EXPECT_EQ(NameSeats("{x{p1}", names), "{xHolly");
  EXPECT_EQ(NameSeats("{a|b", names), "{a|b");
  EXPECT_EQ(NameSeats("{plain}", names), "{plain}");
  EXPECT_EQ(NameSeats("{p1}'", names), "Holly'");
  EXPECT_EQ(NameSeats("{p0}'", names), "You'");
  EXPECT_EQ(NameSeats("", names), "");
}

TEST(LogSentence, PutsTheActorFirstAndClosesTheSentence) {
  const std::vector<std::string> names = {"You", "Holly"};
  EXPECT_EQ(LogSentence("{takes|take} 4 purple doors.", 0, names), "You take 4 purple doors.");
  EXPECT_EQ(LogSentence("{takes|take} 4 purple doors.", 1, names), "Holly takes 4 purple doors.");
  EXPECT_EQ(LogSentence("{places|place} a blue box on space 8", 1, names),
            "Holly places a blue box on space 8.");
  EXPECT_EQ(LogSentence("dealt a card to {p0}", kChancePlayer, names), "Dealt a card to you.");
  EXPECT_EQ(LogSentence("{p0} {is|are} dealt a card.", kChancePlayer, names),
            "You are dealt a card.");
  // Ends already closed: after a quote or a bracket too.
  EXPECT_EQ(LogSentence("{says|say}: \"I vote red.\"", 1, names), "Holly says: \"I vote red.\"");
  EXPECT_EQ(LogSentence("{wins|win} (at last!)", 0, names), "You win (at last!)");
  EXPECT_EQ(LogSentence("{says|say}: \"I vote red.\" (not binding)", 0, names),
            "You say: \"I vote red.\" (not binding).");
  EXPECT_EQ(LogSentence("", kChancePlayer, names), "");
  // A seat the table does not have: the predicate alone, never markup of the actor.
  EXPECT_EQ(LogSentence("{takes|take} a card", 7, names), "Takes a card.");
}

TEST(PredicateForYou, IsWhatFollowsYouOrWould) {
  const std::vector<std::string> names = {"Noel", "Holly"};
  EXPECT_EQ(PredicateForYou("{takes|take} 4 purple doors.", 1, names), "take 4 purple doors.");
  EXPECT_EQ(
      PredicateForYou("{counts|count} red (5): {takes|take} {their|your} own box 5", 0, names),
      "count red (5): take your own box 5.");
  // Other seats keep their names.
  EXPECT_EQ(PredicateForYou("{plays|play}. {p1} {takes|take} the star.", 0, names),
            "play. Holly takes the star.");
  EXPECT_EQ(PredicateForYou("{plays|play}.", 5, names), "play.");
}

// --- Every game's every move, in the log's words, for a table with "You" and for one without.

bool IsWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '\''; }

// Whether `at` starts a sentence of `text`: its start, or after ". ", "! ", "? " (a closing
// quote or bracket may stand between).
bool StartsSentence(const std::string& text, size_t at) {
  size_t end = at;
  while (end > 0 && text[end - 1] == ' ') --end;
  while (end > 0 && (text[end - 1] == '"' || text[end - 1] == ')')) --end;
  return end == 0 || text[end - 1] == '.' || text[end - 1] == '!' || text[end - 1] == '?';
}

// The word after position `at` (after a parenthesis such as "(Red)", which names a seat's
// colour, not what it does).
std::string NextWord(const std::string& text, size_t at) {
  while (at < text.size() && text[at] == ' ') ++at;
  if (at < text.size() && text[at] == '(') {
    const size_t close = text.find(')', at);
    if (close == std::string::npos) return {};
    at = close + 1;
    while (at < text.size() && text[at] == ' ') ++at;
  }
  size_t end = at;
  while (end < text.size() && std::isalpha(static_cast<unsigned char>(text[end]))) ++end;
  return text.substr(at, end - at);
}

bool IsThirdPerson(const std::string& verb) { return verb == "was" || VerbBaseForm(verb) != verb; }

// Where `word` stands in `text` as a whole word.
std::vector<size_t> WordsAt(const std::string& text, const std::string& word) {
  std::vector<size_t> at;
  for (size_t i = text.find(word); i != std::string::npos; i = text.find(word, i + 1)) {
    const bool before = i > 0 && IsWordChar(text[i - 1]);
    const size_t end = i + word.size();
    const bool after = end < text.size() && std::isalnum(static_cast<unsigned char>(text[end]));
    if (!before && !after) at.push_back(i);
  }
  return at;
}

// The sentence of `text` that starts at `at` (up to its full stop).
std::string SentenceFrom(const std::string& text, size_t at) {
  for (size_t end = text.find_first_of(".!?", at); end != std::string::npos;
       end = text.find_first_of(".!?", end + 1)) {
    if (end + 1 >= text.size() || text[end + 1] == ' ') return text.substr(at, end - at);
  }
  return text.substr(at);
}

// The grammar of one log line for `names` (seat 0 "You" or a name); "" when it reads right.
std::string GrammarProblem(const std::string& line, const std::vector<std::string>& names) {
  if (line.find_first_of("{|}") != std::string::npos) return "markup left";
  if (line.find("You's") != std::string::npos || line.find("you's") != std::string::npos) {
    return "\"You's\"";
  }
  for (const size_t at : WordsAt(line, "You")) {
    if (!StartsSentence(line, at)) return "\"You\" inside a sentence";
    const std::string verb = NextWord(line, at + 3);
    if (IsThirdPerson(verb)) return "\"You " + verb + "\"";
    if (!WordsAt(SentenceFrom(line, at), "their").empty()) return "\"their\" for you";
  }
  for (const size_t at : WordsAt(line, "you")) {
    if (StartsSentence(line, at)) return "\"you\" starts a sentence";
  }
  for (const std::string& name : names) {
    if (name == "You") continue;
    for (const size_t at : WordsAt(line, name)) {
      if (!StartsSentence(line, at) || line.compare(at + name.size(), 1, "'") == 0) continue;
      const std::string verb = NextWord(line, at + name.size());
      if (!IsThirdPerson(verb)) return "\"" + name + " " + verb + "\"";
      if (!WordsAt(SentenceFrom(line, at), "your").empty()) return "\"your\" for " + name;
    }
  }
  return {};
}

// Seat 0 is the person at the device ("You"), or a player with a name ("Noel").
std::vector<std::string> NamesFor(int players, const std::string& first) {
  static const char* kOthers[] = {"Holly", "Ivy", "Carol", "Jack", "Robin", "Star"};
  std::vector<std::string> names = {first};
  for (int seat = 1; seat < players; ++seat) names.push_back(kOthers[(seat - 1) % 6]);
  return names;
}

class LogSentencesTest : public ::testing::TestWithParam<std::string> {};

// At every state of a few random games, every move (chance outcomes too), as every viewer
// reads it.
TEST_P(LogSentencesTest, EveryMoveReadsAsEnglishForYouAndForANamedPlayer) {
  const GameEntry* entry = FindGame(GetParam());
  ASSERT_NE(entry, nullptr);
  const Game& game = *entry->game;
  constexpr int kGamesPerConfig = 2;
  constexpr int kMaxSteps = 5000;
  int checked = 0;
  int problems = 0;
  for (const GameConfig& config : testing_support::Configs(game)) {
    const std::vector<std::vector<std::string>> tables = {NamesFor(config.players, "You"),
                                                          NamesFor(config.players, "Noel")};
    for (int g = 0; g < kGamesPerConfig; ++g) {
      Rng rng(1000 * config.players + g);
      std::unique_ptr<State> state = game.NewInitialState(config.players, config.options);
      ASSERT_NE(state, nullptr);
      for (int step = 0; step < kMaxSteps && !state->IsTerminal(); ++step) {
        const int player = state->CurrentPlayer();
        std::vector<Action> moves;
        if (state->IsChanceNode()) {
          for (const auto& [outcome, weight] : state->ChanceOutcomes()) moves.push_back(outcome);
        } else {
          moves = state->LegalActions();
        }
        ASSERT_FALSE(moves.empty()) << game.Id();
        for (const Action action : moves) {
          for (int viewer = kPublicViewer; viewer < config.players; ++viewer) {
            const std::string description = state->DescribeAction(player, action, viewer);
            for (const std::vector<std::string>& names : tables) {
              const std::string line = LogSentence(description, player, names);
              ++checked;
              const std::string problem = GrammarProblem(line, names);
              if (!problem.empty() && ++problems <= 10) {
                ADD_FAILURE() << game.Id() << ": " << problem << " in \"" << line << "\" (from \""
                              << description << "\")";
              }
              if (player < 0) continue;
              const std::string predicate = PredicateForYou(description, player, names);
              const std::string verb = NextWord(predicate, 0);
              if ((IsThirdPerson(verb) || verb == "You" ||
                   predicate.find_first_of("{|}") != std::string::npos) &&
                  ++problems <= 10) {
                ADD_FAILURE() << game.Id() << ": the predicate for you is \"" << predicate
                              << "\" (from \"" << description << "\")";
              }
            }
          }
        }
        const Action next = state->IsChanceNode() ? state->SampleChanceOutcome(rng)
                                                  : moves[rng.Below(moves.size())];
        ASSERT_TRUE(state->ApplyAction(next).ok()) << game.Id();
      }
    }
  }
  EXPECT_EQ(problems, 0) << game.Id() << ": " << problems << " of " << checked << " lines";
  EXPECT_GT(checked, 1000) << game.Id();
}

INSTANTIATE_TEST_SUITE_P(Games, LogSentencesTest, ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

}  // namespace
}  // namespace tinsel
