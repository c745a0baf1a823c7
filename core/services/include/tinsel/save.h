// Save files: a JSON envelope around a Session's setup and history.
// {format:"tinsel-save", version, game, rules_version, options, players:[{name, kind,
// level, coach}], seed, history:[action text...], created, updated} ("coach": true only for a
// person who asked for the coach; a reader that does not know it plays on without).
// Loading replays the history through the rules, so a damaged or tampered save is refused
// with the move number where it broke; it is never half-loaded.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tinsel/session.h"

namespace tinsel {

// The save format. 2: chance is bound to the rules (ChanceStream::kBoundToRules); a game saved
// in format 1 keeps drawing from the seed alone and is written in format 1 again, forever.
constexpr int kSaveVersion = 2;

// What a save may hold; anything beyond is refused unread, with a sentence that quotes at most
// a short excerpt (utf8.h's Quote). A real save is a few kilobytes: the longest game's history
// (Game::MaxHistoryLength) of short move texts.
constexpr size_t kMaxSaveBytes = 4 * 1024 * 1024;
// Arrays and objects inside each other: a save needs 3 (the save, its players, a player);
// more room is left for later versions, none for input that would make a reader recurse deeply.
constexpr int kMaxSaveNesting = 32;
// One move's text ("commit play red gear left"), and each of the created/updated times.
constexpr size_t kMaxMoveTextBytes = 100;
constexpr size_t kMaxTimeTextBytes = 64;

struct SaveTimes {
  std::string created;  // ISO 8601, set by the caller (the core has no clock)
  std::string updated;
};

// Whether arrays and objects in JSON `text` nest deeper than `limit`, by a scan of the text
// before it is parsed: nlohmann's parser and destructor do not recurse, but copying, comparing
// and writing a value do, once per level, and a million levels would overflow the stack
// (natively at about 100,000, in WebAssembly at about 10,000). Brackets inside strings are text.
bool NestsDeeperThan(std::string_view text, int limit);

// Never fails: every text a Session holds is valid UTF-8 (checked when it was created).
std::string WriteSave(const Session& session, const SaveTimes& times);
// Why a save that does not load is not damaged but waiting for a newer Tinsel (a newer save
// format, a game this version does not know, newer rules of a game), in words ("Made by a newer
// Tinsel (save format 3): kept for a Tinsel that opens it."); "" for any other text.
std::string NewerTinselNeeded(const std::string& text);

// What a save's text says of itself, read once (bounded, no game played): the one reader of
// the format's fields for a save that may not load, so the saved games can still say which
// game it was. Its texts are as written: a damaged file may hold anything (quote them).
struct SavePeek {
  bool readable = false;     // a JSON object within the bounds (size, UTF-8, nesting)
  std::string newer_needed;  // NewerTinselNeeded's sentence ("" for none)
  std::string game;          // the game's id
  std::string created;       // ISO 8601, as written
  std::string updated;
  std::vector<std::string> players;  // the first kMaxPeekedPlayers players' names
  int moves = -1;                    // the history's length (-1: no history)
};
constexpr size_t kMaxPeekedPlayers = 8;
SavePeek PeekSave(const std::string& text);

// On failure returns nullptr and sets `error` to a sentence for the player.
std::unique_ptr<Session> LoadSave(const std::string& text, std::string* error,
                                  SaveTimes* times = nullptr);

}  // namespace tinsel
