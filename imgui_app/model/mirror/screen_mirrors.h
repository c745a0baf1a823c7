// Each screen's part of the screen-reader table (model/mirror/table_mirror.h), one file each:
// TableMirror picks the one of the screen on show. The play, pass and game-over screens' parts
// are GameMirror and OverMirror (table_mirror.h, game_mirror.cpp).
#pragma once

#include <nlohmann/json.hpp>

#include "model/mirror/table_mirror.h"

namespace tinsel::app::mirror {

nlohmann::json HomeMirror(const MirrorFacts& facts);    // home_mirror.cpp
nlohmann::json LessonMirror(const MirrorFacts& facts);  // lesson_mirror.cpp
nlohmann::json SetupMirror(const MirrorFacts& facts);   // setup_mirror.cpp
nlohmann::json RulesMirror(const MirrorFacts& facts);   // rules_mirror.cpp
nlohmann::json SavesMirror(const MirrorFacts& facts);   // saves_mirror.cpp
nlohmann::json ReplayMirror(const MirrorFacts& facts);  // replay_mirror.cpp

}  // namespace tinsel::app::mirror
