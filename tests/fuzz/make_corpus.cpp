// tinsel_fuzz_corpus DIR: writes the seed corpora of the fuzz targets (tests/fuzz/corpus/),
// so that fuzzing starts from real inputs rather than from nothing:
//   DIR/load_save/    saves of short random games of every game and setup, finished or not
//   DIR/action_text/  for every game and setup, positions after 0-120 random moves, each with
//                     the canonical texts of some legal moves there (action_text_input.h)
//   DIR/replay_link/  the replay links of the saves above, as addresses and bare payloads
//   DIR/import/       the saves above, a few files of saved games, and some replay links
//   DIR/table_messages/  what a guest and the host said at a table across devices, each for
//                     every receiver (table_input.h)
// Deterministic: running it again writes the same files.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "action_text_input.h"
#include "table_input.h"
#include "tinsel/replay_link.h"
#include "tinsel/save.h"
#include "tinsel/save_bundle.h"
#include "tinsel/session.h"

namespace {

using namespace tinsel;

void WriteFile(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

// Random games of every setup, stopped after 3 or 40 player decisions or at the end.
std::vector<std::unique_ptr<Session>> RandomGames() {
  std::vector<std::unique_ptr<Session>> games;
  int n = 0;
  for (const auto& game_configs : fuzz::Configs()) {
    for (size_t c = 0; c < game_configs.size(); c += 2) {
      const fuzz::Config& config = game_configs[c];
      for (const int moves : {3, 40, 100000}) {
        std::vector<Seat> seats;
        for (int p = 0; p < config.setup.players; ++p) {
          seats.push_back({"Seat " + std::to_string(p + 1), p > 0, p > 0 ? "random" : ""});
        }
        std::string error;
        auto session = Session::Create(
            {config.game->Id(), config.setup.options, seats, static_cast<uint64_t>(n + 1)}, &error);
        if (!session) continue;
        session->ResolveChance();
        Rng rng(n);
        for (int m = 0; m < moves && !session->state().IsTerminal(); ++m) {
          const std::vector<Action> legal = session->state().LegalActions();
          session->Apply(legal[rng.Below(legal.size())]);
          session->ResolveChance();
        }
        ++n;
        games.push_back(std::move(session));
      }
    }
  }
  return games;
}

const SaveTimes kTimes = {"2026-12-24T18:00:00Z", "2026-12-24T19:00:00Z"};

void WriteSaves(const std::filesystem::path& dir,
                const std::vector<std::unique_ptr<Session>>& games) {
  for (size_t n = 0; n < games.size(); ++n) {
    WriteFile(dir / ("save-" + std::to_string(n)), WriteSave(*games[n], kTimes));
  }
}

void WriteReplayLinks(const std::filesystem::path& dir,
                      const std::vector<std::unique_ptr<Session>>& games) {
  for (size_t n = 0; n < games.size(); ++n) {
    const std::string payload = ReplayLinkPayload(*games[n]);
    WriteFile(dir / ("link-" + std::to_string(n)),
              n % 2 ? payload : "https://example.org/tinsel/#replay=" + payload);
  }
}

// Every fourth save alone, bundles of a few games each, and every eighth game as a link.
void WriteImports(const std::filesystem::path& dir,
                  const std::vector<std::unique_ptr<Session>>& games) {
  for (size_t n = 0; n < games.size(); n += 4) {
    WriteFile(dir / ("save-" + std::to_string(n)), WriteSave(*games[n], kTimes));
  }
  for (size_t n = 0; n < games.size(); n += 3) {
    std::vector<const Session*> some;
    for (size_t k = n; k < n + 3 && k < games.size(); ++k) some.push_back(games[k].get());
    WriteFile(dir / ("bundle-" + std::to_string(n)),
              WriteSaveBundle(some, std::vector<SaveTimes>(some.size(), kTimes)));
  }
  for (size_t n = 1; n < games.size(); n += 8) {
    WriteFile(dir / ("link-" + std::to_string(n)), ReplayLinkPayload(*games[n]));
  }
}

// Headers of real positions, each followed by texts of legal moves there.
void WriteActionTexts(const std::filesystem::path& dir) {
  int n = 0;
  for (size_t g = 0; g < fuzz::Configs().size(); ++g) {
    for (size_t c = 0; c < fuzz::Configs()[g].size(); ++c) {
      for (const uint8_t depth : {0, 7, 30, 120}) {
        const uint8_t header[fuzz::kHeaderBytes] = {
            static_cast<uint8_t>(g), static_cast<uint8_t>(c), depth, static_cast<uint8_t>(n), 0, 0};
        std::unique_ptr<State> state = fuzz::PositionOfHeader(header);
        std::string input(reinterpret_cast<const char*>(header), fuzz::kHeaderBytes);
        const int player = state->CurrentPlayer();
        std::vector<Action> moves =
            state->IsChanceNode() ? std::vector<Action>{} : state->LegalActions();
        if (state->IsChanceNode()) {
          for (const auto& [outcome, weight] : state->ChanceOutcomes()) moves.push_back(outcome);
        }
        for (size_t i = 0; i < moves.size() && i < 4; ++i) {
          input += (i ? "\n" : "") + state->ActionToString(player, moves[i * moves.size() / 4]);
        }
        WriteFile(dir / ("position-" + std::to_string(n++)), input);
      }
    }
  }
}

}  // namespace

void WriteTableMessages(const std::filesystem::path& dir) {
  const fuzz::FuzzTable table = fuzz::MakeFuzzTable();
  int n = 0;
  auto write = [&](uint8_t target, const std::string& text) {
    WriteFile(dir / ("message-" + std::to_string(n++)), std::string(1, char(target)) + text);
  };
  for (const std::string& text : table.said) {
    write(fuzz::kToHostFromGuest, text);
    write(fuzz::kToHostFromStranger, text);
  }
  for (const std::string& text : table.heard) write(fuzz::kToGuest, text);
  // A move for the guest's seat, whatever the turn.
  const Session& game = *table.host->game();
  const State& state = game.state();
  if (state.CurrentPlayer() >= 0) {
    const std::string move = state.ActionToString(state.CurrentPlayer(), state.LegalActions()[0]);
    write(fuzz::kToHostFromGuest,
          "{\"t\":\"move\",\"at\":" + std::to_string(game.history().size()) + ",\"move\":\"" +
              move + "\"}");
  }
}

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fputs("usage: tinsel_fuzz_corpus DIR\n", stderr);
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  std::filesystem::create_directories(dir / "load_save");
  std::filesystem::create_directories(dir / "action_text");
  std::filesystem::create_directories(dir / "replay_link");
  std::filesystem::create_directories(dir / "import");
  const std::vector<std::unique_ptr<Session>> games = RandomGames();
  WriteSaves(dir / "load_save", games);
  WriteReplayLinks(dir / "replay_link", games);
  WriteImports(dir / "import", games);
  WriteActionTexts(dir / "action_text");
  std::filesystem::create_directories(dir / "table_messages");
  WriteTableMessages(dir / "table_messages");
  return 0;
}
