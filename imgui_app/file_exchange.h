// FileExchange: how the app hands the player a file and takes one from them, which differs by
// platform: the browser downloads, copies with the page's clipboard and opens its file picker
// (wasm/web_file_exchange.cpp, web/page/files.mjs); the desktop writes files into a folder and uses
// GLFW's clipboard (desktop/desktop_file_exchange.cpp). Text the player gives (a picked or
// dropped file, a paste) comes back later through App::ReceiveImport.
#pragma once

#include <string>

#include "tinsel/status.h"

namespace tinsel::app {

class FileExchange {
 public:
  virtual ~FileExchange() = default;
  // Gives the player `text` as a file named `name`; `where` says where it went.
  virtual Status Offer(const std::string& name, const std::string& text, std::string* where) = 0;
  // Puts `text` on the clipboard.
  virtual Status Copy(const std::string& text) = 0;
  // Opens a file picker; the file's text arrives through App::ReceiveImport. False where there
  // is none (the player drops a file on the window instead).
  virtual bool PickFile() = 0;
  // The clipboard's text, through App::ReceiveImport (at once, or once the browser allows).
  virtual void Paste() = 0;
  // The system's share sheet (a phone's: messages, mail) for a link, where there is one.
  virtual bool CanShare() const { return false; }
  virtual void Share(const std::string& /*title*/, const std::string& /*link*/) {}
  // The page's address without its fragment, for replay links ("" on the desktop: the link
  // is then the fragment alone, which any Tinsel page opens).
  virtual std::string PageAddress() const { return {}; }
  // What the import dialog says the player can do here.
  virtual std::string ImportHelp() const = 0;
};

}  // namespace tinsel::app
