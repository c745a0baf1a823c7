#include "views/my_first_christmas_tree/my_first_christmas_tree_view.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "tinsel/words.h"
#include "ui/controls.h"
#include "ui/input_state.h"
#include "ui/theme.h"
#include "views/my_first_christmas_tree/my_first_christmas_tree_drawing.h"

namespace tinsel::app {
namespace {

using kit::Fit;
using kit::FontPixels;
using kit::Text;
using kit::TextWidth;
using mfct::Card;
using mfct::MyFirstChristmasTreeState;
using mfct::Step;
namespace act = mfct::act;
namespace md = mfct_drawing;

constexpr float kGap = 10;
constexpr float kPad = 10;
constexpr ImU32 kPanelFill = IM_COL32(0, 0, 0, 60);

// A strip of cards named at its left ("Row", "Hand"), vertically centred in `box`: draws the
// name and returns where the cards start. Both strips start after the wider name, "Hand", so
// the row's cards stand over the hand's.
ImVec2 StripStart(kit::Box box, float card_w, const char* name, bool label_above) {
  const ui::Fonts& fonts = ui::GetFonts();
  const float card_h = card_w * md::kCardAspect;
  if (label_above) {
    // A narrow screen: the name small over the strip, the cards the full width.
    const float small = FontPixels(fonts.mark);
    Text(ImGui::GetWindowDrawList(), fonts.mark, small, box.min, ui::colour::kCreamDim, name);
    return ImVec2(box.min.x, box.min.y + small + 2);
  }
  const float px = FontPixels(fonts.bold);
  const float top = box.min.y + std::max(0.0f, (box.h() - card_h) * 0.5f);
  Text(ImGui::GetWindowDrawList(), fonts.bold, px, ImVec2(box.min.x, top + (card_h - px) * 0.5f),
       ui::colour::kCream, name);
  return ImVec2(box.min.x + TextWidth(fonts.bold, px, "Hand") + 14, top);
}

// Buttons of one size flowed down columns: as many rows as the box's height holds, as many
// columns as the count then needs, each at most `max_w` wide. A tall panel gets one column;
// the compact shapes' strip, a few side by side.
struct ButtonFlow {
  kit::Box box;
  int rows = 1;
  ImVec2 size;

