// Canonical action texts (saves store them), parsing back, and the move log's sentences.
#include "mfct_scripted_game.h"

namespace tinsel::mfct::testing {
namespace {

TEST(MfctText, EveryKindOfDecisionHasItsText) {
  Table table(ExampleSetup());
  auto text = [&](Action action) { return table->ActionToString(table->CurrentPlayer(), action); };
  EXPECT_EQ(text(act::Take(CardNamed("green gear"))), "take green gear");
  EXPECT_EQ(text(act::CommitTake(CardNamed("green gear"))), "commit take green gear");
  EXPECT_EQ(text(act::kCommitRefresh), "commit refresh");
  EXPECT_EQ(text(act::kSkipTake), "skip take");
  EXPECT_EQ(text(act::kEndTurn), "end turn");
  EXPECT_EQ(text(act::Play(CardNamed("red gear"), act::kRight)), "play red gear");  // empty row
  EXPECT_EQ(text(act::Play(CardNamed("red gear"), act::kLeft)), "play red gear left");
  EXPECT_EQ(text(act::CommitPlay(CardNamed("white three-dots"), act::kLeft)),
            "commit play white three-dots left");
  EXPECT_EQ(text(act::Decorate(LineNamed("r3t1-r3t4"))), "decorate r3t1-r3t4");
  EXPECT_EQ(text(act::Cube(Tile("r3t2"))), "cube r3t2");
  EXPECT_EQ(text(act::Box(kRed)), "box red");
  EXPECT_EQ(text(act::CommitBox(kBlue, kRed)), "commit box red+blue");
  table.DoAll({"skip take", "play red gear"});
  table.Do("skip take");
  // Seat 2's row is empty, seat 1's is not.
  EXPECT_EQ(table->ActionToString(0, act::Play(CardNamed("red gear"), act::kRight)),
            "play red gear right");
}

TEST(MfctText, TextsParseBackAndAlternativeSpellingsAgree) {
  Table table(ExampleSetup());
  const MyFirstChristmasTreeState& s = table.state();
  EXPECT_EQ(s.StringToAction(0, "decorate r3t4-r3t1"), act::Decorate(LineNamed("r3t1-r3t4")));
  EXPECT_EQ(s.StringToAction(0, "commit box blue+red"), act::CommitBox(kRed, kBlue));
  EXPECT_EQ(s.StringToAction(0, "play red gear right"),
            act::Play(CardNamed("red gear"), act::kRight));
  EXPECT_EQ(s.StringToAction(0, "play red gear"), act::Play(CardNamed("red gear"), act::kRight));
  for (const char* junk : {"",
                           "take",
                           "take red",
                           "take red sprocket",
                           "play red gear up",
                           "commit end turn",
                           "decorate r1t1",
                           "decorate r1t1-r2t3",
                           "decorate r1t1-r9t9",
                           "cube r9t9",
                           "box",
                           "box red+blue",
                           "commit box red+red",
                           "commit box red",
                           "commit refresh now",
                           "skip",
                           "end",
                           "refresh",
                           "commit",
                           "not a move at all"}) {
    EXPECT_EQ(s.StringToAction(0, junk), std::nullopt) << junk;
  }
  // Chance texts belong to chance, decisions to the players.
  EXPECT_EQ(s.StringToAction(0, "pool red drop"), std::nullopt);
  EXPECT_EQ(s.StringToAction(kChancePlayer, "take red drop"), std::nullopt);
}

TEST(MfctText, ChanceTextsNameWhatHappens) {
  auto state = NewState();
  EXPECT_EQ(state->ActionToString(kChancePlayer, act::RandomTile(kGear)), "random tile gear");
  EXPECT_EQ(state->StringToAction(kChancePlayer, "random tile gear"), act::RandomTile(kGear));
  Table table(ExampleSetup());
  EXPECT_EQ(table->ActionToString(kChancePlayer, act::Start(1)), "start 2");
  EXPECT_EQ(table->StringToAction(kChancePlayer, "start 2"), act::Start(1));
  EXPECT_EQ(table->StringToAction(kChancePlayer, "start 3"), std::nullopt);
  EXPECT_EQ(table->ActionToString(kChancePlayer, act::Draw(CardNamed("red drop"))),
            "pool red drop");
  EXPECT_EQ(table->ActionToString(kChancePlayer, act::kReshuffle), "reshuffle");
  // Deals name the seat the state deals to; another seat does not parse.
  auto dealing = NewState();
  Rng rng(8);
  while (dealing->step() != Step::kDeal)
    dealing->ApplyLegalAction(dealing->SampleChanceOutcome(rng));
  const Action deal = dealing->ChanceOutcomes().front().first;
  const std::string text = dealing->ActionToString(kChancePlayer, deal);
  const std::string seat = std::to_string(dealing->DealSeat() + 1);
  EXPECT_EQ(text, "deal " + CardName(act::CardOf(deal)) + " to " + seat);
  EXPECT_EQ(dealing->StringToAction(kChancePlayer, text), deal);
  const std::string other = std::to_string(2 - dealing->DealSeat());
  EXPECT_EQ(dealing->StringToAction(kChancePlayer,
                                    "deal " + CardName(act::CardOf(deal)) + " to " + other),
            std::nullopt);
  EXPECT_EQ(dealing->StringToAction(kChancePlayer, "pool " + CardName(act::CardOf(deal))),
            std::nullopt);
}

TEST(MfctText, EveryLegalMoveAndOutcomeRoundTripsInRandomGames) {
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    auto state = NewState();
    Rng rng(seed);
    std::vector<Action> legal;
    while (!state->IsTerminal()) {
      const int player = state->CurrentPlayer();
      std::vector<Action> actions = state->LegalActions();
      if (state->IsChanceNode()) {
        actions.clear();
        for (const auto& [action, weight] : state->ChanceOutcomes()) actions.push_back(action);
      }
      for (const Action action : actions) {
        const std::string text = state->ActionToString(player, action);
        ASSERT_EQ(state->StringToAction(player, text), action) << text;
        ASSERT_EQ(state->WhyIllegal(action), "") << text;
        ASSERT_FALSE(state->DescribeAction(player, action, kPublicViewer).empty()) << text;
      }
      state->ApplyLegalAction(NextMove(*state, rng, seed % 2 ? 1.0 : 0.2, legal));
    }
  }
}

// The log's sentences for a table of "You" (seat 0) and "Holly" (seat 1).
const std::vector<std::string> kNames = {"You", "Holly"};

TEST(MfctText, TheLogDescribesEachDecision) {
  Table table(ExampleSetup());
  auto describe = [&](const std::string& text) {
    table.ResolveChance();
    const int player = table->CurrentPlayer();
    return LogSentence(
        table->DescribeAction(player, *table->StringToAction(player, text), kPublicViewer), player,
        kNames);
  };
  EXPECT_EQ(describe("take green gear"), "You take green gear from the pool.");
  EXPECT_EQ(describe("skip take"), "You take no card from the pool.");
  EXPECT_EQ(describe("commit refresh"),
            "You commit to a fresh pool and discard red three-dots, red arrow, blue drop, green "
            "gear.");
  table.Queue({"yellow hammer", "white drop"});
  table.Do("take blue drop");
  EXPECT_EQ(describe("skip take"), "You take no extra card.");
  EXPECT_EQ(describe("commit take red arrow"),
            "You commit to an extra card and take red arrow from the pool.");
  table.Do("commit take red three-dots");
  EXPECT_EQ(describe("play red gear"), "You start a row with red gear.");
  table.Do("play red gear");
  table.DoAll({"skip take", "play white hammer"});
  EXPECT_EQ(describe("end turn"), "Holly ends the turn without decorating.");
  table.DoAll({"end turn", "skip take"});
  // Seat 1's row is Gear: a drop fits (r1t1-r2t1), a three-dots touches no gear.
  EXPECT_EQ(describe("play blue drop right"), "You play blue drop on the right: Gear-Drop.");
  EXPECT_EQ(describe("play red three-dots left"),
            "You play red three-dots on the left, which matches no line: the row Gear is "
            "discarded and a new one starts.");
}

TEST(MfctText, TheLogTellsWhatADecorationAndTheEndOfTurnBring) {
  Table table = ScriptedGame(16);
  table.DoAll({"take white arrow", "commit take white three-dots", "play green hammer right"});
  auto describe = [&](const std::string& text, const std::vector<std::string>& names) {
    return LogSentence(table->DescribeAction(0, *table->StringToAction(0, text), kPublicViewer), 0,
                       names);
  };
  EXPECT_EQ(describe("decorate r3t1-r3t4", kNames),
            "You decorate r3t1-r3t4 with Arrow-Gear-Bricks-Hammer: 2 cubes. Cubes on r3t2, "
            "r3t3.");
  table.Do("decorate r3t1-r3t4");
  EXPECT_EQ(describe("box green", kNames),
            "You count green (4): take your own box 4; maximum now 5. You complete row 3 "
            "first: a finishing touch (4 points). You take the left base tile (4 points).");
  EXPECT_EQ(describe("box green", {"Ivy", "Holly"}),
            "Ivy counts green (4): takes their own box 4; maximum now 5. Ivy completes row 3 "
            "first: a finishing touch (4 points). Ivy takes the left base tile (4 points).");
  table.Do("box green");
  table.Do("skip take");  // seat 2
  table.DoAll({"take blue bricks", "skip take", "play white arrow",
               "commit play white three-dots right", "skip take"});
  table.DoAll({"take yellow three-dots", "commit take yellow bricks", "play blue bricks right"});
  EXPECT_EQ(describe("decorate r3t1-r5t1", kNames),
            "You decorate r3t1-r5t1 with Arrow-Three-dots-Bricks: 2 cubes. Cubes on r4t1, r5t1. "
            "You have a cube in every row first and take the star (6 points).");
  EXPECT_EQ(describe("decorate r3t1-r5t1", {"Ivy", "Holly"}),
            "Ivy decorates r3t1-r5t1 with Arrow-Three-dots-Bricks: 2 cubes. Cubes on r4t1, "
            "r5t1. Ivy has a cube in every row first and takes the star (6 points).");
  // Fewer cubes than tiles: the cubes come one by one.
  Table example(ExampleSetup());
  example.Queue({"yellow hammer"});
  example.DoAll({"take blue drop", "skip take", "play red gear", "commit play blue drop right"});
  example.DoAll({"skip take", "play white hammer", "end turn"});
  example.Queue({"white drop"});
  example.DoAll({"take red arrow", "skip take", "play red arrow right"});
  EXPECT_EQ(LogSentence(example->DescribeAction(
                            0, *example->StringToAction(0, "decorate r1t1-r3t1"), kPublicViewer),
                        0, kNames),
            "You decorate r1t1-r3t1 with Gear-Drop-Arrow: 2 cubes for 3 tiles.");
  example.Do("decorate r1t1-r3t1");
  EXPECT_EQ(
      LogSentence(example->DescribeAction(0, act::Cube(Tile("r2t1")), kPublicViewer), 0, kNames),
      "You put a cube on r2t1.");
}

TEST(MfctText, BoxSentencesSayWhatIsTaken) {
  Table table = ScriptedGame(26);
  table.DoAll({"skip take", "play yellow hammer right", "commit play red three-dots right",
               "decorate r4t1-r4t5"});
  auto describe = [&](const std::string& text) {
    return LogSentence(table->DescribeAction(0, *table->StringToAction(0, text), kPublicViewer), 0,
                       kNames);
  };
  const std::string end_of_turn =
      " You complete row 4 first: a finishing touch (5 points). You take the right base "
      "tile (3 points).";
  EXPECT_EQ(describe("box yellow"), "You count yellow (4): take a neutral box 4." + end_of_turn);
  EXPECT_EQ(describe("box red"), "You count red (1): no box." + end_of_turn);
}

}  // namespace
}  // namespace tinsel::mfct::testing
