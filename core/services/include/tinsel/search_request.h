// A root search asked for by message, as the browser's bot workers (web/bot_worker.js) and the
// desktop's search threads get it: the game, the seat to move, the level, the bot's seed and, for
// measurements, an iteration budget of its own. A worker keeps the game it was last given
// (SearchWorkerGame), so the page sends the whole game (its save text) once and then only the
// moves made since: a follow-up names how many moves the worker holds and a hash of them, and
// a worker holding another game answers that it needs the save. The worker checks that the
// seat is to move and runs SearchRoot (tinsel/root_parallel.h) from that seat's resampled
// view, exactly as the bot would in the page. Text in, text out: no I/O here.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/root_parallel.h"
#include "tinsel/session.h"

namespace tinsel {

// {"save": ..., "seat": S, "level": L, "seed": "<decimal>", "iterations": N} for the player
// to move in `session`, seeded as the app seeds its bots (Session::BotSeed). `iterations` 0:
// the level's own budget. The seed is text: JavaScript numbers cannot hold 64 bits.
std::string MakeSearchRequest(const Session& session, const std::string& level, int iterations = 0);

// The follow-up for a worker that holds `session`'s first `base` moves (it was sent them):
// {"game": id, "chance_seed": "<decimal>", "base": base, "base_hash": "<decimal>",
// "moves": [texts since], "seat", "level", "seed", "iterations"}.
std::string MakeSearchFollowUp(const Session& session, size_t base, const std::string& level,
                               int iterations = 0);

// A 64-bit hash of the first `count` moves of `history` (seat and text of each), as a follow-up
// names the moves its worker must hold.
uint64_t HistoryHash(const std::vector<HistoryEntry>& history, size_t count);

// One worker's game: the last one it was sent, kept between requests.
class SearchWorkerGame {
 public:
  // Runs worker `worker`'s part of the search `request` asks for (a whole game or a follow-up),
  // stopping early with the statistics so far once `stop` turns true (a thread's dropped job).
  // Answers {"ok":true,"stats":<RootStatsToJson>}, {"ok":false,"error":"<a sentence>"}, or, for a
  // follow-up to a game this worker does not hold, {"ok":false,"need":"save","error":...}.
  std::string Answer(const std::string& request, int worker,
                     const std::atomic<bool>* stop = nullptr);
  // How many moves the kept game has (0: none kept).
  size_t kept_moves() const { return session_ ? session_->history().size() : 0; }

 private:
  std::unique_ptr<Session> session_;
};

// A request answered by a worker that keeps nothing: the whole game must be in it.
std::string AnswerSearchRequest(const std::string& request, int worker);

// Whether `answer` says its worker needs the whole game (a follow-up it could not place).
bool AnswerNeedsSave(const std::string& answer);

// Reads an answer of AnswerSearchRequest: false with `error` set when it is an error or
// unreadable.
bool ReadSearchAnswer(const std::string& answer, RootStats* stats, std::string* error);

}  // namespace tinsel
