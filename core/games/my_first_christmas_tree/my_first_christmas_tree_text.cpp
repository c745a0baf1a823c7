// My First Christmas Tree in words: the canonical action texts (saves store them) and the
// move log's sentences.
#include <vector>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/words.h"

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

std::string Plural(int n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

std::optional<Card> CardFromWords(const std::vector<std::string>& w, size_t at) {
  if (at + 2 > w.size()) return std::nullopt;
  return ParseCard(w[at] + " " + w[at + 1]);
}

std::optional<act::Side> ParseSide(const std::string& word) {
  if (word == "left") return act::kLeft;
  if (word == "right") return act::kRight;
  return std::nullopt;
}

// "Drop-Arrow-Gear": a row's symbols, left to right.
std::string Pattern(const PreparationRow& row) {
  std::string text;
  for (int i = 0; i < row.length; ++i) {
    text += (i > 0 ? "-" : "") + SymbolTitle(SymbolOf(row.at(i)));
  }
  return text;
}

std::string CardList(CardMask cards) {
  std::string text;
  ForEachCard(cards, [&](Card card) { text += (text.empty() ? "" : ", ") + CardName(card); });
  return text;
}

const char* RowWord(int row) {
  static constexpr const char* kRows[] = {"row 1", "row 2", "row 3", "row 4", "row 5"};
  return kRows[row];
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
      text = std::string("A random ") + SymbolName(act::SymbolOfTile(action)) +
             " tile joins the tree's tiles.";
    } else if (act::IsTreeTile(action)) {
      text = TileName(tiles_placed_) + " is a " + SymbolName(act::SymbolOfTile(action)) + ".";
    } else if (act::IsStart(action)) {
      text = SeatName(action - act::kStart) + " {plays|play} first.";
    } else if (action == act::kReshuffle) {
      text = "The deck is empty: the " + Plural(CountCards(discards_), "discarded card") +
             " are shuffled into a new deck.";
    } else if (act::IsDraw(action)) {
      const Card card = act::CardOf(action);
      if (step_ == Step::kDeal) {
        const int seat = DealSeat();
        return SeatName(seat) + " {is|are} dealt " + (viewer == seat ? CardName(card) : "a card") +
               ".";
      }
      text = "Drawn into the pool: " + CardName(card) + ".";
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
  if (act::IsTake(action)) return "{takes|take} " + CardName(card) + " from the pool.";
  if (act::IsCommitTake(action)) {
    return "{commits|commit} to an extra card and {takes|take} " + CardName(card) +
           " from the pool.";
  }
  if (action == act::kCommitRefresh) {
    return "{commits|commit} to a fresh pool and {discards|discard} " + CardList(pool_) + ".";
  }
  if (action == act::kSkipTake) {
    return step_ == Step::kExtraTake ? "{takes|take} no extra card."
                                     : "{takes|take} no card from the pool.";
  }
  if (action == act::kEndTurn) return "{ends|end} the turn without decorating.";
  if (act::IsPlay(action) || act::IsCommitPlay(action)) {
    const std::string commit =
        act::IsCommitPlay(action) ? "{commits|commit} to an extra card and " : "";
    const PreparationRow& row = rows_[player];
    if (row.length == 0) return commit + "{starts|start} a row with " + CardName(card) + ".";
    bool kept = false;
    const PreparationRow after = RowAfterPlay(player, card, act::SideOf(action), &kept);
    const std::string where = act::SideOf(action) == act::kLeft ? "left" : "right";
    if (kept) {
      return commit + "{plays|play} " + CardName(card) + " on the " + where + ": " +
             Pattern(after) + ".";
    }
    return commit + "{plays|play} " + CardName(card) + " on the " + where +
           ", which matches no line: the row " + Pattern(row) +
           " is discarded and a new one starts.";
  }
  if (act::IsDecorate(action)) {
    const PreparationRow& row = rows_[player];
    const int line = act::LineOf(action);
    const int cubes = row.MostCommonColourCount();
    const int free = std::popcount(Lines()[line].mask & ~Cubes(player));
    std::string text = "{decorates|decorate} " + LineName(line) + " with " + Pattern(row) + ": ";
    if (free == 0) return text + "no tile there lacks one of {their|your} cubes.";
    if (cubes >= free) return text + Plural(free, "cube") + ".";
    return text + Plural(cubes, "cube") + " for " + Plural(free, "tile") + ".";
  }
  if (act::IsCube(action)) return "{puts|put} a cube on " + TileName(act::TileOf(action)) + ".";
  if (act::IsBox(action) || act::IsCommitBox(action)) {
    const PreparationRow& row = rows_[player];
    const int first = act::FirstColourOf(action);
    int total = row.CountOf(first);
    std::string text;
    if (act::IsBox(action)) {
      text =
          std::string("{counts|count} ") + ColourName(first) + " (" + std::to_string(total) + ")";
    } else {
      const int second = act::SecondColourOf(action);
      total += row.CountOf(second);
      text = std::string("{commits|commit} to a second colour and {counts|count} ") +
             ColourName(first) + " and " + ColourName(second) + " (" + std::to_string(total) + ")";
    }
    int value = 0;
    switch (BoxGainFor(player, total, &value)) {
      case BoxGain::kOwn: {
        const int next = own_boxes_taken_[player] + 1 < kNumBoxValues
                             ? kFirstMaximum + own_boxes_taken_[player] + 1
                             : kUnlimited;
        return text + ": {takes|take} {their|your} own box " + std::to_string(value) +
               (next == kUnlimited ? "; no maximum now."
                                   : "; maximum now " + std::to_string(next) + ".");
      }
      case BoxGain::kNeutral:
        return text + ": {takes|take} a neutral box " + std::to_string(value) + ".";
      case BoxGain::kNothing:
        return text + ": no box.";
    }
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
    if (!tiles.empty()) text += "Cubes on " + tiles + ".";
  }
  auto add = [&](const std::string& sentence) { text += (text.empty() ? "" : " ") + sentence; };
  for (int row = 0; row < kNumRows; ++row) {
    if (before.finishing_[row] < 0 && after.finishing_[row] >= 0) {
      add(SeatName(after.finishing_[row]) + " {completes|complete} " + RowWord(row) +
          " first: a finishing touch (" + std::to_string(kRowSize[row]) + " points).");
    }
  }
  if (before.star_ < 0 && after.star_ >= 0) {
    add(SeatName(after.star_) +
        " {has|have} a cube in every row first and {takes|take} the star (" +
        std::to_string(kStarPoints) + " points).");
  }
  for (int side = 0; side < 2; ++side) {
    if (before.base_[side] < 0 && after.base_[side] >= 0) {
      add(SeatName(after.base_[side]) + " {takes|take} the " + (side == 0 ? "left" : "right") +
          " base tile (" + std::to_string(kBasePoints[side]) + " points).");
    }
  }
  if (!before.end_triggered_ && after.end_triggered_ && after.step_ != Step::kGameOver) {
    add("Every row has its finishing touch: this round is the last.");
  }
  if (before.step_ != Step::kGameOver && after.step_ == Step::kGameOver) {
    if (after.end_triggered_) {
      add("The game is over.");
    } else {
      add("No cube in " + std::to_string(kStallRounds) + " rounds: the game is over.");
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
  auto add = [&](const char* what, int points) {
    if (points != 0) lines.push_back(std::string(what) + ": " + Plural(points, "point"));
  };
  add("The star", score.star);
  add("Decorations", score.base);
  add("Finishing touches", score.finishing_touches);
  add("Completed rows", score.completed_rows);
  add("Gift boxes", score.boxes);
  add("Cubes not placed", score.unplaced);
  if (lines.empty()) lines.push_back("No points scored.");
  return lines;
}

}  // namespace tinsel::mfct
