#include "ui/layout_check.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string_view>

namespace tinsel::app::ui {
namespace {

// Pixels of slack: anti-aliasing and rounding, not layout.
constexpr float kSlack = 1.5f;
// How far two boxes must run into each other, both ways, to overlap.
constexpr float kOverlap = 2.5f;

struct Rect {
  ImVec2 min, max;
  float w() const { return max.x - min.x; }
  float h() const { return max.y - min.y; }
};

bool Overlap(const Rect& a, const Rect& b) {
  const float x = std::min(a.max.x, b.max.x) - std::max(a.min.x, b.min.x);
  const float y = std::min(a.max.y, b.max.y) - std::max(a.min.y, b.min.y);
  return x > kOverlap && y > kOverlap;
}

bool Contains(const Rect& outer, const Rect& inner) {
  return inner.min.x >= outer.min.x - kSlack && inner.min.y >= outer.min.y - kSlack &&
         inner.max.x <= outer.max.x + kSlack && inner.max.y <= outer.max.y + kSlack;
}

bool Within(const Rect& inner, ImVec2 min, ImVec2 max) { return Contains(Rect{min, max}, inner); }

// Where a problem is, so whoever reads the report can find it on the screen.
std::string Where(const Rect& rect) {
  return " at " + std::to_string(static_cast<int>(rect.min.x)) + "," +
         std::to_string(static_cast<int>(rect.min.y));
}

std::string Quoted(const std::string& text) {
  std::string out = text;
  if (out.size() > 60) {
    size_t cut = 57;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;
    out = out.substr(0, cut) + "...";
  }
  for (char& c : out) {
    if (c == '\n') c = ' ';
  }
  return "\"" + out + "\"";
}

std::string Px(float value) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%.0f", value);
  return buffer;
}

Rect Of(const DrawnText& text) { return {text.min, text.max}; }

// The part of a widget that can be seen (a list scrolls it under its edge).
Rect Of(const WidgetRect& widget) {
  return {
      ImVec2(std::max(widget.min.x, widget.clip_min.x), std::max(widget.min.y, widget.clip_min.y)),
      ImVec2(std::min(widget.max.x, widget.clip_max.x), std::min(widget.max.y, widget.clip_max.y))};
}

// The part of a text that can be seen: its box within its clip rectangle (a line of a list
// scrolled out of view has none), less what shapes drawn after it cover (a card laid over the
// end of another's text); none when a cover hides its middle.
std::optional<Rect> Visible(const DrawnText& text, const std::vector<Cover>& covers) {
  Rect seen{ImVec2(std::max(text.min.x, text.clip_min.x), std::max(text.min.y, text.clip_min.y)),
            ImVec2(std::min(text.max.x, text.clip_max.x), std::min(text.max.y, text.clip_max.y))};
  if (seen.w() <= 0 || seen.h() <= 0) return std::nullopt;
  for (const Cover& cover : covers) {
    if (cover.layer != text.layer || cover.order < text.order) continue;
    const Rect c{cover.min, cover.max};
    // Whatever a cover lies over is hidden, however little (a card's edge over the next).
    const bool touches = std::min(seen.max.x, c.max.x) > std::max(seen.min.x, c.min.x) &&
                         std::min(seen.max.y, c.max.y) > std::max(seen.min.y, c.min.y);
    if (!touches) continue;
    const bool full_height = c.min.y <= seen.min.y + kSlack && c.max.y >= seen.max.y - kSlack;
    const bool full_width = c.min.x <= seen.min.x + kSlack && c.max.x >= seen.max.x - kSlack;
    if (full_height && c.min.x > seen.min.x) {
      seen.max.x = std::min(seen.max.x, c.min.x);  // covered from the right
    } else if (full_height && c.max.x < seen.max.x) {
      seen.min.x = std::max(seen.min.x, c.max.x);  // from the left
    } else if (full_width && c.min.y > seen.min.y) {
      seen.max.y = std::min(seen.max.y, c.min.y);  // from below
    } else if (full_width && c.max.y < seen.max.y) {
      seen.min.y = std::max(seen.min.y, c.max.y);  // from above
    } else if (Overlap(seen, c)) {
      return std::nullopt;  // under it
    } else {
      continue;  // a corner grazed
    }
    if (seen.w() <= kOverlap || seen.h() <= kOverlap) return std::nullopt;
  }
  return seen;
}

// How wide a finger's tap may be around a widget's centre and still land on it: the widget
// grown to a finger's size (ui/pointer_input.h lands a tap there), less what its neighbours
// take: a tap goes to the nearest target by distance to its drawn rectangle
// (model/screen/tap_target.h), so the border with a neighbour lies where the distances are equal.
float TapDiameter(const WidgetRect& widget, const std::vector<WidgetRect>& widgets, float finger,
                  std::string* nearest) {
  const Rect me = Of(widget);
  const ImVec2 c((me.min.x + me.max.x) * 0.5f, (me.min.y + me.max.y) * 0.5f);
  const float half = std::min(me.w(), me.h()) * 0.5f;
  float radius = std::max(half, finger * 0.5f);
  for (const WidgetRect& other : widgets) {
    if (&other == &widget || !other.enabled || other.layer != widget.layer) continue;
    const Rect them = Of(other);
    if (them.w() <= 0 || them.h() <= 0 || Contains(them, me) || Contains(me, them)) continue;
    const ImVec2 oc((them.min.x + them.max.x) * 0.5f, (them.min.y + them.max.y) * 0.5f);
    const float distance = std::hypot(oc.x - c.x, oc.y - c.y);
    const float their_half = std::min(them.w(), them.h()) * 0.5f;
    const float border = (distance + half - their_half) * 0.5f;
    if (border < radius) {
      radius = border;
      *nearest = other.id;
    }
  }
  return 2 * std::max(radius, 0.0f);
}

// A halo or shadow: the same text drawn again a few pixels away.
bool SameTextNearby(const DrawnText& a, const DrawnText& b) {
  return a.shown == b.shown && std::abs(a.min.x - b.min.x) <= 3 && std::abs(a.min.y - b.min.y) <= 3;
}

// "1 votes": a count of one read with its noun's plural, found for the nouns the games count
// (in English; a translation's forms are the catalogs' to check: tools/web/i18n.mjs). Returns
// the words found, or "" when there are none.
std::string OneWithAPlural(const std::string& text) {
  // Nouns only: "seats", "moves" and "hands" are verbs too ("Player 1 seats a sailor").
  static constexpr std::string_view kCountedNouns[] = {
      "votes",   "leaks", "cubes", "points",  "decisions", "cards", "games",  "doors",
      "wreaths", "tiles", "pawns", "sailors", "officers",  "hats",  "rounds", "ornaments"};
  for (size_t at = text.find("1 "); at != std::string::npos; at = text.find("1 ", at + 1)) {
    // A count of exactly one: not 11, 2.1 or -1, nor the end of a range ("0 or 1 wreaths").
    if (at > 0 && (std::isdigit(static_cast<unsigned char>(text[at - 1])) ||
                   std::strchr(".,-", text[at - 1]) != nullptr)) {
      continue;
    }
    if (at >= 3 && text.compare(at - 3, 3, "or ") == 0) continue;
    // Nor a name's number ("Player 1 votes red", "Guest1 votes"): a 1 glued to a word, or
    // after a capitalised one.
    if (at > 0 && std::isalpha(static_cast<unsigned char>(text[at - 1]))) continue;
    if (at >= 2 && text[at - 1] == ' ') {
      size_t word = at - 1;
      while (word > 0 && std::isalpha(static_cast<unsigned char>(text[word - 1]))) --word;
      if (word < at - 1 && std::isupper(static_cast<unsigned char>(text[word]))) continue;
    }
    for (const std::string_view noun : kCountedNouns) {
      const size_t end = at + 2 + noun.size();
      if (text.compare(at + 2, noun.size(), noun) == 0 &&
          (end == text.size() || !std::isalnum(static_cast<unsigned char>(text[end])))) {
        return text.substr(at, 2 + noun.size());
      }
    }
  }
  return {};
}

// Each text: readable, cut only where the whole can be read, inside its space and the screen.
void CheckTexts(const LayoutFrame& frame, const std::vector<Cover>& covers,
                std::vector<std::string>& problems) {
  const std::vector<WidgetRect>& widgets = frame.widgets->rects();
  const ImVec2 screen_max = frame.display;
  for (const DrawnText& text : *frame.texts) {
    const Rect box = Of(text);
    // A line shrunk below what anyone reads (a layout squeezed to nothing fits, but says
    // nothing).
    const bool blank = text.shown.find_first_not_of(" ") == std::string::npos;
    if (!blank && box.h() > 0 && box.h() * frame.css_per_logical < kSmallestTextCssPixels) {
      problems.push_back("too small to read: " + Quoted(text.shown));
    }
    if (text.shown != text.text) {
      if (!text.name) {
        problems.push_back("cut: " + Quoted(text.shown) + " of " + Quoted(text.text));
      } else {
        // What shows of it must lie under a widget that holds the whole name.
        const std::optional<Rect> seen = Visible(text, covers);
        const bool pressable =
            !seen || std::any_of(widgets.begin(), widgets.end(), [&](const WidgetRect& w) {
              return Contains(Of(w), *seen) && w.label.find(text.text) != std::string::npos;
            });
        if (!pressable) {
          problems.push_back("a name cut with no way to read it whole: " + Quoted(text.shown) +
                             " of " + Quoted(text.text));
        }
      }
    }
    if (const std::string words = OneWithAPlural(text.shown); !words.empty()) {
      problems.push_back("one with a plural: " + Quoted(text.shown) + " says \"" + words + "\"");
    }
    if (!text.scrolls && !Within(box, text.clip_min, text.clip_max)) {
      problems.push_back("clipped: " + Quoted(text.text) + " runs out of its space" + Where(box));
    }
    if (!Within(box, ImVec2(0, 0), screen_max) && !text.scrolls) {
      problems.push_back("off screen: " + Quoted(text.text) + Where(box));
    }
  }
}

// Two texts of one layer over each other, where both show.
void CheckTextOverlaps(const std::vector<DrawnText>& texts, const std::vector<Cover>& covers,
                       std::vector<std::string>& problems) {
  for (size_t i = 0; i < texts.size(); ++i) {
    const std::optional<Rect> a_seen = Visible(texts[i], covers);
    if (!a_seen) continue;
    for (size_t j = i + 1; j < texts.size(); ++j) {
      const DrawnText& a = texts[i];
      const DrawnText& b = texts[j];
      if (a.layer != b.layer || SameTextNearby(a, b)) continue;
      const std::optional<Rect> b_seen = Visible(b, covers);
      if (b_seen && Overlap(*a_seen, *b_seen)) {
        problems.push_back("overlap: " + Quoted(a.shown) + " and " + Quoted(b.shown) +
                           Where(*a_seen) + Where(*b_seen));
      }
    }
  }
}

// Each widget: on the screen, big enough for a finger on touch, no text half over it or
// over it from a layer above.
void CheckWidgets(const LayoutFrame& frame, const std::vector<Cover>& covers,
                  std::vector<std::string>& problems) {
  const std::vector<DrawnText>& texts = *frame.texts;
  const std::vector<WidgetRect>& widgets = frame.widgets->rects();
  const ImVec2 screen_max = frame.display;
  for (const WidgetRect& widget : widgets) {
    const Rect rect = Of(widget);
    if (rect.w() <= 0 || rect.h() <= 0) continue;  // scrolled out of sight
    if (!Within(rect, ImVec2(0, 0), screen_max)) {
      problems.push_back("off screen: the widget " + widget.id);
    }
    // Half scrolled out of its list, a widget is as small as what shows of it: not counted.
    const bool whole = rect.w() >= widget.max.x - widget.min.x - kSlack &&
                       rect.h() >= widget.max.y - widget.min.y - kSlack;
    if (frame.touch && widget.enabled && whole) {
      std::string nearest;
      const float tap =
          TapDiameter(widget, widgets, kFingerCssPixels / frame.css_per_logical, &nearest) *
          frame.css_per_logical;
      if (tap + 0.5f < kFingerCssPixels) {
        problems.push_back("too small for a finger: " + widget.id + " (a tap lands in " + Px(tap) +
                           " CSS px around its middle" +
                           (nearest.empty() ? std::string(")") : ", " + nearest + " beside it)"));
      }
    }
    for (const DrawnText& text : texts) {
      const std::optional<Rect> seen = Visible(text, covers);
      if (!seen) continue;
      const Rect box = *seen;
      if (text.layer == 1 && Overlap(box, rect)) {
        problems.push_back("hidden under " + Quoted(text.shown) + ": the widget " + widget.id);
        continue;
      }
      if (text.layer != widget.layer) continue;
      if (Overlap(box, rect) && !Contains(rect, box)) {
        problems.push_back("half over the widget " + widget.id + ": " + Quoted(text.shown));
      }
    }
  }
}

// Two widgets of one layer partly over each other (one inside the other is a group).
void CheckWidgetOverlaps(const std::vector<WidgetRect>& widgets,
                         std::vector<std::string>& problems) {
  for (size_t i = 0; i < widgets.size(); ++i) {
    for (size_t j = i + 1; j < widgets.size(); ++j) {
      const WidgetRect& a = widgets[i];
      const WidgetRect& b = widgets[j];
      if (a.layer != b.layer) continue;
      const Rect ra = Of(a), rb = Of(b);
      if (ra.w() <= 0 || ra.h() <= 0 || rb.w() <= 0 || rb.h() <= 0) continue;
      if (Overlap(ra, rb) && !Contains(ra, rb) && !Contains(rb, ra)) {
        problems.push_back("widgets over each other: " + a.id + " and " + b.id);
      }
    }
  }
}

}  // namespace

std::vector<std::string> CheckLayout(const LayoutFrame& frame) {
  std::vector<std::string> problems;
  static const std::vector<Cover> kNoCovers;
  const std::vector<Cover>& covers = frame.covers != nullptr ? *frame.covers : kNoCovers;
  CheckTexts(frame, covers, problems);
  CheckTextOverlaps(*frame.texts, covers, problems);
  CheckWidgets(frame, covers, problems);
  CheckWidgetOverlaps(frame.widgets->rects(), problems);
  return problems;
}

}  // namespace tinsel::app::ui
