// Santa Timea's pieces drawn with ImDrawList: boats (hull, seats, colour name), pawns
// (officers tall with a hat, sailors small and round, each with its colour's initial),
// leaks (a water drop), ballot cards, the sinking Santa Timea and the islands. Every colour also
// carries a letter or a word, so the table reads without colour vision.
#pragma once

#include <imgui.h>

#include <string>

#include "games/santa_timea/santa_timea.h"

namespace tinsel::app::santa_drawing {

// The fill of a boat / pawn colour (0..6, black = 6) and the ink that reads on it.
ImU32 Fill(int colour, int alpha = 255);
ImU32 Ink(int colour);
// "G", "R", "Y", "B", "P", "W", "K" (black), in the player's language.
std::string Initial(int colour);
// A colour's name as the player reads it ("green"); SantaTimeaState::ColourName is the
// canonical one (action texts, widget ids).
const char* ColourWords(int colour);

struct BoatLook {
  float tilt = 0;    // radians (a sunk boat lies tilted)
  float alpha = 1;   // faded when sunk
  bool lit = false;  // a legal target now
  bool hovered = false;
  bool seats = true;  // draw the seats (not for small landed / sunk boats)
};

// A boat seen from above, bow up (towards the islands), inside the box [min, max]. Returns
// the centres of its 6 seats (seat i: row i / 2, column i % 2) and their radius.
struct BoatShape {
  ImVec2 seat[tinsel::santa::kSeatsPerBoat];
  float seat_radius = 0;
};
BoatShape DrawBoat(ImDrawList* draw, const tinsel::santa::Boat& boat, ImVec2 min, ImVec2 max,
                   const BoatLook& look);

// What sits in a seat: nothing (a dark socket), a leak or a pawn.
void DrawSeat(ImDrawList* draw, const tinsel::santa::Seat& seat, ImVec2 centre, float radius,
              float alpha = 1);
// A pawn of `player`'s colour: an officer is tall with a hat, a sailor small and round.
void DrawPawn(ImDrawList* draw, int player, tinsel::santa::Rank rank, ImVec2 centre, float radius,
              float alpha = 1);
void DrawLeak(ImDrawList* draw, ImVec2 centre, float radius, float alpha = 1);

// The sinking ship along the bottom of the sea.
void DrawWreck(ImDrawList* draw, ImVec2 min, ImVec2 max);
// An island (sand and a palm) filling the box.
void DrawIsland(ImDrawList* draw, ImVec2 min, ImVec2 max);
// Where text on an island may start: right of its palm tree.
float IslandTextLeft(ImVec2 min, ImVec2 max);
// A ballot card of the viewer's hand (or of the reveal) in [min, max]: a boat colour with its
// initial and name, or a Captain's Hat (vote = santa::kHatVote). `dim`: not playable now;
// `lit`: under the mouse and playable.
void DrawVoteCard(ImDrawList* draw, ImVec2 min, ImVec2 max, int vote, bool dim, bool lit);
// Wave marks in a sea cell.
void DrawWaves(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 colour);

}  // namespace tinsel::app::santa_drawing
