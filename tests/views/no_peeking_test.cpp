// Table views cannot peek, proven like the bots (tests/bots/no_peeking_test.cpp): drawing
// the table for a seat from the true state S, or from any S2 = S.Resample(seat) (a state
// that differs from S only in what that seat cannot see: other hands, votes not revealed),
// must give the same pictures. The view gets its ViewContext through the model function the
// play screen uses (TableRedactor::For, behind GameInProgress::TableFor), and the two draw
// lists must be identical: vertex positions, colours and uvs, indices, clip rects, draw
// commands, the widgets registered for the browser tests, and the view's result.
//
// ImGui runs with no backend and no window (a context, a display size, the font atlas built
// in memory) at a fixed time. Every registered game is checked, and must have a table view (a
// game registered later is covered with no change here), at positions reached by random play,
// for every seat and for kPublicViewer: the table behind the pass-the-device screen. Each
// check draws three frames: the position a move earlier (the same for S and S2, so a view
// starts the animations of the last move: trick scoring, a ballot's reveal), then the
// position itself, then the same a while later.
#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <cfloat>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "../test_support.h"
#include "model/play/table.h"
#include "tinsel/registry.h"
#include "ui/theme.h"
#include "views/game_view.h"

namespace tinsel::app {
namespace {

// Everything a frame sent to the screen, and what the view answered.
struct Picture {
  struct List {
    std::string owner;
    std::vector<ImDrawVert> vertices;
    std::vector<ImDrawIdx> indices;
    std::vector<ImDrawCmd> commands;
  };
  std::vector<List> lists;
  std::vector<WidgetRect> widgets;
  ViewResult result;
};

bool SameVertex(const ImDrawVert& a, const ImDrawVert& b) {
  return a.pos.x == b.pos.x && a.pos.y == b.pos.y && a.uv.x == b.uv.x && a.uv.y == b.uv.y &&
         a.col == b.col;
}

bool SameCommand(const ImDrawCmd& a, const ImDrawCmd& b) {
  return a.ClipRect.x == b.ClipRect.x && a.ClipRect.y == b.ClipRect.y &&
         a.ClipRect.z == b.ClipRect.z && a.ClipRect.w == b.ClipRect.w &&
         a.TextureId == b.TextureId && a.VtxOffset == b.VtxOffset && a.IdxOffset == b.IdxOffset &&
         a.ElemCount == b.ElemCount;
}

// Where two pictures differ first, in words; empty when they are the same.
std::string FirstDifference(const Picture& a, const Picture& b) {
  std::ostringstream out;
  if (a.lists.size() != b.lists.size()) {
    out << "draw lists: " << a.lists.size() << " vs " << b.lists.size();
    return out.str();
  }
  for (size_t l = 0; l < a.lists.size(); ++l) {
    const Picture::List& x = a.lists[l];
    const Picture::List& y = b.lists[l];
    const std::string where = "list " + std::to_string(l) + " (" + x.owner + ")";
    if (x.vertices.size() != y.vertices.size()) {
      out << where << ": " << x.vertices.size() << " vs " << y.vertices.size() << " vertices";
      return out.str();
    }
    for (size_t i = 0; i < x.vertices.size(); ++i) {
      if (!SameVertex(x.vertices[i], y.vertices[i])) {
        out << where << ": vertex " << i << " at (" << x.vertices[i].pos.x << ", "
            << x.vertices[i].pos.y << ") colour " << std::hex << x.vertices[i].col << " vs ("
            << std::dec << y.vertices[i].pos.x << ", " << y.vertices[i].pos.y << ") colour "
            << std::hex << y.vertices[i].col;
        return out.str();
      }
    }
    if (x.indices != y.indices) return where + ": indices differ";
    if (x.commands.size() != y.commands.size()) return where + ": command counts differ";
    for (size_t i = 0; i < x.commands.size(); ++i) {
      if (!SameCommand(x.commands[i], y.commands[i])) {
        return where + ": command " + std::to_string(i) + " differs";
      }
    }
  }
  if (a.widgets.size() != b.widgets.size()) return "registered widget counts differ";
  for (size_t i = 0; i < a.widgets.size(); ++i) {
    const WidgetRect& x = a.widgets[i];
    const WidgetRect& y = b.widgets[i];
    if (x.id != y.id || x.label != y.label || x.min.x != y.min.x || x.min.y != y.min.y ||
        x.max.x != y.max.x || x.max.y != y.max.y) {
      return "widget " + std::to_string(i) + ": " + x.id + " \"" + x.label + "\" vs " + y.id +
             " \"" + y.label + "\"";
    }
  }
  if (a.result.message != b.result.message) {
    return "status: \"" + a.result.message + "\" vs \"" + b.result.message + "\"";
  }
  if (a.result.hold != b.result.hold || a.result.action != b.result.action) {
    return "the view's result differs";
  }
  return {};
}

class ViewsCannotPeek : public ::testing::TestWithParam<std::string> {
 protected:
  static void SetUpTestSuite() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(1280, 800);
    ui::LoadFonts(1.0f, 1.0f);
    ui::ApplyTheme(1.0f);
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  }
  static void TearDownTestSuite() { ImGui::DestroyContext(); }

