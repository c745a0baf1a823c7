// The game interface every rules engine implements (after OpenSpiel's Game/State).
//
// A Game describes a title (id, name, players, options) and makes initial States.
// A State is one position. Everything that happens is an Action:
//  - a player's decision (CurrentPlayer() >= 0), or
//  - a chance outcome (CurrentPlayer() == kChancePlayer): a draw, a shuffle step, a deal.
//    The rules never roll dice themselves; the Session samples chance outcomes from
//    ChanceOutcomes() with its own seeded Rng, so a history replays exactly.
// Hidden information: ObservationJson(p) shows only what player p may know, and
// Resample(p, rng) returns a state consistent with everything p has seen. Bots only
// ever see resampled states, so they cannot peek even by mistake.
// Secret simultaneous choices (votes) are sequential hidden moves, revealed together.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tinsel/rng.h"
#include "tinsel/status.h"
#include "tinsel/translate.h"

namespace tinsel {

using Action = int32_t;
constexpr int kChancePlayer = -1;
constexpr int kTerminalPlayer = -2;
// Viewer id for "what everybody at the table can see" (no private information).
constexpr int kPublicViewer = -1;

// A variant or setting chosen at setup and saved, e.g. solitaire=calculating.
// A line of table news (State::TableNews).
struct TableNewsItem {
  std::string id;  // stable while the item stays news, so it is announced once
  std::string text;
};

struct OptionSpec {
  std::string name;                 // machine name used by CLI, saves and setup screen
  std::string label;                // what the setup screen shows
  std::vector<std::string> values;  // allowed values, the first is the default
  std::string help;                 // one line for the setup screen and `tinsel games --verbose`
  // Player counts for which the option applies (others ignore it and use the default).
  int min_players = 1;
  int max_players = 99;
  // What the setup screen calls each value and what choosing it means, in the order of
  // `values` ("Door bids", "Each hand, bid how many tricks..."); empty: the value's own name.
  std::vector<std::string> value_names;
  std::vector<std::string> value_explanations;
};
using Options = std::map<std::string, std::string>;

// A player count and one combination of the options that apply to it (normalized).
struct GameConfig {
  int players;
  Options options;
};

class State;

// Where a random playout stops: at the end of the episode (State::IsEpisodeEnd, e.g. the
// hand) or of the whole game.
enum class PlayoutEnd { kEpisode, kGame };

class Game {
 public:
  virtual ~Game() = default;

  virtual std::string Id() const = 0;     // "trim-the-tree"
  virtual std::string Name() const = 0;   // "Trim the Tree"
  virtual std::string Pitch() const = 0;  // one line for the home screen
  virtual int MinPlayers() const = 0;
  virtual int MaxPlayers() const = 0;
  virtual std::vector<OptionSpec> OptionSpecs() const { return {}; }
  // The rules version new games use. Saves record their game's version; bump it when a rules
  // change would replay old histories differently (a new chance step, a move that became
  // illegal), and keep every older version playable: an old save replays by its own rules.
  virtual int RulesVersion() const { return 1; }
  // The oldest rules version this game can still replay (1: every save ever written).
  virtual int OldestRulesVersion() const { return 1; }
  // The most moves (decisions and chance outcomes) a whole game can have with `players` and
  // normalized `options`, under any rules version: saves with a longer history are refused
  // unread. Each game derives it from its rules (a comment says how), and
  // tests/saves/history_bound_test.cpp plays random games against it.
  virtual int MaxHistoryLength(int players, const Options& options) const = 0;
  // What a chance step is called when it stands between a player and the move they would
  // take back: the Undo button's reason ("a new ornament was drawn since").
  virtual std::string ChanceSinceWords() const { return Tr("something new was revealed since"); }
  // The heading over a seat's State::EarlyActions at a table across devices, while the others
  // still decide ("Vote now (secret; ...)" in Santa Timea).
  virtual std::string EarlyActionsTitle() const {
    return Tr("Choose now (secret; it counts when your turn comes)");
  }
  // (The rules page, the rulebook in short and our rulings, is the game's data, not its code:
  // core/games/<game>/rules.json, read by tinsel/rules_page.h.)

  // Fills in defaults and checks names, values and player count. An option given a value
  // other than its default for a player count it does not apply to is refused (never
  // silently changed); left out or at its default, it is set to the default.
  Status NormalizeOptions(int players, Options& options) const;
  // Every player count with every combination of the options that apply to it, each
  // normalized: what tests, fuzzers and tools walk to cover every way the game is set up.
  std::vector<GameConfig> Configurations() const;
  // A new game under the current rules, or under `rules_version` (OldestRulesVersion() to
  // RulesVersion(); a save's own version). Options must be normalized. Returns nullptr only
  // for invalid input (checked first).
  std::unique_ptr<State> NewInitialState(int players, const Options& options) const {
    return MakeInitialState(players, options, RulesVersion());
  }
  std::unique_ptr<State> NewInitialState(int players, const Options& options,
                                         int rules_version) const {
    if (rules_version < OldestRulesVersion() || rules_version > RulesVersion()) return nullptr;
    return MakeInitialState(players, options, rules_version);
  }

