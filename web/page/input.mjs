// Tinsel's pointer input: every mouse, touch and pen event on the canvas goes to the game once,
// as a pointer event in CSS pixels of the canvas (wasm/browser_input.cpp; the game decides what
// a touch means: a tap, a drag that scrolls, a long press that explains). The browser's own
// reactions to touches are switched off here and in style.css (touch-action: none): no
// scrolling, no pinch or double-tap zoom, no text selection, no long-press menu or callout,
// and no mouse events made up after a touch (which would click twice). Also tells the game
// the player's settings: prefers-reduced-motion and whether the main pointer is a finger.
// web/page/loader.mjs calls ready(engine) once the game's code can be called.
const canvas = document.getElementById('canvas');
let game = null;  // the Emscripten module, once ready
const TYPES = { down: 0, move: 1, up: 2, cancel: 3, leave: 4 };
const KINDS = { mouse: 0, touch: 1, pen: 2 };

// Milliseconds since the event happened (it may have waited behind a slow frame): the game
// judges a touch by when the finger moved, not by when it heard. 0 when the browser's
// timestamps are on another clock.
function age(event) {
  const ms = performance.now() - event.timeStamp;
  return ms >= 0 && ms < 5000 ? ms : 0;
}

function send(type, event, button) {
  if (!game) return;
  const box = canvas.getBoundingClientRect();
  game._tinsel_pointer(TYPES[type], KINDS[event.pointerType] || 0, event.pointerId,
                       event.clientX - box.left, event.clientY - box.top,
                       button === undefined ? event.button : button, age(event));
}

canvas.addEventListener('pointerdown', function (event) {
  // No focus change, selection or made-up mouse events: the game has the pointer.
  event.preventDefault();
  canvas.focus({ preventScroll: true });
  try { canvas.setPointerCapture(event.pointerId); } catch (e) { /* already gone */ }
  send('down', event);
});
canvas.addEventListener('pointermove', function (event) {
  // A second mouse button pressed or released while another is held arrives as a move.
  if (event.pointerType === 'mouse' && event.button >= 0) {
    const bit = [1, 4, 2, 8, 16][event.button] || 0;
    send((event.buttons & bit) ? 'down' : 'up', event);
    return;
  }
  send('move', event);
});
canvas.addEventListener('pointerup', function (event) { send('up', event); });
canvas.addEventListener('pointercancel', function (event) { send('cancel', event); });
canvas.addEventListener('pointerleave', function (event) { send('leave', event, 0); });

// Browsers that do not honour touch-action (older Safari) would still scroll, zoom on a double
// tap and make up mouse events: the touches themselves say no.
['touchstart', 'touchmove', 'touchend', 'touchcancel'].forEach(function (name) {
  canvas.addEventListener(name, function (event) {
    if (event.cancelable) event.preventDefault();
  }, { passive: false });
});
['contextmenu', 'dblclick', 'gesturestart', 'gesturechange', 'selectstart'].forEach(function (name) {
  canvas.addEventListener(name, function (event) { event.preventDefault(); });
});

// The player's settings, now and whenever they change.
function follow(query, setter) {
  if (!window.matchMedia) return;
  const list = window.matchMedia(query);
  const tell = function () { if (game) game[setter](list.matches ? 1 : 0); };
  if (list.addEventListener) list.addEventListener('change', tell);
  else if (list.addListener) list.addListener(tell);
  return tell;
}
const settings = [
  follow('(prefers-reduced-motion: reduce)', '_tinsel_set_reduced_motion'),
  follow('(pointer: coarse)', '_tinsel_set_coarse_pointer'),
];

// The game's code can be called: pointers and settings go to it from now on.
export function ready(module) {
  game = module;
  settings.forEach(function (tell) { if (tell) tell(); });
}
