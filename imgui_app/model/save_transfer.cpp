#include "model/save_transfer.h"

#include <algorithm>
#include <memory>

namespace tinsel::app {
namespace {

bool SameGame(const Session& a, const Session& b) {
  if (a.setup().game_id != b.setup().game_id || a.setup().seed != b.setup().seed) return false;
  if (a.NumPlayers() != b.NumPlayers()) return false;
  for (int seat = 0; seat < a.NumPlayers(); ++seat) {
    if (a.setup().seats[seat].name != b.setup().seats[seat].name) return false;
  }
  return true;
}

std::string Games(int count) { return std::to_string(count) + (count == 1 ? " game" : " games"); }

}  // namespace

int ImportPlan::Duplicates() const {
  return static_cast<int>(
      std::count_if(already_here.begin(), already_here.end(), [](auto& s) { return !s.empty(); }));
}

ImportPlan PlanImport(SaveLibrary& library, const std::string& text, std::string* error) {
  std::vector<SavedGame> games = ReadImport(text, error);
  if (games.empty()) {
    if (error->empty()) *error = "The file holds no games.";
    return {};
  }
  return PlanGames(library, std::move(games));
}

ImportPlan PlanGames(SaveLibrary& library, std::vector<SavedGame> games) {
  ImportPlan plan;
  plan.games = std::move(games);
  // Each saved game that loads, loaded once.
  std::vector<std::pair<std::string, std::unique_ptr<Session>>> saved;
  for (const SlotSummary& summary : library.List()) {
    if (summary.damaged || !summary.cannot_open.empty()) continue;
    std::string ignored;
    std::unique_ptr<Session> session = library.Load(summary.slot, &ignored);
    if (session != nullptr) saved.emplace_back(summary.slot, std::move(session));
  }
  for (const SavedGame& game : plan.games) {
    std::string here;
    for (const auto& [slot, session] : saved) {
      if (SameGame(*game.session, *session)) here = slot;
    }
    plan.already_here.push_back(here);
  }
  return plan;
}

Status CarryOutImport(SaveLibrary& library, const ImportPlan& plan, bool keep_both,
                      const std::string& now_iso8601, std::vector<std::string>* written) {
  written->clear();
  for (size_t i = 0; i < plan.games.size(); ++i) {
    if (!keep_both && !plan.already_here[i].empty()) continue;
    SaveTimes times = plan.games[i].times;
    if (times.created.empty()) times.created = now_iso8601;
    if (times.updated.empty()) times.updated = now_iso8601;
    const std::string slot = library.NewSlotId(now_iso8601);
    Status status = library.Write(slot, *plan.games[i].session, times);
    if (!status.ok()) {
      // Never half-imported: take back this import's earlier games (and this one, should the
      // slot have been written before the index failed).
      library.Remove(slot);
      for (const std::string& done : *written) library.Remove(done);
      written->clear();
      return Status::Error("Nothing was imported: " + status.message());
    }
    written->push_back(slot);
  }
  return Status::Ok();
}

std::string ImportSentence(const ImportPlan& plan, bool keep_both) {
  const int duplicates = plan.Duplicates();
  const int total = static_cast<int>(plan.games.size());
  if (keep_both || duplicates == 0) return Games(total) + " imported.";
  if (duplicates == total) {
    return total == 1 ? "That game is already here: nothing was imported."
                      : "All " + Games(total) + " are already here: nothing was imported.";
  }
  return Games(total - duplicates) + " imported; " + std::to_string(duplicates) + " already here " +
         (duplicates == 1 ? "was" : "were") + " skipped.";
}

std::string ExportSlot(SaveLibrary& library, const std::string& slot, std::string* error) {
  SaveTimes times;
  std::unique_ptr<Session> session = library.Load(slot, error, &times);
  if (session == nullptr) return {};
  return WriteSave(*session, times);
}

std::string ExportAll(SaveLibrary& library, int* left_out) {
  *left_out = 0;
  std::vector<std::unique_ptr<Session>> sessions;
  std::vector<SaveTimes> times;
  for (const SlotSummary& summary : library.List()) {
    std::string error;
    SaveTimes slot_times;
    std::unique_ptr<Session> session = library.Load(summary.slot, &error, &slot_times);
    if (session == nullptr) {
      ++*left_out;
      continue;
    }
    sessions.push_back(std::move(session));
    times.push_back(slot_times);
  }
  std::vector<const Session*> pointers;
  for (const auto& session : sessions) pointers.push_back(session.get());
  return WriteSaveBundle(pointers, times);
}

}  // namespace tinsel::app
