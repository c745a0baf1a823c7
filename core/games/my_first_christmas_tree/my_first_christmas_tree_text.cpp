// My First Christmas Tree in words: the canonical action texts (saves store them) and the
// move log's sentences.
#include <vector>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/translate.h"

namespace tinsel::mfct {
namespace {

// The words of a text, split at any run of white space (as a stream's `>>` would).
std::vector<std::string> SplitWords(const std::string& text) {
  std::vector<std::string> words;
  const auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  for (size_t at = 0; at < text.size();) {
    if (space(text[at])) {
      ++at;
      continue;
    }
    size_t end = at;
    while (end < text.size() && !space(text[end])) ++end;
    words.push_back(text.substr(at, end - at));
    at = end;
  }
  return words;
}

// Filled in with the seat's name by NameSeats() (game.h); the words after it agree with it.
std::string SeatName(int seat) { return "{p" + std::to_string(seat) + "}"; }

std::optional<Card> CardFromWords(const std::vector<std::string>& w, size_t at) {
  if (at + 2 > w.size()) return std::nullopt;
  return ParseCard(w[at] + " " + w[at + 1]);
}

std::optional<act::Side> ParseSide(const std::string& word) {
  if (word == "left") return act::kLeft;
  if (word == "right") return act::kRight;
  return std::nullopt;
}

// "Drop-Arrow-Gear": a row's symbols, left to right, in the player's language.
std::string Pattern(const PreparationRow& row) {
  std::string text;
  for (int i = 0; i < row.length; ++i) {
    text += (i > 0 ? "-" : "") + std::string(TranslatedSymbolTitle(SymbolOf(row.at(i))));
  }
  return text;
}

// "red gear, blue drop": cards in the player's language.
std::string CardList(CardMask cards) {
  std::string text;
  ForEachCard(cards, [&](Card card) {
    text += (text.empty() ? "" : ", ") + std::string(TranslatedCardName(card));
  });
  return text;
}

}  // namespace

std::string MyFirstChristmasTreeState::ActionToString(int player, Action action) const {
  if (player == kChancePlayer) {
    if (act::IsRandomTile(action))
      return std::string("random tile ") + SymbolName(act::SymbolOfTile(action));
    if (act::IsTreeTile(action)) {
      return TileName(tiles_placed_) + " " + SymbolName(act::SymbolOfTile(action));
    }
    if (act::IsStart(action)) return "start " + std::to_string(action - act::kStart + 1);
    if (action == act::kReshuffle) return "reshuffle";
    if (act::IsDraw(action)) {
      const std::string card = CardName(act::CardOf(action));
      if (step_ == Step::kDeal) return "deal " + card + " to " + std::to_string(DealSeat() + 1);
      return "pool " + card;
    }
    return "action " + std::to_string(action);
  }
  if (act::IsTake(action)) return "take " + CardName(act::CardOf(action));
  if (act::IsCommitTake(action)) return "commit take " + CardName(act::CardOf(action));
  if (action == act::kCommitRefresh) return "commit refresh";
  if (action == act::kSkipTake) return "skip take";
  if (action == act::kEndTurn) return "end turn";
  if (act::IsPlay(action) || act::IsCommitPlay(action)) {
    std::string text = std::string(act::IsCommitPlay(action) ? "commit play " : "play ") +
                       CardName(act::CardOf(action));
    const bool empty_row = player >= 0 && player < kNumPlayers && rows_[player].length == 0;
    if (empty_row && act::SideOf(action) == act::kRight) return text;
    return text + (act::SideOf(action) == act::kLeft ? " left" : " right");
  }
  if (act::IsDecorate(action)) return "decorate " + LineName(act::LineOf(action));
  if (act::IsCube(action)) return "cube " + TileName(act::TileOf(action));
  if (act::IsBox(action)) return std::string("box ") + ColourName(act::FirstColourOf(action));
  if (act::IsCommitBox(action)) {
    return std::string("commit box ") + ColourName(act::FirstColourOf(action)) + "+" +
           ColourName(act::SecondColourOf(action));
  }
  return "action " + std::to_string(action);
}

std::optional<Action> MyFirstChristmasTreeState::StringToAction(int player,
                                                                const std::string& text) const {
  const std::vector<std::string> w = SplitWords(text);
  const size_t n = w.size();
  if (n == 0) return std::nullopt;
  if (player == kChancePlayer) {
    if (n == 3 && w[0] == "random" && w[1] == "tile") {
      if (auto symbol = ParseSymbol(w[2])) return act::RandomTile(*symbol);
      return std::nullopt;
    }
    if (n == 2 && w[0] == "start") {
      if (w[1] == "1" || w[1] == "2") return act::Start(w[1][0] - '1');
      return std::nullopt;
    }
    if (n == 1 && w[0] == "reshuffle") return act::kReshuffle;
    if (n == 3 && w[0] == "pool" && step_ != Step::kDeal) {
      if (auto card = CardFromWords(w, 1)) return act::Draw(*card);
      return std::nullopt;
    }
    // The seat is implied by the state: text naming another seat is not the next deal.
    if (n == 5 && w[0] == "deal" && w[3] == "to" && step_ == Step::kDeal &&
        w[4] == std::to_string(DealSeat() + 1)) {
      if (auto card = CardFromWords(w, 1)) return act::Draw(*card);
      return std::nullopt;
    }
    if (n == 2) {  // "r3t2 gear": only the next position of the tree
      const std::optional<int> tile = ParseTile(w[0]);
      const std::optional<int> symbol = ParseSymbol(w[1]);
      if (tile && symbol && *tile == tiles_placed_) return act::TreeTile(*symbol);
    }
    return std::nullopt;
  }
  if (player < 0 || player >= kNumPlayers) return std::nullopt;
  const bool commit = w[0] == "commit";
  const size_t at = commit ? 1 : 0;  // the verb
  if (at >= n) return std::nullopt;
  const std::string& verb = w[at];
  if (verb == "take" && n == at + 3) {
    const std::optional<Card> card = CardFromWords(w, at + 1);
    if (!card) return std::nullopt;
    return commit ? act::CommitTake(*card) : act::Take(*card);
  }
  if (verb == "refresh" && commit && n == 2) return act::kCommitRefresh;
  if (!commit && n == 2 && w[0] == "skip" && w[1] == "take") return act::kSkipTake;
  if (!commit && n == 2 && w[0] == "end" && w[1] == "turn") return act::kEndTurn;
  if (verb == "play" && (n == at + 3 || n == at + 4)) {
    const std::optional<Card> card = CardFromWords(w, at + 1);
    if (!card) return std::nullopt;
    act::Side side = act::kRight;
    if (n == at + 4) {
      const std::optional<act::Side> parsed = ParseSide(w[at + 3]);
      if (!parsed) return std::nullopt;
      side = *parsed;
    } else if (rows_[player].length > 0) {
      return std::nullopt;  // which end? Only a card onto an empty row needs no side.
    }
    return commit ? act::CommitPlay(*card, side) : act::Play(*card, side);
  }
  if (!commit && verb == "decorate" && n == 2) {
    const size_t dash = w[1].find('-');
    if (dash == std::string::npos) return std::nullopt;
    const std::optional<int> a = ParseTile(w[1].substr(0, dash));
    const std::optional<int> b = ParseTile(w[1].substr(dash + 1));
    if (!a || !b) return std::nullopt;
    if (const std::optional<int> line = FindLine(*a, *b)) return act::Decorate(*line);
    return std::nullopt;
  }
  if (!commit && verb == "cube" && n == 2) {
    if (const std::optional<int> tile = ParseTile(w[1])) return act::Cube(*tile);
    return std::nullopt;
  }
  if (verb == "box" && n == at + 2) {
    if (!commit) {
      if (const std::optional<int> colour = ParseColour(w[1])) return act::Box(*colour);
      return std::nullopt;
    }
    const size_t plus = w[2].find('+');
    if (plus == std::string::npos) return std::nullopt;
    const std::optional<int> first = ParseColour(w[2].substr(0, plus));
    const std::optional<int> second = ParseColour(w[2].substr(plus + 1));
    if (!first || !second || *first == *second) return std::nullopt;
    return act::CommitBox(*first, *second);
  }
  return std::nullopt;
}

// ---------------------------------------------------------------- the move log

std::string MyFirstChristmasTreeState::DescribeAction(int player, Action action, int viewer) const {
  std::string text;
  if (player == kChancePlayer) {
    if (act::IsRandomTile(action)) {
      // TRANSLATORS: {symbol} is a symbol of My First Christmas Tree's tiles ("gear").
      text = TrFormat("A random {symbol} tile joins the tree's tiles.",
                      {{"symbol", TranslatedSymbolName(act::SymbolOfTile(action))}});
    } else if (act::IsTreeTile(action)) {
      // TRANSLATORS: {tile} names a tile of the tree by row and position ("r3t2", kept as it
      // is); {symbol} is the symbol it shows ("gear").
      text = TrFormat("{tile} is a {symbol}.",
                      {{"tile", TileName(tiles_placed_)},
                       {"symbol", TranslatedSymbolName(act::SymbolOfTile(action))}});
    } else if (act::IsStart(action)) {
      // TRANSLATORS: {seat} is a player's name (or "You"); in {plays|play} the first form goes
      // with a name, the second with "You".
      text = TrFormat("{seat} {plays|play} first.", {{"seat", SeatName(action - act::kStart)}});
    } else if (action == act::kReshuffle) {
      text = TrPlural("The deck is empty: the {n} discarded card are shuffled into a new deck.",
                      "The deck is empty: the {n} discarded cards are shuffled into a new deck.",
                      CountCards(discards_));
    } else if (act::IsDraw(action)) {
      const Card card = act::CardOf(action);
      if (step_ == Step::kDeal) {
        const int seat = DealSeat();
        if (viewer == seat) {
          // TRANSLATORS: {seat} is a player's name (or "You"), {card} a card ("red gear").
          return TrFormat("{seat} {is|are} dealt {card}.",
                          {{"seat", SeatName(seat)}, {"card", TranslatedCardName(card)}});
        }
        return TrFormat("{seat} {is|are} dealt a card.", {{"seat", SeatName(seat)}});
      }
      text = TrFormat("Drawn into the pool: {card}.", {{"card", TranslatedCardName(card)}});
    } else {
      return ActionToString(player, action);
    }
  } else {
    text = DescribeDecision(player, action);
  }
  if (!WhyIllegal(action).empty()) return text;
  // What the action sets off: cubes placed for the player, the end-of-turn checks, the end.
  MyFirstChristmasTreeState after = *this;
  after.DoApplyAction(action);
  const std::string consequences =
      DescribeTurnEnd(*this, after, mover_, player >= 0 && act::IsDecorate(action));
  return consequences.empty() ? text : text + " " + consequences;
}

std::string MyFirstChristmasTreeState::DescribeDecision(int player, Action action) const {
  if (player < 0 || player >= kNumPlayers) return ActionToString(player, action);
  const Card card = act::CardOf(action);
  const std::string card_name = TranslatedCardName(card);
  if (act::IsTake(action)) {
    // TRANSLATORS: a log line after the player's name; {card} is a card ("red gear"). In
    // {takes|take} the first form goes with a name, the second with "You".
    return TrFormat("{takes|take} {card} from the pool.", {{"card", card_name}});
  }
  if (act::IsCommitTake(action)) {
    return TrFormat("{commits|commit} to an extra card and {takes|take} {card} from the pool.",
                    {{"card", card_name}});
  }
  if (action == act::kCommitRefresh) {
    // TRANSLATORS: {cards} lists the cards ("red gear, blue drop").
    return TrFormat("{commits|commit} to a fresh pool and {discards|discard} {cards}.",
                    {{"cards", CardList(pool_)}});
  }
  if (action == act::kSkipTake) {
    return step_ == Step::kExtraTake ? Tr("{takes|take} no extra card.")
                                     : Tr("{takes|take} no card from the pool.");
  }
  if (action == act::kEndTurn) return Tr("{ends|end} the turn without decorating.");
  if (act::IsPlay(action) || act::IsCommitPlay(action)) return DescribePlay(player, action);
  if (act::IsDecorate(action)) return DescribeDecoration(player, action);
  if (act::IsCube(action)) {
    return TrFormat("{puts|put} a cube on {tile}.", {{"tile", TileName(act::TileOf(action))}});
  }
  if (act::IsBox(action) || act::IsCommitBox(action)) return DescribeBoxCount(player, action);
  return ActionToString(player, action);
}

// A card played to the row (after a commit too): how the row reads after it, or that it broke.
std::string MyFirstChristmasTreeState::DescribePlay(int player, Action action) const {
  const Card card = act::CardOf(action);
  const std::string card_name = TranslatedCardName(card);
  const bool commit = act::IsCommitPlay(action);
  const PreparationRow& row = rows_[player];
  if (row.length == 0) {
    return FillPlaceholders(commit
                                ? Tr("{commits|commit} to an extra card and {starts|start} a row "
                                     "with {card}.")
                                : Tr("{starts|start} a row with {card}."),
                            {{"card", card_name}});
  }
  bool kept = false;
  const PreparationRow after = RowAfterPlay(player, card, act::SideOf(action), &kept);
  const bool left = act::SideOf(action) == act::kLeft;
  const char* message = nullptr;
  if (kept) {
    // TRANSLATORS: {card} is a card ("red gear"); {pattern} the row's symbols after it,
    // joined by hyphens ("Drop-Arrow-Gear").
    message = commit ? (left ? Tr("{commits|commit} to an extra card and {plays|play} {card} "
                                  "on the left: {pattern}.")
                             : Tr("{commits|commit} to an extra card and {plays|play} {card} "
                                  "on the right: {pattern}."))
                     : (left ? Tr("{plays|play} {card} on the left: {pattern}.")
                             : Tr("{plays|play} {card} on the right: {pattern}."));
    return FillPlaceholders(message, {{"card", card_name}, {"pattern", Pattern(after)}});
  }
  // TRANSLATORS: {card} is a card ("red gear"); {pattern} the symbols of the row it breaks,
  // joined by hyphens ("Drop-Arrow-Gear").
  message = commit ? (left ? Tr("{commits|commit} to an extra card and {plays|play} {card} on "
                                "the left, which matches no line: the row {pattern} is "
                                "discarded and a new one starts.")
                           : Tr("{commits|commit} to an extra card and {plays|play} {card} on "
                                "the right, which matches no line: the row {pattern} is "
                                "discarded and a new one starts."))
                   : (left ? Tr("{plays|play} {card} on the left, which matches no line: the "
                                "row {pattern} is discarded and a new one starts.")
                           : Tr("{plays|play} {card} on the right, which matches no line: the "
                                "row {pattern} is discarded and a new one starts."));
  return FillPlaceholders(message, {{"card", card_name}, {"pattern", Pattern(row)}});
}

// A line of the tree decorated with the row: the cubes it brings.
std::string MyFirstChristmasTreeState::DescribeDecoration(int player, Action action) const {
  const PreparationRow& row = rows_[player];
  const int line = act::LineOf(action);
  const int cubes = row.MostCommonColourCount();
  const int free = std::popcount(Lines()[line].mask & ~Cubes(player));
  const std::string line_name = LineName(line);
  const std::string pattern = Pattern(row);
  if (free == 0) {
    // TRANSLATORS: {line} names a line of the tree by its end tiles ("r3t1-r3t4", kept as it
    // is); {pattern} the row's symbols joined by hyphens ("Drop-Arrow-Gear").
    return TrFormat(
        "{decorates|decorate} {line} with {pattern}: no tile there lacks one of {their|your} "
        "cubes.",
        {{"line", line_name}, {"pattern", pattern}});
  }
  if (cubes >= free) {
    return TrPlural("{decorates|decorate} {line} with {pattern}: {n} cube.",
                    "{decorates|decorate} {line} with {pattern}: {n} cubes.", free,
                    {{"line", line_name}, {"pattern", pattern}});
  }
  // TRANSLATORS: {n} cubes to place on {tiles} ("4 tiles"): the player chooses where.
  return TrPlural("{decorates|decorate} {line} with {pattern}: {n} cube for {tiles}.",
                  "{decorates|decorate} {line} with {pattern}: {n} cubes for {tiles}.", cubes,
                  {{"line", line_name},
                   {"pattern", pattern},
                   {"tiles", TrPlural("{n} tile", "{n} tiles", free)}});
}

// The colour (two after a commit) counted for a box, and the box it brings.
std::string MyFirstChristmasTreeState::DescribeBoxCount(int player, Action action) const {
  const PreparationRow& row = rows_[player];
  const bool commit = act::IsCommitBox(action);
  const int first = act::FirstColourOf(action);
  int total = row.CountOf(first);
  std::string second_name;
  if (commit) {
    const int second = act::SecondColourOf(action);
    total += row.CountOf(second);
    second_name = TranslatedColourName(second);
  }
  int value = 0;
  const BoxGain gain = BoxGainFor(player, total, &value);
  const char* message = nullptr;
  int next = kUnlimited;
  switch (gain) {
    case BoxGain::kOwn:
      next = own_boxes_taken_[player] + 1 < kNumBoxValues
                 ? kFirstMaximum + own_boxes_taken_[player] + 1
                 : kUnlimited;
      if (next == kUnlimited) {
        // TRANSLATORS: {colour} is a card colour ("red"), {total} how many cards of it the
        // row holds, {value} the box card's value (4-6).
        message = commit ? Tr("{commits|commit} to a second colour and {counts|count} {colour} "
                              "and {other_colour} ({total}): {takes|take} {their|your} own box "
                              "{value}; no maximum now.")
                         : Tr("{counts|count} {colour} ({total}): {takes|take} {their|your} own "
                              "box {value}; no maximum now.");
      } else {
        // TRANSLATORS: {colour} is a card colour ("red"), {total} how many cards of it the
        // row holds, {value} the box card's value (4-6), {maximum} the new longest row.
        message = commit ? Tr("{commits|commit} to a second colour and {counts|count} {colour} "
                              "and {other_colour} ({total}): {takes|take} {their|your} own box "
                              "{value}; maximum now {maximum}.")
                         : Tr("{counts|count} {colour} ({total}): {takes|take} {their|your} own "
                              "box {value}; maximum now {maximum}.");
      }
      break;
    case BoxGain::kNeutral:
      message = commit ? Tr("{commits|commit} to a second colour and {counts|count} {colour} and "
                            "{other_colour} ({total}): {takes|take} a neutral box {value}.")
                       : Tr("{counts|count} {colour} ({total}): {takes|take} a neutral box "
                            "{value}.");
      break;
    case BoxGain::kNothing:
      message = commit ? Tr("{commits|commit} to a second colour and {counts|count} {colour} and "
                            "{other_colour} ({total}): no box.")
                       : Tr("{counts|count} {colour} ({total}): no box.");
      break;
  }
  if (message != nullptr) {
    return FillPlaceholders(message, {{"colour", TranslatedColourName(first)},
                                      {"other_colour", second_name},
                                      {"total", FormatNumber(total)},
                                      {"value", FormatNumber(value)},
                                      {"maximum", FormatNumber(next)}});
  }
  return ActionToString(player, action);
}

std::string MyFirstChristmasTreeState::DescribeTurnEnd(const MyFirstChristmasTreeState& before,
                                                       const MyFirstChristmasTreeState& after,
                                                       int player, bool decorating) const {
  if (player < 0) return {};
  std::string text;
  // Cubes the rules placed without a choice (a decoration with enough cubes for every tile).
  if (decorating) {
    const TileMask placed = after.Cubes(player) & ~before.Cubes(player);
    std::string tiles;
    for (TileMask rest = placed; rest != 0; rest &= rest - 1) {
      tiles += (tiles.empty() ? "" : ", ") + TileName(std::countr_zero(rest));
    }
    // TRANSLATORS: {tiles} lists tiles of the tree by row and position ("r3t1, r3t2").
    if (!tiles.empty()) text += TrFormat("Cubes on {tiles}.", {{"tiles", tiles}});
  }
  auto add = [&](const std::string& sentence) { text += (text.empty() ? "" : " ") + sentence; };
  for (int row = 0; row < kNumRows; ++row) {
    if (before.finishing_[row] < 0 && after.finishing_[row] >= 0) {
      // TRANSLATORS: {seat} is a player's name (or "You"); the {a|b} words agree with it (the
      // first form with a name, the second with "You"). {row} is a row number (1-5).
      add(TrPlural("{seat} {completes|complete} row {row} first: a finishing touch ({n} point).",
                   "{seat} {completes|complete} row {row} first: a finishing touch ({n} points).",
                   kRowSize[row],
                   {{"seat", SeatName(after.finishing_[row])}, {"row", FormatNumber(row + 1)}}));
    }
  }
  if (before.star_ < 0 && after.star_ >= 0) {
    add(TrPlural(
        "{seat} {has|have} a cube in every row first and {takes|take} the star ({n} point).",
        "{seat} {has|have} a cube in every row first and {takes|take} the star ({n} points).",
        kStarPoints, {{"seat", SeatName(after.star_)}}));
  }
  for (int side = 0; side < 2; ++side) {
    if (before.base_[side] < 0 && after.base_[side] >= 0) {
      add(side == 0 ? TrPlural("{seat} {takes|take} the left base tile ({n} point).",
                               "{seat} {takes|take} the left base tile ({n} points).",
                               kBasePoints[side], {{"seat", SeatName(after.base_[side])}})
                    : TrPlural("{seat} {takes|take} the right base tile ({n} point).",
                               "{seat} {takes|take} the right base tile ({n} points).",
                               kBasePoints[side], {{"seat", SeatName(after.base_[side])}}));
    }
  }
  if (!before.end_triggered_ && after.end_triggered_ && after.step_ != Step::kGameOver) {
    add(Tr("Every row has its finishing touch: this round is the last."));
  }
  if (before.step_ != Step::kGameOver && after.step_ == Step::kGameOver) {
    if (after.end_triggered_) {
      add(Tr("The game is over."));
    } else {
      add(TrPlural("No cube in {n} round: the game is over.",
                   "No cube in {n} rounds: the game is over.", kStallRounds));
    }
  }
  return text;
}

// Each scoring item that counted: the star, decorations, finishing touches, rows, boxes and
// the cubes not placed.
std::vector<std::string> MyFirstChristmasTreeState::ScoreBreakdown(
    int seat, const std::vector<std::string>& /*seat_log*/) const {
  std::vector<std::string> lines;
  if (seat < 0 || seat >= NumPlayers()) return lines;
  const mfct::ScoreItems score = ScoreOf(seat);
  if (score.star != 0) {
    lines.push_back(TrPlural("The star: {n} point", "The star: {n} points", score.star));
  }
  if (score.base != 0) {
    lines.push_back(TrPlural("Decorations: {n} point", "Decorations: {n} points", score.base));
  }
  if (score.finishing_touches != 0) {
    lines.push_back(TrPlural("Finishing touches: {n} point", "Finishing touches: {n} points",
                             score.finishing_touches));
  }
  if (score.completed_rows != 0) {
    lines.push_back(
        TrPlural("Completed rows: {n} point", "Completed rows: {n} points", score.completed_rows));
  }
  if (score.boxes != 0) {
    lines.push_back(TrPlural("Gift boxes: {n} point", "Gift boxes: {n} points", score.boxes));
  }
  if (score.unplaced != 0) {
    // TRANSLATORS: a negative score ("-3 points"): one point off per decoration cube left.
    lines.push_back(
        TrPlural("Cubes not placed: {n} point", "Cubes not placed: {n} points", score.unplaced));
  }
  if (lines.empty()) lines.push_back(Tr("No points scored."));
  return lines;
}

}  // namespace tinsel::mfct
