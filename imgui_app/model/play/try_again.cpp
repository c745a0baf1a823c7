#include "model/play/try_again.h"

#include <memory>

#include "tinsel/review.h"
#include "tinsel/translate.h"

namespace tinsel::app {

bool MayTryAgainFrom(const Session& session, int step) {
  const int length = static_cast<int>(session.history().size());
  if (step < 0 || step > length) return false;
  if (step == length) return !session.state().IsTerminal();
  const std::unique_ptr<Session> before = SessionBefore(session, step);
  return before != nullptr && !before->state().IsTerminal();
}

Status SaveTryAgain(SaveLibrary& library, const Session& session, int step,
                    const std::string& now_iso8601, std::string* slot) {
  const int length = static_cast<int>(session.history().size());
  if (step < 0 || step > length) return Status::Error(Tr("There is no such step in this game."));
  std::unique_ptr<Session> again = SessionBefore(session, step);
  if (again == nullptr) return Status::Error(Tr("This game could not be replayed to that step."));
  if (again->state().IsTerminal()) {
    return Status::Error(Tr("The game is over at this step: go back to a move to try again."));
  }
  const std::string id = library.NewSlotId(now_iso8601);
  const Status written = library.Write(id, *again, SaveTimes{now_iso8601, now_iso8601});
  if (!written.ok()) {
    library.Remove(id);  // a slot written before the index refused it is not left behind
    return written;
  }
  *slot = id;
  return Status::Ok();
}

}  // namespace tinsel::app
