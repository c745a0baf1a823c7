// Keyboard focus order over the targets of a frame (imgui_app/model/screen/focus_order.*): Tab in
// reading order, by group, wrapping; where Tab goes when the focused target went away; arrow
// keys to the nearest target that way.
#include "model/screen/focus_order.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace tinsel::app {
namespace {

FocusTarget At(const std::string& id, float x, float y, float w = 40, float h = 30, int group = 0) {
  return {id, {x, y, x + w, y + h}, group};
}

std::vector<std::string> Ids(const std::vector<FocusTarget>& targets,
                             const std::vector<size_t>& order) {
  std::vector<std::string> ids;
  for (size_t i : order) ids.push_back(targets[i].id);
  return ids;
}

// Where Tab goes from `from` (by id): the id it lands on, or "" for nowhere.
std::string Tab(const std::vector<FocusTarget>& targets, const std::string& from,
                bool forward = true, std::optional<FocusTarget> where = std::nullopt) {
  const std::optional<size_t> next = NextInReadingOrder(targets, from, where, forward);
  return next ? targets[*next].id : "";
}

std::string Arrow(const std::vector<FocusTarget>& targets, const std::string& from,
                  FocusDirection direction) {
  FocusRect rect;
  for (const FocusTarget& t : targets) {
    if (t.id == from) rect = t.rect;
  }
  const std::optional<size_t> next = NearestInDirection(targets, rect, direction);
  return next ? targets[*next].id : "";
}

TEST(FocusOrder, ReadsRowsTopToBottomEachLeftToRight) {
  // Registered in drawing order, which is not reading order.
  const std::vector<FocusTarget> targets = {
      At("start", 600, 700),
      At("back", 100, 700),
      At("seat1:bot", 300, 200),
      At("seat1:human", 200, 200),
      At("players:2", 100, 100),
      At("players:3", 150, 100),
      At("seat1:name", 50, 200, 120, 38),  // taller: still the same row
  };
  EXPECT_EQ(Ids(targets, ReadingOrder(targets)),
            (std::vector<std::string>{"players:2", "players:3", "seat1:name", "seat1:human",
                                      "seat1:bot", "back", "start"}));
}

TEST(FocusOrder, ARowHoldsTargetsOfDifferentHeightsAndSlightlyOffset) {
  // A lifted card (4 px higher) and a tall column beside short buttons read as one row.
  const std::vector<FocusTarget> targets = {At("card:b", 150, 296, 60, 90),
                                            At("card:a", 80, 300, 60, 90),
                                            At("column", 10, 250, 60, 200), At("below", 10, 500)};
  EXPECT_EQ(Ids(targets, ReadingOrder(targets)),
            (std::vector<std::string>{"column", "card:a", "card:b", "below"}));
}

TEST(FocusOrder, GroupsAreReadOneAfterAnother) {
  // The side panel (group 2) beside the table (group 1): the whole table first, although the
  // panel's buttons sit higher than the table's lower targets.
  const std::vector<FocusTarget> targets = {
      At("panel:undo", 900, 250, 40, 30, 2), At("table:low", 100, 600, 40, 30, 1),
      At("table:high", 100, 100, 40, 30, 1), At("menu", 800, 10, 40, 30, 0),
      At("panel:hint", 900, 300, 40, 30, 2)};
  EXPECT_EQ(
      Ids(targets, ReadingOrder(targets)),
      (std::vector<std::string>{"menu", "table:high", "table:low", "panel:undo", "panel:hint"}));
}

TEST(FocusOrder, TabAndShiftTabStepAndWrapAround) {
  const std::vector<FocusTarget> targets = {At("a", 0, 0), At("b", 100, 0), At("c", 0, 100)};
  EXPECT_EQ(Tab(targets, "a"), "b");
  EXPECT_EQ(Tab(targets, "b"), "c");
  EXPECT_EQ(Tab(targets, "c"), "a");
  EXPECT_EQ(Tab(targets, "a", /*forward=*/false), "c");
  EXPECT_EQ(Tab(targets, "c", /*forward=*/false), "b");
}

TEST(FocusOrder, TabVisitsGroupsAndEveryGroupIsReachedBothWays) {
  // The bid: doors 0-2 (a group), the red door (another), then Confirm, whose id shares the
  // doors' cluster but stands apart in reading order (its own group).
  const std::vector<FocusTarget> targets = {At("play:hint", 0, 0),      At("g:bid:0", 0, 100),
                                            At("g:bid:1", 100, 100),    At("g:bid:2", 200, 100),
                                            At("g:red:off", 0, 200),    At("g:red:on", 100, 200),
                                            At("g:bid:confirm", 0, 300)};
  EXPECT_EQ(Tab(targets, "play:hint"), "g:bid:0");
  EXPECT_EQ(Tab(targets, "g:bid:1"), "g:red:off");  // the rest of the doors passed over
  EXPECT_EQ(Tab(targets, "g:red:off"), "g:bid:confirm");
  EXPECT_EQ(Tab(targets, "g:bid:confirm"), "play:hint");
  // Backwards, each group's first.
  EXPECT_EQ(Tab(targets, "play:hint", false), "g:bid:confirm");
  EXPECT_EQ(Tab(targets, "g:bid:confirm", false), "g:red:off");
  EXPECT_EQ(Tab(targets, "g:red:on", false), "g:bid:0");
  EXPECT_EQ(Tab(targets, "g:bid:2", false), "play:hint");
}

TEST(FocusOrder, WithNothingFocusedTabStartsAtTheFirstAndShiftTabAtTheLast) {
  const std::vector<FocusTarget> targets = {At("c", 0, 100), At("a", 0, 0), At("b", 100, 0)};
  EXPECT_EQ(Tab(targets, ""), "a");
  EXPECT_EQ(Tab(targets, "", /*forward=*/false), "c");
  EXPECT_EQ(Tab({}, ""), "");
}

TEST(FocusOrder, WhenTheFocusedTargetWentAwayTabGoesOnFromWhereItWas) {
  // An ornament was placed on space "s2": the space is no longer a target.
  const std::vector<FocusTarget> targets = {At("s1", 0, 0), At("s3", 200, 0), At("s4", 0, 100)};
  const FocusTarget gone = At("s2", 100, 0);
  EXPECT_EQ(Tab(targets, "s2", true, gone), "s3");
  EXPECT_EQ(Tab(targets, "s2", false, gone), "s1");
  // Past the last one it wraps to the first.
  EXPECT_EQ(Tab(targets, "x", true, At("x", 500, 500)), "s1");
}

TEST(FocusOrder, ASingleTargetKeepsTheFocus) {
  const std::vector<FocusTarget> targets = {At("only", 10, 10)};
  EXPECT_EQ(Tab(targets, "only"), "only");
  EXPECT_EQ(Tab(targets, "only", false), "only");
}

TEST(FocusOrder, ArrowsMoveToTheNearestTargetThatWay) {
  //  a   b   c
  //    d   e
  //  f
  const std::vector<FocusTarget> targets = {At("a", 0, 0),    At("b", 100, 0),   At("c", 200, 0),
                                            At("d", 50, 100), At("e", 150, 100), At("f", 0, 200)};
  EXPECT_EQ(Arrow(targets, "a", FocusDirection::kRight), "b");
  EXPECT_EQ(Arrow(targets, "b", FocusDirection::kRight), "c");
  EXPECT_EQ(Arrow(targets, "c", FocusDirection::kRight), "");
  EXPECT_EQ(Arrow(targets, "c", FocusDirection::kLeft), "b");
  EXPECT_EQ(Arrow(targets, "a", FocusDirection::kLeft), "");
  EXPECT_EQ(Arrow(targets, "b", FocusDirection::kDown), "d");  // ties: the first registered
  EXPECT_EQ(Arrow(targets, "c", FocusDirection::kDown), "e");
  EXPECT_EQ(Arrow(targets, "d", FocusDirection::kDown), "f");
  EXPECT_EQ(Arrow(targets, "e", FocusDirection::kUp), "b");
  EXPECT_EQ(Arrow(targets, "f", FocusDirection::kUp), "a");  // in line beats nearer
  EXPECT_EQ(Arrow(targets, "a", FocusDirection::kUp), "");
}

TEST(FocusOrder, RightStaysOnTheRowRatherThanJumpingToANearerTargetBelow) {
  // "below" is nearer in a straight line than "far", but off the row.
  const std::vector<FocusTarget> targets = {At("from", 0, 0), At("below", 60, 60),
                                            At("far", 200, 0)};
  EXPECT_EQ(Arrow(targets, "from", FocusDirection::kRight), "far");
}

}  // namespace
}  // namespace tinsel::app
