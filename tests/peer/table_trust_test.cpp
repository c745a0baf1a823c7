// Who a guest's device trusts at a table across devices (tinsel/table_crypto.h,
// tinsel/table_guest.h): only the device that proves it holds the link's key on that very
// connection is the host, a seat is taken again by a proof that is worth nothing elsewhere,
// the first deal commitment is kept for good, and the end's check counts exactly one share per
// invited seat. Each attack here once worked (issue 42: any device that said "host" was
// believed, hello carried the seat token, a later commitment replaced the first, the shares
// were not counted).
#include <gtest/gtest.h>

#include <deque>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "test_crypto.h"
#include "tinsel/table_guest.h"
#include "tinsel/table_host.h"

namespace tinsel {
namespace {

using nlohmann::json;
using testing_support::TestCrypto;

ChannelEnds EndsAt(const std::string& to, const std::string& from) {
  return {"fp:" + to + ">" + from, "fp:" + from + ">" + to};
}

bool Contains(const std::vector<std::string>& texts, const std::string& part) {
  for (const std::string& text : texts) {
    if (text.find(part) != std::string::npos) return true;
  }
  return false;
}

// A room of devices on a perfect network: the host "host" (seat 0 played at it, seats 1 and 2
// invited), guests by name, and whatever a test sends by hand. What each device received is
// kept by name; messages for a device that is neither host nor guest wait in `inbox`.
class Room {
 public:
  Room() {
    SessionSetup setup{"ghosts-of-christmas", {}, {{"You"}, {""}, {""}}, 0};
    host = std::make_unique<TableHost>(
        setup, std::vector<SeatPlan>{SeatPlan::kHere, SeatPlan::kInvited, SeatPlan::kInvited},
        TestCrypto(1));
  }

  TableGuest& NewGuest(const std::string& name, const json& kept = nullptr) {
    guests[name] =
        std::make_unique<TableGuest>(host->public_key(), TestCrypto(100 + guests.size()), kept);
    return *guests[name];
  }

  // `guest` meets `peer` in the room (the host, or any other device).
  void Meet(const std::string& guest, const std::string& peer) {
    Queue(guest, guests[guest]->Met(peer));
    Pump();
  }

  void Send(const std::string& from, const std::string& to, const std::string& text) {
    queue.push_back({from, to, text});
  }
  void Queue(const std::string& from, const std::vector<Outgoing>& out) {
    for (const Outgoing& message : out) Send(from, message.peer, message.text);
  }

  void Pump() {
    for (int steps = 0; steps < 1000 && !queue.empty(); ++steps) {
      const Message message = queue.front();
      queue.pop_front();
      received[message.to].push_back(message.text);
      sent[message.from].push_back(message.text);
      if (message.to == host_peer) {
        Queue(host_peer,
              host->Receive(message.from, message.text, ++now, EndsAt(message.to, message.from)));
        Queue(host_peer, host->Flush(now));
      } else if (guests.count(message.to) > 0) {
        Queue(message.to, guests[message.to]->Receive(message.from, message.text,
                                                      EndsAt(message.to, message.from)));
      } else {
        inbox[message.to].push_back(message);
      }
    }
  }

  // `guest` meets the host and sits at `seat`.
  void Seat(const std::string& guest, int seat) {
    Meet(guest, host_peer);
    Queue(guest, guests[guest]->Sit(seat, guest));
    Pump();
  }

