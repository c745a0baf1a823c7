// Message catalogs (tinsel/translate.h): English without one, a language's words with one,
// placeholders filled by name, CLDR plural forms, numbers written the language's way, the
// pseudo-locale, and damaged catalogs refused without changing anything.
#include "tinsel/translate.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "tinsel/utf8.h"

namespace tinsel {
namespace {

// As tools/web/i18n.mjs writes them: Polish's plural forms are one (1), few (2-4, 22-24...)
// and many (the rest); its numbers group from five digits with a space.
std::string PluralTable(int (*form)(int)) {
  std::string table;
  for (int n = 0; n < 200; ++n) table += static_cast<char>('0' + form(n));
  return table;
}
int PolishForm(int n) {
  if (n == 1) return 0;
  if (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) return 1;
  return 2;
}
int GermanForm(int n) { return n == 1 ? 0 : 1; }

std::string PolishJson() {
  return R"({"language":"pl","plural":")" + PluralTable(PolishForm) +
         R"(","group":" ","decimal":",","group_from":5,"messages":{
           "Saved games":"Zapisane gry",
           "{name} wins with {points}":"{points}: wygrywa {name}",
           "{n} point":["{n} punkt","{n} punkty","{n} punktów"],
           "button\u0004Play":"Graj"}})";
}

class TranslateTest : public testing::Test {
 protected:
  void TearDown() override { UseCatalog(nullptr); }
  static std::shared_ptr<const MessageCatalog> Load(const std::string& json) {
    auto catalog = std::make_shared<MessageCatalog>();
    const Status status = ParseCatalog(json, catalog.get());
    EXPECT_TRUE(status.ok()) << status.message();
    return catalog;
  }
};

TEST_F(TranslateTest, WithoutACatalogEveryMessageIsItsOwnEnglish) {
  EXPECT_EQ(CurrentLanguage(), "en");
  EXPECT_STREQ(Tr("Saved games"), "Saved games");
  EXPECT_STREQ(TrContext("button", "Play"), "Play");
  EXPECT_EQ(TrFormat("{name} wins with {points}", {{"name", "Ann"}, {"points", "12"}}),
            "Ann wins with 12");
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 1), "1 point");
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 0), "0 points");
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 1200), "1,200 points");
  EXPECT_EQ(FormatNumber(-12345), "-12,345");
  EXPECT_EQ(FormatDecimal(2.5, 1), "2.5");
  EXPECT_EQ(FormatDecimal(-0.04, 1), "0.0");
}

TEST_F(TranslateTest, PlaceholdersAreFilledByNameWhateverTheirOrder) {
  EXPECT_EQ(FillPlaceholders("{b} then {a}, {{literal}}", {{"a", "1"}, {"b", "2"}}),
            "2 then 1, {literal}");
  // One without a value stays (a seat mark like {p0} filled later), and so does a lone brace.
  EXPECT_EQ(FillPlaceholders("{p0} {takes|take} {x", {{"x", "no"}}), "{p0} {takes|take} {x");
  // A value is never read as a template.
  EXPECT_EQ(FillPlaceholders("{a}{b}", {{"a", "{b}"}, {"b", "B"}}), "{b}B");
}

TEST_F(TranslateTest, ACatalogTranslatesReordersAndPicksCldrPluralForms) {
  UseCatalog(Load(PolishJson()));
  EXPECT_EQ(CurrentLanguage(), "pl");
  EXPECT_STREQ(Tr("Saved games"), "Zapisane gry");
  EXPECT_STREQ(Tr("Not in the catalog"), "Not in the catalog");
  EXPECT_STREQ(TrContext("button", "Play"), "Graj");
  EXPECT_STREQ(Tr("Play"), "Play") << "the context is part of the message";
  EXPECT_EQ(TrFormat("{name} wins with {points}", {{"name", "Ola"}, {"points", "7"}}),
            "7: wygrywa Ola");
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 1), "1 punkt");
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 3), "3 punkty");
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 5), "5 punktów");
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 12), "12 punktów");
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 22), "22 punkty");
  // Beyond the table, the last two digits decide.
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 212), "212 punktów");
  EXPECT_EQ(TrPlural("{n} point", "{n} points", 1024), "1024 punkty");
  EXPECT_EQ(FormatNumber(12345), "12 345");
  EXPECT_EQ(FormatNumber(1200), "1200") << "Polish groups from five digits";
  EXPECT_EQ(FormatDecimal(2.5, 1), "2,5");
}

TEST_F(TranslateTest, ATranslationHandedOutStaysValidAfterTheLanguageChanges) {
  UseCatalog(Load(PolishJson()));
  const char* kept = Tr("Saved games");
  UseCatalog(Load(
      R"({"language":"de","plural":")" + PluralTable(GermanForm) +
      R"(","group":".","decimal":",","group_from":4,"messages":{"Saved games":"Gespeicherte Spiele"}})"));
  EXPECT_STREQ(Tr("Saved games"), "Gespeicherte Spiele");
  EXPECT_EQ(FormatNumber(1200), "1.200");
  EXPECT_STREQ(kept, "Zapisane gry");
}

