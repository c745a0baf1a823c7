#include "tinsel/review.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string_view>

#include "tinsel/match.h"
#include "tinsel/registry.h"
#include "tinsel/save.h"
#include "tinsel/search_request.h"
#include "tinsel/seed.h"
#include "tinsel/translate.h"
#include "tinsel/words.h"

namespace tinsel {

namespace {

// A log line ("puts the red bell on 7: 1 triangle, 2 points.") as what follows "you" or "the
// bot would": its first sentence (some games add what the move sets off), in the form that
// follows "you", no final full stop.
std::string AsMove(const State& before, int seat, Action action,
                   const std::vector<std::string>& names) {
  std::string text = PredicateForYou(before.DescribeAction(seat, action, seat), seat, names);
  for (size_t stop = text.find(". "); stop != std::string::npos; stop = text.find(". ", stop + 1)) {
    if (stop + 2 < text.size() && std::isupper(static_cast<unsigned char>(text[stop + 2]))) {
      text.resize(stop);
      break;
    }
  }
  while (!text.empty() && (text.back() == '.' || text.back() == ' ')) text.pop_back();
  return text;
}

// A share as a whole percentage, without the sign ("57" for 0.57): the sentence writes the sign
// as its language does.
std::string Percent(double share) {
  char text[16];
  std::snprintf(text, sizeof text, "%.0f", 100 * share);
  return text;
}

// The move with the game's reason for it (MoveWithReason). The review runs on the true state:
// MoveReason reads only what the seat may see.
std::string AsMoveWithReason(const State& before, int seat, Action action,
                             const std::vector<std::string>& names) {
  return MoveWithReason(AsMove(before, seat, action, names), before.MoveReason(seat, action));
}

// The review's sentence on a decision (ReviewedDecision::text): the moves as the game's log
// words them for "you", with the reason for each where the bot disagrees.
std::string Sentence(const State& before, const ReviewedDecision& d,
                     const std::vector<std::string>& names) {
  const std::string number = std::to_string(d.index + 1);
  if (d.played == d.choice) {
    // TRANSLATORS: a post-game review; {played} is the player's move, worded to follow "you"
    // (such as "place a red bell on space 7").
    return TrFormat("Move {number}: you {played}; the bot agrees.",
                    {{"number", number}, {"played", AsMove(before, d.seat, d.played, names)}});
  }
  const std::string played = AsMoveWithReason(before, d.seat, d.played, names);
  const std::string choice = AsMoveWithReason(before, d.seat, d.choice, names);
  if (!d.known()) {
    return TrPlural(
        // TRANSLATORS: a post-game review; {played} and {choice} are moves worded to follow "you"
        // and "the bot would" (such as "place a red bell on space 7: it closes a triangle");
        // {playouts} is how many games the bot tried out.
        "Move {number}: you {played}; the bot would {choice} (your move was not tried in "
        "{playouts} playout, so there is no comparison).",
        "Move {number}: you {played}; the bot would {choice} (your move was not tried in "
        "{playouts} playouts, so there is no comparison).",
        d.iterations,
        {{"number", number},
         {"played", played},
         {"choice", choice},
         {"playouts", std::to_string(d.iterations)}});
  }
  const long points = std::lround(d.choice_points - d.played_points);
  const std::string choice_result = Percent(d.choice_result);
  const std::string played_result = Percent(d.played_result);
  if (!d.costly()) {
    return TrFormat(
        // TRANSLATORS: a post-game review; {played} and {choice} are moves worded to follow "you"
        // and "the bot would"; {choice_result} and {played_result} are percentages (expected
        // results).
        "Move {number}: you {played}; the bot would {choice}, about as good (expected result "
        "{choice_result}% against {played_result}%).",
        {{"number", number},
         {"played", played},
         {"choice", choice},
         {"choice_result", choice_result},
         {"played_result", played_result}});
  }
  if (points >= 1) {
    return TrPlural(
        // TRANSLATORS: a post-game review; {played} and {choice} are moves worded to follow "you"
        // and "the bot would"; {n} is how many points better the bot's move is; {choice_result} and
        // {played_result} are percentages (expected results).
        "Move {number}: you {played}; the bot would {choice}, about {n} point better (expected "
        "result {choice_result}% against {played_result}%).",
        "Move {number}: you {played}; the bot would {choice}, about {n} points better (expected "
        "result {choice_result}% against {played_result}%).",
        points,
        {{"number", number},
         {"played", played},
         {"choice", choice},
         {"choice_result", choice_result},
         {"played_result", played_result}});
  }
  if (points <= -1) {
    return TrPlural(
        // TRANSLATORS: a post-game review; {played} and {choice} are moves worded to follow "you"
        // and "the bot would"; the bot's move scores about {n} points fewer yet has a better
        // expected result; {choice_result} and {played_result} are percentages (expected results).
        "Move {number}: you {played}; the bot would {choice}, a better result for about {n} "
        "point fewer (expected result {choice_result}% against {played_result}%).",
        "Move {number}: you {played}; the bot would {choice}, a better result for about {n} "
        "points fewer (expected result {choice_result}% against {played_result}%).",
        -points,
        {{"number", number},
         {"played", played},
         {"choice", choice},
         {"choice_result", choice_result},
         {"played_result", played_result}});
  }
  return TrFormat(
      // TRANSLATORS: a post-game review; {played} and {choice} are moves worded to follow "you" and
      // "the bot would"; {choice_result} and {played_result} are percentages (expected results).
      "Move {number}: you {played}; the bot would {choice}, a better result (expected result "
      "{choice_result}% against {played_result}%).",
      {{"number", number},
       {"played", played},
       {"choice", choice},
       {"choice_result", choice_result},
       {"played_result", played_result}});
}

const RootActionStats* StatsOf(const RootStats& stats, Action action) {
  for (const RootActionStats& a : stats.actions) {
    if (a.action == action) return &a;
  }
  return nullptr;
}

// 64-bit FNV-1a over texts, each closed by a 0 byte so that "ab","c" and "a","bc" differ.
class Digest {
 public:
  void Add(std::string_view text) {
    for (const char c : text) Byte(static_cast<unsigned char>(c));
    Byte(0);
  }
  std::string Hex() const {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash_));
    return text;
  }

