// The test hooks on window.tinsel (docs/test-hooks.md, web/page/index.mjs): what the app shows,
// read through the engine's exports (wasm/test_hooks.cpp, wasm/mirror_hooks.cpp), for the
// browser tests. `ready` (true once the first frame is on screen) is web/page/loader.mjs's.
import { engine } from './engine.mjs';

const canvas = document.getElementById('canvas');

// The app's state summary (App::TestState()), or null before the app runs.
export function state() {
  if (!engine._tinsel_test_state) return null;
  return JSON.parse(engine.UTF8ToString(engine._tinsel_test_state()));
}

// The named widgets of the last frame: [{id, label, x, y, w, h, enabled, legal}] in CSS
// pixels of the page.
export function widgets() {
  if (!engine._tinsel_test_widgets) return [];
  const raw = JSON.parse(engine.UTF8ToString(engine._tinsel_test_widgets()));
  const box = canvas.getBoundingClientRect();
  const sx = box.width / (raw.display[0] || canvas.width || 1);
  const sy = box.height / (raw.display[1] || canvas.height || 1);
  return raw.widgets.map(function (w) {
    return { id: w.id, label: w.label, x: box.left + w.x * sx, y: box.top + w.y * sy,
             w: w.w * sx, h: w.h * sy, enabled: w.enabled, legal: w.legal };
  });
}

// The ids of the widgets the keyboard can reach now, in the order Tab visits them.
export function focusOrder() {
  if (!engine._tinsel_test_focus_order) return [];
  return JSON.parse(engine.UTF8ToString(engine._tinsel_test_focus_order()));
}

// Every registered game in the home screen's order: [{id, name, min_players, max_players}]
// (tests that cover every game take them from here).
export function games() {
  if (!engine._tinsel_test_games) return [];
  return JSON.parse(engine.UTF8ToString(engine._tinsel_test_games()));
}

// Scales the pauses before bots' moves (0: none), for tests that play whole games.
export function setBotPauseScale(scale) {
  if (engine._tinsel_test_set_bot_pause_scale) engine._tinsel_test_set_bot_pause_scale(scale);
}

// The screen-reader table's mirror as the app makes it now (web/page/mirror.mjs renders it).
export function mirror() {
  if (!engine._tinsel_mirror) return null;
  return JSON.parse(engine.UTF8ToString(engine._tinsel_mirror()));
}
