// The games' data files built into the desktop app (generated from core/games/*/lesson.json and
// rules.json by desktop/CMakeLists.txt): a game's file of `kind` ("lessons" or "rules", as
// App::SetGameFileLoader names them), or "" when it has none.
#pragma once

#include <string>

namespace tinsel::app {

std::string BuiltInGameFile(const std::string& kind, const std::string& game_id);

}  // namespace tinsel::app
