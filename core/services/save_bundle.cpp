#include "tinsel/save_bundle.h"

#include <nlohmann/json.hpp>

#include "tinsel/registry.h"
#include "tinsel/replay_link.h"
#include "tinsel/translate.h"
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

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// `text` without the spaces around it, as a span of it.
JsonSpan TrimmedSpan(const std::string& text) {
  size_t begin = 0, end = text.size();
  while (begin < end && IsSpace(text[begin])) ++begin;
  while (end > begin && IsSpace(text[end - 1])) --end;
  return {begin, end - begin};
}

// The shown name of the game a save's text is for, for a sentence about it (in brackets after
// "Game 2 of 5").
std::string GameNameOf(const std::string& save_text) {
  const json save = json::parse(save_text, nullptr, /*allow_exceptions=*/false);
  // TRANSLATORS: in brackets after "Game 2 of 5", in place of the game's name.
  if (!save.is_object()) return Tr("not a save");
  const auto game = save.find("game");
  if (game != save.end() && game->is_string()) {
    if (const GameEntry* known = FindGame(game->get_ref<const std::string&>())) {
      return known->game->Name();
    }
  }
  // TRANSLATORS: in brackets after "Game 2 of 5", in place of the game's name.
  return Tr("an unknown game");
}

}  // namespace

std::string WriteSaveBundleTexts(const std::vector<std::string>& saves,
                                 const std::vector<std::string>& newer_saves) {
  std::string bundle = std::string("{\"format\":\"") + kBundleFormat +
                       "\",\"version\":" + std::to_string(kSaveBundleVersion) + ",\"saves\":[";
  for (size_t i = 0; i < saves.size(); ++i) {
    if (i > 0) bundle += ',';
    bundle += saves[i];
  }
  bundle += ']';
  if (!newer_saves.empty()) {
    // Strings, so each travels byte for byte; bytes that are not UTF-8 (never in a save that
    // passed NewerTinselNeeded) would become U+FFFD rather than an exception.
    bundle += ",\"newer_saves\":" +
              json(newer_saves).dump(-1, ' ', false, json::error_handler_t::replace);
  }
  bundle += '}';
  return bundle;
}

std::string WriteSaveBundle(const std::vector<const Session*>& sessions,
                            const std::vector<SaveTimes>& times) {
  std::vector<std::string> saves;
  for (size_t i = 0; i < sessions.size(); ++i) {
    saves.push_back(WriteSave(*sessions[i], i < times.size() ? times[i] : SaveTimes{}));
  }
  return WriteSaveBundleTexts(saves, {});
}

ImportReader::ImportReader(std::string text) : text_(std::move(text)) {}

bool ImportReader::Fail(std::string why) {
  state_ = kFailed;
  error_ = std::move(why);
  spans_.clear();
  games_.clear();
  return false;
}

bool ImportReader::Step() {
  switch (state_) {
    case kStart:
      Begin();
      break;
    case kCheckingUtf8:
      if (IsValidUtf8(whole_.In(text_))) {
        state_ = kCheckingNesting;
      } else {
        Fail(Tr("The file is not valid UTF-8 text (damaged)."));
      }
      break;
    case kCheckingNesting:
      if (NestsDeeperThan(whole_.In(text_), kMaxBundleNesting)) {
        Fail(Tr("The file is nested too deeply to hold Tinsel games."));
      } else {
        state_ = kSplitting;
      }
      break;
    case kSplitting:
      state_ = kReading;
      Split();
      break;
    case kReading:
      ReadNext();
      break;
    case kDone:
    case kFailed:
      return false;
  }
  if (state_ == kReading && games_.size() == spans_.size()) state_ = kDone;
  return state_ != kFailed;
}

void ImportReader::Begin() {
  if (text_.size() > kMaxImportBytes) {
    Fail(TrFormat("The file is too big to hold Tinsel games ({megabytes} MB; at most {most} MB).",
                  {{"megabytes", std::to_string(text_.size() >> 20)},
                   {"most", std::to_string(kMaxImportBytes >> 20)}}));
    return;
  }
  whole_ = TrimmedSpan(text_);
  if (whole_.size == 0) {
    Fail(Tr("There is nothing to import: the text is empty."));
    return;
  }
  const char first = text_[whole_.begin];
  if (first != '{' && first != '[') {
    // Not JSON: a replay link, or something else (OpenReplayLink says what is wrong).
    state_ = kReading;
    spans_.push_back(whole_);
    return;
  }
  state_ = kCheckingUtf8;
}

