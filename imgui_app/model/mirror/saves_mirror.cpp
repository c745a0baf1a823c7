// The saved games in the mirror: each with its state, and buttons to open or replay it.
#include "model/mirror/mirror_parts.h"
#include "model/mirror/screen_mirrors.h"
#include "tinsel/translate.h"

namespace tinsel::app::mirror {

using nlohmann::json;

json SavesMirror(const MirrorFacts& facts) {
  json out = Screen("saves", "saves", Tr("Saved games"), Tr("Your saved games, newest first."));
  json lines = json::array();
  if (facts.saves != nullptr) {
    for (const SlotSummary& save : *facts.saves) {
      std::string players;
      for (const std::string& player : save.players) {
        // TRANSLATORS: between the names in a list of players ("Holly, Ivy, Noel").
        if (!players.empty()) players += Tr(", ");
        players += player;
      }
      const std::string what =
          // TRANSLATORS: a saved game: the game's name and its players ("Holly, Ivy, Noel").
          TrFormat("{game} with {players}", {{"game", save.game_name}, {"players", players}});
      if (save.damaged) {
        const std::string line =
            // TRANSLATORS: {save} is a saved game ("Trim the Tree with Holly, Ivy"), {error} why it
            // cannot be opened.
            TrFormat("{save}: damaged ({error}).", {{"save", what}, {"error", save.error}});
        lines.push_back(line);
        continue;
      }
      std::string line, open;
      if (save.over) {
        // TRANSLATORS: {save} is a saved game ("Trim the Tree with Holly, Ivy"), {n} the moves
        // made in it.
        line = TrPlural("{save}: finished, {n} move.", "{save}: finished, {n} moves.", save.moves,
                        {{"save", what}});
        // TRANSLATORS: a button: {save} is a saved game ("Trim the Tree with Holly, Ivy").
        open = TrFormat("See the result of {save}", {{"save", what}});
      } else {
        // TRANSLATORS: {save} is a saved game ("Trim the Tree with Holly, Ivy"), {n} the moves
        // made in it.
        line = TrPlural("{save}: in progress, {n} move.", "{save}: in progress, {n} moves.",
                        save.moves, {{"save", what}});
        // TRANSLATORS: a button: {save} is a saved game ("Trim the Tree with Holly, Ivy").
        open = TrFormat("Continue {save}", {{"save", what}});
      }
      lines.push_back(line);
      out["actions"].push_back(Button("open-save", open, save.slot));
      // TRANSLATORS: a button: {save} is a saved game ("Trim the Tree with Holly, Ivy").
      const std::string replay = TrFormat("Replay {save}", {{"save", what}});
      out["actions"].push_back(Button("open-replay", replay, save.slot));
    }
  }
  if (lines.empty()) lines.push_back(Tr("No saved games yet."));
  if (!facts.notice.empty())
    out["sections"].push_back(Section(Tr("Notice"), json::array({facts.notice})));
  out["sections"].push_back(Section(Tr("Games"), lines));
  out["actions"].push_back(Button("home", Tr("Home")));
  return out;
}

}  // namespace tinsel::app::mirror
