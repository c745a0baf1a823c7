#include "tinsel/game.h"

#include <algorithm>
#include <optional>

#include "tinsel/translate.h"
#include "tinsel/utf8.h"
#include "tinsel/words.h"

namespace tinsel {

bool Contains(const std::vector<Action>& actions, Action action) {
  return std::find(actions.begin(), actions.end(), action) != actions.end();
}

namespace {

bool IsYou(const std::string& name) { return name == "You" || name == "you"; }

bool EndsSentence(char c) { return c == '.' || c == '!' || c == '?'; }
bool ClosesQuote(char c) { return c == '"' || c == '\'' || c == ')' || c == ']'; }

// Whether the text so far ends a sentence (or is empty): a "You" written next starts one.
bool AtSentenceStart(const std::string& text) {
  size_t end = text.size();
  while (end > 0 && text[end - 1] == ' ') --end;
  while (end > 0 && ClosesQuote(text[end - 1])) --end;
  return end == 0 || EndsSentence(text[end - 1]);
}

// The seat of a "{p<digits>}" token's inside ("p12"), if it is one.
std::optional<size_t> SeatOfToken(const std::string& inside) {
  if (inside.size() < 2 || inside.size() > 3 || inside[0] != 'p') return std::nullopt;
  size_t seat = 0;
  for (size_t i = 1; i < inside.size(); ++i) {
    if (inside[i] < '0' || inside[i] > '9') return std::nullopt;
    seat = seat * 10 + static_cast<size_t>(inside[i] - '0');
  }
  return seat;
}

}  // namespace

std::string NameSeats(const std::string& text, const std::vector<std::string>& names) {
  std::string named;
  std::optional<size_t> subject;  // the latest seat named: alternatives agree with it
  size_t at = 0;
  while (at < text.size()) {
    const size_t open = text.find('{', at);
    if (open == std::string::npos) break;
    named.append(text, at, open - at);
    const size_t close = text.find('}', open + 1);
    const size_t inner_open = text.find('{', open + 1);
    if (close == std::string::npos || inner_open < close) {
      named += '{';  // not a token: kept as it is
      at = open + 1;
      continue;
    }
    const std::string inside = text.substr(open + 1, close - open - 1);
    at = close + 1;
    if (const std::optional<size_t> seat = SeatOfToken(inside)) {
      subject = seat;
      if (*seat >= names.size()) {
        named += text.substr(open, close - open + 1);
      } else if (!IsYou(names[*seat])) {
        named += names[*seat];
      } else {
        const bool starts = AtSentenceStart(named);
        if (text.compare(at, 2, "'s") == 0) {
          // TRANSLATORS: "{p0}'s" in a log sentence when that seat is the player at the
          // device ("Your officer leaves the red boat."; lower case inside a sentence).
          named += starts ? TrContext("seat", "Your") : TrContext("seat", "your");
          at += 2;
        } else {
          // TRANSLATORS: the player at the device in the game's log sentences ("You take 4
          // purple doors.", "Dealt a card to you."; lower case inside a sentence). The verbs
          // agree in each sentence: in {takes|take} the second form is the one for "you".
          named += starts ? TrContext("seat", "You") : TrContext("seat", "you");
        }
      }
      continue;
    }
    const size_t bar = inside.find('|');
    if (bar == std::string::npos) {
      named += text.substr(open, close - open + 1);  // not ours: kept as it is
      continue;
    }
    const bool you = subject && *subject < names.size() && IsYou(names[*subject]);
    named += you ? inside.substr(bar + 1) : inside.substr(0, bar);
  }
  return named + text.substr(std::min(at, text.size()));
}

std::string LogSentence(const std::string& description, int player,
                        const std::vector<std::string>& names) {
  const bool actor = player >= 0 && static_cast<size_t>(player) < names.size();
  std::string text =
      NameSeats(actor ? "{p" + std::to_string(player) + "} " + description : description, names);
  while (!text.empty() && text.back() == ' ') text.pop_back();
  if (text.empty()) return text;
  text = CapitalizeFirst(std::move(text));
  size_t end = text.size();
  while (end > 0 && ClosesQuote(text[end - 1])) --end;
  if (end == 0 || !EndsSentence(text[end - 1])) text += '.';
  return text;
}

std::string PredicateForYou(const std::string& description, int player,
                            std::vector<std::string> names) {
  if (player < 0) return NameSeats(description, names);
  if (names.size() <= static_cast<size_t>(player)) names.resize(player + 1);
  names[player] = "You";  // the seat name NameSeats reads as the player at the device
  std::string text = LogSentence(description, player, names);
  const std::string you = std::string(TrContext("seat", "You")) + " ";
  if (text.compare(0, you.size(), you) == 0) text.erase(0, you.size());
  return text;
}

std::vector<GameConfig> Game::Configurations() const {
  std::vector<GameConfig> configs;
  for (int n = MinPlayers(); n <= MaxPlayers(); ++n) {
    std::vector<Options> combos = {{}};
    for (const OptionSpec& spec : OptionSpecs()) {
      if (n < spec.min_players || n > spec.max_players) continue;
      std::vector<Options> next;
      for (const Options& combo : combos) {
        for (const std::string& value : spec.values) {
          Options extended = combo;
          extended[spec.name] = value;
          next.push_back(extended);
        }
      }
      combos = std::move(next);
    }
    for (Options& options : combos) {
      if (NormalizeOptions(n, options).ok()) configs.push_back({n, std::move(options)});
    }
  }
  return configs;
}

Status Game::NormalizeOptions(int players, Options& options) const {
  if (players < MinPlayers() || players > MaxPlayers()) {
    return Status::Error(
        // TRANSLATORS: {game} is a game's name ("Santa Timea is for 3-6 players, not 2.").
        TrFormat("{game} is for {min}-{max} players, not {players}.",
                 {{"game", Name()},
                  {"min", FormatNumber(MinPlayers())},
                  {"max", FormatNumber(MaxPlayers())},
                  {"players", FormatNumber(players)}}));
  }
  const std::vector<OptionSpec> specs = OptionSpecs();
  for (const auto& option : options) {
    const std::string& name = option.first;
    const std::string& value = option.second;
    // (Not a structured binding: clang 14, Emscripten's, cannot capture one in a lambda.)
    auto spec = std::find_if(specs.begin(), specs.end(),
                             [&](const OptionSpec& s) { return s.name == name; });
    if (spec == specs.end()) {
      return Status::Error(
          // TRANSLATORS: {game} is a game's name, {option} an option's name in quotes.
          TrFormat("{game} has no option {option}.", {{"game", Name()}, {"option", Quote(name)}}));
    }
    if (std::find(spec->values.begin(), spec->values.end(), value) == spec->values.end()) {
      std::string allowed;
      for (const auto& v : spec->values) allowed += (allowed.empty() ? "" : ", ") + v;
      return Status::Error(
          // TRANSLATORS: {option} is an option's name, {value} the value asked for (in
          // quotes), {allowed} the values it may have ("doors, tiny-tim"). Names and values
          // stay as they are.
          TrFormat("Option {option} cannot be {value} (choose {allowed}).",
                   {{"option", name}, {"value", Quote(value)}, {"allowed", allowed}}));
    }
  }
  for (const auto& spec : specs) {
    const bool applies = players >= spec.min_players && players <= spec.max_players;
    auto given = options.find(spec.name);
    if (!applies && given != options.end() && given->second != spec.values.front()) {
      return Status::Error(
          // TRANSLATORS: {option} is an option's label, {value} its value as written in saves
          // ("on"), {players_range} how many players it is for ("3-4 players"), {players} the
          // number of players in the game.
          TrFormat("{option} \"{value}\" is for {players_range}, not {players}.",
                   {{"option", spec.label},
                    {"value", given->second},
                    {"players_range", PlayerRange(spec.min_players, spec.max_players)},
                    {"players", FormatNumber(players)}}));
    }
    if (!applies || given == options.end()) options[spec.name] = spec.values.front();
  }
  return Status::Ok();
}

std::string State::WhyIllegal(Action action) const {
  if (IsTerminal()) return Tr("The game is over.");
  if (IsChanceNode()) {
    for (const auto& [outcome, weight] : ChanceOutcomes()) {
      if (outcome == action && weight > 0) return {};
    }
    return Tr("That outcome cannot happen now.");
  }
  if (Contains(LegalActions(), action)) return {};
  return Tr("That move is not allowed now.");
}

Status State::ApplyAction(Action action) {
  std::string why = WhyIllegal(action);
  if (!why.empty()) return Status::Error(std::move(why));
  DoApplyAction(action);
  return Status::Ok();
}

Action State::SampleChanceOutcome(Rng& rng) const {
  const auto outcomes = ChanceOutcomes();
  double total = 0;
  for (const auto& outcome : outcomes) total += outcome.second;
  double pick = rng.Unit() * total;
  for (const auto& [action, weight] : outcomes) {
    if (weight > 0 && pick < weight) return action;
    pick -= weight;
  }
  // Rounding can leave `pick` a hair above the last weight: take the last possible one.
  for (auto it = outcomes.rbegin(); it != outcomes.rend(); ++it) {
    if (it->second > 0) return it->first;
  }
  return outcomes.empty() ? 0 : outcomes.front().first;
}

std::string State::DescribeAction(int player, Action action, int /*viewer*/) const {
  return ActionToString(player, action);
}

bool State::IsPublicAction(int player, Action /*action*/) const { return player != kChancePlayer; }

std::string State::MoveReason(int /*player*/, Action /*action*/) const { return {}; }

std::vector<double> State::Scores() const {
  std::vector<double> scores;
  ScoresInto(scores);
  return scores;
}

std::vector<bool> State::Winners() const {
  std::vector<bool> winners;
  WinnersInto(winners);
  return winners;
}

void State::WinnersInto(std::vector<bool>& out) const {
  const std::vector<double> scores = Scores();
  HighestScoresWin(scores, static_cast<int>(scores.size()), out);
}

int State::PlayRandomly(Rng& rng, std::vector<Action>& legal, PlayoutEnd end, int max_steps) {
  return PlayRandomlyAs(*this, rng, legal, end, max_steps);
}

std::unique_ptr<State> State::Resample(int player, Rng& rng) const {
  std::unique_ptr<State> world;
  ResampleInto(player, rng, world);
  return world;
}

}  // namespace tinsel
