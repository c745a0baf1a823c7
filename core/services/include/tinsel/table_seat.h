// A seat of a table across devices as the host describes it, to its guests (TableGuest) and to
// the app on every device (the page's status, app/model/peer/shared_table.h).
#pragma once

#include <string>

namespace tinsel {

struct TableSeat {
  std::string name;
  std::string plan;  // "here", "invited" or "bot"
  bool taken = false;
  bool away = false;
};

}  // namespace tinsel
