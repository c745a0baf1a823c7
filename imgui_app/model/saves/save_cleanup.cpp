#include "model/saves/save_cleanup.h"

#include <algorithm>
#include <chrono>

#include "tinsel/translate.h"

namespace tinsel::app {
namespace {

constexpr long long kSecondsPerDay = 24 * 60 * 60;

// The digits of `text` from `at` for `count` characters as a number; nullopt when any is not a
// digit.
std::optional<int> Digits(const std::string& text, size_t at, size_t count) {
  if (at + count > text.size()) return std::nullopt;
  int value = 0;
  for (size_t i = at; i < at + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

// Seconds since 1970 of "YYYY-MM-DDTHH:MM:SS..." (UTC, as the saves write it).
std::optional<long long> SecondsSinceEpoch(const std::string& iso8601) {
  if (iso8601.size() < 19 || iso8601[4] != '-' || iso8601[7] != '-' || iso8601[10] != 'T' ||
      iso8601[13] != ':' || iso8601[16] != ':') {
    return std::nullopt;
  }
  const auto year = Digits(iso8601, 0, 4), month = Digits(iso8601, 5, 2),
             day = Digits(iso8601, 8, 2), hour = Digits(iso8601, 11, 2),
             minute = Digits(iso8601, 14, 2), second = Digits(iso8601, 17, 2);
  if (!year || !month || !day || !hour || !minute || !second) return std::nullopt;
  const std::chrono::year_month_day date{std::chrono::year(*year),
                                         std::chrono::month(static_cast<unsigned>(*month)),
                                         std::chrono::day(static_cast<unsigned>(*day))};
  if (!date.ok() || *hour > 23 || *minute > 59 || *second > 60) return std::nullopt;
  const long long days = std::chrono::sys_days(date).time_since_epoch().count();
  return days * kSecondsPerDay + *hour * 3600 + *minute * 60 + *second;
}

// Not damaged, openable here and all stored: what a bulk clear may judge and remove.
bool KnownAndStored(const SlotSummary& save) {
  return !save.damaged && save.cannot_open.empty() && save.unsaved.empty();
}

bool Qualifies(const SlotSummary& save, ClearKind kind, const std::string& now) {
  return kind == ClearKind::kFinished ? KnownAndStored(save) && save.over : IsOldGame(save, now);
}

}  // namespace

std::optional<long long> SecondsBetween(const std::string& from, const std::string& to) {
  const std::optional<long long> start = SecondsSinceEpoch(from), end = SecondsSinceEpoch(to);
  if (!start || !end) return std::nullopt;
  return *end - *start;
}

bool IsOldGame(const SlotSummary& save, const std::string& now) {
  if (!KnownAndStored(save) || save.over) return false;
  // A save with no readable date is not judged old: only what the library knows counts.
  const std::optional<long long> age = SecondsBetween(save.updated, now);
  return age.has_value() && *age > kOldGameDays * kSecondsPerDay;
}

std::vector<std::string> ClearCandidates(const std::vector<SlotSummary>& list, ClearKind kind,
                                         const std::string& now) {
  std::vector<std::string> slots;
  for (const SlotSummary& save : list) {
    if (Qualifies(save, kind, now)) slots.push_back(save.slot);
  }
  return slots;
}

std::string NotPlayedFor(const SlotSummary& save, const std::string& now) {
  if (!IsOldGame(save, now)) return "";
  const long long days = *SecondsBetween(save.updated, now) / kSecondsPerDay;
  // Rough units a family says aloud: weeks for the first two months, then months, then years.
  if (days < 60) return TrPlural("Not played for {n} week", "Not played for {n} weeks", days / 7);
  if (days < 730) {
    return TrPlural("Not played for {n} month", "Not played for {n} months", days / 30);
  }
  return TrPlural("Not played for {n} year", "Not played for {n} years", days / 365);
}

Status ClearSaves(SaveLibrary& library, const std::vector<std::string>& confirmed, ClearKind kind,
                  const std::string& now, int* removed) {
  std::vector<std::string> going;
  for (const SlotSummary& save : library.List()) {
    const bool asked = std::find(confirmed.begin(), confirmed.end(), save.slot) != confirmed.end();
    if (asked && Qualifies(save, kind, now)) going.push_back(save.slot);
  }
  if (removed != nullptr) *removed = static_cast<int>(going.size());
  if (going.empty()) return Status::Ok();
  return library.RemoveMany(going);
}

}  // namespace tinsel::app
