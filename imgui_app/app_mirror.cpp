// The App's side of the screen-reader table (model/mirror/table_mirror.h): what it tells the mirror
// about its screens, and the mirror's buttons carried out at the start of a frame, each as the
// click it stands for.
#include "app.h"
#include "screens/setup_screen.h"
#include "tinsel/translate.h"

namespace tinsel::app {

MirrorFacts App::CurrentMirrorFacts() {
  MirrorFacts facts;
  facts.screen = ScreenName(screen_);
  facts.notice = notice_;
  facts.requests = mirror_requests_;
  facts.refused = mirror_refused_;
  switch (screen_) {
    case Screen::kHome:
      facts.catalog = &home_.catalog();
      facts.continue_slot = home_.continue_slot();
      facts.continue_label = home_.continue_label();
      break;
    case Screen::kSetup:
      facts.screen_game = setup_.game_id();
      facts.setup_choices = setup_.Choices();
      break;
    case Screen::kRules:
      facts.screen_game = rules_.game_id();
      facts.rules = rules_.page();
      facts.rules_problem = rules_.problem();
      break;
    case Screen::kSaves:
      facts.saves = &saves_.list();
      break;
    case Screen::kLesson:
      facts.lesson = lesson_.runner();
      break;
    case Screen::kReplay:
      facts.replay = replay_.replay();
      facts.replay_review = replay_.review() ? &*replay_.review() : nullptr;
      facts.replay_reviewing = replay_.reviewing();
      facts.replay_from_link = replay_.from_link();
      break;
    case Screen::kPlay:
    case Screen::kPass:
    case Screen::kOver:
      facts.game = game_.get();
      facts.viewer = play_.viewer();
      facts.input_enabled = play_.input_enabled();
      facts.pass_to = play_.pass_to();
      facts.holding = play_.holding();
      facts.move_error = play_.move_error();
      break;
    case Screen::kTable:  // the lobby of a table across devices: its buttons only, for now
      break;
  }
  return facts;
}

nlohmann::json App::Mirror() { return TableMirror(CurrentMirrorFacts()); }

std::string App::MirrorKey() { return MirrorChangeKey(CurrentMirrorFacts()); }

Status App::RequestFromMirror(const std::string& request) {
  std::string error;
  std::optional<MirrorRequest> parsed = ParseMirrorRequest(request, &error);
  if (!parsed) return Status::Error(error);
  // One at a time: a second press before the next frame replaces the first.
  mirror_request_ = std::move(parsed);
  return Status::Ok();
}

void App::TakeMirrorRequest(ScreenContext& context) {
  if (!mirror_request_) return;
  const MirrorRequest request = std::move(*mirror_request_);
  mirror_request_.reset();
  const Status done = CarryOut(request, context);
  ++mirror_requests_;
  mirror_refused_ = done.ok() ? "" : done.message();
}

Status App::CarryOut(const MirrorRequest& request, ScreenContext& context) {
  using Kind = MirrorRequest::Kind;
  const bool at_table = game_ != nullptr && (screen_ == Screen::kPlay || screen_ == Screen::kPass);
  std::string other_screen;
  // TRANSLATORS: {screen} is the screen's name as the screen reader's page gives it, in English
  // ("home", "setup", "play", "saves", "rules", "replay", "lesson", "over", "pass", "table").
  other_screen = TrFormat("That button belongs to another screen: this is the {screen} screen now.",
                          {{"screen", ScreenName(screen_)}});
  const Status elsewhere = Status::Error(other_screen);
  const bool moves_kind = request.kind == Kind::kMove || request.kind == Kind::kReady ||
                          request.kind == Kind::kContinue;
  if (moves_kind && at_table && game_->taken_elsewhere()) {
    return Status::Error(Tr("This game is open in another tab: take it here first."));
  }
  if (moves_kind && at_table && game_->deleted_elsewhere()) {
    return Status::Error(Tr("This game was deleted in another tab: keep it first."));
  }
  switch (request.kind) {
    case Kind::kMove:
      if (screen_ == Screen::kLesson) {
        if (lesson_.runner() == nullptr ||
            request.at != lesson_.runner()->session().history().size()) {
          return Status::Error(Tr("The table changed: choose again."));
        }
        return lesson_.Command("move:" + request.arg, *this, context.now);
      }
      if (!at_table || screen_ != Screen::kPlay) return elsewhere;
      return play_.MirrorMove(*game_, request.arg, request.at, context.now);
    case Kind::kReady:
      if (!at_table) return elsewhere;
      return play_.MirrorReady(*game_, request.at);
    case Kind::kContinue:
      if (!at_table) return elsewhere;
      return play_.MirrorContinue();
    case Kind::kCoach:
      if (!at_table || screen_ != Screen::kPlay) return elsewhere;
      return play_.MirrorCoach(*game_, request.arg, context.now);
    case Kind::kPlay:
      if (screen_ != Screen::kHome) return elsewhere;
      for (const CatalogEntry& game : home_.catalog()) {
        if (game.id == request.arg && game.has_view) {
          OpenSetup(game.id);
          return Status::Ok();
        }
      }
      return Status::Error(
          TrFormat("There is no game \"{game}\" to play.", {{"game", request.arg}}));
    case Kind::kStart:
      if (screen_ != Screen::kSetup) return elsewhere;
      setup_.RequestStart();
      return Status::Ok();
    case Kind::kBack:
      if (screen_ == Screen::kRules) {
        CloseRules();
      } else if (screen_ == Screen::kSetup) {
        GoHome();
      } else {
        return elsewhere;
      }
      return Status::Ok();
    case Kind::kHome:
      GoHome();
      return Status::Ok();
    case Kind::kRules:
      if (FindGame(request.arg) == nullptr) {
        return Status::Error(TrFormat("There is no game \"{game}\".", {{"game", request.arg}}));
      }
      OpenRules(request.arg);
      return Status::Ok();
    case Kind::kSaves:
      if (screen_ != Screen::kHome && screen_ != Screen::kReplay) return elsewhere;
      OpenSaves();
      return Status::Ok();
    case Kind::kPlayAgain: {
      if (screen_ != Screen::kOver || game_ == nullptr) return elsewhere;
      // As the game over screen's Play again: the same seats, a new deal.
      SessionSetup setup = game_->session().setup();
      setup.seed = SetupScreen::RandomSeed();
      StartGame(std::move(setup));
      return Status::Ok();
    }
    case Kind::kOpenSave:
      // The saved games' Continue, or home's for the unfinished game.
      if (screen_ != Screen::kSaves &&
          !(screen_ == Screen::kHome && request.arg == home_.continue_slot())) {
        return elsewhere;
      }
      ContinueGame(request.arg);
      return Status::Ok();
    case Kind::kOpenReplay:
      if (screen_ != Screen::kSaves) return elsewhere;
      OpenReplay(request.arg, /*review=*/false);
      return Status::Ok();
    case Kind::kReplay:
      if (screen_ != Screen::kReplay) return elsewhere;
      return replay_.Command(request.arg);
    case Kind::kLearn:
      if (screen_ != Screen::kHome && screen_ != Screen::kSetup) return elsewhere;
      if (FindGame(request.arg) == nullptr) {
        return Status::Error(TrFormat("There is no game \"{game}\".", {{"game", request.arg}}));
      }
      OpenLesson(request.arg);
      return Status::Ok();
    case Kind::kLesson:
      if (screen_ != Screen::kLesson) return elsewhere;
      return lesson_.Command(request.arg, *this, context.now);
  }
  return elsewhere;
}

}  // namespace tinsel::app
