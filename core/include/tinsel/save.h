// Save files: a JSON envelope around a Session's setup and history.
// {format:"tinsel-save", version, game, rules_version, options, players:[{name, kind,
// level}], seed, history:[action text...], created, updated}
// Loading replays the history through the rules, so a damaged or tampered save is refused
// with the move number where it broke; it is never half-loaded.
#pragma once

#include <memory>
#include <string>

#include "tinsel/session.h"

namespace tinsel {

constexpr int kSaveVersion = 1;

struct SaveTimes {
  std::string created;  // ISO 8601, set by the caller (the core has no clock)
  std::string updated;
};

std::string WriteSave(const Session& session, const SaveTimes& times);
// On failure returns nullptr and sets `error` to a sentence for the player.
std::unique_ptr<Session> LoadSave(const std::string& text, std::string* error,
                                  SaveTimes* times = nullptr);

}  // namespace tinsel
