// App: what the browser tests and the layout check read of it (TestState, LayoutProblems).
#include <imgui.h>

#include "app.h"
#include "model/play/test_hook_state.h"
#include "ui/controls.h"
#include "ui/drawn_text.h"
#include "ui/input_state.h"
#include "ui/layout_check.h"

namespace tinsel::app {

std::vector<std::string> App::LayoutProblems() const {
  const ImGuiIO& io = ImGui::GetIO();
  const bool touch = layout_.kind == LayoutKind::kPhonePortrait ||
                     layout_.kind == LayoutKind::kPhoneLandscape ||
                     layout_.kind == LayoutKind::kTablet || ui::Input().coarse_pointer;
  return ui::CheckLayout({&ui::DrawnTexts(), &ui::DrawnCovers(), &widgets_, io.DisplaySize,
                          layout_.scale > 0 ? layout_.scale : 1.0f, touch});
}

const char* App::ScreenName(Screen screen) {
  switch (screen) {
    case Screen::kHome:
      return "home";
    case Screen::kSetup:
      return "setup";
    case Screen::kPlay:
      return "play";
    case Screen::kPass:
      return "pass";
    case Screen::kOver:
      return "over";
    case Screen::kSaves:
      return "saves";
    case Screen::kRules:
      return "rules";
    case Screen::kReplay:
      return "replay";
    case Screen::kLesson:
      return "lesson";
    case Screen::kTable:
      return "table";
  }
  return "home";
}

nlohmann::json App::TestState() const {
  TestHookFacts facts;
  facts.screen = ScreenName(screen_);
  facts.notice = notice_;
  if (screen_ == Screen::kSetup) facts.screen_game = setup_.game_id();
  if (screen_ == Screen::kRules) facts.screen_game = rules_.game_id();
  if (screen_ == Screen::kSaves) facts.saves = &saves_.list();
  facts.game = game_.get();
  facts.input_enabled = play_.input_enabled();
  facts.viewer = play_.viewer();
  facts.status = play_.status();
  nlohmann::json state = TestHookState(facts);
  // The language the player reads ("en", "de", ...; "en-XA" the pseudo-locale).
  state["language"] = language_;
  // How the player is playing (pointers, the keyboard's focus), for the input tests.
  state["focus"] = focus_.focused();
  state["focus_visible"] = focus_.visible();
  state["recent"] = widgets_.recent();
  if (shared_ != nullptr) {
    nlohmann::json seats = nlohmann::json::array();
    for (const TableSeat& seat : shared_->seats()) {
      seats.push_back(
          {{"name", seat.name}, {"plan", seat.plan}, {"taken", seat.taken}, {"away", seat.away}});
    }
    state["table"] = {{"role", shared_->role() == SharedTable::Role::kHost ? "host" : "guest"},
                      {"link", shared_->link()},
                      {"seat", shared_->seat()},
                      {"started", shared_->started()},
                      {"connected", shared_->connected()},
                      {"seats", seats},
                      {"problem", shared_->problem()},
                      {"refusal", shared_->refusal()},
                      {"verdict", shared_->verdict()},
                      {"fair", shared_->fair()},
                      {"warning", shared_->warning()},
                      {"broken", shared_->broken()},
                      {"elsewhere", shared_->elsewhere()},
                      {"moved", shared_->moved()},
                      {"sending", shared_->sending()},
                      {"room", shared_->room()},
                      {"gone", shared_->gone_seconds()},
                      {"diagnosis", shared_->Diagnosis()},
                      {"qr_rows", shared_->qr().size()}};
  }
  const ui::InputState& input = ui::Input();
  state["input"] = {{"pointer", input.pointer == ui::Pointer::kTouch ? "touch"
                                : input.pointer == ui::Pointer::kPen ? "pen"
                                                                     : "mouse"},
                    {"held", input.held},
                    {"coarse_pointer", input.coarse_pointer},
                    {"reduced_motion", input.reduced_motion},
                    {"min_hit_size", ui::MinHitSize()}};
  // How far each scrolling region (the move log) is scrolled: a finger's drag moves it.
  nlohmann::json scroll = nlohmann::json::object();
  for (const ScrollArea& area : widgets_.scroll_areas()) {
    scroll[area.id] = {
        {"y", area.scroll_y},
        {"max", area.scroll_max_y},
        {"rect", {area.min.x, area.min.y, area.max.x - area.min.x, area.max.y - area.min.y}}};
  }
  state["scroll"] = scroll;
  if (screen_ == Screen::kReplay && replay_.HasGame()) {
    // The replay's position, what it shows, and its review (docs/test-hooks.md).
    const Replay& replay = *replay_.replay();
    nlohmann::json marked = nlohmann::json::array();
    int reviewed = 0;
    if (replay_.review()) {
      reviewed = static_cast<int>(replay_.review()->decisions.size());
      for (const ReviewedDecision* decision : CostliestDecisions(*replay_.review())) {
        marked.push_back({{"move", decision->index + 1}, {"text", decision->text}});
      }
    }
    state["replay"] = {
        {"step", replay.step()},
        {"steps", replay.steps()},
        {"game_over", replay.GameOver()},
        {"show_everything", replay.show_everything()},
        {"viewer", replay.Viewer()},
        {"notice", replay_.notice()},
        {"reviewing", replay_.reviewing()},
        {"review_progress", {replay_.review_progress().first, replay_.review_progress().second}},
        {"reviewed", reviewed},
        {"marked", marked}};
  }
  if (screen_ == Screen::kLesson && lesson_.runner() != nullptr) {
    // Learn to play: where the learner is (docs/test-hooks.md).
    const LessonRunner& lesson = *lesson_.runner();
    static const char* kPhases[] = {"read", "your-move", "others-move", "why", "end"};
    state["lesson"] = {
        {"game", lesson_.game_id()},  {"step", lesson.step()},
        {"steps", lesson.steps()},    {"phase", kPhases[static_cast<int>(lesson.phase())]},
        {"words", lesson.words()},    {"feedback", lesson.feedback()},
        {"asked", lesson.AskedMove()}};
  }
  if (transfer_.open()) state["transfer"] = transfer_.TestState();
  state["layout"] = LayoutProblems();
  return state;
}

}  // namespace tinsel::app
