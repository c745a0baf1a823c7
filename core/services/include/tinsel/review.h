// The post-game review: the Hard bot's search run over every decision a human made, from what
// that seat knew then, comparing the move played with the bot's choice.
//
// Each decision is searched exactly as a Hard bot seated there would have searched it: from
// BotView (the seat's resampled world, never the true state), seeded with the game's BotSeed
// at that point of the history (BotSeedAt(seed, index)). So a review is deterministic for a
// game, a budget and a worker count, and the bot's choice is the move Hard would have made.
//
// Two ways to run it:
//  - ReviewGame: all of it at once, synchronously (the command line, tests).
//  - One decision at a time (the browser): for each ReviewPoints entry send
//    MakeReviewRequest to the search workers (the ordinary search request of
//    tinsel/search_request.h, so the workers need nothing new), sum the answers with
//    AddRootStats in worker order, turn the sum into a ReviewedDecision with ReviewDecision,
//    and when every decision is in call FinishReview. The result is the same as ReviewGame's.
// ReviewToJson / ReviewFromJson store a review beside its save so it runs only once;
// ReviewIsFor tells whether a stored review still belongs to a game.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/root_parallel.h"
#include "tinsel/session.h"

namespace tinsel {

// A decision to review: history[index] was `played` by human `seat` with a choice of moves.
struct ReviewPoint {
  int index = 0;
  int seat = 0;
  Action played = 0;
};

// What the search found at one reviewed decision. Expected values are means over the root's
// playouts: `result` the search's reward (the share of the win, plus a small margin term; for
// solitaire the scaled score) in [0, 1], `points` the seat's score at the end of the playout
// (the end of the hand in games of several hands).
struct ReviewedDecision {
  int index = 0;  // into the history; the log's "move index + 1"
  int seat = 0;
  Action played = 0;
  Action choice = 0;  // the bot's move (ChooseFromRootStats)
  int64_t iterations = 0;
  // Visits of each move at the root. A move never visited has no expected values: the search
  // tries every move once before it tries any twice, so that only happens with a budget
  // smaller than the number of moves. Such a decision is reported as unknown, never marked.
  int64_t played_visits = 0;
  int64_t choice_visits = 0;
  double played_result = 0;
  double played_points = 0;
  double choice_result = 0;
  double choice_points = 0;
  bool marked = false;  // one of the costliest decisions (FinishReview)
  // "Move 14: you put the red bell on 7; the bot would ...": the log's own words for the move
  // (State::DescribeAction with the seat as viewer, so it shows what that seat saw, its own
  // secret votes included), numbered as save errors and replay links number moves: index + 1.
  // In the language chosen when the review was made (ReviewToJson keeps it as it is).
  std::string text;

  bool known() const { return played_visits > 0 && choice_visits > 0; }
  // What the move cost against the bot's choice (0 when they agree or the played move did as
  // well); the result first, points to break ties.
  double cost_result() const;
  double cost_points() const;
  // Whether the cost shows in words: at least half a percent of result or half a point (less
  // is noise the sentence calls "about as good"). Only costly decisions are marked.
  bool costly() const;
  // Whether the cost is clear enough for the coach to speak up during a game: at least
  // kCoachResultCost of the result (a twentieth of a win; of the score's range alone) or
  // kCoachPointsCost points with some result lost. Smaller costs are often the search's noise,
  // and a coach who comments on everything is not listened to.
  bool clearly_costly() const;
};

constexpr double kCoachResultCost = 0.05;
constexpr double kCoachPointsCost = 3.0;

constexpr int kReviewFormatVersion = 1;
// How many of the costliest decisions are marked.
constexpr int kMarkedDecisions = 3;

struct Review {
  std::string game_id;
  int rules_version = 0;
  uint64_t seed = 0;
  int history_length = 0;
  std::string fingerprint;  // of the game's setup and history (ReviewFingerprint)
  int iterations = 0;       // the budget per worker and decision
  int workers = 1;
  std::vector<ReviewedDecision> decisions;  // in history order
};

// Every decision of the history made by a human seat where more than one move was legal.
std::vector<ReviewPoint> ReviewPoints(const Session& session);

// The game as it stood before history[index] (0 <= index <= history length): same setup, the
// first `index` moves replayed. For MakeSearchRequest and DescribeAction.
std::unique_ptr<Session> SessionBefore(const Session& session, int index);

// The Hard level's budget for the game (its BotKind::search_iterations).
int HardReviewBudget(const std::string& game_id);

// The search request (tinsel/search_request.h) for `point`, for the Hard level with
// `iterations` per worker (0: Hard's own budget). AnswerSearchRequest of it for worker k gives
// exactly the statistics ReviewGame sums.
std::string MakeReviewRequest(const Session& session, const ReviewPoint& point, int iterations);

// Turns the root statistics of the search at `before` (the state before the point; seat to
// move) into a reviewed decision, with its sentence. `names` are the seats' names.
ReviewedDecision ReviewDecision(const State& before, const ReviewPoint& point,
                                const RootStats& stats, const std::vector<std::string>& names);

// An empty review of `session` for `iterations` and `workers`: its identity (game, rules,
// seed, fingerprint), no decisions yet.
Review StartReview(const Session& session, int iterations, int workers);
// Marks the kMarkedDecisions costliest of the costly() decisions (result first, then points;
// ties: the earlier move).
void FinishReview(Review& review);

// All of it, synchronously: `iterations` per worker (0: Hard's budget), `workers` root searches
// per decision summed as RootParallelBot sums them.
Review ReviewGame(const Session& session, int iterations = 0, int workers = 1);

// The coach's gentle note on a clearly costly decision (`before`: the state it was made in), in
// the game's own words and without percentages: "Another idea: put the red bell on space 7:
// this closes a triangle of three colours. It usually does better than your move (...), by
// about 3 points." Empty when the decision is not clearly_costly().
std::string CoachSentence(const State& before, const ReviewedDecision& d,
                          const std::vector<std::string>& names);

// Every decision's text written again in the language chosen now, from `session` (the game
// the review was made of: ReviewIsFor): a review made in one language, read in another.
// Decisions in order, as a review keeps them.
void RewordReview(const Session& session, Review& review);

// The marked decisions, costliest first.
std::vector<const ReviewedDecision*> CostliestDecisions(const Review& review);

// A digest of the setup (game, rules version, options, seats, seed) and every move's text: a
// stored review whose fingerprint differs belongs to another game or an edited one.
std::string ReviewFingerprint(const Session& session);
// Whether `review` was made of this very game (same identity and fingerprint).
bool ReviewIsFor(const Review& review, const Session& session);

// {"format":"tinsel-review","version":1,"game":...,"rules_version":R,"seed":"<decimal>",
//  "history_length":N,"fingerprint":"<16 hex>","iterations":B,"workers":K,"decisions":[{"move":
//  index,"seat":S,"played":A,"choice":A,"iterations":N,"played_visits":V,"choice_visits":V,
//  "played_result":x|null,"played_points":x|null,"choice_result":x,"choice_points":x,
//  "marked":bool,"text":"..."},...]}. Doubles keep every bit; unknown values are null.
std::string ReviewToJson(const Review& review);
// False with `error` set (a sentence) on damaged input: a missing field or one of the wrong kind
// or range, decisions out of order, a newer format. Keys it does not know are ignored (a later
// version may add some). `review` is untouched on failure. Never throws.
bool ReviewFromJson(const std::string& text, Review* review, std::string* error);

}  // namespace tinsel
