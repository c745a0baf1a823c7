// The browser's TableChannel (imgui_app/model/peer/shared_table.h): a table across devices runs in
// dist/peer.js (web/peer/page.mjs: the transport and the table protocol's own wasm), which the
// first request loads; its status comes back through tinsel_table_status. The page's address
// with an invitation (#table=...) joins that table as a guest; a page that hosted a table
// before it reloaded (this tab's session storage names its room) resumes it.
#pragma once

#include "model/peer/shared_table.h"

namespace tinsel::app {

class App;

class WebTableChannel : public TableChannel {
 public:
  void Host(const std::string& save, const std::vector<std::string>& plan,
            const TableConnection& connection) override;
  void Resume(const std::string& room) override;
  void Take(const std::string& role, const std::string& room) override;
  void KeepSlot(const std::string& slot) override;
  void Start() override;
  void Move(const std::string& text, int at) override;
  void Undo(int at) override;
  void Reseat(int seat, const std::string& plan, const std::string& level) override;
  void Sit(int seat, const std::string& name) override;
  void Leave() override;
};

// Gives `app` the page's channel; joins the invitation in the page's address, or resumes the
// table this tab hosted before a reload.
void ConnectWebTable(App& app, WebTableChannel& channel);

}  // namespace tinsel::app
