#include "tinsel/save_bundle.h"

#include <nlohmann/json.hpp>

#include "tinsel/registry.h"
#include "tinsel/replay_link.h"
#include "tinsel/utf8.h"

namespace tinsel {
namespace {

using nlohmann::json;

constexpr const char* kBundleFormat = "tinsel-saves";
// The bundle and its list add two levels around each save.
constexpr int kMaxBundleNesting = kMaxSaveNesting + 2;

// The day of an ISO 8601 time ("2026-12-24T18:00:00Z" -> "2026-12-24"), "" when it has none.
std::string DayOf(const std::string& iso8601) {
  if (iso8601.size() < 10) return {};
  for (size_t i = 0; i < 10; ++i) {
    const char c = iso8601[i];
    const bool ok = (i == 4 || i == 7) ? c == '-' : (c >= '0' && c <= '9');
    if (!ok) return {};
  }
  return iso8601.substr(0, 10);
}

std::string Trimmed(const std::string& text) {
  const size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return {};
  const size_t end = text.find_last_not_of(" \t\r\n");
  return text.substr(begin, end - begin + 1);
}

std::string GameName(const json& save) {
  const auto game = save.find("game");
  if (game != save.end() && game->is_string()) {
    if (const GameEntry* known = FindGame(game->get_ref<const std::string&>())) {
      return known->game->Name();
    }
  }
  return "an unknown game";
}

std::vector<SavedGame> ReadBundle(const json& bundle, std::string* error) {
  const auto version = bundle.find("version");
  if (version == bundle.end() || !version->is_number_integer()) {
    *error = "The file of saved games has no version (damaged).";
    return {};
  }
  if (version->get<int64_t>() > kSaveBundleVersion) {
    *error =
        "The file of saved games was made by a newer version of Tinsel: update Tinsel to "
        "import it.";
    return {};
  }
  if (version->get<int64_t>() < 1) {
    *error = "The file of saved games has an unknown version.";
    return {};
  }
  const auto saves = bundle.find("saves");
  if (saves == bundle.end() || !saves->is_array()) {
    *error = "The file of saved games has no list of games (damaged).";
    return {};
  }
  if (saves->size() > kMaxBundleSaves) {
    *error = "The file holds " + std::to_string(saves->size()) + " games; at most " +
             std::to_string(kMaxBundleSaves) + " can be imported at once.";
    return {};
  }
  std::vector<SavedGame> games;
  for (size_t i = 0; i < saves->size(); ++i) {
    const json& save = (*saves)[i];
    std::string why;
    SavedGame game;
    game.session = save.is_object() ? LoadSave(save.dump(), &why, &game.times) : nullptr;
    if (game.session == nullptr) {
      if (why.empty()) why = "It is not a Tinsel save.";
      *error = "Game " + std::to_string(i + 1) + " of " + std::to_string(saves->size()) + " (" +
               (save.is_object() ? GameName(save) : std::string("not a save")) + "): " + why +
               " Nothing was imported.";
      return {};
    }
    games.push_back(std::move(game));
  }
  return games;
}

}  // namespace

std::string WriteSaveBundle(const std::vector<const Session*>& sessions,
                            const std::vector<SaveTimes>& times) {
  json saves = json::array();
  for (size_t i = 0; i < sessions.size(); ++i) {
    saves.push_back(
        json::parse(WriteSave(*sessions[i], i < times.size() ? times[i] : SaveTimes{})));
  }
  const json bundle = {
      {"format", kBundleFormat}, {"version", kSaveBundleVersion}, {"saves", saves}};
  return bundle.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::vector<SavedGame> ReadImport(const std::string& text, std::string* error) {
  if (text.size() > kMaxImportBytes) {
    *error = "The file is too big to hold Tinsel games (" + std::to_string(text.size() >> 20) +
             " MB; at most " + std::to_string(kMaxImportBytes >> 20) + " MB).";
    return {};
  }
  const std::string trimmed = Trimmed(text);
  if (trimmed.empty()) {
    *error = "There is nothing to import: the text is empty.";
    return {};
  }
  if (trimmed.front() != '{' && trimmed.front() != '[') {
    // Not JSON: a replay link, or something else (OpenReplayLink says what is wrong).
    std::vector<SavedGame> games(1);
    games[0].session = OpenReplayLink(trimmed, error);
    if (games[0].session == nullptr) return {};
    return games;
  }
  if (!IsValidUtf8(trimmed)) {
    *error = "The file is not valid UTF-8 text (damaged).";
    return {};
  }
  if (NestsDeeperThan(trimmed, kMaxBundleNesting)) {
    *error = "The file is nested too deeply to hold Tinsel games.";
    return {};
  }
  const json parsed = json::parse(trimmed, nullptr, /*allow_exceptions=*/false);
  if (parsed.is_discarded()) {
    *error = "The file is not valid JSON (damaged or cut short).";
    return {};
  }
  if (!parsed.is_object()) {
    *error = "The file is not a Tinsel save or a file of saved games.";
    return {};
  }
  const auto format = parsed.find("format");
  if (format != parsed.end() && format->is_string() && *format == kBundleFormat) {
    return ReadBundle(parsed, error);
  }
  std::vector<SavedGame> games(1);
  games[0].session = LoadSave(trimmed, error, &games[0].times);
  if (games[0].session == nullptr) return {};
  return games;
}

std::string ExportFileName(const Session& session, const SaveTimes& times) {
  const std::string day = DayOf(times.updated);
  return session.setup().game_id + (day.empty() ? "" : "-" + day) + ".tinsel.json";
}

std::string ExportAllFileName(const std::string& now_iso8601) {
  const std::string day = DayOf(now_iso8601);
  return "tinsel-games" + (day.empty() ? "" : "-" + day) + ".tinsel.json";
}

}  // namespace tinsel
