#include "tinsel/save.h"

#include <nlohmann/json.hpp>

#include "tinsel/registry.h"
#include "tinsel/seed.h"

namespace tinsel {
namespace {

using nlohmann::json;

constexpr const char* kFormat = "tinsel-save";

// Reads a field of an expected JSON type; records what was wrong otherwise.
template <typename T>
bool Read(const json& object, const char* key, json::value_t type, T* out, std::string* error) {
  auto it = object.find(key);
  if (it == object.end()) {
    *error = std::string("The save has no \"") + key + "\".";
    return false;
  }
  const bool type_ok = it->type() == type || (type == json::value_t::number_integer &&
                                              it->type() == json::value_t::number_unsigned);
  if (!type_ok) {
    *error = std::string("The save's \"") + key + "\" has the wrong type.";
    return false;
  }
  *out = it->get<T>();
  return true;
}

}  // namespace

std::string WriteSave(const Session& session, const SaveTimes& times) {
  const SessionSetup& setup = session.setup();
  json players = json::array();
  for (const Seat& seat : setup.seats) {
    json player = {{"name", seat.name}, {"kind", seat.bot ? "bot" : "human"}};
    if (seat.bot) player["level"] = seat.level;
    players.push_back(player);
  }
  json history = json::array();
  for (const HistoryEntry& entry : session.history()) history.push_back(entry.text);
  json save = {{"format", kFormat},
               {"version", kSaveVersion},
               {"game", setup.game_id},
               {"rules_version", setup.rules_version},
               {"options", setup.options},
               {"players", players},
               // A string: JavaScript numbers cannot hold every 64-bit seed.
               {"seed", std::to_string(setup.seed)},
               {"history", history},
               {"created", times.created},
               {"updated", times.updated}};
  return save.dump();
}

std::unique_ptr<Session> LoadSave(const std::string& text, std::string* error, SaveTimes* times) {
  const json save = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (save.is_discarded()) {
    *error = "The save is not valid JSON (damaged or cut short).";
    return nullptr;
  }
  if (!save.is_object()) {
    *error = "The save is not a Tinsel save.";
    return nullptr;
  }
  std::string format;
  if (!Read(save, "format", json::value_t::string, &format, error)) return nullptr;
  if (format != kFormat) {
    *error = "The save is not a Tinsel save.";
    return nullptr;
  }
  int version = 0;
  if (!Read(save, "version", json::value_t::number_integer, &version, error)) return nullptr;
  if (version > kSaveVersion) {
    *error = "The save was made by a newer version of Tinsel (save version " +
             std::to_string(version) + "); update Tinsel to open it.";
    return nullptr;
  }
  if (version < 1) {
    *error = "The save has an unknown version.";
    return nullptr;
  }

  SessionSetup setup;
  if (!Read(save, "game", json::value_t::string, &setup.game_id, error)) return nullptr;
  const GameEntry* entry = FindGame(setup.game_id);
  if (entry == nullptr) {
    *error = "The save is for a game this version does not know (\"" + setup.game_id + "\").";
    return nullptr;
  }
  int rules_version = 0;
  if (!Read(save, "rules_version", json::value_t::number_integer, &rules_version, error)) {
    return nullptr;
  }
  if (rules_version > entry->game->RulesVersion()) {
    *error = "The save uses newer rules of " + entry->game->Name() + " than this version knows.";
    return nullptr;
  }
  if (rules_version < entry->game->OldestRulesVersion()) {
    *error = "The save's rules version is not one Tinsel knows.";
    return nullptr;
  }
  setup.rules_version = rules_version;

  json options;
  if (!Read(save, "options", json::value_t::object, &options, error)) return nullptr;
  for (const auto& [name, value] : options.items()) {
    if (!value.is_string()) {
      *error = "The save's option \"" + name + "\" is not text.";
      return nullptr;
    }
    setup.options[name] = value.get<std::string>();
  }

  json players;
  if (!Read(save, "players", json::value_t::array, &players, error)) return nullptr;
  for (const json& player : players) {
    if (!player.is_object()) {
      *error = "The save's player list is damaged.";
      return nullptr;
    }
    Seat seat;
    std::string kind;
    if (!Read(player, "name", json::value_t::string, &seat.name, error)) return nullptr;
    if (!Read(player, "kind", json::value_t::string, &kind, error)) return nullptr;
    if (kind != "human" && kind != "bot") {
      *error = "A player in the save is neither human nor bot.";
      return nullptr;
    }
    seat.bot = kind == "bot";
    if (seat.bot && !Read(player, "level", json::value_t::string, &seat.level, error)) {
      return nullptr;
    }
    setup.seats.push_back(seat);
  }

  std::string seed;
  if (!Read(save, "seed", json::value_t::string, &seed, error)) return nullptr;
  const std::optional<uint64_t> parsed_seed = ParseSeed(seed);
  if (!parsed_seed) {
    *error = "The save's seed is not a number.";
    return nullptr;
  }
  setup.seed = *parsed_seed;

  json history;
  if (!Read(save, "history", json::value_t::array, &history, error)) return nullptr;
  std::vector<std::string> moves;
  for (const json& move : history) {
    if (!move.is_string()) {
      *error = "Move " + std::to_string(moves.size() + 1) + " of the save is not text.";
      return nullptr;
    }
    moves.push_back(move.get<std::string>());
  }

  SaveTimes read_times;
  if (save.contains("created") && save["created"].is_string()) {
    read_times.created = save["created"].get<std::string>();
  }
  if (save.contains("updated") && save["updated"].is_string()) {
    read_times.updated = save["updated"].get<std::string>();
  }

  std::unique_ptr<Session> session = Session::Create(setup, error);
  if (session == nullptr) {
    *error = "The save's setup is not valid: " + *error;
    return nullptr;
  }
  Status replayed = session->Replay(moves);
  if (!replayed.ok()) {
    *error = "The save's history is damaged at " + replayed.message();
    return nullptr;
  }
  if (times != nullptr) *times = read_times;
  return session;
}

}  // namespace tinsel
