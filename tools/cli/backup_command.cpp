// tinsel backup --bytes N [--seed S] [--game G]: a file of saved games (the bundle Export all
// writes, tinsel/save_bundle.h) of random games played to the end by random bots, as many as
// fit in N bytes (at most the import's 1,000). The browser tests restore such files.
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "tinsel/bot.h"
#include "tinsel/registry.h"
#include "tinsel/rng.h"
#include "tinsel/save_bundle.h"

namespace tinsel::cli {

int RunBackup(int argc, char** argv) {
  std::string error;
  auto fail = [&](const std::string& message) { return Fail("backup", message, 2); };
  const auto args = Args::Parse(argc, argv, 2, {}, &error);
  if (!args) return fail(error);
  const auto bytes = args->GetInt("bytes", 2'000'000, 100, kMaxImportBytes, &error);
  if (!bytes) return fail(error);
  const auto seed = args->GetSeed("seed", 1, &error);
  if (!seed) return fail(error);
  std::vector<const GameEntry*> games;
  for (const GameEntry& entry : Registry()) {
    if (!args->Has("game") || entry.game->Id() == args->Get("game")) games.push_back(&entry);
  }
  if (games.empty()) return fail("no game " + args->Get("game"));

  std::vector<std::string> saves;
  size_t size = WriteSaveBundleTexts({}, {}).size();
  RandomBot bot;
  Rng rng(*seed);
  for (uint64_t g = 0; saves.size() < kMaxBundleSaves; ++g) {
    const Game& game = *games[g % games.size()]->game;
    const int players =
        game.MinPlayers() + static_cast<int>(rng.Below(game.MaxPlayers() - game.MinPlayers() + 1));
    std::vector<Seat> seats;
    for (int p = 0; p < players; ++p) {
      seats.push_back({"Player " + std::to_string(p + 1), p > 0, p > 0 ? "random" : ""});
    }
    auto session = Session::Create({game.Id(), {}, seats, Rng::Mix(*seed, g)}, &error);
    if (session == nullptr) return fail(error);
    session->ResolveChance();
    while (!session->state().IsTerminal()) {
      if (!session->Apply(ChooseAction(bot, session->state(), session->BotSeed())).ok()) break;
      session->ResolveChance();
    }
    std::string save = WriteSave(*session, {"2026-11-25T10:00:00Z", "2026-11-25T11:00:00Z"});
    if (size + save.size() + 1 > static_cast<size_t>(*bytes)) break;
    size += save.size() + 1;
    saves.push_back(std::move(save));
  }
  const std::string bundle = WriteSaveBundleTexts(saves, {});
  std::fwrite(bundle.data(), 1, bundle.size(), stdout);
  std::fprintf(stderr, "tinsel backup: %zu games, %zu bytes\n", saves.size(), bundle.size());
  return 0;
}

}  // namespace tinsel::cli