  ButtonFlow(kit::Box area, int count, float height, float max_w) : box(area) {
    // Rows of at least 40 px (a finger's), the buttons no taller than asked.
    const float least = std::min(height, 40.0f);
    rows = std::clamp(static_cast<int>((area.h() + 6) / (least + 6)), 1, std::max(1, count));
    const int columns = std::max(1, (count + rows - 1) / rows);
    const float fitted = std::min(height, (area.h() - 6 * (rows - 1)) / rows);
    size = ImVec2(std::min(max_w, (area.w() - 6 * (columns - 1)) / columns), fitted);
  }
  ImVec2 At(int slot) const {
    return ImVec2(box.min.x + (slot / rows) * (size.x + 6),
                  box.min.y + (slot % rows) * (size.y + 6));
  }
};

// The longest of `labels` (longest first) that fits a commit button `width` wide after its
// star, in the current font.
std::string CommitLabel(std::initializer_list<const char*> labels, float width) {
  const float room = width - ImGui::CalcTextSize("      ").x - 2 * ImGui::GetStyle().FramePadding.x;
  for (const char* label : labels) {
    if (ImGui::CalcTextSize(label).x <= room) return label;
  }
  return *(labels.end() - 1);
}

// The longest of `labels` (longest first) that fits a plain button `width` wide.
std::string ButtonLabel(std::initializer_list<const char*> labels, float width) {
  const float room = width - 2 * ImGui::GetStyle().FramePadding.x;
  for (const char* label : labels) {
    if (ImGui::CalcTextSize(label).x <= room) return label;
  }
  return *(labels.end() - 1);
}

// "red-gear": a card in a widget id.
std::string CardId(Card card) {
  std::string id = mfct::CardName(card);
  std::replace(id.begin(), id.end(), ' ', '-');
  return id;
}

std::vector<Card> CardsOf(mfct::CardMask mask) {
  std::vector<Card> cards;
  mfct::ForEachCard(mask, [&](Card card) { cards.push_back(card); });
  return cards;
}

// What the player to move is doing, for the info line.
const char* StepWords(Step step) {
  switch (step) {
    case Step::kTake:
      return "taking a card";
    case Step::kExtraTake:
      return "an extra card?";
    case Step::kPlay:
      return "playing a card";
    case Step::kAfterPlay:
      return "decorate or end the turn";
    case Step::kCubes:
      return "placing cubes";
    case Step::kBox:
      return "a decoration box";
    default:
      return "";
  }
}

// A line of the tree as the player reads it: "r3t1-r3t4 (row)".
std::string LineLabel(int line) {
  const mfct::Line& l = mfct::Lines()[line];
  const char* how = l.direction == mfct::Direction::kAlongRow ? "row" : "diagonal";
  return mfct::LineName(line) + " (" + how + ")";
}

std::string MaxWords(int maximum) {
  return maximum >= mfct::kUnlimited ? std::string("no limit") : std::to_string(maximum);
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

// The tree on the board, in tile steps: the star's centre half a step from the top, row r
// (0-4) 1.55 + r steps down, the base 1.25 steps below the last row; rows centred. A wide short
// board (a phone on its side) packs star, rows and base closer, so its rows are further apart.
struct MyFirstChristmasTreeView::Tree {
  float step = 0;   // from one row to the next, and the size of things
  float hstep = 0;  // from one tile to the next along a row: wider where the width allows, so a
                    // short tree (a phone on its side) still leaves a finger's width per tile
  float tile = 0;   // a tile's side
  float cx = 0;
  float top = 0;
  float star_gap = 1.55f;  // steps from the top to the first row
  float base_gap = 1.25f;  // steps from the last row to the base
  float star_at = 0.5f;    // steps from the top to the star's centre

  explicit Tree(Box box) {
    const bool packed = box.h() < box.w() * 0.75f;
    if (packed) {
      star_gap = 1.35f;
      base_gap = 0.95f;
      star_at = 0.45f;
    }
    const float tall = star_gap + 4 + base_gap + 0.5f;
    step = std::min((box.h() - 8) / (tall + 0.1f), (box.w() - 8) / 7.6f);
    hstep = std::min(step * 1.6f, (box.w() - 8) / 7.6f);
    tile = step * 0.88f;
    cx = box.min.x + box.w() * 0.5f;
    top = box.min.y + (box.h() - step * tall) * 0.5f;
  }
  float RowY(int row) const { return top + (row + star_gap) * step; }
  ImVec2 Centre(int t) const {
    const int row = mfct::RowOf(t);
    const float offset = mfct::PositionOf(t) - (mfct::kRowSize[row] - 1) * 0.5f;
    return ImVec2(cx + offset * hstep, RowY(row));
  }
  ImVec2 Min(ImVec2 centre) const { return ImVec2(centre.x - tile * 0.5f, centre.y - tile * 0.5f); }
  ImVec2 Max(ImVec2 centre) const { return ImVec2(centre.x + tile * 0.5f, centre.y + tile * 0.5f); }
  ImVec2 Star() const { return ImVec2(cx, top + star_at * step); }
  ImVec2 Base(int side) const {
    return ImVec2(cx + (side == 0 ? -0.6f : 0.6f) * hstep,
                  RowY(mfct::kNumRows - 1) + base_gap * step);
  }
  // The end of a row, right of its last tile (where its finishing touch goes).
  float RowEnd(int row) const {
    return cx + (mfct::kRowSize[row] - 1) * 0.5f * hstep + tile * 0.5f;
  }
  // Where a seat's cube sits on a tile: the first seat's lower left, the second's lower right.
  ImVec2 CubeSpot(ImVec2 centre, int seat) const {
    return ImVec2(centre.x + (seat == 0 ? -0.28f : 0.28f) * tile, centre.y + 0.3f * tile);
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

std::string MyFirstChristmasTreeView::Name(const ViewContext& context, int seat) const {
  if (seat < 0 || seat >= static_cast<int>(context.seat_names.size())) return "Nobody";
  return context.seat_names[seat];
}

bool MyFirstChristmasTreeView::Hinted(const ViewContext& context, Action action) const {
  return context.hint.has_value() && *context.hint == action;
}

void MyFirstChristmasTreeView::Try(const MyFirstChristmasTreeState& state, Action action,
                                   ViewResult& result) {
  message_ = kit::Propose(state, action, result);
}

MyFirstChristmasTreeView::Turn MyFirstChristmasTreeView::ReadTurn(
    const ViewContext& context, const MyFirstChristmasTreeState& state) const {
  Turn turn;
  turn.me = context.viewer >= 0 && context.viewer < mfct::kNumPlayers ? context.viewer : 0;
  turn.other = 1 - turn.me;
  turn.step = state.step();
  const int current = state.CurrentPlayer();
  turn.mine = context.input_enabled && current >= 0 && current == context.viewer;
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

ViewResult MyFirstChristmasTreeView::Draw(const ViewContext& context) {
  ViewResult result;
  const auto* state = dynamic_cast<const MyFirstChristmasTreeState*>(&context.table);
  if (state == nullptr) return result;
  if (watch_.StartedOver(context)) Reset();
  recent_.BeginFrame(context);
  const Turn turn = ReadTurn(context, *state);
  KeepChoicesValid(*state, turn);

  const Layout layout(context, turn.mine && (turn.step == Step::kCubes || choosing_line_));
  compact_ = layout.compact;
  DrawInfo(context, *state, turn, layout.info);
  DrawBoard(context, *state, turn, layout.board, result);
  DrawOther(context, *state, turn, layout.other);
  const bool choices_in_strip =
      compact_ && turn.mine && (turn.step == Step::kAfterPlay || turn.step == Step::kBox);
  if (choices_in_strip) {
    DrawActions(context, *state, turn, layout.pool, result);
  } else {
    DrawPool(context, *state, turn, layout.pool, result);
  }
  if (!compact_) DrawScores(context, *state, turn, layout.scores);
  DrawMine(context, *state, turn, layout.mine, result);
  result.message = StatusMessage(*state, turn);
  return result;
}

std::string MyFirstChristmasTreeView::StatusMessage(const MyFirstChristmasTreeState& state,
                                                    const Turn& turn) const {
  if (!message_.empty()) return message_;
  if (!turn.mine) return "";
  const std::string verb = ui::PressVerb();  // "tap" on a touch screen, "click" with a mouse
  switch (turn.step) {
    case Step::kTake:
      return "Take a card from the pool (" + verb + " it), or skip taking.";
    case Step::kExtraTake:
      return armed_ == Armed::kTake ? "Commit: " + verb + " the pool card to take as well."
                                    : "You may commit to take an extra card, or go on.";
    case Step::kPlay:
      return selected_card_ >= 0
                 ? "Now " + verb + " an end of your row for the " + mfct::CardName(selected_card_) +
                       "."
                 : "Play a card: " + verb + " it in your hand, then an end of your row.";
    case Step::kAfterPlay:
      if (armed_ == Armed::kPlay) {
        return "Commit: " + verb + " a card in your hand, then an end of your row.";
      }
      if (choosing_line_) return "Choose the line to decorate: a button, or a lit tile.";
      return state.Row(turn.me).length >= mfct::kMinDecoration
                 ? "Decorate the tree, or go on with your row."
                 : "Your row needs 3 cards to decorate: end your turn, or commit to play on.";
    case Step::kCubes:
      return "Place your cubes: " + verb + " a lit tile (" + std::to_string(state.CubesToPlace()) +
             " to place).";
    case Step::kBox:
      return armed_ == Armed::kBox
                 ? "Commit: " + verb + " two colours of your row to count together."
                 : "Name a colour of your row to count for a decoration box.";
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
  std::string left = "Round " + std::to_string(state.Round());
  if (state.EndTriggered() && !state.IsTerminal()) left += " (the last!)";
  if (state.IsTerminal()) {
    left = "The game is over";
  } else if (state.Mover() >= 0) {
    left += "   ·   " + Name(context, state.Mover()) + ": " + StepWords(turn.step);
  } else {
    left = "Setting up the tree";
  }
  // Shorter where it does not fit (a phone): the mover's gold name line says whose step it is.
  if (TextWidth(fonts.bold, px, left) > box.w() && state.Mover() >= 0 && !state.IsTerminal()) {
    left = "Round " + std::to_string(state.Round()) + (state.EndTriggered() ? " (last)" : "") +
           "   ·   " + StepWords(turn.step);
  }
  if (TextWidth(fonts.bold, px, left) > box.w()) left = "Round " + std::to_string(state.Round());
  Text(draw, fonts.bold, px, box.min, ui::colour::kCream, left);
  std::string right = "Deck " + std::to_string(state.DeckSize()) + "  ·  discards " +
                      std::to_string(mfct::CountCards(state.Discards()));
  if (state.Mover() >= 0 && !state.IsTerminal()) {
    right = std::string(state.CommitUsed() ? "Commit used this turn" : "Commit ready") + "   ·   " +
            right;
  }
  const float body = FontPixels(fonts.body);
  const float room = box.w() - TextWidth(fonts.bold, px, left) - 24;
  if (TextWidth(fonts.body, body, right) > room) {
    right = "Deck " + std::to_string(state.DeckSize());  // the rest is on the board
    if (TextWidth(fonts.body, body, right) > room) return;
  }
  Text(draw, fonts.body, body,
       ImVec2(box.max.x - TextWidth(fonts.body, body, right), box.min.y + 1), ui::colour::kCreamDim,
       right);
}

// ---------------------------------------------------------------- the board

void MyFirstChristmasTreeView::DrawBoard(const ViewContext& context,
                                         const MyFirstChristmasTreeState& state, const Turn& turn,
                                         Box box, ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  kit::FramedPanel(draw, box.min, box.max, IM_COL32(8, 36, 26, 200), ui::colour::kGoldDim, 12,
                   1.5f);
  const Tree tree(box);
  if (state.TilesPlaced() < mfct::kNumTiles) return;  // the tree is being laid out
  const float last_row = tree.RowY(mfct::kNumRows - 1);
  md::DrawPine(draw, tree.Star(), last_row + tree.step * 0.55f, tree.hstep * 3.5f, tree.Base(0).y);
  DrawSupply(state, tree, box);
  DrawLineBands(state, turn, tree);
  DrawTiles(context, state, turn, tree, result);
  DrawStarAndBase(context, state, tree);
  DrawFinishingTouches(state, tree);
}

void MyFirstChristmasTreeView::DrawLineBands(const MyFirstChristmasTreeState& state,
                                             const Turn& turn, const Tree& tree) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  auto band = [&](int line, ImU32 colour, float width) {
    const mfct::Line& l = mfct::Lines()[line];
    const ImVec2 a = tree.Centre(l.tiles[0]);
    const ImVec2 b = tree.Centre(l.tiles[l.length - 1]);
    draw->AddLine(a, b, colour, width);
    draw->AddCircleFilled(a, width * 0.5f, colour, 16);
    draw->AddCircleFilled(b, width * 0.5f, colour, 16);
  };
  const int decorated = state.DecoratedLine();
  if (decorated >= 0) {
    band(decorated, kit::WithAlpha(ui::colour::kGold, 0.9f), tree.step * 1.08f);
    return;
  }
  // The lines the viewer's row reads along (the first seat's behind the pass screen).
  const int seat = turn.me;
  state.ForEachLineOf(state.Row(seat), [&](int line) {
    const bool hovered = line == hovered_line_ && choosing_line_;
    // Wider than a tile: a gold halo round each tile of the line, between the tiles too.
    band(line, kit::WithAlpha(ui::colour::kGold, hovered ? 0.95f : 0.6f),
         tree.step * (hovered ? 1.1f : 1.02f));
  });
}

void MyFirstChristmasTreeView::DrawTiles(const ViewContext& context,
                                         const MyFirstChristmasTreeState& state, const Turn& turn,
                                         const Tree& tree, ViewResult& result) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool placing = turn.mine && turn.step == Step::kCubes;
  mfct::TileMask lines_mask = 0;
  if (choosing_line_) {
    for (int line : state.MatchingLines()) lines_mask |= mfct::Lines()[line].mask;
  }
  for (int tile = 0; tile < mfct::kNumTiles; ++tile) {
    const ImVec2 c = tree.Centre(tile);
    const ImVec2 min = tree.Min(c);
    const ImVec2 max = tree.Max(c);
    const std::string name = mfct::TileName(tile);
    bool hovered = false;
    const bool lit = (placing && turn.Legal(act::Cube(tile))) || (lines_mask & mfct::TileBit(tile));
    // On a touch screen only the tiles of the decision are targets (the others are too close
    // together for a finger to tell apart, and a tap there would only explain).
    const bool target = turn.mine && (lit || !ui::Input().coarse_pointer);
    const bool clicked = kit::HitArea(context.widgets, "mfct:tile:" + name,
                                      name + " " + mfct::SymbolName(state.TileSymbol(tile)), min,
                                      max, target, &hovered, lit);
    md::Look look;
    look.lit = lit;
    look.dimmed = placing && !(mfct::Lines()[state.DecoratedLine()].mask & mfct::TileBit(tile));
    md::DrawTile(draw, min, tree.tile, state.TileSymbol(tile), look);
    DrawTileCubes(context, state, tree, tile);
    const bool hint_line = context.hint && act::IsDecorate(*context.hint) &&
                           (mfct::Lines()[act::LineOf(*context.hint)].mask & mfct::TileBit(tile));
    if (Hinted(context, act::Cube(tile)) || hint_line) kit::HintFrame(draw, min, max);
    kit::Explain(hovered, name + " " + mfct::SymbolName(state.TileSymbol(tile)));
    if (clicked && turn.mine) ClickTile(state, turn, tile, result);
  }
}

void MyFirstChristmasTreeView::ClickTile(const MyFirstChristmasTreeState& state, const Turn& turn,
                                         int tile, ViewResult& result) {
  if (!choosing_line_) {
    Try(state, act::Cube(tile), result);
    return;
  }
  // Choosing the line on the tree: a tile only one of the matching lines passes through.
  std::vector<int> through;
  for (int line : state.MatchingLines()) {
    if (mfct::Lines()[line].mask & mfct::TileBit(tile)) through.push_back(line);
  }
  if (through.size() == 1) {
    Try(state, act::Decorate(through[0]), result);
  } else if (through.empty()) {
    message_ = mfct::TileName(tile) + " is on none of the lines your row matches.";
  } else {
    message_ = std::to_string(through.size()) + " of the lines your row matches pass through " +
               mfct::TileName(tile) + ": choose one with its button.";
  }
  (void)turn;
}

void MyFirstChristmasTreeView::DrawTileCubes(const ViewContext& context,
                                             const MyFirstChristmasTreeState& state,
                                             const Tree& tree, int tile) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 c = tree.Centre(tile);
  const float size = tree.tile * 0.3f;
  for (int seat = 0; seat < mfct::kNumPlayers; ++seat) {
    if (!state.HasCube(seat, tile)) continue;
    const bool stand_in = (state.StandIns(seat) >> tile) & 1;
    const ImVec2 spot = tree.CubeSpot(c, seat);
    md::DrawCube(draw, spot, size, seat, stand_in);
    // The other player's new cubes: marked until this player's next move.
    recent_.Piece(context, draw,
                  "mfct:cube:" + std::to_string(tile) + ":" + std::to_string(seat) +
                      (stand_in ? ":stand-in" : ""),
                  seat, ImVec2(spot.x - size * 0.5f, spot.y - size * 0.5f),
                  ImVec2(spot.x + size * 0.5f, spot.y + size * 0.5f), 3);
  }
}

void MyFirstChristmasTreeView::DrawStarAndBase(const ViewContext& context,
                                               const MyFirstChristmasTreeState& state,
                                               const Tree& tree) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float cube = tree.tile * 0.34f;
  auto owner_cube = [&](ImVec2 c, int owner, int spot) {
    if (owner < 0) return;
    const bool stand_in = (state.StandIns(owner) >> spot) & 1;
    const ImVec2 at(c.x, c.y + tree.tile * 0.28f);
    md::DrawCube(draw, at, cube, owner, stand_in);
    recent_.Piece(context, draw, "mfct:owner:" + std::to_string(spot) + ":" + std::to_string(owner),
                  owner, ImVec2(at.x - cube * 0.5f, at.y - cube * 0.5f),
                  ImVec2(at.x + cube * 0.5f, at.y + cube * 0.5f), 3);
  };
  auto tooltip = [&](ImVec2 c, const std::string& what, int owner, int points) {
    if (!kit::Inside(ImGui::GetIO().MousePos, tree.Min(c), tree.Max(c))) return;
    const std::string who = owner >= 0 ? "held by " + Name(context, owner) : "not taken yet";
    kit::Explain(true, what + ", " + std::to_string(points) + " points: " + who);
  };
  const ImVec2 star = tree.Star();
  md::DrawStarTile(draw, tree.Min(star), tree.tile);
  owner_cube(star, state.StarOwner(), mfct::kStarSpot);
  tooltip(star, "The star", state.StarOwner(), mfct::kStarPoints);
  for (int side = 0; side < 2; ++side) {
    const ImVec2 base = tree.Base(side);
    md::DrawBaseTile(draw, tree.Min(base), tree.tile, mfct::kBasePoints[side]);
    owner_cube(base, state.BaseOwner(side), mfct::kBaseSpot + side);
    tooltip(base, side == 0 ? "The left base tile" : "The right base tile", state.BaseOwner(side),
            mfct::kBasePoints[side]);
  }
}

void MyFirstChristmasTreeView::DrawFinishingTouches(const MyFirstChristmasTreeState& state,
                                                    const Tree& tree) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = std::clamp(tree.step * 0.3f, 12.0f, FontPixels(fonts.bold));
  for (int row = 0; row < mfct::kNumRows; ++row) {
    // At the row's right end: the rosette of whoever finished it first, else its worth.
    const ImVec2 c(tree.RowEnd(row) + tree.step * 0.32f, tree.RowY(row));
    const int owner = state.FinishingTouch(row);
    if (owner >= 0) {
      md::DrawFinishingTouch(draw, c, tree.step * 0.5f, owner);
    } else {
      draw->AddCircle(c, tree.step * 0.2f, ui::colour::kGoldDim, 16, 1.5f);
      kit::CentredText(draw, fonts.bold, px, c, ui::colour::kGoldDim,
                       std::to_string(mfct::kRowSize[row]));
    }
  }
}

void MyFirstChristmasTreeView::DrawSupply(const MyFirstChristmasTreeState& state, const Tree& tree,
                                          Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // Readable however small the tree (a replay on a phone).
  const float small = std::max(std::min(FontPixels(fonts.mark), tree.step * 0.3f), 8.0f);
  // Upper left: the neutral boxes, a stack per value with the cards left.
  const float card_w = tree.step * 0.56f;
  ImVec2 at(box.min.x + 10, box.min.y + 8);
  Text(draw, fonts.mark, small, at, ui::colour::kCreamDim, "Neutral boxes");
  at.y += small + 4;
  for (int value = mfct::kLowestBox; value <= mfct::kHighestBox; ++value) {
    const int left = state.NeutralBoxesLeft(value);
    const ImVec2 min(at.x + (value - mfct::kLowestBox) * (card_w + 6), at.y);
    md::Look look;
    look.alpha = left > 0 ? 1.0f : 0.3f;
    md::DrawBoxCard(draw, min, card_w, -1, value, look);
    kit::CentredText(draw, fonts.mark, small,
                     ImVec2(min.x + card_w * 0.5f, min.y + card_w * md::kCardAspect + small * 0.7f),
                     ui::colour::kCream, "×" + std::to_string(left));
  }
  // Upper right: the deck (face down) and the discards.
  const ImVec2 deck(box.max.x - 10 - card_w, box.min.y + 8 + small + 4);
  Text(draw, fonts.mark, small,
       ImVec2(box.max.x - 10 - TextWidth(fonts.mark, small, "Deck"), box.min.y + 8),
       ui::colour::kCreamDim, "Deck");
  if (state.DeckSize() > 0) md::DrawCardBack(draw, deck, card_w);
  kit::CentredText(draw, fonts.mark, small,
                   ImVec2(deck.x + card_w * 0.5f, deck.y + card_w * md::kCardAspect + small * 0.7f),
                   ui::colour::kCream, std::to_string(state.DeckSize()));
}

// ---------------------------------------------------------------- the other player

float MyFirstChristmasTreeView::DrawNameLine(const ViewContext& context,
                                             const MyFirstChristmasTreeState& state, int seat,
                                             Box box, float y) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  float x = box.min.x + kPad;
  md::DrawCube(draw, ImVec2(x + px * 0.4f, y + px * 0.55f), px * 0.75f, seat, false);
  x += px + 4;
  const bool to_move = state.Mover() == seat && !state.IsTerminal();
  std::string name = Name(context, seat);
  if (state.FirstPlayer() == seat && !compact_) name += " (started)";
  const std::string score =
      std::to_string(state.ScoreOf(seat).Total()) + (compact_ ? "" : " points");
  const float score_x = box.max.x - kPad - TextWidth(fonts.bold, px, score);
  // Wide: the stats follow at a fixed place (36% in); the name and "to play" keep left of it.
  const float name_right = compact_ ? score_x - 10 : box.min.x + box.w() * 0.36f - 10;
  const float to_play_w = TextWidth(fonts.body, FontPixels(fonts.body), "to play") + 10;
  const bool say_to_play = !compact_ && to_move;
  x += ui::NameText(context.widgets, "mfct:name:" + std::to_string(seat), draw, fonts.bold, px,
                    ImVec2(x, y), to_move ? ui::colour::kGold : ui::colour::kCream, name,
                    name_right - x - (say_to_play ? to_play_w : 0)) +
       10;
  if (compact_) {
    // The stats between the name and the score, smaller; the gold name says who plays.
    const float small = FontPixels(fonts.mark);
    DrawStats(state, seat, ImVec2(x, y + (px - small) * 0.5f), small, score_x - 10);
  } else if (say_to_play) {
    Text(draw, fonts.body, FontPixels(fonts.body), ImVec2(x, y), ui::colour::kGold, "to play");
  }
  Text(draw, fonts.bold, px, ImVec2(score_x, y), ui::colour::kGold, score);
  return px + 6;
}

void MyFirstChristmasTreeView::DrawStats(const MyFirstChristmasTreeState& state, int seat,
                                         ImVec2 at, float height, float right) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* font = compact_ ? fonts.mark : fonts.body;
  const float px = std::min(FontPixels(font), height);
  const float cube = px * 0.8f;
  const float mid = at.y + px * 0.55f;
  float x = at.x;
  // Three parts (the longest row, the cubes left, the boxes claimed), each drawn whole while
  // it fits before `right`: a part that does not is left out, never cut.
  const char* gap = compact_ ? "  " : "   ";
  const std::string max_label = compact_ ? "Max " : "Max row ";
  const std::string max_value = MaxWords(state.MaxRowSize(seat));
  const std::string cubes_label = std::string(gap) + (compact_ ? "" : "Cubes ");
  const std::string decoration =
      std::to_string(state.DecorationCubesLeft(seat)) + (compact_ ? " " : "  ");
  const std::string finishing = std::to_string(state.FinishingCubesLeft(seat));
  std::string boxes;
  for (int value = mfct::kLowestBox; value <= mfct::kHighestBox; ++value) {
    for (int n = 0; n < state.BoxCardsClaimed(seat, value); ++n) {
      boxes += (boxes.empty() ? "" : " ") + std::to_string(value);
    }
  }
  const std::string boxes_label = std::string(gap) + "Boxes ";
  const std::string boxes_value = boxes.empty() ? "none" : boxes;
  // What the figures mean, for a new player: over them with a mouse, or a finger held down.
  kit::Explain(kit::Inside(ImGui::GetIO().MousePos, at, ImVec2(right, at.y + px)),
               "Max row " + max_value +
                   ": the most cards the preparation row may hold now.\nCubes: " +
                   std::to_string(state.DecorationCubesLeft(seat)) +
                   " decoration cubes (plain) and " + finishing +
                   " finishing-touch cubes (with a star) left to place.\nBoxes: the box cards "
                   "claimed (" +
                   boxes_value + ").");
  auto width = [&](const std::string& text) { return TextWidth(font, px, text); };
  auto words = [&](const std::string& text, ImU32 colour) {
    Text(draw, font, px, ImVec2(x, at.y), colour, text);
    x += width(text);
  };
  if (x + width(max_label) + width(max_value) > right) return;
  words(max_label, ui::colour::kCreamDim);
  words(max_value, ui::colour::kCream);
  if (x + width(cubes_label) + 2 * (cube + 3) + width(decoration) + width(finishing) > right)
    return;
  words(cubes_label, ui::colour::kCreamDim);
  md::DrawCube(draw, ImVec2(x + cube * 0.5f, mid), cube, seat, false);
  x += cube + 3;
  words(decoration, ui::colour::kCream);
  md::DrawCube(draw, ImVec2(x + cube * 0.5f, mid), cube, seat, true);
  x += cube + 3;
  words(finishing, ui::colour::kCream);
  if (x + width(boxes_label) + width(boxes_value) > right) return;
  words(boxes_label, ui::colour::kCreamDim);
  words(boxes_value, ui::colour::kCream);
}

