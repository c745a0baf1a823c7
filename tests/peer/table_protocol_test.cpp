// A table across devices played through the in-process network (lossy_network.h): the host's
// device and two guests' play every game to the end while messages are lost, repeated and
// reordered; a guest's device goes away and comes back; a hostile guest is refused with the
// game untouched; and at the end every guest holds the true game and a checked deal.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../test_support.h"
#include "lossy_network.h"
#include "test_crypto.h"
#include "tinsel/registry.h"
#include "tinsel/seat_history.h"
#include "tinsel/table_guest.h"
#include "tinsel/table_host.h"
#include "tinsel/table_messages.h"

namespace tinsel {
namespace {

using testing_support::LossyNetwork;
using testing_support::NetworkFaults;
using testing_support::Sha256Hex;
using testing_support::TestCrypto;

constexpr double kTick = 0.01;
constexpr int kMaxTicks = 400'000;

// The ends of the connection between devices `from` and `to`, as `to` sees them: in WebRTC,
// each end's certificate fingerprint, one per connection (tinsel/table_crypto.h).
ChannelEnds EndsAt(const std::string& to, const std::string& from) {
  return {"fp:" + to + ">" + from, "fp:" + from + ">" + to};
}

// A host and its guests on one network; seats 0 and 1 are invited, any others are bots.
class Table {
 public:
  Table(const std::string& game_id, int players, NetworkFaults faults, uint64_t seed)
      : network_(faults, seed), moves_(seed), seed_(seed) {
    SessionSetup setup{game_id, {}, {}, 0};
    std::vector<SeatPlan> plan;
    for (int seat = 0; seat < players; ++seat) {
      const bool invited = seat < 2;
      setup.seats.push_back(
          {invited ? "" : "Bot " + std::to_string(seat), !invited, invited ? "" : "random"});
      plan.push_back(invited ? SeatPlan::kInvited : SeatPlan::kBot);
    }
    host_ = std::make_unique<TableHost>(setup, plan, TestCrypto(seed * 31 + 1));
    for (int seat = 0; seat < 2 && seat < players; ++seat) Join(seat);
  }

  // A guest's device opens the link, with what it kept of the table on an earlier visit (its
  // seat token and share: TableGuest::Kept), to come back. The devices in the room meet.
  void Join(int seat, const nlohmann::json& kept = nullptr) {
    const std::string peer = "guest" + std::to_string(seat) + "-" + std::to_string(++visits_);
    if (static_cast<int>(guests_.size()) <= seat) guests_.resize(seat + 1);
    Device& device = guests_[seat];
    device.peer = peer;
    device.guest =
        std::make_unique<TableGuest>(host_->public_key(), TestCrypto(seed_ * 131 + visits_), kept);
    device.last_try = -1e9;
    SendAll(peer, device.guest->Met(host_peer_));
  }

  // The guest's device goes away (asleep, closed): its messages are lost, the host notices.
  void Leave(int seat) {
    network_.Cut(guests_[seat].peer);
    SendAll(host_peer_, host_->Left(guests_[seat].peer));
    guests_[seat].peer.clear();
  }

  // The host's page reloads: everything in flight is lost, the table comes back from what
  // the host kept (its record and its saved game) as a new device in the room, and the
  // guests' devices meet it, check it is the same host, and take their seats again.
  void ReloadHost() {
    const nlohmann::json kept = host_->Saved();
    std::unique_ptr<Session> game;
    if (host_->started()) {
      SessionSetup setup = host_->game()->setup();
      std::string error;
      game = Session::Create(setup, &error);
      ASSERT_NE(game, nullptr) << error;
      ASSERT_TRUE(game->Replay(host_->game()->HistoryTexts()).ok());
    }
    network_.Cut(host_peer_);
    std::string error;
    host_ = TableHost::Restore(kept, std::move(game), TestCrypto(seed_ * 37 + ++reloads_), &error);
    ASSERT_NE(host_, nullptr) << error;
    const std::string gone = host_peer_;
    host_peer_ = "host-" + std::to_string(reloads_ + 1);
    for (Device& device : guests_) {
      if (device.peer.empty()) continue;
      device.guest->Left(gone);
      SendAll(device.peer, device.guest->Met(host_peer_));
    }
  }

  // Runs until `done` or kMaxTicks; returns whether `done` was reached.
  template <typename Done>
  bool RunUntil(Done done) {
    for (int tick = 0; tick < kMaxTicks; ++tick) {
      if (done()) return true;
      Step();
    }
    return false;
  }

  void Step() {
    now_ += kTick;
    for (const LossyNetwork::Packet& packet : network_.Due(now_)) Deliver(packet);
    if (!host_->started() && AllSeated()) {
      EXPECT_TRUE(host_->Start().ok());
    }
    SendAll(host_peer_, host_->Flush(now_));
    PlayBots();
    for (Device& device : guests_) PlayGuest(device);
  }

  bool AllSeated() const {
    for (int seat = 0; seat < static_cast<int>(host_->plan().size()); ++seat) {
      if (host_->plan()[seat] == SeatPlan::kInvited && !host_->SeatTaken(seat)) return false;
    }
    return true;
  }

  bool Over() const {
    if (!host_->started() || !host_->game()->state().IsTerminal()) return false;
    for (const Device& device : guests_) {
      if (!device.peer.empty() && !device.guest->verdict()) return false;
    }
    return true;
  }

