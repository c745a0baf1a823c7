// review: the Hard bot's review of every human decision of a saved game.
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "save_files.h"
#include "tinsel/review.h"

namespace tinsel::cli {

namespace {

constexpr const char* kUsage = "usage: tinsel review SAVE.json [--budget N] [--workers K] [--json]";

}  // namespace

int RunReview(int argc, char** argv) {
  std::string error;
  const auto args = Args::Parse(argc, argv, 2, {"json"}, &error);
  if (!args) return Fail("review", error, 2);
  if (args->positional().size() != 1) return Fail("review", kUsage, 2);
  // 0: the Hard level's own budget for the game.
  const auto budget = args->GetInt("budget", 0, 0, 10'000'000, &error);
  const auto workers = args->GetInt("workers", 1, 1, kMaxSearchWorkers, &error);
  if (!budget || !workers) return Fail("review", error, 2);
  int exit_code = 0;
  auto session = LoadSaveFile("review", args->positional()[0], nullptr, &exit_code);
  if (session == nullptr) return exit_code;

  const Review review = ReviewGame(*session, static_cast<int>(*budget), static_cast<int>(*workers));
  if (args->Has("json")) {
    std::printf("%s\n", ReviewToJson(review).c_str());
    return 0;
  }
  const auto& seats = session->setup().seats;
  std::printf(
      "Review of %s (seed %llu): %zu decisions searched with %d playouts each%s.\n",
      session->game().Name().c_str(), static_cast<unsigned long long>(review.seed),
      review.decisions.size(), review.iterations,
      review.workers > 1 ? (" on " + std::to_string(review.workers) + " workers").c_str() : "");
  if (!session->state().IsTerminal()) std::printf("The game is not over yet.\n");
  for (const ReviewedDecision& d : review.decisions) {
    std::printf("%s %s: %s\n", d.marked ? "*" : " ", seats[d.seat].name.c_str(), d.text.c_str());
  }
  const std::vector<const ReviewedDecision*> costliest = CostliestDecisions(review);
  if (costliest.empty()) {
    std::printf("\nNo decision cost anything the search could see.\n");
    return 0;
  }
  std::printf("\nCostliest decisions (*):\n");
  for (const ReviewedDecision* d : costliest) {
    std::printf("  %s: %s\n", seats[d->seat].name.c_str(), d->text.c_str());
  }
  return 0;
}

}  // namespace tinsel::cli