void MyFirstChristmasTreeView::DrawHiddenHand(const MyFirstChristmasTreeState& state, int seat,
                                              ImVec2 at, float card_w, float width) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // Known cards face up (taken openly from the pool), the others as backs.
  const std::vector<Card> known = CardsOf(state.KnownHand(seat));
  const int count = state.HandSize(seat);
  const int backs = count - static_cast<int>(known.size());
  if (count == 0) return;
  float step = card_w + 4;
  if (count * step - 4 > width) step = (width - card_w) / std::max(1, count - 1);
  for (int i = 0; i < count; ++i) {
    const ImVec2 min(at.x + i * step, at.y);
    if (i < backs) {
      md::DrawCardBack(draw, min, card_w);
    } else {
      md::DrawCard(draw, min, card_w, known[i - backs]);
    }
  }
}

void MyFirstChristmasTreeView::DrawRowCards(const MyFirstChristmasTreeState& state, int seat,
                                            ImVec2 at, float card_w, float step) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const mfct::PreparationRow& row = state.Row(seat);
  for (int i = 0; i < row.length; ++i) {
    md::DrawCard(draw, ImVec2(at.x + i * step, at.y), card_w, row.at(i));
  }
}

void MyFirstChristmasTreeView::DrawOther(const ViewContext& context,
                                         const MyFirstChristmasTreeState& state, const Turn& turn,
                                         Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int seat = turn.other;
  const bool to_move = state.Mover() == seat && !state.IsTerminal();
  kit::FramedPanel(draw, box.min, box.max, to_move ? IM_COL32(232, 188, 74, 30) : kPanelFill,
                   to_move ? ui::colour::kGold : ui::colour::kGoldDim, 12, 1.5f);
  float y = box.min.y + 8;
  y += DrawNameLine(context, state, seat, box, y);
  const float body = FontPixels(fonts.body);
  const float small = FontPixels(fonts.mark);
  const int in_hand = state.HandSize(seat);
  const int row_places = std::max<int>(3, state.Row(seat).length);
  if (compact_) {
    // One line under the name: "Hand" and the backs, "Row" and its cards (stats on the name).
    const float card_w = std::clamp((box.max.y - 6 - y) / md::kCardAspect, 12.0f, 40.0f);
    const float mid = y + card_w * md::kCardAspect * 0.5f;
    float x = box.min.x + kPad;
    Text(draw, fonts.mark, small, ImVec2(x, mid - small * 0.5f), ui::colour::kCreamDim, "Hand");
    x += TextWidth(fonts.mark, small, "Hand") + 6;
    const float row_label = TextWidth(fonts.mark, small, "Row") + 6;
    const float row_w = row_places * (card_w + 3);
    const float hand_room = box.max.x - kPad - row_w - row_label - 14 - x;
    const float hand_w = std::min(hand_room, std::max(1, in_hand) * (card_w + 3));
    DrawHiddenHand(state, seat, ImVec2(x, y), card_w, hand_w);
    x += hand_w + 14;
    Text(draw, fonts.mark, small, ImVec2(x, mid - small * 0.5f), ui::colour::kCreamDim, "Row");
    DrawRowCards(state, seat, ImVec2(x + row_label, y), card_w, card_w + 3);
    return;
  }
  const float stats_h = body + 4;
  // Hand on the left, row on the right (room for its cards, at least 3), each under its
  // label; the cards as large as the height allows and the width lets both lines fit.
  const float by_height = (box.max.y - y - stats_h - small - 16) / md::kCardAspect;
  const float by_width = (box.w() - 2 * kPad - 14) / (std::max(2, in_hand) + row_places) - 4;
  const float card_w = std::clamp(std::min(by_height, by_width), 18.0f, 90.0f);
  const float row_w =
      std::max(row_places * (card_w + 4), TextWidth(fonts.mark, small, "Preparation row") + 4);
  const float row_x = box.max.x - kPad - row_w;
  const float hand_w = row_x - 14 - (box.min.x + kPad);
  Text(draw, fonts.mark, small, ImVec2(box.min.x + kPad, y), ui::colour::kCreamDim,
       Fit(fonts.mark, small, "Hand: " + Plural(in_hand, "card"), hand_w));
  Text(draw, fonts.mark, small, ImVec2(row_x, y), ui::colour::kCreamDim, "Preparation row");
  y += small + 4;
  DrawHiddenHand(state, seat, ImVec2(box.min.x + kPad, y), card_w, hand_w);
  DrawRowCards(state, seat, ImVec2(row_x, y), card_w,
               std::min(card_w + 4, (row_w - card_w) / std::max(1, row_places - 1)));
  DrawStats(state, seat, ImVec2(box.min.x + kPad, box.max.y - stats_h - 4), body, box.max.x - kPad);
}