  TableHost& host() { return *host_; }
  TableGuest& guest(int seat) { return *guests_[seat].guest; }
  const std::string& peer(int seat) const { return guests_[seat].peer; }
  double now() const { return now_; }
  int refusals() const { return refusals_; }
  // Moves guests decided before their turn (a secret vote while others vote), all told.
  int early_sent() const { return early_sent_; }
  // Guests decide early moves where the game has them (on by default).
  void set_decide_early(bool on) { decide_early_ = on; }
  // Guests make moves at all (on by default; off, they only keep up with the table).
  void set_guests_move(bool on) { guests_move_ = on; }
  // Everything the host sent each device, by peer.
  const std::vector<std::string>& heard(const std::string& peer) { return heard_[peer]; }
  // Everything each guest's device sent, by peer.
  const std::vector<std::string>& said(const std::string& peer) { return said_[peer]; }
  const std::string& host_peer() const { return host_peer_; }

  void Send(const std::string& from, const std::string& to, const std::string& text) {
    if (from.empty() || to.empty() || text.empty()) return;
    if (from != host_peer_) said_[from].push_back(text);
    network_.Send(from, to, from == host_peer_ && tamper_ ? tamper_(text) : text, now_);
  }
  // Every message the host sends goes through `tamper` first (a host that lies).
  void set_tamper(std::function<std::string(const std::string&)> tamper) {
    tamper_ = std::move(tamper);
  }
  void SendAll(const std::string& from, const std::vector<Outgoing>& out) {
    for (const Outgoing& message : out) Send(from, message.peer, message.text);
  }
  // A device that is neither the host nor a guest of this harness (a hostile one) receives
  // what is sent to it here.
  std::vector<LossyNetwork::Packet> TakeFor(const std::string& peer) {
    std::vector<LossyNetwork::Packet> mine;
    for (LossyNetwork::Packet& packet : stray_) {
      if (packet.to == peer) mine.push_back(std::move(packet));
    }
    std::erase_if(stray_, [&](const LossyNetwork::Packet& p) { return p.to == peer; });
    return mine;
  }

 private:
  struct Device {
    std::string peer;
    std::unique_ptr<TableGuest> guest;
    double last_try = -1e9;
    double last_beat = 0;
  };

  void Deliver(const LossyNetwork::Packet& packet) {
    if (packet.to == host_peer_) {
      for (const Outgoing& out :
           host_->Receive(packet.from, packet.text, now_, EndsAt(packet.to, packet.from))) {
        refusals_ += out.text.find("\"refused\"") != std::string::npos;
        Send(host_peer_, out.peer, out.text);
      }
      return;
    }
    if (packet.from == host_peer_) heard_[packet.to].push_back(packet.text);
    for (Device& device : guests_) {
      if (device.peer != packet.to) continue;
      SendAll(device.peer,
              device.guest->Receive(packet.from, packet.text, EndsAt(packet.to, packet.from)));
      return;
    }
    stray_.push_back(packet);
  }

  void PlayBots() {
    Session* game = host_->game();
    if (game == nullptr || !game->BotToMove()) return;
    const std::vector<Action> legal = game->state().LegalActions();
    EXPECT_TRUE(game->Apply(legal[moves_.Below(legal.size())]).ok());
    game->ResolveChance();
  }

  // A guest's device: sits down until seated; on its turn, plays a random legal move of the
  // game as it knows it, once, as a person taps once: a move the network loses is the
  // device's to send again.
  void PlayGuest(Device& device) {
    if (device.peer.empty()) return;
    TableGuest& guest = *device.guest;
    const bool waited = now_ - device.last_try > 0.5;
    if (now_ - device.last_beat > 1.0) {
      device.last_beat = now_;
      SendAll(device.peer, guest.Heartbeat());
    }
    if (guest.seat() < 0) {
      if (!waited || guest.game_id().empty()) return;
      device.last_try = now_;
      const int seat = static_cast<int>(&device - guests_.data());
      SendAll(device.peer, guest.Sit(seat, "Guest " + std::to_string(seat)));
      return;
    }
    const Session* game = guest.game();
    if (game == nullptr || game->state().CurrentPlayer() != guest.seat()) {
      if (game == nullptr || !guests_move_ || !decide_early_ || !guest.early().empty()) return;
      // Another seat votes: this one votes now too (the host plays it in turn).
      const std::vector<Action> early = game->state().EarlyActions(guest.seat());
      if (early.empty()) return;
      SendAll(device.peer, *guest.Move(early[moves_.Below(early.size())]));
      ++early_sent_;
      return;
    }
    // Tapped again only when nothing of its own is on its way (the host refused it, or took
    // it back).
    if (!guests_move_ || !guest.sending().empty()) return;
    device.last_try = now_;
    const std::vector<Action> legal = game->state().LegalActions();
    SendAll(device.peer, *guest.Move(legal[moves_.Below(legal.size())]));
  }

