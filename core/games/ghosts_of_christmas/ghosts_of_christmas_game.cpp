// The Game half of Ghosts of Christmas: identity, pitch, options, a new game.
#include "games/ghosts_of_christmas/ghosts_of_christmas.h"
#include "tinsel/translate.h"

namespace tinsel::ghosts {

std::string GhostsOfChristmasGame::Pitch() const {
  return Tr("Play into the Past, Present and Future at once, and win exactly the tricks you bid.");
}

std::string GhostsOfChristmasGame::ChanceSinceWords() const {
  // TRANSLATORS: why a move cannot be undone: "No undo: new cards were dealt since."
  return Tr("new cards were dealt since");
}

std::vector<OptionSpec> GhostsOfChristmasGame::OptionSpecs() const {
  // Names and values ("bidding", "tiny-tim") are what saves and the command line use: never
  // translated. The rest is what the setup screen shows.
  return {
      {"bidding",
       // TRANSLATORS: a game option: how players bid in Ghosts of Christmas.
       Tr("Bidding"),
       {"doors", "tiny-tim"},
       // TRANSLATORS: "doors" and "tiny-tim" are the option's values as typed: keep them.
       Tr("doors: bid purple and red doors each hand (full game); tiny-tim: no bids, score by "
          "the Tiny Tim table"),
       3,
       4,
       // TRANSLATORS: the choices of the Bidding option. Tiny Tim is a variant's name.
       {Tr("Door bids"), Tr("Tiny Tim")},
       {Tr("Each hand, bid how many tricks you will win with purple and red doors (the full "
           "game)."),
        Tr("No bids: each hand is scored by the Tiny Tim table (gentler, for first games).")}},
      {"beyond",
       // TRANSLATORS: a game option: play with a fourth era, the Beyond.
       Tr("Beyond era"),
       {"off", "on"},
       // TRANSLATORS: "on" is the option's value as typed: keep it.
       Tr("on: add the Beyond era (3 rounds of 4 tricks per hand instead of 4 rounds of 3)"),
       3,
       4,
       {Tr("Three eras"), Tr("With Beyond")},
       {Tr("Past, Present and Future: 4 rounds of 3 tricks each hand."),
        Tr("Adds the Beyond era: 3 rounds of 4 tricks each hand.")}},
  };
}

int GhostsOfChristmasGame::MaxHistoryLength(int players, const Options& options) const {
  // One chance step picks the first start player. A game is one hand per player, and each
  // hand deals the whole deck one card at a time (a chance step per card), takes one bid per
  // player (none with Tiny Tim) and plays every dealt card once.
  const auto bidding = options.find("bidding");
  const bool tiny_tim = bidding != options.end() && bidding->second == "tiny-tim";
  const int deck = CountCards(DeckMask(players));
  const int bids = tiny_tim ? 0 : players;
  return 1 + players * (deck + bids + deck);
}

std::unique_ptr<State> GhostsOfChristmasGame::MakeInitialState(int players, const Options& options,
                                                               int rules_version) const {
  if (players < MinPlayers() || players > MaxPlayers()) return nullptr;
  auto value = [&](const std::string& name, const std::string& fallback) {
    auto it = options.find(name);
    return it == options.end() ? fallback : it->second;
  };
  const std::string bidding = value("bidding", "doors");
  const std::string beyond = value("beyond", "off");
  if (bidding != "doors" && bidding != "tiny-tim") return nullptr;
  if (beyond != "off" && beyond != "on") return nullptr;
  for (const auto& [name, v] : options) {
    if (name != "bidding" && name != "beyond") return nullptr;
  }
  return std::make_unique<GhostsOfChristmasState>(*this, players, bidding == "tiny-tim",
                                                  beyond == "on",
                                                  /*door_supply=*/rules_version >= 2);
}

const Game& GhostsOfChristmas() {
  static const GhostsOfChristmasGame game;
  return game;
}

}  // namespace tinsel::ghosts