// ---------------------------------------------------------------- the pool

void MyFirstChristmasTreeView::DrawPool(const ViewContext& context,
                                        const MyFirstChristmasTreeState& state, const Turn& turn,
                                        Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool taking = turn.mine && (turn.step == Step::kTake || turn.step == Step::kExtraTake);
  kit::FramedPanel(draw, box.min, box.max, kPanelFill,
                   taking ? ui::colour::kGold : ui::colour::kGoldDim, 12, 1.5f);
  // Named above its cards; in the compact shapes the gold frame and the status say it.
  const float label = compact_ ? 0.0f : FontPixels(fonts.bold);
  if (!compact_) {
    Text(draw, fonts.bold, label, ImVec2(box.min.x + kPad, box.min.y + 6),
         taking ? ui::colour::kGold : ui::colour::kCream, "Pool");
  }
  // Cards on the left, the take choices on the right; in a narrow box, the choices under them.
  const bool choices_under = compact_ && box.h() > box.w() * 0.5f;
  const float under_h = taking && choices_under ? ImGui::GetFrameHeight() + 6 + 8 : 0.0f;
  const float choices_w = taking && !choices_under ? std::min(box.w() * 0.45f, 280.0f) : 0.0f;
  const float top = box.min.y + 6 + label + (compact_ ? 4 : 6);
  const float avail_w = box.w() - 2 * kPad - choices_w;
  const float card_w = std::clamp(std::min((box.max.y - under_h - top - 8) / md::kCardAspect,
                                           (avail_w - 3 * 8) / mfct::kPoolSize),
                                  20.0f, 110.0f);
  const std::vector<Card> pool = CardsOf(state.Pool());
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (int i = 0; i < static_cast<int>(pool.size()); ++i) {
    const Card card = pool[i];
    const ImVec2 min(box.min.x + kPad + i * (card_w + 8), top);
    const ImVec2 max(min.x + card_w, min.y + card_w * md::kCardAspect);
    bool hovered = false;
    const bool commit = armed_ == Armed::kTake;
    md::Look look;
    look.lit = (turn.step == Step::kTake && turn.Legal(act::Take(card))) ||
               (commit && turn.Legal(act::CommitTake(card)));
    const bool clicked =
        kit::HitArea(context.widgets, "mfct:pool:" + std::to_string(i), mfct::CardName(card), min,
                     max, turn.mine, &hovered, look.lit);
    const float lift = hovered && look.lit && kit::Inside(mouse, min, max) ? 4.0f : 0.0f;
    md::DrawCard(draw, ImVec2(min.x, min.y - lift), card_w, card, look);
    if (Hinted(context, act::Take(card)) || Hinted(context, act::CommitTake(card))) {
      kit::HintFrame(draw, min, max);
    }
    kit::Explain(hovered, mfct::CardName(card) + " (" + std::to_string(mfct::ValueOf(card)) + ")");
    if (clicked && turn.mine) ClickPoolCard(state, turn, card, result);
  }
  if (taking && choices_under) {
    DrawTakeChoices(context, state, turn,
                    Box::Corners(ImVec2(box.min.x + kPad, box.max.y - under_h),
                                 ImVec2(box.max.x - kPad, box.max.y - 8)),
                    result);
  } else if (taking) {
    DrawTakeChoices(context, state, turn,
                    Box::Corners(ImVec2(box.max.x - kPad - choices_w, top), box.max), result);
  }
}

