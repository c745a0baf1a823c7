#include "tinsel/replay_link.h"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "tinsel/translate.h"
#include "tinsel/utf8.h"

namespace tinsel {
namespace {

// Limits a reader holds a payload to before it sets anything up.
constexpr size_t kMaxStringBytes = 255;
constexpr uint64_t kMaxOptions = 32;
constexpr uint64_t kMaxSeats = 16;
constexpr uint64_t kMaxSteps = 1u << 20;

// CRC-32 (IEEE 802.3, as zlib and PNG): detects every change of up to 32 consecutive bits, so
// any one changed character of the base64 text (6 bits).
constexpr std::array<uint32_t, 256> kCrcTable = [] {
  std::array<uint32_t, 256> table{};
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  return table;
}();

uint32_t Crc32(const std::vector<uint8_t>& bytes, size_t count) {
  uint32_t crc = 0xFFFFFFFFu;
  for (size_t i = 0; i < count; ++i) crc = kCrcTable[(crc ^ bytes[i]) & 0xFF] ^ (crc >> 8);
  return crc ^ 0xFFFFFFFFu;
}

// Bits needed to tell `count` choices apart: none for a forced move.
int BitsFor(size_t count) { return count <= 1 ? 0 : std::bit_width(count - 1); }

// Writes fields least significant bit first into bytes.
class BitWriter {
 public:
  void Bits(uint64_t value, int count) {
    for (int i = 0; i < count; ++i) {
      if (used_ == 0) bytes_.push_back(0);
      if ((value >> i) & 1) bytes_.back() |= static_cast<uint8_t>(1u << used_);
      used_ = (used_ + 1) % 8;
    }
  }
  // 7 bits a byte, the high bit saying another byte follows.
  void Varint(uint64_t value) {
    do {
      const uint64_t low = value & 0x7F;
      value >>= 7;
      Bits(low | (value ? 0x80 : 0), 8);
    } while (value);
  }
  void String(const std::string& text) {
    Varint(text.size());
    for (unsigned char c : text) Bits(c, 8);
  }
  // Pads to a whole byte with zeros and appends the CRC-32 of everything before it.
  std::vector<uint8_t> Finish() {
    used_ = 0;
    const uint32_t crc = Crc32(bytes_, bytes_.size());
    for (int i = 0; i < 4; ++i) bytes_.push_back(static_cast<uint8_t>(crc >> (8 * i)));
    return std::move(bytes_);
  }

 private:
  std::vector<uint8_t> bytes_;
  int used_ = 0;  // bits used of the last byte
};

class BitReader {
 public:
  BitReader(const std::vector<uint8_t>& bytes, size_t size) : bytes_(bytes), size_(size) {}
  bool Bits(int count, uint64_t* value) {
    *value = 0;
    if (position_ + static_cast<size_t>(count) > size_ * 8) return false;
    for (int i = 0; i < count; ++i, ++position_) {
      if ((bytes_[position_ / 8] >> (position_ % 8)) & 1) *value |= uint64_t{1} << i;
    }
    return true;
  }
  // Only the shortest form of each number: one payload per game, whatever wrote it.
  bool Varint(uint64_t* value) {
    *value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      uint64_t byte = 0;
      if (!Bits(8, &byte)) return false;
      if (shift > 0 && byte == 0) return false;  // a needless trailing zero group
      *value |= (byte & 0x7F) << shift;
      if (!(byte & 0x80)) return shift < 63 || (byte & 0x7F) <= 1;
    }
    return false;
  }
  bool String(std::string* text) {
    uint64_t length = 0;
    if (!Varint(&length) || length > kMaxStringBytes) return false;
    text->clear();
    for (uint64_t i = 0; i < length; ++i) {
      uint64_t c = 0;
      if (!Bits(8, &c)) return false;
      text->push_back(static_cast<char>(c));
    }
    return IsValidUtf8(*text);
  }
  // Whether only zero padding is left.
  bool AtPaddedEnd() {
    uint64_t rest = 0;
    const int left = static_cast<int>(size_ * 8 - position_);
    return left < 8 && Bits(left, &rest) && rest == 0;
  }

