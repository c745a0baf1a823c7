// The App's settings: the bots' pauses, the screen's layout for a size, the language and the
// interface size (each remembered in storage when the player chose it).
#include "app.h"
#include "model/words/languages.h"
#include "tinsel/translate.h"
#include "ui/theme.h"

namespace tinsel::app {

void App::SetBotPauseScale(double scale) {
  bot_pause_scale_ = scale;
  lesson_.set_pause_scale(scale);
  if (game_ != nullptr) game_->driver().set_pause_scale(scale);
}

ScreenLayout App::LayoutFor(float css_width, float css_height, float device_pixel_ratio) {
  layout_ = ChooseLayout(css_width, css_height, device_pixel_ratio, ui_size_);
  return layout_;
}

void App::ChooseLanguage(const std::string& code, bool remember) {
  const Language* language = FindLanguage(code);
  if (language == nullptr) return;
  if (remember) {
    const Status saved = SaveLanguageChoice(storage_, language->code);
    (void)saved;  // not remembered when storage is full: the choice still holds until reload
  }
  language_asked_.clear();
  const std::string chosen = language->code;
  if (chosen == "en") {
    UseCatalog(nullptr);
    language_ = chosen;
  } else if (chosen == "en-XA") {
    if (catalogs_.count(chosen) == 0) {
      catalogs_[chosen] = std::make_shared<const MessageCatalog>(PseudoCatalog());
    }
    UseCatalog(catalogs_[chosen]);
    language_ = chosen;
  } else if (const auto kept = catalogs_.find(chosen); kept != catalogs_.end()) {
    UseCatalog(kept->second);
    language_ = chosen;
  } else if (language_loader_) {
    language_asked_ = chosen;
    language_loader_(chosen);  // answers through ReceiveLanguage, now or later
  }
}

void App::ReceiveLanguage(const std::string& code, const std::string& text,
                          const std::string& error) {
  const Language* language = FindLanguage(code);
  if (language == nullptr) return;
  // The last language asked for, or the one the page chose before the app ran.
  if (!language_asked_.empty() && language_asked_ != language->code) return;
  language_asked_.clear();
  MessageCatalog catalog;
  Status status = error.empty() ? ParseCatalog(text, &catalog) : Status::Error(error);
  if (status.ok() && catalog.language != language->code) {
    status = Status::Error("the words are of another language");
  }
  if (!status.ok()) {
    notice_ =
        TrFormat("{language} could not be loaded ({why}); Tinsel stays in the language it had.",
                 {{"language", language->name}, {"why", status.message()}});
    return;
  }
  auto loaded = std::make_shared<const MessageCatalog>(std::move(catalog));
  catalogs_[language->code] = loaded;
  UseCatalog(loaded);
  language_ = language->code;
}

void App::SetUiSize(UiSize size) {
  ui_size_ = size;
  const Status saved = SaveUiSize(storage_, size);
  if (!saved.ok()) {
    notice_ =
        TrFormat("The size setting could not be saved: {error}", {{"error", saved.message()}});
  }
}

}  // namespace tinsel::app
