// My First Christmas Tree's table, the frame: where its areas lie by the shape of the room,
// what this frame is about (whose turn, the half-made choice), the info line and the status.
#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"

#include <algorithm>
#include <string>

#include "tinsel/translate.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_drawing.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_view_parts.h"

namespace tinsel::app {
namespace {

using kit::ByPressing;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using mfct::Step;
using mfct_view::kPad;
namespace md = mfct_drawing;

constexpr float kGap = 10;

// What the player to move is doing, for the info line (after their name).
const char* StepWords(Step step) {
  switch (step) {
    case Step::kTake:
      return Tr("taking a card");
    case Step::kExtraTake:
      // TRANSLATORS: the player to move may take an extra card (the info line).
      return Tr("an extra card?");
    case Step::kPlay:
      return Tr("playing a card");
    case Step::kAfterPlay:
      return Tr("decorate or end the turn");
    case Step::kCubes:
      return Tr("placing cubes");
    case Step::kBox:
      // TRANSLATORS: the player to move chooses a decoration box (the info line).
      return Tr("a decoration box");
    default:
      return "";
  }
}

}  // namespace

// ---------------------------------------------------------------- layout

// Three arrangements of the same areas, by the shape of the room:
//   wide (a laptop and up): the info line on top, the board with the tree on the left, the
//     other player, the pool and the scores on the right, the viewer's area along the bottom;
//   tall (a phone or a tablet held upright): info, the other player, the tree, the pool, the
//     viewer's area, stacked the full width;
//   short (a phone on its side): the tree on the left, the rest stacked on the right.
// The compact two drop the scores panel (the totals stay on the name lines, the breakdown is
// on the game-over screen) and show the step's choices in the pool's strip while the pool
// has nothing to offer (after playing, choosing a box), where the wide one keeps a panel for
// them beside the viewer's row.
struct MyFirstChristmasTreeView::Layout {
  bool compact = false;
  Box info, board, other, pool, scores, mine;
  bool tree_focus_ = false;

  // `tree_focus`: the player chooses on the tree now (cubes, a line): it gets the room.
  Layout(const ViewContext& context, bool tree_focus) : tree_focus_(tree_focus) {
    const ImVec2 o = context.origin;
    const ImVec2 s = context.size;
    const float info_h = FontPixels(ui::GetFonts().bold) + 6;
    info = Box::Sized(o, ImVec2(s.x, info_h));
    const ImVec2 below(o.x, o.y + info_h + 4);
    const ImVec2 room(s.x, s.y - info_h - 4);
    if (s.y > s.x * 1.1f) {
      Tall(below, room);
    } else if (room.y < 420) {
      Short(below, room);
    } else {
      Wide(below, room);
    }
  }

 private:
  void Wide(ImVec2 at, ImVec2 room) {
    const ui::Fonts& fonts = ui::GetFonts();
    const float mine_h = std::clamp(room.y * 0.32f, 180.0f, 360.0f);
    const float middle_h = room.y - mine_h - kGap;
    // The tree's tile step: 7.6 steps wide, 7.5 high (see Tree), at most half the width.
    const float step = std::min(middle_h / 7.5f, room.x * 0.5f / 7.6f);
    const float board_w = step * 7.6f;
    board = Box::Sized(at, ImVec2(board_w, middle_h));
    const float right_x = at.x + board_w + kGap;
    const float right_w = at.x + room.x - right_x;
    const float scores_h = (FontPixels(fonts.body) + 6) * 3 + 2 * kPad;
    const float other_h = std::clamp(middle_h * 0.36f, 120.0f, 260.0f);
    other = Box::Sized(ImVec2(right_x, at.y), ImVec2(right_w, other_h));
    scores = Box::Sized(ImVec2(right_x, at.y + middle_h - scores_h), ImVec2(right_w, scores_h));
    pool = Box::Corners(ImVec2(right_x, other.max.y + kGap),
                        ImVec2(right_x + right_w, scores.min.y - kGap));
    mine = Box::Sized(ImVec2(at.x, at.y + room.y - mine_h), ImVec2(room.x, mine_h));
  }