void MyFirstChristmasTreeView::ClickPoolCard(const MyFirstChristmasTreeState& state,
                                             const Turn& turn, Card card, ViewResult& result) {
  const bool commit = turn.step == Step::kExtraTake && armed_ == Armed::kTake;
  Try(state, commit ? act::CommitTake(card) : act::Take(card), result);
}

void MyFirstChristmasTreeView::DrawTakeChoices(const ViewContext& context,
                                               const MyFirstChristmasTreeState& state,
                                               const Turn& turn, Box box, ViewResult& result) {
  ImGui::PushFont(ui::GetFonts().bold);
  // Two buttons, one over the other, or side by side in a wide strip.
  const bool side_by_side = box.w() > box.h() * 3;
  const float h =
      side_by_side ? box.h() : std::min(ImGui::GetFrameHeight() + 6, (box.h() - 8 - 6) * 0.5f);
  const ImVec2 size(side_by_side ? (box.w() - 6) * 0.5f : box.w(), h);
  float y = box.min.y;
  float x = box.min.x;
  if (turn.Legal(act::kCommitRefresh) &&
      CommitButton(context, "mfct:commit:refresh",
                   CommitLabel({"Commit: refresh the pool", "Refresh the pool", "Refresh"}, size.x),
                   ImVec2(x, y), size, false, Hinted(context, act::kCommitRefresh))) {
    Try(state, act::kCommitRefresh, result);
  }
  if (turn.step == Step::kExtraTake) {
    bool extra = false;
    for (Action action : turn.legal) extra = extra || act::IsCommitTake(action);
    const bool hinted = context.hint && act::IsCommitTake(*context.hint);
    if (extra &&
        CommitButton(
            context, "mfct:commit:take",
            CommitLabel({"Commit: take an extra card", "Take an extra card", "Extra card"}, size.x),
            ImVec2(x, y), size, armed_ == Armed::kTake, hinted)) {
      armed_ = armed_ == Armed::kTake ? Armed::kNone : Armed::kTake;
      message_.clear();
    }
  }
  if (side_by_side) {
    x += size.x + 6;
  } else {
    y += h + 6;
  }
  const std::string skip = turn.step == Step::kTake
                               ? ButtonLabel({"Skip taking", "Skip"}, size.x)
                               : ButtonLabel({"No extra card", "No extra", "No"}, size.x);
  if (turn.Legal(act::kSkipTake) && ChoiceButton(context, "mfct:skip", skip, ImVec2(x, y), size,
                                                 Hinted(context, act::kSkipTake))) {
    Try(state, act::kSkipTake, result);
  }
  ImGui::PopFont();
}

// ---------------------------------------------------------------- the scores

void MyFirstChristmasTreeView::DrawScoreHeads(ImVec2 at, float name_w, float column, float line) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  static constexpr const char* kHeads[] = {"Star",  "Base",  "Touch", "Rows",
                                           "Boxes", "Cubes", "Total"};
  const float small = FontPixels(fonts.mark);
  const float icon = small * 1.1f;
  // Each column's picture and word; the word alone, or the picture alone, when narrower.
  float widest = 0;
  for (const char* head : kHeads) widest = std::max(widest, TextWidth(fonts.mark, small, head));
  const bool words = widest <= column - 4;
  const bool icons = !words || icon + 4 + widest <= column - 4;
  Text(draw, fonts.mark, small, ImVec2(at.x, at.y + (line - small) * 0.5f), ui::colour::kCreamDim,
       "Score");
  for (int c = 0; c < static_cast<int>(std::size(kHeads)); ++c) {
    const float x = at.x + name_w + (c + 0.5f) * column;
    const float word_w = words ? TextWidth(fonts.mark, small, kHeads[c]) : 0;
    const float w = (icons ? icon : 0) + (icons && words ? 4 : 0) + word_w;
    if (icons) {
      md::DrawScoreIcon(draw, static_cast<md::ScoreItem>(c),
                        ImVec2(x - w * 0.5f + icon * 0.5f, at.y + line * 0.5f), icon);
    }
    if (words) {
      Text(draw, fonts.mark, small, ImVec2(x + w * 0.5f - word_w, at.y + (line - small) * 0.5f),
           ui::colour::kCreamDim, kHeads[c]);
    }
  }
}

void MyFirstChristmasTreeView::DrawScores(const ViewContext& context,
                                          const MyFirstChristmasTreeState& state, const Turn& turn,
                                          Box box) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  kit::FramedPanel(draw, box.min, box.max, kPanelFill, ui::colour::kGoldDim, 12, 1.5f);
  constexpr int kColumns = 7;
  const float body = FontPixels(fonts.body);
  const float line = body + 6;
  const float name_w = std::min(box.w() * 0.18f, 150.0f);
  const float column = (box.w() - 2 * kPad - name_w) / kColumns;
  float y = box.min.y + kPad;
  draw->PushClipRect(box.min, box.max, true);
  DrawScoreHeads(ImVec2(box.min.x + kPad, y), name_w, column, line);
  for (int k = 0; k < mfct::kNumPlayers; ++k) {
    const int seat = k == 0 ? turn.me : turn.other;
    y += line;
    md::DrawCube(draw, ImVec2(box.min.x + kPad + body * 0.4f, y + line * 0.5f), body * 0.7f, seat,
                 false);
    ui::NameText(context.widgets, "mfct:score-name:" + std::to_string(seat), draw, fonts.bold, body,
                 ImVec2(box.min.x + kPad + body, y + 3), ui::colour::kCream, Name(context, seat),
                 name_w - body - 4);
    const mfct::ScoreItems s = state.ScoreOf(seat);
    const int values[kColumns] = {
        s.star, s.base, s.finishing_touches, s.completed_rows, s.boxes, s.unplaced, s.Total()};
    for (int c = 0; c < kColumns; ++c) {
      const float x = box.min.x + kPad + name_w + (c + 0.5f) * column;
      ImFont* font = c == kColumns - 1 ? fonts.bold : fonts.body;
      kit::CentredText(draw, font, body, ImVec2(x, y + line * 0.5f),
                       c == kColumns - 1 ? ui::colour::kGold : ui::colour::kCream,
                       std::to_string(values[c]));
    }
  }
  draw->PopClipRect();
  kit::Explain(
      kit::Inside(ImGui::GetIO().MousePos, box.min, box.max),
      "Star: 6.  Base: left 4, right 3.  Touches: a finishing touch scores its row's tiles.\n"
      "Rows: a row completed later, half that.  Boxes: their values.\n"
      "Cubes: -1 per decoration cube not placed.");
}

