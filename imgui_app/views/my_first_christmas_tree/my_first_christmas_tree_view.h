// My First Christmas Tree's table. An info line (round, who is doing what, the commit
// ability, deck and discards) over three areas:
//  - the tree, in the middle of a board: the face-down star on top, 20 symbol tiles in
//    centred rows of 2 to 6, the two face-down base tiles below (4 and 3 points), each
//    player's cubes on them (the first seat's squares, the second seat's discs; a
//    finishing-touch cube standing in carries a star), the finishing touches at the rows'
//    right ends, and the lines of the tree the viewer's row reads along, lit. The neutral
//    decoration boxes and the deck sit in the board's upper corners;
//  - on the right: the other player (hand as card backs with the cards known to be in it,
//    preparation row, maximum decoration size, cubes left, boxes), the pool of 4 cards with
//    the take choices, and the running score breakdown of both players;
//  - along the bottom: the viewer's own preparation row and hand, their maximum size, cubes
//    and boxes, and the choices of the step being played.
// Only the viewer's own hand is drawn face up (ViewContext::viewer); behind the pass screen
// (kPublicViewer) both hands show as backs and the first seat sits at the bottom.
//
// Playing, one decision at a time as the rules ask (every click is checked with the rules
// through kit::Propose; a refused click shows the rules' reason on the status line):
// take = a pool card; play = a hand card, then an end of the row; decorate = the Decorate
// button (then a line, by its button or a tile only it passes through, when several match);
// cube = a lit tile; box = a colour of the row. The commit abilities are gold buttons offered
// only when the rules allow them (refresh the pool, take an extra card, play an extra card,
// count a second colour); the last three arm a choice made with the same clicks. A hint
// (ViewContext::hint) gets a red frame on the pieces and buttons of its move.
//
// Widget ids: "mfct:pool:<i>" (i = 0..3 left to right, label = card, "red gear"),
// "mfct:hand:<card>" (card with a dash: "red-gear"; label "red gear"), "mfct:end:left",
// "mfct:end:right", "mfct:tile:<r3t2>" (label "r3t2 gear"), "mfct:decorate",
// "mfct:line:<r3t1-r3t4>", "mfct:cancel" (back from the line choice), "mfct:box:<colour>",
// "mfct:skip", "mfct:end-turn", "mfct:commit:refresh", "mfct:commit:take",
// "mfct:commit:play", "mfct:commit:box".
#pragma once

#include <string>
#include <vector>

#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "views/kit.h"
#include "views/table_view.h"

namespace tinsel::app {

class MyFirstChristmasTreeView : public kit::TableView<mfct::MyFirstChristmasTreeState> {
 public:
  void Reset() override;
  // A chosen hand card, an armed commit, a first box colour or a line being chosen.
  bool HasChoice() const override {
    return selected_card_ >= 0 || armed_ != Armed::kNone || first_colour_ >= 0 || choosing_line_;
  }

 private:
  using Box = kit::Box;
  using MyFirstChristmasTreeState = mfct::MyFirstChristmasTreeState;
  struct Layout;  // where the areas lie this frame
  struct Tree;    // where the tree's tiles lie this frame
  // What this frame is about: whose table, who moves, what the viewer may do.
  struct Turn {
    int me = 0;         // the seat at the bottom: the viewer, or the first seat
    int other = 1;      // the seat on the right
    bool mine = false;  // the viewer decides now
    mfct::Step step = mfct::Step::kGameOver;
    std::vector<Action> legal;  // the viewer's legal moves (empty unless `mine`)
    bool Legal(Action action) const;
  };

  // The half-made choice.
  enum class Armed { kNone, kTake, kPlay, kBox };

  void Follow(const ViewContext& context, const MyFirstChristmasTreeState& state,
              bool started_over) override;
  void DrawTable(const ViewContext& context, const MyFirstChristmasTreeState& state, bool my_turn,
                 ViewResult& result) override;
  std::string Status(const MyFirstChristmasTreeState& state, bool my_turn) const override;
  Turn ReadTurn(const ViewContext& context, const MyFirstChristmasTreeState& state,
                bool my_turn) const;
  void KeepChoicesValid(const MyFirstChristmasTreeState& state, const Turn& turn);
  std::string StatusMessage(const MyFirstChristmasTreeState& state, const Turn& turn) const;

  void DrawInfo(const ViewContext& context, const MyFirstChristmasTreeState& state,
                const Turn& turn, Box box);

  // The tree.
  void DrawBoard(const ViewContext& context, const MyFirstChristmasTreeState& state,
                 const Turn& turn, Box box, ViewResult& result);
  // The lines to light: the viewer's row's, the one being decorated, the one hovered.
  void DrawLineBands(const MyFirstChristmasTreeState& state, const Turn& turn, const Tree& tree);
  void DrawTiles(const ViewContext& context, const MyFirstChristmasTreeState& state,
                 const Turn& turn, const Tree& tree, ViewResult& result);
  void ClickTile(const MyFirstChristmasTreeState& state, int tile, ViewResult& result);
  void DrawTileCubes(const ViewContext& context, const MyFirstChristmasTreeState& state,
                     const Tree& tree, int tile);
  void DrawStarAndBase(const ViewContext& context, const MyFirstChristmasTreeState& state,
                       const Tree& tree);
  void DrawFinishingTouches(const MyFirstChristmasTreeState& state, const Tree& tree);
  // The neutral boxes (upper left) and the deck and discards (upper right).
  void DrawSupply(const MyFirstChristmasTreeState& state, const Tree& tree, Box box);

