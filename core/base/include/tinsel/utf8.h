// UTF-8 checks for text that comes from outside (save files, the command line): player names
// must be valid UTF-8 before JSON can hold them, and error messages quote untrusted text only
// as a short, valid excerpt.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace tinsel {

// Whether `text` is well-formed UTF-8 (no overlong forms, no surrogates, at most U+10FFFF).
bool IsValidUtf8(std::string_view text);

// The number of characters (code points) in valid UTF-8 `text`.
size_t CountCharacters(std::string_view text);

// Whether `text` holds a control character (U+0000-U+001F, U+007F-U+009F); `text` must be
// valid UTF-8.
bool HasControlCharacter(std::string_view text);

// Whether valid UTF-8 `text` holds a character that draws something: not only white space
// (spaces, no-break and other typographic spaces) and characters that are invisible by design
// (zero-width spaces and joiners, direction marks, the byte order mark, soft hyphens, variation
// selectors, tags). A name of only such characters would label a seat with nothing to see.
bool HasVisibleCharacter(std::string_view text);

// At most `max_characters` characters of `text` between double quotes, with "..." when cut,
// safe to show and to store as JSON whatever `text` holds: bytes that are not UTF-8 and
// control characters become U+FFFD. A 10 MB bad move is quoted as its first 40 characters.
constexpr size_t kQuoteCharacters = 40;
std::string Quote(std::string_view text, size_t max_characters = kQuoteCharacters);

// `text` with its first letter a capital: ASCII, Latin-1 and Latin Extended-A (the letters of
// Tinsel's languages: "élan" -> "Élan", "łódź" -> "Łódź"); anything else unchanged.
std::string CapitalizeFirst(std::string text);

}  // namespace tinsel
