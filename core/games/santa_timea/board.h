// Santa Timea's board and components as data (the project's rulings 1-2 for Santa Timea): 7 lanes
// of 4 wave rows, the lanes' islands and the islands' values, the boat colours, the supplies.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace tinsel::santa {

constexpr int kMinPlayers = 3;
constexpr int kMaxPlayers = 6;
constexpr int kNumLanes = 7;
constexpr int kNumRows = 4;  // the move from the last row lands: 4 moves land a boat
constexpr int kSeatsPerBoat = 6;
constexpr int kLeakSupply = 15;
constexpr int kHatsPerPlayer = 3;

// Boats are named by colour. A player's boat has the player's seat colour; the black boat
// belongs to nobody. Colour ids are also the ids of the colour cards.
constexpr int kNumColours = 7;
constexpr int kBlack = 6;
constexpr std::array<std::string_view, kNumColours> kColourNames = {
    "green", "red", "yellow", "blue", "purple", "white", "black"};

enum class Island : int8_t { kLeft, kMiddle, kRight };
constexpr int kNumIslands = 3;

struct IslandInfo {
  std::string_view name;
  int sailor_points;
  int officer_points;
};
constexpr std::array<IslandInfo, kNumIslands> kIslands = {{
    {"left", 6, 8},
    {"middle", 4, 6},
    {"right", 5, 7},
}};

// Lanes 1-2 lead to the left island, 3-5 to the middle one, 6-7 to the right one (ruling).
constexpr std::array<Island, kNumLanes> kLaneIsland = {
    Island::kLeft,   Island::kLeft,  Island::kMiddle, Island::kMiddle,
    Island::kMiddle, Island::kRight, Island::kRight};

constexpr int IslandIndex(Island island) { return static_cast<int>(island); }

}  // namespace tinsel::santa
