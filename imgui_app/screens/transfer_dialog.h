// The export and import dialogs, over the saved-games and game-over screens.
//  - Export (one game, or every game): Download (the browser's) or Save file (the desktop's),
//    Copy the text, and for one game Copy its replay link; the text shows for selecting.
//  - Import: Choose a file, Paste, or drop a file on the page or window; the text is checked
//    (model/saves/save_transfer.h) and the player told what came in, what was refused and why, and
//    asked whether to keep both copies of games already here.
#pragma once

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "file_exchange.h"
#include "model/saves/import_job.h"
#include "model/saves/save_transfer.h"
#include "screens/navigator.h"

namespace tinsel::app {

class TransferDialog {
 public:
  TransferDialog(SaveLibrary& library, std::function<std::string()> now_iso8601)
      : library_(library), now_(std::move(now_iso8601)) {}

  void set_files(FileExchange* files) { files_ = files; }
  // Where the text of a game whose latest moves are not stored yet comes from (the App's
  // games in memory): Export and Export all write that, not the stale stored copy.
  using UnsavedText = std::function<std::optional<std::string>(const std::string& slot)>;
  void set_unsaved_text(UnsavedText unsaved) { unsaved_ = std::move(unsaved); }
  void OpenExport(const std::string& slot);
  void OpenExportAll();
  void OpenImport();
  // Text the player gave (a file or a paste): read, checked and imported a slice of a frame at
  // a time (model/saves/import_job.h) with a progress bar; the player is asked about games already
  // here.
  void Receive(std::string text);
  // Something the platform refused before it reached the game (a file far too big), in words.
  void Refuse(const std::string& why);
  bool open() const { return mode_ != Mode::kClosed; }
  // Whether an import is under way (the dialog then stays open).
  bool importing() const { return job_ != nullptr; }
  // Closes the dialog; an import not finished is taken back (nothing of it stays).
  void Close();
  // {"mode":"export"|"import","said":...,"refused":...,"asking":N (games already here),
  //  "importing":bool,"progress":0..1,"progress_text":...}.
  nlohmann::json TestState() const;
  // Draws the open dialog. Returns true when the saved games changed (an import).
  bool Draw(ScreenContext& context);

 private:
  enum class Mode { kClosed, kExport, kImport };
  void DrawExport(ScreenContext& context);
  bool DrawImport(ScreenContext& context);
  // Works on the import for a slice of this frame; true when it finished and changed the saves.
  bool WorkOnImport();
  void DrawProgress(ScreenContext& context);

  SaveLibrary& library_;
  std::function<std::string()> now_;
  FileExchange* files_ = nullptr;
  Mode mode_ = Mode::kClosed;
  // Export: the file and its name, and the replay link (one game only).
  std::string title_, file_name_, text_, link_;
  // Import: the one under way.
  std::unique_ptr<ImportJob> job_;
  UnsavedText unsaved_;
  std::string said_;     // the last sentence (done, copied, where the file went)
  std::string refused_;  // why the last import or export failed
};

}  // namespace tinsel::app