  struct Message {
    std::string from;
    std::string to;
    std::string text;
  };
  std::unique_ptr<TableHost> host;
  std::string host_peer = "host";
  std::map<std::string, std::unique_ptr<TableGuest>> guests;
  std::deque<Message> queue;
  std::map<std::string, std::vector<std::string>> received;
  std::map<std::string, std::vector<std::string>> sent;
  std::map<std::string, std::vector<Message>> inbox;
  double now = 0;
};

TEST(TableTrust, TheHostProvesItselfAndTheGuestSits) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Seat("ann", 1);
  EXPECT_EQ(ann.host_peer(), "host");
  EXPECT_EQ(ann.seat(), 1);
  EXPECT_TRUE(ann.warning().empty());
  EXPECT_TRUE(room.host->SeatTaken(1));
}

// A device that holds the link answers the challenge with a proof under a key of its own: it is
// not the host, the guest says so, and sends it nothing more than the challenge.
TEST(TableTrust, AFakeHostIsIgnoredAndNamedInWords) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Meet("ann", "fake");
  ASSERT_EQ(room.inbox["fake"].size(), 1u);
  const json challenge = json::parse(room.inbox["fake"][0].text);
  ASSERT_EQ(challenge["t"], "challenge");
  // The fake answers as a host would, with its own table's key.
  SessionSetup setup{"ghosts-of-christmas", {}, {{"Eve"}, {""}, {""}}, 0};
  TableHost fake(setup, {SeatPlan::kHere, SeatPlan::kInvited, SeatPlan::kInvited}, TestCrypto(9));
  room.Queue("fake", fake.Receive("ann", room.inbox["fake"][0].text, 0, EndsAt("fake", "ann")));
  // And then, as a host would, its table.
  room.Queue("fake", fake.Receive("ann", R"({"t":"hello","v":2})", 0, EndsAt("fake", "ann")));
  room.Pump();
  EXPECT_TRUE(ann.seats().empty()) << "the fake's table is not shown";
  EXPECT_EQ(ann.host_peer(), "");
  EXPECT_NE(ann.warning().find("pass for the host"), std::string::npos);
  EXPECT_EQ(room.sent["ann"].size(), 1u) << "the challenge, nothing more";
  // The real host still proves itself.
  room.Seat("ann", 1);
  EXPECT_EQ(ann.host_peer(), "host");
  EXPECT_EQ(ann.seat(), 1);
}

// The fake asks the real host for a proof on its own connection, then hands it to the guest.
TEST(TableTrust, AProofFromAnotherConnectionIsRefused) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  // The fake's own challenge to the host, and the host's genuine proof to the fake.
  room.Send("fake", "host",
            json{{"t", "challenge"}, {"v", 2}, {"nonce", std::string(32, '7')}}.dump());
  room.Pump();
  ASSERT_EQ(room.inbox["fake"].size(), 1u);
  const std::string genuine = room.inbox["fake"][0].text;
  room.inbox["fake"].clear();
  room.Meet("ann", "fake");
  room.Send("fake", "ann", genuine);  // replayed
  room.Pump();
  EXPECT_EQ(ann.host_peer(), "");
  EXPECT_FALSE(ann.warning().empty());
  EXPECT_EQ(room.sent["ann"].size(), 1u);
}

// The fake relays the guest's very challenge to the host and the host's answer back: the nonce
// is right, but the proof names the connection between the host and the fake.
TEST(TableTrust, AProofRelayedOverAnotherConnectionIsRefused) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Meet("ann", "fake");
  ASSERT_EQ(room.inbox["fake"].size(), 1u);
  room.Send("fake", "host", room.inbox["fake"][0].text);
  room.inbox["fake"].clear();
  room.Pump();
  ASSERT_EQ(room.inbox["fake"].size(), 1u);
  const json proof = json::parse(room.inbox["fake"][0].text);
  ASSERT_EQ(proof["t"], "proof");
  room.Send("fake", "ann", proof.dump());
  room.Pump();
  EXPECT_EQ(ann.host_peer(), "");
  EXPECT_FALSE(ann.warning().empty());
  EXPECT_EQ(room.sent["ann"].size(), 1u) << "no hello, no seat proof to the fake";
}

// A signature over the right bytes by another key, and the right key with a signature made
// for other bytes: neither proves anything.
TEST(TableTrust, AReSignedProofIsRefused) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Meet("ann", "fake");
  const json challenge = json::parse(room.inbox["fake"][0].text);
  const TableCrypto crypto = TestCrypto(3);
  const std::string other_key = crypto.random_hex(32);
  const std::string nonce(32, 'c');
  const std::string bytes = HostProofBytes(challenge["nonce"], nonce, "fp:fake>ann", "fp:ann>fake");
  for (const json& forged : {json{{"t", "proof"},
                                  {"v", 2},
                                  {"key", room.host->public_key()},
                                  {"nonce", nonce},
                                  {"sig", crypto.sign(other_key, bytes)}},
                             json{{"t", "proof"},
                                  {"v", 2},
                                  {"key", crypto.public_key(other_key)},
                                  {"nonce", nonce},
                                  {"sig", crypto.sign(other_key, bytes)}}}) {
    room.Meet("ann", "fake");
    room.Send("fake", "ann", forged.dump());
    room.Pump();
    EXPECT_EQ(ann.host_peer(), "");
  }
  EXPECT_FALSE(ann.warning().empty());
}

