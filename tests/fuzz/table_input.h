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

#include "tinsel/table_crypto.h"
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

// A stand-in for the table's cryptography of the right shapes (tinsel/table_crypto.h), not a
// secure one: a "signature" any reader could forge. The fuzz target is about reading messages;
// the proofs are tested with OpenSSL's Ed25519 and HMAC (tests/peer).
inline TableCrypto StandInCrypto(uint64_t seed) {
  TableCrypto crypto;
  crypto.sha256 = StandInHash;
  crypto.hmac_sha256 = [](const std::string& key, const std::string& bytes) {
    return StandInHash(key + "|" + bytes);
  };
  crypto.public_key = [](const std::string& secret) { return StandInHash("key|" + secret); };
  crypto.sign = [](const std::string& secret, const std::string& bytes) {
    const std::string half = StandInHash("sig|" + StandInHash("key|" + secret) + "|" + bytes);
    return half + half;
  };
  crypto.verify = [](const std::string& key, const std::string& bytes,
                     const std::string& signature) {
    const std::string half = StandInHash("sig|" + key + "|" + bytes);
    return signature == half + half;
  };
  auto counter = std::make_shared<uint64_t>(seed);
  crypto.random_hex = [counter](size_t bytes) {
    std::string hex;
    while (hex.size() < 2 * bytes) hex += StandInHash(std::to_string((*counter)++));
    return hex.substr(0, 2 * bytes);
  };
  return crypto;
}

struct FuzzTable {
  std::unique_ptr<TableHost> host;
  std::unique_ptr<TableGuest> guest;  // seat 0, up to date
  std::vector<std::string> heard;     // what the guest heard (the corpus's host messages)
  std::vector<std::string> said;      // what the guest said (the corpus's guest messages)
};

// Every message between the host and the guests' devices g0 and g1 delivered at once.
inline FuzzTable MakeFuzzTable() {
  FuzzTable table;
  SessionSetup setup{"ghosts-of-christmas", {}, {{""}, {""}, {"Bot", true, "random"}}, 7};
  table.host = std::make_unique<TableHost>(
      setup, std::vector<SeatPlan>{SeatPlan::kInvited, SeatPlan::kInvited, SeatPlan::kBot},
      StandInCrypto(1));
  table.guest = std::make_unique<TableGuest>(table.host->public_key(), StandInCrypto(2));
  TableGuest other(table.host->public_key(), StandInCrypto(3));
  auto pump = [&](std::vector<Outgoing> from_g0, std::vector<Outgoing> from_g1, double now) {
    for (int round = 0; round < 8; ++round) {
      std::vector<Outgoing> answers;
      for (const Outgoing& out : from_g0) {
        table.said.push_back(out.text);
        for (Outgoing& answer : table.host->Receive("g0", out.text, now)) {
          answers.push_back(std::move(answer));
        }
      }
      for (const Outgoing& out : from_g1) {
        for (Outgoing& answer : table.host->Receive("g1", out.text, now)) {
          answers.push_back(std::move(answer));
        }
      }
      for (Outgoing& answer : table.host->Flush(now)) answers.push_back(std::move(answer));
      if (answers.empty()) break;
      from_g0.clear();
      from_g1.clear();
      for (const Outgoing& answer : answers) {
        if (answer.peer == "g0") {
          table.heard.push_back(answer.text);
          for (Outgoing& reply : table.guest->Receive("host", answer.text)) {
            from_g0.push_back(std::move(reply));
          }
        } else if (answer.peer == "g1") {
          for (Outgoing& reply : other.Receive("host", answer.text)) {
            from_g1.push_back(std::move(reply));
          }
        }
      }
    }
  };
  pump(table.guest->Met("host"), other.Met("host"), 0);
  pump(table.guest->Sit(0, "Holly"), other.Sit(1, "Ivy"), 0);
  table.host->Start();
  pump({}, {}, 1);
  return table;
}

}  // namespace tinsel::fuzz
