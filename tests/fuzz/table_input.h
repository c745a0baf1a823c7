// The table across devices the table_messages fuzz target plays against, shared with the
// corpus writer: a Ghosts of Christmas table (two guests, a bot) started and dealt, and what a
// guest heard on its way there. The first byte of an input says who receives the rest:
//   kToHostFromGuest  the host, from the guest in seat 0
//   kToHostFromStranger  the host, from a device with no seat
//   kToGuest          the guest in seat 0, from the host
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tinsel/table_guest.h"
#include "tinsel/table_host.h"
#include "tinsel/table_messages.h"

namespace tinsel::fuzz {

enum TableTarget : uint8_t { kToHostFromGuest = 0, kToHostFromStranger = 1, kToGuest = 2 };

// Not SHA-256: a fixed stand-in of the same shape (64 hex digits). The fuzz target is about
// reading messages; the fair deal's hash is tested with the real one (tests/peer).
inline std::string StandInHash(const std::string& bytes) {
  uint64_t hash = 0xCBF29CE484222325ull;
  for (const char c : bytes) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001B3ull;
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (int round = 0; round < 4; ++round) {
    for (int i = 0; i < 16; ++i) hex += kDigits[(hash >> (4 * i)) & 15];
    hash = hash * 0x100000001B3ull + 1;
  }
  return hex;
}

struct FuzzTable {
  std::unique_ptr<TableHost> host;
  std::unique_ptr<TableGuest> guest;  // seat 0, up to date
  std::vector<std::string> heard;     // what the guest heard (the corpus's host messages)
  std::vector<std::string> said;      // what the guest said (the corpus's guest messages)
};

inline FuzzTable MakeFuzzTable() {
  FuzzTable table;
  SessionSetup setup{"ghosts-of-christmas", {}, {{""}, {""}, {"Bot", true, "random"}}, 7};
  table.host = std::make_unique<TableHost>(
      setup, std::vector<SeatPlan>{SeatPlan::kInvited, SeatPlan::kInvited, SeatPlan::kBot},
      "00112233445566778899aabbccddeeff", 7, StandInHash);
  table.guest = std::make_unique<TableGuest>("", "0123456789abcdef", StandInHash);
  TableGuest other("", "fedcba9876543210", StandInHash);
  auto exchange = [&](const std::string& text, double now) {
    table.said.push_back(text);
    std::vector<std::string> to_host;
    for (const Outgoing& out : table.host->Receive("g0", text, now)) {
      if (out.peer != "g0") continue;
      table.heard.push_back(out.text);
      for (std::string& reply : table.guest->Receive(out.text)) to_host.push_back(reply);
    }
    return to_host;
  };
  exchange(table.guest->Hello(), 0);
  exchange(table.guest->Sit(0, "Holly"), 0);
  table.host->Receive("g1", other.Sit(1, "Ivy"), 0);
  table.host->Start();
  for (const Outgoing& out : table.host->Flush(1)) {
    if (out.peer != "g0") continue;
    table.heard.push_back(out.text);
    for (const std::string& reply : table.guest->Receive(out.text)) exchange(reply, 1);
  }
  return table;
}

}  // namespace tinsel::fuzz