// ---------------------------------------------------------------- the viewer's area

void MyFirstChristmasTreeView::DrawMine(const ViewContext& context,
                                        const MyFirstChristmasTreeState& state, const Turn& turn,
                                        Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int seat = turn.me;
  const bool to_move = state.Mover() == seat && !state.IsTerminal();
  kit::FramedPanel(draw, box.min, box.max, IM_COL32(60, 36, 20, 150),
                   to_move ? ui::colour::kGold : ui::colour::kGoldDim, 14, 1.5f);
  float y = box.min.y + 8;
  const float name_h = DrawNameLine(context, state, seat, box, y);
  if (!compact_) {
    // The stats after the name, right of the middle (the compact name line has them).
    DrawStats(state, seat, ImVec2(box.min.x + box.w() * 0.36f, y), FontPixels(fonts.body),
              box.max.x - kPad - TextWidth(fonts.bold, FontPixels(fonts.bold), "-00 points") - 12);
  }
  y += name_h + 4;
  // Row over hand on the left; the step's choices on the right (compact: in the pool's strip).
  // Compact: the strips' names over them, the cards the full width.
  const float label_w = compact_ ? 0 : TextWidth(fonts.bold, FontPixels(fonts.bold), "Hand") + 14;
  const float label_h = compact_ ? FontPixels(fonts.mark) + 2 : 0;
  const float line_h = (box.max.y - y - 8 - 6) / 2;
  // Places for the longest row allowed now and its two ends.
  const int places = std::min(state.MaxRowSize(seat), mfct::kMaxLineLength) + 2;
  const float strips_w = compact_ ? box.w() - 2 * kPad : box.w() * 0.6f;
  const float card_w = std::clamp(
      std::min((line_h - 4 - label_h) / md::kCardAspect, (strips_w - label_w) / places - 6),
      compact_ ? 16.0f : 22.0f, 110.0f);
  const float left_w = compact_ ? strips_w : label_w + places * (card_w + 6) + kPad;
  // On a touch screen the hand, which fingers choose from, gets the larger share of the height.
  const float hand_h = compact_ && ui::Input().coarse_pointer ? line_h * 1.2f : line_h;
  const float row_h = 2 * line_h - hand_h;
  DrawMyRow(context, state, turn, Box::Sized(ImVec2(box.min.x + kPad, y), ImVec2(left_w, row_h)),
            std::min(card_w, (row_h - 4 - label_h) / md::kCardAspect), result);
  DrawMyHand(context, state, turn,
             Box::Sized(ImVec2(box.min.x + kPad, y + row_h + 6), ImVec2(left_w, hand_h)), card_w,
             result);
  if (compact_) return;
  const Box actions = Box::Corners(ImVec2(box.min.x + kPad + left_w + 8, y),
                                   ImVec2(box.max.x - kPad, box.max.y - 8));
  DrawActions(context, state, turn, actions, result);
}

void MyFirstChristmasTreeView::DrawMyRow(const ViewContext& context,
                                         const MyFirstChristmasTreeState& state, const Turn& turn,
                                         Box box, float card_w, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float card_h = card_w * md::kCardAspect;
  const ImVec2 start = StripStart(box, card_w, "Row", compact_);
  const float top = start.y;
  const mfct::PreparationRow& row = state.Row(turn.me);
  const float step = card_w + 6;
  const float first = start.x + step;  // after the left end's place
  DrawRowCards(state, turn.me, ImVec2(first, top), card_w, step);
  const bool playing = turn.mine && (turn.step == Step::kPlay || armed_ == Armed::kPlay);
  if (playing) {
    if (row.length > 0) {
      DrawRowEnd(context, state, turn, act::kLeft, ImVec2(first - step, top), card_w, result);
    }
    DrawRowEnd(context, state, turn, act::kRight, ImVec2(first + row.length * step, top), card_w,
               result);
  } else if (row.length == 0) {
    const float px = FontPixels(fonts.body);
    std::string words = "empty: your next card starts it";
    if (first + TextWidth(fonts.body, px, words) > box.max.x) words = "empty";
    Text(draw, fonts.body, px, ImVec2(first, top + (card_h - px) * 0.5f), ui::colour::kCreamDim,
         words);
  }
}

void MyFirstChristmasTreeView::DrawRowEnd(const ViewContext& context,
                                          const MyFirstChristmasTreeState& state, const Turn& turn,
                                          act::Side side, ImVec2 at, float card_w,
                                          ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 max(at.x + card_w, at.y + card_w * md::kCardAspect);
  const bool empty = state.Row(turn.me).length == 0;
  const bool chosen = selected_card_ >= 0;
  // What playing the chosen card here does to the row: kept and longer, or a new row.
  bool kept = true;
  if (chosen && !empty) state.RowAfterPlay(turn.me, selected_card_, side, &kept);
  std::string label = empty ? "start the row" : side == act::kLeft ? "left end" : "right end";
  if (!kept) label += ": new row";
  bool hovered = false;
  const bool clicked =
      kit::HitArea(context.widgets, side == act::kLeft ? "mfct:end:left" : "mfct:end:right", label,
                   at, max, true, &hovered, /*legal=*/chosen);
  kit::DashedFrame(draw, at, max, chosen ? ui::colour::kGold : ui::colour::kGoldDim,
                   std::max(3.0f, card_w * 0.1f));
  if (hovered && chosen) {
    md::Look ghost;
    ghost.alpha = 0.55f;
    md::DrawCard(draw, at, card_w, selected_card_, ghost);
  }
  const float small = std::min(FontPixels(fonts.mark), card_w * 0.3f);
  const std::string caption = empty                ? "start"
                              : !kept              ? "new row"
                              : side == act::kLeft ? "left"
                                                   : "right";
  kit::CentredText(draw, fonts.mark, small, ImVec2((at.x + max.x) * 0.5f, (at.y + max.y) * 0.5f),
                   kept ? ui::colour::kCream : IM_COL32(255, 170, 160, 255), caption);
  const bool hinted = context.hint &&
                      (act::IsPlay(*context.hint) || act::IsCommitPlay(*context.hint)) &&
                      act::SideOf(*context.hint) == side;
  if (hinted) kit::HintFrame(draw, at, max);
  if (!kept) {
    kit::Explain(hovered,
                 "Playing here breaks your row: it is discarded and the card starts anew.");
  }
  if (!clicked) return;
  if (!chosen) {
    message_ = "Choose a card from your hand first.";
    return;
  }
  const bool commit = armed_ == Armed::kPlay;
  Try(state, commit ? act::CommitPlay(selected_card_, side) : act::Play(selected_card_, side),
      result);
}

