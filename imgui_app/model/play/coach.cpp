#include "model/play/coach.h"

#include <utility>

#include "model/play/viewer_policy.h"

namespace tinsel::app {

namespace {

bool CoachedHere(const Session& session, const std::vector<bool>& seats_here, int seat) {
  return HumanHere(session, seats_here, seat) && session.setup().seats[seat].coached;
}

}  // namespace

const Coach::Note* Coach::NoteFor(int viewer) const {
  return note_ && note_->seat == viewer ? &*note_ : nullptr;
}

void Coach::Update(const Session& session, const std::vector<bool>& seats_here, int work) {
  const std::vector<HistoryEntry>& history = session.history();
  if (!started_) {
    started_ = true;
    seen_ = history.size();
  }
  if (history.size() < seen_) {
    // Taken back: what spoke of a decision no longer in the game goes.
    if (note_ && note_->index >= static_cast<int>(history.size())) note_.reset();
    if (runner_ && point_.index >= static_cast<int>(history.size())) {
      runner_.reset();
      before_.reset();
    }
    seen_ = history.size();
  }
  int newest = -1;
  for (size_t i = seen_; i < history.size(); ++i) {
    const int seat = history[i].player;
    // The seat decided again: the note on its earlier decision has had its moment.
    if (note_ && seat == note_->seat) note_.reset();
    if (CoachedHere(session, seats_here, seat)) newest = static_cast<int>(i);
  }
  seen_ = history.size();
  if (newest >= 0) Look(session, newest, history[newest].player);

  if (runner_ == nullptr || !runner_->Step(work)) return;
  if (!runner_->review().decisions.empty()) {
    const ReviewedDecision& decision = runner_->review().decisions.front();
    std::string words = CoachSentence(before_->state(), decision, names_);
    if (!words.empty()) note_ = Note{point_.seat, point_.index, std::move(words)};
  }
  runner_.reset();
  before_.reset();
}

void Coach::Look(const Session& session, int index, int seat) {
  runner_.reset();
  before_ = SessionBefore(session, index);
  // A forced move (one legal choice) has nothing to coach.
  if (before_->state().LegalActions().size() < 2) {
    before_.reset();
    return;
  }
  names_.clear();
  for (const Seat& each : session.setup().seats) names_.push_back(each.name);
  point_ = ReviewPoint{index, seat, session.history()[index].action};
  // Moves after the decision (a bot's answer) do not matter: the point says which to search.
  runner_ =
      std::make_unique<ReviewRunner>(session, pool_, std::vector<ReviewPoint>{point_}, iterations_);
}

}  // namespace tinsel::app
