// A root search asked for by message, as the browser's bot workers get it
// (wasm/bot_worker/): the game as its save text, the seat to move, the level, the bot's seed
// and, for measurements, an iteration budget of its own. The worker replays the save, checks
// that the seat is to move, and runs SearchRoot (tinsel/root_parallel.h) from that seat's
// resampled view, exactly as the bot would in the page. Text in, text out: no I/O here.
#pragma once

#include <cstdint>
#include <string>

#include "tinsel/root_parallel.h"
#include "tinsel/session.h"

namespace tinsel {

// {"save": ..., "seat": S, "level": L, "seed": "<decimal>", "iterations": N} for the player
// to move in `session`, seeded as the app seeds its bots (Session::BotSeed). `iterations` 0:
// the level's own budget. The seed is text: JavaScript numbers cannot hold 64 bits.
std::string MakeSearchRequest(const Session& session, const std::string& level, int iterations = 0);

// Runs worker `worker`'s part of the search `request` asks for. Answers
// {"ok":true,"stats":<RootStatsToJson>} or {"ok":false,"error":"<a sentence>"}.
std::string AnswerSearchRequest(const std::string& request, int worker);

// Reads an answer of AnswerSearchRequest: false with `error` set when it is an error or
// unreadable.
bool ReadSearchAnswer(const std::string& answer, RootStats* stats, std::string* error);

}  // namespace tinsel
