// Action ids of My First Christmas Tree: chance outcomes and players' decisions, in small
// disjoint ranges (the search indexes actions by id). Canonical texts are in
// my_first_christmas_tree_text.cpp; my_first_christmas_tree.h lists them.
#pragma once

#include "games/my_first_christmas_tree/cards.h"
#include "games/my_first_christmas_tree/tree.h"
#include "tinsel/game.h"

namespace tinsel::mfct::act {

enum Side : int { kLeft = 0, kRight = 1 };

// Chance.
constexpr Action kRandomTile = 0;  // + symbol: one of the two random tiles added to the 18
constexpr Action kTreeTile = 10;   // + symbol: the tile on the next position of the tree
constexpr Action kStart = 20;      // + seat: the first player
constexpr Action kReshuffle = 30;  // the discards become the new deck
constexpr Action kDraw = 40;       // + card: drawn into the pool, or dealt to a hand at setup
// Decisions.
constexpr Action kTake = 100;        // + card in the pool
constexpr Action kCommitTake = 150;  // + card: the extra take
constexpr Action kCommitRefresh = 200;
constexpr Action kSkipTake = 201;  // take no (more) card
constexpr Action kEndTurn = 202;   // end the turn without decorating
constexpr Action kPlay = 300;      // + card * 2 + side
constexpr Action kCommitPlay = 400;
constexpr Action kDecorate = 500;   // + line index
constexpr Action kCube = 600;       // + tile
constexpr Action kBox = 700;        // + colour
constexpr Action kCommitBox = 710;  // + first colour * 6 + second colour (first < second)
constexpr Action kLastAction = kCommitBox + kNumColours * kNumColours;

constexpr Action RandomTile(int symbol) { return kRandomTile + symbol; }
constexpr Action TreeTile(int symbol) { return kTreeTile + symbol; }
constexpr Action Start(int seat) { return kStart + seat; }
constexpr Action Draw(Card card) { return kDraw + card; }
constexpr Action Take(Card card) { return kTake + card; }
constexpr Action CommitTake(Card card) { return kCommitTake + card; }
constexpr Action Play(Card card, Side side) { return kPlay + card * 2 + side; }
constexpr Action CommitPlay(Card card, Side side) { return kCommitPlay + card * 2 + side; }
constexpr Action Decorate(int line) { return kDecorate + line; }
constexpr Action Cube(int tile) { return kCube + tile; }
constexpr Action Box(int colour) { return kBox + colour; }
constexpr Action CommitBox(int first, int second) {
  return first < second ? kCommitBox + first * kNumColours + second
                        : kCommitBox + second * kNumColours + first;
}

constexpr bool InRange(Action a, Action base, int count) { return a >= base && a < base + count; }
constexpr bool IsRandomTile(Action a) { return InRange(a, kRandomTile, kNumSymbols); }
constexpr bool IsTreeTile(Action a) { return InRange(a, kTreeTile, kNumSymbols); }
constexpr bool IsStart(Action a) { return InRange(a, kStart, 2); }
constexpr bool IsDraw(Action a) { return InRange(a, kDraw, kNumDeckCards); }
constexpr bool IsChanceAction(Action a) {
  return IsRandomTile(a) || IsTreeTile(a) || IsStart(a) || a == kReshuffle || IsDraw(a);
}
constexpr bool IsTake(Action a) { return InRange(a, kTake, kNumDeckCards); }
constexpr bool IsCommitTake(Action a) { return InRange(a, kCommitTake, kNumDeckCards); }
constexpr bool IsPlay(Action a) { return InRange(a, kPlay, kNumDeckCards * 2); }
constexpr bool IsCommitPlay(Action a) { return InRange(a, kCommitPlay, kNumDeckCards * 2); }
constexpr bool IsDecorate(Action a) { return InRange(a, kDecorate, kNumLines); }
constexpr bool IsCube(Action a) { return InRange(a, kCube, kNumTiles); }
constexpr bool IsBox(Action a) { return InRange(a, kBox, kNumColours); }
constexpr bool IsCommitBox(Action a) {
  return InRange(a, kCommitBox, kNumColours * kNumColours) &&
         (a - kCommitBox) / kNumColours < (a - kCommitBox) % kNumColours;
}

// The card of a draw, take or play; the side of a play; the line, tile, colours.
constexpr Card CardOf(Action a) {
  if (IsDraw(a)) return a - kDraw;
  if (IsTake(a)) return a - kTake;
  if (IsCommitTake(a)) return a - kCommitTake;
  if (IsPlay(a)) return (a - kPlay) / 2;
  if (IsCommitPlay(a)) return (a - kCommitPlay) / 2;
  return kNoCard;
}
constexpr Side SideOf(Action a) {
  return static_cast<Side>((IsPlay(a) ? a - kPlay : a - kCommitPlay) % 2);
}
constexpr int SymbolOfTile(Action a) { return IsRandomTile(a) ? a - kRandomTile : a - kTreeTile; }
constexpr int LineOf(Action a) { return a - kDecorate; }
constexpr int TileOf(Action a) { return a - kCube; }
constexpr int FirstColourOf(Action a) {
  return IsBox(a) ? a - kBox : (a - kCommitBox) / kNumColours;
}
constexpr int SecondColourOf(Action a) { return (a - kCommitBox) % kNumColours; }

}  // namespace tinsel::mfct::act