// What a seated device sends to take its seat again is an HMAC of the host's nonce on its own
// connection: the same message from another connection gets no seat, and the token itself
// never travels from the guest.
TEST(TableTrust, ASeatProofIsWorthNothingOnAnotherConnection) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Seat("ann", 1);
  ASSERT_EQ(ann.seat(), 1);
  ASSERT_FALSE(ann.token().empty());
  // Ann's phone reloads: it meets the host again and takes its seat with a proof.
  const json kept = ann.Kept();
  room.host->Left("ann");
  TableGuest& again = room.NewGuest("ann2", kept);
  room.Meet("ann2", "host");
  EXPECT_EQ(again.seat(), 1);
  EXPECT_FALSE(room.host->SeatAway(1));
  std::string hello;
  for (const std::string& text : room.sent["ann2"]) {
    if (text.find("\"hello\"") != std::string::npos) hello = text;
  }
  ASSERT_NE(hello.find("\"proof\""), std::string::npos);
  for (const char* name : {"ann", "ann2"}) {
    EXPECT_FALSE(Contains(room.sent[name], ann.token())) << name << " sent its token";
  }
  // A stranger replays that hello on its own connection (after the host proved itself to it),
  // or sends the token as the old protocol did: no seat, no history.
  room.Send("eve", "host",
            json{{"t", "challenge"}, {"v", 2}, {"nonce", std::string(32, '5')}}.dump());
  room.Send("eve", "host", hello);
  room.Send("eve", "host", json{{"t", "hello"}, {"v", 2}, {"token", ann.token()}}.dump());
  room.Pump();
  bool seated = false;
  bool refused = false;
  for (const Room::Message& message : room.inbox["eve"]) {
    seated = seated || message.text.find("\"seated\"") != std::string::npos ||
             message.text.find("\"history\"") != std::string::npos;
    refused = refused || message.text.find("no longer kept") != std::string::npos;
  }
  EXPECT_FALSE(seated);
  EXPECT_TRUE(refused) << "the replayed proof is refused in words";
  EXPECT_FALSE(room.host->SeatAway(1)) << "Ann's phone keeps its seat";
}

// The host's record changed (another secret) after the guests' shares were known: the resumed
// host proves itself with the same key, but its commitment is not the one the guest kept.
TEST(TableTrust, AChangedCommitmentIsRefusedForGood) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Seat("ann", 1);
  const std::string pinned = ann.Kept()["commitment"];
  EXPECT_EQ(pinned, room.host->deal().commitment);
  json record = room.host->Saved();
  record["secret"] = "ffeeddccbbaa99887766554433221100";
  std::string error;
  room.host = TableHost::Restore(record, nullptr, TestCrypto(2), &error);
  ASSERT_NE(room.host, nullptr) << error;
  ann.Left("host");
  room.host_peer = "host2";
  room.Meet("ann", "host2");
  EXPECT_TRUE(ann.broken());
  EXPECT_NE(ann.refusal().find("Not a fair deal"), std::string::npos) << ann.refusal();
  EXPECT_NE(ann.refusal().find("commitment changed"), std::string::npos);
  EXPECT_EQ(ann.Kept()["commitment"], pinned) << "the first commitment stays kept";
  // It says nothing more to that host, and sits nowhere.
  const size_t said = room.sent["ann"].size();
  EXPECT_TRUE(ann.Heartbeat().empty());
  EXPECT_TRUE(ann.Sit(2, "Ann").empty());
  room.Meet("ann", "host2");
  EXPECT_EQ(room.sent["ann"].size(), said);
}

