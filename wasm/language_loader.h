// The page's side of the language menu: asks web/page/i18n.mjs for a language's catalog
// (lang/<code>.json, fetched once and kept offline by the service worker) and hands its text to
// the app (App::ReceiveLanguage); starts the app in the language the page opened in.
#pragma once

namespace tinsel::app {
class App;
// Sets the app's language loader to the page's, and asks for the page's first language.
void UseWebLanguages(App* app);
}  // namespace tinsel::app
