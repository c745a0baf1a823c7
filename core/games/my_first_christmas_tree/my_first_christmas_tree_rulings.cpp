// The in-app rules page of My First Christmas Tree: a summary of the rule text, the rulings
// of RULINGS.md it relies on (all 22, in plain words) and the decisions this app makes on
// its own.
#include "games/my_first_christmas_tree/my_first_christmas_tree.h"
#include "tinsel/translate.h"

namespace tinsel::mfct {
namespace {

// The paragraphs, each translated on its own, separated by blank lines.
std::string Paragraphs(std::initializer_list<std::string> paragraphs) {
  std::string text;
  for (const std::string& paragraph : paragraphs) {
    if (!text.empty()) text += "\n\n";
    text += paragraph;
  }
  return text;
}

// The lines of one paragraph (a numbered list), each translated on its own.
std::string Lines(std::initializer_list<const char*> lines) {
  std::string text;
  for (const char* line : lines) {
    if (!text.empty()) text += "\n";
    text += line;
  }
  return text;
}

}  // namespace

std::string MyFirstChristmasTreeGame::RulesSummary() const {
  return Paragraphs(
      {Tr("You and your rival decorate one Christmas tree together, each in your own style. "
          "Match patterns of cards to the tree's symbols and cover its rows with your cubes."),
       Tr("The tree: 20 symbol tiles (drop, hammer, three-dots, bricks, gear, arrow) in rows of "
          "2, 3, 4, 5 and 6, a star on top and two base tiles below. Each player has 20 "
          "decoration cubes (red, or blue) and 12 finishing-touch cubes (green, or yellow), and "
          "a stack of their own decoration boxes, 4, 5 and 6 (4 on top). The other box cards "
          "make neutral stacks of 4s, 5s and 6s."),
       Tr("The cards: 36 cards in 6 colours, each with a symbol. A pool of 4 cards lies face up. "
          "The first player starts with 1 card, the other with 2."),
       Lines(
           {Tr("Your turn:"),
            Tr("1. Collect: you may take a card from the pool; it is refilled at once."),
            Tr("2. Prepare: you must add a card from your hand to either end of your preparation "
               "row. The row's symbols must read, in one direction or the other, along a straight "
               "line of the tree: along a row or along a diagonal. If the new card breaks that, "
               "the old row is discarded and the new card starts a new row."),
            Tr("3. Decorate: with 3 or more cards you may decorate; at your maximum size (4 at "
               "first) you must. Choose a line the row matches, count the cards of the row's most "
               "common colour, and place that many cubes on the line's tiles, one per tile."),
            Tr("4. Boxes: after decorating, name a colour of the row and count its cards. If the "
               "count equals your maximum, take your own top box: your maximum becomes the next "
               "one (5, 6, then unlimited). Otherwise, if a neutral box of exactly that value is "
               "left, take it."),
            Tr("5. End of turn: discard the decorated row. The first player to cover every tile "
               "of a row puts a finishing touch on it. The first with a cube in each of the 5 "
               "rows takes the star. Two completed rows that are not next to each other take the "
               "leftmost free base tile; four completed rows take the other.")}),
       Tr("Commit abilities, one per turn: refresh the whole pool before taking; take an extra "
          "card; play an extra card to your row; count a second colour for boxes."),
       Tr("When every row has its finishing touch, the round is played to its end. Scores: the "
          "star 6, the left base tile 4, the right 3; a finishing touch scores its row's tile "
          "count; a row you completed without it, half that (rounded down); each box card its "
          "value; minus 1 for each decoration cube not placed. Most points wins; ties share the "
          "victory.")});
}

std::string MyFirstChristmasTreeGame::Rulings() const {
  return Paragraphs(
      {Tr("The rule text is a work in progress; these rulings (RULINGS.md) settle what it leaves "
          "open."),
       Tr("1. Cards: 6 colours (red, blue, yellow, green, white, black) x 9 cards. Each colour's "
          "two 1s, two 2s and two 3s make the 36-card deck, and its six deck cards show the six "
          "symbols once each, so a card is named by colour and symbol (\"red gear\"). Each "
          "colour's 4, 5 and 6 are box cards: one colour's for each player, the other four "
          "colours' as neutral stacks."),
       Tr("2. The tree: 18 tiles (3 of each symbol) and 2 random tiles, face up in centred rows "
          "of 2 to 6, plus the face-down star and base tiles, which are never matched. A line is "
          "a straight run of consecutive tiles along a row or either diagonal, read in either "
          "direction."),
       Tr("3. Setup: a pool of 4 face-up cards; the first player gets 1 card, the second 2. The "
          "first seat has red decorations and green finishing touches, the second blue and "
          "yellow."),
       Tr("4. A turn: you may take one pool card; you must play a card if you hold any, to "
          "either end of your row (a row that matches no line is discarded and the new card "
          "starts afresh); at 3 cards you may, at your maximum you must, decorate; a decoration "
          "is followed by the box step; then the end-of-turn checks."),
       Tr("5. Commit abilities, one per turn: refresh the pool before taking; take an extra "
          "card; play an extra card; count a second colour for boxes."),
       Tr("6. Decorating places as many cubes as the row's most common colour has cards, one per "
          "matched tile, at most one of your cubes per tile (both players may share a tile). Out "
          "of decoration cubes, you use finishing-touch cubes."),
       Tr("7. Boxes: a count equal to your maximum takes your own top box and raises the maximum "
          "(4, 5, 6, then unlimited); otherwise a neutral box of exactly that value, if one is "
          "left. Each box card scores its value."),
       Tr("8. End of turn: the first to cover a whole row puts a finishing touch on it; the "
          "first with a cube in every row takes the star; 2 completed non-adjacent rows take the "
          "leftmost free base tile, 4 completed rows the other."),
       Tr("9. When every row has a finishing touch, the round is finished, so both players have "
          "had the same number of turns. Star 6, left base 4, right base 3, a finishing touch "
          "its row's tile count, a row completed without it half its tile count rounded down, "
          "box cards their value, -1 per decoration cube not placed. Most points wins; ties "
          "share."),
       Tr("10. Hands are private (hot-seat shows them only behind the pass-the-device screen) "
          "and the deck order is hidden; the pool, the rows, the discards, the boxes and the "
          "cubes are open. The first player is chosen at random."),
       Tr("11. The text's examples name tiles whose coordinates do not make one straight line on "
          "a centred tree; they are read as examples of the decisions (which extensions are "
          "legal, how many cubes, which box)."),
       Tr("12. With the deck and the discards both empty the pool is not refilled; with no card "
          "in hand and none to take, you skip the prepare step."),
       Tr("13. The pool is kept at 4 cards: after every take, and whenever it is short and cards "
          "are available (at the end of a turn too), reshuffling the discards into a new deck "
          "when the deck is empty."),
       Tr("14. Taking is optional. The extra-card commit needs a first take. The refresh "
          "discards the whole pool and refills it before you take."),
       Tr("15. Any single card is a valid row; a longer row must read along one line. Playing a "
          "card that breaks the row is allowed: the old row is discarded."),
       Tr("16. Once your row reaches your maximum you may not play another card that turn, not "
          "even with the commit: you must decorate."),
       Tr("17. The cubes are placed compulsorily, as many as the count allows on tiles without "
          "your cube; you choose which when there are more tiles than cubes. A stand-in cube is "
          "an ordinary cube on the tree."),
       Tr("18. The box step follows every decoration: you name a colour present in the row (two "
          "with the commit, which is spent even if it gains nothing)."),
       Tr("19. Only the finishing touch of the first completion scores a row's tile count. Star "
          "and base cubes are decoration cubes (or stand-ins) and reduce the -1 penalty."),
       Tr("20. A row is completed by a player when each of its tiles has that player's cube. "
          "Non-adjacent rows differ by at least 2 in row number. Both base claims count that "
          "player's own completed rows and take the leftmost free base tile; one player may hold "
          "both."),
       Tr("21. Seats keep their colours whoever starts."),
       Tr("22. No stalling: if 20 rounds in a row pass without anyone placing a cube of any "
          "kind, the game ends after that round and is scored as usual."),
       Tr("Decisions of this app:"),
       Tr("A. Own boxes: the first seat's own stack is red 4-6, the second seat's blue 4-6; "
          "neutral stacks are yellow, green, white and black. Box colours play no other part."),
       Tr("B. The two random tiles each show any of the 6 symbols, equally likely, independently "
          "of each other. The tree is laid out position by position, from the top row, left to "
          "right, each tile drawn from those still left; the face-down star and base tiles show "
          "no symbol in play and are not drawn."),
       Tr("C. A step with nothing to choose passes by itself: no take with an empty pool, no "
          "play with an empty hand, the turn ends when the row is under 3 cards and no extra "
          "card can be played, and the box step passes when no colour (or pair, with the commit "
          "unused) would take a box card."),
       Tr("D. The box step offers every colour of the row (and every pair with the commit), even "
          "ones that take nothing; the player picks."),
       Tr("E. The line to decorate is named by its end tiles (\"decorate r3t1-r3t4\"). When "
          "cubes are fewer than free tiles, the cubes are placed one tile at a time."),
       Tr("F. Decorating a line on which you already cover every tile is allowed: it places no "
          "cube but still leads to the box step."),
       Tr("G. With no maximum left, a row may grow to 6 cards, the longest line; a seventh card "
          "matches no line and starts a new row."),
       Tr("H. The extra take is offered right after the first take, the extra card right after "
          "the first card is played, the second colour only in the box step. Nothing is taken "
          "after playing."),
       Tr("I. The end-of-turn checks run in the text's order: finishing touches, then the star, "
          "then the base tiles. A base claim with no free base tile takes nothing."),
       Tr("J. The score shown during play already counts -1 for each decoration cube not yet "
          "placed, so both players start at -20."),
       Tr("K. Cards a player took openly from the pool stay known to the other player while they "
          "remain in that hand; only the cards dealt at setup are unknown."),
       Tr("L. With no card to play (ruling 12), a row of 3 or more cards from an earlier turn "
          "may still be decorated."),
       Tr("M. A refresh with an empty deck reshuffles the discards, the pool just discarded "
          "included, so the same cards may come back.")});
}

}  // namespace tinsel::mfct
