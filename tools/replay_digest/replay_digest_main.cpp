// tinsel_replay_digest: the two halves of the cross-platform determinism test.
//   tinsel_replay_digest saves [--per-game N]    print N saves of bot games per registered game
//                                                (one JSON save a line)
//   tinsel_replay_digest hostile-saves           print saves made to be refused (a million
//                                                levels of nesting, bytes that are not UTF-8...)
//   tinsel_replay_digest digest FILE [--full]    load each save of FILE (one a line) and print
//                                                "<line> <game> <moves> <digest>", or
//                                                "<line> refused <why>"
// The digest is a 64-bit FNV-1a hash of the final state's ToString(), every seat's
// ObservationJson (and the public one), the scores and, once the game is over, the winners;
// --full prints that text instead. The saves are made natively; the digests natively and in
// WebAssembly must be byte for byte the same (tests/determinism/run.sh).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tinsel/bot.h"
#include "tinsel/registry.h"
#include "tinsel/save.h"

namespace {

using namespace tinsel;

constexpr const char* kUsage =
    "usage: tinsel_replay_digest saves [--per-game N]\n"
    "       tinsel_replay_digest hostile-saves\n"
    "       tinsel_replay_digest digest FILE [--full]\n";

uint64_t Fnv1a(const std::string& text) {
  uint64_t hash = 0xcbf29ce484222325ull;
  for (const char c : text) {
    hash ^= static_cast<uint8_t>(c);
    hash *= 0x100000001b3ull;
  }
  return hash;
}

// Game `index` of a game: its configurations in turn, seats alternating Easy and random bots,
// stopped early one time in three (an unfinished game has hidden cards and open ballots to
// digest), sometimes just before a draw.
std::string BotGameSave(const Game& game, int index) {
  const std::vector<GameConfig> configs = game.Configurations();
  const auto& [players, options] = configs[index % configs.size()];
  std::vector<Seat> seats;
  for (int p = 0; p < players; ++p) {
    seats.push_back({"Seat " + std::to_string(p + 1), true, (p + index) % 2 ? "random" : "easy"});
  }
  const uint64_t seed = Rng::Mix(Fnv1a(game.Id()), index);
  std::string error;
  std::unique_ptr<Session> session = Session::Create({game.Id(), options, seats, seed}, &error);
  if (session == nullptr) {
    std::fprintf(stderr, "%s: %s\n", game.Id().c_str(), error.c_str());
    std::exit(1);
  }
  Rng stop_rng(seed);
  const int longest = std::min(game.MaxHistoryLength(players, options), 400);
  const size_t stop = index % 3 == 1 ? 1 + stop_rng.Below(longest) : SIZE_MAX;
  std::vector<std::unique_ptr<Bot>> bots;
  for (const Seat& seat : seats) bots.push_back(MakeBot(game.Id(), seat.level));
  session->ResolveChance();
  while (!session->state().IsTerminal() && session->history().size() < stop) {
    Bot& bot = *bots[session->state().CurrentPlayer()];
    session->Apply(ChooseAction(bot, session->state(), session->BotSeed()));
    if (session->history().size() < stop || index % 2 == 0) session->ResolveChance();
  }
  return WriteSave(*session, {"2026-12-24T18:00:00Z", "2026-12-24T19:00:00Z"});
}

// Saves no loader may crash on, natively or in WebAssembly (where the stack is smaller).
std::vector<std::string> HostileSaves(const std::string& real) {
  const std::string deep(1000000, '[');
  const std::string closed = deep + std::string(deep.size(), ']');
  std::string deep_history = real;
  deep_history.replace(deep_history.find("\"history\":[") + 11, 0, closed + ",");
  std::string not_utf8 = real;
  not_utf8.replace(not_utf8.find("Seat 1"), 1, "\xff");
  // The save's format version (whatever it is today) made one that wraps to 1 in 32 bits.
  std::string wrapped = real;
  const size_t version = wrapped.find("\"version\":") + 10;
  wrapped.replace(version, wrapped.find_first_not_of("0123456789", version) - version,
                  "4294967297");
  return {closed, deep, deep_history, not_utf8, wrapped};
}

int MakeSaves(int per_game) {
  for (const GameEntry& entry : Registry()) {
    for (int i = 0; i < per_game; ++i) {
      std::printf("%s\n", BotGameSave(*entry.game, i).c_str());
    }
  }
  return 0;
}

int MakeHostileSaves() {
  const std::string real = BotGameSave(*Registry().front().game, 0);
  for (const std::string& save : HostileSaves(real)) std::printf("%s\n", save.c_str());
  return 0;
}

std::string StateText(const Session& session) {
  const State& state = session.state();
  std::string text = state.ToString() + "\n";
  for (int viewer = kPublicViewer; viewer < session.NumPlayers(); ++viewer) {
    text += state.ObservationJson(viewer).dump() + "\n";
  }
  text += nlohmann::json(state.Scores()).dump() + "\n";
  if (state.IsTerminal()) text += nlohmann::json(state.Winners()).dump() + "\n";
  return text;
}

int Digest(const char* path, bool full) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    std::fprintf(stderr, "tinsel_replay_digest: cannot read %s\n", path);
    return 1;
  }
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    std::string error;
    const std::unique_ptr<Session> session = LoadSave(line, &error);
    if (session == nullptr) {
      std::printf("%d refused %s\n", number, error.c_str());
      continue;
    }
    const std::string text = StateText(*session);
    if (full) {
      std::printf("%d %s %zu\n%s", number, session->game().Id().c_str(), session->history().size(),
                  text.c_str());
    } else {
      std::printf("%d %s %zu %016llx\n", number, session->game().Id().c_str(),
                  session->history().size(), static_cast<unsigned long long>(Fnv1a(text)));
    }
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && std::strcmp(argv[1], "saves") == 0) {
    int per_game = 200;
    if (argc == 4 && std::strcmp(argv[2], "--per-game") == 0) per_game = std::atoi(argv[3]);
    if (per_game < 1 || (argc != 2 && argc != 4)) {
      std::fputs(kUsage, stderr);
      return 2;
    }
    return MakeSaves(per_game);
  }
  if (argc == 2 && std::strcmp(argv[1], "hostile-saves") == 0) return MakeHostileSaves();
  if (argc >= 3 && std::strcmp(argv[1], "digest") == 0) {
    const bool full = argc == 4 && std::strcmp(argv[3], "--full") == 0;
    if (argc > 4 || (argc == 4 && !full)) {
      std::fputs(kUsage, stderr);
      return 2;
    }
    return Digest(argv[2], full);
  }
  std::fputs(kUsage, stderr);
  return 2;
}
