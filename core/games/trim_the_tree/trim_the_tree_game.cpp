// The Game half of Trim the Tree: identity, pitch, options, a new game.
#include "games/trim_the_tree/trim_the_tree.h"
#include "tinsel/translate.h"

namespace tinsel::trim {

std::string TrimTheTreeGame::Pitch() const {
  return Tr("Hang ornaments so every triangle on your tree shows three colours and three shapes.");
}

std::vector<OptionSpec> TrimTheTreeGame::OptionSpecs() const {
  OptionSpec solitaire;
  solitaire.name = kSolitaireOption;
  // Label, help and value names are what the setup screen shows; name and values are keys.
  // TRANSLATORS: an option of Trim the Tree: the kind of one-player game.
  solitaire.label = TrContext("option", "Solitaire");
  solitaire.values = {"standard", "calculating"};
  solitaire.help =
      Tr("Standard takes out 3 sets (32 ornaments left); calculating takes out 4, leaving one "
         "of each ornament.");
  solitaire.min_players = 1;
  solitaire.max_players = 1;
  // TRANSLATORS: the two kinds of solitaire in Trim the Tree (standard, or one of each ornament
  // for a more calculating game).
  solitaire.value_names = {TrContext("solitaire", "Standard"),
                           TrContext("solitaire", "Calculating")};
  solitaire.value_explanations = {
      Tr("Three sets are taken out: 32 ornaments to place."),
      Tr("Four sets are taken out, leaving one of each ornament: plan every spot.")};
  return {solitaire};
}

int TrimTheTreeGame::MaxHistoryLength(int players, const Options& /*options*/) const {
  // Every game has exactly this length: each of the 15 rounds draws one ornament per player
  // (a chance step each) and each player places one; with 2 or more players, rules version 2
  // adds one chance step choosing the first bag holder.
  const int start = players >= 2 ? 1 : 0;
  return start + kNumRounds * players * 2;
}

std::unique_ptr<State> TrimTheTreeGame::MakeInitialState(int players, const Options& options,
                                                         int rules_version) const {
  if (players < kMinPlayers || players > kMaxPlayers) return nullptr;
  bool calculating = false;
  if (auto it = options.find(kSolitaireOption); it != options.end()) {
    if (it->second == "calculating") {
      if (players != 1) return nullptr;  // NormalizeOptions refuses it first, in words
      calculating = true;
    } else if (it->second != "standard") {
      return nullptr;
    }
  }
  return std::make_unique<TrimTheTreeState>(players, calculating,
                                            /*random_start=*/rules_version >= 2);
}

const Game& TrimTheTree() {
  static const TrimTheTreeGame game;
  return game;
}

}  // namespace tinsel::trim
