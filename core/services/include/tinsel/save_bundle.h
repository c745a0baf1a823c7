// Moving games between browsers and devices: the files a player exports and imports.
//  - one game: its save (tinsel/save.h), named by ExportFileName
//    ("santa-timea-2026-12-24.tinsel.json")
//  - every game: a bundle {"format":"tinsel-saves","version":1,"saves":[<save>, ...],
//    "newer_saves":["<save text>", ...]}. "saves" holds each save as it was stored;
//    "newer_saves" (optional) holds saves only a newer Tinsel can open, each as a string, byte
//    for byte, so they travel unchanged (an older Tinsel ignores the field and imports the rest).
// ReadImport (or ImportReader, a game at a time) takes either, or a replay link
// (tinsel/replay_link.h), and checks every game by replaying it exactly as loading a save
// does. One bad game refuses the whole import, saying which game and why: nothing is ever
// half-imported. A save made for a newer Tinsel is not bad: it is kept as it is.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tinsel/json_spans.h"
#include "tinsel/save.h"
#include "tinsel/session.h"

namespace tinsel {

constexpr int kSaveBundleVersion = 1;
// The largest file an import reads: a browser keeps about 5 MB of saves in localStorage (and
// more beside it in IndexedDB), and 1,000 of the longest games fit well within this.
constexpr size_t kMaxImportBytes = 16 * 1024 * 1024;
constexpr size_t kMaxBundleSaves = 1000;

struct SavedGame {
  // The game, replayed; nullptr for a save kept for a newer Tinsel.
  std::unique_ptr<Session> session;
  SaveTimes times;  // empty for a game read from a replay link (it carries no times)
  // A save only a newer Tinsel can open: its text byte for byte, and why (NewerTinselNeeded).
  std::string newer_text;
  std::string newer_reason;

  bool IsNewer() const { return session == nullptr; }
};

// The bundle of saves as stored (each the text of a JSON object, as WriteSave writes or an
// import kept it) and of saves for a newer Tinsel (each any text), in their order. Built by
// joining the texts: a save is never parsed and written again.
std::string WriteSaveBundleTexts(const std::vector<std::string>& saves,
                                 const std::vector<std::string>& newer_saves);
// The same for sessions (each written as WriteSave writes it).
std::string WriteSaveBundle(const std::vector<const Session*>& sessions,
                            const std::vector<SaveTimes>& times);

// Reads an import a game at a time, so that a 16 MB file of 1,000 games can be read in slices
// of a frame with a progress bar. The first Steps check the file (its size; then UTF-8; then
// its nesting; each a pass over the text, some tens of milliseconds for 16 MB) and split a
// bundle into its saves without parsing them; every later Step reads one game.
class ImportReader {
 public:
  explicit ImportReader(std::string text);

  // Does the next piece of work. False once there is none left (done or failed).
  bool Step();
  bool done() const { return state_ == kDone; }
  bool failed() const { return state_ == kFailed; }
  // Why it failed: a sentence for the player naming the game that broke ("Game 3 of 5 (Santa
  // Timea): ... Nothing was imported.").
  const std::string& error() const { return error_; }
  // Games in the file (known after the first Step) and games read so far.
  int total() const { return static_cast<int>(spans_.size()); }
  int read() const { return static_cast<int>(games_.size()); }
  // The games read (all of them once done()).
  std::vector<SavedGame> TakeGames() { return std::move(games_); }

 private:
  enum State { kStart, kCheckingUtf8, kCheckingNesting, kSplitting, kReading, kDone, kFailed };
  void Begin();
  void Split();
  void ReadNext();
  bool Fail(std::string why);

  std::string text_;
  JsonSpan whole_;  // the text without the spaces around it
  State state_ = kStart;
  std::string error_;
  // Each game's text in text_: whole saves ("saves"), or strings holding newer saves.
  std::vector<JsonSpan> spans_;
  // spans_[newer_from_...] are "newer_saves" strings (a bundle's; none otherwise).
  size_t newer_from_ = static_cast<size_t>(-1);
  bool bundle_ = false;
  std::vector<SavedGame> games_;
};

// Every game in a save, a bundle or a replay link (spaces around it are ignored), read at once.
// On failure returns no games and sets `error` (as ImportReader).
std::vector<SavedGame> ReadImport(const std::string& text, std::string* error);

// "trim-the-tree-2026-12-24.tinsel.json" (the date of `times.updated`, or none).
std::string ExportFileName(const Session& session, const SaveTimes& times);
// The same for a save only a newer Tinsel can open (its own "game" and "updated", if any).
std::string ExportFileNameOfText(const std::string& save_text);
// "tinsel-games-2026-12-24.tinsel.json" for a bundle exported on `now_iso8601`'s day.
std::string ExportAllFileName(const std::string& now_iso8601);

}  // namespace tinsel
