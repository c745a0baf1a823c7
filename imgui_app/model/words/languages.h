// The languages Tinsel speaks: the one list (adding a language is a po/<code>.po file and a
// line here), which the player's choice and the browser's preferences are matched against,
// and where the choice is remembered on this device.
#pragma once

#include <string>
#include <vector>

#include "model/saves/storage.h"
#include "tinsel/status.h"

namespace tinsel::app {

struct Language {
  const char* code;        // BCP 47, as po/<code>.po is named ("pt-BR")
  const char* name;        // in its own words ("Deutsch"): a player finds their language unread
  const char* short_name;  // where room is short ("Português" for "Português (Brasil)")
};

// English first, then the others in the order the menu lists them.
const std::vector<Language>& Languages();
// The language of `code` (exactly, or its base language: "de-AT" is German), else nullptr.
// "en-XA", the pseudo-locale of the layout tests, is found though not listed.
const Language* FindLanguage(const std::string& code);
// The first of the player's preferred languages (the browser's, best first) that Tinsel
// speaks ("pt" finds Brazilian Portuguese), else English.
std::string MatchLanguage(const std::vector<std::string>& preferred);

// The language chosen on this device ("" when none was: follow the browser's).
std::string LoadLanguageChoice(Storage& storage);
tinsel::Status SaveLanguageChoice(Storage& storage, const std::string& code);

}  // namespace tinsel::app
