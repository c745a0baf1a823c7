#include "model/saves/save_library.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>

#include "tinsel/registry.h"
#include "tinsel/translate.h"
#include "tinsel/utf8.h"

namespace tinsel::app {
namespace {

using nlohmann::json;

constexpr int kIndexVersion = 1;

std::string GameName(const std::string& id) {
  const GameEntry* entry = FindGame(id);
  return entry != nullptr ? entry->game->Name() : id;
}

std::string StringField(const json& object, const char* key) {
  auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// Newest first; damaged entries keep their place by date like any other.
void SortNewestFirst(std::vector<SlotSummary>& list) {
  std::stable_sort(list.begin(), list.end(), [](const SlotSummary& a, const SlotSummary& b) {
    if (a.updated != b.updated) return a.updated > b.updated;
    return a.slot > b.slot;
  });
}

}  // namespace

json SlotSummary::ToJson() const {
  json out = {{"slot", slot},   {"game", game}, {"game_name", game_name}, {"players", players},
              {"moves", moves}, {"over", over}, {"created", created},     {"updated", updated}};
  if (!seed.empty()) out["seed"] = seed;
  if (damaged) {
    out["damaged"] = true;
    out["error"] = error;
  }
  if (!cannot_open.empty()) out["cannot_open"] = cannot_open;
  if (!fingerprint.empty()) out["fingerprint"] = fingerprint;
  if (!unsaved.empty()) out["unsaved"] = unsaved;
  return out;
}

std::optional<SlotSummary> SlotSummary::FromJson(const json& in) {
  if (!in.is_object()) return std::nullopt;
  SlotSummary s;
  s.slot = StringField(in, "slot");
  if (s.slot.empty()) return std::nullopt;
  s.game = StringField(in, "game");
  s.game_name = StringField(in, "game_name");
  auto players = in.find("players");
  if (players == in.end() || !players->is_array()) return std::nullopt;
  for (const json& p : *players) {
    if (!p.is_string()) return std::nullopt;
    s.players.push_back(p.get<std::string>());
  }
  s.seed = StringField(in, "seed");
  auto moves = in.find("moves");
  if (moves == in.end() || !moves->is_number_integer()) return std::nullopt;
  s.moves = moves->get<int>();
  auto over = in.find("over");
  if (over == in.end() || !over->is_boolean()) return std::nullopt;
  s.over = over->get<bool>();
  s.created = StringField(in, "created");
  s.updated = StringField(in, "updated");
  auto damaged = in.find("damaged");
  s.damaged = damaged != in.end() && damaged->is_boolean() && damaged->get<bool>();
  s.error = StringField(in, "error");
  s.cannot_open = StringField(in, "cannot_open");
  s.fingerprint = StringField(in, "fingerprint");
  return s;
}

std::string SlotFingerprint(const std::string& text) {
  uint64_t hash = 0xcbf29ce484222325ull;
  for (const char c : text) {
    hash ^= static_cast<uint8_t>(c);
    hash *= 0x100000001b3ull;
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
  return std::to_string(text.size()) + "-" + hex;
}

SlotSummary SaveLibrary::Summarize(const std::string& slot, const Session& session,
                                   const SaveTimes& times) {
  SlotSummary s;
  s.slot = slot;
  s.game = session.setup().game_id;
  s.game_name = session.game().Name();
  for (const Seat& seat : session.setup().seats) s.players.push_back(seat.name);
  s.seed = std::to_string(session.setup().seed);
  for (const HistoryEntry& entry : session.history()) {
    if (entry.player >= 0) ++s.moves;
  }
  s.over = session.state().IsTerminal();
  s.created = times.created;
  s.updated = times.updated;
  return s;
}

std::string SaveLibrary::NewSlotId(const std::string& now_iso8601) {
  // Digits of the timestamp: "2024-12-24T10:15:00Z" -> "20241224-101500", then four random
  // hex digits: two tabs starting a game in the same second (neither has written yet, so
  // neither sees the other's slot) still get different ids.
  std::string digits;
  for (char c : now_iso8601) {
    if (c >= '0' && c <= '9') digits += c;
    if (digits.size() == 14) break;
  }
  const std::string stamp = digits.size() >= 14 ? digits.substr(0, 8) + "-" + digits.substr(8, 6)
                                                : (digits.empty() ? "game" : digits);
  static constexpr char kHex[] = "0123456789abcdef";
  for (;;) {
    std::string id = stamp + "-";
    const uint32_t bits = random_();
    for (int i = 0; i < 4; ++i) id += kHex[(bits >> (4 * i)) & 15];
    if (!storage_.Get(SlotKey(id)).has_value()) return id;
  }
}

Status SaveLibrary::Write(const std::string& slot, const Session& session, const SaveTimes& times) {
  const std::string text = WriteSave(session, times);
  Status written = storage_.Set(SlotKey(slot), text);
  if (!written.ok()) return written;
  std::vector<SlotSummary> list = ReadIndex().value_or(std::vector<SlotSummary>{});
  if (list.empty()) {
    // Missing or damaged index: rebuild from the slots (this one included).
    return RebuildIndex();
  }
  SlotSummary summary = Summarize(slot, session, times);
  summary.fingerprint = SlotFingerprint(text);
  auto it =
      std::find_if(list.begin(), list.end(), [&](const SlotSummary& s) { return s.slot == slot; });
  if (it != list.end()) {
    *it = summary;
  } else {
    list.push_back(summary);
  }
  return WriteIndex(std::move(list));
}

std::unique_ptr<Session> SaveLibrary::Load(const std::string& slot, std::string* error,
                                           SaveTimes* times) {
  std::optional<std::string> text = storage_.Get(SlotKey(slot));
  if (!text) {
    *error = Tr("The saved game is gone.");
    return nullptr;
  }
  std::unique_ptr<Session> session = LoadSave(*text, error, times);
  if (session == nullptr) {
    // Remember why so the list shows it without loading again: damaged, or kept for a newer
    // Tinsel.
    const std::string newer = NewerTinselNeeded(*text);
    if (!newer.empty()) *error = newer;
    std::optional<std::vector<SlotSummary>> list = ReadIndex();
    if (list) {
      for (SlotSummary& s : *list) {
        if (s.slot != slot) continue;
        s.damaged = newer.empty();
        s.error = newer.empty() ? *error : "";
        s.cannot_open = newer;
      }
      WriteIndex(std::move(*list));
    }
  }
  return session;
}

Status SaveLibrary::Hold(const std::string& slot, const std::string& token) {
  return storage_.Set(kHolderPrefix + slot, token);
}

std::optional<std::string> SaveLibrary::Holder(const std::string& slot) {
  return storage_.Get(kHolderPrefix + slot);
}

Status SaveLibrary::Remove(const std::string& slot) {
  Status removed = storage_.Remove(SlotKey(slot));
  if (!removed.ok()) return removed;
  storage_.Remove(kHolderPrefix + slot);
  storage_.Remove(kReviewPrefix + slot);
  if (Last() == slot) ClearLast();
  std::optional<std::vector<SlotSummary>> list = ReadIndex();
  if (!list) return RebuildIndex();
  std::erase_if(*list, [&](const SlotSummary& s) { return s.slot == slot; });
  return WriteIndex(std::move(*list));
}

Status SaveLibrary::StoreReview(const std::string& slot, const std::string& review_json) {
  return storage_.Set(kReviewPrefix + slot, review_json);
}

std::optional<std::string> SaveLibrary::LoadReviewText(const std::string& slot) {
  return storage_.Get(kReviewPrefix + slot);
}

SlotSummary SaveLibrary::SummarizeStored(const std::string& slot) {
  std::optional<std::string> text = storage_.Get(SlotKey(slot));
  if (!text) {
    SlotSummary s;
    s.slot = slot;
    s.damaged = true;
    s.error = "The save cannot be read.";  // kept in the index: stays English
    return s;
  }
  return SummarizeText(slot, *text);
}

SlotSummary SaveLibrary::SummarizeText(const std::string& slot, const std::string& text) {
  SlotSummary s;
  s.slot = slot;
  std::string error;
  SaveTimes times;
  std::unique_ptr<Session> session = LoadSave(text, &error, &times);
  if (session != nullptr) {
    s = Summarize(slot, *session, times);
    s.fingerprint = SlotFingerprint(text);
    return s;
  }
  s.fingerprint = SlotFingerprint(text);
  // Damaged, or made for a newer Tinsel: still show whatever can be read, so the player knows
  // which game it was.
  const SavePeek peek = PeekSave(text);
  s.cannot_open = peek.newer_needed;
  s.damaged = s.cannot_open.empty();
  if (s.damaged) s.error = error;
  if (peek.readable) {
    // Shown as they are only when short and valid: a damaged file may hold anything.
    auto clip = [](const std::string& text) {
      const std::string quoted = Quote(text);
      return quoted.substr(1, quoted.size() - 2);  // without Quote's quotation marks
    };
    s.game = clip(peek.game);
    s.game_name = s.game.empty() ? "" : GameName(s.game);
    s.created = clip(peek.created);
    s.updated = clip(peek.updated);
    for (const std::string& name : peek.players) s.players.push_back(clip(name));
    if (peek.moves >= 0) s.moves = peek.moves;
  }
  if (s.game_name.empty()) s.game_name = "Unknown game";  // kept in the index: stays English
  return s;
}

std::vector<std::string> SaveLibrary::SlotIds() {
  std::vector<std::string> ids;
  const std::string prefix = kSlotPrefix;
  for (const std::string& key : storage_.Keys(prefix)) ids.push_back(key.substr(prefix.size()));
  return ids;
}

std::optional<std::vector<SlotSummary>> SaveLibrary::ReadIndex() {
  std::optional<std::string> text = storage_.Get(kIndexKey);
  if (!text) return std::nullopt;
  const json index = json::parse(*text, nullptr, /*allow_exceptions=*/false);
  if (!index.is_object()) return std::nullopt;
  auto version = index.find("version");
  if (version == index.end() || !version->is_number_integer() ||
      version->get<int>() != kIndexVersion) {
    return std::nullopt;
  }
  auto slots = index.find("slots");
  if (slots == index.end() || !slots->is_array()) return std::nullopt;
  std::vector<SlotSummary> list;
  for (const json& entry : *slots) {
    std::optional<SlotSummary> s = SlotSummary::FromJson(entry);
    if (!s) return std::nullopt;  // one bad entry: rebuild the whole index from the slots
    list.push_back(std::move(*s));
  }
  return list;
}

Status SaveLibrary::WriteIndex(std::vector<SlotSummary> summaries) {
  SortNewestFirst(summaries);
  json slots = json::array();
  for (const SlotSummary& s : summaries) slots.push_back(s.ToJson());
  // A damaged save's fields may hold anything: bytes that are not UTF-8 become U+FFFD rather
  // than an exception.
  return storage_.Set(kIndexKey, json{{"version", kIndexVersion}, {"slots", slots}}.dump(
                                     -1, ' ', false, json::error_handler_t::replace));
}

Status SaveLibrary::RebuildIndex() {
  std::vector<SlotSummary> list;
  for (const std::string& id : SlotIds()) list.push_back(SummarizeStored(id));
  return WriteIndex(std::move(list));
}

std::vector<SlotSummary> SaveLibrary::List(bool verify) {
  const std::vector<std::string> ids = SlotIds();
  std::optional<std::vector<SlotSummary>> index = ReadIndex();
  std::map<std::string, SlotSummary> by_slot;
  if (index) {
    for (SlotSummary& s : *index) by_slot[s.slot] = std::move(s);
  }
  std::vector<SlotSummary> list;
  bool changed = !index.has_value();
  for (const std::string& id : ids) {
    auto it = by_slot.find(id);
    // Summarised again when the index does not know the slot or knew another text of it (the
    // slot was written and the index write failed, or the other way round).
    // An entry from before the index kept seeds is summarised once more, to gain its seed.
    const bool stale =
        it == by_slot.end() || verify ||
        it->second.fingerprint != SlotFingerprint(storage_.Get(SlotKey(id)).value_or("")) ||
        (it->second.seed.empty() && !it->second.damaged && it->second.cannot_open.empty());
    if (stale) {
      SlotSummary fresh = SummarizeStored(id);
      if (it == by_slot.end() || it->second.ToJson() != fresh.ToJson()) changed = true;
      list.push_back(std::move(fresh));
    } else {
      list.push_back(it->second);
    }
  }
  if (by_slot.size() != list.size()) changed = true;  // the index named slots now gone
  SortNewestFirst(list);
  // Best effort: a failed index write (quota) still shows the right list.
  if (changed) WriteIndex(list);
  return list;
}

Status SaveLibrary::WriteSlotText(const std::string& slot, const std::string& text) {
  return storage_.Set(SlotKey(slot), text);
}

std::optional<std::string> SaveLibrary::SlotText(const std::string& slot) {
  return storage_.Get(SlotKey(slot));
}

Status SaveLibrary::AddToIndex(std::vector<SlotSummary> summaries) {
  std::optional<std::vector<SlotSummary>> list = ReadIndex();
  if (!list) {
    // Missing or damaged index: the other slots summarised again, these as given (a fresh
    // browser's first import replays nothing twice).
    list.emplace();
    for (const std::string& id : SlotIds()) {
      const bool given = std::any_of(summaries.begin(), summaries.end(),
                                     [&](const SlotSummary& s) { return s.slot == id; });
      if (!given) list->push_back(SummarizeStored(id));
    }
  }
  for (SlotSummary& summary : summaries) {
    auto it = std::find_if(list->begin(), list->end(),
                           [&](const SlotSummary& s) { return s.slot == summary.slot; });
    if (it != list->end()) {
      *it = std::move(summary);
    } else {
      list->push_back(std::move(summary));
    }
  }
  return WriteIndex(std::move(*list));
}

Status SaveLibrary::RemoveMany(const std::vector<std::string>& slots) {
  Status first_failure = Status::Ok();
  const std::optional<std::string> last = Last();
  for (const std::string& slot : slots) {
    Status removed = storage_.Remove(SlotKey(slot));
    if (!removed.ok() && first_failure.ok()) first_failure = removed;
    storage_.Remove(kHolderPrefix + slot);
    storage_.Remove(kReviewPrefix + slot);
    if (last == slot) ClearLast();
  }
  std::optional<std::vector<SlotSummary>> list = ReadIndex();
  if (!list) {
    Status rebuilt = RebuildIndex();
    return first_failure.ok() ? rebuilt : first_failure;
  }
  std::erase_if(*list, [&](const SlotSummary& s) {
    return std::find(slots.begin(), slots.end(), s.slot) != slots.end();
  });
  Status written = WriteIndex(std::move(*list));
  return first_failure.ok() ? written : first_failure;
}

std::optional<std::string> SaveLibrary::Last() {
  std::optional<std::string> slot = storage_.Get(kLastKey);
  if (slot && slot->empty()) return std::nullopt;
  return slot;
}

Status SaveLibrary::SetLast(const std::string& slot) {
  if (Last() == slot) return Status::Ok();
  return storage_.Set(kLastKey, slot);
}

Status SaveLibrary::ClearLast() { return storage_.Remove(kLastKey); }

}  // namespace tinsel::app
