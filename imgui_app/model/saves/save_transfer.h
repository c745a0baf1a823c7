// Export and import over the player's SaveLibrary (the files are tinsel/save_bundle.h's).
//  - Export: one slot's save text, or every saved game as one file (Export all), so a player
//    can move their games to another browser or keep a backup. A save only a newer Tinsel can
//    open travels too, byte for byte; only damaged saves are left out (and counted).
//  - Import: PlanImport reads the file and finds the games already saved here (the same game:
//    same game, seed and players; for a newer Tinsel's save, the same text); CarryOutImport
//    then writes each game to a new slot, keeping both copies of a game already here only when
//    the player said so. All or nothing: a write that fails (a full storage) takes back what
//    the import had written. ImportJob does the same a slice at a time (model/saves/import_job.h).
// No ImGui here: tests/app/save_transfer_test.cpp runs it over a memory storage.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/saves/save_library.h"
#include "tinsel/save_bundle.h"

namespace tinsel::app {

struct ImportPlan {
  std::vector<SavedGame> games;
  // Per game: the slot that already holds the same game, or "".
  std::vector<std::string> already_here;

  int Duplicates() const;
};

// The games in `text` (a save, a file of saved games, or a replay link) and which are saved
// here already. On failure: an empty plan and `error` says why (nothing was written).
ImportPlan PlanImport(SaveLibrary& library, const std::string& text, std::string* error);

// The same for games already read (a replay on screen that is not saved here yet).
ImportPlan PlanGames(SaveLibrary& library, std::vector<SavedGame> games);

// Writes a plan's games a game at a time (each to a new slot, the index once at the end), so
// an import of 1,000 games can be spread over frames. `keep_both`: every game; otherwise only
// those not saved here yet. A game without times (from a replay link) is dated `now_iso8601`.
class ImportWriter {
 public:
  ImportWriter(SaveLibrary& library, const ImportPlan& plan, bool keep_both,
               std::string now_iso8601);
  // Writes the next game, or last the index. False once finished (done or failed); a failure
  // has taken back every game written (error() says why).
  bool Step();
  bool done() const { return done_; }
  bool failed() const { return !error_.empty(); }
  const std::string& error() const { return error_; }
  // Games to write (the plan's, less the skipped ones) and written so far.
  int total() const;
  int written_count() const { return static_cast<int>(written_.size()); }
  const std::vector<std::string>& written() const { return written_; }

 private:
  bool Fail(const Status& status);

  SaveLibrary& library_;
  const ImportPlan& plan_;
  bool keep_both_;
  std::string now_;
  size_t next_ = 0;
  std::vector<std::string> written_;
  std::vector<SlotSummary> summaries_;
  bool done_ = false;
  std::string error_;
};

// ImportWriter run to the end. Returns the slots written, or an error after taking them back.
Status CarryOutImport(SaveLibrary& library, const ImportPlan& plan, bool keep_both,
                      const std::string& now_iso8601, std::vector<std::string>* written);

// "1 game imported.", "3 games imported; 2 already here were skipped."
std::string ImportSentence(const ImportPlan& plan, bool keep_both);

// One saved game's file text: the save as stored (a newer Tinsel's byte for byte); "" and
// `error` when the slot is damaged or gone.
std::string ExportSlot(SaveLibrary& library, const std::string& slot, std::string* error);

// Every saved game as one file: those that load, and those kept for a newer Tinsel (in the
// file's "newer_saves"); `left_out` counts the damaged ones. `replace(slot)`, when given and
// not nullopt, is the text to export for that slot instead of the stored one (a game whose
// latest moves could not be stored yet).
std::string ExportAll(
    SaveLibrary& library, int* left_out,
    const std::function<std::optional<std::string>(const std::string&)>& replace = nullptr);

}  // namespace tinsel::app
