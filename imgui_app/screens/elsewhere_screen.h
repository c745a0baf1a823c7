// The game is open in another tab: this tab has lost it (one writer per game, see
// SaveLibrary::Hold) and must not play a stale copy. It offers to take the game here, which
// reloads it with every move made in the other tab, or to go home.
// Or the game was deleted in another tab: it offers to keep it here (saved again) or to let
// it go.
#pragma once

#include "screens/navigator.h"

namespace tinsel::app {

enum class ElsewhereChoice { kNone, kTakeHere, kHome };

enum class ElsewhereWhat { kOpenThere, kDeletedThere };

ElsewhereChoice DrawElsewhereScreen(ScreenContext& context,
                                    ElsewhereWhat what = ElsewhereWhat::kOpenThere);

}  // namespace tinsel::app
