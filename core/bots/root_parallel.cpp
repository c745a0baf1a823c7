#include "tinsel/root_parallel.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <thread>

namespace tinsel {

uint64_t RootWorkerSeed(uint64_t bot_seed, int worker) {
  // Worker 0 is the single search itself; the others draw from streams of their own.
  return worker == 0 ? bot_seed : Rng::Mix(bot_seed, 0x900D0000ULL + static_cast<uint64_t>(worker));
}

RootStats SearchRoot(const State& state, uint64_t bot_seed, int worker, const IsmctsConfig& config,
                     const std::atomic<bool>* stop) {
  IsmctsBot search(config);
  search.Begin(BotView(state, bot_seed), state.CurrentPlayer(), RootWorkerSeed(bot_seed, worker));
  // Slices of a few hundred iterations: a stop request is seen within a millisecond or so.
  while (!search.Think(256)) {
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) break;
  }
  return search.Root();
}

void AddRootStats(RootStats& sum, const RootStats& part) {
  sum.iterations += part.iterations;
  for (const RootActionStats& add : part.actions) {
    auto found = std::find_if(sum.actions.begin(), sum.actions.end(),
                              [&](const RootActionStats& a) { return a.action == add.action; });
    if (found == sum.actions.end()) {
      sum.actions.push_back(add);
      continue;
    }
    found->visits += add.visits;
    found->availability += add.availability;
    found->reward += add.reward;
    found->points += add.points;
  }
}

namespace {

const RootActionStats* MostVisited(const RootStats& stats) {
  const RootActionStats* best = nullptr;
  for (const RootActionStats& a : stats.actions) {
    if (best == nullptr || a.visits > best->visits) best = &a;
  }
  return best;
}

}  // namespace

Action ChooseFromRootStats(const RootStats& stats, const std::vector<Action>& legal) {
  const RootActionStats* best = MostVisited(stats);
  if (best == nullptr || !Contains(legal, best->action)) return legal.front();
  return best->action;
}

std::string ExplainRootStats(const RootStats& stats) {
  const RootActionStats* best = MostVisited(stats);
  if (stats.iterations == 0 || best == nullptr) return "the only possible move";
  const double share = static_cast<double>(best->visits) / stats.iterations;
  const double mean = best->visits == 0 ? 0.0 : best->reward / best->visits;
  char text[160];
  std::snprintf(text, sizeof text,
                "chosen in %.0f%% of %lld simulated games; expected result %.0f%%", 100 * share,
                static_cast<long long>(stats.iterations), 100 * mean);
  return text;
}

std::string RootStatsToJson(const RootStats& stats) {
  nlohmann::json actions = nlohmann::json::array();
  for (const RootActionStats& a : stats.actions) {
    actions.push_back({a.action, a.visits, a.availability, a.reward, a.points});
  }
  return nlohmann::json{{"iterations", stats.iterations}, {"actions", actions}}.dump();
}

bool RootStatsFromJson(const std::string& text, RootStats* stats, std::string* error) {
  const nlohmann::json json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  auto refuse = [&](const char* why) {
    *error = std::string("The search's statistics are not readable: ") + why + ".";
    return false;
  };
  if (!json.is_object()) return refuse("not a JSON object");
  const auto iterations = json.find("iterations");
  const auto actions = json.find("actions");
  if (iterations == json.end() || !iterations->is_number_integer() ||
      iterations->get<int64_t>() < 0) {
    return refuse("no count of iterations");
  }
  if (actions == json.end() || !actions->is_array()) return refuse("no list of actions");
  RootStats read;
  read.iterations = iterations->get<int64_t>();
  for (const nlohmann::json& row : *actions) {
    // Rows of 4 come from before points were summed: their points read as 0.
    if (!row.is_array() || (row.size() != 4 && row.size() != 5) || !row[0].is_number_integer() ||
        !row[1].is_number_integer() || !row[2].is_number_integer() || !row[3].is_number() ||
        (row.size() == 5 && !row[4].is_number())) {
      return refuse("an action's row is not [action, visits, availability, reward, points]");
    }
    read.actions.push_back({row[0].get<Action>(), row[1].get<int64_t>(), row[2].get<int64_t>(),
                            row[3].get<double>(), row.size() == 5 ? row[4].get<double>() : 0.0});
  }
  *stats = std::move(read);
  return true;
}

RootParallelBot::RootParallelBot(IsmctsConfig config, int workers, bool threads)
    : config_(config), threads_(threads) {
  workers = std::clamp(workers, 1, kMaxSearchWorkers);
  for (int i = 0; i < workers; ++i) searches_.push_back(std::make_unique<IsmctsBot>(config));
}

void RootParallelBot::Begin(std::unique_ptr<State> view, int player, uint64_t seed) {
  view->LegalActionsInto(legal_);
  for (size_t i = 0; i < searches_.size(); ++i) {
    searches_[i]->Begin(view->Clone(), player, RootWorkerSeed(seed, static_cast<int>(i)));
  }
  done_.assign(searches_.size(), false);
}

bool RootParallelBot::Think(int work) {
#if !defined(__EMSCRIPTEN__) || defined(__EMSCRIPTEN_PTHREADS__)
  if (threads_ && searches_.size() > 1) {
    std::vector<std::thread> threads;
    for (size_t i = 0; i < searches_.size(); ++i) {
      threads.emplace_back([this, i] {
        while (!searches_[i]->Think(1 << 20)) {
        }
      });
    }
    for (std::thread& thread : threads) thread.join();
    done_.assign(searches_.size(), true);
    return true;
  }
#endif
  // In turn: worker i finishes before worker i+1 starts, `work` iterations per call in all.
  for (size_t i = 0; i < searches_.size() && work > 0; ++i) {
    if (done_[i]) continue;
    const int before = searches_[i]->IterationsDone();
    done_[i] = searches_[i]->Think(work);
    work -= std::max(1, searches_[i]->IterationsDone() - before);
  }
  return std::all_of(done_.begin(), done_.end(), [](bool d) { return d; });
}

RootStats RootParallelBot::Sum() const {
  RootStats sum;
  for (const auto& search : searches_) AddRootStats(sum, search->Root());
  return sum;
}

Action RootParallelBot::Decision() const { return ChooseFromRootStats(Sum(), legal_); }

std::string RootParallelBot::Explain() const { return ExplainRootStats(Sum()); }

}  // namespace tinsel
