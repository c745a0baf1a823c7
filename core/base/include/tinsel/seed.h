// Game seeds as text. A seed is any 64-bit number; saves store it as a decimal string
// (JavaScript numbers cannot hold every 64-bit value), and players type it at setup or on
// the command line.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace tinsel {

// The seed written in `text`: decimal digits only (no sign, no spaces), at most 2^64 - 1.
// nullopt for anything else.
std::optional<uint64_t> ParseSeed(std::string_view text);

}  // namespace tinsel