  void Tall(ImVec2 at, ImVec2 room) {
    compact = true;
    constexpr float gap = 6;
    // The viewer's cards as large as two lines of a usual row (5 cards and its ends) allow,
    // their names over them; smaller while the tree is where the player chooses.
    const float full_card_w = std::clamp((room.x - 2 * kPad) / 7 - 6, 30.0f, 56.0f);
    const float card_w = tree_focus_ ? full_card_w * 0.6f : full_card_w;
    const float mine_h = MineHeight(card_w, 2, /*labels_above=*/true);
    const float other_h = OtherHeight(std::clamp(card_w * 0.6f, 18.0f, 40.0f));
    const float pool_h = tree_focus_ ? 80.0f : std::clamp(room.y * 0.16f, 108.0f, 150.0f);
    // No taller than the tree the width allows; what is left goes to the viewer's area. A short
    // room (a replay's table) keeps the tree readable: the viewer's cards get smaller.
    const float tree_h = room.x / 7.6f * 7.4f + 8;
    const float board_h =
        std::min(tree_h, std::max(room.y - other_h - pool_h - mine_h - 3 * gap, room.y * 0.3f));
    other = Box::Sized(at, ImVec2(room.x, other_h));
    board = Box::Sized(ImVec2(at.x, other.max.y + gap), ImVec2(room.x, board_h));
    pool = Box::Sized(ImVec2(at.x, board.max.y + gap), ImVec2(room.x, pool_h));
    mine = Box::Corners(ImVec2(at.x, pool.max.y + gap), ImVec2(at.x + room.x, at.y + room.y));
  }

  void Short(ImVec2 at, ImVec2 room) {
    compact = true;
    constexpr float gap = 6;
    // The tree the full height; wider while the player chooses on it (its tiles spread out
    // along the rows, a finger's width apart: Tree::hstep).
    const float step = std::min(room.y / 6.9f, room.x * 0.4f / 7.6f);
    const float board_w =
        tree_focus_ ? std::min(step * 1.6f * 7.6f + 8, room.x * 0.55f) : step * 7.6f;
    board = Box::Sized(at, ImVec2(board_w, room.y));
    const float x = board.max.x + gap;
    const float w = at.x + room.x - x;
    other = Box::Sized(ImVec2(x, at.y), ImVec2(w, OtherHeight(18)));
    // Under it, the viewer's area and the pool side by side.
    const float pool_w = std::clamp(w * 0.5f, 250.0f, 360.0f);
    mine = Box::Corners(ImVec2(x, other.max.y + gap),
                        ImVec2(at.x + room.x - pool_w - gap, at.y + room.y));
    pool = Box::Corners(ImVec2(mine.max.x + gap, other.max.y + gap),
                        ImVec2(at.x + room.x, at.y + room.y));
  }