 protected:
  // What each game writes for NewInitialState; `rules_version` is in range.
  virtual std::unique_ptr<State> MakeInitialState(int players, const Options& options,
                                                  int rules_version) const = 0;
};

class State {
 public:
  virtual ~State() = default;

  virtual const Game& GetGame() const = 0;
  virtual int NumPlayers() const = 0;
  // A seat (0..n-1), kChancePlayer, or kTerminalPlayer when IsTerminal().
  virtual int CurrentPlayer() const = 0;
  bool IsTerminal() const { return CurrentPlayer() == kTerminalPlayer; }
  bool IsChanceNode() const { return CurrentPlayer() == kChancePlayer; }

  // Legal decisions for the current player (empty at chance and terminal nodes).
  virtual std::vector<Action> LegalActions() const = 0;
  // At a chance node: every possible outcome with its weight (weights need not sum to 1).
  virtual std::vector<std::pair<Action, double>> ChanceOutcomes() const { return {}; }
  // Why `action` is not legal now, in words for the player; empty when it is legal.
  virtual std::string WhyIllegal(Action action) const;
  // Decisions `player` may take before its turn comes, where the rules play a step at once
  // and the engine plays it in turn (Santa Timea's secret ballots). At a table across devices
  // a phone casts its vote while the others still vote; the host plays it when that turn
  // comes. Each must then be legal: the step's choices do not depend on the others' choices
  // in it. Empty for the player to move and in every game without such a step.
  virtual std::vector<Action> EarlyActions(int /*player*/) const { return {}; }
  bool IsEarlyAction(int player, Action action) const {
    const std::vector<Action> early = EarlyActions(player);
    return std::find(early.begin(), early.end(), action) != early.end();
  }
  // Applies a legal action or chance outcome; on anything else returns an error and
  // leaves the state untouched.
  Status ApplyAction(Action action);

  // --- Fast paths for search (bots, benchmarks). The defaults are correct; a game may
  // override them for speed. ---
  // LegalActions() into `out`, reusing its storage.
  virtual void LegalActionsInto(std::vector<Action>& out) const { out = LegalActions(); }
  // At a chance node: one outcome drawn in proportion to ChanceOutcomes()' weights.
  // Sessions, matches and bots all draw through this, so a game that overrides it (to
  // avoid listing every outcome) changes nothing but speed.
  virtual Action SampleChanceOutcome(Rng& rng) const;
  // Applies an action taken from LegalActions() or SampleChanceOutcome() of this very
  // state, without checking it again.
  void ApplyLegalAction(Action action) { DoApplyAction(action); }
  // A point where a search may stop its random playout and judge by Scores(), such as the
  // end of a hand in a game of several hands (default: only the end of the game).
  virtual bool IsEpisodeEnd() const { return IsTerminal(); }
  // Random moves from here until `end` (or `max_steps` moves): chance outcomes from
  // SampleChanceOutcome, decisions legal[rng.Below(legal.size())] after LegalActionsInto
  // (`legal` is scratch). Returns the moves made.
  // StateOf (state_of.h) overrides it with PlayRandomlyAs (below) so that no move pays a
  // virtual call.
  virtual int PlayRandomly(Rng& rng, std::vector<Action>& legal, PlayoutEnd end, int max_steps);

  // Canonical text form (saves store these); StringToAction(ActionToString(a)) == a.
  // `player` is the actor (for chance outcomes: kChancePlayer).
  virtual std::string ActionToString(int player, Action action) const = 0;
  virtual std::optional<Action> StringToAction(int player, const std::string& text) const = 0;
  // A sentence for the move log, as `viewer` may read it (hides what viewer may not see,
  // e.g. another player's card drawn in secret). Defaults to ActionToString. The actor of a
  // player's decision is not named (LogSentence() puts it first); other seats are written
  // {p0}, {p1}... and every word that agrees with a seat {third|you} ("{takes|take}"), for
  // NameSeats() to fill in. In the present tense.
  virtual std::string DescribeAction(int player, Action action, int viewer) const;
  // Whether everyone may learn this action when it happens. False for a secret vote or a
  // private draw. The Session uses it for undo: a human cannot undo past something that was
  // hidden (the pass-the-device screens follow HasPrivateInformation instead). Default: every
  // decision is public, every chance outcome is not.
  virtual bool IsPublicAction(int player, Action action) const;
  // Why `player` might make the legal decision `action` now, in the game's own words: a clause
  // with its own subject, no capital, no final full stop ("it closes 2 triangles of three
  // colours and three shapes: 3 points now", "you must follow the Stars on the Past dial").
  // For hints and the review. It uses only what ObservationJson(player) shows, so the true
  // state and any Resample(player) of it give the same words. Empty: no reason (the default).
  virtual std::string MoveReason(int player, Action action) const;

