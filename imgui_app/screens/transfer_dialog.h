// The export and import dialogs, over the saved-games and game-over screens.
//  - Export (one game, or every game): Download (the browser's) or Save file (the desktop's),
//    Copy the text, and for one game Copy its replay link; the text shows for selecting.
//  - Import: Choose a file, Paste, or drop a file on the page or window; the text is checked
//    (model/save_transfer.h) and the player told what came in, what was refused and why, and
//    asked whether to keep both copies of games already here.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "file_exchange.h"
#include "model/save_transfer.h"
#include "screens/navigator.h"

namespace tinsel::app {

class TransferDialog {
 public:
  TransferDialog(SaveLibrary& library, std::function<std::string()> now_iso8601)
      : library_(library), now_(std::move(now_iso8601)) {}

  void set_files(FileExchange* files) { files_ = files; }
  void OpenExport(const std::string& slot);
  void OpenExportAll();
  void OpenImport();
  // Text the player gave (a file or a paste): checked and, when nothing is asked, imported.
  void Receive(const std::string& text);
  bool open() const { return mode_ != Mode::kClosed; }
  void Close();
  // {"mode":"export"|"import","said":...,"refused":...,"asking":N (games already here)}.
  nlohmann::json TestState() const;
  // Draws the open dialog. Returns true when the saved games changed (an import).
  bool Draw(ScreenContext& context);

 private:
  enum class Mode { kClosed, kExport, kImport };
  void DrawExport(ScreenContext& context);
  bool DrawImport(ScreenContext& context);
  bool Import(bool keep_both);

  SaveLibrary& library_;
  std::function<std::string()> now_;
  FileExchange* files_ = nullptr;
  Mode mode_ = Mode::kClosed;
  // Export: the file and its name, and the replay link (one game only).
  std::string title_, file_name_, text_, link_;
  // Import: the games waiting for the keep-both answer.
  ImportPlan plan_;
  std::string said_;     // the last sentence (done, copied, where the file went)
  std::string refused_;  // why the last import or export failed
};

}  // namespace tinsel::app
