// The screen-reader table's bridge to the page (web/page/mirror.mjs; docs/accessibility.md): after
// each frame the page is handed the mirror (App::Mirror, JSON text) when it would say
// something new, and the mirror's buttons come back as requests.
#pragma once

namespace tinsel::app {

class App;

// The app the mirror reads and acts on (nullptr before it exists).
void SetMirrorApp(App* app);
// After each frame: calls the page's Module.onMirror(json) when App::MirrorKey() changed.
void PublishMirror();

}  // namespace tinsel::app
