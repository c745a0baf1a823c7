// Trim the Tree ornaments: 4 shapes x 4 colours = one set of 16 kinds; the game has 5
// identical sets (80 counters). A kind is a number 0..15 = colour * 4 + shape, so the
// Box and the Bag are just 16 counts each.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tinsel::trim {

enum class Colour : uint8_t { kRed, kYellow, kBlue, kPurple };
enum class Shape : uint8_t { kBox, kBell, kCandle, kBulb };

constexpr int kNumColours = 4;
constexpr int kNumShapes = 4;
constexpr int kNumKinds = kNumColours * kNumShapes;  // one set
constexpr int kNumSets = 5;
constexpr int kNumOrnaments = kNumSets * kNumKinds;  // 80
// Marks an empty space on a tree.
constexpr int kNoOrnament = -1;

constexpr int MakeKind(Colour colour, Shape shape) {
  return static_cast<int>(colour) * kNumShapes + static_cast<int>(shape);
}
constexpr Colour ColourOf(int kind) { return static_cast<Colour>(kind / kNumShapes); }
constexpr Shape ShapeOf(int kind) { return static_cast<Shape>(kind % kNumShapes); }
constexpr bool IsKind(int kind) { return kind >= 0 && kind < kNumKinds; }

std::string_view ColourName(Colour colour);  // "red"
std::string_view ShapeName(Shape shape);     // "bell"
// "purple bell" (colour first, lower case): the form used in action text and the log.
std::string OrnamentName(int kind);
// The same name in the player's language, for sentences shown (log, refusals, reasons);
// OrnamentName stays the canonical English one.
const char* TranslatedOrnamentName(int kind);
// Exactly the form OrnamentName writes; anything else is nullopt.
std::optional<int> ParseOrnament(std::string_view text);

// Sets of 16 taken out before play (rulebook; the project's ruling 1): 4-5 players none, 3 players
// one, 2 players two, solitaire three, "calculating" solitaire four.
int SetsRemoved(int players, bool calculating_solitaire);

}  // namespace tinsel::trim
