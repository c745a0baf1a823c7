// The guided first games built into the desktop app (generated from core/games/*/lesson.json
// by desktop/CMakeLists.txt): a game's lesson text, or "" when it has none.
#pragma once

#include <string>

namespace tinsel::app {

std::string BuiltInLesson(const std::string& game_id);

}  // namespace tinsel::app