TEST_F(TranslateTest, ADamagedCatalogIsRefusedAndChangesNothing) {
  MessageCatalog catalog;
  catalog.language = "untouched";
  const std::string table = PluralTable(GermanForm);
  const std::string damaged[] = {
      "",
      "not json",
      "[]",
      R"({"language":"de"})",
      R"({"language":"de","plural":"01","group":".","decimal":",","group_from":4,"messages":{}})",
      R"({"language":"de","plural":")" + table +
          R"(","group":".","decimal":",","group_from":4,"messages":{"a":7}})",
      R"({"language":"de","plural":")" + table +
          R"(","group":".","decimal":",","group_from":4,"messages":{"a":[]}})",
      R"({"language":"de","plural":")" + table +
          R"(","group":".","decimal":",","group_from":40,"messages":{}})",
      R"({"language":"de","plural":")" + table +
          R"(","group":".","decimal":",","group_from":4,"messages":{"a":"\ud800"}})",
      std::string(100000, '{'),
  };
  for (const std::string& text : damaged) {
    const Status status = ParseCatalog(text, &catalog);
    EXPECT_FALSE(status.ok()) << text.substr(0, 80);
    EXPECT_NE(status.message().find("damaged"), std::string::npos);
    EXPECT_EQ(catalog.language, "untouched");
  }
}

TEST_F(TranslateTest, ThePseudoLocaleIsLongerAccentedAndKeepsPlaceholders) {
  UseCatalog(std::make_shared<const MessageCatalog>(PseudoCatalog()));
  EXPECT_EQ(CurrentLanguage(), "en-XA");
  const std::string saved = Tr("Saved games");
  EXPECT_NE(saved, "Saved games");
  EXPECT_TRUE(IsValidUtf8(saved));
  EXPECT_GE(CountCharacters(saved), CountCharacters("Saved games") * 14 / 10);
  EXPECT_EQ(saved.find_first_of("aeiouAEIOU"), std::string::npos) << saved;
  const std::string filled =
      TrFormat("{name} wins with {points}", {{"name", "Ann"}, {"points", "12"}});
  EXPECT_NE(filled.find("Ann"), std::string::npos);
  EXPECT_NE(filled.find("12"), std::string::npos);
  EXPECT_NE(TrPlural("{n} point", "{n} points", 3).find('3'), std::string::npos);
  EXPECT_STREQ(Tr("Saved games"), Tr("Saved games")) << "made once, then kept";
  EXPECT_STREQ(Tr("R"), "Ŕ") << "initials stay initials";
  EXPECT_EQ(TrFormat("{count}o", {{"count", "2"}}), "2ö") << "a count's mark stays a mark";
  EXPECT_EQ(Tr("{count} left")[0], '[') << "placeholders do not make a sentence short";
}

}  // namespace
}  // namespace tinsel

namespace tinsel {
namespace {

// A sentence's first letter as a capital in every language Tinsel speaks.
TEST(CapitalizeFirst, LatinLettersOfEveryLanguage) {
  EXPECT_EQ(CapitalizeFirst("place a bell"), "Place a bell");
  EXPECT_EQ(CapitalizeFirst("élan"), "Élan");
  EXPECT_EQ(CapitalizeFirst("über"), "Über");
  EXPECT_EQ(CapitalizeFirst("łódź"), "Łódź");
  EXPECT_EQ(CapitalizeFirst("ósmy"), "Ósmy");
  EXPECT_EQ(CapitalizeFirst("ćma"), "Ćma");
  EXPECT_EQ(CapitalizeFirst("śnieg"), "Śnieg");
  EXPECT_EQ(CapitalizeFirst("żaba"), "Żaba");
  EXPECT_EQ(CapitalizeFirst("źle"), "Źle");
  EXPECT_EQ(CapitalizeFirst("ńa"), "Ńa");
  EXPECT_EQ(CapitalizeFirst("ąb"), "Ąb");
  EXPECT_EQ(CapitalizeFirst("ÿ"), "Ÿ");
  // Unchanged: capitals, digits, signs, other scripts, broken bytes, nothing.
  EXPECT_EQ(CapitalizeFirst("Ł"), "Ł");
  EXPECT_EQ(CapitalizeFirst("÷ 2"), "÷ 2");
  EXPECT_EQ(CapitalizeFirst("3 doors"), "3 doors");
  EXPECT_EQ(CapitalizeFirst("\xC5"), "\xC5");
  EXPECT_EQ(CapitalizeFirst(""), "");
}

}  // namespace
}  // namespace tinsel
