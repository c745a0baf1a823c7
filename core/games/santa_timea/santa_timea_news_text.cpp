// Santa Timea: what the table shows as news (the last ballots' cards and results, the boats'
// latest events) and the scoring panel's breakdown.
#include <vector>

#include "games/santa_timea/santa_timea.h"
#include "tinsel/translate.h"

namespace tinsel::santa {

namespace {

// The boats' events are the whole game's: the newest few are news.
constexpr size_t kRecentEvents = 8;

std::string SeatName(const std::vector<std::string>& names, int seat) {
  return seat >= 0 && seat < static_cast<int>(names.size()) ? names[seat] : Tr("Nobody");
}

// One revealed ballot's cards and result.
void BallotNews(const SantaTimeaState& state, const BallotRecord& ballot,
                const std::vector<std::string>& names, std::vector<TableNewsItem>& news) {
  if (ballot.kind == BallotKind::kNone) return;
  const std::string number = std::to_string(ballot.number);  // the news item's id
  std::string cards;
  for (int p = 0; p < state.NumPlayers(); ++p) {
    const int vote = ballot.votes[p];
    if (vote == kNoVote) continue;
    std::string card;
    if (vote == kHatVote) {
      // TRANSLATORS: a ballot card played, in a list of them ("Holly red, Ivy a Captain's Hat").
      card = Tr("a Captain's Hat");
    } else {
      card = SantaTimeaState::ColourWords(vote);
    }
    if (!cards.empty()) cards += ", ";
    if (ballot.weights[p] > 1) {
      cards += TrPlural(
          // TRANSLATORS: a player's ballot card in a list of them: {name} the player, {card}
          // the card ("red", "a Captain's Hat"), worth {n} votes ("Holly red (2 votes)").
          "{name} {card} ({n} vote)", "{name} {card} ({n} votes)", ballot.weights[p],
          {{"name", SeatName(names, p)}, {"card", card}});
    } else {
      // TRANSLATORS: a player's ballot card in a list of them: {name} the player, {card} the
      // card ("Holly red", "Ivy a Captain's Hat").
      cards += TrFormat("{name} {card}", {{"name", SeatName(names, p)}, {"card", card}});
    }
  }
  if (!cards.empty()) {
    news.push_back(
        {"ballot:" + number,
         // TRANSLATORS: {number} is the ballot's number, {cards} the cards each player played
         // ("Holly red, Ivy a Captain's Hat").
         TrFormat("Ballot {number} revealed: {cards}.",
                  {{"number", FormatNumber(ballot.number)}, {"cards", cards}})});
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
  constexpr const char* kIslandNames[kNumIslands] = {N_("Left island"), N_("Middle island"),
                                                     N_("Right island")};
  for (int i = 0; i < kNumIslands; ++i) {
    const int officers = of_seat.landed[i][RankIndex(Rank::kOfficer)];
    const int sailors = of_seat.landed[i][RankIndex(Rank::kSailor)];
    if (officers + sailors == 0) continue;
    const IslandInfo& values = kIslands[i];
    const std::string island = Tr(kIslandNames[i]);
    const std::string officer_text = TrPlural("{n} officer", "{n} officers", officers);
    const std::string sailor_text = TrPlural("{n} sailor", "{n} sailors", sailors);
    const std::string officer_points = FormatNumber(values.officer_points);
    const std::string sailor_points = FormatNumber(values.sailor_points);
    const std::string points =
        TrPlural("{n} point", "{n} points",
                 officers * values.officer_points + sailors * values.sailor_points);
    // A line of the score breakdown: {island} "Left island", {officers} "2 officers",
    // {sailors} "1 sailor", {officer_points} and {sailor_points} what each is worth there,
    // {points} the total ("22 points").
    if (officers > 0 && sailors > 0) {
      lines.push_back(TrFormat(
          // TRANSLATORS: a line of the score breakdown ("Left island: 2 officers x 8 + 1
          // sailor x 6 = 22 points").
          "{island}: {officers} x {officer_points} + {sailors} x {sailor_points} = {points}",
          {{"island", island},
           {"officers", officer_text},
           {"officer_points", officer_points},
           {"sailors", sailor_text},
           {"sailor_points", sailor_points},
           {"points", points}}));
    } else if (officers > 0) {
      lines.push_back(
          // TRANSLATORS: a line of the score breakdown ("Left island: 2 officers x 8 = 16
          // points").
          TrFormat("{island}: {officers} x {officer_points} = {points}",
                   {{"island", island},
                    {"officers", officer_text},
                    {"officer_points", officer_points},
                    {"points", points}}));
    } else {
      lines.push_back(
          // TRANSLATORS: a line of the score breakdown ("Left island: 1 sailor x 6 = 6
          // points").
          TrFormat("{island}: {sailors} x {sailor_points} = {points}",
                   {{"island", island},
                    {"sailors", sailor_text},
                    {"sailor_points", sailor_points},
                    {"points", points}}));
    }
  }
  const int lost = of_seat.lost[0] + of_seat.lost[1];
  if (lost > 0) {
    lines.push_back(
        TrPlural("{n} pawn lost at sea: no points", "{n} pawns lost at sea: no points", lost));
  }
  if (lines.empty()) lines.push_back(Tr("No crew reached an island."));
  return lines;
}

}  // namespace tinsel::santa
