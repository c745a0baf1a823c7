// Moving games between browsers and devices: the files a player exports and imports.
//  - one game: its save (tinsel/save.h), named by ExportFileName
//  ("santa-timea-2026-12-24.tinsel.json")
//  - every game: a bundle {"format":"tinsel-saves","version":1,"saves":[<save>, ...]}
// ReadImport takes either, or a replay link (tinsel/replay_link.h), and checks every game by
// replaying it exactly as loading a save does. One bad game refuses the whole import, saying
// which game and why: nothing is ever half-imported.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tinsel/save.h"
#include "tinsel/session.h"

namespace tinsel {

constexpr int kSaveBundleVersion = 1;
// A browser keeps about 5 MB of saves; a bundle of every game fits well within this.
constexpr size_t kMaxImportBytes = 16 * 1024 * 1024;
constexpr size_t kMaxBundleSaves = 1000;

struct SavedGame {
  std::unique_ptr<Session> session;
  SaveTimes times;  // empty for a game read from a replay link (it carries no times)
};

// The bundle of `games` (each written as WriteSave writes it), in their order.
std::string WriteSaveBundle(const std::vector<const Session*>& sessions,
                            const std::vector<SaveTimes>& times);

// The games in a save, a bundle or a replay link (spaces around it are ignored). On failure
// returns no games and sets `error` to a sentence for the player naming the game that broke
// ("Game 3 of 5 (Santa Timea): ...").
std::vector<SavedGame> ReadImport(const std::string& text, std::string* error);

// "trim-the-tree-2026-12-24.tinsel.json" (the date of `times.updated`, or none).
std::string ExportFileName(const Session& session, const SaveTimes& times);
// "tinsel-games-2026-12-24.tinsel.json" for a bundle exported on `now_iso8601`'s day.
std::string ExportAllFileName(const std::string& now_iso8601);

}  // namespace tinsel