  // The other player, the pool, the scores.
  void DrawOther(const ViewContext& context, const MyFirstChristmasTreeState& state,
                 const Turn& turn, Box box);
  // Name, "to play" and score on one line from `at`; returns its height.
  float DrawNameLine(const ViewContext& context, const MyFirstChristmasTreeState& state, int seat,
                     Box box, float y);
  // Maximum decoration size, cubes left and boxes taken, on one line.
  void DrawStats(const MyFirstChristmasTreeState& state, int seat, ImVec2 at, float height,
                 float right);
  // The seat's hand as card backs, face up where known (or all, for the viewer's own).
  void DrawHiddenHand(const MyFirstChristmasTreeState& state, int seat, ImVec2 at, float card_w,
                      float width);
  void DrawRowCards(const MyFirstChristmasTreeState& state, int seat, ImVec2 at, float card_w,
                    float step);
  void DrawPool(const ViewContext& context, const MyFirstChristmasTreeState& state,
                const Turn& turn, Box box, ViewResult& result);
  void ClickPoolCard(const MyFirstChristmasTreeState& state, const Turn& turn, mfct::Card card,
                     ViewResult& result);
  void DrawTakeChoices(const ViewContext& context, const MyFirstChristmasTreeState& state,
                       const Turn& turn, Box box, ViewResult& result);
  void DrawScores(const ViewContext& context, const MyFirstChristmasTreeState& state,
                  const Turn& turn, Box box);
  // The score table's column heads from `at`, right of the names' column.
  void DrawScoreHeads(ImVec2 at, float name_w, float column, float line);

  // The viewer's own area.
  void DrawMine(const ViewContext& context, const MyFirstChristmasTreeState& state,
                const Turn& turn, Box box, ViewResult& result);
  // The row with its two ends (places to play a card while playing).
  void DrawMyRow(const ViewContext& context, const MyFirstChristmasTreeState& state,
                 const Turn& turn, Box box, float card_w, ViewResult& result);
  void DrawRowEnd(const ViewContext& context, const MyFirstChristmasTreeState& state,
                  const Turn& turn, mfct::act::Side side, ImVec2 at, float card_w,
                  ViewResult& result);
  void DrawMyHand(const ViewContext& context, const MyFirstChristmasTreeState& state,
                  const Turn& turn, Box box, float card_w, ViewResult& result);
  // Where a hand card lies this frame, and whether it may be played now.
  struct HandSpot {
    ImVec2 min;
    ImVec2 hit_max;
    bool playing = false;
  };
  void DrawHandCard(const ViewContext& context, const MyFirstChristmasTreeState& state,
                    const Turn& turn, mfct::Card card, const HandSpot& spot, float card_w,
                    ViewResult& result);
  void ClickHandCard(const MyFirstChristmasTreeState& state, const Turn& turn, mfct::Card card,
                     ViewResult& result);
  // The choices of the step; returns nothing drawn when it is not the viewer's turn.
  void DrawActions(const ViewContext& context, const MyFirstChristmasTreeState& state,
                   const Turn& turn, Box box, ViewResult& result);
  void DrawAfterPlayChoices(const ViewContext& context, const MyFirstChristmasTreeState& state,
                            const Turn& turn, Box box, ViewResult& result);
  void DrawLineChoices(const ViewContext& context, const MyFirstChristmasTreeState& state,
                       const Turn& turn, Box box, ViewResult& result);
  void DrawBoxChoices(const ViewContext& context, const MyFirstChristmasTreeState& state,
                      const Turn& turn, Box box, ViewResult& result);
  // A colour of the row, with a swatch and what counting it takes. Returns whether clicked.
  bool BoxColourButton(const ViewContext& context, const MyFirstChristmasTreeState& state,
                       const Turn& turn, int colour, ImVec2 at, ImVec2 size);
  void ClickBoxColour(const MyFirstChristmasTreeState& state, int colour, ViewResult& result);
  // What counting `colour` (with the armed first colour) would take, in words.
  std::string BoxLabel(const MyFirstChristmasTreeState& state, const Turn& turn, int colour) const;

  // The move being made.
  int selected_card_ = -1;  // a hand card to play
  Armed armed_ = Armed::kNone;
  int first_colour_ = -1;  // the first colour of a committed box count
  bool choosing_line_ = false;
  int hovered_line_ = -1;  // last frame's line button under the mouse
  // This frame's arrangement is a compact one (a phone): shorter words, the step's choices in
  // the pool's strip, no scores panel.
  bool compact_ = false;
};

}  // namespace tinsel::app
