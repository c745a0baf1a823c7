#include "games/trim_the_tree/ornaments.h"

#include <array>

#include "tinsel/translate.h"

namespace tinsel::trim {
namespace {

constexpr std::array<std::string_view, kNumColours> kColourNames = {"red", "yellow", "blue",
                                                                    "purple"};
constexpr std::array<std::string_view, kNumShapes> kShapeNames = {"box", "bell", "candle", "bulb"};

}  // namespace

std::string_view ColourName(Colour colour) { return kColourNames[static_cast<int>(colour)]; }

std::string_view ShapeName(Shape shape) { return kShapeNames[static_cast<int>(shape)]; }

std::string OrnamentName(int kind) {
  if (!IsKind(kind)) return "no ornament";
  std::string name(ColourName(ColourOf(kind)));
  name += ' ';
  name += ShapeName(ShapeOf(kind));
  return name;
}

const char* TranslatedOrnamentName(int kind) {
  // Kind = colour * 4 + shape. Whole names, so that each language makes its colour agree.
  static constexpr const char* kNames[kNumKinds] = {
      // TRANSLATORS: the 16 ornaments of Trim the Tree (colour and shape), as the log's
      // sentences name them ("places a purple bell on space 7").
      N_("red box"),    N_("red bell"),    N_("red candle"),    N_("red bulb"),
      N_("yellow box"), N_("yellow bell"), N_("yellow candle"), N_("yellow bulb"),
      N_("blue box"),   N_("blue bell"),   N_("blue candle"),   N_("blue bulb"),
      N_("purple box"), N_("purple bell"), N_("purple candle"), N_("purple bulb")};
  return IsKind(kind) ? Tr(kNames[kind]) : Tr("no ornament");
}

std::optional<int> ParseOrnament(std::string_view text) {
  for (int kind = 0; kind < kNumKinds; ++kind) {
    const std::string_view colour = ColourName(ColourOf(kind));
    const std::string_view shape = ShapeName(ShapeOf(kind));
    if (text.size() == colour.size() + 1 + shape.size() &&
        text.substr(0, colour.size()) == colour && text[colour.size()] == ' ' &&
        text.substr(colour.size() + 1) == shape) {
      return kind;
    }
  }
  return std::nullopt;
}

int SetsRemoved(int players, bool calculating_solitaire) {
  switch (players) {
    case 1:
      return calculating_solitaire ? 4 : 3;
    case 2:
      return 2;
    case 3:
      return 1;
    default:
      return 0;
  }
}

}  // namespace tinsel::trim