  LossyNetwork network_;
  Rng moves_;
  uint64_t seed_;
  std::string host_peer_ = "host-1";
  int reloads_ = 0;
  std::vector<LossyNetwork::Packet> stray_;
  std::map<std::string, std::vector<std::string>> said_;
  std::function<std::string(const std::string&)> tamper_;
  std::unique_ptr<TableHost> host_;
  std::vector<Device> guests_;
  double now_ = 0;
  int visits_ = 0;
  int refusals_ = 0;
  int early_sent_ = 0;
  bool decide_early_ = true;
  bool guests_move_ = true;
  std::map<std::string, std::vector<std::string>> heard_;
};

void ExpectEveryGuestHoldsTheTrueGame(Table& table, int guests) {
  const std::vector<std::string> truth = table.host().game()->HistoryTexts();
  for (int seat = 0; seat < guests; ++seat) {
    SCOPED_TRACE("guest " + std::to_string(seat));
    ASSERT_TRUE(table.guest(seat).verdict().has_value());
    EXPECT_TRUE(table.guest(seat).verdict()->fair) << table.guest(seat).verdict()->sentence;
    ASSERT_NE(table.guest(seat).truth(), nullptr);
    EXPECT_EQ(table.guest(seat).truth()->HistoryTexts(), truth);
    EXPECT_EQ(table.guest(seat).game()->history().size(), truth.size());
  }
}

// Every reply's text, one after another.
std::string Answer(const std::vector<Outgoing>& out) {
  std::string text;
  for (const Outgoing& message : out) text += message.text;
  return text;
}

class TableProtocolTest : public ::testing::TestWithParam<std::string> {};

TEST_P(TableProtocolTest, PlaysToTheEndThroughALossyNetwork) {
  const Game& game = *FindGame(GetParam())->game;
  const int players = std::max(2, game.MinPlayers());
  Table table(GetParam(), players, {0.2, 0.2, 0.05}, 11);
  ASSERT_TRUE(table.RunUntil([&] { return table.Over(); }))
      << "the game did not finish; " << table.refusals() << " refusals; host at "
      << table.host().game()->history().size() << " moves, player "
      << table.host().game()->state().CurrentPlayer() << "; guests at "
      << (table.guest(0).game() ? table.guest(0).game()->history().size() : 0) << ", "
      << (table.guest(1).game() ? table.guest(1).game()->history().size() : 0) << " "
      << table.guest(0).refusal() << "|" << table.guest(1).refusal();
  ExpectEveryGuestHoldsTheTrueGame(table, 2);
  // Where the game has a step played at once (Santa Timea's ballots), the guests voted early.
  EXPECT_EQ(table.early_sent() > 0, GetParam() == "santa-timea");
  // A guest's seat token goes one way only: nothing a guest's device sent carries it.
  for (int seat = 0; seat < 2; ++seat) {
    const std::string token = table.guest(seat).token();
    ASSERT_FALSE(token.empty());
    for (const std::string& text : table.said(table.peer(seat))) {
      EXPECT_EQ(text.find(token), std::string::npos) << text.substr(0, 120);
    }
  }
}

// A guest's device that reloads keeps its share with its seat token (TableGuest::Kept): the
// end's check counts it. One whose browser lost the share is told so plainly: the deal was
// checked but for its own share, and nobody is said to have cheated.
TEST_P(TableProtocolTest, AReloadedGuestsShareIsCountedAndALostOneIsSaidPlainly) {
  const Game& game = *FindGame(GetParam())->game;
  Table table(GetParam(), std::max(2, game.MinPlayers()), {0.05, 0.05, 0.02}, 18);
  ASSERT_TRUE(table.RunUntil(
      [&] { return table.host().started() && table.host().game()->history().size() > 12; }));
  nlohmann::json kept0 = table.guest(0).Kept();
  nlohmann::json kept1 = table.guest(1).Kept();
  kept1.erase("share");
  table.Leave(0);
  table.Leave(1);
  table.Join(0, kept0);
  table.Join(1, kept1);
  ASSERT_TRUE(table.RunUntil([&] { return table.Over(); }));
  ASSERT_TRUE(table.guest(0).verdict().has_value());
  EXPECT_EQ(table.guest(0).verdict()->sentence, "Fair deal: checked.");
  ASSERT_TRUE(table.guest(1).verdict().has_value());
  const FairDealVerdict& lost = *table.guest(1).verdict();
  EXPECT_TRUE(lost.unchecked);
  EXPECT_EQ(lost.sentence.find("Not a fair deal"), std::string::npos) << lost.sentence;
  EXPECT_NE(lost.sentence.find("lost"), std::string::npos) << lost.sentence;
  EXPECT_NE(table.guest(1).truth(), nullptr) << "the game is still kept";
}

// A host whose end leaves out a seat's share, counts one twice, or adds one for a seat nobody
// was invited to: every guest's device names it.
TEST(TableProtocol, TheEndsSharesAreCountedSeatBySeat) {
  using nlohmann::json;
  struct Lie {
    std::function<void(json&)> change;
    std::string says;
  };
  const std::vector<Lie> lies{
      {[](json& shares) { shares.erase(shares.begin() + 1); }, "left out seat 2's share"},
      {[](json& shares) { shares[1]["seat"] = 0; }, "counted seat 1's share twice"},
      {[](json& shares) { shares[1]["share"] = shares[0]["share"]; }, "counted twice"},
      {[](json& shares) {
         shares.push_back({{"seat", 2}, {"share", "00112233445566778899aabbccddeeff"}});
       },
       "added a share for seat 3"},
  };
  for (const Lie& lie : lies) {
    SCOPED_TRACE(lie.says);
    Table table("trim-the-tree", 3, {}, 19);
    table.set_tamper([&](const std::string& text) {
      json message = json::parse(text, nullptr, false);
      if (!message.is_object() || !message.contains("end")) return text;
      lie.change(message["end"]["shares"]);
      return message.dump();
    });
    ASSERT_TRUE(table.RunUntil([&] { return table.Over(); }));
    for (int seat = 0; seat < 2; ++seat) {
      ASSERT_TRUE(table.guest(seat).verdict().has_value());
      EXPECT_FALSE(table.guest(seat).verdict()->fair);
      EXPECT_NE(table.guest(seat).verdict()->sentence.find(lie.says), std::string::npos)
          << table.guest(seat).verdict()->sentence;
      EXPECT_EQ(table.guest(seat).truth(), nullptr) << "an unfair game is not kept as true";
    }
  }
}

TEST_P(TableProtocolTest, AGuestComesBackToItsSeatMidGame) {
  const Game& game = *FindGame(GetParam())->game;
  Table table(GetParam(), std::max(2, game.MinPlayers()), {0.05, 0.05, 0.02}, 12);
  ASSERT_TRUE(table.RunUntil(
      [&] { return table.host().started() && table.host().game()->history().size() > 30; }));
  const nlohmann::json kept = table.guest(1).Kept();
  ASSERT_FALSE(table.guest(1).token().empty());
  table.Leave(1);
  EXPECT_TRUE(table.host().SeatAway(1));
  for (int tick = 0; tick < 100; ++tick) table.Step();  // the table waits for it
  table.Join(1, kept);  // the same link, what the device kept: its seat token and its share
  ASSERT_TRUE(table.RunUntil([&] { return table.Over(); }))
      << "host at " << table.host().game()->history().size() << ", away "
      << table.host().SeatAway(1) << "; guest 1 seat " << table.guest(1).seat() << " host '"
      << table.guest(1).host_peer() << "' game "
      << (table.guest(1).game() ? table.guest(1).game()->history().size() : 0) << " refusal "
      << table.guest(1).refusal() << " verdict "
      << (table.guest(1).verdict() ? table.guest(1).verdict()->sentence : "");
  EXPECT_FALSE(table.host().SeatAway(1));
  EXPECT_EQ(table.guest(1).seat(), 1);
  ExpectEveryGuestHoldsTheTrueGame(table, 2);
}

TEST_P(TableProtocolTest, TheHostReloadsMidGameAndEveryoneResumes) {
  const Game& game = *FindGame(GetParam())->game;
  Table table(GetParam(), std::max(2, game.MinPlayers()), {0.05, 0.05, 0.02}, 15);
  ASSERT_TRUE(table.RunUntil(
      [&] { return table.host().started() && table.host().game()->history().size() > 25; }));
  const size_t moves = table.host().game()->history().size();
  table.ReloadHost();
  EXPECT_EQ(table.host().game()->history().size(), moves);
  EXPECT_TRUE(table.host().SeatTaken(0) && table.host().SeatTaken(1));
  ASSERT_TRUE(table.RunUntil([&] { return table.Over(); }))
      << table.host().game()->history().size() << " player "
      << table.host().game()->state().CurrentPlayer() << " bot " << table.host().game()->BotToMove()
      << " away " << table.host().SeatAway(0) << table.host().SeatAway(1) << " guest "
      << (table.guest(0).game() ? table.guest(0).game()->history().size() : 0) << " "
      << table.guest(1).refusal() << " " << table.host().game()->state().IsTerminal();
  ExpectEveryGuestHoldsTheTrueGame(table, 2);
}

// Everything the host sends a guest's device that comes back to seat 0 (it meets the host,
// which proves itself, then says hello and is answered until it is up to date), from the host
// resumed on `game`. `kept_guest`: what seat 0's device kept (TableGuest::Kept).
std::vector<std::string> Transcript(const nlohmann::json& kept, std::unique_ptr<Session> game,
                                    const nlohmann::json& kept_guest) {
  std::string error;
  std::unique_ptr<TableHost> host =
      TableHost::Restore(kept, std::move(game), TestCrypto(5), &error);
  EXPECT_NE(host, nullptr) << error;
  if (host == nullptr) return {};
  TableGuest guest(host->public_key(), TestCrypto(6), kept_guest);
  std::vector<std::string> heard;
  std::vector<Outgoing> to_host = guest.Met("host");
  for (int round = 0; round < 10 && !to_host.empty(); ++round) {
    std::vector<Outgoing> out;
    for (const Outgoing& sent : to_host) {
      for (Outgoing& message : host->Receive("seat0", sent.text, round, EndsAt("host", "seat0"))) {
        out.push_back(message);
      }
    }
    for (Outgoing& message : host->Flush(round)) out.push_back(message);
    to_host.clear();
    for (const Outgoing& message : out) {
      if (message.peer != "seat0") continue;
      heard.push_back(message.text);
      for (Outgoing& reply : guest.Receive("host", message.text, EndsAt("seat0", "host"))) {
        to_host.push_back(std::move(reply));
      }
    }
  }
  EXPECT_NE(guest.game(), nullptr);
  return heard;
}

// The no-peeking proof for a guest's device: at positions of a played game, what seat 0's
// device hears is the same from the true game as from another game it cannot tell apart
// (everything it cannot see made up anew, tinsel/seat_history.h).
TEST_P(TableProtocolTest, AGuestHearsNothingItsSeatMayNotKnow) {
  const Game& game = *FindGame(GetParam())->game;
  Table table(GetParam(), std::max(2, game.MinPlayers()), {}, 16);
  int compared = 0;
  for (size_t position = 12; compared < 4; position += 29) {
    ASSERT_TRUE(table.RunUntil([&] {
      if (table.Over()) return true;
      if (!table.host().started() || table.guest(0).token().empty()) return false;
      // Preferably where seat 0 cannot see everything now (a vote cast, a hand), in every
      // game with secrets; else a little later.
      const Session& game = *table.host().game();
      const size_t moves = game.history().size();
      return moves >= position &&
             (SeatHistoryTexts(game, 0, 1) != game.HistoryTexts() || moves >= position + 20);
    }));
    const Session& truth = *table.host().game();
    if (truth.state().IsTerminal()) break;
    SessionSetup given = truth.setup();
    given.chance = ChanceStream::kGivenByHost;
    std::string error;
    std::unique_ptr<Session> same = Session::Create(given, &error);
    std::unique_ptr<Session> other = Session::Create(given, &error);
    ASSERT_TRUE(same != nullptr && other != nullptr) << error;
    ASSERT_TRUE(same->Replay(truth.HistoryTexts()).ok());
    ASSERT_TRUE(other->Replay(SeatHistoryTexts(truth, 0, 0xA17E5)).ok());
    nlohmann::json kept = table.host().Saved();
    // Votes kept for a later turn would be played at once by the resumed host, moving the
    // made-up game on past what seat 0 knows (its reveal): this compares the game as it is.
    for (nlohmann::json& guest : kept["guests"]) guest.erase("early");
    const nlohmann::json kept_guest = table.guest(0).Kept();
    EXPECT_EQ(Transcript(kept, std::move(same), kept_guest),
              Transcript(kept, std::move(other), kept_guest))
        << "at move " << truth.history().size();
    ++compared;
  }
  EXPECT_GT(compared, 0);
}

// Santa Timea's secret ballot at a table across devices: a guest votes while another seat
// votes; the host keeps the vote, tells only that guest it holds it, plays it the moment the
// guest's turn comes, and keeps it across a reload of its page.
TEST(TableProtocol, AVoteCastBeforeItsTurnIsPlayedInTurnAndHeardOnlyByItsSeat) {
  Table table("santa-timea", 3, {}, 21);
  table.set_decide_early(false);
  // A ballot where seat 2 (a bot) or seat 1 votes before seat 0, with guest 0 up to date.
  ASSERT_TRUE(table.RunUntil([&] {
    const Session* game = table.host().game();
    const Session* mine = table.guest(0).game();
    return game != nullptr && mine != nullptr && game->state().CurrentPlayer() != 0 &&
           mine->history().size() == game->history().size() &&
           !mine->state().EarlyActions(0).empty();
  }));
  TableGuest& guest = table.guest(0);
  const std::vector<Action> early = guest.game()->state().EarlyActions(0);
  const Action vote = early.back();
  const std::string text = guest.game()->state().ActionToString(0, vote);
  const size_t at = table.host().game()->history().size();
  EXPECT_FALSE(guest.Move(static_cast<Action>(1 << 30)).has_value()) << "not an early move";
  table.SendAll(table.peer(0), *guest.Move(vote));
  EXPECT_EQ(guest.early(), text);
  EXPECT_FALSE(guest.Move(early.front()).has_value()) << "one early move per step";
  // The host's page reloads with the vote kept: it is still played in turn.
  ASSERT_TRUE(
      table.RunUntil([&] { return table.host().Saved().dump().find(text) != std::string::npos; }));
  table.ReloadHost();
  ASSERT_TRUE(table.RunUntil([&] {
    const std::vector<HistoryEntry>& history = table.host().game()->history();
    for (size_t i = at; i < history.size(); ++i) {
      if (history[i].player == 0) return true;
    }
    return false;
  }));
  // Seat 0's first move since: the vote it cast early, made without seat 0 moving again.
  const std::vector<HistoryEntry>& history = table.host().game()->history();
  size_t first = at;
  while (history[first].player != 0) ++first;
  EXPECT_EQ(history[first].text, text);
  ASSERT_TRUE(table.RunUntil([&] { return guest.early().empty(); }))
      << "the guest's device learns its vote was played";
  // Only guest 0's device heard of its early vote; guest 1's never heard of any.
  bool told = false;
  for (const std::string& message : table.heard(table.peer(0))) {
    told = told || message.find("\"early\":\"" + text + "\"") != std::string::npos;
  }
  EXPECT_TRUE(told);
  for (const std::string& message : table.heard(table.peer(1))) {
    EXPECT_EQ(message.find("early"), std::string::npos) << message.substr(0, 120);
  }
}

// An early move the rules do not allow, or made for a step the seat has since had its turn in,
// is refused in words and changes nothing.
TEST(TableProtocol, AnEarlyMoveOutOfItsStepIsRefused) {
  Table table("santa-timea", 3, {}, 22);
  table.set_decide_early(false);
  ASSERT_TRUE(table.RunUntil([&] {
    const Session* game = table.host().game();
    return game != nullptr && game->state().CurrentPlayer() == 2 &&
           !game->state().EarlyActions(0).empty() && game->history().size() > 10;
  }));
  TableHost& host = table.host();
  const std::vector<std::string> before = host.game()->HistoryTexts();
  const double now = table.now() + 10;
  auto early = [&](size_t at, const std::string& move) {
    return "{\"t\":\"move\",\"early\":true,\"at\":" + std::to_string(at) + ",\"move\":\"" + move +
           "\"}";
  };
  // Seat 0 announcing early (only votes may be cast early), and a vote made on a table from
  // before seat 0's last move.
  EXPECT_NE(Answer(host.Receive(table.peer(0), early(before.size(), "say red"), now))
                .find("before your turn"),
            std::string::npos);
  size_t last_own = 0;
  for (size_t i = 0; i < host.game()->history().size(); ++i) {
    if (host.game()->history()[i].player == 0) last_own = i;
  }
  const std::string vote =
      host.game()->state().ActionToString(0, host.game()->state().EarlyActions(0).front());
  EXPECT_NE(Answer(host.Receive(table.peer(0), early(last_own, vote), now)).find("moved on"),
            std::string::npos);
  EXPECT_NE(Answer(host.Receive(table.peer(0),
                                "{\"t\":\"move\",\"early\":1,\"at\":0,\"move\":\"x\"}", now))
                .find("refused"),
            std::string::npos);
  EXPECT_EQ(host.game()->HistoryTexts(), before);
  EXPECT_EQ(host.Saved().dump().find("\"early\""), std::string::npos) << "nothing kept";
}

// Undo at a table across devices: a guest takes back its own last decision (the host's game
// and then every device's is shorter); another seat's device, or the host's for a guest's
// seat, is refused in words with the game untouched.
TEST(TableProtocol, OnlyTheSeatThatDecidedTakesItBack) {
  Table table("ghosts-of-christmas", 3, {}, 23);
  ASSERT_TRUE(table.RunUntil([&] {
    const Session* game = table.host().game();
    const Session* mine = table.guest(1).game();
    return game != nullptr && mine != nullptr && game->history().size() > 20 &&
           mine->history().size() == game->history().size() && game->UndoSeat() == 1 &&
           mine->UndoSeat() == 1 && table.guest(0).game() != nullptr &&
           table.guest(0).game()->history().size() == game->history().size();
  }));
  TableHost& host = table.host();
  const std::vector<std::string> before = host.game()->HistoryTexts();
  const double now = table.now() + 10;
  const std::string at = std::to_string(before.size());
  EXPECT_TRUE(table.guest(0).Undo().empty()) << "guest 0 did not make the last move";
  EXPECT_NE(Answer(host.Receive(table.peer(0), "{\"t\":\"undo\",\"at\":" + at + "}", now))
                .find("Only the player who made the last move"),
            std::string::npos);
  EXPECT_FALSE(host.UndoHere(before.size()).ok()) << "a guest's move, from the host's device";
  EXPECT_NE(Answer(host.Receive(table.peer(1), "{\"t\":\"undo\",\"at\":3}", now)).find("moved on"),
            std::string::npos);
  EXPECT_EQ(host.game()->HistoryTexts(), before);
  EXPECT_EQ(host.undos(), 0);

  const std::vector<Outgoing> asked = table.guest(1).Undo();
  ASSERT_EQ(asked.size(), 1u);
  const std::string* undo = &asked.front().text;
  EXPECT_EQ(Answer(host.Receive(table.peer(1), *undo, now)), "");
  EXPECT_LT(host.game()->history().size(), before.size());
  EXPECT_EQ(host.undos(), 1);
  // The shorter game reaches both guests' devices, each as its seat may know it (the guests
  // wait meanwhile: it is seat 1's turn again).
  const size_t after = host.game()->history().size();
  EXPECT_EQ(host.game()->state().CurrentPlayer(), 1);
  table.set_guests_move(false);
  ASSERT_TRUE(table.RunUntil([&] {
    return table.guest(0).game()->history().size() == after &&
           table.guest(1).game()->history().size() == after;
  }));
  EXPECT_EQ(host.game()->history().size(), after);
  table.set_guests_move(true);
  // The same undo again: the table has moved on.
  EXPECT_NE(Answer(host.Receive(table.peer(1), *undo, now + 2)).find("moved on"),
            std::string::npos);
  ASSERT_TRUE(table.RunUntil([&] { return table.Over(); }));
  ExpectEveryGuestHoldsTheTrueGame(table, 2);
}

// A guest taps Undo while the bot's answer to its move is still on the way: the device asks
// with the shorter history it holds, and the table takes back its move and the answer. An
// undo from before its own move arrived means another decision, and is refused.
TEST(TableProtocol, UndoReachingTheHostAfterABotAnswerTakesBothBack) {
  Table table("ghosts-of-christmas", 3, {}, 23);
  // Seat 2 is the bot: wait for seat 1's move with the bot's answer after it.
  ASSERT_TRUE(table.RunUntil([&] {
    const Session* game = table.host().game();
    return game != nullptr && game->history().size() > 20 && game->UndoSeat() == 1 &&
           game->history().back().player == 2;
  }));
  TableHost& host = table.host();
  const std::vector<std::string> before = host.game()->HistoryTexts();
  const size_t decided = static_cast<size_t>(host.game()->UndoTarget());
  ASSERT_LT(decided + 1, before.size()) << "a bot answer after seat 1's move";
  const double now = table.now() + 10;
  const std::string too_early = "{\"t\":\"undo\",\"at\":" + std::to_string(decided) + "}";
  EXPECT_NE(Answer(host.Receive(table.peer(1), too_early, now)).find("moved on"),
            std::string::npos);
  EXPECT_EQ(host.game()->HistoryTexts(), before);
  const std::string seen = "{\"t\":\"undo\",\"at\":" + std::to_string(decided + 1) + "}";
  EXPECT_NE(Answer(host.Receive(table.peer(0), seen, now)).find("Only the player"),
            std::string::npos);
  EXPECT_EQ(Answer(host.Receive(table.peer(1), seen, now)), "");
  EXPECT_EQ(host.game()->history().size(), decided);
  EXPECT_EQ(host.game()->state().CurrentPlayer(), 1);
  EXPECT_EQ(host.undos(), 1);
  ASSERT_TRUE(table.RunUntil([&] { return table.Over(); }));
  ExpectEveryGuestHoldsTheTrueGame(table, 2);
}

// `guest` meets `host` as device `peer`: the challenge, the host's proof, the guest's hello.
// Returns what the host sent every device in answer to the hello.
std::vector<Outgoing> Handshake(TableHost& host, TableGuest& guest, const std::string& peer,
                                double now) {
  std::vector<Outgoing> to_host = guest.Met("host");
  std::vector<Outgoing> last;
  for (int round = 0; round < 2; ++round) {
    std::vector<Outgoing> answers;
    for (const Outgoing& sent : to_host) {
      for (Outgoing& answer : host.Receive(peer, sent.text, now, EndsAt("host", peer))) {
        answers.push_back(std::move(answer));
      }
    }
    to_host.clear();
    for (const Outgoing& answer : answers) {
      if (answer.peer != peer || round > 0) continue;
      for (Outgoing& reply : guest.Receive("host", answer.text, EndsAt(peer, "host"))) {
        to_host.push_back(std::move(reply));
      }
    }
    last = std::move(answers);
  }
  return last;
}

TEST(TableProtocol, TheLinkOpenedTwiceLeavesTheSeatToTheNewestTab) {
  Table table("santa-timea", 3, {}, 17);
  ASSERT_TRUE(table.RunUntil([&] {
    return table.host().started() && !table.guest(1).token().empty() &&
           table.guest(1).game() != nullptr;
  }));
  TableHost& host = table.host();
  TableGuest first(host.public_key(), TestCrypto(71), table.guest(1).Kept());
  TableGuest second(host.public_key(), TestCrypto(72), table.guest(1).Kept());
  const double now = table.now() + 5;
  // Each tab says hello in turn; the older one is told, and does not take the seat back.
  Handshake(host, first, "tab1", now);
  const std::vector<Outgoing> out = Handshake(host, second, "tab2", now);
  bool told = false;
  for (const Outgoing& message : out) {
    if (message.peer != "tab1") continue;
    told = true;
    EXPECT_TRUE(first.Receive("host", message.text).empty());
  }
  EXPECT_TRUE(told);
  EXPECT_TRUE(first.replaced());
  EXPECT_NE(first.refusal().find("another tab"), std::string::npos);
  EXPECT_TRUE(first.Heartbeat().empty());
  // Whatever the old tab still sends is answered the same way, never with the seat.
  for (const Outgoing& message :
       host.Receive("tab1", "{\"t\":\"ack\",\"len\":0,\"check\":\"x\"}", now)) {
    EXPECT_NE(message.text.find("replaced"), std::string::npos);
  }
  for (const Outgoing& message : host.Flush(now + 1)) EXPECT_NE(message.peer, "tab1");
}

TEST(TableProtocol, ADamagedTableRecordIsRefusedInWords) {
  SessionSetup setup{"santa-timea", {}, {{""}, {""}, {"Bot", true, "random"}}, 0};
  TableHost host(setup, {SeatPlan::kInvited, SeatPlan::kInvited, SeatPlan::kBot}, TestCrypto(1));
  std::string error;
  const std::unique_ptr<TableHost> again =
      TableHost::Restore(host.Saved(), nullptr, TestCrypto(2), &error);
  ASSERT_NE(again, nullptr) << error;
  // The same table: the same key and the same commitment.
  EXPECT_EQ(again->public_key(), host.public_key());
  EXPECT_EQ(again->deal().commitment, host.deal().commitment);
  for (const char* field :
       {"secret", "plan", "guests", "key", "world", "seats", "shares", "share_seats"}) {
    nlohmann::json damaged = host.Saved();
    damaged[field] = "<script>";
    EXPECT_EQ(TableHost::Restore(damaged, nullptr, TestCrypto(2), &error), nullptr) << field;
    EXPECT_NE(error.find("damaged"), std::string::npos);
  }
  EXPECT_EQ(TableHost::Restore(nlohmann::json::array(), nullptr, TestCrypto(2), &error), nullptr);
}

TEST_P(TableProtocolTest, ABotTakesTheSeatOfAGuestWhoLeft) {
  const Game& game = *FindGame(GetParam())->game;
  Table table(GetParam(), std::max(2, game.MinPlayers()), {}, 13);
  ASSERT_TRUE(table.RunUntil(
      [&] { return table.host().started() && table.host().game()->history().size() > 20; }));
  table.Leave(1);
  ASSERT_TRUE(table.host().Reseat(1, SeatPlan::kBot, "random").ok());
  ASSERT_TRUE(table.RunUntil([&] { return table.Over(); }));
  ExpectEveryGuestHoldsTheTrueGame(table, 1);
  // Its old token no longer holds a seat.
  EXPECT_FALSE(table.host().SeatTaken(1));
}

// What the host answered `peer`, as one text (the refusals' sentences).
TEST(TableProtocol, AHostileGuestIsRefusedWithTheGameUntouched) {
  Table table("ghosts-of-christmas", 3, {}, 14);
  // Play until it is guest 1's turn to play a card, with both guests up to date.
  ASSERT_TRUE(table.RunUntil([&] {
    const Session* game = table.host().game();
    return game != nullptr && game->state().CurrentPlayer() == 1 && game->history().size() > 40 &&
           table.guest(0).game() != nullptr &&
           table.guest(0).game()->history().size() == game->history().size();
  }));
  TableHost& host = table.host();
  const std::vector<std::string> before = host.game()->HistoryTexts();
  const State& state = host.game()->state();
  const std::string legal = state.ActionToString(1, state.LegalActions().front());
  const std::string at = std::to_string(before.size());
  const double now = table.now() + 10;
  auto move = [&](const std::string& text) {
    return "{\"t\":\"move\",\"at\":" + at + ",\"move\":\"" + text + "\"}";
  };
  // Guest 0 plays for seat 1.
  EXPECT_NE(Answer(host.Receive(table.peer(0), move(legal), now)).find("not your turn"),
            std::string::npos);
  // A device with no seat.
  EXPECT_NE(Answer(host.Receive("stranger", move(legal), now)).find("no seat"), std::string::npos);
  // An illegal move: a card guest 1 does not hold, and words that are no move at all.
  std::string illegal;
  for (const Action action : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}) {
    if (!state.WhyIllegal(action).empty()) {
      illegal = state.ActionToString(1, action);
      break;
    }
  }
  ASSERT_FALSE(illegal.empty());
  EXPECT_NE(Answer(host.Receive(table.peer(1), move(illegal), now)), "");
  EXPECT_NE(Answer(host.Receive(table.peer(1), move("deal me four aces"), now)).find("not a move"),
            std::string::npos);
  // Oversized and malformed messages, and fields of the wrong kind.
  const std::vector<std::string> broken = {
      std::string(kMaxGuestMessageBytes + 1, ' '),
      "{",
      "[]",
      "null",
      "{\"t\":5}",
      "\xff\xfe",
      std::string(900, '[') + std::string(900, ']'),
      "{\"t\":\"move\",\"at\":\"12\",\"move\":7}",
      "{\"t\":\"move\",\"at\":-1,\"move\":\"x\"}",
      "{\"t\":\"move\",\"at\":99999999999999999999,\"move\":\"x\"}",
      "{\"t\":\"sit\",\"seat\":9,\"name\":\"Eve\",\"share\":\"0123456789abcdef\"}",
      "{\"t\":\"ack\",\"len\":3,\"check\":\"nope\"}",
      "{\"t\":\"launch\"}"};
  for (const std::string& text : broken) {
    const std::string answer = Answer(host.Receive(table.peer(1), text, now));
    if (text.find("ack") == std::string::npos) {
      EXPECT_NE(answer.find("refused"), std::string::npos) << text.substr(0, 60);
    }
  }
  EXPECT_EQ(host.game()->HistoryTexts(), before) << "a refused message changed the game";
  // The same move twice (the device sends it again until it hears back): played once, the copy
  // changes nothing and is not refused; another move made on the older table is.
  const double later = now + 2;  // a new second: a fresh allowance of messages
  EXPECT_EQ(Answer(host.Receive(table.peer(1), move(legal), later)), "");
  EXPECT_EQ(host.game()->history().size(), before.size() + 1);
  EXPECT_EQ(Answer(host.Receive(table.peer(1), move(legal), later)), "");
  EXPECT_EQ(host.game()->history().size(), before.size() + 1);
  EXPECT_NE(Answer(host.Receive(table.peer(1), move(illegal), later)).find("moved on"),
            std::string::npos);
  EXPECT_EQ(host.game()->history().size(), before.size() + 1);
  // A flood: past the allowance of a second, messages get no answer at all.
  int answered = 0;
  for (int i = 0; i < 200; ++i) {
    answered += !host.Receive("flooder", "{\"t\":\"hello\",\"v\":2}", later).empty();
  }
  EXPECT_EQ(answered, TableHost::kMessagesPerSecond);
}

TEST(TableProtocol, SeatsAreRefusedInWords) {
  SessionSetup setup{"santa-timea", {}, {{""}, {""}, {"Bot", true, "random"}}, 0};
  TableHost host(setup, {SeatPlan::kInvited, SeatPlan::kInvited, SeatPlan::kBot}, TestCrypto(1));
  auto sit_at = [&](const std::string& peer, int seat, const std::string& name,
                    const std::string& commitment) {
    // Each device its own share of the deal.
    const std::string share = std::string(16 - peer.size(), '0') + peer;
    return Answer(host.Receive(peer,
                               nlohmann::json{{"t", "sit"},
                                              {"seat", seat},
                                              {"name", name},
                                              {"share", share},
                                              {"commitment", commitment}}
                                   .dump(),
                               0));
  };
  auto sit = [&](const std::string& peer, int seat, const std::string& name) {
    return sit_at(peer, seat, name, host.deal().commitment);
  };
  // A share made for another commitment than the table's is no share of this deal.
  EXPECT_NE(sit_at("a", 0, "Ann", std::string(64, 'a')).find("not the one"), std::string::npos);
  EXPECT_NE(sit_at("a", 0, "Ann", "").find("not the one"), std::string::npos);
  EXPECT_NE(sit("a", 2, "Ann").find("not open"), std::string::npos);
  EXPECT_NE(sit("a", 0, "").find("empty"), std::string::npos);
  EXPECT_NE(sit("a", 0, std::string(60, 'x')).find("refused"), std::string::npos);
  EXPECT_NE(sit("a", 0, "Ann\n").find("refused"), std::string::npos);
  EXPECT_NE(sit("a", 0, "<b>Ann</b>").find("seated"), std::string::npos);  // text, never markup
  EXPECT_NE(sit("b", 0, "Bob").find("just taken"), std::string::npos);
  EXPECT_NE(sit("a", 1, "Ann").find("already has a seat"), std::string::npos);
  EXPECT_FALSE(host.Start().ok()) << "seat 1 is still open";
  EXPECT_NE(Answer(host.Receive("c", "{\"t\":\"hello\",\"v\":3}", 0)).find("newer"),
            std::string::npos);
  EXPECT_NE(Answer(host.Receive("c", "{\"t\":\"hello\",\"v\":1}", 0)).find("older"),
            std::string::npos);
  // A seat proof that is not one: after the host proved itself to the device, it is refused.
  host.Receive("c", "{\"t\":\"challenge\",\"v\":2,\"nonce\":\"" + std::string(32, '1') + "\"}", 0);
  EXPECT_NE(
      Answer(host.Receive("c", "{\"t\":\"hello\",\"v\":2,\"seat\":0,\"proof\":\"forged\"}", 0))
          .find("no longer kept"),
      std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(EveryGame, TableProtocolTest,
                         ::testing::ValuesIn(testing_support::GameIds()),
                         testing_support::TestNameOf);

}  // namespace
}  // namespace tinsel
