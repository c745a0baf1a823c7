// Tests of the layout check's rules (imgui_app/ui/layout_check.*) on hand-made frames: each
// kind of problem is found where it is, and a clean frame has none.
#include "ui/layout_check.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace tinsel::app::ui {
namespace {

DrawnText Text(const std::string& text, ImVec2 min, ImVec2 max, std::string shown = {}) {
  DrawnText drawn;
  drawn.text = text;
  drawn.shown = shown.empty() ? text : shown;
  drawn.min = min;
  drawn.max = max;
  drawn.clip_min = ImVec2(0, 0);
  drawn.clip_max = ImVec2(400, 800);
  drawn.layer = 7;
  return drawn;
}

std::vector<std::string> Check(const std::vector<DrawnText>& texts, const WidgetRegistry& widgets,
                               bool touch = false) {
  const std::vector<Cover> covers;
  return CheckLayout({&texts, &covers, &widgets, ImVec2(400, 800), 1.0f, touch});
}

bool Mentions(const std::vector<std::string>& problems, const std::string& what) {
  for (const std::string& problem : problems) {
    if (problem.find(what) != std::string::npos) return true;
  }
  return false;
}

TEST(LayoutRules, ACleanFrameHasNoProblems) {
  WidgetRegistry widgets;
  widgets.Add("ok", "OK", ImVec2(10, 100), ImVec2(110, 150), true, true, 7);
  EXPECT_TRUE(Check({Text("Hello", ImVec2(10, 10), ImVec2(60, 26))}, widgets, true).empty());
}

TEST(LayoutRules, ATextCutShortIsFound) {
  const auto problems =
      Check({Text("Hearts are trump", ImVec2(10, 10), ImVec2(80, 26), "Hearts are tr...")},
            WidgetRegistry());
  EXPECT_TRUE(Mentions(problems, "cut")) << ::testing::PrintToString(problems);
}

TEST(LayoutRules, TwoTextsOverEachOtherAreFound) {
  const auto problems = Check({Text("Wreaths", ImVec2(10, 10), ImVec2(80, 26)),
                               Text("Points", ImVec2(60, 10), ImVec2(120, 26))},
                              WidgetRegistry());
  EXPECT_TRUE(Mentions(problems, "overlap")) << ::testing::PrintToString(problems);
}

TEST(LayoutRules, ATextOffTheScreenIsFound) {
  const auto problems = Check({Text("Far", ImVec2(390, 10), ImVec2(430, 26))}, WidgetRegistry());
  EXPECT_FALSE(problems.empty());
}

TEST(LayoutRules, ATinyTextIsFoundAndAReadableOneIsNot) {
  EXPECT_TRUE(Mentions(Check({Text("Bid", ImVec2(10, 10), ImVec2(20, 14))}, WidgetRegistry()),
                       "too small to read"));
  EXPECT_FALSE(Mentions(Check({Text("Bid", ImVec2(10, 10), ImVec2(30, 18))}, WidgetRegistry()),
                        "too small to read"));
}

TEST(LayoutRules, ACountOfOneWithAPluralNounIsFound) {
  EXPECT_TRUE(
      Mentions(Check({Text("Ivy (1 votes)", ImVec2(10, 10), ImVec2(120, 26))}, WidgetRegistry()),
               "one with a plural: \"Ivy (1 votes)\""));
  EXPECT_TRUE(
      Mentions(Check({Text("1 leaks left", ImVec2(10, 10), ImVec2(120, 26))}, WidgetRegistry()),
               "one with a plural"));
  // One with its singular, other counts, and numbers that only end in 1 are fine.
  for (const char* fine : {"Ivy (1 vote)", "Ivy (2 votes)", "11 votes", "2.1 points", "-1 points",
                           "1 of them yours", "1 votes2"}) {
    EXPECT_FALSE(Mentions(Check({Text(fine, ImVec2(10, 10), ImVec2(120, 26))}, WidgetRegistry()),
                          "one with a plural"))
        << fine;
  }
}

TEST(LayoutRules, OnTouchAWidgetSmallerThanAFingerIsFound) {
  // Two small buttons side by side: a tap between them has no room to grow into.
  WidgetRegistry widgets;
  widgets.Add("left", "x", ImVec2(10, 100), ImVec2(40, 130), true, true, 7);
  widgets.Add("right", "y", ImVec2(40, 100), ImVec2(70, 130), true, true, 7);
  EXPECT_TRUE(Mentions(Check({}, widgets, /*touch=*/true), "too small for a finger"));
  EXPECT_FALSE(Mentions(Check({}, widgets, /*touch=*/false), "too small for a finger"));
}

}  // namespace
}  // namespace tinsel::app::ui
