#include "model/play/score_breakdown.h"

namespace tinsel::app {

std::vector<std::string> ScoreBreakdown(const State& state, int seat,
                                        const std::vector<std::string>& seat_log) {
  if (seat < 0 || seat >= state.NumPlayers()) return {};
  return state.ScoreBreakdown(seat, seat_log);
}

}  // namespace tinsel::app
