// The home screen in the mirror: Continue for the unfinished game, the games, and a button to
// play, learn or read each.
#include "model/mirror/mirror_parts.h"
#include "model/mirror/screen_mirrors.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"

namespace tinsel::app::mirror {

using nlohmann::json;

json HomeMirror(const MirrorFacts& facts) {
  json out =
      Screen("home", "home", Tr("Tinsel: holiday tabletop games"), Tr("Choose a game to play."));
  if (!facts.continue_slot.empty()) {
    out["actions"].push_back(Button("open-save", facts.continue_label, facts.continue_slot));
  }
  json games = json::array();
  if (facts.catalog != nullptr) {
    for (const CatalogEntry& game : *facts.catalog) {
      const std::string players = PlayerRange(game.min_players, game.max_players);
      if (game.has_view) {
        const std::string line =
            // TRANSLATORS: a game on the home screen: its name, "2-4 players" and its pitch.
            TrFormat("{game}: {players}. {pitch}",
                     {{"game", game.name}, {"players", players}, {"pitch", game.Pitch()}});
        games.push_back(line);
        out["actions"].push_back(
            Button("play", TrFormat("Play {game}", {{"game", game.name}}), game.id));
        out["actions"].push_back(
            Button("learn", TrFormat("Learn to play {game}", {{"game", game.name}}), game.id));
      } else {
        const std::string line =
            // TRANSLATORS: a game on the home screen that cannot be played yet: its name, "2-4
            // players" and its pitch.
            TrFormat("{game}: {players}. {pitch} (Coming soon: rules only.)",
                     {{"game", game.name}, {"players", players}, {"pitch", game.Pitch()}});
        games.push_back(line);
      }
    }
    for (const CatalogEntry& game : *facts.catalog) {
      out["actions"].push_back(
          Button("rules", TrFormat("Rules of {game}", {{"game", game.name}}), game.id));
    }
  }
  out["actions"].push_back(Button("saves", Tr("Saved games")));
  if (!facts.notice.empty())
    out["sections"].push_back(Section(Tr("Notice"), json::array({facts.notice})));
  // TRANSLATORS: a heading: the list of games (on the home screen, or the saved ones).
  out["sections"].push_back(Section(Tr("Games"), games));
  return out;
}

}  // namespace tinsel::app::mirror
