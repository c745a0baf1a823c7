// The names the setup screen gives the seats: what the player typed, unless that would leave a
// seat without a name anyone can see or read it as someone else.
#pragma once

#include <string>

namespace tinsel::app {

// The name for seat `seat` (0-based) from what was typed: "Player N" when the text shows
// nothing (empty, spaces, or only characters that draw nothing, such as zero-width spaces),
// and also for "You" when several people share the device (each sees every name, and "You"
// would address them all: "Your turn" on the wrong screen).
std::string SeatName(const std::string& typed, int seat, bool several_humans);

// A seat's name as a label shows it, in the language chosen: the names Tinsel gives ("You",
// "Player 2", "Guest 3", and "Host" for the host's "You" on a guest's device) translated, any other
// name as it is. Saves keep the English ones.
std::string NameAsShown(const std::string& name);

// The other way (setup's name fields show the names Tinsel gives in the chosen language): "You"
// for what NameAsShown("You") shows, "Player N" for what NameAsShown("Player N") shows (N up
// to `seats`), any other name as typed.
std::string NameFromShown(const std::string& shown, int seats);

// Whether `name` is "you" in any letter case (the name the one player at a device goes by).
bool IsYou(const std::string& name);

}  // namespace tinsel::app
