#include "model/play/home_seat.h"

namespace tinsel::app {

int HomeSeat::Update(int viewer, uint64_t game_token, int fallback) {
  if (!known_ || token_ != game_token) {
    seat_ = -1;
    token_ = game_token;
    known_ = true;
  }
  if (viewer >= 0) seat_ = viewer;
  return seat_ >= 0 ? seat_ : fallback;
}

}  // namespace tinsel::app
