// A game's rules page: the rulebook in short and how Tinsel reads it. Each game keeps it as
// data in its own folder (core/games/<game>/rules.json), beside its lesson:
//
//   {"format": "tinsel-rules-page", "game": "trim-the-tree",
//    "how_to_play": ["A paragraph.", ["A list's first line:", "1. its next line"]],
//    "rulings": ["Our reading of what the rulebook leaves open."]}
//
// A paragraph is a text, or a list of lines shown one under the other; each text is a message
// of its own (tools/web/i18n.mjs extracts them), translated when shown. The page is data, not
// code, so that the page's first frame carries none of it: the browser fetches it when the
// rules are first opened (and keeps it offline), the desktop has it built in.
#pragma once

#include <string>
#include <vector>

#include "tinsel/status.h"

namespace tinsel {

// A paragraph's lines, in English (most paragraphs have one).
using RulesParagraph = std::vector<std::string>;

struct RulesPage {
  std::string game_id;
  std::vector<RulesParagraph> how_to_play;
  std::vector<RulesParagraph> rulings;
};

// Reads a rules page. Refused in words (nothing half-read) when the text is not one; a page is
// at most kMaxRulesPageBytes.
inline constexpr size_t kMaxRulesPageBytes = 256 * 1024;
Status ParseRulesPage(const std::string& text, RulesPage* page);

// A paragraph in the language chosen (Tr of each line), its lines joined by `line_break` ("\n"
// on the screen, " " in the screen-reader table).
std::string TranslatedParagraph(const RulesParagraph& lines, const char* line_break);
// The paragraphs so translated, lines joined by "\n", paragraphs by "\n\n".
std::string TranslatedParagraphs(const std::vector<RulesParagraph>& paragraphs);

}  // namespace tinsel
