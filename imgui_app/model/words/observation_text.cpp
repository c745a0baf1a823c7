#include "model/words/observation_text.h"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "tinsel/registry.h"
#include "tinsel/translate.h"
#include "tinsel/utf8.h"

namespace tinsel::app {
namespace {

using nlohmann::json;

// Long lists (a game's whole event history) are read out from their newest entries.
constexpr size_t kListLimit = 24;
// An object with at most this many plain values is read on one line ("officer 2, sailor 5").
constexpr size_t kInlineLimit = 6;

bool EndsWith(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

// Keys whose number is a seat (0-based), by the words the games' observations use.
bool NamesASeat(const std::string& key) {
  return key == "seat" || key == "turn_of" || EndsWith(key, "player") || EndsWith(key, "leader") ||
         EndsWith(key, "holder") || EndsWith(key, "owner") || EndsWith(key, "winner") ||
         EndsWith(key, "picker");
}

bool IsPlain(const json& value) { return !value.is_object() && !value.is_array(); }

std::string Number(const json& value) {
  const double number = value.get<double>();
  char buffer[32];
  if (std::floor(number) == number && std::fabs(number) < 1e15) {
    std::snprintf(buffer, sizeof buffer, "%lld", static_cast<long long>(number));
  } else {
    std::snprintf(buffer, sizeof buffer, "%.2f", number);
  }
  return buffer;
}

// TRANSLATORS: a value in the table's details: no player (no holder, no winner yet).
const char* Nobody() { return Tr("nobody"); }
// TRANSLATORS: a value in the table's details: nothing there (lower case).
const char* None() { return Tr("none"); }
// TRANSLATORS: a value in the table's details: an empty place in a list (a space without a
// piece, lower case).
const char* Empty() { return Tr("empty"); }

std::string SeatName(const json& value, const std::vector<std::string>& names) {
  if (!value.is_number_integer()) return value.is_null() ? Nobody() : Number(value);
  const long long seat = value.get<long long>();
  if (seat < 0) return Nobody();
  if (seat < static_cast<long long>(names.size())) return names[seat];
  // TRANSLATORS: a player without a name in the table's details (lower case).
  return TrFormat("seat {number}", {{"number", std::to_string(seat + 1)}});
}

// A plain value in words; `key` tells whether a number is a seat.
std::string Plain(const std::string& key, const json& value,
                  const std::vector<std::string>& names) {
  if (value.is_null()) return None();
  // TRANSLATORS: a value in the table's details: true or false ("Passed: yes"; lower case).
  if (value.is_boolean()) return value.get<bool>() ? Tr("yes") : Tr("no");
  if (value.is_number()) return NamesASeat(key) ? SeatName(value, names) : Number(value);
  if (value.is_string()) return value.get<std::string>();
  return value.dump();
}

std::string Join(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& word : words) out += (out.empty() ? "" : ", ") + word;
  return out;
}

// A list of plain values: "H7, B12", with "empty" for gaps; a yes/no per seat names the seats
// that are yes ("Winners: Holly"); scores per seat are named too.
std::string PlainList(const std::string& key, const json& list,
                      const std::vector<std::string>& names) {
  if (list.empty()) return None();
  const bool per_seat = list.size() == names.size();
  bool all_booleans = true;
  for (const json& item : list) all_booleans = all_booleans && item.is_boolean();
  std::vector<std::string> words;
  if (per_seat && all_booleans) {
    for (size_t i = 0; i < list.size(); ++i) {
      if (list[i].get<bool>()) words.push_back(names[i]);
    }
    return words.empty() ? std::string(Nobody()) : Join(words);
  }
  const bool scores = per_seat && key == "scores";
  const size_t first = list.size() > kListLimit ? list.size() - kListLimit : 0;
  if (first > 0) {
    // TRANSLATORS: a long list in the table's details is read from its newest entries; {count}
    // older ones are left out (the English reads the same for one).
    words.push_back(TrPlural("{count} earlier not read", "{count} earlier not read",
                             static_cast<long long>(first), {{"count", std::to_string(first)}}));
  }
  for (size_t i = first; i < list.size(); ++i) {
    const std::string word = list[i].is_null() ? Empty() : Plain(key, list[i], names);
    words.push_back(scores ? names[i] + " " + word : word);
  }
  return Join(words);
}

// How an observation is read: its seats' names, and the keys that name an item of its lists
// (the game's manifest: GameEntry::observation_headings).
struct Reading {
  const std::vector<std::string>& names;
  std::vector<std::string> headings;
};

Reading ReadingOf(const json& observation, const std::vector<std::string>& names) {
  Reading reading{names, {"name"}};
  const auto game = observation.find("game");
  const GameEntry* entry =
      game != observation.end() && game->is_string() ? FindGame(game->get<std::string>()) : nullptr;
  if (entry != nullptr) {
    reading.headings.insert(reading.headings.end(), entry->observation_headings.begin(),
                            entry->observation_headings.end());
  }
  return reading;
}

// The key an object in a list is best known by: a seat, else a name-like word.
std::string HeadingKey(const json& item, const std::vector<std::string>& headings) {
  for (const char* key : {"player", "seat"}) {
    if (item.contains(key) && item[key].is_number_integer()) return key;
  }
  for (const std::string& key : headings) {
    if (item.contains(key) && item[key].is_string()) return key;
  }
  return {};
}

std::vector<TextLine> ObjectLines(const json& object, const std::string& skip,
                                  const Reading& reading);

// "officer 2, sailor 5" for an object of few plain values (except `skip`); empty otherwise.
std::string InlineObject(const json& object, const std::string& skip,
                         const std::vector<std::string>& names) {
  if (object.size() > kInlineLimit + (skip.empty() ? 0 : 1)) return {};
  std::vector<std::string> words;
  for (const auto& [key, value] : object.items()) {
    if (key == skip) continue;
    if (!IsPlain(value)) return {};
    words.push_back(KeyLabel(key) + " " + Plain(key, value, names));
  }
  if (words.empty()) return {};
  // Lower-case the labels inside the line: "Unseated: officer 2, sailor 5".
  for (std::string& word : words) word[0] = static_cast<char>(std::tolower(word[0]));
  return Join(words);
}

TextLine Entry(const std::string& key, const json& value, const Reading& reading);

// The lines of a list whose items are not all plain: one line per item.
std::vector<TextLine> ItemLines(const std::string& key, const json& list, const Reading& reading) {
  const std::vector<std::string>& names = reading.names;
  std::vector<TextLine> lines;
  const bool per_seat = list.size() == names.size();
  for (size_t i = 0; i < list.size(); ++i) {
    const json& item = list[i];
    if (IsPlain(item)) {
      lines.push_back({item.is_null() ? Empty() : Plain(key, item, names), {}});
      continue;
    }
    if (item.is_array()) {
      lines.push_back(Entry(std::to_string(i + 1), item, reading));
      continue;
    }
    const std::string heading_key = HeadingKey(item, reading.headings);
    std::string heading;
    if (heading_key == "player" || heading_key == "seat") {
      heading = SeatName(item[heading_key], names);
    } else if (!heading_key.empty()) {
      heading = item[heading_key].get<std::string>();
      heading = CapitalizeFirst(heading);
    } else {
      heading = per_seat ? names[i] : std::to_string(i + 1);
    }
    const std::string inline_text = InlineObject(item, heading_key, names);
    if (!inline_text.empty()) {
      lines.push_back({heading + ": " + inline_text, {}});
    } else {
      lines.push_back({heading, ObjectLines(item, heading_key, reading)});
    }
  }
  return lines;
}

TextLine Entry(const std::string& key, const json& value, const Reading& reading) {
  const std::vector<std::string>& names = reading.names;
  const std::string label = KeyLabel(key);
  if (IsPlain(value)) return {label + ": " + Plain(key, value, names), {}};
  if (value.is_array()) {
    bool plain = true;
    for (const json& item : value) plain = plain && IsPlain(item);
    if (plain) return {label + ": " + PlainList(key, value, names), {}};
    return {label + ":", ItemLines(key, value, reading)};
  }
  if (value.empty()) return {label + ": " + None(), {}};
  const std::string inline_text = InlineObject(value, "", names);
  if (!inline_text.empty()) return {label + ": " + inline_text, {}};
  return {label + ":", ObjectLines(value, "", reading)};
}

std::vector<TextLine> ObjectLines(const json& object, const std::string& skip,
                                  const Reading& reading) {
  std::vector<TextLine> lines;
  for (const auto& [key, value] : object.items()) {
    if (key == skip) continue;
    lines.push_back(Entry(key, value, reading));
  }
  return lines;
}

// The parts of `seen` that differ from `open` (objects compared key by key, anything else
// as a whole); null when nothing differs.
json Difference(const json& seen, const json& open) {
  if (seen == open) return nullptr;
  if (!seen.is_object() || !open.is_object()) return seen;
  json out = json::object();
  for (const auto& [key, value] : seen.items()) {
    if (!open.contains(key)) {
      out[key] = value;
      continue;
    }
    json part = Difference(value, open[key]);
    if (!part.is_null()) out[key] = part;
  }
  return out.empty() ? json(nullptr) : out;
}

}  // namespace

json TextLine::ToJson() const {
  if (under.empty()) return text;
  return {{"t", text}, {"sub", LinesJson(under)}};
}

json LinesJson(const std::vector<TextLine>& lines) {
  json out = json::array();
  for (const TextLine& line : lines) out.push_back(line.ToJson());
  return out;
}

std::string KeyLabel(const std::string& key) {
  std::string label = key;
  for (char& c : label) c = c == '_' ? ' ' : c;
  label = CapitalizeFirst(label);
  return label;
}

std::vector<TextLine> ObservationText(const json& observation,
                                      const std::vector<std::string>& seat_names) {
  if (!observation.is_object()) return {};
  json shown = observation;
  shown.erase("game");
  shown.erase("viewer");
  return ObjectLines(shown, "", ReadingOf(observation, seat_names));
}

std::vector<TextLine> PrivateText(const json& viewer_observation, const json& public_observation,
                                  const std::vector<std::string>& seat_names) {
  if (!viewer_observation.is_object()) return {};
  json seen = viewer_observation;
  seen.erase("viewer");
  const json only_seen = Difference(seen, public_observation);
  if (!only_seen.is_object()) return {};
  return ObjectLines(only_seen, "", ReadingOf(viewer_observation, seat_names));
}

}  // namespace tinsel::app
