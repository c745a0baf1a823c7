// Issue 42's defects, reproduced on the table protocol as it was: a guest that believes any
// host, a commitment a host can swap, shares the end check does not count, a seat token sent
// in the clear, a long name refused for the wrong reason.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "sha256.h"
#include "tinsel/table_guest.h"
#include "tinsel/table_host.h"

namespace tinsel {
namespace {

using nlohmann::json;
using testing_support::Sha256Hex;

const std::string kMine = "0123456789abcdef";
const std::string kSecretA = "00112233445566778899aabbccddeeff";
const std::string kSecretB = "ffeeddccbbaa99887766554433221100";

std::string TableText(const std::string& commitment) {
  return json{{"t", "table"},
              {"v", 1},
              {"game", "trim-the-tree"},
              {"options", json::object()},
              {"rules", 2},
              {"seats",
               {{{"name", "Host"}, {"plan", "here"}, {"taken", true}, {"away", false}},
                {{"name", "Ann"}, {"plan", "invited"}, {"taken", true}, {"away", false}}}},
              {"commitment", commitment},
              {"started", true}}
      .dump();
}

TEST(TableTrustToday, AGuestKeepsTheFirstCommitmentItSaw) {
  TableGuest guest("", kMine, Sha256Hex);
  guest.Receive(TableText(Sha256Hex(kSecretA)));
  guest.Receive(json{{"t", "seated"}, {"seat", 1}, {"token", "aaaabbbbccccdddd"}}.dump());
  // The host swaps its commitment after seeing the share: the guest must not follow.
  guest.Receive(TableText(Sha256Hex(kSecretB)));
  EXPECT_NE(guest.refusal().find("commitment changed"), std::string::npos) << guest.refusal();
}

TEST(TableTrustToday, AHelloNeverCarriesTheSeatToken) {
  TableGuest guest("aaaabbbbccccddddeeeeffff00001111", kMine, Sha256Hex);
  EXPECT_EQ(guest.Hello().find("aaaabbbbccccddddeeeeffff00001111"), std::string::npos);
}

TEST(TableTrustToday, ALongNameGetsItsRealReason) {
  SessionSetup setup{"trim-the-tree", {}, {{"You"}, {""}}, 0};
  TableHost host(setup, {SeatPlan::kHere, SeatPlan::kInvited}, kSecretA, 1, Sha256Hex);
  const std::string sit = TableGuest("", kMine, Sha256Hex).Sit(1, std::string(200, 'x'));
  std::string answer;
  for (const Outgoing& out : host.Receive("p", sit, 0)) answer += out.text;
  EXPECT_EQ(answer.find("Type a name"), std::string::npos) << answer;
  EXPECT_NE(answer.find("40"), std::string::npos) << answer;
}

TEST(TableTrustToday, TheHostsDefaultNameReachesThePhonesAsTheHost) {
  SessionSetup setup{"trim-the-tree", {}, {{"You"}, {""}}, 0};
  TableHost host(setup, {SeatPlan::kHere, SeatPlan::kInvited}, kSecretA, 1, Sha256Hex);
  std::string answer;
  for (const Outgoing& out : host.Receive("p", TableGuest("", kMine, Sha256Hex).Hello(), 0)) {
    answer += out.text;
  }
  EXPECT_EQ(answer.find("\"You\""), std::string::npos) << answer;
}

}  // namespace
}  // namespace tinsel
