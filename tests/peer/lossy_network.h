// An in-process network for the table-across-devices tests: it can drop, repeat, delay and so
// reorder every message, from a seed, so a test is the same every run.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "tinsel/rng.h"

namespace tinsel::testing_support {

struct NetworkFaults {
  double drop = 0;          // chance a message is lost
  double repeat = 0;        // chance it arrives twice
  double max_delay = 0.02;  // seconds; different delays reorder messages
};

class LossyNetwork {
 public:
  struct Packet {
    std::string from;
    std::string to;
    std::string text;
    double at = 0;
  };

  LossyNetwork(NetworkFaults faults, uint64_t seed) : faults_(faults), rng_(seed) {}

  void Send(const std::string& from, const std::string& to, const std::string& text, double now) {
    ++sent_;
    if (Chance() < faults_.drop) return;
    const int copies = Chance() < faults_.repeat ? 2 : 1;
    for (int copy = 0; copy < copies; ++copy) {
      in_flight_.push_back({from, to, text, now + Chance() * faults_.max_delay});
    }
  }

  // Every message due by `now`, earliest first.
  std::vector<Packet> Due(double now) {
    std::stable_sort(in_flight_.begin(), in_flight_.end(),
                     [](const Packet& a, const Packet& b) { return a.at < b.at; });
    std::vector<Packet> due;
    auto first_later = std::find_if(in_flight_.begin(), in_flight_.end(),
                                    [now](const Packet& p) { return p.at > now; });
    due.assign(in_flight_.begin(), first_later);
    in_flight_.erase(in_flight_.begin(), first_later);
    return due;
  }

  // Messages to or from `peer` still on their way are lost (its device went away).
  void Cut(const std::string& peer) {
    std::erase_if(in_flight_, [&](const Packet& p) { return p.from == peer || p.to == peer; });
  }

  int sent() const { return sent_; }

 private:
  double Chance() { return static_cast<double>(rng_.Below(1'000'000)) / 1'000'000.0; }

  NetworkFaults faults_;
  Rng rng_;
  std::vector<Packet> in_flight_;
  int sent_ = 0;
};

}  // namespace tinsel::testing_support
