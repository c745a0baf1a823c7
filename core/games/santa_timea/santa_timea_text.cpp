// Santa Timea: canonical action text, log sentences and ballot explanations.
#include <vector>

#include "games/santa_timea/santa_timea.h"
#include "tinsel/translate.h"

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

std::string SantaTimeaState::ColourWords(int colour) {
  static constexpr const char* kWords[kNumColours] = {
      // TRANSLATORS: the colours of Santa Timea's boats and players ("the red boat", "vote
      // red").
      N_("green"), N_("red"), N_("yellow"), N_("blue"), N_("purple"), N_("white"), N_("black")};
  if (colour < 0 || colour >= kNumColours) return "?";
  return Tr(kWords[colour]);
}

std::string SantaTimeaState::PlayerName(int player) {
  static constexpr const char* kNames[kNumColours] = {
      // TRANSLATORS: a Santa Timea player called by their colour ("Red is the start player.").
      N_("Green"), N_("Red"), N_("Yellow"), N_("Blue"), N_("Purple"), N_("White"), N_("Black")};
  if (player < 0 || player >= kNumColours) return "?";
  return Tr(kNames[player]);
}

const char* RankWords(Rank rank) {
  // TRANSLATORS: a pawn of Santa Timea: an officer (2 votes) or a sailor (1 vote).
  return rank == Rank::kOfficer ? Tr("officer") : Tr("sailor");
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
  // In the messages below, {verb|verb} gives the verb for another player, then for "you"
  // (keep the braces and the bar); {colour} is a colour word ("red").
  if (player == kChancePlayer && a >= act::kStart && a < act::kStart + kMaxPlayers) {
    return TrFormat(
        // TRANSLATORS: {player} is a player's name or "You", {colour} their colour ("Red").
        "{player} ({colour}) {is|are} the start player.",
        {{"player", "{p" + std::to_string(a) + "}"}, {"colour", PlayerName(a)}});
  }
  if (a >= act::kPlaceBoat && a < act::kPlaceBoat + kNumColours * kNumLanes) {
    const int colour = (a - act::kPlaceBoat) / kNumLanes;
    return TrFormat(
        // TRANSLATORS: a log sentence after a player's name; {field} is a number 1-7.
        "{puts|put} the {colour} boat on start field {field}.",
        {{"colour", ColourWords(colour)},
         {"field", FormatNumber((a - act::kPlaceBoat) % kNumLanes + 1)}});
  }
  if (a >= act::kSeat && a < act::kSeat + kNumRanks * kNumColours) {
    const Rank rank = static_cast<Rank>((a - act::kSeat) / kNumColours);
    const std::string colour = ColourWords((a - act::kSeat) % kNumColours);
    if (rank == Rank::kOfficer) {
      // TRANSLATORS: a log sentence after a player's name (seating a pawn in a boat).
      return TrFormat("{seats|seat} an officer in the {colour} boat.", {{"colour", colour}});
    }
    return TrFormat("{seats|seat} a sailor in the {colour} boat.", {{"colour", colour}});
  }
  if (a >= act::kVote && a <= act::kVoteHat) {
    // TRANSLATORS: a log sentence after a player's name: a secret vote was cast.
    if (viewer != player) return Tr("{has|have} voted.");
    if (a == act::kVoteHat) return Tr("{plays|play} a Captain's Hat (secret until the reveal).");
    return TrFormat("{votes|vote} {colour} (secret until the reveal).",
                    {{"colour", ColourWords(a - act::kVote)}});
  }
  if (a >= act::kPick && a < act::kPick + kNumColours) {
    // TRANSLATORS: a log sentence after a player's name: the pick after a ballot.
    return TrFormat("{picks|pick} {colour}.", {{"colour", ColourWords(a - act::kPick)}});
  }
  if (a >= act::kOut && a < act::kOut + kNumRanks * kNumColours) {
    const Rank rank = static_cast<Rank>((a - act::kOut) / kNumColours);
    const std::string colour = ColourWords((a - act::kOut) % kNumColours);
    if (rank == Rank::kOfficer) {
      return TrFormat("{takes|take} an officer out of the {colour} boat.", {{"colour", colour}});
    }
    return TrFormat("{takes|take} a sailor out of the {colour} boat.", {{"colour", colour}});
  }
  if (a >= act::kBoard && a < act::kBoard + kNumColours) {
    return TrFormat("{boards|board} the {colour} boat.",
                    {{"colour", ColourWords(a - act::kBoard)}});
  }
  if (a >= act::kSay && a < act::kSay + kNumColours) {
    return TrFormat(
        // TRANSLATORS: a log sentence after a player's name: an announcement before a vote.
        "{says|say}: \"I vote {colour}.\" (not binding)", {{"colour", ColourWords(a - act::kSay)}});
  }
  return ActionToString(player, a);
}