  // Points so far (final once terminal). One entry per seat.
  std::vector<double> Scores() const;
  // Once terminal: who won (ties share, game tie-breaks applied). One entry per seat.
  std::vector<bool> Winners() const;
  // The same into `out`, reusing its storage (search calls these once per playout).
  virtual void ScoresInto(std::vector<double>& out) const = 0;
  // Default: the highest scores share the win (allocating; games override it for search).
  virtual void WinnersInto(std::vector<bool>& out) const;

  // A copy of this state (StateOf, state_of.h, writes it for every game).
  virtual std::unique_ptr<State> Clone() const = 0;
  // A state consistent with everything `player` has observed, hidden parts drawn at
  // random from `rng`. Perfect-information games return a copy.
  std::unique_ptr<State> Resample(int player, Rng& rng) const;
  // The same into `world`. A game reuses the state already there when it is one of its own
  // (StateOf::CopyInto: no allocation once warm), since search resamples every iteration.
  virtual void ResampleInto(int player, Rng& rng, std::unique_ptr<State>& world) const = 0;
  // Whether `player` must not see others' secrets on this turn: true when the UI should
  // show a pass-the-device screen before showing this player's private view.
  virtual bool HasPrivateInformation() const { return false; }

  // Words for the table, each from the game's own text (its _text.cpp); none by default.
  // The latest news at this position, oldest first: results the move log does not spell out
  // (who won a trick, a ballot's cards), each with an id that stays the same while it is news
  // ("trick:1:3:0"), so it is announced once. Only what every seat may know.
  virtual std::vector<TableNewsItem> TableNews(
      const std::vector<std::string>& /*seat_names*/) const {
    return {};
  }
  // How `seat`'s points came about, a line each ("Hand 2: bid 3 doors + red, won 3 wreaths: 8
  // points"), for the game-over screen. `seat_log`: the seat's own lines of the move log.
  virtual std::vector<std::string> ScoreBreakdown(
      int /*seat*/, const std::vector<std::string>& /*seat_log*/) const {
    return {};
  }

  // Components that the rules only move around, never create or destroy, with their
  // totals ("ornaments": 80). The conformance tests check these stay constant.
  virtual std::map<std::string, int> ComponentTotals() const { return {}; }

  // What `viewer` may see, as JSON (kPublicViewer: the table only). Used by the command
  // line, browser test hooks and the no-peeking tests; never on a hot path.
  virtual nlohmann::json ObservationJson(int viewer) const = 0;
  // Everything, for debugging and conservation checks.
  virtual std::string ToString() const = 0;

 protected:
  virtual void DoApplyAction(Action action) = 0;
};

// The random playout loop of State::PlayRandomly, for StateOf's override: called with the
// game's own final State class, every call in the loop is direct and can be inlined.
template <typename S>
int PlayRandomlyAs(S& state, Rng& rng, std::vector<Action>& legal, PlayoutEnd end, int max_steps) {
  int steps = 0;
  for (; steps < max_steps; ++steps) {
    const int player = state.CurrentPlayer();
    if (player == kTerminalPlayer || (end == PlayoutEnd::kEpisode && state.IsEpisodeEnd())) break;
    if (player == kChancePlayer) {
      state.ApplyLegalAction(state.SampleChanceOutcome(rng));
    } else {
      state.LegalActionsInto(legal);
      state.ApplyLegalAction(legal[rng.Below(legal.size())]);
    }
  }
  return steps;
}

// For WinnersInto: the seats with the highest of `scores` (one per seat) win; ties share.
template <typename Scores>
void HighestScoresWin(const Scores& scores, int players, std::vector<bool>& out) {
  out.assign(players, false);
  if (players == 0) return;
  auto best = scores[0];
  for (int p = 1; p < players; ++p) best = std::max(best, scores[p]);
  for (int p = 0; p < players; ++p) out[p] = scores[p] == best;
}

// Fills in a DescribeAction text for a table with these seats' names. {p0}, {p1}... become the
// names; {third|you} alternatives become the form that agrees with the latest seat named
// before them: the second when that seat is "You" (the person at the device), else the first.
// The words stay in the games' texts (ready for other languages) and only the names decide
// the grammar here. A "You" seat reads "you" inside a sentence, "{pN}'s" reads "your". Anything
// else in braces is kept as it is.
std::string NameSeats(const std::string& text, const std::vector<std::string>& names);

// A log line as a whole sentence: a player's description (a predicate) with the actor as its
// subject ("Holly takes 4 purple doors.", "You take 4 purple doors."), a chance line as it is;
// capitalised and closed with a full stop. The log no longer shows "Holly: ...", whose verb
// could not agree with "You".
std::string LogSentence(const std::string& description, int player,
                        const std::vector<std::string>& names);

// A player's description as what follows "you" or "would" ("take 4 purple doors."): the actor
// named "You", the subject left out. For hints ("Take ...") and the review ("you take ...;
// the bot would take ...").
std::string PredicateForYou(const std::string& description, int player,
                            std::vector<std::string> names);

// Legal-action helpers shared by all games.
bool Contains(const std::vector<Action>& actions, Action action);

}  // namespace tinsel
