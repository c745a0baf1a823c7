// Turning --bots and --names flags into seats, shared by simulate and new.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tinsel/registry.h"
#include "tinsel/session.h"

namespace tinsel::cli {

// `bots` is empty (no bots), one bot id for every seat, or one entry per seat where
// "human" marks a human seat. Returns nullopt with `error` set when an id is unknown.
std::optional<std::vector<Seat>> MakeSeats(const GameEntry& entry, int players,
                                           const std::string& bots, const std::string& names,
                                           std::string* error);

}  // namespace tinsel::cli