 private:
  const std::vector<uint8_t>& bytes_;
  size_t size_;  // bytes before the CRC
  size_t position_ = 0;
};

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string Base64Url(const std::vector<uint8_t>& bytes) {
  std::string text;
  uint32_t buffer = 0;
  int bits = 0;
  for (uint8_t byte : bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      text.push_back(kAlphabet[(buffer >> bits) & 0x3F]);
    }
  }
  if (bits > 0) text.push_back(kAlphabet[(buffer << (6 - bits)) & 0x3F]);
  return text;
}

int Base64Value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The bytes of a base64url text (no padding inside; '=' only at the end; white space
// skipped). False for any other character or an impossible length.
bool FromBase64Url(std::string_view text, std::vector<uint8_t>* bytes) {
  uint32_t buffer = 0;
  int bits = 0;
  size_t digits = 0;
  bool padding = false;
  for (char c : text) {
    if (IsSpace(c)) continue;
    if (c == '=') {
      padding = true;
      continue;
    }
    const int value = Base64Value(c);
    if (value < 0 || padding) return false;
    ++digits;
    buffer = (buffer << 6) | static_cast<uint32_t>(value);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes->push_back(static_cast<uint8_t>(buffer >> bits));
    }
  }
  // The last digit's unused bits must be zero: one text per payload.
  return digits % 4 != 1 && (buffer & ((1u << bits) - 1)) == 0;
}

}  // namespace

std::string ReplayLinkPayload(const Session& session) {
  const SessionSetup& setup = session.setup();
  BitWriter out;
  out.Bits(setup.chance == ChanceStream::kSeedOnly ? 1 : kReplayLinkFormat, 8);
  out.String(setup.game_id);
  out.Varint(static_cast<uint64_t>(setup.rules_version));
  out.Varint(setup.options.size());
  for (const auto& [name, value] : setup.options) {
    out.String(name);
    out.String(value);
  }
  out.Varint(setup.seats.size());
  for (const Seat& seat : setup.seats) {
    out.String(seat.name);
    out.Bits(seat.bot ? 1 : 0, 1);
    if (seat.bot) out.String(seat.level);
  }
  out.Bits(setup.seed, 64);
  const std::vector<HistoryEntry>& history = session.history();
  out.Varint(history.size());
  std::unique_ptr<State> state = session.NewInitialState();
  std::vector<Action> legal;
  for (const HistoryEntry& entry : history) {
    if (entry.player >= 0) {
      state->LegalActionsInto(legal);
      size_t index = 0;
      while (index < legal.size() && legal[index] != entry.action) ++index;
      out.Bits(index, BitsFor(legal.size()));
    }
    state->ApplyAction(entry.action);
  }
  return Base64Url(out.Finish());
}

