#include "model/saves/save_transfer.h"

#include <algorithm>
#include <map>
#include <memory>

#include "tinsel/translate.h"

namespace tinsel::app {
namespace {

// What tells a game imported twice: the game, its seed and its players' names; a save kept for
// a newer Tinsel is told by its whole text.
std::string KeyOf(const Session& session) {
  std::string key = session.setup().game_id + '\n' + std::to_string(session.setup().seed);
  for (const Seat& seat : session.setup().seats) key += '\n' + seat.name;
  return key;
}

std::string KeyOf(const SlotSummary& summary) {
  std::string key = summary.game + '\n' + summary.seed;
  for (const std::string& name : summary.players) key += '\n' + name;
  return key;
}

}  // namespace

int ImportPlan::Duplicates() const {
  return static_cast<int>(
      std::count_if(already_here.begin(), already_here.end(), [](auto& s) { return !s.empty(); }));
}

ImportPlan PlanImport(SaveLibrary& library, const std::string& text, std::string* error) {
  std::vector<SavedGame> games = ReadImport(text, error);
  if (games.empty()) {
    if (error->empty()) *error = Tr("The file holds no games.");
    return {};
  }
  return PlanGames(library, std::move(games));
}

ImportPlan PlanGames(SaveLibrary& library, std::vector<SavedGame> games) {
  ImportPlan plan;
  plan.games = std::move(games);
  // The saved games' keys, from the index's summaries (List keeps every loadable game's seed).
  std::map<std::string, std::string> saved;        // key -> slot
  std::map<std::string, std::string> saved_newer;  // fingerprint -> slot
  for (const SlotSummary& summary : library.List()) {
    if (summary.damaged) continue;
    if (!summary.cannot_open.empty()) {
      saved_newer[summary.fingerprint] = summary.slot;
    } else if (!summary.seed.empty()) {
      saved[KeyOf(summary)] = summary.slot;
    }
  }
  for (const SavedGame& game : plan.games) {
    const auto& keys = game.IsNewer() ? saved_newer : saved;
    auto it = keys.find(game.IsNewer() ? SlotFingerprint(game.newer_text) : KeyOf(*game.session));
    plan.already_here.push_back(it != keys.end() ? it->second : std::string());
  }
  return plan;
}

ImportWriter::ImportWriter(SaveLibrary& library, const ImportPlan& plan, bool keep_both,
                           std::string now_iso8601)
    : library_(library), plan_(plan), keep_both_(keep_both), now_(std::move(now_iso8601)) {}

int ImportWriter::total() const {
  return keep_both_ ? static_cast<int>(plan_.games.size())
                    : static_cast<int>(plan_.games.size()) - plan_.Duplicates();
}

bool ImportWriter::Fail(const Status& status) {
  // Never half-imported: take back this import's games (and the one that failed, should its
  // slot have been written).
  library_.RemoveMany(written_);
  written_.clear();
  // TRANSLATORS: {why} is the reason storage refused (a sentence).
  error_ = TrFormat("Nothing was imported: {why}", {{"why", status.message()}});
  return false;
}

bool ImportWriter::Step() {
  if (done_ || failed()) return false;
  while (next_ < plan_.games.size() && !keep_both_ && !plan_.already_here[next_].empty()) ++next_;
  if (next_ == plan_.games.size()) {
    // Every game is written: the index learns them all in one write.
    const Status indexed = library_.AddToIndex(std::move(summaries_));
    if (!indexed.ok()) return Fail(indexed);
    done_ = true;
    return false;
  }
  const SavedGame& game = plan_.games[next_++];
  const std::string slot = library_.NewSlotId(now_);
  std::string text;
  SlotSummary summary;
  if (game.IsNewer()) {
    text = game.newer_text;
    summary = SaveLibrary::SummarizeText(slot, text);
  } else {
    SaveTimes times = game.times;
    if (times.created.empty()) times.created = now_;
    if (times.updated.empty()) times.updated = now_;
    text = WriteSave(*game.session, times);
    summary = SaveLibrary::Summarize(slot, *game.session, times);
    summary.fingerprint = SlotFingerprint(text);
  }
  written_.push_back(slot);
  const Status status = library_.WriteSlotText(slot, text);
  if (!status.ok()) return Fail(status);
  summaries_.push_back(std::move(summary));
  return true;
}

Status CarryOutImport(SaveLibrary& library, const ImportPlan& plan, bool keep_both,
                      const std::string& now_iso8601, std::vector<std::string>* written) {
  ImportWriter writer(library, plan, keep_both, now_iso8601);
  while (writer.Step()) {
  }
  *written = writer.written();
  return writer.failed() ? Status::Error(writer.error()) : Status::Ok();
}

std::string ImportSentence(const ImportPlan& plan, bool keep_both) {
  const int duplicates = plan.Duplicates();
  const int total = static_cast<int>(plan.games.size());
  // Counts in digits alone ("1000 games imported."), as the import's tests read them.
  if (keep_both || duplicates == 0) {
    return TrPlural("{count} game imported.", "{count} games imported.", total,
                    {{"count", std::to_string(total)}});
  }
  if (duplicates == total) {
    if (total == 1) return Tr("That game is already here: nothing was imported.");
    // TRANSLATORS: {count} is 2 or more (the English reads the same for one).
    return TrPlural("All {count} games are already here: nothing was imported.",
                    "All {count} games are already here: nothing was imported.", total,
                    {{"count", std::to_string(total)}});
  }
  const int imported = total - duplicates;
  // TRANSLATORS: {games} is how many games came in ("3 games"), {count} how many were already
  // here and left out.
  return TrPlural("{games} imported; {count} already here was skipped.",
                  "{games} imported; {count} already here were skipped.", duplicates,
                  {{"games", TrPlural("{count} game", "{count} games", imported,
                                      {{"count", std::to_string(imported)}})},
                   {"count", std::to_string(duplicates)}});
}

std::string ExportSlot(SaveLibrary& library, const std::string& slot, std::string* error) {
  std::optional<std::string> text = library.SlotText(slot);
  if (!text) {
    *error = Tr("The saved game is gone.");
    return {};
  }
  // Kept for a newer Tinsel: exported exactly as it came.
  if (!NewerTinselNeeded(*text).empty()) return *text;
  SaveTimes times;
  std::unique_ptr<Session> session = library.Load(slot, error, &times);
  if (session == nullptr) return {};
  return *text;
}

std::string ExportAll(
    SaveLibrary& library, int* left_out,
    const std::function<std::optional<std::string>(const std::string&)>& replace) {
  *left_out = 0;
  std::vector<std::string> saves, newer;
  // The index's summaries are checked against each slot's text (List): a slot whose summary
  // says it loads is exported as stored, without replaying it again.
  for (const SlotSummary& summary : library.List()) {
    std::optional<std::string> text = replace ? replace(summary.slot) : std::nullopt;
    if (!text) text = library.SlotText(summary.slot);
    if (!text || summary.damaged) {
      ++*left_out;
      continue;
    }
    if (!summary.cannot_open.empty()) {
      newer.push_back(std::move(*text));
    } else {
      saves.push_back(std::move(*text));
    }
  }
  return WriteSaveBundleTexts(saves, newer);
}

}  // namespace tinsel::app