void ImportReader::Split() {
  const JsonSpan whole = whole_;
  const std::string_view trimmed = whole.In(text_);
  const char first = trimmed.front();
  const auto members = JsonObjectMembers(trimmed);
  if (!members) {
    Fail(first == '{' ? Tr("The file is not valid JSON (damaged or cut short).")
                      : Tr("The file is not a Tinsel save or a file of saved games."));
    return;
  }
  // The members that say what the file is; the last of a key given twice counts (as in a
  // JSON parser).
  json format, version;
  std::optional<JsonSpan> saves, newer;
  for (const auto& [key, span] : *members) {
    const JsonSpan absolute{whole.begin + span.begin, span.size};
    // Parsed from a std::string as everywhere else: one instance of the JSON parser.
    if (key == "format") format = json::parse(std::string(absolute.In(text_)), nullptr, false);
    if (key == "version") version = json::parse(std::string(absolute.In(text_)), nullptr, false);
    if (key == "saves") saves = absolute;
    if (key == "newer_saves") newer = absolute;
  }
  if (!(format.is_string() && format == kBundleFormat)) {
    // One save (or something that is not a Tinsel file: LoadSave says so).
    spans_.push_back(whole);
    return;
  }
  bundle_ = true;
  if (!version.is_number_integer()) {
    Fail(Tr("The file of saved games has no version (damaged)."));
    return;
  }
  if (version.get<int64_t>() > kSaveBundleVersion) {
    Fail(
        Tr("The file of saved games was made by a newer version of Tinsel: update Tinsel to "
           "import it."));
    return;
  }
  if (version.get<int64_t>() < 1) {
    Fail(Tr("The file of saved games has an unknown version."));
    return;
  }
  const auto elements = saves ? JsonArrayElements(saves->In(text_)) : std::nullopt;
  if (!elements) {
    Fail(Tr("The file of saved games has no list of games (damaged)."));
    return;
  }
  const auto newer_elements = newer ? JsonArrayElements(newer->In(text_))
                                    : std::optional<std::vector<JsonSpan>>(std::vector<JsonSpan>{});
  if (!newer_elements) {
    Fail(Tr("The file of saved games has a damaged list of saves for a newer Tinsel."));
    return;
  }
  const size_t count = elements->size() + newer_elements->size();
  if (count > kMaxBundleSaves) {
    // TRANSLATORS: {games} is more than {most}.
    Fail(TrFormat("The file holds {games} games; at most {most} can be imported at once.",
                  {{"games", std::to_string(count)}, {"most", std::to_string(kMaxBundleSaves)}}));
    return;
  }
  for (const JsonSpan& span : *elements) spans_.push_back({saves->begin + span.begin, span.size});
  newer_from_ = spans_.size();
  for (const JsonSpan& span : *newer_elements) {
    spans_.push_back({newer->begin + span.begin, span.size});
  }
}

void ImportReader::ReadNext() {
  const size_t index = games_.size();
  const std::string_view span = spans_[index].In(text_);
  const std::string number = std::to_string(index + 1);
  const std::string count = std::to_string(spans_.size());
  SavedGame game;
  std::string why;
  std::string text;
  if (index >= newer_from_) {
    // A save for a newer Tinsel, as a string: it must still be one.
    const json value = json::parse(std::string(span), nullptr, /*allow_exceptions=*/false);
    text = value.is_string() ? value.get<std::string>() : std::string();
    game.newer_reason = NewerTinselNeeded(text);
    if (game.newer_reason.empty()) {
      Fail(
          // TRANSLATORS: {game} is the game's name, or "not a save" or "an unknown game".
          TrFormat("Game {number} of {count} ({game}): it is listed as a save for a newer Tinsel "
                   "but is not one. Nothing was imported.",
                   {{"number", number}, {"count", count}, {"game", GameNameOf(text)}}));
      return;
    }
    game.newer_text = std::move(text);
    games_.push_back(std::move(game));
    return;
  }
  text = std::string(span);
  if (!bundle_ && !text.empty() && text.front() != '{' && text.front() != '[') {
    game.session = OpenReplayLink(text, &error_);
    if (game.session == nullptr) {
      Fail(error_);
      return;
    }
    games_.push_back(std::move(game));
    return;
  }
  game.session = LoadSave(text, &why, &game.times);
  if (game.session == nullptr) {
    // Not damaged: made for a newer Tinsel. Kept byte for byte.
    game.newer_reason = NewerTinselNeeded(text);
    if (!game.newer_reason.empty()) {
      game.newer_text = std::move(text);
      games_.push_back(std::move(game));
      return;
    }
    if (!bundle_) {
      Fail(why);
      return;
    }
    if (text.empty() || text.front() != '{') why = Tr("It is not a Tinsel save.");
    // TRANSLATORS: {game} is the game's name, or "not a save" or "an unknown game"; {reason} is a
    // sentence saying what is wrong with that game's save.
    Fail(TrFormat("Game {number} of {count} ({game}): {reason} Nothing was imported.",
                  {{"number", number},
                   {"count", count},
                   {"game", text.front() == '{' ? GameNameOf(text) : std::string(Tr("not a save"))},
                   {"reason", why}}));
    return;
  }
  games_.push_back(std::move(game));
}

std::vector<SavedGame> ReadImport(const std::string& text, std::string* error) {
  ImportReader reader(text);
  while (reader.Step()) {
  }
  if (reader.failed()) {
    *error = reader.error();
    return {};
  }
  return reader.TakeGames();
}

std::string ExportFileName(const Session& session, const SaveTimes& times) {
  const std::string day = DayOf(times.updated);
  return session.setup().game_id + (day.empty() ? "" : "-" + day) + ".tinsel.json";
}

std::string ExportFileNameOfText(const std::string& save_text) {
  const json save = json::parse(save_text, nullptr, /*allow_exceptions=*/false);
  std::string game = "tinsel-game", day;
  if (save.is_object()) {
    const auto id = save.find("game");
    // Only a plain id makes a file name (a newer game's id may be anything).
    if (id != save.end() && id->is_string() && !id->get_ref<const std::string&>().empty() &&
        id->get_ref<const std::string&>().size() <= 40 &&
        id->get_ref<const std::string&>().find_first_not_of(
            "abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos) {
      game = id->get<std::string>();
    }
    const auto updated = save.find("updated");
    if (updated != save.end() && updated->is_string()) day = DayOf(updated->get<std::string>());
  }
  return game + (day.empty() ? "" : "-" + day) + ".tinsel.json";
}

std::string ExportAllFileName(const std::string& now_iso8601) {
  const std::string day = DayOf(now_iso8601);
  return "tinsel-games" + (day.empty() ? "" : "-" + day) + ".tinsel.json";
}

}  // namespace tinsel
