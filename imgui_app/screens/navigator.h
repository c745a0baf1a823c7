// How screens ask the app to move on; App implements it. Screens never switch themselves.
#pragma once

#include <string>
#include <vector>

#include "model/peer/table_connection.h"
#include "model/screen/screen_layout.h"
#include "tinsel/session.h"
#include "widget_registry.h"

namespace tinsel::app {

class Navigator {
 public:
  virtual ~Navigator() = default;
  virtual void GoHome() = 0;
  virtual void OpenSetup(const std::string& game_id) = 0;
  // The rules page; its Back returns to the screen that opened it.
  virtual void OpenRules(const std::string& game_id) = 0;
  virtual void CloseRules() = 0;
  virtual void OpenSaves() = 0;
  // Learn to play: the game's guided first game (screens/lesson_screen.h), loaded when first
  // asked for (App::SetGameFileLoader).
  virtual void OpenLesson(const std::string& game_id) = 0;
  virtual void StartGame(SessionSetup setup) = 0;
  virtual void ContinueGame(const std::string& slot) = 0;
  // A saved game, step by step (screens/replay_screen.h); `review` starts its review at once.
  virtual void OpenReplay(const std::string& slot, bool review = false) = 0;
  // Back from a replay: to the game-over screen it was opened from, else the saved games (a
  // replay link's goes home).
  virtual void CloseReplay() = 0;
  // The export and import dialogs (screens/transfer_dialog.h), over the current screen.
  virtual void OpenExport(const std::string& slot) = 0;
  virtual void OpenExportAll() = 0;
  virtual void OpenImport() = 0;
  // Deletes a saved game (after the player confirmed), its copy in memory included.
  virtual void DeleteSave(const std::string& slot) = 0;
  // A table across devices (model/peer/shared_table.h): whether this platform can open one; open
  // one as its host with `plan` per seat ("here", "invited", "bot") and where its devices
  // find each other (kept for the next table); leave it.
  virtual bool CanInvite() const { return false; }
  virtual TableConnection KeptConnection() { return {}; }
  virtual void OpenSharedTable(SessionSetup /*setup*/, std::vector<std::string> /*plan*/,
                               TableConnection /*connection*/) {}
  virtual void LeaveSharedTable() {}
};

// What every screen gets each frame.
struct ScreenContext {
  WidgetRegistry& widgets;
  Navigator& nav;
  double now;  // seconds (ImGui::GetTime)
  // The arrangement for this window (model/screen/screen_layout.h); sizes in it are logical pixels.
  ScreenLayout layout = {};
  // The player's size setting; a screen may change it (the app saves the change).
  UiSize ui_size = UiSize::kNormal;
  // The language the player reads (model/words/languages.h); a screen's language menu may change it
  // (the app loads the new one and remembers it).
  std::string language = "en";
};

}  // namespace tinsel::app
