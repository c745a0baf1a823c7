// Before play at a table across devices (model/peer/shared_table.h): on the host's device the
// invitation (its QR code, its link, Copy) and who has joined, then Start; on a guest's
// device the table's seats to choose from, a name, and the wait for the start. Every way it
// can go wrong (a damaged or newer link, a seat taken, a table already playing, another tab
// holding the table or the seat, a host whose deal changed, a device passing for the host, no
// connection after a while) is said in a sentence, never a blank screen.
#pragma once

#include <array>
#include <string>

#include "file_exchange.h"
#include "model/peer/shared_table.h"
#include "screens/navigator.h"
#include "tinsel/session.h"

namespace tinsel::app {

class TableLobbyScreen {
 public:
  void Open();
  void Draw(ScreenContext& context, SharedTable& table, FileExchange* files);

 private:
  void DrawInvitation(ScreenContext& context, SharedTable& table, FileExchange* files,
                      float column);
  void DrawSeats(ScreenContext& context, SharedTable& table);
  // Another tab of this browser holds the table (or this one let it go): what, and the button
  // that moves it here.
  void DrawElsewhere(ScreenContext& context, SharedTable& table);
  // What was tried and what to try, after a while without a connection.
  void DrawDiagnosis(const SharedTable& table);
  void DrawFooter(ScreenContext& context, SharedTable& table, float left, float column);

  std::array<char, kMaxNameLength * 4 + 1> name_{};
  std::string copied_;
};

// The QR code's modules (rows of '1' and '0') as dark squares on a light square with its
// quiet zone, `size` logical pixels wide, at the cursor.
void DrawQrCode(const std::vector<std::string>& rows, float size);

}  // namespace tinsel::app
