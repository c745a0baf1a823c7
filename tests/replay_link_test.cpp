// Replay links (tinsel/replay_link.h): every game round-trips exactly, links stay short, and
// a damaged, edited or foreign link is refused with a sentence, never half-loaded.
#include "tinsel/replay_link.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <iostream>
#include <string>
#include <vector>

#include "test_support.h"
#include "tinsel/rng.h"

#ifndef TINSEL_CONFORMANCE_GAMES
#define TINSEL_CONFORMANCE_GAMES 1000
#endif

namespace tinsel {
namespace {

using testing_support::Configs;

// What a link goes after in the longest address the tests allow for (a GitHub Pages project).
constexpr std::string_view kAddress = "https://families-of-tinsel.github.io/tinsel/";
// The longest a link may be, address and all: short enough for any chat, mail or QR code.
constexpr size_t kMaxLinkChars = 2000;

// A name of the longest length allowed, different for each seat.
std::string LongName(int seat) {
  std::string name = "Seat " + std::to_string(seat + 1) + " ";
  while (name.size() < kMaxNameLength) name.push_back(static_cast<char>('a' + name.size() % 26));
  return name;
}

// A session of `config` with humans and bots of every level mixed, played by random choices
// to the end (or for `moves` decisions), chance drawn from the seed as the app does.
std::unique_ptr<Session> RandomGame(const GameEntry& entry, const GameConfig& config, uint64_t seed,
                                    int moves = 1 << 30) {
  std::vector<Seat> seats;
  for (int p = 0; p < config.players; ++p) {
    const bool bot = (seed >> p) & 1;
    const std::string level = bot ? entry.bots[(seed + p) % entry.bots.size()].id : "";
    seats.push_back({LongName(p), bot, level});
  }
  std::string error;
  auto session = Session::Create({entry.game->Id(), config.options, seats, seed}, &error);
  EXPECT_NE(session, nullptr) << error;
  if (!session) return nullptr;
  Rng rng(seed);
  session->ResolveChance();
  for (int m = 0; m < moves && !session->state().IsTerminal(); ++m) {
    const std::vector<Action> legal = session->state().LegalActions();
    EXPECT_TRUE(session->Apply(legal[rng.Below(legal.size())]).ok());
    if (m + 1 < moves) session->ResolveChance();  // the last move may leave a draw waiting
  }
  return session;
}

void ExpectSameGame(const Session& opened, const Session& original) {
  EXPECT_EQ(opened.setup().game_id, original.setup().game_id);
  EXPECT_EQ(opened.setup().options, original.setup().options);
  EXPECT_EQ(opened.setup().seed, original.setup().seed);
  EXPECT_EQ(opened.setup().rules_version, original.setup().rules_version);
  ASSERT_EQ(opened.NumPlayers(), original.NumPlayers());
  for (int p = 0; p < original.NumPlayers(); ++p) {
    EXPECT_EQ(opened.setup().seats[p].name, original.setup().seats[p].name);
    EXPECT_EQ(opened.setup().seats[p].bot, original.setup().seats[p].bot);
    EXPECT_EQ(opened.setup().seats[p].level, original.setup().seats[p].level);
  }
  ASSERT_EQ(opened.history().size(), original.history().size());
  for (size_t i = 0; i < original.history().size(); ++i) {
    EXPECT_EQ(opened.history()[i].player, original.history()[i].player) << i;
    EXPECT_EQ(opened.history()[i].text, original.history()[i].text) << i;
  }
  EXPECT_EQ(opened.state().ToString(), original.state().ToString());
}

std::unique_ptr<Session> Open(const std::string& text, std::string* error) {
  error->clear();
  auto session = OpenReplayLink(text, error);
  EXPECT_EQ(session == nullptr, !error->empty()) << *error;
  return session;
}

class ReplayLinkPerGame : public ::testing::TestWithParam<std::string> {};

// TINSEL_CONFORMANCE_GAMES finished games (1,000; fewer under the sanitizers) of every
// configuration, every seat's name as long as allowed.
TEST_P(ReplayLinkPerGame, FinishedGamesRoundTripAndStayShort) {
  const GameEntry* entry = FindGame(GetParam());
  ASSERT_NE(entry, nullptr);
  const std::vector<GameConfig> configs = Configs(*entry->game);
  size_t longest = 0;
  std::string longest_where;
  for (int g = 0; g < TINSEL_CONFORMANCE_GAMES; ++g) {
    const GameConfig& config = configs[g % configs.size()];
    auto session = RandomGame(*entry, config, Rng::Mix(97, g));
    ASSERT_NE(session, nullptr);
    ASSERT_TRUE(session->state().IsTerminal());
    const std::string link =
        std::string(kAddress) + std::string(kReplayLinkMarker) + ReplayLinkPayload(*session);
    if (link.size() > longest) {
      longest = link.size();
      longest_where = std::to_string(config.players) + " players, game " + std::to_string(g);
    }
    std::string error;
    auto opened = Open(link, &error);
    ASSERT_NE(opened, nullptr) << error;
    ExpectSameGame(*opened, *session);
    if (HasFailure()) return;
  }
  std::cout << "[ longest   ] " << GetParam() << ": " << longest << " characters (" << longest_where
            << ")\n";
  EXPECT_LE(longest, kMaxLinkChars);
}

// Games stopped anywhere, also just before a draw: the link holds exactly what was played.
TEST_P(ReplayLinkPerGame, GamesInProgressRoundTrip) {
  const GameEntry* entry = FindGame(GetParam());
  ASSERT_NE(entry, nullptr);
  const std::vector<GameConfig> configs = Configs(*entry->game);
  for (int g = 0; g < 60; ++g) {
    auto session = RandomGame(*entry, configs[g % configs.size()], Rng::Mix(5, g), g % 23);
    ASSERT_NE(session, nullptr);
    std::string error;
    auto opened = Open(ReplayLinkPayload(*session), &error);
    ASSERT_NE(opened, nullptr) << error;
    ExpectSameGame(*opened, *session);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, ReplayLinkPerGame,
                         ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

std::string SomeLink() {
  auto session = RandomGame(*FindGame("ghosts-of-christmas"), {3, {}}, 42);
  return ReplayLinkPayload(*session);
}

TEST(ReplayLink, EveryChangedCharacterIsRefused) {
  const std::string link = SomeLink();
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string error;
  for (size_t i = 0; i < link.size(); ++i) {
    for (int k : {1, 17, 40}) {
      std::string changed = link;
      changed[i] = alphabet[(alphabet.find(link[i]) + k) % alphabet.size()];
      EXPECT_EQ(Open(changed, &error), nullptr) << "position " << i;
      EXPECT_FALSE(error.empty());
    }
    EXPECT_EQ(Open(link.substr(0, i), &error), nullptr) << "cut at " << i;
  }
  EXPECT_EQ(Open(link + "A", &error), nullptr);
  EXPECT_EQ(Open(link + "AAAA", &error), nullptr);
  EXPECT_EQ(Open(link + "!", &error), nullptr);
  EXPECT_NE(error.find("not a replay link"), std::string::npos) << error;
}

TEST(ReplayLink, DamageIsExplainedInWords) {
  std::string link = SomeLink();
  link[link.size() / 2] = link[link.size() / 2] == 'A' ? 'B' : 'A';
  std::string error;
  EXPECT_EQ(Open(link, &error), nullptr);
  EXPECT_NE(error.find("damaged"), std::string::npos) << error;
  EXPECT_EQ(Open("", &error), nullptr);
  EXPECT_EQ(Open(std::string(kMaxReplayLinkChars + 1, 'A'), &error), nullptr);
  EXPECT_NE(error.find("far more"), std::string::npos) << error;
}

TEST(ReplayLink, AWholeAddressOrAPastedLinkWithLineBreaksOpens) {
  const std::string link = SomeLink();
  std::string error;
  EXPECT_NE(Open("https://example.org/tinsel/index.html#replay=" + link, &error), nullptr) << error;
  std::string wrapped = link;
  wrapped.insert(wrapped.size() / 2, "\r\n  ");
  EXPECT_NE(Open("  #replay=" + wrapped + "\n", &error), nullptr) << error;
}

// Payloads whose check is right but whose content is not, written here bit by bit in the
// link's layout (core/src/replay_link.cpp): fields least significant bit first.
class Payload {
 public:
  Payload& Bits(uint64_t value, int count) {
    for (int i = 0; i < count; ++i, ++bit_) {
      if (bit_ % 8 == 0) bytes_.push_back(0);
      if ((value >> i) & 1) bytes_.back() |= static_cast<uint8_t>(1u << (bit_ % 8));
    }
    return *this;
  }
  Payload& Text(const std::string& text) {
    Bits(text.size(), 8);
    for (char c : text) Bits(static_cast<uint8_t>(c), 8);
    return *this;
  }
  // One human seat named "A" of `game` by rules 1, no options, then the seed and step count.
  static Payload OneSeat(const std::string& game, uint64_t seed, int steps,
                         int format = kReplayLinkFormat) {
    Payload payload;
    payload.Bits(format, 8).Text(game).Bits(1, 8).Bits(0, 8).Bits(1, 8).Text("A");
    payload.Bits(0, 1).Bits(seed, 64).Bits(steps, 8);
    return payload;
  }
  std::string Link() const {
    std::vector<uint8_t> bytes = bytes_;
    uint32_t crc = 0xFFFFFFFFu;
    for (uint8_t b : bytes) {
      crc ^= b;
      for (int k = 0; k < 8; ++k) crc = (crc & 1) ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
    }
    crc ^= 0xFFFFFFFFu;
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(crc >> (8 * i)));
    static constexpr char kDigits[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string text;
    uint32_t buffer = 0;
    int bits = 0;
    for (uint8_t b : bytes) {
      buffer = (buffer << 8) | b;
      for (bits += 8; bits >= 6;) text.push_back(kDigits[(buffer >> (bits -= 6)) & 0x3F]);
    }
    if (bits > 0) text.push_back(kDigits[(buffer << (6 - bits)) & 0x3F]);
    return text;
  }

 private:
  std::vector<uint8_t> bytes_;
  int bit_ = 0;
};

TEST(ReplayLink, ContentThatPassesTheCheckIsStillRefused) {
  std::string error;
  // The builder writes what the codec writes: a game not started yet opens.
  auto empty = Open(Payload::OneSeat("trim-the-tree", 9, 0).Link(), &error);
  ASSERT_NE(empty, nullptr) << error;
  EXPECT_EQ(empty->setup().seed, 9u);
  EXPECT_EQ(empty->setup().seats[0].name, "A");

  EXPECT_EQ(Open(Payload::OneSeat("trim-the-tree", 9, 0, kReplayLinkFormat + 1).Link(), &error),
            nullptr);
  EXPECT_NE(error.find("newer version"), std::string::npos) << error;

  EXPECT_EQ(Open(Payload::OneSeat("chess", 9, 0).Link(), &error), nullptr);
  EXPECT_NE(error.find("Unknown game"), std::string::npos) << error;

  EXPECT_EQ(Open(Payload::OneSeat("trim-the-tree", 9, 0).Bits(0, 8).Link(), &error), nullptr);
  EXPECT_NE(error.find("more after its last move"), std::string::npos) << error;

  EXPECT_EQ(Open(Payload::OneSeat("trim-the-tree", 9, 0x7F).Link(), &error), nullptr);
  EXPECT_NE(error.find("more moves than any game"), std::string::npos) << error;
}

TEST(ReplayLink, AMoveTheRulesDoNotAllowIsRefusedWithItsNumber) {
  // A one-player game whose first decision has a number of legal moves that is not a power of
  // two, so the index's bits can hold one past the last legal move.
  for (uint64_t seed = 1; seed < 200; ++seed) {
    std::string error;
    auto session = Session::Create({"trim-the-tree", {}, {{"A"}}, seed}, &error);
    ASSERT_NE(session, nullptr) << error;
    session->ResolveChance();
    const int draws = static_cast<int>(session->history().size());
    const size_t legal = session->state().LegalActions().size();
    if (legal < 3 || (legal & (legal - 1)) == 0) continue;
    const int width = std::bit_width(legal - 1);
    const int rules = session->setup().rules_version;
    auto payload = [&](uint64_t index) {
      Payload p;
      p.Bits(kReplayLinkFormat, 8)
          .Text("trim-the-tree")
          .Bits(rules, 8)
          .Bits(0, 8)
          .Bits(1, 8)
          .Text("A");
      p.Bits(0, 1).Bits(seed, 64).Bits(draws + 1, 8).Bits(index, width);
      return p.Link();
    };
    auto last = Open(payload(legal - 1), &error);
    ASSERT_NE(last, nullptr) << error;
    EXPECT_EQ(last->history().back().action, session->state().LegalActions().back());
    EXPECT_EQ(Open(payload(legal), &error), nullptr);
    EXPECT_NE(error.find("move " + std::to_string(draws + 1) + " is not a move the rules allow"),
              std::string::npos)
        << error;
    return;
  }
  FAIL() << "no seed gave a first decision with a number of moves that is not a power of two";
}

}  // namespace
}  // namespace tinsel
