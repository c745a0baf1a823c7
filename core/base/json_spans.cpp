#include "tinsel/json_spans.h"

#include <nlohmann/json.hpp>

namespace tinsel {
namespace {

bool IsJsonSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

void SkipSpace(std::string_view text, size_t& at) {
  while (at < text.size() && IsJsonSpace(text[at])) ++at;
}

// Past the string starting at `at` (its opening quote). False when it never ends.
bool SkipString(std::string_view text, size_t& at) {
  for (++at; at < text.size(); ++at) {
    if (text[at] == '\\') {
      ++at;  // the escaped character, perhaps a quote
    } else if (text[at] == '"') {
      ++at;
      return true;
    }
  }
  return false;
}

// Past the value starting at `at`: a string, an object or array (to its matching bracket,
// brackets inside strings being text), or a number or literal (to the next delimiter).
bool SkipValue(std::string_view text, size_t& at) {
  if (at >= text.size()) return false;
  const char first = text[at];
  if (first == '"') return SkipString(text, at);
  if (first == '{' || first == '[') {
    std::vector<char> closers;
    while (at < text.size()) {
      const char c = text[at];
      if (c == '"') {
        if (!SkipString(text, at)) return false;
        continue;
      }
      if (c == '{') closers.push_back('}');
      if (c == '[') closers.push_back(']');
      if (c == '}' || c == ']') {
        if (closers.empty() || closers.back() != c) return false;
        closers.pop_back();
        if (closers.empty()) {
          ++at;
          return true;
        }
      }
      ++at;
    }
    return false;
  }
  const size_t start = at;
  while (at < text.size() && !IsJsonSpace(text[at]) && text[at] != ',' && text[at] != '}' &&
         text[at] != ']') {
    ++at;
  }
  return at > start;
}

// Calls `element(at)` for each comma-separated item between `open` and `close` (the
// container filling all of `text`); `element` must move `at` past its item.
template <typename Element>
bool ScanContainer(std::string_view text, char open, char close, Element element) {
  size_t at = 0;
  SkipSpace(text, at);
  if (at >= text.size() || text[at] != open) return false;
  ++at;
  SkipSpace(text, at);
  if (at < text.size() && text[at] == close) {
    ++at;
  } else {
    for (;;) {
      if (!element(at)) return false;
      SkipSpace(text, at);
      if (at >= text.size()) return false;
      if (text[at] == close) {
        ++at;
        break;
      }
      if (text[at] != ',') return false;
      ++at;
      SkipSpace(text, at);
    }
  }
  SkipSpace(text, at);
  return at == text.size();
}

}  // namespace

std::optional<std::vector<std::pair<std::string, JsonSpan>>> JsonObjectMembers(
    std::string_view text) {
  std::vector<std::pair<std::string, JsonSpan>> members;
  const bool ok = ScanContainer(text, '{', '}', [&](size_t& at) {
    if (at >= text.size() || text[at] != '"') return false;
    const size_t key_begin = at;
    if (!SkipString(text, at)) return false;
    // From a std::string, as every other parse: one instance of the JSON parser in the program.
    const nlohmann::json key = nlohmann::json::parse(
        std::string(text.substr(key_begin, at - key_begin)), nullptr, /*allow_exceptions=*/false);
    if (!key.is_string()) return false;
    SkipSpace(text, at);
    if (at >= text.size() || text[at] != ':') return false;
    ++at;
    SkipSpace(text, at);
    const size_t value_begin = at;
    if (!SkipValue(text, at)) return false;
    members.emplace_back(key.get<std::string>(), JsonSpan{value_begin, at - value_begin});
    return true;
  });
  if (!ok) return std::nullopt;
  return members;
}

std::optional<std::vector<JsonSpan>> JsonArrayElements(std::string_view text) {
  std::vector<JsonSpan> elements;
  const bool ok = ScanContainer(text, '[', ']', [&](size_t& at) {
    const size_t begin = at;
    if (!SkipValue(text, at)) return false;
    elements.push_back({begin, at - begin});
    return true;
  });
  if (!ok) return std::nullopt;
  return elements;
}

}  // namespace tinsel