  // One frame of `view` at ImGui time `time`, the mouse at `mouse`.
  Picture Draw(GameView& view, const ViewerTable& seen, double time, ImVec2 mouse) {
    ImGuiIO& io = ImGui::GetIO();
    io.DeltaTime = 1.0f / 60;
    io.MousePos = mouse;
    widgets_.BeginFrame();
    ImGui::NewFrame();
    ImGui::GetCurrentContext()->Time = time;
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("table", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground);
    Picture picture;
    picture.result = view.Draw(ViewContext{seen, ImVec2(14, 14), ImVec2(1252, 772), widgets_});
    ImGui::End();
    ImGui::Render();
    const ImDrawData* data = ImGui::GetDrawData();
    for (int l = 0; l < data->CmdListsCount; ++l) {
      const ImDrawList* list = data->CmdLists[l];
      picture.lists.push_back({list->_OwnerName != nullptr ? list->_OwnerName : "",
                               {list->VtxBuffer.begin(), list->VtxBuffer.end()},
                               {list->IdxBuffer.begin(), list->IdxBuffer.end()},
                               {list->CmdBuffer.begin(), list->CmdBuffer.end()}});
    }
    picture.widgets = widgets_.rects();
    return picture;
  }

  // The frames a table view draws for `viewer` when the game reaches `truth` from `before`
  // (the position a move earlier, seen in the same way in every run).
  std::vector<Picture> Frames(const std::string& game_id, const State& before, const State& truth,
                              size_t length, int viewer, std::optional<Action> hint) {
    std::unique_ptr<GameView> view = MakeGameView(game_id);
    TableRedactor redactor;  // a fresh cache, as a new game on the table has
    const bool input = viewer >= 0 && truth.CurrentPlayer() == viewer;
    const ImVec2 away(-FLT_MAX, -FLT_MAX);
    Draw(*view, redactor.For(before, names_, length - 1, 1, viewer, false, std::nullopt), 10.0,
         away);
    std::vector<Picture> frames;
    frames.push_back(
        Draw(*view, redactor.For(truth, names_, length, 1, viewer, input, hint), 10.0, away));
    // A while later, the mouse over the middle of the table.
    frames.push_back(Draw(*view, redactor.For(truth, names_, length, 1, viewer, input, hint), 12.5,
                          ImVec2(600, 500)));
    return frames;
  }

  std::vector<std::string> names_;
  WidgetRegistry widgets_;
};

TEST_P(ViewsCannotPeek, ATableLooksTheSameWhateverItsViewerCannotSee) {
  const GameEntry* entry = FindGame(GetParam());
  ASSERT_NE(entry, nullptr);
  const Game& game = *entry->game;
  // Every registered game is on the home screen: one without a table view cannot be played.
  ASSERT_NE(MakeGameView(game.Id()), nullptr) << game.Id() << " is registered without a table view";
  const int players = std::min(std::max(3, game.MinPlayers()), game.MaxPlayers());
  names_.clear();
  for (int i = 0; i < players; ++i) names_.push_back("Seat " + std::to_string(i + 1));
  Options options;
  ASSERT_TRUE(game.NormalizeOptions(players, options).ok());

  int compared = 0;
  int hidden = 0;  // checks where S2 really differs from S
  const uint64_t seeds = testing_support::kLightTests ? 1 : 3;
  for (uint64_t seed = 1; seed <= seeds; ++seed) {
    std::unique_ptr<State> state = game.NewInitialState(players, options);
    Rng rng(seed);
    std::vector<Action> legal;
    std::unique_ptr<State> before = state->Clone();
    size_t length = 0;
    for (int step = 0; !state->IsTerminal() && step < 400; ++step) {
      // Chance is resolved at once, as the session does.
      while (state->IsChanceNode()) {
        state->ApplyLegalAction(state->SampleChanceOutcome(rng));
        ++length;
      }
      if (state->IsTerminal()) break;
      if (step % 3 == 1) {
        for (int viewer = kPublicViewer; viewer < players; ++viewer) {
          Rng other(Rng::Mix(seed * 1000 + step, viewer + 7));
          const std::unique_ptr<State> unseen = state->Resample(viewer, other);
          hidden += unseen->ToString() != state->ToString();
          std::optional<Action> hint;
          state->LegalActionsInto(legal);
          if (viewer == state->CurrentPlayer() && step % 2 == 1) hint = legal.back();
          const std::vector<Picture> a = Frames(game.Id(), *before, *state, length, viewer, hint);
          const std::vector<Picture> b = Frames(game.Id(), *before, *unseen, length, viewer, hint);
          for (size_t f = 0; f < a.size(); ++f) {
            const std::string difference = FirstDifference(a[f], b[f]);
            EXPECT_EQ(difference, "")
                << game.Id() << ", seed " << seed << ", move " << step << ", viewer " << viewer
                << ", frame " << f << ": the table shows what the viewer cannot see";
            if (!difference.empty()) return;
          }
          ++compared;
        }
      }
      before = state->Clone();
      state->LegalActionsInto(legal);
      state->ApplyLegalAction(legal[rng.Below(legal.size())]);
      ++length;
    }
  }
  EXPECT_GT(compared, 50 * seeds / 3);
  // Perfect-information games have nothing to hide; the others must have been tested.
  if (game.Id() != "trim-the-tree") {
    EXPECT_GT(hidden, 20 * seeds / 3) << game.Id();
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, ViewsCannotPeek,
                         ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

}  // namespace
}  // namespace tinsel::app
