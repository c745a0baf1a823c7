// Any game's ObservationJson in plain words, for the screen-reader table
// (model/mirror/table_mirror.h): keys become labels ("colour_cards" -> "Colour cards"), lists are
// read out with commas, numbers under keys that name a seat ("current_player", "leader") become the
// seats' names, objects and lists of objects become nested lines. It knows no game, so a game
// registered later reads out with no change here.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace tinsel::app {

// One line of text and the lines nested under it.
struct TextLine {
  std::string text;
  std::vector<TextLine> under;

  // "text", or {"t": "text", "sub": [...]} when lines are nested under it.
  nlohmann::json ToJson() const;
};

nlohmann::json LinesJson(const std::vector<TextLine>& lines);

// The whole observation in words (without the "game" and "viewer" ids).
std::vector<TextLine> ObservationText(const nlohmann::json& observation,
                                      const std::vector<std::string>& seat_names);

// What `viewer_observation` shows that `public_observation` does not (its private view: a
// hand, a secret vote), in words. Empty when the two show the same.
std::vector<TextLine> PrivateText(const nlohmann::json& viewer_observation,
                                  const nlohmann::json& public_observation,
                                  const std::vector<std::string>& seat_names);

// "colour_cards" -> "Colour cards".
std::string KeyLabel(const std::string& key);

}  // namespace tinsel::app
