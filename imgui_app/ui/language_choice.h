// The language menu (home, the table's menu): a button "Language: Deutsch" (registered under
// `id`) that opens the list of Tinsel's languages, each in its own words (registered as
// "<id>:<code>"). Choosing one sets `language`; the app loads and keeps it
// (model/words/languages.h). `compact`: the button shows only the language's name (a phone's home).
#pragma once

#include <string>

#include "widget_registry.h"

namespace tinsel::app::ui {

void LanguageChoice(WidgetRegistry& widgets, const std::string& id, std::string& language,
                    float width, bool compact = false);

}  // namespace tinsel::app::ui
