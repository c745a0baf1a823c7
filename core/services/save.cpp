#include "tinsel/save.h"

#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "tinsel/registry.h"
#include "tinsel/seed.h"
#include "tinsel/translate.h"
#include "tinsel/utf8.h"

namespace tinsel {
namespace {

using nlohmann::json;

constexpr const char* kFormat = "tinsel-save";

// The field `key` of `object` when it has JSON type `type` (integers: signed or unsigned);
// else nullptr, with `error` saying what was wrong. Never a copy: the save is read in place.
const json* Field(const json& object, const char* key, json::value_t type, std::string* error) {
  auto it = object.find(key);
  if (it == object.end()) {
    // TRANSLATORS: {field} is the name of a field of the save file (such as history), as written
    // in the file.
    *error = TrFormat("The save has no \"{field}\".", {{"field", key}});
    return nullptr;
  }
  const bool type_ok = it->type() == type || (type == json::value_t::number_integer &&
                                              it->type() == json::value_t::number_unsigned);
  if (!type_ok) {
    // TRANSLATORS: {field} is the name of a field of the save file (such as seed).
    *error = TrFormat("The save's \"{field}\" has the wrong type.", {{"field", key}});
    return nullptr;
  }
  return &*it;
}

// A text field (its length is checked where it is used: names, moves and times have limits).
bool ReadText(const json& object, const char* key, std::string* out, std::string* error) {
  const json* field = Field(object, key, json::value_t::string, error);
  if (field == nullptr) return false;
  *out = field->get_ref<const std::string&>();
  return true;
}

// An integer field, as a 64-bit number (larger unsigned values saturate): never wrapped into
// an int, where 4294967297 would read as 1.
bool ReadInteger(const json& object, const char* key, int64_t* out, std::string* error) {
  const json* field = Field(object, key, json::value_t::number_integer, error);
  if (field == nullptr) return false;
  if (field->is_number_unsigned()) {
    const uint64_t value = field->get<uint64_t>();
    constexpr uint64_t kMax = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
    *out = static_cast<int64_t>(value > kMax ? kMax : value);
  } else {
    *out = field->get<int64_t>();
  }
  return true;
}

// Each player's name, kind and level (Session::Create checks names and levels).
bool ReadPlayers(const json& players, std::vector<Seat>* seats, std::string* error) {
  for (const json& player : players) {
    if (!player.is_object()) {
      *error = Tr("The save's player list is damaged.");
      return false;
    }
    Seat seat;
    std::string kind;
    if (!ReadText(player, "name", &seat.name, error)) return false;
    if (!ReadText(player, "kind", &kind, error)) return false;
    if (kind != "human" && kind != "bot") {
      *error = Tr("A player in the save is neither human nor bot.");
      return false;
    }
    seat.bot = kind == "bot";
    if (seat.bot && !ReadText(player, "level", &seat.level, error)) return false;
    // Optional (saves before the coach have none): only `true` turns it on.
    const auto coach = player.find("coach");
    seat.coached = !seat.bot && coach != player.end() && coach->is_boolean() && coach->get<bool>();
    seats->push_back(std::move(seat));
  }
  return true;
}

// The optional created/updated times.
bool ReadTime(const json& save, const char* key, std::string* out, std::string* error) {
  auto it = save.find(key);
  if (it == save.end() || !it->is_string()) return true;
  const std::string& text = it->get_ref<const std::string&>();
  if (text.size() > kMaxTimeTextBytes) {
    // TRANSLATORS: {field} is the name of a field of the save file (created or updated).
    *error = TrFormat("The save's \"{field}\" is too long.", {{"field", key}});
    return false;
  }
  *out = text;
  return true;
}

// An integer field above `limit` (a version from the future), read without narrowing: a
// version of 4294967297 is not version 1.
std::optional<uint64_t> Above(const json& save, const char* key, int limit) {
  auto it = save.find(key);
  if (it == save.end() || !it->is_number_unsigned()) return std::nullopt;
  const uint64_t value = it->get<uint64_t>();
  return value > static_cast<uint64_t>(limit) ? std::optional<uint64_t>(value) : std::nullopt;
}

std::string StringField(const json& object, const char* key) {
  auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

namespace {

// Why the save `save` (a JSON object) waits for a newer Tinsel, or "".
std::string NewerTinselNeededBy(const json& save) {
  if (StringField(save, "format") != kFormat) return "";
  if (std::optional<uint64_t> version = Above(save, "version", kSaveVersion)) {
    return TrFormat(
        "Made by a newer Tinsel (save format {version}): kept for a Tinsel that opens it.",
        {{"version", std::to_string(*version)}});
  }
  const std::string game = StringField(save, "game");
  const GameEntry* entry = FindGame(game);
  if (entry == nullptr) {
    if (game.empty()) return "";
    // TRANSLATORS: {game} is the game's id as the save names it, in quotation marks.
    return TrFormat("A game this Tinsel does not know yet ({game}): kept for a Tinsel that has it.",
                    {{"game", Quote(game)}});
  }
  if (std::optional<uint64_t> rules = Above(save, "rules_version", entry->game->RulesVersion())) {
    return TrFormat(
        "Played under newer rules of {game} (version {version}): kept for a Tinsel that has them.",
        {{"game", entry->game->Name()}, {"version", std::to_string(*rules)}});
  }
  return "";
}

}  // namespace

SavePeek PeekSave(const std::string& text) {
  SavePeek peek;
  if (text.size() > kMaxSaveBytes || !IsValidUtf8(text) || NestsDeeperThan(text, kMaxSaveNesting)) {
    return peek;
  }
  const json save = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!save.is_object()) return peek;
  peek.readable = true;
  peek.newer_needed = NewerTinselNeededBy(save);
  peek.game = StringField(save, "game");
  peek.created = StringField(save, "created");
  peek.updated = StringField(save, "updated");
  if (const auto players = save.find("players"); players != save.end() && players->is_array()) {
    for (const json& player : *players) {
      if (player.is_object() && peek.players.size() < kMaxPeekedPlayers) {
        peek.players.push_back(StringField(player, "name"));
      }
    }
  }
  if (const auto history = save.find("history"); history != save.end() && history->is_array()) {
    peek.moves = static_cast<int>(history->size());
  }
  return peek;
}

std::string NewerTinselNeeded(const std::string& text) { return PeekSave(text).newer_needed; }

bool NestsDeeperThan(std::string_view text, int limit) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // an escaped character, perhaps a quote
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return true;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return false;
}

std::string WriteSave(const Session& session, const SaveTimes& times) {
  const SessionSetup& setup = session.setup();
  json players = json::array();
  for (const Seat& seat : setup.seats) {
    json player = {{"name", seat.name}, {"kind", seat.bot ? "bot" : "human"}};
    if (seat.bot) player["level"] = seat.level;
    if (seat.coached && !seat.bot) player["coach"] = true;
    players.push_back(player);
  }
  const json history = session.HistoryTexts();
  json save = {{"format", kFormat},
               {"version", setup.chance == ChanceStream::kSeedOnly ? 1 : kSaveVersion},
               {"game", setup.game_id},
               {"rules_version", setup.rules_version},
               {"options", setup.options},
               {"players", players},
               // A string: JavaScript numbers cannot hold every 64-bit seed.
               {"seed", std::to_string(setup.seed)},
               {"history", history},
               {"created", times.created},
               {"updated", times.updated}};
  // Every text of a Session is valid UTF-8 (Session::Create checks the names); only a
  // caller's times could hold other bytes, and they are written as U+FFFD instead of throwing.
  return save.dump(-1, ' ', false, json::error_handler_t::replace);
}

namespace {

// LoadSave's parts, each in the order a damaged save is refused: the first fault found is
// the one named.

// The save's text as JSON: no bigger, deeper or other than a save can be.
std::optional<json> ParseSaveText(const std::string& text, std::string* error) {
  if (text.size() > kMaxSaveBytes) {
    *error =
        TrFormat("The save is too big to be a Tinsel save ({bytes} bytes; at most {megabytes} MB).",
                 {{"bytes", std::to_string(text.size())},
                  {"megabytes", std::to_string(kMaxSaveBytes / (1024 * 1024))}});
    return std::nullopt;
  }
  if (!IsValidUtf8(text)) {
    *error = Tr("The save is not valid UTF-8 text (damaged).");
    return std::nullopt;
  }
  if (NestsDeeperThan(text, kMaxSaveNesting)) {
    *error =
        TrFormat("The save is nested too deeply (more than {levels} levels) to be a Tinsel save.",
                 {{"levels", std::to_string(kMaxSaveNesting)}});
    return std::nullopt;
  }
  json save = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (save.is_discarded()) {
    *error = Tr("The save is not valid JSON (damaged or cut short).");
    return std::nullopt;
  }
  if (!save.is_object()) {
    *error = Tr("The save is not a Tinsel save.");
    return std::nullopt;
  }
  return save;
}

// The envelope: a Tinsel save of a version this code reads (0: refused, `error` says why).
int64_t ReadSaveVersion(const json& save, std::string* error) {
  std::string format;
  if (!ReadText(save, "format", &format, error)) return 0;
  if (format != kFormat) {
    *error = Tr("The save is not a Tinsel save.");
    return 0;
  }
  int64_t version = 0;
  if (!ReadInteger(save, "version", &version, error)) return 0;
  if (version > kSaveVersion) {
    *error = TrFormat(
        "The save was made by a newer version of Tinsel (save version {version}); update Tinsel "
        "to open it.",
        {{"version", save["version"].dump()}});
    return 0;
  }
  if (version < 1) {
    *error = Tr("The save has an unknown version.");
    return 0;
  }
  return version;
}

// The game, its rules version and options, the players and the seed.
bool ReadSaveSetup(const json& save, int64_t version, SessionSetup* setup, std::string* error) {
  setup->chance = version == 1 ? ChanceStream::kSeedOnly : ChanceStream::kBoundToRules;
  const json* game = Field(save, "game", json::value_t::string, error);
  if (game == nullptr) return false;
  const GameEntry* entry = FindGame(game->get_ref<const std::string&>());
  if (entry == nullptr) {
    // TRANSLATORS: {game} is the game's id as the save names it, in quotation marks.
    *error = TrFormat("The save is for a game this version does not know ({game}).",
                      {{"game", Quote(game->get_ref<const std::string&>())}});
    return false;
  }
  setup->game_id = entry->game->Id();
  int64_t rules_version = 0;
  if (!ReadInteger(save, "rules_version", &rules_version, error)) return false;
  if (rules_version > entry->game->RulesVersion()) {
    *error = TrFormat("The save uses newer rules of {game} than this version knows.",
                      {{"game", entry->game->Name()}});
    return false;
  }
  if (rules_version < entry->game->OldestRulesVersion()) {
    *error = Tr("The save's rules version is not one Tinsel knows.");
    return false;
  }
  setup->rules_version = static_cast<int>(rules_version);

  const json* options = Field(save, "options", json::value_t::object, error);
  if (options == nullptr) return false;
  for (const auto& [name, value] : options->items()) {
    if (!value.is_string()) {
      // TRANSLATORS: {option} is the option's name as the save writes it, in quotation marks.
      *error = TrFormat("The save's option {option} is not text.", {{"option", Quote(name)}});
      return false;
    }
    setup->options[name] = value.get<std::string>();
  }

  const json* players = Field(save, "players", json::value_t::array, error);
  if (players == nullptr || !ReadPlayers(*players, &setup->seats, error)) return false;

  std::string seed;
  if (!ReadText(save, "seed", &seed, error)) return false;
  const std::optional<uint64_t> parsed_seed = ParseSeed(seed);
  if (!parsed_seed) {
    *error = Tr("The save's seed is not a number.");
    return false;
  }
  setup->seed = *parsed_seed;
  return true;
}

// The history's move texts, no more of them than a game of `session`'s can have.
bool ReadSaveMoves(const json& history, const Session& session, std::vector<std::string>* moves,
                   std::string* error) {
  const Game& rules = session.game();
  const int longest = rules.MaxHistoryLength(session.NumPlayers(), session.setup().options);
  if (history.size() > static_cast<size_t>(longest)) {
    *error = TrPlural(
        // TRANSLATORS: {n} is the number of players; {moves} and {longest} are numbers of moves
        // (more than one).
        "The save's history has {moves} moves; a game of {game} for {n} player has at most "
        "{longest} moves.",
        "The save's history has {moves} moves; a game of {game} for {n} players has at most "
        "{longest} moves.",
        session.NumPlayers(),
        {{"moves", std::to_string(history.size())},
         {"game", rules.Name()},
         {"longest", std::to_string(longest)}});
    return false;
  }
  moves->reserve(history.size());
  for (const json& move : history) {
    const std::string number = std::to_string(moves->size() + 1);
    if (!move.is_string()) {
      *error = TrFormat("Move {number} of the save is not text.", {{"number", number}});
      return false;
    }
    const std::string& text = move.get_ref<const std::string&>();
    if (text.size() > kMaxMoveTextBytes) {
      *error = TrFormat("Move {number} of the save is too long to be a move ({bytes} bytes).",
                        {{"number", number}, {"bytes", std::to_string(text.size())}});
      return false;
    }
    moves->push_back(text);
  }
  return true;
}

}  // namespace

std::unique_ptr<Session> LoadSave(const std::string& text, std::string* error, SaveTimes* times) {
  const std::optional<json> parsed = ParseSaveText(text, error);
  if (!parsed) return nullptr;
  const json& save = *parsed;
  const int64_t version = ReadSaveVersion(save, error);
  if (version == 0) return nullptr;
  SessionSetup setup;
  if (!ReadSaveSetup(save, version, &setup, error)) return nullptr;
  SaveTimes read_times;
  if (!ReadTime(save, "created", &read_times.created, error)) return nullptr;
  if (!ReadTime(save, "updated", &read_times.updated, error)) return nullptr;
  const json* history = Field(save, "history", json::value_t::array, error);
  if (history == nullptr) return nullptr;

  std::unique_ptr<Session> session = Session::Create(setup, error);
  if (session == nullptr) {
    // TRANSLATORS: {reason} is a sentence saying what is wrong (a player's name, an option).
    *error = TrFormat("The save's setup is not valid: {reason}", {{"reason", *error}});
    return nullptr;
  }
  std::vector<std::string> moves;
  if (!ReadSaveMoves(*history, *session, &moves, error)) return nullptr;
  Status replayed = session->Replay(moves);
  if (!replayed.ok()) {
    *error =
        // TRANSLATORS: {problem} says which move and what is wrong with it, such as 'Move 12
        // ("take 3"): "take 3" is not a move of this game.'
        TrFormat("The save's history is damaged at {problem}", {{"problem", replayed.message()}});
    return nullptr;
  }
  if (times != nullptr) *times = read_times;
  return session;
}

}  // namespace tinsel
