// Coach: the optional coach of a person's seat (Seat::coached, chosen at setup). After each
// decision such a seat makes at this device, the Hard bot looks at it exactly as the review
// does (tinsel/review.h: from what that seat knew, never the true state; on the bots' pool,
// or in slices of the frame without one). When the decision was clearly costly
// (ReviewedDecision::clearly_costly) a note says, in the game's own words, what would have
// done better and why. The note speaks of the seat's own hand, so the screen shows it only
// while that seat's table is shown; the seat's next decision, or an undo past it, retires it.
// No ImGui here: tests/app/coach_test.cpp.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/bots/search_pool.h"
#include "model/play/review_runner.h"
#include "tinsel/review.h"
#include "tinsel/session.h"

namespace tinsel::app {

class Coach {
 public:
  struct Note {
    int seat = 0;
    int index = 0;  // the decision's place in the history (move index + 1 in the log)
    std::string words;
  };

  // `pool`: where the search runs (nullptr: in slices of the frame); it must outlive the coach.
  // `iterations`: the search's budget without a pool (0: the Hard level's own; tests use less).
  explicit Coach(SearchPool* pool, int iterations = 0) : pool_(pool), iterations_(iterations) {}

  // Every frame, with the game as it stands and which seats play at this device (empty: all).
  // Notices the newest decision of a coached seat here and thinks about it: polls the pool or
  // thinks `work` playouts. Decisions already in the game when it is first seen (a loaded
  // save) are not coached.
  void Update(const Session& session, const std::vector<bool>& seats_here, int work = 2000);

  const std::optional<Note>& note() const { return note_; }
  // The note if it is `viewer`'s own (it speaks of that seat's hand), else nullptr.
  const Note* NoteFor(int viewer) const;
  // Whether a decision is being looked at.
  bool thinking() const { return runner_ != nullptr; }
  // The player read the note ("Got it").
  void Dismiss() { note_.reset(); }

 private:
  void Look(const Session& session, int index, int seat);

  SearchPool* pool_;
  int iterations_;
  bool started_ = false;
  size_t seen_ = 0;  // the history length looked at so far
  std::unique_ptr<ReviewRunner> runner_;
  std::unique_ptr<Session> before_;  // the game before the decision looked at
  ReviewPoint point_;
  std::vector<std::string> names_;
  std::optional<Note> note_;
};

}  // namespace tinsel::app
