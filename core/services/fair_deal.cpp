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
