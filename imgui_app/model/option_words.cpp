#include "model/option_words.h"

#include <cctype>

namespace tinsel::app {
namespace {

struct Entry {
  const char* game;
  const char* option;
  const char* value;
  const char* name;
  const char* explanation;
};

constexpr Entry kWords[] = {
    {"trim-the-tree", "solitaire", "standard", "Standard",
     "Three sets are taken out: 32 ornaments to place."},
    {"trim-the-tree", "solitaire", "calculating", "Calculating",
     "Four sets are taken out, leaving one of each ornament: plan every spot."},
    {"ghosts-of-christmas", "bidding", "doors", "Door bids",
     "Each hand, bid how many tricks you will win with purple and red doors (the full game)."},
    {"ghosts-of-christmas", "bidding", "tiny-tim", "Tiny Tim",
     "No bids: each hand is scored by the Tiny Tim table (gentler, for first games)."},
    {"ghosts-of-christmas", "beyond", "off", "Three eras",
     "Past, Present and Future: 4 rounds of 3 tricks each hand."},
    {"ghosts-of-christmas", "beyond", "on", "With Beyond",
     "Adds the Beyond era: 3 rounds of 4 tricks each hand."},
};

}  // namespace

OptionValueWords WordsForOptionValue(const std::string& game_id, const std::string& option,
                                     const std::string& value) {
  for (const Entry& entry : kWords) {
    if (game_id == entry.game && option == entry.option && value == entry.value) {
      return {entry.name, entry.explanation};
    }
  }
  std::string name = value;
  for (char& c : name) {
    if (c == '-' || c == '_') c = ' ';
  }
  if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  return {name, ""};
}

}  // namespace tinsel::app
