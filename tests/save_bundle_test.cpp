// Export and import (tinsel/save_bundle.h): every game round-trips through its own file and
// through a bundle of every game; a damaged, tampered or foreign file is refused whole, with a
// sentence naming the game that broke.
#include "tinsel/save_bundle.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "test_support.h"
#include "tinsel/json_spans.h"
#include "tinsel/replay_link.h"
#include "tinsel/rng.h"

namespace tinsel {
namespace {

using testing_support::Configs;
using testing_support::GameIds;
using testing_support::TestNameOf;

const SaveTimes kTimes = {"2026-12-24T18:00:00Z", "2026-12-24T19:30:00Z"};

// A game of every configuration of `game_id` (seat 0 human, the others bots), played at random
// for `moves` decisions or to the end.
std::vector<std::unique_ptr<Session>> GamesOf(const std::string& game_id, int moves) {
  std::vector<std::unique_ptr<Session>> games;
  const GameEntry* entry = FindGame(game_id);
  uint64_t seed = 11;
  for (const GameConfig& config : Configs(*entry->game)) {
    std::vector<Seat> seats;
    for (int p = 0; p < config.players; ++p) {
      seats.push_back({"Player " + std::to_string(p + 1), p > 0, p > 0 ? "random" : ""});
    }
    std::string error;
    auto session = Session::Create({game_id, config.options, seats, ++seed}, &error);
    EXPECT_NE(session, nullptr) << error;
    if (!session) continue;
    Rng rng(seed);
    session->ResolveChance();
    for (int m = 0; m < moves && !session->state().IsTerminal(); ++m) {
      const std::vector<Action> legal = session->state().LegalActions();
      EXPECT_TRUE(session->Apply(legal[rng.Below(legal.size())]).ok());
      session->ResolveChance();
    }
    games.push_back(std::move(session));
  }
  return games;
}

void ExpectSameGame(const Session& a, const Session& b) {
  EXPECT_EQ(a.setup().game_id, b.setup().game_id);
  EXPECT_EQ(a.setup().seed, b.setup().seed);
  ASSERT_EQ(a.history().size(), b.history().size());
  for (size_t i = 0; i < a.history().size(); ++i) {
    EXPECT_EQ(a.history()[i].text, b.history()[i].text) << "step " << i;
  }
  EXPECT_EQ(a.state().ToString(), b.state().ToString());
}

class SaveBundleTest : public testing::TestWithParam<std::string> {};

TEST_P(SaveBundleTest, EachGameRoundTripsThroughItsOwnFile) {
  for (const int moves : {5, 1 << 30}) {
    for (const auto& game : GamesOf(GetParam(), moves)) {
      std::string error;
      const std::vector<SavedGame> imported = ReadImport(WriteSave(*game, kTimes), &error);
      ASSERT_EQ(imported.size(), 1u) << error;
      ExpectSameGame(*game, *imported[0].session);
      EXPECT_EQ(imported[0].times.created, kTimes.created);
      EXPECT_EQ(imported[0].times.updated, kTimes.updated);
    }
  }
}

TEST_P(SaveBundleTest, EveryGameRoundTripsThroughABundle) {
  std::vector<std::unique_ptr<Session>> games = GamesOf(GetParam(), 1 << 30);
  for (auto& game : GamesOf(GetParam(), 7)) games.push_back(std::move(game));
  std::vector<const Session*> sessions;
  std::vector<SaveTimes> times;
  for (const auto& game : games) {
    sessions.push_back(game.get());
    times.push_back(
        {kTimes.created, "2026-12-2" + std::to_string(times.size() % 10) + "T10:00:00Z"});
  }
  std::string error;
  const std::vector<SavedGame> imported = ReadImport(WriteSaveBundle(sessions, times), &error);
  ASSERT_EQ(imported.size(), games.size()) << error;
  for (size_t i = 0; i < games.size(); ++i) {
    ExpectSameGame(*games[i], *imported[i].session);
    EXPECT_EQ(imported[i].times.updated, times[i].updated);
  }
}

TEST_P(SaveBundleTest, AReplayLinkImportsAsAGameWithoutTimes) {
  const auto games = GamesOf(GetParam(), 1 << 30);
  const std::string link =
      "  https://example.org/tinsel/#replay=" + ReplayLinkPayload(*games[0]) + "\n";
  std::string error;
  const std::vector<SavedGame> imported = ReadImport(link, &error);
  ASSERT_EQ(imported.size(), 1u) << error;
  ExpectSameGame(*games[0], *imported[0].session);
  EXPECT_TRUE(imported[0].times.created.empty());
}

INSTANTIATE_TEST_SUITE_P(AllGames, SaveBundleTest, testing::ValuesIn(GameIds()), TestNameOf);

// Two finished games of different games in one bundle.
std::string TwoGameBundle() {
  auto trim = GamesOf("trim-the-tree", 1 << 30);
  auto santa = GamesOf("santa-timea", 1 << 30);
  return WriteSaveBundle({trim[0].get(), santa[0].get()}, {kTimes, kTimes});
}

void ExpectRefused(const std::string& text, const std::string& words) {
  std::string error;
  EXPECT_TRUE(ReadImport(text, &error).empty());
  EXPECT_NE(error.find(words), std::string::npos) << "error: " << error;
}

TEST(SaveBundle, ATamperedGameRefusesTheWholeBundleNamingIt) {
  nlohmann::json bundle = nlohmann::json::parse(TwoGameBundle());
  // Santa's fifth step becomes a move the seed never drew or the rules never allowed.
  nlohmann::json& history = bundle["saves"][1]["history"];
  history[4] = history[4].get<std::string>() == history[5].get<std::string>() ? "pass" : history[5];
  ExpectRefused(bundle.dump(), "Game 2 of 2 (Santa Timea): ");
  ExpectRefused(bundle.dump(), "Nothing was imported.");
}

TEST(SaveBundle, DamageAnywhereIsRefusedWithASentence) {
  const std::string bundle = TwoGameBundle();
  ExpectRefused(bundle.substr(0, bundle.size() / 2), "not valid JSON");
  ExpectRefused("", "nothing to import");
  ExpectRefused("   \n", "nothing to import");
  ExpectRefused("{\"format\":\"tinsel-saves\",\"version\":2,\"saves\":[]}",
                "newer version of Tinsel");
  ExpectRefused("{\"format\":\"tinsel-saves\",\"version\":0,\"saves\":[]}", "unknown version");
  ExpectRefused("{\"format\":\"tinsel-saves\",\"version\":1}", "no list of games");
  ExpectRefused("{\"format\":\"tinsel-saves\",\"version\":1,\"saves\":[3]}",
                "Game 1 of 1 (not a save)");
  ExpectRefused("{\"format\":\"tinsel-saves\",\"version\":1,\"saves\":[{\"game\":\"chess\"}]}",
                "Game 1 of 1 (an unknown game)");
  ExpectRefused(std::string(100, '[') + std::string(100, ']'), "nested too deeply");
  ExpectRefused("[1, 2]", "not a Tinsel save or a file of saved games");
  ExpectRefused("{" + std::string(100, '[') + std::string(100, ']') + "}", "nested too deeply");
  ExpectRefused("{\"a\":\"\xff\"}", "not valid UTF-8");
  ExpectRefused("hello", "");
  ExpectRefused(std::string(kMaxImportBytes + 1, ' '), "too big");
  nlohmann::json many = {
      {"format", "tinsel-saves"}, {"version", 1}, {"saves", nlohmann::json::array()}};
  for (size_t i = 0; i <= kMaxBundleSaves; ++i) many["saves"].push_back(nlohmann::json::object());
  ExpectRefused(many.dump(), "at most 1000");
}

TEST(SaveBundle, AnEmptyBundleImportsNothingWithoutError) {
  std::string error;
  EXPECT_TRUE(ReadImport(WriteSaveBundle({}, {}), &error).empty());
  EXPECT_TRUE(error.empty()) << error;
}

TEST(SaveBundle, FileNamesSayTheGameAndTheDay) {
  auto trim = GamesOf("trim-the-tree", 3);
  EXPECT_EQ(ExportFileName(*trim[0], kTimes), "trim-the-tree-2026-12-24.tinsel.json");
  EXPECT_EQ(ExportFileName(*trim[0], {}), "trim-the-tree.tinsel.json");
  EXPECT_EQ(ExportAllFileName("2026-12-25T08:00:00Z"), "tinsel-games-2026-12-25.tinsel.json");
  EXPECT_EQ(ExportAllFileName("garbage"), "tinsel-games.tinsel.json");
}

// A save only a newer Tinsel can open (a later save format), as such a Tinsel might write it:
// with spacing and a field this Tinsel does not know.
const std::string kNewerSave =
    "{\"format\": \"tinsel-save\", \"version\": 9, \"game\": \"trim-the-tree\",\n"
    " \"future\": [1, 2, {\"x\": \"]}\"}], \"players\": [{\"name\": \"Ann\"}]}";

TEST(SaveBundle, SavesForANewerTinselTravelByteForByte) {
  auto trim = GamesOf("trim-the-tree", 1 << 30);
  const std::string bundle = WriteSaveBundleTexts({WriteSave(*trim[0], kTimes)}, {kNewerSave});
  std::string error;
  std::vector<SavedGame> games = ReadImport(bundle, &error);
  ASSERT_EQ(games.size(), 2u) << error;
  EXPECT_FALSE(games[0].IsNewer());
  ASSERT_TRUE(games[1].IsNewer());
  EXPECT_EQ(games[1].newer_text, kNewerSave);
  EXPECT_NE(games[1].newer_reason.find("newer Tinsel"), std::string::npos);
  // Alone, too; and inside "saves" (as a newer Tinsel might put it), the exact bytes.
  games = ReadImport(kNewerSave, &error);
  ASSERT_EQ(games.size(), 1u) << error;
  EXPECT_EQ(games[0].newer_text, kNewerSave);
  games = ReadImport(WriteSaveBundleTexts({kNewerSave}, {}), &error);
  ASSERT_EQ(games.size(), 1u) << error;
  EXPECT_EQ(games[0].newer_text, kNewerSave);
  // Something listed as a newer save that is not one refuses the file.
  EXPECT_TRUE(ReadImport(WriteSaveBundleTexts({}, {"{\"format\":\"other\"}"}), &error).empty());
  EXPECT_NE(error.find("is not one"), std::string::npos) << error;
}

TEST(SaveBundle, TheReaderGoesAGameAStepWithItsProgress) {
  std::vector<std::string> saves;
  for (const auto& game : GamesOf("santa-timea", 40)) saves.push_back(WriteSave(*game, kTimes));
  ASSERT_GE(saves.size(), 3u);
  ImportReader reader(WriteSaveBundleTexts(saves, {}));
  EXPECT_EQ(reader.total(), 0);  // not split yet
  // A few steps check the file (size, UTF-8, nesting) and split it.
  int checks = 0;
  while (reader.total() == 0 && reader.Step()) ++checks;
  EXPECT_LE(checks, 4);
  EXPECT_EQ(reader.total(), static_cast<int>(saves.size()));
  EXPECT_EQ(reader.read(), 0);
  int steps = 0;
  while (reader.Step()) {
    ++steps;
    EXPECT_EQ(reader.read(), steps);
  }
  EXPECT_TRUE(reader.done());
  EXPECT_EQ(steps, static_cast<int>(saves.size()));
  EXPECT_EQ(reader.TakeGames().size(), saves.size());
}

TEST(SaveBundle, AnyTextFromNothingToTwentyMegabytesGetsAnAnswerNotACrash) {
  // The sizes the page's way in may hand over (web/page/files.mjs refuses more than 16 MB itself).
  for (const size_t size : {size_t{0}, size_t{1}, size_t{1} << 10, size_t{1} << 20, kMaxImportBytes,
                            kMaxImportBytes + 1, size_t{20} << 20}) {
    for (const char fill : {' ', '{', '[', 'x', '"'}) {
      std::string error;
      EXPECT_TRUE(ReadImport(std::string(size, fill), &error).empty()) << size << fill;
      EXPECT_FALSE(error.empty()) << size << fill;
      EXPECT_LT(error.size(), 300u) << size << fill;
    }
  }
}

TEST(SaveBundle, JsonSpansSplitWithoutParsing) {
  const std::string text = R"( {"a": [1, "]", {"b": "}"}], "c" : "x\"y", "d":true } )";
  const auto members = JsonObjectMembers(text);
  ASSERT_TRUE(members.has_value());
  ASSERT_EQ(members->size(), 3u);
  EXPECT_EQ((*members)[0].first, "a");
  EXPECT_EQ((*members)[0].second.In(text), R"([1, "]", {"b": "}"}])");
  EXPECT_EQ((*members)[1].second.In(text), R"("x\"y")");
  EXPECT_EQ((*members)[2].second.In(text), "true");
  const auto elements = JsonArrayElements((*members)[0].second.In(text));
  ASSERT_TRUE(elements.has_value());
  ASSERT_EQ(elements->size(), 3u);
  EXPECT_EQ((*elements)[1].In((*members)[0].second.In(text)), R"("]")");
  for (const char* broken : {R"({)", R"({"a" 1})", R"({"a":1,})", R"({"a":[1})", R"({"a":1} x)",
                             R"({"a":"1})", R"({1:2})", R"({"a":[1]]})"}) {
    EXPECT_FALSE(JsonObjectMembers(broken).has_value()) << broken;
  }
  for (const char* broken : {"[1 2]", "[,]", "[1,]", "[", "[1]]", "[{]}"}) {
    EXPECT_FALSE(JsonArrayElements(broken).has_value()) << broken;
  }
  EXPECT_TRUE(JsonArrayElements("[]").has_value());
  EXPECT_TRUE(JsonObjectMembers("{}").has_value());
}

}  // namespace
}  // namespace tinsel
