#include "tinsel/fair_deal.h"

#include <memory>

namespace tinsel {
namespace {

bool IsLowerHex(const std::string& text) {
  for (const char c : text) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

}  // namespace

bool IsDealSecret(const std::string& text) {
  return text.size() >= 16 && text.size() <= 64 && IsLowerHex(text);
}

bool IsDealCommitment(const std::string& text) { return text.size() == 64 && IsLowerHex(text); }

uint64_t SeedFromDeal(const std::string& host_secret, const std::vector<std::string>& contributions,
                      const Sha256Hex& sha256) {
  // Separators keep ("ab","c") and ("a","bc") apart; the digits never contain them.
  std::string bytes = "tinsel-deal:" + host_secret;
  for (const std::string& part : contributions) bytes += "|" + part;
  const std::string digest = sha256(bytes);
  uint64_t seed = 0;
  for (size_t i = 0; i < 16 && i < digest.size(); ++i) {
    const char c = digest[i];
    seed = (seed << 4) | static_cast<uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
  }
  return seed;
}

namespace {

FairDealVerdict SeatVerdict(const char* message, int seat) {
  FairDealVerdict verdict;
  verdict.message = message;
  verdict.seat = seat + 1;
  verdict.sentence = TrFormat(message, {{"seat", FormatNumber(seat + 1)}});
  return verdict;
}

}  // namespace

std::optional<FairDealVerdict> CheckShares(const std::vector<int>& seats,
                                           const std::vector<std::string>& shares,
                                           const std::vector<int>& invited, int own_seat,
                                           const std::string& own_share) {
  if (seats.size() != shares.size()) {
    return FairDealVerdict{false, Tr("Not a fair deal: the host's list of shares is damaged."), 0};
  }
  for (size_t i = 0; i < seats.size(); ++i) {
    if (i > 0 && seats[i] == seats[i - 1]) {
      return SeatVerdict(N_("Not a fair deal: the host counted seat {seat}'s share twice."),
                         seats[i]);
    }
    for (size_t j = 0; j < i; ++j) {
      if (shares[j] == shares[i]) {
        return SeatVerdict(
            N_("Not a fair deal: seat {seat}'s share is another seat's, counted twice."), seats[i]);
      }
    }
    if (i > 0 && seats[i] < seats[i - 1]) {
      return FairDealVerdict{false, Tr("Not a fair deal: the host's list of shares is damaged."),
                             0};
    }
  }
  // Each invited seat once; nothing else.
  for (const int seat : invited) {
    bool found = false;
    for (const int given : seats) found = found || given == seat;
    if (!found) {
      return SeatVerdict(N_("Not a fair deal: the host left out seat {seat}'s share."), seat);
    }
  }
  for (const int given : seats) {
    bool expected = false;
    for (const int seat : invited) expected = expected || given == seat;
    if (!expected) {
      return SeatVerdict(
          N_("Not a fair deal: the host added a share for seat {seat}, which was not invited."),
          given);
    }
  }
  if (own_share.empty()) return std::nullopt;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (seats[i] == own_seat && shares[i] != own_share) {
      return FairDealVerdict{false, Tr("Not a fair deal: this device's share was left out."), 0};
    }
  }
  return std::nullopt;
}

FairDealVerdict CheckFairDeal(SessionSetup setup, const FairDealRecord& record,
                              const std::vector<std::string>& history, const Sha256Hex& sha256) {
  if (!IsDealSecret(record.host_secret) || !IsDealCommitment(record.commitment)) {
    return {false, Tr("The host did not reveal a secret to check the deal with."), 0};
  }
  if (sha256(record.host_secret) != record.commitment) {
    return {false,
            Tr("The host's revealed secret does not match its promise: the deal is not fair."), 0};
  }
  for (const std::string& part : record.contributions) {
    if (!IsDealSecret(part))
      return {false, Tr("A player's contribution to the deal is damaged."), 0};
  }
  setup.seed = SeedFromDeal(record.host_secret, record.contributions, sha256);
  setup.chance = ChanceStream::kBoundToRules;
  std::string error;
  const std::unique_ptr<Session> replay = Session::Create(setup, &error);
  if (replay == nullptr) return {false, "The game cannot be checked: " + error, 0};
  size_t applied = 0;
  const Status status = replay->Replay(history, &applied);
  if (!status.ok()) {
    return {false, "Not a fair deal: " + status.message(), static_cast<int>(applied) + 1};
  }
  return {true, Tr("Fair deal: checked."), 0};
}

}  // namespace tinsel
