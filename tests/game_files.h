// A game's data files as the tests read them: from the game's own folder in the source tree
// (its manifest's folder: core/games/<game>/lesson.json, rules.json), as the platforms hand them to
// the app (App::SetGameFileLoader: the desktop builds them in, the page fetches them).
#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include "tinsel/registry.h"
#include "tinsel/rules_page.h"

namespace tinsel::testing {

// The folder of `game_id`'s files, from its manifest ("trim-the-tree" ->
// core/games/trim_the_tree); "" for a game the registry does not know.
inline std::string GameFolder(const std::string& game_id) {
  const GameEntry* entry = FindGame(game_id);
  if (entry == nullptr) return "";
  std::string folder(TINSEL_TEST_DATA_DIR);  // appended, not "+": GCC 12 warns falsely of it
  folder.append("/../../").append(entry->folder);
  return folder;
}

// The text of `game_id`'s file of `kind` ("lessons" or "rules"), or "" when it has none.
inline std::string GameFileText(const std::string& kind, const std::string& game_id) {
  std::string path = GameFolder(game_id);
  path.append(kind == "lessons" ? "/lesson.json" : "/rules.json");
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// `game_id`'s rules page (its rules.json) read; an empty page when it does not read.
inline RulesPage RulesPageOf(const std::string& game_id) {
  RulesPage page;
  static_cast<void>(ParseRulesPage(GameFileText("rules", game_id), &page));
  return page;
}
// Its "how to play" and its rulings as the rules screen shows them in English.
inline std::string HowToPlayText(const std::string& game_id) {
  return TranslatedParagraphs(RulesPageOf(game_id).how_to_play);
}
inline std::string RulingsText(const std::string& game_id) {
  return TranslatedParagraphs(RulesPageOf(game_id).rulings);
}

}  // namespace tinsel::testing
