#include "tinsel/rules_page.h"

#include <nlohmann/json.hpp>

#include "tinsel/translate.h"

namespace tinsel {
namespace {

using nlohmann::json;

// One section's paragraphs: each a non-empty text, or a non-empty list of them.
bool ReadParagraphs(const json& page, const char* name, std::vector<RulesParagraph>* out) {
  const auto section = page.find(name);
  if (section == page.end() || !section->is_array() || section->empty()) return false;
  for (const json& paragraph : *section) {
    RulesParagraph lines;
    if (paragraph.is_string()) {
      lines.push_back(paragraph.get<std::string>());
    } else if (paragraph.is_array() && !paragraph.empty()) {
      for (const json& line : paragraph) {
        if (!line.is_string()) return false;
        lines.push_back(line.get<std::string>());
      }
    } else {
      return false;
    }
    for (const std::string& line : lines) {
      if (line.empty()) return false;
    }
    out->push_back(std::move(lines));
  }
  return true;
}

}  // namespace

Status ParseRulesPage(const std::string& text, RulesPage* page) {
  if (text.size() > kMaxRulesPageBytes) {
    return Status::Error(Tr("This rules page is too long to be one of Tinsel's."));
  }
  const json parsed = json::parse(text, nullptr, /*allow_exceptions=*/false);
  const auto format = parsed.is_object() ? parsed.find("format") : parsed.end();
  if (!parsed.is_object() || format == parsed.end() || *format != "tinsel-rules-page") {
    return Status::Error(Tr("This is not a Tinsel rules page."));
  }
  RulesPage out;
  if (const auto game = parsed.find("game"); game != parsed.end() && game->is_string()) {
    out.game_id = game->get<std::string>();
  }
  if (out.game_id.empty() || !ReadParagraphs(parsed, "how_to_play", &out.how_to_play) ||
      !ReadParagraphs(parsed, "rulings", &out.rulings)) {
    // TRANSLATORS: a damaged rules page; the words in quotation marks are its field names, as
    // written in the file.
    return Status::Error(
        Tr("The rules page needs a \"game\", and paragraphs in \"how_to_play\" and \"rulings\"."));
  }
  *page = std::move(out);
  return Status::Ok();
}

std::string TranslatedParagraph(const RulesParagraph& lines, const char* line_break) {
  std::string text;
  for (const std::string& line : lines) {
    if (!text.empty()) text += line_break;
    text += Tr(line.c_str());
  }
  return text;
}

std::string TranslatedParagraphs(const std::vector<RulesParagraph>& paragraphs) {
  std::string text;
  for (const RulesParagraph& lines : paragraphs) {
    if (!text.empty()) text += "\n\n";
    text += TranslatedParagraph(lines, "\n");
  }
  return text;
}

}  // namespace tinsel
