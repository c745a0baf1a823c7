// The page's "save now" (web/page/offline.mjs calls it before reloading into a new version of the
// app): tinsel_save_now() writes the game on the table if anything of it is unwritten.
#pragma once

namespace tinsel::app {

class App;

// The app whose game is saved (nullptr before it exists).
void SetSaveHookApp(App* app);

}  // namespace tinsel::app
