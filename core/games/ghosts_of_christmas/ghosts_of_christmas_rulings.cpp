// Ghosts of Christmas's rules page: the rulebook in short and the project's rulings.
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/translate.h"

namespace tinsel::ghosts {
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

std::string GhostsOfChristmasGame::RulesSummary() const {
  return Paragraphs(
      {Tr("Ghosts of Christmas is a trick-taking game for 3-4 players in which every round holds "
          "three tricks at once: the Past, the Present and the Future."),
       Tr("Cards: four suits (Hearts, Bells, Stars, Candles) numbered 1-12. With 3 players the "
          "1s, 2s and 3s are removed. Hearts always trump. Each hand, all cards are dealt: 12 to "
          "each player. A game is one hand per player (3 hands with 3 players, 4 with 4)."),
       Tr("Bidding: beginning with the start player and going clockwise, each player estimates "
          "how many tricks they will win and takes that many purple doors. One of the doors may "
          "be red: then the bid succeeds with a trick for each purple door, or for each purple "
          "door and the red door."),
       Tr("Playing a round: the era dials start face down. Beginning with the start player and "
          "going clockwise, each player plays one card into an era (Past, Present or Future) they "
          "have not yet played into this round, until everyone has played one card into each era. "
          "If the era's dial is set, you must play a card of that suit if you have one; otherwise "
          "you may play any card. If the dial is face down you may play any card, and the dial is "
          "set to its suit."),
       Tr("Scoring tricks: first the Past. The card the start player played there sets the "
          "scoring suit (which may differ from the dial). The highest Heart wins; if no Heart was "
          "played, the highest card of the scoring suit wins. The winner takes a wreath and the "
          "start player marker. Then the Present is scored the same way, with the winner of the "
          "Past as start player, then the Future. The last winner keeps the marker and starts the "
          "next round. A hand is four rounds."),
       Tr("Scoring a hand: if you won more tricks than your doors allow, or fewer than your "
          "purple doors, you score nothing. Otherwise you score 1 point per wreath if you took "
          "the red door, 2 points per wreath if you did not. After the last hand the most points "
          "wins; tied players share the victory."),
       Tr("Tiny Tim variant (a gentler first game): no bidding. Each hand, 0 wreaths scores 6 "
          "points; with 3 players 1-6 wreaths score 1 point each and 7 or more score 0; with 4 "
          "players 1-5 wreaths score 1 point each and 6 or more score 0."),
       Tr("Beyond variant: a fourth era, Beyond, is added. Each round has 4 tricks and a hand has "
          "3 rounds.")});
}

std::string GhostsOfChristmasGame::Rulings() const {
  return Paragraphs(
      {Tr("Cards: 4 suits x 1-12, Hearts always trump; the other suits are Bells, Stars and "
          "Candles. With 3 players the 1-3 of every suit are removed (36 cards). All cards are "
          "dealt, 12 each."),
       Tr("A game is 3 hands with 3 players and 4 with 4. A hand is 4 rounds of 3 tricks (Past, "
          "Present, Future); with Beyond, 3 rounds of 4 tricks. Either way 12 tricks per hand."),
       Tr("Bidding (not in Tiny Tim) goes from the start player clockwise and is open: each takes "
          "0-12 purple doors and may add one red door. A bid succeeds when the wreaths won W "
          "satisfy P <= W <= P + R (R = 1 with the red door). Success scores 1 per wreath with a "
          "red door, 2 per wreath without; failure scores 0."),
       Tr("Playing a round: from the start player clockwise, each plays one card into an era they "
          "have not played into this round, until everyone has played into every era. The dials "
          "start face down each round; the first card into an era sets its dial. To play into an "
          "era whose dial is set you must play that suit if you hold any card of it; otherwise "
          "any card."),
       Tr("Tricks are scored in order Past, Present, Future (, Beyond): the card the current "
          "start player put into that era sets the scoring suit; the highest Heart wins, else the "
          "highest card of the scoring suit. The winner takes the start marker (and so sets the "
          "next era's scoring suit) and a wreath."),
       Tr("The door supply is a limit: 16 purple and 4 red doors in all. A player may take only "
          "as many purple doors as are left (the bidding panel shows how many); a bid of 0 purple "
          "doors with the red door is allowed (it succeeds on 0 or 1 wreaths). Games saved before "
          "this rule (rules version 1) keep playing without the limit."),
       Tr("Tiny Tim: no bids. 3 players: 0 wreaths = 6 VP, 1-6 = 1 VP each, 7+ = 0. 4 players: 0 "
          "= 6, 1-5 = 1 each, 6+ = 0. With the Beyond era Tiny Tim uses the same tables, over the "
          "hand's 12 tricks."),
       Tr("The start marker stays with the last trick winner into the next round and the next "
          "hand. The first start player is chosen at random. Most points wins; ties share the "
          "victory."),
       Tr("In this app: cards are dealt one at a time round the table starting with the start "
          "player. A player who does not follow a set dial suit has shown everyone that they hold "
          "none of that suit for the rest of the hand.")});
}

}  // namespace tinsel::ghosts
