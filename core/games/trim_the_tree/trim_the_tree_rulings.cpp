// Trim the Tree's rules page: the rulebook in short and the project's rulings.
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/translate.h"

namespace tinsel::trim {
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

std::string TrimTheTreeGame::RulesSummary() const {
  return Paragraphs(
      {Tr("Each player decorates a Christmas tree of 15 spaces: the points where the lines of "
          "the tree meet, in rows of 1, 2, 3, 4 and 5. The lines divide the tree into 16 "
          "small triangles."),
       Tr("There are 80 ornaments: 4 shapes (box, bell, candle, bulb) in 4 colours (red, "
          "yellow, blue, purple), 5 sets of 16. With 3 players take one set out, with 2 "
          "players two sets, playing alone three sets (four for a more calculating game). "
          "The rest go into the Bag, which starts with the starting player."),
       Tr("Each round, the player with the Bag draws as many ornaments as there are players "
          "and puts them on the Box. Then, starting with the player holding the Bag and going "
          "clockwise, each player takes one ornament from the Box and places it on an empty "
          "space of their tree. The first ornament may go anywhere; every later one must go "
          "on a space joined by a line to an ornament already on that tree. You must always "
          "take an ornament; the last player takes the one that is left. After the Box is "
          "empty, the Bag passes to the left."),
       Tr("Scoring: when an ornament completes small triangles (all three corners filled), "
          "each completed triangle whose three ornaments are all of different colours and "
          "all of different shapes counts. One such triangle scores 1 point, two at once 3, "
          "three 5, four 7, five 9 and six 11. Completed triangles that repeat a colour or a "
          "shape score nothing. Two triangles scored together may repeat colours or shapes "
          "between them."),
       Tr("Example: a blue box completes two triangles, one with a red bell and a yellow "
          "candle, the other with a blue bulb and a red candle. Only the first counts (the "
          "second has two blue ornaments): 1 point. A purple box there would have scored 3."),
       Tr("The game ends when every tree is full. The highest score wins; tied players share "
          "the victory.")});
}

std::string TrimTheTreeGame::Rulings() const {
  return Paragraphs(
      {Tr("Ornaments: 4 shapes x 4 colours = one set of 16; 5 sets = 80. Sets are removed "
          "exactly as the rules say: 4-5 players none, 3 players one, 2 players two, "
          "solitaire three (\"calculating\" solitaire four, leaving one set of 16)."),
       Tr("Board (our ruling; no published layout was found): a triangular lattice of 15 "
          "spaces in 5 rows (1, 2, 3, 4, 5 from the top), numbered 1 to 15 from the top, left "
          "to right. Corners lie on 2 lines, every other space on 3; the three inner spaces "
          "touch 6 small triangles; there are 16 small triangles in all (10 pointing up, 6 "
          "down). Only these 16 small triangles count."),
       Tr("Adjacent means joined by one line segment. The first ornament may go anywhere; "
          "every later one must touch an ornament already on that player's tree."),
       Tr("A round: the bag holder draws as many ornaments as there are players onto the Box, "
          "then from the bag holder clockwise each player takes one and must place it (the "
          "last player has no choice). The Bag then passes left and the new holder starts."),
       Tr("Scoring one placement: k = completed small triangles whose three ornaments differ "
          "in colour and in shape; the placement scores 2k-1 if k > 0, else 0 (1, 3, 5, 7, 9, "
          "11). Completed triangles that fail the test add nothing."),
       Tr("End: when every tree is full. The highest score wins; ties share the victory. "
          "Solitaire has no opponent: aim for your best score."),
       Tr("The starting player (the first bag holder) is drawn at random, as the first "
          "chance step of the game; the Bag then passes left each round. (Games saved before "
          "this ruling, rules version 1, began with the first seat and still do.)"),
       Tr("The \"calculating\" solitaire exists only for one player: asking for it with more "
          "players is refused with a message, never silently changed.")});
}

}  // namespace tinsel::trim
