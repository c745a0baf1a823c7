#include "model/mirror/mirror_parts.h"

#include "tinsel/registry.h"
#include "tinsel/translate.h"

namespace tinsel::app::mirror {

using nlohmann::json;

json Section(const std::string& title, const json& lines, bool details) {
  json section = {{"title", title}, {"lines", lines}};
  if (details) section["details"] = true;
  return section;
}

json Button(const std::string& what, const std::string& label, const std::string& arg) {
  json action = {{"do", what}, {"label", label}};
  if (!arg.empty()) action["arg"] = arg;
  return action;
}

json Screen(const std::string& screen, const std::string& token, const std::string& title,
            const std::string& turn) {
  return {{"screen", screen},
          {"token", token},
          {"title", title},
          {"turn", turn},
          {"at", 0},
          {"viewer", kPublicViewer},
          {"sections", json::array()},
          {"moves", json::array()},
          {"actions", json::array()},
          {"news", json::array()},
          {"log", json::array()}};
}

std::vector<std::string> SeatNames(const SessionSetup& setup) {
  std::vector<std::string> names;
  for (const Seat& seat : setup.seats) names.push_back(seat.name);
  return names;
}

bool IsYouSeat(const std::string& name) { return name == "You" || name == "you"; }

std::string GameName(const std::string& game_id) {
  const GameEntry* entry = FindGame(game_id);
  return entry != nullptr ? entry->game->Name() : game_id;
}

std::string BotLabel(const std::string& game_id, const std::string& level) {
  if (const GameEntry* entry = FindGame(game_id)) {
    for (const BotKind& kind : entry->bots) {
      // TRANSLATORS: a seat played by a bot, with its level ("bot, Easy").
      if (kind.id == level) return TrFormat("bot, {level}", {{"level", Tr(kind.label.c_str())}});
    }
  }
  // TRANSLATORS: a seat played by a bot (in the list of players).
  return Tr("bot");
}

}  // namespace tinsel::app::mirror