namespace {

// OpenReplayLink's parts, each in the order a damaged link is refused.

// The link's bytes without its check (the last 4 bytes, a CRC-32 of the rest), from its text
// with or without the page's address before it; false when it is no link or a damaged one.
bool CheckedLinkBytes(std::string_view text, std::vector<uint8_t>* bytes, size_t* body,
                      std::string* error) {
  const size_t marker = text.find(kReplayLinkMarker);
  if (marker != std::string_view::npos) text.remove_prefix(marker + kReplayLinkMarker.size());
  if (text.size() > kMaxReplayLinkChars) {
    *error = TrFormat(
        "This is not a replay link: it is {length} characters long, far more than any game needs.",
        {{"length", std::to_string(text.size())}});
    return false;
  }
  if (!FromBase64Url(text, bytes)) {
    *error = Tr("This is not a replay link: it has characters or a length no link has.");
    return false;
  }
  if (bytes->size() < 5) {
    *error = Tr("This replay link is damaged: it is too short. Was it copied whole?");
    return false;
  }
  *body = bytes->size() - 4;
  uint32_t stored = 0;
  for (int i = 0; i < 4; ++i) stored |= static_cast<uint32_t>((*bytes)[*body + i]) << (8 * i);
  if (stored != Crc32(*bytes, *body)) {
    *error =
        Tr("This replay link is damaged: its check does not match (a character is missing or "
           "changed). Was it copied whole?");
    return false;
  }
  return true;
}

// The link's format, the game's setup and how many moves follow.
bool ReadLinkSetup(BitReader& in, SessionSetup* setup, uint64_t* steps, std::string* error) {
  uint64_t format = 0;
  in.Bits(8, &format);
  if (format < 1 || format > kReplayLinkFormat) {
    *error = TrFormat(
        "This replay link was made by a newer version of Tinsel (link format {format}): open it "
        "there, or update this one.",
        {{"format", std::to_string(format)}});
    return false;
  }
  setup->chance = format == 1 ? ChanceStream::kSeedOnly : ChanceStream::kBoundToRules;
  uint64_t rules = 0, options = 0, seats = 0;
  bool ok = in.String(&setup->game_id) && in.Varint(&rules) && rules <= 1000000 &&
            in.Varint(&options) && options <= kMaxOptions;
  for (uint64_t i = 0; ok && i < options; ++i) {
    std::string name, value;
    ok = in.String(&name) && in.String(&value) && setup->options.emplace(name, value).second;
  }
  ok = ok && in.Varint(&seats) && seats >= 1 && seats <= kMaxSeats;
  for (uint64_t i = 0; ok && i < seats; ++i) {
    Seat seat;
    uint64_t bot = 0;
    ok = in.String(&seat.name) && in.Bits(1, &bot);
    seat.bot = bot == 1;
    if (ok && seat.bot) ok = in.String(&seat.level) && !seat.level.empty();
    setup->seats.push_back(std::move(seat));
  }
  ok = ok && in.Bits(64, &setup->seed) && in.Varint(steps) && *steps <= kMaxSteps;
  if (!ok) {
    *error = Tr("This replay link is damaged: its game setup cannot be read. Was it copied whole?");
    return false;
  }
  setup->rules_version = static_cast<int>(rules);
  if (setup->rules_version == 0) {
    *error = Tr("This replay link is damaged: it names no rules version. Was it copied whole?");
    return false;
  }
  return true;
}

// The link's `steps` moves played on `session`: each decision as its index among the legal
// ones, chance drawn again from the seed.
bool PlayLinkMoves(BitReader& in, uint64_t steps, Session& session, std::string* error) {
  const int longest =
      session.game().MaxHistoryLength(session.NumPlayers(), session.setup().options);
  if (steps > static_cast<uint64_t>(longest)) {
    *error = TrFormat(
        "This replay link is damaged: it has more moves than any game of {game} can. Was it "
        "copied whole?",
        {{"game", session.game().Name()}});
    return false;
  }
  std::vector<Action> legal;
  for (uint64_t step = 0; step < steps; ++step) {
    const State& state = session.state();
    const std::string number = std::to_string(step + 1);
    if (state.IsTerminal()) {
      *error = TrFormat(
          "This replay link is damaged: the game is over at move {number} but the link goes on. "
          "Was it copied whole?",
          {{"number", number}});
      return false;
    }
    if (state.IsChanceNode()) {
      session.DrawChance();
      continue;
    }
    state.LegalActionsInto(legal);
    uint64_t index = 0;
    if (!in.Bits(BitsFor(legal.size()), &index) || index >= legal.size()) {
      *error = TrFormat(
          "This replay link is damaged: move {number} is not a move the rules allow there. Was "
          "it copied whole?",
          {{"number", number}});
      return false;
    }
    const Status applied = session.Apply(legal[index]);
    if (!applied.ok()) {
      *error =
          // TRANSLATORS: {reason} is the rules' sentence saying why the move cannot be made.
          TrFormat("This replay link is damaged: move {number}: {reason}. Was it copied whole?",
                   {{"number", number}, {"reason", applied.message()}});
      return false;
    }
  }
  return true;
}

}  // namespace

std::unique_ptr<Session> OpenReplayLink(std::string_view text, std::string* error) {
  std::vector<uint8_t> bytes;
  size_t body = 0;
  if (!CheckedLinkBytes(text, &bytes, &body, error)) return nullptr;
  BitReader in(bytes, body);
  SessionSetup setup;
  uint64_t steps = 0;
  if (!ReadLinkSetup(in, &setup, &steps, error)) return nullptr;
  std::string why;
  std::unique_ptr<Session> session = Session::Create(std::move(setup), &why);
  if (session == nullptr) {
    // TRANSLATORS: {reason} is a sentence saying why (an unknown game, newer rules).
    *error = TrFormat("This replay link's game cannot be set up here: {reason}", {{"reason", why}});
    return nullptr;
  }
  if (!PlayLinkMoves(in, steps, *session, error)) return nullptr;
  if (!in.AtPaddedEnd()) {
    *error =
        Tr("This replay link is damaged: there is more after its last move. Was it copied whole?");
    return nullptr;
  }
  return session;
}

}  // namespace tinsel
