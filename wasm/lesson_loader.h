// The page's side of "Learn to play": fetches lessons/<game-id>.json (scripts/build-web puts
// each game's lesson there; the service worker keeps them offline) the first time one is
// asked for, and hands the text to the app (App::ReceiveLesson).
#pragma once

namespace tinsel::app {
class App;
// Sets the app's lesson loader to the page's fetch.
void UseWebLessons(App* app);
}  // namespace tinsel::app
