// The setup screen in the mirror: the seats and options chosen, and Start.
#include "model/mirror/mirror_parts.h"
#include "model/mirror/screen_mirrors.h"
#include "model/play/seat_names.h"
#include "tinsel/registry.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"

namespace tinsel::app::mirror {

using nlohmann::json;

json SetupMirror(const MirrorFacts& facts) {
  const std::string name = GameName(facts.screen_game);
  json out =
      Screen("setup", "setup:" + facts.screen_game, TrFormat("Set up {game}", {{"game", name}}),
             Tr("Start plays with the seats below. To change seats, names, bots or options, "
                "use the game table with a mouse, touch or the keyboard."));
  const GameEntry* entry = FindGame(facts.screen_game);
  if (entry == nullptr || !facts.setup_choices) {
    out["actions"].push_back(Button("back", Tr("Back")));
    return out;
  }
  json seats = json::array();
  const std::vector<Seat>& chosen = facts.setup_choices->seats;
  for (size_t i = 0; i < chosen.size(); ++i) {
    const std::string player =
        chosen[i].bot ? BotLabel(facts.screen_game, chosen[i].level) : std::string(Tr("human"));
    const std::string line =
        // TRANSLATORS: a seat at setup: its number, the name, and "human" or "bot, Easy".
        TrFormat("Seat {number}: {name}, {player}.", {{"number", std::to_string(i + 1)},
                                                      {"name", NameAsShown(chosen[i].name)},
                                                      {"player", player}});
    seats.push_back(line);
  }
  out["sections"].push_back(Section(Tr("Seats"), seats));
  json options = json::array();
  const int players = static_cast<int>(chosen.size());
  for (const OptionSpec& spec : entry->game->OptionSpecs()) {
    if (players < spec.min_players || players > spec.max_players || spec.values.empty()) continue;
    auto it = facts.setup_choices->options.find(spec.name);
    const std::string& value =
        it == facts.setup_choices->options.end() ? spec.values.front() : it->second;
    if (spec.help.empty()) {
      // TRANSLATORS: a game option at setup and the value chosen.
      options.push_back(TrFormat("{option}: {value}", {{"option", spec.label}, {"value", value}}));
    } else {
      // TRANSLATORS: a game option at setup, the value chosen, and what the option is for.
      options.push_back(TrFormat("{option}: {value}. {help}",
                                 {{"option", spec.label}, {"value", value}, {"help", spec.help}}));
    }
  }
  if (!options.empty()) out["sections"].push_back(Section(Tr("Options"), options));
  out["actions"].push_back(
      Button("start", TrFormat("Start {game} with these seats", {{"game", name}})));
  out["actions"].push_back(
      Button("rules", TrFormat("Rules of {game}", {{"game", name}}), facts.screen_game));
  out["actions"].push_back(Button("back", Tr("Back to the games")));
  return out;
}

}  // namespace tinsel::app::mirror
