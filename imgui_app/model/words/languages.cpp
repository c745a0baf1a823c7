#include "model/words/languages.h"

#include <algorithm>
#include <cctype>

namespace tinsel::app {
namespace {

// The key the page's script reads too (web/page/i18n.mjs): it fetches the catalog while the app
// loads.
constexpr const char* kLanguageKey = "tinsel/settings/language";

const Language kPseudo = {"en-XA", "[Ëñĝĺîšĥ ··]", "[Ëñĝĺîšĥ ··]"};

std::string Lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

std::string BaseOf(const std::string& code) { return Lower(code.substr(0, code.find('-'))); }

}  // namespace

const std::vector<Language>& Languages() {
  static const std::vector<Language> kLanguages = {
      {"en", "English", "English"},   {"de", "Deutsch", "Deutsch"},
      {"fr", "Français", "Français"}, {"es", "Español", "Español"},
      {"it", "Italiano", "Italiano"}, {"nl", "Nederlands", "Nederlands"},
      {"pl", "Polski", "Polski"},     {"pt-BR", "Português (Brasil)", "Português"},
  };
  return kLanguages;
}

const Language* FindLanguage(const std::string& code) {
  if (Lower(code) == Lower(kPseudo.code)) return &kPseudo;
  for (const Language& language : Languages()) {
    if (Lower(code) == Lower(language.code)) return &language;
  }
  for (const Language& language : Languages()) {
    if (BaseOf(code) == BaseOf(language.code)) return &language;
  }
  return nullptr;
}

std::string MatchLanguage(const std::vector<std::string>& preferred) {
  for (const std::string& code : preferred) {
    const Language* found = FindLanguage(code);
    if (found != nullptr && found != &kPseudo) return found->code;
  }
  return "en";
}

std::string LoadLanguageChoice(Storage& storage) {
  const std::optional<std::string> stored = storage.Get(kLanguageKey);
  if (!stored) return "";
  const Language* found = FindLanguage(*stored);
  return found == nullptr ? "" : found->code;
}

tinsel::Status SaveLanguageChoice(Storage& storage, const std::string& code) {
  return storage.Set(kLanguageKey, code);
}

}  // namespace tinsel::app
