#include "model/session_driver.h"

#include <algorithm>
#include <chrono>

#include "tinsel/registry.h"

namespace tinsel::app {

SessionDriver::SessionDriver(std::unique_ptr<Session> session) : session_(std::move(session)) {}

void SessionDriver::Forget() {
  bot_.reset();
  bot_done_ = false;
}

void SessionDriver::ForgetHint() {
  hint_bot_.reset();
  hint_.reset();
  hint_reason_.clear();
}

void SessionDriver::RequestHint() {
  if (!session_->HumanToMove()) return;
  if (hint_bot_ != nullptr && hint_history_length_ == session_->history().size()) return;
  ForgetHint();
  hint_bot_ = MakeBot(session_->setup().game_id, kHintBotLevel);
  if (hint_bot_ == nullptr) return;
  const int player = session_->state().CurrentPlayer();
  // Seeded like a bot at this move, so the same position gives the same hint.
  const uint64_t seed = session_->BotSeed();
  Rng rng(Rng::Mix(seed, 0x5EED));
  hint_bot_->Begin(session_->state().Resample(player, rng), player, seed);
  hint_history_length_ = session_->history().size();
}

void SessionDriver::ThinkHint(double budget_seconds) {
  if (hint_bot_ == nullptr || hint_.has_value()) return;
  if (hint_history_length_ != session_->history().size() || !session_->HumanToMove()) {
    ForgetHint();
    return;
  }
  const auto start = std::chrono::steady_clock::now();
  bool done = false;
  while (!done) {
    done = hint_bot_->Think(4);
    const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
    if (spent.count() >= budget_seconds) break;
  }
  if (!done) return;
  const Action decision = hint_bot_->Decision();
  // A bug in a bot must not show an impossible move.
  if (!Contains(session_->state().LegalActions(), decision)) {
    ForgetHint();
    return;
  }
  hint_ = decision;
  hint_reason_ = hint_bot_->Explain();
}

bool SessionDriver::Tick(double now, double budget_seconds) {
  if (!clock_started_) {
    // A loaded or new game: give the player a moment to see the table first.
    clock_started_ = true;
    ready_at_ = now + kBotDelay;
  }
  const size_t before = session_->history().size();
  if (hint_bot_ != nullptr && hint_history_length_ != before) ForgetHint();
  if (session_->state().IsChanceNode()) session_->ResolveChance();
  ThinkHint(budget_seconds);
  if (session_->BotToMove()) {
    const size_t length = session_->history().size();
    if (bot_ == nullptr || bot_history_length_ != length) {
      const int player = session_->state().CurrentPlayer();
      const Seat& seat = session_->setup().seats[player];
      bot_ = MakeBot(session_->setup().game_id, seat.level);
      if (bot_ == nullptr) bot_ = std::make_unique<RandomBot>();
      // Same seeding as tinsel::ChooseAction, so the command line replays our bots' games.
      const uint64_t seed = session_->BotSeed();
      Rng rng(Rng::Mix(seed, 0x5EED));
      bot_->Begin(session_->state().Resample(player, rng), player, seed);
      bot_history_length_ = length;
      bot_done_ = false;
    }
    const auto start = std::chrono::steady_clock::now();
    while (!bot_done_) {
      bot_done_ = bot_->Think(4);
      const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
      if (spent.count() >= budget_seconds) break;
    }
    if (bot_done_ && now >= ready_at_) {
      const Action decision = bot_->Decision();
      Status applied = session_->Apply(decision);
      if (!applied.ok()) {
        problem_ = "A bot chose an illegal move (" + applied.message() + "); it played another.";
        const std::vector<Action> legal = session_->state().LegalActions();
        if (!legal.empty()) session_->Apply(legal.front());
      }
      Forget();
      last_move_at_ = now;
      ready_at_ = now + kBotDelay;
      if (session_->state().IsChanceNode()) session_->ResolveChance();
    }
  }
  return session_->history().size() != before;
}

Status SessionDriver::ApplyHuman(Action action, double now) {
  if (!session_->HumanToMove()) return Status::Error("It is not your turn.");
  Status status = session_->Apply(action);
  if (!status.ok()) return status;
  Forget();
  ForgetHint();
  last_move_at_ = now;
  ready_at_ = now + kAfterHumanDelay;
  if (session_->state().IsChanceNode()) session_->ResolveChance();
  return status;
}

Status SessionDriver::Undo(double now) {
  Status status = session_->Undo();
  if (status.ok()) {
    Forget();
    ForgetHint();
    last_move_at_ = now;
    ready_at_ = now + kAfterHumanDelay;
  }
  return status;
}

void SessionDriver::Hold(double now) {
  last_move_at_ = now;
  ready_at_ = std::max(ready_at_, now + kBotDelay);
}

}  // namespace tinsel::app