  // The compact other player: the name line, then one line of small cards and the stats.
  static float OtherHeight(float card_w) {
    return 8 + FontPixels(ui::GetFonts().bold) + 6 + card_w * md::kCardAspect + 8;
  }
  // The viewer's area: the name line and `lines` lines of cards (each under its small name).
  static float MineHeight(float card_w, int lines, bool labels_above = false) {
    const float label = labels_above ? FontPixels(ui::GetFonts().mark) + 2 : 0;
    return 8 + FontPixels(ui::GetFonts().bold) + 6 + 4 +
           lines * (label + card_w * md::kCardAspect + 6) + 8;
  }
};

// ---------------------------------------------------------------- the frame

bool MyFirstChristmasTreeView::Turn::Legal(Action action) const {
  return std::find(legal.begin(), legal.end(), action) != legal.end();
}

void MyFirstChristmasTreeView::Reset() {
  selected_card_ = -1;
  armed_ = Armed::kNone;
  first_colour_ = -1;
  choosing_line_ = false;
  message_.clear();
}

void MyFirstChristmasTreeView::Follow(const ViewContext& /*context*/,
                                      const MyFirstChristmasTreeState& /*state*/,
                                      bool started_over) {
  if (started_over) Reset();
}

MyFirstChristmasTreeView::Turn MyFirstChristmasTreeView::ReadTurn(
    const ViewContext& context, const MyFirstChristmasTreeState& state, bool my_turn) const {
  Turn turn;
  turn.me = context.viewer >= 0 && context.viewer < mfct::kNumPlayers ? context.viewer : 0;
  turn.other = 1 - turn.me;
  turn.step = state.step();
  turn.mine = my_turn;
  // Only the viewer's own choices: the other hand is not theirs to know.
  if (turn.mine) turn.legal = state.LegalActions();
  return turn;
}

void MyFirstChristmasTreeView::KeepChoicesValid(const MyFirstChristmasTreeState& state,
                                                const Turn& turn) {
  if (!turn.mine) {
    Reset();
    return;
  }
  const Step step = turn.step;
  const bool armed_fits = (armed_ == Armed::kTake && step == Step::kExtraTake) ||
                          (armed_ == Armed::kPlay && step == Step::kAfterPlay) ||
                          (armed_ == Armed::kBox && step == Step::kBox);
  if (!armed_fits) armed_ = Armed::kNone;
  if (armed_ != Armed::kBox) first_colour_ = -1;
  if (step != Step::kAfterPlay || armed_ == Armed::kPlay) choosing_line_ = false;
  const bool playing = step == Step::kPlay || armed_ == Armed::kPlay;
  // (-1, nothing selected, is no card: HasCard would shift by -1.)
  if (!playing || selected_card_ < 0 || !mfct::HasCard(state.Hand(turn.me), selected_card_)) {
    selected_card_ = -1;
  }
}

void MyFirstChristmasTreeView::DrawTable(const ViewContext& context,
                                         const MyFirstChristmasTreeState& state, bool my_turn,
                                         ViewResult& result) {
  const Turn turn = ReadTurn(context, state, my_turn);
  KeepChoicesValid(state, turn);

  const Layout layout(context, turn.mine && (turn.step == Step::kCubes || choosing_line_));
  compact_ = layout.compact;
  DrawInfo(context, state, turn, layout.info);
  DrawBoard(context, state, turn, layout.board, result);
  DrawOther(context, state, turn, layout.other);
  const bool choices_in_strip =
      compact_ && turn.mine && (turn.step == Step::kAfterPlay || turn.step == Step::kBox);
  if (choices_in_strip) {
    DrawActions(context, state, turn, layout.pool, result);
  } else {
    DrawPool(context, state, turn, layout.pool, result);
  }
  if (!compact_) DrawScores(context, state, turn, layout.scores);
  DrawMine(context, state, turn, layout.mine, result);
}

std::string MyFirstChristmasTreeView::Status(const MyFirstChristmasTreeState& state,
                                             bool my_turn) const {
  // The turn as ReadTurn makes it: on the viewer's turn their row is the mover's.
  Turn turn;
  turn.mine = my_turn;
  turn.step = state.step();
  if (my_turn) {
    turn.me = state.CurrentPlayer();
    turn.other = 1 - turn.me;
  }
  return StatusMessage(state, turn);
}

std::string MyFirstChristmasTreeView::StatusMessage(const MyFirstChristmasTreeState& state,
                                                    const Turn& turn) const {
  if (!turn.mine) return "";
  // Each sentence whole for each way of pressing (kit::ByPressing: click, tap, choose).
  switch (turn.step) {
    case Step::kTake:
      return ByPressing(Tr("Take a card from the pool (click it), or skip taking."),
                        Tr("Take a card from the pool (tap it), or skip taking."),
                        Tr("Take a card from the pool (choose it), or skip taking."));
    case Step::kExtraTake:
      if (armed_ == Armed::kTake) {
        return ByPressing(Tr("Commit: click the pool card to take as well."),
                          Tr("Commit: tap the pool card to take as well."),
                          Tr("Commit: choose the pool card to take as well."));
      }
      return Tr("You may commit to take an extra card, or go on.");
    case Step::kPlay:
      if (selected_card_ >= 0) {
        const std::string card = mfct_view::CardWords(selected_card_);
        return ByPressing(
            // TRANSLATORS: {card} is the card chosen from the hand, "red gear".
            TrFormat("Now click an end of your row for the {card}.", {{"card", card}}),
            // TRANSLATORS: {card} is the card chosen from the hand, "red gear".
            TrFormat("Now tap an end of your row for the {card}.", {{"card", card}}),
            // TRANSLATORS: {card} is the card chosen from the hand, "red gear".
            TrFormat("Now choose an end of your row for the {card}.", {{"card", card}}));
      }
      return ByPressing(Tr("Play a card: click it in your hand, then an end of your row."),
                        Tr("Play a card: tap it in your hand, then an end of your row."),
                        Tr("Play a card: choose it in your hand, then an end of your row."));
    case Step::kAfterPlay:
      if (armed_ == Armed::kPlay) {
        return ByPressing(Tr("Commit: click a card in your hand, then an end of your row."),
                          Tr("Commit: tap a card in your hand, then an end of your row."),
                          Tr("Commit: choose a card in your hand, then an end of your row."));
      }
      if (choosing_line_) return Tr("Choose the line to decorate: a button, or a lit tile.");
      return state.Row(turn.me).length >= mfct::kMinDecoration
                 ? Tr("Decorate the tree, or go on with your row.")
                 : Tr("Your row needs 3 cards to decorate: end your turn, or commit to play on.");
    case Step::kCubes: {
      const int cubes = state.CubesToPlace();
      // TRANSLATORS: {n} cubes are left to place on the decorated line (the English reads the same
      // for one).
      return ByPressing(TrPlural("Place your cubes: click a lit tile ({n} to place).",
                                 "Place your cubes: click a lit tile ({n} to place).", cubes),
                        // TRANSLATORS: {n} cubes are left to place on the decorated line (the
                        // English reads the same for one).
                        TrPlural("Place your cubes: tap a lit tile ({n} to place).",
                                 "Place your cubes: tap a lit tile ({n} to place).", cubes),
                        // TRANSLATORS: {n} cubes are left to place on the decorated line (the
                        // English reads the same for one).
                        TrPlural("Place your cubes: choose a lit tile ({n} to place).",
                                 "Place your cubes: choose a lit tile ({n} to place).", cubes));
    }
    case Step::kBox:
      if (armed_ == Armed::kBox) {
        return ByPressing(Tr("Commit: click two colours of your row to count together."),
                          Tr("Commit: tap two colours of your row to count together."),
                          Tr("Commit: choose two colours of your row to count together."));
      }
      return Tr("Name a colour of your row to count for a decoration box.");
    default:
      return "";
  }
}

void MyFirstChristmasTreeView::DrawInfo(const ViewContext& context,
                                        const MyFirstChristmasTreeState& state, const Turn& turn,
                                        Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  // The last round's warning before the step's words: those are what a phone cuts.
  const std::string round_number = FormatNumber(state.Round());
  const std::string round = TrFormat("Round {round}", {{"round", round_number}});
  const bool last_round = state.EndTriggered() && !state.IsTerminal();
  std::string left;
  if (state.IsTerminal()) {
    left = Tr("The game is over");
  } else if (state.Mover() >= 0) {
    // TRANSLATORS: the info line: the last round has begun.
    left = (last_round ? TrFormat("Round {round} (the last!)", {{"round", round_number}}) : round) +
           "   ·   " +
           // TRANSLATORS: the info line: who moves and what they are doing, "Ivy: playing a card".
           TrFormat("{name}: {step}",
                    {{"name", Name(context, state.Mover())}, {"step", StepWords(turn.step)}});
  } else {
    left = Tr("Setting up the tree");
  }
  // Shorter where it does not fit (a phone): the mover's gold name line says whose step it is.
  if (TextWidth(fonts.bold, px, left) > box.w() && state.Mover() >= 0 && !state.IsTerminal()) {
    // TRANSLATORS: short for "Round {round} (the last!)".
    left = (state.EndTriggered() ? TrFormat("Round {round} (last)", {{"round", round_number}})
                                 : round) +
           "   ·   " + StepWords(turn.step);
  }
  if (TextWidth(fonts.bold, px, left) > box.w()) left = round;
  Text(draw, fonts.bold, px, box.min, ui::colour::kCream, left);
  const std::string deck = TrFormat("Deck {count}", {{"count", FormatNumber(state.DeckSize())}});
  // TRANSLATORS: the info line: the cards in the deck, then those discarded.
  std::string right = TrFormat("Deck {count}  ·  discards {discards}",
                               {{"count", FormatNumber(state.DeckSize())},
                                {"discards", FormatNumber(mfct::CountCards(state.Discards()))}});
  if (state.Mover() >= 0 && !state.IsTerminal()) {
    // TRANSLATORS: the info line: the player to move has used their one commit this turn.
    right = std::string(state.CommitUsed() ? Tr("Commit used this turn")
                                           // TRANSLATORS: the info line: a commit may be used.
                                           : Tr("Commit ready")) +
            "   ·   " + right;
  }
  const float body = FontPixels(fonts.body);
  const float room = box.w() - TextWidth(fonts.bold, px, left) - 24;
  if (TextWidth(fonts.body, body, right) > room) {
    right = deck;  // the rest is on the board
    if (TextWidth(fonts.body, body, right) > room) return;
  }
  Text(draw, fonts.body, body,
       ImVec2(box.max.x - TextWidth(fonts.body, body, right), box.min.y + 1), ui::colour::kCreamDim,
       right);
}

}  // namespace tinsel::app
