#include "tinsel/translate.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <nlohmann/json.hpp>

#include "tinsel/utf8.h"

namespace tinsel {
namespace {

constexpr int kPluralTableSize = 200;
constexpr char kContextSeparator = '\x04';  // gettext's, between a context and its message

// The catalog in use (nullptr: English), and every catalog ever used, kept so that the
// translations handed out stay valid.
std::atomic<const MessageCatalog*> g_current{nullptr};
std::mutex g_kept_mutex;
std::vector<std::shared_ptr<const MessageCatalog>>& KeptCatalogs() {
  static std::vector<std::shared_ptr<const MessageCatalog>> kept;
  return kept;
}

// The pseudo-locale's translations, made on first use (node-based: their addresses stay put).
std::mutex g_pseudo_mutex;
std::unordered_map<std::string, std::string>& PseudoMessages() {
  static std::unordered_map<std::string, std::string> messages;
  return messages;
}

const std::vector<std::string>* Find(const MessageCatalog& catalog, const std::string& key) {
  const auto found = catalog.messages.find(key);
  if (found == catalog.messages.end() || found->second.empty()) return nullptr;
  return &found->second;
}

const char* PseudoOf(const std::string& message) {
  const std::lock_guard lock(g_pseudo_mutex);
  auto& messages = PseudoMessages();
  auto found = messages.find(message);
  if (found == messages.end()) found = messages.emplace(message, Pseudo(message)).first;
  return found->second.c_str();
}

// The form of `key` for `count` (or the English one: `singular` when count is 1).
const char* Lookup(const std::string& key, const char* english) {
  const MessageCatalog* catalog = g_current.load();
  if (catalog == nullptr) return english;
  if (catalog->pseudo) return PseudoOf(english);
  const std::vector<std::string>* forms = Find(*catalog, key);
  return forms == nullptr ? english : forms->front().c_str();
}

int PluralIndex(const MessageCatalog& catalog, long long count) {
  const long long n = count < 0 ? -count : count;
  const long long at = n < kPluralTableSize ? n : 100 + n % 100;
  if (catalog.plural_forms.size() != static_cast<size_t>(kPluralTableSize)) return n == 1 ? 0 : 1;
  return catalog.plural_forms[static_cast<size_t>(at)] - '0';
}

// The accented letter the pseudo-locale writes for an ASCII one (Latin-1 and Latin
// Extended-A: the glyphs the eight languages need).
const char* AccentedLetter(char letter) {
  static const char* const kLower[26] = {"å", "ƀ", "ç", "ð", "é", "ƒ", "ĝ", "ĥ", "î",
                                         "ĵ", "ķ", "ĺ", "m", "ñ", "ö", "þ", "q", "ŕ",
                                         "š", "ţ", "û", "v", "ŵ", "x", "ý", "ž"};
  static const char* const kUpper[26] = {"Å", "B", "Ç", "Ð", "É", "F", "Ĝ", "Ĥ", "Î",
                                         "Ĵ", "Ķ", "Ļ", "M", "Ñ", "Ö", "Þ", "Q", "Ŕ",
                                         "Š", "Ţ", "Û", "V", "Ŵ", "X", "Ý", "Ž"};
  if (letter >= 'a' && letter <= 'z') return kLower[letter - 'a'];
  if (letter >= 'A' && letter <= 'Z') return kUpper[letter - 'A'];
  return nullptr;
}

}  // namespace

Status ParseCatalog(std::string_view json, MessageCatalog* catalog) {
  const nlohmann::json root = nlohmann::json::parse(json, nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded() || !root.is_object()) {
    return Status::Error("the language's words are damaged (not a catalog)");
  }
  MessageCatalog read;
  const auto text_field = [&root](const char* name, std::string* out) {
    const auto found = root.find(name);
    if (found == root.end() || !found->is_string()) return false;
    *out = found->get<std::string>();
    return IsValidUtf8(*out);
  };
  if (!text_field("language", &read.language) || read.language.empty() ||
      !text_field("plural", &read.plural_forms) || !text_field("group", &read.group_separator) ||
      !text_field("decimal", &read.decimal_separator)) {
    return Status::Error("the language's words are damaged (a field is missing)");
  }
  if (read.plural_forms.size() != static_cast<size_t>(kPluralTableSize) ||
      read.plural_forms.find_first_not_of("012345") != std::string::npos) {
    return Status::Error("the language's words are damaged (its plural rules)");
  }
  const auto group_from = root.find("group_from");
  if (group_from == root.end() || !group_from->is_number_integer() || *group_from < 2 ||
      *group_from > 9) {
    return Status::Error("the language's words are damaged (its numbers)");
  }
  read.group_from = group_from->get<int>();
  const auto messages = root.find("messages");
  if (messages == root.end() || !messages->is_object()) {
    return Status::Error("the language's words are damaged (no messages)");
  }
  for (const auto& [key, value] : messages->items()) {
    std::vector<std::string> forms;
    if (value.is_string()) {
      forms.push_back(value.get<std::string>());
    } else if (value.is_array() && !value.empty()) {
      for (const auto& form : value) {
        if (!form.is_string()) return Status::Error("the language's words are damaged");
        forms.push_back(form.get<std::string>());
      }
    } else {
      return Status::Error("the language's words are damaged");
    }
    for (const std::string& form : forms) {
      if (!IsValidUtf8(form)) return Status::Error("the language's words are damaged");
    }
    read.messages.emplace(key, std::move(forms));
  }
  *catalog = std::move(read);
  return Status::Ok();
}

MessageCatalog PseudoCatalog() {
  MessageCatalog catalog;
  catalog.language = "en-XA";
  catalog.plural_forms.assign(kPluralTableSize, '1');
  catalog.plural_forms[1] = '0';
  catalog.pseudo = true;
  return catalog;
}

// `message`'s own characters: its placeholders ("{count}") left out.
size_t CountOwnCharacters(std::string_view message) {
  std::string own;
  for (size_t i = 0; i < message.size(); ++i) {
    const size_t end = message[i] == '{' ? message.find('}', i) : std::string_view::npos;
    if (end != std::string_view::npos) {
      i = end;
    } else {
      own += message[i];
    }
  }
  return CountCharacters(own);
}

std::string Pseudo(std::string_view message) {
  // Initials and marks ("R", "+3", "Pts", "{count}o") stay as short as they are in every
  // language (the translators keep them to one or two letters): accented only.
  const bool mark = CountOwnCharacters(message) <= 3;
  std::string out = mark ? "" : "[";
  size_t letters = 0;
  for (size_t i = 0; i < message.size(); ++i) {
    const char c = message[i];
    if (c == '{') {  // a placeholder stays as it is
      const size_t end = message.find('}', i);
      if (end != std::string_view::npos) {
        out.append(message.substr(i, end + 1 - i));
        i = end;
        continue;
      }
    }
    const char* accented = AccentedLetter(c);
    out += accented != nullptr ? accented : std::string(1, c);
    if (accented != nullptr) ++letters;
  }
  // 40% longer: words of filler (they wrap like words), counted in characters.
  if (mark) return out;
  const size_t extra = (CountCharacters(message) * 2 + 4) / 5;
  if (extra > 0 && letters > 0) {
    out += ' ';
    for (size_t i = 0; i + 1 < extra; ++i) out += (i % 6 == 5) ? " " : "·";
  }
  out += ']';
  return out;
}

void UseCatalog(std::shared_ptr<const MessageCatalog> catalog) {
  if (catalog != nullptr) {
    const std::lock_guard lock(g_kept_mutex);
    KeptCatalogs().push_back(catalog);
  }
  g_current.store(catalog.get());
}

std::string CurrentLanguage() {
  const MessageCatalog* catalog = g_current.load();
  return catalog == nullptr ? "en" : catalog->language;
}

const char* Tr(const char* message) { return Lookup(message, message); }

const char* TrContext(const char* context, const char* message) {
  return Lookup(std::string(context) + kContextSeparator + message, message);
}

std::string FillPlaceholders(std::string_view text, std::initializer_list<Arg> args) {
  std::string out;
  out.reserve(text.size() + 16);
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if ((c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
      out += c;  // "{{" and "}}" write a brace
      ++i;
      continue;
    }
    if (c == '{') {
      const size_t end = text.find('}', i);
      if (end != std::string_view::npos) {
        const std::string_view name = text.substr(i + 1, end - i - 1);
        const Arg* found = nullptr;
        for (const Arg& arg : args) {
          if (arg.name == name) found = &arg;
        }
        if (found != nullptr) {
          out += found->value;
          i = end;
          continue;
        }
      }
    }
    out += c;
  }
  return out;
}

std::string TrFormat(const char* message, std::initializer_list<Arg> args) {
  return FillPlaceholders(Tr(message), args);
}

std::string TrPlural(const char* singular, const char* plural, long long count,
                     std::initializer_list<Arg> args) {
  const MessageCatalog* catalog = g_current.load();
  const char* text = count == 1 ? singular : plural;
  if (catalog != nullptr && catalog->pseudo) {
    text = PseudoOf(text);
  } else if (catalog != nullptr) {
    const std::vector<std::string>* forms = Find(*catalog, singular);
    const int index = PluralIndex(*catalog, count);
    if (forms != nullptr && index < static_cast<int>(forms->size())) {
      text = (*forms)[static_cast<size_t>(index)].c_str();
    }
  }
  std::string filled = FillPlaceholders(text, {{"n", FormatNumber(count)}});
  return FillPlaceholders(filled, args);
}

std::string FormatNumber(long long number) {
  const MessageCatalog* catalog = g_current.load();
  const std::string group = catalog == nullptr ? "," : catalog->group_separator;
  std::string digits = std::to_string(number < 0 ? -number : number);
  std::string out;
  const size_t least = catalog == nullptr ? 4 : static_cast<size_t>(catalog->group_from);
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && digits.size() >= least && (digits.size() - i) % 3 == 0) out += group;
    out += digits[i];
  }
  return number < 0 ? "-" + out : out;
}

std::string FormatDecimal(double number, int decimals) {
  const MessageCatalog* catalog = g_current.load();
  const double scale = std::pow(10.0, decimals);
  const long long scaled = std::llround(std::fabs(number) * scale);
  const long long whole = scaled / static_cast<long long>(scale);
  std::string out = (number < 0 && scaled != 0 ? "-" : "") + FormatNumber(whole);
  if (decimals > 0) {
    std::string fraction = std::to_string(scaled % static_cast<long long>(scale));
    fraction.insert(
        0, static_cast<size_t>(decimals) - std::min(fraction.size(), static_cast<size_t>(decimals)),
        '0');
    out += (catalog == nullptr ? "." : catalog->decimal_separator) + fraction;
  }
  return out;
}

}  // namespace tinsel
