// SaveLibrary: the player's saved games in a Storage.
//   tinsel/slot/<id>  one save (tinsel::WriteSave's JSON) per game, the truth
//   tinsel/index      {"version":1,"slots":[summary...]} for the saves list; rebuilt from the
//                     slots whenever it is missing, damaged or out of step with them
//   tinsel/last       the slot of the game in progress (reloading returns to it)
//   tinsel/holder/<id>  the tab that opened that game last: the one allowed to write it
//   tinsel/review/<id>  the game's post-game review (tinsel/review.h), so it runs only once
// A damaged slot is listed as damaged with the reason; it never hides the others. A save only a
// newer Tinsel can open is listed as such, never as damaged.
// No ImGui here: the unit tests link this with the core only.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "model/saves/storage.h"
#include "tinsel/save.h"
#include "tinsel/session.h"

namespace tinsel::app {

struct SlotSummary {
  std::string slot;
  std::string game;       // game id
  std::string game_name;  // shown name (the id when the game is unknown)
  std::vector<std::string> players;
  // The game's seed, as the save writes it: with the game and the players it tells the same
  // game imported twice (model/saves/save_transfer.h). "" in an index written before it was kept.
  std::string seed;
  int moves = 0;  // players' decisions so far (chance outcomes not counted)
  bool over = false;
  std::string created;
  std::string updated;  // ISO 8601, "last played"
  bool damaged = false;
  std::string error;  // why it is damaged
  // A save this version cannot open but a newer Tinsel would (a newer save format, a game or
  // rules version it does not know yet): kept and said so, never called damaged.
  std::string cannot_open;
  // A hash of the slot's text when this summary was made: the index and the slot are written
  // one after the other and either write can fail alone, so List() re-reads a slot whose text
  // no longer matches (SlotFingerprint).
  std::string fingerprint;
  // Not stored with the index: set for a game whose latest moves live only in memory (a full
  // storage), saying why; such a row comes from the App, not from storage.
  std::string unsaved;

  nlohmann::json ToJson() const;
  static std::optional<SlotSummary> FromJson(const nlohmann::json& json);
};

// A short hash of a slot's text ("<bytes>-<16 hex digits of FNV-1a>"): cheap to compute for
// every slot when the list is shown, unlike replaying each one.
std::string SlotFingerprint(const std::string& text);

class SaveLibrary {
 public:
  static constexpr const char* kSlotPrefix = "tinsel/slot/";
  static constexpr const char* kIndexKey = "tinsel/index";
  static constexpr const char* kLastKey = "tinsel/last";
  static constexpr const char* kHolderPrefix = "tinsel/holder/";
  static constexpr const char* kReviewPrefix = "tinsel/review/";

  explicit SaveLibrary(Storage& storage) : storage_(storage), random_(std::random_device{}()) {}

  // A fresh slot id from the current time and four random hex digits ("20241224-101500-3fa9"),
  // not taken in storage: two tabs starting games in the same second never share one.
  std::string NewSlotId(const std::string& now_iso8601);

  // Writes the slot, then the index. On failure (e.g. quota) the error says so; the caller
  // keeps playing and writes again (GameInProgress::Autosave retries).
  Status Write(const std::string& slot, const Session& session, const SaveTimes& times);
  // Many games at once (an import), in three steps: each slot's text, then every summary
  // into the index in one write; or, should a write fail, every slot written taken back in one
  // go (RemoveMany). A slot text must be a save (WriteSave's, or one kept for a newer Tinsel).
  Status WriteSlotText(const std::string& slot, const std::string& text);
  Status AddToIndex(std::vector<SlotSummary> summaries);
  Status RemoveMany(const std::vector<std::string>& slots);
  // The stored text of a slot, as it is (an export of a save only a newer Tinsel can open).
  std::optional<std::string> SlotText(const std::string& slot);
  // One writer per game: a tab (an App, with its own random token) that opens a game takes it;
  // a tab that finds another's token there has lost it and must not write (GameInProgress).
  Status Hold(const std::string& slot, const std::string& token);
  // The token of the tab holding `slot`; nullopt when none is recorded.
  std::optional<std::string> Holder(const std::string& slot);

  // Loads and replays a slot. On failure marks it damaged in the index and sets `error`.
  std::unique_ptr<Session> Load(const std::string& slot, std::string* error,
                                SaveTimes* times = nullptr);
  // Removes the slot and everything kept about it (its holder, its review).
  Status Remove(const std::string& slot);

  // The review of the game in `slot`, kept beside it (ReviewToJson's text; nullopt when none).
  // The reader checks it is this game's (ReviewFromJson, ReviewIsFor).
  Status StoreReview(const std::string& slot, const std::string& review_json);
  std::optional<std::string> LoadReviewText(const std::string& slot);

  // Every slot, newest first. `verify` loads every slot (replaying its history) so that a
  // slot damaged behind the index's back is shown as damaged; otherwise the index is trusted
  // for the slots it lists whose text still has the fingerprint it recorded, and any other slot
  // is summarised again (and the index repaired).
  std::vector<SlotSummary> List(bool verify = false);
  // Throws the index away and summarises every slot again.
  Status RebuildIndex();

  std::optional<std::string> Last();
  Status SetLast(const std::string& slot);
  Status ClearLast();

  static SlotSummary Summarize(const std::string& slot, const Session& session,
                               const SaveTimes& times);
  // The summary of a slot holding `text` (loaded and replayed; damaged or for a newer Tinsel
  // said so), its fingerprint included.
  static SlotSummary SummarizeText(const std::string& slot, const std::string& text);

 private:
  std::string SlotKey(const std::string& slot) const { return kSlotPrefix + slot; }
  SlotSummary SummarizeStored(const std::string& slot);
  // nullopt when the index is missing or damaged.
  std::optional<std::vector<SlotSummary>> ReadIndex();
  Status WriteIndex(std::vector<SlotSummary> summaries);
  std::vector<std::string> SlotIds();

  Storage& storage_;
  std::mt19937 random_;  // for slot ids only; seeded by the platform's entropy
};

}  // namespace tinsel::app