// A device that sat keeps what it needs across a reload (the token, its share, the commitment
// and the invited seats it saw first), and a damaged record is read as no record.
TEST(TableTrust, WhatAGuestKeepsComesBackWhole) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Seat("ann", 1);
  const json kept = ann.Kept();
  EXPECT_EQ(kept["seat"], 1);
  EXPECT_EQ(kept["invited"], json::array({1, 2}));
  EXPECT_TRUE(IsDealSecret(kept["share"]));
  TableGuest again(room.host->public_key(), TestCrypto(7), kept);
  EXPECT_EQ(again.Kept(), kept);
  for (const json& damaged : {json("<script>"), json::array(), json{{"share", 5}, {"seat", "x"}},
                              json{{"invited", json::array({-1, 99, "a"})}}}) {
    TableGuest fresh(room.host->public_key(), TestCrypto(8), damaged);
    EXPECT_EQ(fresh.seat(), -1);
    EXPECT_TRUE(fresh.token().empty());
    EXPECT_TRUE(IsDealSecret(fresh.Kept()["share"])) << "a new share of its own";
  }
}

// A move made while the host's page is away is kept and sent once the host has proven itself
// again.
TEST(TableTrust, AMoveMadeWhileTheHostIsAwayGoesWhenItIsBack) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  TableGuest& ben = room.NewGuest("ben");
  room.Seat("ann", 1);
  room.Seat("ben", 2);
  ASSERT_TRUE(room.host->Start().ok());
  // Seat 0 (played at the host) moves until a guest is to move.
  Session& game = *room.host->game();
  while (game.state().CurrentPlayer() == 0) {
    ASSERT_TRUE(game.Apply(game.state().LegalActions().front()).ok());
    game.ResolveChance();
  }
  room.Queue("host", room.host->Flush(100));
  room.Pump();
  const int mover = game.state().CurrentPlayer();
  TableGuest& guest = mover == 1 ? ann : ben;
  const std::string name = mover == 1 ? "ann" : "ben";
  ASSERT_NE(guest.game(), nullptr);
  ASSERT_EQ(guest.game()->history().size(), game.history().size());
  const size_t before = game.history().size();
  guest.Left("host");
  const std::optional<std::vector<Outgoing>> sent =
      guest.Move(guest.game()->state().LegalActions().front());
  ASSERT_TRUE(sent.has_value()) << "taken";
  EXPECT_TRUE(sent->empty()) << "nothing goes while the host is away";
  room.Meet(name, "host");
  EXPECT_EQ(game.history().size(), before + 1) << "sent after the host proved itself again";
}

// A move lost on its way to the host (a connection that dropped it, as one being replaced
// can) is sent again with the heartbeat until the table answers: a person taps once. The copy
// that arrives after the move was played changes nothing and is not refused (issue 42: a
// tablet's bid was lost and its seat waited for ever).
TEST(TableTrust, AMoveLostOnItsWayIsSentAgainAndPlayedOnce) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  TableGuest& ben = room.NewGuest("ben");
  room.Seat("ann", 1);
  room.Seat("ben", 2);
  ASSERT_TRUE(room.host->Start().ok());
  Session& game = *room.host->game();
  while (game.state().CurrentPlayer() == 0) {
    ASSERT_TRUE(game.Apply(game.state().LegalActions().front()).ok());
    game.ResolveChance();
  }
  room.Queue("host", room.host->Flush(100));
  room.Pump();
  const int mover = game.state().CurrentPlayer();
  TableGuest& guest = mover == 1 ? ann : ben;
  const std::string name = mover == 1 ? "ann" : "ben";
  ASSERT_NE(guest.game(), nullptr);
  const size_t before = game.history().size();
  const std::optional<std::vector<Outgoing>> lost =
      guest.Move(guest.game()->state().LegalActions().front());
  ASSERT_TRUE(lost.has_value() && lost->size() == 1);  // and the network drops it
  EXPECT_EQ(game.history().size(), before);
  const std::vector<Outgoing> beat = guest.Heartbeat();
  std::vector<std::string> beat_texts;
  for (const Outgoing& message : beat) beat_texts.push_back(message.text);
  ASSERT_TRUE(Contains(beat_texts, R"("move")")) << "the heartbeat carries the move again";
  EXPECT_FALSE(guest.sending().empty()) << "on its way";
  // The heartbeat's copy arrives, and so, late, does a copy of it (the network repeats it).
  room.Queue(name, beat);
  room.Queue(name, beat);
  room.Pump();
  EXPECT_EQ(game.history().size(), before + 1) << "played once";
  EXPECT_TRUE(guest.refusal().empty()) << guest.refusal();
  ASSERT_NE(guest.game(), nullptr);
  EXPECT_EQ(guest.game()->history().size(), before + 1);
  for (const Outgoing& message : guest.Heartbeat()) {
    EXPECT_EQ(message.text.find(R"("move")"), std::string::npos) << "answered: not sent again";
  }
}

