// The page's side of a game's data files (App::SetGameFileLoader): fetches
// <kind>/<game-id>.json, a lesson ("lessons") or a rules page ("rules"), the first time one is
// asked for (scripts/build-web puts each game's files there; the service worker keeps them
// offline), and hands the text to the app (App::ReceiveGameFile).
#pragma once

namespace tinsel::app {
class App;
// Sets the app's game file loader to the page's fetch.
void UseWebGameFiles(App* app);
}  // namespace tinsel::app
