// The browser's TableChannel (imgui_app/model/shared_table.h): a table across devices runs in
// dist/peer.js (web/peer/page.mjs: the transport and the table protocol's own wasm), which the
// first request loads; its status comes back through tinsel_table_status. The page's address
// with an invitation (#table=...) joins that table as a guest.
#pragma once

#include "model/shared_table.h"

namespace tinsel::app {

class App;

class WebTableChannel : public TableChannel {
 public:
  void Host(const std::string& save, const std::vector<std::string>& plan) override;
  void Start() override;
  void Move(const std::string& text, int at) override;
  void Reseat(int seat, const std::string& plan, const std::string& level) override;
  void Sit(int seat, const std::string& name) override;
  void Leave() override;
};

// Gives `app` the page's channel and, when the page's address holds an invitation, joins it.
void ConnectWebTable(App& app, WebTableChannel& channel);

}  // namespace tinsel::app