// The end's shares: exactly one per seat invited when the device first saw the table, its own
// at its seat; anything else is named.
TEST(TableTrust, TheEndCountsExactlyOneSharePerInvitedSeat) {
  const std::string a = "0123456789abcdef";
  const std::string b = "fedcba9876543210";
  const std::string c = "00112233445566778899aabbccddeeff";
  const std::vector<int> invited{1, 2};
  EXPECT_FALSE(CheckShares({1, 2}, {a, b}, invited, 1, a).has_value());
  struct Case {
    std::vector<int> seats;
    std::vector<std::string> shares;
    std::string says;
  };
  for (const Case& wrong : std::vector<Case>{
           {{1}, {a}, "left out seat 3's share"},
           {{2}, {b}, "left out seat 2's share"},
           {{1, 1, 2}, {a, a, b}, "seat 2's share twice"},
           {{1, 2}, {a, a}, "seat 3's share is another seat's"},
           {{0, 1, 2}, {c, a, b}, "added a share for seat 1"},
           {{1, 2, 3}, {a, b, c}, "added a share for seat 4"},
           {{1, 2}, {c, b}, "this device's share was left out"},
       }) {
    const std::optional<FairDealVerdict> verdict =
        CheckShares(wrong.seats, wrong.shares, invited, 1, a);
    ASSERT_TRUE(verdict.has_value()) << wrong.says;
    EXPECT_FALSE(verdict->fair);
    EXPECT_NE(verdict->sentence.find(wrong.says), std::string::npos) << verdict->sentence;
    EXPECT_EQ(verdict->sentence.find("Not a fair deal"), 0u);
  }
  // A device that lost its share checks the rest; its own it cannot.
  EXPECT_FALSE(CheckShares({1, 2}, {c, b}, invited, 1, "").has_value());
}

// A page that goes says so over its seat's own connection: the seat is away at once; a bye from
// any other device changes nothing.
TEST(TableTrust, AGuestsByeShowsItsSeatAway) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Seat("ann", 1);
  room.Send("eve", "host", R"({"t":"bye"})");
  room.Pump();
  EXPECT_FALSE(room.host->SeatAway(1));
  room.Queue("ann", ann.Bye());
  room.Pump();
  EXPECT_TRUE(room.host->SeatAway(1));
}

TEST(TableTrust, ALongNameGetsItsRealReason) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Meet("ann", "host");
  room.Queue("ann", ann.Sit(1, std::string(200, 'x')));
  room.Pump();
  EXPECT_EQ(ann.refusal().find("Type a name"), std::string::npos) << ann.refusal();
  EXPECT_NE(ann.refusal().find("40"), std::string::npos) << ann.refusal();
}

// The host kept the name "You": on a phone, "You" is the phone's own player.
TEST(TableTrust, TheHostsDefaultNameReachesThePhonesAsTheHost) {
  Room room;
  TableGuest& ann = room.NewGuest("ann");
  room.Meet("ann", "host");
  ASSERT_EQ(ann.seats().size(), 3u);
  EXPECT_EQ(ann.seats()[0].name, "Host");
  EXPECT_EQ(room.host->SeatName(0), "You") << "the host's own device keeps it";
}

}  // namespace
}  // namespace tinsel
