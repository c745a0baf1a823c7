// new, apply and replay: the save-file verbs.
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "model/play/clock.h"
#include "save_files.h"
#include "seats.h"
#include "tinsel/registry.h"
#include "tinsel/save.h"
#include "tinsel/utf8.h"

namespace tinsel::cli {

int RunNew(int argc, char** argv) {
  std::string error;
  const auto args = Args::Parse(argc, argv, 2, {}, &error);
  if (!args) return Fail("new", error, 2);
  const GameEntry* entry = GameFromFlag(*args, &error);
  if (entry == nullptr) return Fail("new", error, 2);
  const auto players = args->GetInt("players", entry->game->MinPlayers(), 1, 99, &error);
  const auto seed = args->GetSeed("seed", 1, &error);
  const auto options = args->GetOptions(&error);
  if (!players || !seed || !options) return Fail("new", error, 2);
  const auto seats =
      MakeSeats(*entry, static_cast<int>(*players), args->Get("bots"), args->Get("names"), &error);
  if (!seats) return Fail("new", error, 2);

  auto session = Session::Create({entry->game->Id(), *options, *seats, *seed}, &error);
  if (session == nullptr) return Fail("new", error, 2);
  session->ResolveChance();
  const std::string now = app::NowIso8601();
  std::printf("%s\n", WriteSave(*session, {now, now}).c_str());
  return 0;
}

int RunApply(int argc, char** argv) {
  if (argc < 3) return Fail("apply", "usage: tinsel apply SAVE.json ACTION...", 2);
  SaveTimes times;
  int exit_code = 0;
  auto session = LoadSaveFile("apply", argv[2], &times, &exit_code);
  if (session == nullptr) return exit_code;
  // A save may stop before a draw (the app draws between frames): the seed draws it now, so
  // the actions typed are always decisions.
  session->ResolveChance();
  for (int i = 3; i < argc; ++i) {
    const int player = session->state().CurrentPlayer();
    const Status status = session->ApplyText(argv[i]);
    if (!status.ok()) {
      const std::string who = player >= 0 ? session->setup().seats[player].name : "nobody";
      return Fail("apply",
                  Quote(argv[i]) + " (" + who + " to move) refused: " + status.message() +
                      " The save is unchanged.",
                  1);
    }
    session->ResolveChance();
  }
  times.updated = app::NowIso8601();
  std::printf("%s\n", WriteSave(*session, times).c_str());
  return 0;
}

int RunReplay(int argc, char** argv) {
  if (argc != 3) return Fail("replay", "usage: tinsel replay SAVE.json", 2);
  int exit_code = 0;
  auto session = LoadSaveFile("replay", argv[2], nullptr, &exit_code);
  if (session == nullptr) return exit_code;
  const State& state = session->state();
  nlohmann::json players = nlohmann::json::array();
  const std::vector<double> scores = state.Scores();
  const std::vector<bool> winners =
      state.IsTerminal() ? state.Winners() : std::vector<bool>(scores.size(), false);
  for (int p = 0; p < session->NumPlayers(); ++p) {
    const Seat& seat = session->setup().seats[p];
    players.push_back({{"name", seat.name},
                       {"kind", seat.bot ? "bot" : "human"},
                       {"score", scores[p]},
                       {"winner", static_cast<bool>(winners[p])}});
  }
  const nlohmann::json summary = {
      {"game", session->game().Id()}, {"moves", session->history().size()},
      {"over", state.IsTerminal()},   {"current", state.CurrentPlayer()},
      {"players", players},           {"state", state.ObservationJson(kPublicViewer)}};
  std::printf("%s\n", summary.dump(2).c_str());
  return 0;
}

}  // namespace tinsel::cli
