// A game's rules page in the mirror: the rules and our rulings, a paragraph a line.
#include "model/mirror/mirror_parts.h"
#include "model/mirror/screen_mirrors.h"
#include "tinsel/registry.h"
#include "tinsel/translate.h"

namespace tinsel::app::mirror {

using nlohmann::json;

json RulesMirror(const MirrorFacts& facts) {
  const GameEntry* entry = FindGame(facts.screen_game);
  const std::string name = GameName(facts.screen_game);
  json out =
      Screen("rules", "rules:" + facts.screen_game, TrFormat("Rules of {game}", {{"game", name}}),
             TrFormat("The rules of {game} and our rulings.", {{"game", name}}));
  if (entry != nullptr && facts.rules != nullptr) {
    // A paragraph is one line of the mirror, its lines (a list) joined by spaces.
    auto paragraphs = [](const std::vector<RulesParagraph>& page) {
      json lines = json::array();
      for (const RulesParagraph& paragraph : page)
        lines.push_back(TranslatedParagraph(paragraph, " "));
      return lines;
    };
    out["sections"].push_back(Section(Tr("Rules"), paragraphs(facts.rules->how_to_play)));
    out["sections"].push_back(Section(Tr("Our rulings"), paragraphs(facts.rules->rulings)));
  } else if (entry != nullptr) {
    out["sections"].push_back(
        Section(Tr("Rules"),
                json::array({facts.rules_problem.empty() ? std::string(Tr("Opening the rules..."))
                                                         : facts.rules_problem})));
  }
  out["actions"].push_back(Button("back", Tr("Back")));
  return out;
}

}  // namespace tinsel::app::mirror
