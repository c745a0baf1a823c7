// A result the table shows step by step before play goes on (Ghosts of Christmas' trick
// scoring, Santa Timea's ballot reveal): started when the view sees the move that produced
// it, over after its steps or when the player dismisses it. While it runs the view holds the
// bots (ViewResult::hold) and nobody's turn is offered (TableView).
#pragma once

#include <imgui.h>

namespace tinsel::app::kit {

class RevealClock {
 public:
  void Start() {
    running_ = true;
    start_ = ImGui::GetTime();
  }
  void Stop() { running_ = false; }
  bool Running() const { return running_; }
  // Seconds since Start.
  double Elapsed() const { return ImGui::GetTime() - start_; }
  // Ends the reveal once it has run `seconds`.
  void StopAfter(double seconds) {
    if (running_ && Elapsed() >= seconds) running_ = false;
  }

 private:
  bool running_ = false;
  double start_ = 0;
};

}  // namespace tinsel::app::kit
