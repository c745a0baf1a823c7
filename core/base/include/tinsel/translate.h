// The words a player reads, in the player's language. Every sentence the app shows is an
// English message marked in the code (Tr, TrFormat, TrPlural, TrContext, N_); the build
// extracts them into po/tinsel.pot, translators answer them in po/<language>.po, and the build
// compiles each .po into a catalog (tools/i18n/catalogs.mjs) that the page fetches only when
// its language is chosen. Without a catalog (English) every message is its own translation.
//
// Whole sentences with named placeholders ("{name} wins with {points}"), never sentences glued
// from parts, so each language orders its own words. Plural forms follow CLDR's rules (the
// catalog compiler asks Intl.PluralRules for them); numbers are written with the language's
// separators ("1,200" / "1.200" / "1 200").
//
// What is stored or sent (saves, links, action texts, the command line) never goes through
// here: it stays canonical English whatever the player reads.
#pragma once

#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "tinsel/status.h"

namespace tinsel {

// One language's messages, as compiled from its .po file.
struct MessageCatalog {
  std::string language;  // BCP 47 ("de", "pt-BR"); "en-XA" for the pseudo-locale
  // For each count 0..199, the index of its plural form (a digit); beyond, the count's last
  // two digits + 100 decide (as they do in every language Tinsel has).
  std::string plural_forms;
  std::string group_separator = ",";  // 1,200
  std::string decimal_separator = ".";
  // The fewest digits a number has before it is grouped (CLDR's minimum grouping digits:
  // "1200" in Spanish and Polish, "12.000" in both).
  int group_from = 4;
  // msgid (or context + '\x04' + msgid) -> its forms (one, or one per plural form).
  std::unordered_map<std::string, std::vector<std::string>> messages;
  // The pseudo-locale: every message made 40% longer and accented (the layout tests).
  bool pseudo = false;
};

// Reads a compiled catalog (the JSON tools/i18n/catalogs.mjs writes). A damaged one is refused
// with the reason, and nothing changes.
Status ParseCatalog(std::string_view json, MessageCatalog* catalog);

// The pseudo-locale "en-XA": "[Šåvéð ĝåméš ····]" for "Saved games", placeholders kept;
// initials and marks of up to three characters only accented ("Ŕ").
MessageCatalog PseudoCatalog();
// One message as the pseudo-locale writes it.
std::string Pseudo(std::string_view message);

// The catalog every Tr* reads from now on (nullptr: English). Call it between frames, from the
// thread that draws; catalogs once used are kept for the program's life, so a translation
// returned earlier stays valid.
void UseCatalog(std::shared_ptr<const MessageCatalog> catalog);
// The language in use ("en" without a catalog).
std::string CurrentLanguage();

// The translation of `message` (itself when the catalog has none).
const char* Tr(const char* message);
// The translation of `message` in `context` (the same English words meaning two things:
// "Play" the button, "Play" the noun).
const char* TrContext(const char* context, const char* message);

// A placeholder's name and its value.
struct Arg {
  std::string_view name;
  std::string value;
};
// `text` with each "{name}" replaced by its value ("{{" and "}}" write a brace). Placeholders
// without a value stay as they are.
std::string FillPlaceholders(std::string_view text, std::initializer_list<Arg> args);
// The translation of `message` with its placeholders filled.
std::string TrFormat(const char* message, std::initializer_list<Arg> args);
// The plural form for `count` of the translation of `singular`/`plural`, with "{n}" the count
// as the language writes numbers and the other placeholders filled.
std::string TrPlural(const char* singular, const char* plural, long long count,
                     std::initializer_list<Arg> args = {});

// `number` with the language's group separator ("12,345"); `decimals` digits after its
// decimal separator.
std::string FormatNumber(long long number);
std::string FormatDecimal(double number, int decimals);

}  // namespace tinsel

// Marks a message for extraction where it must stay English in the code (a table of options
// translated when drawn with Tr).
#define N_(message) message
