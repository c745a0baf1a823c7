#include "tinsel/registry.h"

#include <string>
#include <utility>

#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "games/santa_timea/santa_timea.h"
#include "games/trim_the_tree/trim_the_tree.h"

// One include and one line per game (its manifest is in its own folder, <game>_manifest.cpp),
// plus its history disguise below when it has secrets. Keep the order of the home screen.

namespace tinsel {

namespace {

std::vector<GameEntry>& Entries() {
  // Made on first use, not a global: Registry() may run during another file's static
  // initialisation.
  static std::vector<GameEntry> entries = [] {
    std::vector<GameEntry> list;
    // GAME ENTRIES (each game adds its line here)
    list.push_back(trim::Manifest());
    list.push_back(ghosts::Manifest());
    list.push_back(santa::Manifest());
    list.push_back(mfct::Manifest());
    return list;
  }();
  return entries;
}

}  // namespace

const std::vector<GameEntry>& Registry() { return Entries(); }

void RegisterGameForTests(GameEntry entry) { Entries().push_back(std::move(entry)); }

const GameEntry* FindGame(const std::string& id) {
  for (const GameEntry& entry : Registry()) {
    if (entry.game->Id() == id) return &entry;
  }
  return nullptr;
}

const BotKind* FindBotKind(const std::string& game_id, const std::string& bot_id) {
  const GameEntry* entry = FindGame(game_id);
  if (entry == nullptr) return nullptr;
  for (const BotKind& kind : entry->bots) {
    if (kind.id == bot_id) return &kind;
  }
  return nullptr;
}

std::unique_ptr<Bot> MakeBot(const std::string& game_id, const std::string& bot_id) {
  const BotKind* kind = FindBotKind(game_id, bot_id);
  return kind == nullptr ? nullptr : kind->make();
}

namespace {

// Each game with secrets says how in its _observation.cpp (a member of its state).
template <class GameState>
void DisguiseAs(const State& truth, const State& initial, int viewer, const State& world,
                std::vector<Action>& history) {
  static_cast<const GameState&>(truth).DisguiseHistory(initial, viewer, world, history);
}

}  // namespace

HistoryDisguise FindHistoryDisguise(const std::string& game_id) {
  // Inside the function, not in the manifests, so that the linker drops it all from a build
  // that never calls it.
  if (game_id == ghosts::GhostsOfChristmas().Id()) {
    return &DisguiseAs<ghosts::GhostsOfChristmasState>;
  }
  if (game_id == santa::SantaTimea().Id()) return &DisguiseAs<santa::SantaTimeaState>;
  if (game_id == mfct::MyFirstChristmasTree().Id()) {
    return &DisguiseAs<mfct::MyFirstChristmasTreeState>;
  }
  const GameEntry* entry = FindGame(game_id);
  return entry == nullptr ? nullptr : entry->history_disguise;  // Trim the Tree: none
}

}  // namespace tinsel
