// request: the search request the page would send its bot workers for the player to move in a
// saved game, the whole save or a follow-up (for measuring the workers; docs/benchmarks.md).
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "save_files.h"
#include "tinsel/search_request.h"

namespace tinsel::cli {

namespace {

constexpr const char* kUsage =
    "usage: tinsel request SAVE.json [--level L] [--since N] [--iterations I]";

}  // namespace

int RunRequest(int argc, char** argv) {
  std::string error;
  const auto args = Args::Parse(argc, argv, 2, {}, &error);
  if (!args) return Fail("request", error, 2);
  if (args->positional().size() != 1) return Fail("request", kUsage, 2);
  // --since N: a follow-up for a worker that holds the first N moves; absent: the whole save.
  const auto since = args->GetInt("since", -1, -1, 1'000'000, &error);
  const auto iterations = args->GetInt("iterations", 0, 0, 10'000'000, &error);
  if (!since || !iterations) return Fail("request", error, 2);
  int exit_code = 0;
  auto session = LoadSaveFile("request", args->positional()[0], nullptr, &exit_code);
  if (session == nullptr) return exit_code;
  if (session->state().IsTerminal()) return Fail("request", "the game is over.", 1);
  if (session->state().IsChanceNode()) {
    return Fail("request", "chance is to move next, not a player (a save ends after a draw).", 1);
  }
  if (*since > static_cast<int64_t>(session->history().size())) {
    return Fail("request",
                "the game has only " + std::to_string(session->history().size()) + " moves.", 1);
  }
  const std::string level = args->Get("level", "hard");
  const std::string request =
      *since < 0 ? MakeSearchRequest(*session, level, static_cast<int>(*iterations))
                 : MakeSearchFollowUp(*session, static_cast<size_t>(*since), level,
                                      static_cast<int>(*iterations));
  std::printf("%s\n", request.c_str());
  return 0;
}

}  // namespace tinsel::cli