void MyFirstChristmasTreeView::DrawMyHand(const ViewContext& context,
                                          const MyFirstChristmasTreeState& state, const Turn& turn,
                                          Box box, float card_w, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  float card_h = card_w * md::kCardAspect;
  const ImVec2 at = StripStart(box, card_w, "Hand", compact_);
  const float top = at.y;
  const float width = box.max.x - at.x;
  if (context.viewer != turn.me) {
    DrawHiddenHand(state, turn.me, at, card_w, width);  // behind the pass screen
    return;
  }
  const std::vector<Card> hand = CardsOf(state.Hand(turn.me));
  if (hand.empty()) {
    Text(draw, fonts.body, FontPixels(fonts.body), ImVec2(at.x, top + (card_h - px) * 0.5f),
         ui::colour::kCreamDim, "no cards");
    return;
  }
  const int count = static_cast<int>(hand.size());
  const bool playing = turn.mine && (turn.step == Step::kPlay || armed_ == Armed::kPlay);
  // On a touch screen each card keeps a finger's width, in a strip a finger scrolls sideways
  // when the hand is wider than the room; with a mouse the cards overlap instead.
  const bool touch = ui::Input().coarse_pointer;
  if (touch) {
    card_w = std::max(card_w, std::min(40.0f, (box.max.y - top - 4) / md::kCardAspect));
    card_h = card_w * md::kCardAspect;
  }
  float step = card_w + 6;
  const bool scrolls = count * step - 6 > width && touch;
  ImVec2 origin = at;
  if (scrolls) {
    ImGui::SetCursorScreenPos(ImVec2(at.x, top - 10));
    ImGui::BeginChild("mfct-hand", ImVec2(width, card_h + 18), ImGuiChildFlags_None,
                      ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_HorizontalScrollbar);
    ui::RegisterScrollArea(context.widgets, "mfct:hand");
    origin = ImVec2(ImGui::GetCursorScreenPos().x, top - ImGui::GetScrollY());
  } else if (count * step - 6 > width) {
    step = (width - card_w) / std::max(1, count - 1);
  }
  draw = ImGui::GetWindowDrawList();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (int i = 0; i < count; ++i) {
    const Card card = hand[i];
    const ImVec2 min(origin.x + i * step, top);
    const ImVec2 hit_max(min.x + (i + 1 < count ? std::min(step, card_w) : card_w), min.y + card_h);
    bool hovered = false;
    // On a touch screen the hand is a target while a card may be played.
    const bool target = turn.mine && (playing || !ui::Input().coarse_pointer);
    const bool clicked = kit::HitArea(context.widgets, "mfct:hand:" + CardId(card),
                                      mfct::CardName(card), min, hit_max, target, &hovered,
                                      /*legal=*/playing);
    hovered = hovered && kit::Inside(mouse, min, hit_max);
    md::Look look;
    look.chosen = card == selected_card_;
    look.lit = playing && selected_card_ < 0;
    const float lift = look.chosen ? 8.0f : (hovered && playing ? 4.0f : 0.0f);
    md::DrawCard(draw, ImVec2(min.x, min.y - lift), card_w, card, look);
    const bool hinted = context.hint &&
                        (act::IsPlay(*context.hint) || act::IsCommitPlay(*context.hint)) &&
                        act::CardOf(*context.hint) == card;
    if (hinted)
      kit::HintFrame(draw, ImVec2(min.x, min.y - lift),
                     ImVec2(min.x + card_w, min.y - lift + card_h));
    kit::Explain(hovered, mfct::CardName(card) + " (" + std::to_string(mfct::ValueOf(card)) + ")");
    if (clicked && turn.mine) ClickHandCard(state, turn, card, result);
  }
  if (scrolls) {
    ImGui::SetCursorScreenPos(ImVec2(origin.x + count * step, top));
    ImGui::Dummy(ImVec2(1, 1));
    ImGui::EndChild();
  }
}

void MyFirstChristmasTreeView::ClickHandCard(const MyFirstChristmasTreeState& state,
                                             const Turn& turn, Card card, ViewResult& result) {
  const bool playing = turn.step == Step::kPlay || armed_ == Armed::kPlay;
  if (!playing) {
    // Not a time to play (or the extra card needs the commit): the rules say why.
    Try(state, act::Play(card, act::kRight), result);
    return;
  }
  selected_card_ = selected_card_ == card ? -1 : card;
  message_.clear();
}

// ---------------------------------------------------------------- the step's choices

void MyFirstChristmasTreeView::DrawActions(const ViewContext& context,
                                           const MyFirstChristmasTreeState& state, const Turn& turn,
                                           Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  kit::FramedPanel(draw, box.min, box.max, IM_COL32(0, 0, 0, 50), ui::colour::kGoldDim, 10, 1.0f);
  const Box inner =
      Box::Corners(ImVec2(box.min.x + 8, box.min.y + 8), ImVec2(box.max.x - 8, box.max.y - 8));
  std::string note;
  if (!turn.mine) {
    note = state.IsTerminal() ? "The game is over." : "Wait for your turn.";
  } else if (turn.step == Step::kTake || turn.step == Step::kExtraTake) {
    note = "Take from the pool on the right.";
  } else if (turn.step == Step::kPlay) {
    note =
        ui::PressVerbCapital() + std::string(" a card of your hand, then a lit end of your row.");
  } else if (turn.step == Step::kCubes) {
    note = std::to_string(state.CubesToPlace()) + " cubes to place: " + ui::PressVerb() +
           " lit tiles of the line.";
  } else if (turn.step == Step::kAfterPlay) {
    if (choosing_line_) {
      DrawLineChoices(context, state, turn, inner, result);
    } else {
      DrawAfterPlayChoices(context, state, turn, inner, result);
    }
    return;
  } else if (turn.step == Step::kBox) {
    DrawBoxChoices(context, state, turn, inner, result);
    return;
  }
  kit::WrappedText(draw, fonts.body, FontPixels(fonts.body), inner.min, inner.w(),
                   ui::colour::kCreamDim, note);
}

void MyFirstChristmasTreeView::DrawAfterPlayChoices(const ViewContext& context,
                                                    const MyFirstChristmasTreeState& state,
                                                    const Turn& turn, Box box, ViewResult& result) {
  ImGui::PushFont(ui::GetFonts().bold);
  const std::vector<int> lines = state.MatchingLines();
  bool extra = false;
  for (Action action : turn.legal) extra = extra || act::IsCommitPlay(action);
  const int count = (lines.empty() ? 0 : 1) + (extra ? 1 : 0) + 1;
  ButtonFlow flow(box, count, ImGui::GetFrameHeight() + 6, 320);
  int slot = 0;
  if (!lines.empty()) {
    const std::string label = lines.size() == 1
                                  ? "Decorate " + mfct::LineName(lines[0])
                                  : "Decorate (" + std::to_string(lines.size()) + " lines match)";
    ImVec2 size = flow.size;
    // In a strip too narrow for its words, Decorate takes the first row; the rest share the
    // second.
    if (flow.rows > 1 && count > flow.rows &&
        ImGui::CalcTextSize(label.c_str()).x > flow.size.x - 16) {
      size.x = box.w();
      flow = ButtonFlow(Box::Corners(ImVec2(box.min.x, box.min.y + size.y + 6), box.max), count - 1,
                        size.y, box.w());
      flow.rows = 1;
      flow.size.x = (box.w() - 6 * (count - 2)) / (count - 1);
      ImGui::SetCursorScreenPos(box.min);
    } else {
      ImGui::SetCursorScreenPos(flow.At(slot++));
    }
    if (ui::Button(context.widgets, "mfct:decorate", label, size, ui::Tone::kPrimary)) {
      if (lines.size() == 1) {
        Try(state, act::Decorate(lines[0]), result);
      } else {
        choosing_line_ = true;
        message_.clear();
      }
    }
    if (context.hint && act::IsDecorate(*context.hint)) kit::HintFrameLastItem();
  }
  if (extra &&
      CommitButton(context, "mfct:commit:play",
                   CommitLabel({"Commit: play an extra card", "Play an extra card", "Extra card"},
                               flow.size.x),
                   flow.At(slot++), flow.size, armed_ == Armed::kPlay,
                   context.hint && act::IsCommitPlay(*context.hint))) {
    armed_ = armed_ == Armed::kPlay ? Armed::kNone : Armed::kPlay;
    selected_card_ = -1;
    message_.clear();
  }
  if (turn.Legal(act::kEndTurn) && ChoiceButton(context, "mfct:end-turn", "End turn", flow.At(slot),
                                                flow.size, Hinted(context, act::kEndTurn))) {
    Try(state, act::kEndTurn, result);
  }
  ImGui::PopFont();
}

