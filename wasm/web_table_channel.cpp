#include "web_table_channel.h"

#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "app.h"

namespace {

tinsel::app::App* g_app = nullptr;

// clang-format off
// One request to the page's table (web/peer/page.mjs), loading dist/peer.js (tinsel.peer)
// first if this is the first: requests made meanwhile wait in order (tinsel.tableWaiting).
EM_JS(void, tinsel_js_table, (const char* verb, const char* a, const char* b, int n, const char* c), {
  var args = [UTF8ToString(verb), UTF8ToString(a), UTF8ToString(b), n, UTF8ToString(c)];
  var tinsel = window.tinsel;
  if (tinsel.peer) { tinsel.peer.tablePage.request.apply(null, args); return; }
  var waiting = tinsel.tableWaiting = tinsel.tableWaiting || [];
  waiting.push(args);
  if (waiting.length > 1) return;
  var build = document.querySelector('script[data-build]');
  var id = build && build.getAttribute('data-build');
  var script = document.createElement('script');
  script.src = "peer.js" + (id && id.indexOf("__") !== 0 ? "?v=" + encodeURIComponent(id) : "");
  script.onload = function() {
    tinsel.tableWaiting = [];
    waiting.forEach(function(w) { tinsel.peer.tablePage.request.apply(null, w); });
  };
  script.onerror = function() {
    tinsel.tableWaiting = [];
    var status = JSON.stringify({ problem: 'The table could not load: check the connection and try again.' });
    Module.ccall('tinsel_table_status', null, ['string'], [status]);
  };
  document.head.appendChild(script);
});
// The invitation in the page's address (#table=...), or 0.
EM_JS(int, tinsel_js_has_invitation, (), {
  return location.hash.indexOf('#table=') === 0 ? 1 : 0;
});
// The room of the table this tab hosted before it reloaded (web/peer/page.mjs keeps it), or "".
EM_JS(char*, tinsel_js_hosted_room, (), {
  var room = "";
  try { room = sessionStorage.getItem("tinsel-table-host") || ""; } catch (e) {}
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(room)) room = "";
  var size = lengthBytesUTF8(room) + 1;
  var text = _malloc(size);
  stringToUTF8(room, text, size);
  return text;
});
// clang-format on

}  // namespace

namespace tinsel::app {

void WebTableChannel::Host(const std::string& save, const std::vector<std::string>& plan,
                           const TableConnection& connection) {
  std::string seats;
  for (const std::string& seat : plan) seats += (seats.empty() ? "" : ",") + seat;
  tinsel_js_table("host", save.c_str(), seats.c_str(), 0, connection.AsQuery().c_str());
}

void WebTableChannel::Resume(const std::string& room) {
  tinsel_js_table("resume", room.c_str(), "", 0, "");
}

void WebTableChannel::Take(const std::string& role, const std::string& room) {
  tinsel_js_table("take", role.c_str(), room.c_str(), 0, "");
}

void WebTableChannel::KeepSlot(const std::string& slot) {
  tinsel_js_table("slot", slot.c_str(), "", 0, "");
}

void WebTableChannel::Start() { tinsel_js_table("start", "", "", 0, ""); }

void WebTableChannel::Move(const std::string& text, int at) {
  tinsel_js_table("move", text.c_str(), "", at, "");
}

void WebTableChannel::Undo(int at) { tinsel_js_table("undo", "", "", at, ""); }

void WebTableChannel::Reseat(int seat, const std::string& plan, const std::string& level) {
  tinsel_js_table("reseat", plan.c_str(), level.c_str(), seat, "");
}

void WebTableChannel::Sit(int seat, const std::string& name) {
  tinsel_js_table("sit", name.c_str(), "", seat, "");
}

void WebTableChannel::Leave() { tinsel_js_table("leave", "", "", 0, ""); }

void ConnectWebTable(App& app, WebTableChannel& channel) {
  g_app = &app;
  app.SetTableChannel(&channel);
  char* hosted = tinsel_js_hosted_room();
  const std::string room = hosted;
  std::free(hosted);
  if (tinsel_js_has_invitation()) {
    app.JoinSharedTable();
    tinsel_js_table("join", "", "", 0, "");
  } else if (!room.empty()) {
    app.ResumeSharedTable(room);
  }
}

}  // namespace tinsel::app

extern "C" {

// The table's status as JSON text (web/peer/page.mjs), after every change.
EMSCRIPTEN_KEEPALIVE void tinsel_table_status(const char* json) {
  if (g_app != nullptr && json != nullptr) g_app->ReceiveTableStatus(json);
}

}  // extern "C"
