// Santa Timea: canonical action text, log sentences and ballot explanations.
#include <vector>

#include "games/santa_timea/santa_timea.h"
#include "tinsel/words.h"

namespace tinsel::santa {
namespace {

std::vector<std::string> SplitWords(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  for (char c : text) {
    if (c == ' ') {
      words.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  words.push_back(word);
  return words;
}

int ParseColour(const std::string& word) {
  for (int c = 0; c < kNumColours; ++c) {
    if (word == kColourNames[c]) return c;
  }
  return -1;
}

int ParseRank(const std::string& word) {
  if (word == "officer") return RankIndex(Rank::kOfficer);
  if (word == "sailor") return RankIndex(Rank::kSailor);
  return -1;
}

// A small number 1..9 written as one digit.
int ParseDigit(const std::string& word) {
  if (word.size() != 1 || word[0] < '1' || word[0] > '9') return -1;
  return word[0] - '0';
}

std::optional<Action> Parse(const std::vector<std::string>& w) {
  const size_t n = w.size();
  if (n == 2 && w[0] == "start") {
    const int seat = ParseDigit(w[1]);
    if (seat >= 1 && seat <= kMaxPlayers) return act::Start(seat - 1);
    return std::nullopt;
  }
  if (n == 5 && w[0] == "boat" && w[2] == "@" && w[3] == "lane") {
    const int colour = ParseColour(w[1]);
    const int lane = ParseDigit(w[4]);
    if (colour < 0 || colour == kBlack || lane < 1 || lane > kNumLanes) return std::nullopt;
    return act::PlaceBoat(colour, lane - 1);
  }
  if (n == 4 && w[0] == "black" && w[1] == "@" && w[2] == "lane") {
    const int lane = ParseDigit(w[3]);
    if (lane < 1 || lane > kNumLanes) return std::nullopt;
    return act::PlaceBoat(kBlack, lane - 1);
  }
  if (n == 4 && w[0] == "seat" && w[2] == "in") {
    const int rank = ParseRank(w[1]);
    const int colour = ParseColour(w[3]);
    if (rank < 0 || colour < 0) return std::nullopt;
    return act::SeatPawn(static_cast<Rank>(rank), colour);
  }
  if (n == 4 && w[1] == "out" && w[2] == "of") {
    const int rank = ParseRank(w[0]);
    const int colour = ParseColour(w[3]);
    if (rank < 0 || colour < 0) return std::nullopt;
    return act::Out(static_cast<Rank>(rank), colour);
  }
  if (n == 2) {
    if (w[0] == "vote" && w[1] == "hat") return act::kVoteHat;
    const int colour = ParseColour(w[1]);
    if (colour < 0) return std::nullopt;
    if (w[0] == "vote") return act::Vote(colour);
    if (w[0] == "pick") return act::Pick(colour);
    if (w[0] == "say") return act::Say(colour);
    if (w[0] == "board") return act::Board(colour);
  }
  return std::nullopt;
}

std::string Lane(int lane) { return "lane " + std::to_string(lane + 1); }

}  // namespace

std::string SantaTimeaState::ColourName(int colour) {
  if (colour < 0 || colour >= kNumColours) return "?";
  return std::string(kColourNames[colour]);
}

std::string SantaTimeaState::PlayerName(int player) {
  std::string name = ColourName(player);
  if (!name.empty() && name[0] >= 'a' && name[0] <= 'z') name[0] = static_cast<char>(name[0] - 32);
  return name;
}

std::string SantaTimeaState::ActionToString(int /*player*/, Action a) const {
  if (a >= act::kStart && a < act::kStart + kMaxPlayers) return "start " + std::to_string(a + 1);
  if (a >= act::kPlaceBoat && a < act::kPlaceBoat + kNumColours * kNumLanes) {
    const int colour = (a - act::kPlaceBoat) / kNumLanes;
    const int lane = (a - act::kPlaceBoat) % kNumLanes;
    if (colour == kBlack) return "black @ " + Lane(lane);
    return "boat " + ColourName(colour) + " @ " + Lane(lane);
  }
  if (a >= act::kSeat && a < act::kSeat + kNumRanks * kNumColours) {
    const Rank rank = static_cast<Rank>((a - act::kSeat) / kNumColours);
    return std::string("seat ") + RankName(rank) + " in " +
           ColourName((a - act::kSeat) % kNumColours);
  }
  if (a == act::kVoteHat) return "vote hat";
  if (a >= act::kVote && a < act::kVote + kNumColours) return "vote " + ColourName(a - act::kVote);
  if (a >= act::kPick && a < act::kPick + kNumColours) return "pick " + ColourName(a - act::kPick);
  if (a >= act::kOut && a < act::kOut + kNumRanks * kNumColours) {
    const Rank rank = static_cast<Rank>((a - act::kOut) / kNumColours);
    return std::string(RankName(rank)) + " out of " + ColourName((a - act::kOut) % kNumColours);
  }
  if (a >= act::kBoard && a < act::kBoard + kNumColours)
    return "board " + ColourName(a - act::kBoard);
  if (a >= act::kSay && a < act::kSay + kNumColours) return "say " + ColourName(a - act::kSay);
  return "unknown " + std::to_string(a);
}

std::optional<Action> SantaTimeaState::StringToAction(int player, const std::string& text) const {
  std::optional<Action> action = Parse(SplitWords(text));
  // Only the canonical spelling round-trips (no extra spaces, no leading zeros).
  if (!action || ActionToString(player, *action) != text) return std::nullopt;
  return action;
}

std::string SantaTimeaState::DescribeAction(int player, Action a, int viewer) const {
  // The actor is not named (LogSentence puts it first); other seats are {pN}; the words that
  // agree with a seat are {third|you} alternatives (NameSeats).
  if (player == kChancePlayer && a >= act::kStart && a < act::kStart + kMaxPlayers) {
    return "{p" + std::to_string(a) + "} (" + PlayerName(a) + ") {is|are} the start player.";
  }
  if (a >= act::kPlaceBoat && a < act::kPlaceBoat + kNumColours * kNumLanes) {
    const int colour = (a - act::kPlaceBoat) / kNumLanes;
    return "{puts|put} the " + ColourName(colour) + " boat on start field " +
           std::to_string((a - act::kPlaceBoat) % kNumLanes + 1) + ".";
  }
  if (a >= act::kSeat && a < act::kSeat + kNumRanks * kNumColours) {
    const Rank rank = static_cast<Rank>((a - act::kSeat) / kNumColours);
    return std::string("{seats|seat} ") + (rank == Rank::kOfficer ? "an officer" : "a sailor") +
           " in the " + ColourName((a - act::kSeat) % kNumColours) + " boat.";
  }
  if (a >= act::kVote && a <= act::kVoteHat) {
    if (viewer != player) return "{has|have} voted.";
    if (a == act::kVoteHat) return "{plays|play} a Captain's Hat (secret until the reveal).";
    return "{votes|vote} " + ColourName(a - act::kVote) + " (secret until the reveal).";
  }
  if (a >= act::kPick && a < act::kPick + kNumColours) {
    return "{picks|pick} " + ColourName(a - act::kPick) + ".";
  }
  if (a >= act::kOut && a < act::kOut + kNumRanks * kNumColours) {
    const Rank rank = static_cast<Rank>((a - act::kOut) / kNumColours);
    return std::string("{takes|take} ") + (rank == Rank::kOfficer ? "an officer" : "a sailor") +
           " out of the " + ColourName((a - act::kOut) % kNumColours) + " boat.";
  }
  if (a >= act::kBoard && a < act::kBoard + kNumColours) {
    return "{boards|board} the " + ColourName(a - act::kBoard) + " boat.";
  }
  if (a >= act::kSay && a < act::kSay + kNumColours) {
    return "{says|say}: \"I vote " + ColourName(a - act::kSay) + ".\" (not binding)";
  }
  return ActionToString(player, a);
}

std::string SantaTimeaState::DescribeEvent(const Event& e) const {
  const std::string boat = "the " + ColourName(e.boat) + " boat";
  const std::string rank = RankName(e.rank);
  switch (e.kind) {
    case Event::Kind::kLeak:
      return "A leak goes into " + boat + ".";
    case Event::Kind::kOverboard:
      return PlayerName(e.player) + "'s " + rank + " is thrown out of " + boat + ".";
    case Event::Kind::kMoved:
      return "The " + ColourName(e.boat) + " boat moves to row " + std::to_string(e.value + 1) +
             ".";
    case Event::Kind::kLanded:
      return "The " + ColourName(e.boat) + " boat lands on the " +
             std::string(kIslands[IslandIndex(boats_[e.boat].island())].name) +
             " island (landing stage " + std::to_string(e.value + 1) + ").";
    case Event::Kind::kSank:
      return "The " + ColourName(e.boat) + " boat sinks; " + std::to_string(e.value) +
             (e.value == 1 ? " pawn is" : " pawns are") + " lost.";
    case Event::Kind::kLeft:
      return PlayerName(e.player) + "'s " + rank + " leaves " + boat + ".";
    case Event::Kind::kBoarded:
      return PlayerName(e.player) + "'s " + rank + " boards " + boat + ".";
    case Event::Kind::kDrowned:
      return PlayerName(e.player) + "'s " + rank + " from " + boat + " finds no seat and drowns.";
    case Event::Kind::kNoLeaks:
      return "No leaks are left: phase 1 is skipped.";
    case Event::Kind::kStartPlayer:
      return PlayerName(e.player) + " is the start player.";
  }
  return {};
}

std::string SantaTimeaState::ExplainBallot(const BallotRecord& r) const {
  if (r.kind == BallotKind::kNone) return "No ballot yet.";
  auto subject = [&](int c) {
    switch (r.kind) {
      case BallotKind::kLeak:
        return "the leak goes into the " + ColourName(c) + " boat";
      case BallotKind::kMove:
        return "the " + ColourName(c) + " boat moves";
      case BallotKind::kOverboard:
        return "a " + ColourName(c) + " pawn is thrown out of the " + ColourName(r.boat) + " boat";
      case BallotKind::kNone:
        break;
    }
    return std::string();
  };
  auto list = [&](OptionMask mask) {
    std::string out;
    for (int c = 0; c < kNumColours; ++c) {
      if (HasOption(mask, c)) out += (out.empty() ? "" : ", ") + ColourName(c);
    }
    return out;
  };
  const Tally& t = r.tally;
  const std::string outcome =
      r.result >= 0 ? ": " + subject(r.result) + "." : " (waiting for the pick).";
  const std::string starter = PlayerName(r.start_player);
  const std::string hats = std::to_string(t.hats) + " Captain's Hats cancelled out";
  const int best = r.result >= 0 ? t.counts[r.result] : 0;
  switch (t.rule) {
    case TallyRule::kOnlyOption:
      return "Only one choice was possible" + outcome;
    case TallyRule::kMajority:
      return "Most votes (" + std::to_string(best) + ")" + outcome;
    case TallyRule::kTie:
      return "Tie between " + list(t.pick_options) + "; the start player " + starter + " picks" +
             outcome;
    case TallyRule::kOneHat: {
      int hat_player = -1;
      for (int p = 0; p < num_players_; ++p) {
        if (r.votes[p] == kHatVote) hat_player = p;
      }
      return PlayerName(hat_player) + " played the only Captain's Hat and picks" + outcome;
    }
    case TallyRule::kHatsCancel:
      return hats + "; most votes (" + std::to_string(best) + ")" + outcome;
    case TallyRule::kHatsCancelTie:
      return hats + "; tie between " + list(t.pick_options) + ", the start player " + starter +
             " picks" + outcome;
    case TallyRule::kAllHats:
      return "Every card was a Captain's Hat; the start player " + starter + " picks" + outcome;
  }
  return {};
}

namespace {

// The boats' events are the whole game's: the newest few are news.
constexpr size_t kRecentEvents = 8;

std::string SeatName(const std::vector<std::string>& names, int seat) {
  return seat >= 0 && seat < static_cast<int>(names.size()) ? names[seat] : "Nobody";
}

// One revealed ballot's cards and result.
void BallotNews(const SantaTimeaState& state, const BallotRecord& ballot,
                const std::vector<std::string>& names, std::vector<TableNewsItem>& news) {
  if (ballot.kind == BallotKind::kNone) return;
  const std::string number = std::to_string(ballot.number);
  std::string cards;
  for (int p = 0; p < state.NumPlayers(); ++p) {
    const int vote = ballot.votes[p];
    if (vote == kNoVote) continue;
    cards +=
        (cards.empty() ? "" : ", ") + SeatName(names, p) + " " +
        (vote == kHatVote ? std::string("a Captain's Hat") : SantaTimeaState::ColourName(vote));
    if (ballot.weights[p] > 1) cards += " (" + Plural(ballot.weights[p], "vote") + ")";
  }
  if (!cards.empty()) {
    news.push_back({"ballot:" + number, "Ballot " + number + " revealed: " + cards + "."});
  }
  news.push_back({"ballot:" + number + ":result:" + std::to_string(ballot.result),
                  state.ExplainBallot(ballot)});
}

}  // namespace

// The last two ballots' cards and results (a ballot is followed at once by one with a single
// possible outcome, which would hide it), and the boats' latest events.
std::vector<TableNewsItem> SantaTimeaState::TableNews(const std::vector<std::string>& names) const {
  std::vector<TableNewsItem> news;
  BallotNews(*this, previous_ballot(), names, news);
  BallotNews(*this, last_ballot(), names, news);
  const std::vector<Event>& all = events();
  const size_t first = all.size() > kRecentEvents ? all.size() - kRecentEvents : 0;
  for (size_t i = first; i < all.size(); ++i) {
    news.push_back({"event:" + std::to_string(i), DescribeEvent(all[i])});
  }
  return news;
}

// The crew landed on each island, at its points per rank, and the pawns lost at sea.
std::vector<std::string> SantaTimeaState::ScoreBreakdown(
    int seat, const std::vector<std::string>& /*seat_log*/) const {
  std::vector<std::string> lines;
  if (seat < 0 || seat >= NumPlayers()) return lines;
  const Crew& of_seat = crew(seat);
  constexpr const char* kIslandNames[kNumIslands] = {"Left island", "Middle island",
                                                     "Right island"};
  for (int i = 0; i < kNumIslands; ++i) {
    const int officers = of_seat.landed[i][RankIndex(Rank::kOfficer)];
    const int sailors = of_seat.landed[i][RankIndex(Rank::kSailor)];
    if (officers + sailors == 0) continue;
    const IslandInfo& values = kIslands[i];
    std::string line = std::string(kIslandNames[i]) + ": ";
    if (officers > 0) {
      line += Plural(officers, "officer") + " x " + std::to_string(values.officer_points);
    }
    if (sailors > 0) {
      line += std::string(officers > 0 ? " + " : "") + Plural(sailors, "sailor") + " x " +
              std::to_string(values.sailor_points);
    }
    line +=
        " = " + Plural(officers * values.officer_points + sailors * values.sailor_points, "point");
    lines.push_back(line);
  }
  const int lost = of_seat.lost[0] + of_seat.lost[1];
  if (lost > 0) lines.push_back(Plural(lost, "pawn") + " lost at sea: no points");
  if (lines.empty()) lines.push_back("No crew reached an island.");
  return lines;
}

}  // namespace tinsel::santa