void MyFirstChristmasTreeView::DrawLineChoices(const ViewContext& context,
                                               const MyFirstChristmasTreeState& state,
                                               const Turn& turn, Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float px = FontPixels(fonts.bold);
  ImGui::PushFont(fonts.body);
  const float h = ImGui::GetFrameHeight() + 2;
  const std::vector<int> lines = state.MatchingLines();
  // A title when there is room for it; the status line says the same.
  const int buttons = static_cast<int>(lines.size()) + 1;
  const bool titled = box.h() >= px + 6 + 3 * (h + 6);
  if (titled)
    Text(draw, fonts.bold, px, box.min, ui::colour::kGold, "Which line? (lit on the tree)");
  const Box room = titled ? Box::Corners(ImVec2(box.min.x, box.min.y + px + 6), box.max) : box;
  const float body = FontPixels(fonts.body);
  // The long labels ("r3t1-r3t4 (row)") where they fit, else the line's name alone.
  const float long_w = TextWidth(fonts.body, body, "r5t1-r5t6 (diagonal)") + 16;
  const int rows = std::max(1, static_cast<int>((room.h() + 6) / (h + 6)));
  const float long_fit = static_cast<int>((room.w() + 6) / (std::max(140.0f, long_w) + 6));
  const bool long_labels = long_fit * rows >= buttons;
  const float w =
      long_labels ? std::max(140.0f, long_w) : TextWidth(fonts.body, body, "r5t1-r5t6") + 16;
  const int columns = std::max(1, static_cast<int>((room.w() + 6) / (w + 6)));
  hovered_line_ = -1;
  for (size_t i = 0; i <= lines.size(); ++i) {
    const ImVec2 at(room.min.x + (i % columns) * (w + 6), room.min.y + (i / columns) * (h + 6));
    if (i == lines.size()) {
      if (ChoiceButton(context, "mfct:cancel", "Back", at, ImVec2(w, h), false)) {
        choosing_line_ = false;
        message_.clear();
      }
      break;
    }
    const int line = lines[i];
    const std::string label = long_labels ? LineLabel(line) : mfct::LineName(line);
    if (ChoiceButton(context, "mfct:line:" + mfct::LineName(line), label, at, ImVec2(w, h),
                     Hinted(context, act::Decorate(line)))) {
      Try(state, act::Decorate(line), result);
    }
    if (ImGui::IsItemHovered()) hovered_line_ = line;
  }
  ImGui::PopFont();
  (void)turn;
}

std::string MyFirstChristmasTreeView::BoxLabel(const MyFirstChristmasTreeState& state,
                                               const Turn& turn, int colour) const {
  const mfct::PreparationRow& row = state.Row(turn.me);
  int total = row.CountOf(colour);
  std::string text = std::string(mfct::ColourName(colour)) + " ×" + std::to_string(total);
  if (first_colour_ >= 0 && first_colour_ != colour) {
    total += row.CountOf(first_colour_);
    text += " + " + std::string(mfct::ColourName(first_colour_)) + " = " + std::to_string(total);
  }
  int value = 0;
  switch (state.BoxGainFor(turn.me, total, &value)) {
    case mfct::BoxGain::kOwn:
      return text + ": your box " + std::to_string(value);
    case mfct::BoxGain::kNeutral:
      return text + ": neutral " + std::to_string(value);
    case mfct::BoxGain::kNothing:
      break;
  }
  return text + ": nothing";
}

void MyFirstChristmasTreeView::DrawBoxChoices(const ViewContext& context,
                                              const MyFirstChristmasTreeState& state,
                                              const Turn& turn, Box box, ViewResult& result) {
  const ui::Fonts& fonts = ui::GetFonts();
  const mfct::PreparationRow& row = state.Row(turn.me);
  // The row's colours, then the commit, flowed down as many columns as they need.
  bool pairs = false;
  for (Action action : turn.legal) pairs = pairs || act::IsCommitBox(action);
  std::vector<int> colours;
  for (int colour = 0; colour < mfct::kNumColours; ++colour) {
    if (row.CountOf(colour) > 0) colours.push_back(colour);
  }
  ImGui::PushFont(fonts.body);
  const ButtonFlow flow(box, static_cast<int>(colours.size()) + (pairs ? 1 : 0),
                        ImGui::GetFrameHeight() + 2, 360);
  int slot = 0;
  for (int colour : colours) {
    if (BoxColourButton(context, state, turn, colour, flow.At(slot++), flow.size)) {
      ClickBoxColour(state, colour, result);
    }
  }
  ImGui::PopFont();
  if (!pairs) return;
  ImGui::PushFont(fonts.bold);
  if (CommitButton(
          context, "mfct:commit:box",
          CommitLabel({"Commit: count a second colour", "Count two colours", "Two colours"},
                      flow.size.x),
          flow.At(slot), flow.size, armed_ == Armed::kBox,
          context.hint && act::IsCommitBox(*context.hint))) {
    armed_ = armed_ == Armed::kBox ? Armed::kNone : Armed::kBox;
    first_colour_ = -1;
    message_.clear();
  }
  ImGui::PopFont();
}

bool MyFirstChristmasTreeView::BoxColourButton(const ViewContext& context,
                                               const MyFirstChristmasTreeState& state,
                                               const Turn& turn, int colour, ImVec2 at,
                                               ImVec2 size) {
  const std::string id = "mfct:box:" + std::string(mfct::ColourName(colour));
  const bool hinted =
      Hinted(context, act::Box(colour)) || (context.hint && act::IsCommitBox(*context.hint) &&
                                            (act::FirstColourOf(*context.hint) == colour ||
                                             act::SecondColourOf(*context.hint) == colour));
  // The label after a swatch of the colour (with its initial) at the button's left end.
  const float side = size.y - 10;
  ImGui::SetCursorScreenPos(at);
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(side + 14, ImGui::GetStyle().FramePadding.y));
  // The first colour of a committed count stays gold until the second is clicked.
  const bool clicked =
      ui::Button(context.widgets, id, BoxLabel(state, turn, colour), size,
                 colour == first_colour_ ? ui::Tone::kSelected : ui::Tone::kSecondary);
  ImGui::PopStyleVar(2);
  if (hinted) kit::HintFrameLastItem();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetItemRectMin();
  const ImVec2 swatch(min.x + 5, min.y + 5);
  draw->AddRectFilled(swatch, ImVec2(swatch.x + side, swatch.y + side), md::CardColour(colour), 4);
  draw->AddRect(swatch, ImVec2(swatch.x + side, swatch.y + side), IM_COL32(0, 0, 0, 120), 4);
  kit::CentredText(draw, ui::GetFonts().bold, side * 0.8f,
                   ImVec2(swatch.x + side * 0.5f, swatch.y + side * 0.5f), md::CardInk(colour),
                   md::ColourInitial(colour));
  return clicked;
}

void MyFirstChristmasTreeView::ClickBoxColour(const MyFirstChristmasTreeState& state, int colour,
                                              ViewResult& result) {
  if (armed_ != Armed::kBox) {
    Try(state, act::Box(colour), result);
  } else if (first_colour_ < 0 || first_colour_ == colour) {
    first_colour_ = first_colour_ == colour ? -1 : colour;  // a second click takes it back
    message_.clear();
  } else {
    Try(state, act::CommitBox(first_colour_, colour), result);
  }
}

// ---------------------------------------------------------------- buttons

bool MyFirstChristmasTreeView::CommitButton(const ViewContext& context, const std::string& id,
                                            const std::string& label, ImVec2 at, ImVec2 size,
                                            bool armed, bool hinted) {
  // Bronze with a gold border and a star; armed, bright gold: a commit is a once-a-turn
  // power, unlike the pine choices and the red main action.
  ImGui::PushStyleColor(ImGuiCol_Button, armed ? ui::colour::kGold : IM_COL32(122, 82, 22, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered,
                        armed ? IM_COL32(242, 202, 96, 255) : IM_COL32(150, 104, 30, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, IM_COL32(210, 168, 60, 255));
  ImGui::PushStyleColor(ImGuiCol_Text, armed ? ui::colour::kInk : ui::colour::kCream);
  ImGui::PushStyleColor(ImGuiCol_Border, ui::colour::kGold);
  ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 2.0f);
  ImGui::SetCursorScreenPos(at);
  const bool clicked = ImGui::Button(("      " + label + "##" + id).c_str(), size);
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(5);
  ui::RegisterLastItem(context.widgets, id, label);
  const bool chosen = context.widgets.Chosen(id);  // Enter or Space on its focus ring
  const ImVec2 min = ImGui::GetItemRectMin();
  const float r = size.y * 0.28f;
  ui::DrawStar(ImGui::GetWindowDrawList(), ImVec2(min.x + r + 10, min.y + size.y * 0.5f), r,
               armed ? ui::colour::kRed : ui::colour::kGold, ui::colour::kInk);
  if (armed) {
    ImGui::GetWindowDrawList()->AddRect(ImVec2(min.x - 2, min.y - 2),
                                        ImVec2(min.x + size.x + 2, min.y + size.y + 2),
                                        kit::WithAlpha(ui::colour::kGold, kit::Pulse()), 8, 0, 2);
  }
  if (hinted) kit::HintFrameLastItem();
  return clicked || chosen;
}

bool MyFirstChristmasTreeView::ChoiceButton(const ViewContext& context, const std::string& id,
                                            const std::string& label, ImVec2 at, ImVec2 size,
                                            bool hinted) {
  ImGui::SetCursorScreenPos(at);
  const bool clicked = ui::Button(context.widgets, id, label, size, ui::Tone::kSecondary);
  if (hinted) kit::HintFrameLastItem();
  return clicked;
}

}  // namespace tinsel::app
