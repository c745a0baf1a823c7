// Saves: every game in progress or finished, newest first, with Continue and Delete (after
// a confirmation). A damaged save shows as damaged with the reason; the others still list.
#pragma once

#include <string>
#include <vector>

#include "model/save_library.h"
#include "screens/navigator.h"

namespace tinsel::app {

class SavesScreen {
 public:
  explicit SavesScreen(SaveLibrary& library) : library_(library) {}

  // Reads (and verifies) every slot again.
  void Refresh();
  void Draw(ScreenContext& context);

  const std::vector<SlotSummary>& list() const { return list_; }
  // Escape: keeps the save the player was asked about. Returns false when nobody was asked.
  bool CancelDelete();

 private:
  void DrawRow(ScreenContext& context, const SlotSummary& save, float width);
  // The game's name, its players, and how far it got (or why it is damaged).
  void DrawRowText(const SlotSummary& save, float width);
  void DrawDeleteConfirmation(ScreenContext& context);

  SaveLibrary& library_;
  std::vector<SlotSummary> list_;
  std::string pending_delete_;
  std::string error_;
};

// "2024-12-24T10:15:00Z" -> "2024-12-24 10:15"
std::string ShortDate(const std::string& iso8601);

}  // namespace tinsel::app
