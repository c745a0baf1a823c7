#include "model/play/session_driver.h"

#include <algorithm>
#include <chrono>

#include "tinsel/registry.h"
#include "tinsel/translate.h"

namespace tinsel::app {
namespace {

uint64_t NextGameToken() {
  static uint64_t last = 0;
  return ++last;
}

}  // namespace

SessionDriver::SessionDriver(std::unique_ptr<Session> session, SearchPool* pool)
    : session_(std::move(session)), pool_(pool), game_token_(NextGameToken()) {}

void SessionDriver::Start(Thinking& thinking, const std::string& level) const {
  thinking = Thinking();
  thinking.level = level;
  thinking.position = session_->history().size();
  const BotKind* kind = FindBotKind(session_->setup().game_id, level);
  if (pool_ != nullptr && kind != nullptr && kind->search_iterations > 0 &&
      session_->state().LegalActions().size() >= 2) {
    thinking.job = pool_->Start(*session_, level);
    if (thinking.job != nullptr) return;
  }
  StartInFrames(thinking);
}

void SessionDriver::StartInFrames(Thinking& thinking) const {
  std::unique_ptr<Bot> bot = MakeBot(session_->setup().game_id, thinking.level);
  thinking.bot = bot != nullptr ? std::move(bot) : std::make_unique<RandomBot>();
  // The seeding of tinsel::ChooseAction (StartBot), so the command line replays our bots'
  // games and the same position always gets the same hint.
  StartBot(*thinking.bot, session_->state(), session_->BotSeed());
}

bool SessionDriver::Think(Thinking& thinking, double budget_seconds) const {
  if (thinking.done) return true;
  if (thinking.job != nullptr) {
    RootStats sum;
    std::string error;
    switch (thinking.job->Poll(&sum, &error)) {
      case SearchJob::Progress::kSearching:
        return false;
      case SearchJob::Progress::kDone:
        thinking.decision = ChooseFromRootStats(sum, session_->state().LegalActions());
        thinking.reason = ExplainRootStats(sum);
        thinking.done = true;
        return true;
      case SearchJob::Progress::kFailed:
        // One search in slices of the frame instead: worker 0's move (the pool's sum may
        // have chosen another).
        thinking.job.reset();
        StartInFrames(thinking);
        break;
    }
  }
  const auto start = std::chrono::steady_clock::now();
  while (!thinking.done) {
    thinking.done = thinking.bot->Think(4);
    const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
    if (spent.count() >= budget_seconds) break;
  }
  if (thinking.done) {
    thinking.decision = thinking.bot->Decision();
    thinking.reason = thinking.bot->Explain();
  }
  return thinking.done;
}

void SessionDriver::ForgetHint() {
  hint_bot_ = Thinking();
  hint_.reset();
  hint_reason_.clear();
}

void SessionDriver::RequestHint() {
  if (!session_->HumanToMove()) return;
  if (hint_bot_.About(session_->history().size())) return;
  ForgetHint();
  Start(hint_bot_, kHintBotLevel);
}

void SessionDriver::ThinkHint(double budget_seconds) {
  if (!hint_bot_.Active() || hint_.has_value()) return;
  if (!hint_bot_.About(session_->history().size()) || !session_->HumanToMove()) {
    ForgetHint();
    return;
  }
  if (!Think(hint_bot_, budget_seconds)) return;
  const Action decision = hint_bot_.decision;
  // A bug in a bot must not show an impossible move.
  if (!Contains(session_->state().LegalActions(), decision)) {
    ForgetHint();
    return;
  }
  hint_ = decision;
  hint_reason_ = hint_bot_.reason;
}

bool SessionDriver::Tick(double now, double budget_seconds) {
  if (!clock_started_) {
    // A loaded or new game: give the player a moment to see the table first.
    clock_started_ = true;
    ready_at_ = now + kBotDelay * pause_scale_;
  }
  const size_t before = session_->history().size();
  if (hint_bot_.Active() && !hint_bot_.About(before)) ForgetHint();
  if (session_->state().IsChanceNode()) session_->ResolveChance();
  ThinkHint(budget_seconds);
  // With no pauses (a test's setBotPauseScale(0)) a bot plays its whole turn in one frame
  // while the budget lasts: only its own moves and the chance between them, so a view still
  // sees every change of player (a trick, a ballot) in a frame of its own.
  const auto start = std::chrono::steady_clock::now();
  const int mover = session_->state().CurrentPlayer();
  for (int moves = 0; session_->BotToMove(); ++moves) {
    const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
    const double left = budget_seconds - spent.count();
    if (moves > 0 &&
        (pause_scale_ > 0 || left <= 0 || session_->state().CurrentPlayer() != mover)) {
      break;
    }
    if (!bot_.About(session_->history().size())) {
      Start(bot_, session_->setup().seats[session_->state().CurrentPlayer()].level);
    }
    if (!Think(bot_, moves == 0 ? budget_seconds : left) || now < ready_at_) break;
    const Action decision = bot_.decision;
    Status applied = session_->Apply(decision);
    if (!applied.ok()) {
      // TRANSLATORS: {why} is the rules' reason the move was refused.
      problem_ = TrFormat("A bot chose an illegal move ({why}); it played another.",
                          {{"why", applied.message()}});
      const std::vector<Action> legal = session_->state().LegalActions();
      if (!legal.empty()) session_->Apply(legal.front());
    }
    Forget();
    last_move_at_ = now;
    ready_at_ = now + kBotDelay * pause_scale_;
    if (session_->state().IsChanceNode()) session_->ResolveChance();
  }
  return session_->history().size() != before;
}

void SessionDriver::SetSharedTable(std::vector<bool> seats_here,
                                   std::function<Status(int, Action)> send) {
  seats_here_ = std::move(seats_here);
  send_ = std::move(send);
}

bool SessionDriver::PeopleHere() const {
  for (int seat = 0; seat < session_->NumPlayers(); ++seat) {
    if (SeatHere(seat) && !session_->setup().seats[seat].bot) return true;
  }
  return false;
}

void SessionDriver::Follow(std::unique_ptr<Session> latest, double now, bool taken_back) {
  if (latest == nullptr) return;
  const std::vector<HistoryEntry>& held = session_->history();
  const std::vector<HistoryEntry>& next = latest->history();
  // Same moves as far as both go: a longer one continues this game; a shorter one has not
  // heard yet of the moves made here (they are on their way), and changes nothing.
  bool same = true;
  for (size_t i = 0; same && i < held.size() && i < next.size(); ++i) {
    same = held[i].text == next[i].text;
  }
  if (same && (next.size() == held.size() || (next.size() < held.size() && !taken_back))) return;
  const bool continues = same && next.size() > held.size();
  if (!continues) game_token_ = NextGameToken();
  session_ = std::move(latest);
  Forget();
  ForgetHint();
  last_move_at_ = now;
  ready_at_ = now + kAfterHumanDelay * pause_scale_;
}

Status SessionDriver::ApplyHuman(Action action, double now) {
  if (!session_->HumanToMove() || !SeatHere(session_->state().CurrentPlayer())) {
    return Status::Error(Tr("It is not your turn."));
  }
  if (send_) {
    const std::string why = session_->state().WhyIllegal(action);
    if (!why.empty()) return Status::Error(why);
    ForgetHint();
    return send_(session_->state().CurrentPlayer(), action);
  }
  Status status = session_->Apply(action);
  if (!status.ok()) return status;
  Forget();
  ForgetHint();
  last_move_at_ = now;
  ready_at_ = now + kAfterHumanDelay * pause_scale_;
  if (session_->state().IsChanceNode()) session_->ResolveChance();
  return status;
}

std::vector<Action> SessionDriver::EarlyMoves(int seat) const {
  if (!send_ || seat < 0 || !SeatHere(seat) || !early_decided_.empty()) return {};
  return session_->state().EarlyActions(seat);
}

Status SessionDriver::DecideEarly(int seat, Action action) {
  if (EarlyMoves(seat).empty() || !session_->state().IsEarlyAction(seat, action)) {
    return Status::Error(early_decided_.empty() ? Tr("That cannot be decided before your turn.")
                                                : Tr("You have already decided."));
  }
  return send_(seat, action);
}

std::optional<Action> SessionDriver::EarlyDecided(int seat) const {
  if (early_decided_.empty() || seat < 0) return std::nullopt;
  return session_->state().StringToAction(seat, early_decided_);
}

bool SessionDriver::MayUndoAtTable(int undo_seat) const {
  return undo_ != nullptr && undo_seat >= 0 && SeatHere(undo_seat) &&
         !session_->setup().seats[undo_seat].bot;
}

Status SessionDriver::Undo(double now) {
  if (AtSharedTable()) {
    const int seat = session_->UndoSeat();
    if (seat < 0) return session_->Undo();  // says why (something was revealed since)
    if (!MayUndoAtTable(seat)) {
      const std::string refused =
          // TRANSLATORS: {reason} says why Undo is unavailable (lower case, no full stop).
          TrFormat("No undo: {reason}.", {{"reason", Tr(kSharedTableOthersMove)}});
      return Status::Error(refused);
    }
    ForgetHint();
    return undo_();  // the table takes it back; the shorter game comes back to follow
  }
  Status status = session_->Undo();
  if (status.ok()) {
    game_token_ = NextGameToken();
    Forget();
    ForgetHint();
    last_move_at_ = now;
    ready_at_ = now + kAfterHumanDelay * pause_scale_;
  }
  return status;
}

void SessionDriver::Hold(double now) {
  last_move_at_ = now;
  ready_at_ = std::max(ready_at_, now + kBotDelay * pause_scale_);
}

}  // namespace tinsel::app
