// The browser's FileExchange (imgui_app/file_exchange.h) and the page's ways in
// (web/page/files.mjs): exports download as files and copy with the page's clipboard; Import
// opens the browser's file picker; a file dropped on the page, a paste (Ctrl+V or the Paste
// button) and a replay link in the page's address come to the app from JavaScript through the
// functions below.
#pragma once

#include "file_exchange.h"

namespace tinsel::app {

class App;

class WebFileExchange : public FileExchange {
 public:
  Status Offer(const std::string& name, const std::string& text, std::string* where) override;
  Status Copy(const std::string& text) override;
  bool PickFile() override;
  void Paste() override;
  bool CanShare() const override;
  void Share(const std::string& title, const std::string& link) override;
  std::string PageAddress() const override;
  std::string ImportHelp() const override;
};

// Connects the page's files, pastes and replay links to `app` and opens the replay link the
// page's address holds, if any.
void ConnectWebFiles(App& app, WebFileExchange& files);

}  // namespace tinsel::app