 private:
  void Byte(unsigned char byte) {
    hash_ ^= byte;
    hash_ *= 0x100000001b3ULL;
  }
  uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace

double ReviewedDecision::cost_result() const {
  // Only a move the bot would not play, against which the bot's did at least as well.
  if (played == choice || !known() || choice_result < played_result) return 0;
  return choice_result - played_result;
}

double ReviewedDecision::cost_points() const {
  if (played == choice || !known() || choice_result < played_result) return 0;
  return std::max(0.0, choice_points - played_points);
}

bool ReviewedDecision::costly() const { return cost_result() >= 0.005 || cost_points() >= 0.5; }

bool ReviewedDecision::clearly_costly() const {
  return cost_result() >= kCoachResultCost ||
         (cost_result() >= 0.005 && cost_points() >= kCoachPointsCost);
}

std::string CoachSentence(const State& before, const ReviewedDecision& d,
                          const std::vector<std::string>& names) {
  if (!d.clearly_costly()) return {};
  const std::string idea = AsMoveWithReason(before, d.seat, d.choice, names);
  const std::string played = AsMove(before, d.seat, d.played, names);
  const long points = std::lround(d.choice_points - d.played_points);
  if (points >= 1) {
    return TrPlural(
        // TRANSLATORS: the coach, after the player's move; {idea} and {played} are moves worded to
        // follow "you" (such as "place a red bell on space 7: it closes a triangle").
        "Another idea: {idea}. It usually does better than your move ({played}), by about {n} "
        "point.",
        "Another idea: {idea}. It usually does better than your move ({played}), by about {n} "
        "points.",
        points, {{"idea", idea}, {"played", played}});
  }
  // TRANSLATORS: the coach, after the player's move; {idea} and {played} are moves worded to
  // follow "you" (such as "place a red bell on space 7: it closes a triangle").
  return TrFormat("Another idea: {idea}. It usually does better than your move ({played}).",
                  {{"idea", idea}, {"played", played}});
}

std::vector<ReviewPoint> ReviewPoints(const Session& session) {
  std::vector<ReviewPoint> points;
  std::unique_ptr<State> state = session.NewInitialState();
  std::vector<Action> legal;
  const std::vector<HistoryEntry>& history = session.history();
  for (size_t i = 0; i < history.size(); ++i) {
    const HistoryEntry& entry = history[i];
    if (entry.player >= 0 && !session.setup().seats[entry.player].bot) {
      state->LegalActionsInto(legal);
      if (legal.size() > 1) points.push_back({static_cast<int>(i), entry.player, entry.action});
    }
    if (!state->ApplyAction(entry.action).ok()) break;  // a Session's history always applies
  }
  return points;
}

std::unique_ptr<Session> SessionBefore(const Session& session, int index) {
  std::string error;
  std::unique_ptr<Session> before = Session::Create(session.setup(), &error);
  if (before == nullptr) return nullptr;
  const std::vector<HistoryEntry>& history = session.history();
  index = std::clamp(index, 0, static_cast<int>(history.size()));
  std::vector<std::string> texts;
  for (int i = 0; i < index; ++i) texts.push_back(history[i].text);
  if (!before->Replay(texts).ok()) return nullptr;
  return before;
}

int HardReviewBudget(const std::string& game_id) {
  const BotKind* hard = FindBotKind(game_id, kHintBotLevel);
  return hard != nullptr && hard->search_iterations > 0 ? hard->search_iterations
                                                        : IsmctsConfig{}.iterations;
}

std::string MakeReviewRequest(const Session& session, const ReviewPoint& point, int iterations) {
  // The session cut before the point: its BotSeed is BotSeedAt(seed, point.index), the seed
  // ReviewGame searches with.
  const std::unique_ptr<Session> before = SessionBefore(session, point.index);
  if (before == nullptr) return {};
  return MakeSearchRequest(*before, kHintBotLevel, iterations);
}

ReviewedDecision ReviewDecision(const State& before, const ReviewPoint& point,
                                const RootStats& stats, const std::vector<std::string>& names) {
  ReviewedDecision d;
  d.index = point.index;
  d.seat = point.seat;
  d.played = point.played;
  d.iterations = stats.iterations;
  const std::vector<Action> legal = before.LegalActions();
  d.choice = legal.empty() ? point.played : ChooseFromRootStats(stats, legal);
  if (const RootActionStats* played = StatsOf(stats, d.played);
      played != nullptr && played->visits > 0) {
    d.played_visits = played->visits;
    d.played_result = played->reward / played->visits;
    d.played_points = played->points / played->visits;
  }
  if (const RootActionStats* choice = StatsOf(stats, d.choice);
      choice != nullptr && choice->visits > 0) {
    d.choice_visits = choice->visits;
    d.choice_result = choice->reward / choice->visits;
    d.choice_points = choice->points / choice->visits;
  }
  d.text = Sentence(before, d, names);
  return d;
}

Review StartReview(const Session& session, int iterations, int workers) {
  Review review;
  review.game_id = session.setup().game_id;
  review.rules_version = session.setup().rules_version;
  review.seed = session.setup().seed;
  review.history_length = static_cast<int>(session.history().size());
  review.fingerprint = ReviewFingerprint(session);
  review.iterations = iterations > 0 ? iterations : HardReviewBudget(review.game_id);
  review.workers = std::clamp(workers, 1, kMaxSearchWorkers);
  return review;
}

void FinishReview(Review& review) {
  std::vector<ReviewedDecision*> costly;
  for (ReviewedDecision& d : review.decisions) {
    d.marked = false;
    if (d.costly()) costly.push_back(&d);
  }
  std::stable_sort(costly.begin(), costly.end(), [](const auto* a, const auto* b) {
    if (a->cost_result() != b->cost_result()) return a->cost_result() > b->cost_result();
    return a->cost_points() > b->cost_points();
  });
  for (size_t i = 0; i < costly.size() && i < static_cast<size_t>(kMarkedDecisions); ++i) {
    costly[i]->marked = true;
  }
}

Review ReviewGame(const Session& session, int iterations, int workers) {
  Review review = StartReview(session, iterations, workers);
  std::vector<std::string> names;
  for (const Seat& seat : session.setup().seats) names.push_back(seat.name);
  IsmctsConfig config;
  config.iterations = review.iterations;
  std::unique_ptr<State> state = session.NewInitialState();
  int applied = 0;
  for (const ReviewPoint& point : ReviewPoints(session)) {
    for (; applied < point.index; ++applied) state->ApplyAction(session.history()[applied].action);
    // Each worker searches from the seat's own resampled view (SearchRoot uses BotView).
    RootStats sum;
    const uint64_t seed = BotSeedAt(session.setup().seed, point.index);
    for (int worker = 0; worker < review.workers; ++worker) {
      AddRootStats(sum, SearchRoot(*state, seed, worker, config));
    }
    review.decisions.push_back(ReviewDecision(*state, point, sum, names));
  }
  FinishReview(review);
  return review;
}

void RewordReview(const Session& session, Review& review) {
  std::vector<std::string> names;
  for (const Seat& seat : session.setup().seats) names.push_back(seat.name);
  std::unique_ptr<State> state = session.NewInitialState();
  size_t applied = 0;
  for (ReviewedDecision& d : review.decisions) {
    if (d.index < 0 || static_cast<size_t>(d.index) >= session.history().size()) continue;
    for (; applied < static_cast<size_t>(d.index); ++applied) {
      if (!state->ApplyAction(session.history()[applied].action).ok()) return;
    }
    d.text = Sentence(*state, d, names);
  }
}

std::vector<const ReviewedDecision*> CostliestDecisions(const Review& review) {
  std::vector<const ReviewedDecision*> marked;
  for (const ReviewedDecision& d : review.decisions) {
    if (d.marked) marked.push_back(&d);
  }
  std::stable_sort(marked.begin(), marked.end(), [](const auto* a, const auto* b) {
    if (a->cost_result() != b->cost_result()) return a->cost_result() > b->cost_result();
    return a->cost_points() > b->cost_points();
  });
  return marked;
}

std::string ReviewFingerprint(const Session& session) {
  const SessionSetup& setup = session.setup();
  Digest digest;
  digest.Add(setup.game_id);
  digest.Add(std::to_string(setup.rules_version));
  for (const auto& [name, value] : setup.options) {
    digest.Add(name);
    digest.Add(value);
  }
  for (const Seat& seat : setup.seats) {
    digest.Add(seat.name);
    digest.Add(seat.bot ? "bot" : "human");
    digest.Add(seat.level);
  }
  digest.Add(std::to_string(setup.seed));
  for (const HistoryEntry& entry : session.history()) digest.Add(entry.text);
  return digest.Hex();
}

bool ReviewIsFor(const Review& review, const Session& session) {
  const SessionSetup& setup = session.setup();
  const std::vector<HistoryEntry>& history = session.history();
  if (review.game_id != setup.game_id || review.rules_version != setup.rules_version ||
      review.seed != setup.seed || review.history_length != static_cast<int>(history.size()) ||
      review.fingerprint != ReviewFingerprint(session)) {
    return false;
  }
  // The fingerprint matches; each decision must still name a move of this history, so a
  // crafted review cannot point the app at a seat or move that is not there.
  for (const ReviewedDecision& d : review.decisions) {
    if (d.index < 0 || d.index >= static_cast<int>(history.size()) ||
        d.seat >= session.NumPlayers() || history[d.index].player != d.seat ||
        history[d.index].action != d.played) {
      return false;
    }
  }
  return true;
}

}  // namespace tinsel
