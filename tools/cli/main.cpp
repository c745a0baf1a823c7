// `tinsel`: the native command line over the core, for debugging and for tests.
#include <cstdio>
#include <cstring>

#include "commands.h"

namespace {

constexpr const char* kUsage = R"(usage: tinsel VERB [flags]

  games [--verbose]                  list the game ids (verbose: options and bots)
  simulate --game G --players N [--games K] [--seed S] [--bots a,b,...]
           [--option NAME=VALUE ...] play bot games; per-seat mean score and win share
  new --game G --players N [--seed S] [--bots a,b,...] [--names a,b,...]
      [--option NAME=VALUE ...]      print a fresh save (seats are human unless --bots)
  apply SAVE.json ACTION...          apply actions (text form), print the new save
  replay SAVE.json                   validate a save, print its final public state
  arena --game G --seats a,b,... [--games K] [--seed S] [--option NAME=VALUE ...]
                                     bots against each other, seats rotating; win share
                                     with a 95% interval and mean score per entry
                                     (hard:4: Hard searching root-parallel on 4 threads)
  ratings --game G [--levels easy,medium,hard] [--deals N] [--seed S] [--players 2]
          [--threads T] [--bootstrap B] [--max-seconds S] [--option NAME=VALUE ...]
                                     the levels' strength on duplicate deals (every
                                     seating of each deal): Bradley-Terry Elo with 95%
                                     bootstrap intervals and head-to-head shares (no
                                     deal starts after S seconds)
  link SAVE.json [--base URL]        print the game's replay link (URL#replay=...)
  import LINK_OR_FILE                print the save a replay link (an address, or a file
                                     holding one) or a save file holds; damage is refused
  review SAVE.json [--budget N] [--workers K] [--json]
                                     the Hard bot's search over every human decision (N
                                     playouts each, default Hard's; K root-parallel
                                     searches summed): the bot's choice, what each move
                                     was expected to make, the 3 costliest marked *
  backup --bytes N [--seed S] [--game G]
                                     print a file of saved games (as Export all writes)
                                     of random finished games, as many as fit in N bytes
  request SAVE.json [--level L] [--since N] [--iterations I]
                                     print the search request the page sends its bot
                                     workers for the player to move: the whole save, or
                                     (--since N) a follow-up for a worker holding N moves
  lesson LESSON.json [--walk]        check a guided first game (core/games/<game>/
                                     lesson.json); --walk prints each step and, where
                                     the script stops, the table and its legal moves
)";

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "help") == 0) {
    std::fputs(kUsage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  const char* verb = argv[1];
  if (std::strcmp(verb, "games") == 0) return tinsel::cli::RunGames(argc, argv);
  if (std::strcmp(verb, "simulate") == 0) return tinsel::cli::RunSimulate(argc, argv);
  if (std::strcmp(verb, "new") == 0) return tinsel::cli::RunNew(argc, argv);
  if (std::strcmp(verb, "apply") == 0) return tinsel::cli::RunApply(argc, argv);
  if (std::strcmp(verb, "replay") == 0) return tinsel::cli::RunReplay(argc, argv);
  if (std::strcmp(verb, "arena") == 0) return tinsel::cli::RunArena(argc, argv);
  if (std::strcmp(verb, "ratings") == 0) return tinsel::cli::RunRatings(argc, argv);
  if (std::strcmp(verb, "link") == 0) return tinsel::cli::RunLink(argc, argv);
  if (std::strcmp(verb, "import") == 0) return tinsel::cli::RunImport(argc, argv);
  if (std::strcmp(verb, "review") == 0) return tinsel::cli::RunReview(argc, argv);
  if (std::strcmp(verb, "backup") == 0) return tinsel::cli::RunBackup(argc, argv);
  if (std::strcmp(verb, "request") == 0) return tinsel::cli::RunRequest(argc, argv);
  if (std::strcmp(verb, "lesson") == 0) return tinsel::cli::RunLesson(argc, argv);
  std::fprintf(stderr, "tinsel: unknown verb \"%s\"\n\n%s", verb, kUsage);
  return 2;
}
