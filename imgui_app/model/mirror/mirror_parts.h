// The pieces every screen's mirror is made of (model/mirror/table_mirror.h): a section, a
// button, a screen's base fields, and the names the mirror uses for games, seats and bots.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tinsel/session.h"

namespace tinsel::app::mirror {

// A titled list of lines; `details`: read only on request (the page folds it away).
nlohmann::json Section(const std::string& title, const nlohmann::json& lines, bool details = false);
// A button the page offers: what it does, its label and its argument (empty: none).
nlohmann::json Button(const std::string& what, const std::string& label,
                      const std::string& arg = "");
// A base mirror: every screen has these fields.
nlohmann::json Screen(const std::string& screen, const std::string& token, const std::string& title,
                      const std::string& turn);
std::vector<std::string> SeatNames(const SessionSetup& setup);
// The seat the device's player goes by ("You"): sentences about it say "your".
bool IsYouSeat(const std::string& name);
// The game's name, or its id when it is not registered.
std::string GameName(const std::string& game_id);
// "bot, Easy": a seat played by a bot of `level`.
std::string BotLabel(const std::string& game_id, const std::string& level);

}  // namespace tinsel::app::mirror