namespace {

// The words of the events and the ballot explanations, in the player's language or, for
// ObservationJson (canonical: dumps, the replay digest), in English whatever the language.
// Its functions are named after translate.h's so that the extractor, which knows only the
// names, finds their messages.
class Words {
 public:
  explicit Words(bool english) : english_(english) {}

  const char* Tr(const char* message) const { return english_ ? message : tinsel::Tr(message); }
  std::string TrFormat(const char* message, std::initializer_list<Arg> args) const {
    return FillPlaceholders(Tr(message), args);
  }
  std::string TrPlural(const char* singular, const char* plural, long long count,
                       std::initializer_list<Arg> args = {}) const {
    if (!english_) return tinsel::TrPlural(singular, plural, count, args);
    return FillPlaceholders(
        FillPlaceholders(count == 1 ? singular : plural, {{"n", std::to_string(count)}}), args);
  }
  std::string Number(long long number) const {
    return english_ ? std::to_string(number) : FormatNumber(number);
  }
  // "red", and a player by their colour: "Red".
  std::string Colour(int colour) const {
    return english_ ? SantaTimeaState::ColourName(colour) : SantaTimeaState::ColourWords(colour);
  }
  std::string Player(int player) const {
    if (!english_) return SantaTimeaState::PlayerName(player);
    std::string name = SantaTimeaState::ColourName(player);
    if (!name.empty() && name[0] >= 'a' && name[0] <= 'z')
      name[0] = static_cast<char>(name[0] - 32);
    return name;
  }
  std::string RankOf(Rank rank) const { return english_ ? RankName(rank) : RankWords(rank); }

 private:
  bool english_;
};

}  // namespace

std::string SantaTimeaState::DescribeEvent(const Event& event) const {
  return DescribeEvent(event, /*english=*/false);
}

std::string SantaTimeaState::DescribeEvent(const Event& e, bool english) const {
  const Words say(english);
  // {colour} is the boat's colour ("red"), {player} a player called by their colour ("Red"),
  // {rank} officer or sailor.
  const std::string colour = say.Colour(e.boat);
  const std::string player = say.Player(e.player);
  const std::string rank = say.RankOf(e.rank);
  switch (e.kind) {
    case Event::Kind::kLeak:
      // TRANSLATORS: {colour} is a boat's colour ("red").
      return say.TrFormat("A leak goes into the {colour} boat.", {{"colour", colour}});
    case Event::Kind::kOverboard:
      return say.TrFormat(
          // TRANSLATORS: {player} is a player called by their colour ("Red"), {rank} officer or
          // sailor, {colour} a boat's colour ("red").
          "{player}'s {rank} is thrown out of the {colour} boat.",
          {{"player", player}, {"rank", rank}, {"colour", colour}});
    case Event::Kind::kMoved:
      return say.TrFormat("The {colour} boat moves to row {row}.",
                          {{"colour", colour}, {"row", say.Number(e.value + 1)}});
    case Event::Kind::kLanded: {
      const std::string stage = say.Number(e.value + 1);
      switch (boats_[e.boat].island()) {
        case Island::kLeft:
          return say.TrFormat("The {colour} boat lands on the left island (landing stage {stage}).",
                              {{"colour", colour}, {"stage", stage}});
        case Island::kMiddle:
          return say.TrFormat(
              "The {colour} boat lands on the middle island (landing stage {stage}).",
              {{"colour", colour}, {"stage", stage}});
        case Island::kRight:
          return say.TrFormat(
              "The {colour} boat lands on the right island (landing stage {stage}).",
              {{"colour", colour}, {"stage", stage}});
      }
      return {};
    }
    case Event::Kind::kSank:
      return say.TrPlural("The {colour} boat sinks; {n} pawn is lost.",
                          "The {colour} boat sinks; {n} pawns are lost.", e.value,
                          {{"colour", colour}});
    case Event::Kind::kLeft:
      return say.TrFormat("{player}'s {rank} leaves the {colour} boat.",
                          {{"player", player}, {"rank", rank}, {"colour", colour}});
    case Event::Kind::kBoarded:
      return say.TrFormat("{player}'s {rank} boards the {colour} boat.",
                          {{"player", player}, {"rank", rank}, {"colour", colour}});
    case Event::Kind::kDrowned:
      return say.TrFormat("{player}'s {rank} from the {colour} boat finds no seat and drowns.",
                          {{"player", player}, {"rank", rank}, {"colour", colour}});
    case Event::Kind::kNoLeaks:
      return say.Tr("No leaks are left: phase 1 is skipped.");
    case Event::Kind::kStartPlayer:
      // TRANSLATORS: {player} is a player called by their colour ("Red").
      return say.TrFormat("{player} is the start player.", {{"player", player}});
  }
  return {};
}

