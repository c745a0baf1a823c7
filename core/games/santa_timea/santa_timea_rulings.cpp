// Santa Timea's rules page: the rulebook in short and the project's rulings.
#include "games/santa_timea/santa_timea.h"
#include "tinsel/translate.h"

namespace tinsel::santa {
namespace {

// The paragraphs, each translated on its own, separated by blank lines.
std::string Paragraphs(std::initializer_list<const char*> paragraphs) {
  std::string text;
  for (const char* paragraph : paragraphs) {
    if (!text.empty()) text += "\n\n";
    text += paragraph;
  }
  return text;
}

}  // namespace

std::string SantaTimeaGame::RulesSummary() const {
  return Paragraphs(
      {Tr("The ship Santa Timea is sinking. Rescue your officers and sailors to the islands in "
          "leaking lifeboats. Everything is decided by secret ballots."),
       Tr("Components: each player has a lifeboat of their colour, 2 officers and 5 sailors (4 "
          "sailors with 5-6 players), one colour card for every boat in play and 3 Captain's "
          "Hats. There is also a black boat that belongs to nobody, and a supply of 15 leaks. "
          "Every boat has 6 seats."),
       Tr("Setup: a random start player. From the start player clockwise, each player puts their "
          "boat on an empty start field; then the start player puts the black boat on one. Then, "
          "from the start player clockwise, each player seats one pawn at a time in any empty "
          "seat of any boat, until all pawns are seated."),
       Tr("Ballots: every voter secretly plays one card, a colour card or a Captain's Hat; all "
          "are revealed together and the most votes win. In a tie the start player picks among "
          "the tied options, even without a vote of their own. Colour cards come back; a "
          "Captain's Hat is spent. If exactly one Hat is played, its player decides the outcome. "
          "Two or more Hats cancel each other and the colour cards decide; if every card was a "
          "Hat, the start player decides. Players may negotiate and announce their votes, but "
          "nothing binds."),
       Tr("Phase 1, a leak: everyone votes for a boat at sea. The leak fills an empty seat of "
          "that boat for the rest of the game. If the boat has no empty seat, the players with "
          "pawns in it vote (an officer counts 2 votes, a sailor 1) on a colour to throw "
          "overboard; that player's sailor goes before an officer, and the leak takes the seat."),
       Tr("Phase 2, a move: everyone votes for a boat at sea, which moves one row straight ahead. "
          "A boat that reaches its island lands: its pawns go onto the island and the boat takes "
          "the next landing stage."),
       Tr("Phase 3, changing boats: from the start player clockwise, each player takes one of "
          "their pawns out of a boat; only one pawn may leave each boat. Then in reverse order "
          "each puts that pawn into a different boat with an empty seat. A pawn that finds no "
          "seat drowns."),
       Tr("Sinking: at the end of every phase, a boat with more leaks than pawns sinks with "
          "everyone in it."),
       Tr("The start player then passes to the left. The game ends when every boat has landed or "
          "sunk."),
       Tr("Scoring per pawn: left island 6 per sailor, 8 per officer; middle island 4 and 6; "
          "right island 5 and 7. Most points wins; in a tie, the tied player whose boat landed "
          "first wins.")});
}

std::string SantaTimeaGame::Rulings() const {
  return Paragraphs(
      {Tr("Board: 7 lanes of 4 wave rows; the start fields are the first row and a boat never "
          "changes lane. Each move advances one row and the move from the fourth row lands, so 4 "
          "moves land a boat. Lanes 1-2 lead to the left island, 3-5 to the middle one, 6-7 to "
          "the right one."),
       Tr("Boats: every boat, the black one included, has 6 seats. Colours in seat order: green, "
          "red, yellow, blue, purple, white; plus black. 15 leaks. The leaks of a sunk boat "
          "return to the supply (a landed boat keeps its leaks). With no leak left, phase 1 is "
          "skipped."),
       Tr("Crews: 2 officers and 5 sailors each with 3-4 players, 2 and 4 with 5-6. Cards: one "
          "colour card for each boat in play, plus 3 Captain's Hats."),
       Tr("Votes: a ballot may name only a legal option: a boat still at sea, or in a "
          "throw-overboard ballot a colour with a pawn in that boat. Votes are cast one after "
          "another from the start player clockwise, hidden, and revealed together after the last "
          "one. A ballot with only one legal option is decided without cards."),
       Tr("Captain's Hat: played instead of a colour card and spent even when cancelled. Exactly "
          "one Hat: its player picks the outcome among all legal options after the reveal (even "
          "if that player is the only voter). Two or more cancel and the colour cards decide; if "
          "every card was a Hat, the start player picks."),
       Tr("Ties: the start player picks among the tied options, even when not eligible to vote."),
       Tr("Sinking is checked at the end of every phase: more leaks than pawns sinks the boat "
          "with everyone in it. A boat with no pawns and no leaks floats on."),
       Tr("Phase 3 is compulsory for every player who can. At most one pawn leaves each boat, so "
          "a boat already left by someone is closed to the rest. A pawn must re-board a different "
          "boat at sea with an empty seat, or it drowns, even when it left the only boat still at "
          "sea."),
       Tr("End: the tied player whose own boat landed first wins; a landed boat beats a sunk one; "
          "if all tied players' boats sank, they share the win."),
       Tr("Negotiation: before voting, the voter to move may post one non-binding announcement "
          "per ballot (\"I vote red\"). It appears in the log and binds nothing. Bots may "
          "announce too.")});
}

}  // namespace tinsel::santa
