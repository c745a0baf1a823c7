// Clearing saved games in bulk (issue #25): every finished game, or every unfinished game nobody
// has played for more than kOldGameDays. Two steps, so nothing goes without the player's yes:
// ClearCandidates lists what a button offers (the screen counts them in its confirmation), and
// ClearSaves removes only ids the player confirmed that still qualify when it runs.
// A damaged save, one for a newer Tinsel, and a game whose latest moves are only in memory are
// never candidates: what they hold is not known (or not stored), so they go one by one only.
// No ImGui here: the unit tests link this with the core only.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/saves/save_library.h"

namespace tinsel::app {

// An unfinished game last played more than this many days ago counts as abandoned: long enough
// that a game paused over the holidays is still offered to continue, not to clear.
inline constexpr int kOldGameDays = 30;

enum class ClearKind { kFinished, kOld };

// Whole seconds from `from` to `to`, both ISO 8601 UTC as the saves write them
// ("2026-12-24T18:00:00Z"); nullopt when either cannot be read.
std::optional<long long> SecondsBetween(const std::string& from, const std::string& to);

// An unfinished, readable, stored game last played more than kOldGameDays before `now`.
bool IsOldGame(const SlotSummary& save, const std::string& now);

// The slots of `list` that the `kind` of clearing offers, in the list's order.
std::vector<std::string> ClearCandidates(const std::vector<SlotSummary>& list, ClearKind kind,
                                         const std::string& now);

// "Not played for 5 weeks" for an old game (IsOldGame); "" otherwise.
std::string NotPlayedFor(const SlotSummary& save, const std::string& now);

// Removes those of `confirmed` that are still `kind` candidates in the library now (another tab
// may have played an old game since it was listed); `removed` (optional) gets how many went.
Status ClearSaves(SaveLibrary& library, const std::vector<std::string>& confirmed, ClearKind kind,
                  const std::string& now, int* removed = nullptr);

}  // namespace tinsel::app
