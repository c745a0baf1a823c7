// Export and import over the player's SaveLibrary (the files are tinsel/save_bundle.h's).
//  - Export: one slot's save text, or every game that loads as one file (Export all), so a
//    player can move their games to another browser or keep a backup.
//  - Import: PlanImport reads the file and finds the games already saved here (the same game:
//    same game, seed and players); CarryOutImport then writes each game to a new slot,
//    keeping both copies of a game already here only when the player said so. All or
//    nothing: a write that fails (a full storage) takes back what the import had written.
// No ImGui here: tests/app/save_transfer_test.cpp runs it over a memory storage.
#pragma once

#include <string>
#include <vector>

#include "model/save_library.h"
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

// Writes the plan's games to new slots: all of them when `keep_both`, else only those not
// saved here yet. A game without times (from a replay link) is dated `now_iso8601`. Returns
// the slots written, or an error after taking them all back.
Status CarryOutImport(SaveLibrary& library, const ImportPlan& plan, bool keep_both,
                      const std::string& now_iso8601, std::vector<std::string>* written);

// "1 game imported.", "3 games imported; 2 already here were skipped."
std::string ImportSentence(const ImportPlan& plan, bool keep_both);

// One saved game's file text, as stored; "" and `error` when the slot cannot be read.
std::string ExportSlot(SaveLibrary& library, const std::string& slot, std::string* error);

// Every game that loads, as one file of saved games; `left_out` counts the damaged ones.
std::string ExportAll(SaveLibrary& library, int* left_out);

}  // namespace tinsel::app
