// Pass the device: a full-screen curtain hiding the table before a human's private view
// (only when more than one human sits at a game with hidden information).
#pragma once

#include <string>

#include "screens/navigator.h"

namespace tinsel::app {

// Returns true when the named player pressed Ready.
bool DrawPassScreen(ScreenContext& context, const std::string& player_name);

}  // namespace tinsel::app
