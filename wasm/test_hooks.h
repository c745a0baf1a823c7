// Browser test hooks: C functions the page's window.tinsel (web/page/test_hooks.mjs) calls to
// read the app's state summary and the rects of its named widgets, so browser tests click the real
// widgets, and to shorten the pauses before bots' moves. See docs/test-hooks.md.
#pragma once

namespace tinsel::app {

class App;

// The app the hooks report on (nullptr before it exists).
void SetTestHooksApp(App* app);

}  // namespace tinsel::app