std::string SantaTimeaState::ExplainBallot(const BallotRecord& record) const {
  return ExplainBallot(record, /*english=*/false);
}

std::string SantaTimeaState::ExplainBallot(const BallotRecord& r, bool english) const {
  const Words say(english);
  if (r.kind == BallotKind::kNone) return say.Tr("No ballot yet.");
  // What the ballot decided: {colour} is the colour chosen ("red"), {boat} the boat's colour.
  auto subject = [&](int c) -> std::string {
    switch (r.kind) {
      case BallotKind::kLeak:
        return say.TrFormat(
            // TRANSLATORS: what a ballot decided ("Most votes (3): the leak goes into the red
            // boat.").
            "the leak goes into the {colour} boat", {{"colour", say.Colour(c)}});
      case BallotKind::kMove:
        // TRANSLATORS: what a ballot decided ("Most votes (3): the red boat moves.").
        return say.TrFormat("the {colour} boat moves", {{"colour", say.Colour(c)}});
      case BallotKind::kOverboard:
        return say.TrFormat(
            // TRANSLATORS: what a ballot decided: a pawn of the colour {colour} is thrown out of
            // the boat {boat} (both colours: "red").
            "a {colour} pawn is thrown out of the {boat} boat",
            {{"colour", say.Colour(c)}, {"boat", say.Colour(r.boat)}});
      case BallotKind::kNone:
        break;
    }
    return std::string();
  };
  auto list = [&](OptionMask mask) {
    std::string out;
    for (int c = 0; c < kNumColours; ++c) {
      if (HasOption(mask, c)) out += (out.empty() ? "" : ", ") + say.Colour(c);
    }
    return out;
  };
  const Tally& t = r.tally;
  const std::string starter = say.Player(r.start_player);
  const std::string best = say.Number(r.result >= 0 ? t.counts[r.result] : 0);
  // Why the ballot went as it did; {player} is a player called by their colour ("Red"),
  // {votes} a number of votes, {colours} a list of colours ("red, blue").
  std::string why;
  switch (t.rule) {
    case TallyRule::kOnlyOption:
      why = say.Tr("Only one choice was possible");
      break;
    case TallyRule::kMajority:
      // TRANSLATORS: why a ballot went as it did: {votes} is the most votes a colour got.
      why = say.TrFormat("Most votes ({votes})", {{"votes", best}});
      break;
    case TallyRule::kTie:
      // TRANSLATORS: {colours} is a list of colours ("red, blue"), {player} a player's colour.
      why = say.TrFormat("Tie between {colours}; the start player {player} picks",
                         {{"colours", list(t.pick_options)}, {"player", starter}});
      break;
    case TallyRule::kOneHat: {
      int hat_player = -1;
      for (int p = 0; p < num_players_; ++p) {
        if (r.votes[p] == kHatVote) hat_player = p;
      }
      // TRANSLATORS: {player} is a player called by their colour ("Red").
      why = say.TrFormat("{player} played the only Captain's Hat and picks",
                         {{"player", say.Player(hat_player)}});
      break;
    }
    case TallyRule::kHatsCancel:
      why = say.TrPlural(
          // TRANSLATORS: why a ballot went as it did: {n} Captain's Hats (always 2 or more)
          // cancelled each other out; {votes} is the most votes a colour got.
          "{n} Captain's Hat cancelled out; most votes ({votes})",
          "{n} Captain's Hats cancelled out; most votes ({votes})", t.hats, {{"votes", best}});
      break;
    case TallyRule::kHatsCancelTie:
      why = say.TrPlural(
          // TRANSLATORS: why a ballot went as it did: {n} Captain's Hats (always 2 or more)
          // cancelled each other out; {colours} is a list of colours ("red, blue"), {player} a
          // player called by their colour ("Red").
          "{n} Captain's Hat cancelled out; tie between {colours}, the start player {player} "
          "picks",
          "{n} Captain's Hats cancelled out; tie between {colours}, the start player {player} "
          "picks",
          t.hats, {{"colours", list(t.pick_options)}, {"player", starter}});
      break;
    case TallyRule::kAllHats:
      // TRANSLATORS: {player} is a player called by their colour ("Red").
      why = say.TrFormat("Every card was a Captain's Hat; the start player {player} picks",
                         {{"player", starter}});
      break;
  }
  if (why.empty()) return {};
  if (r.result < 0) {
    // TRANSLATORS: a ballot's explanation ({why}: "Tie between red, blue; the start player Red
    // picks") while the pick is awaited.
    return say.TrFormat("{why} (waiting for the pick).", {{"why", why}});
  }
  // TRANSLATORS: a ballot's explanation: {why} ("Most votes (3)") and what it decided
  // ({outcome}: "the red boat moves").
  return say.TrFormat("{why}: {outcome}.", {{"why", why}, {"outcome", subject(r.result)}});
}

}  // namespace tinsel::santa
