// Tinsel offline: registers the service worker (web/sw.js: the whole bundle cached, one build
// at a time) once the game is on screen, and offers a new version when one is waiting:
// "A new version of Tinsel is ready — Reload to update". The button saves the game in
// progress, lets the new worker take over and reloads; the app then resumes the game.
// Nothing happens on a page opened from disk (file://) or where the browser has no service
// workers. web/page/loader.mjs calls start(saveGame) after the first frame.
// The banner's words are in the player's language (web/page/i18n.mjs).
import { tr, trFormat } from './i18n.mjs';
import { reloadOnPurpose } from './storage.mjs';

const banner = document.getElementById('update');
const button = document.getElementById('update-reload');
const text = document.getElementById('update-text');
const note = document.getElementById('update-note');
let saveGame = null;      // () => "" when saved, else why not
let registration = null;
let asked = false;         // this page asked the waiting worker to take over
let reloading = false;

// Keys pressed in the banner are the page's (Tab, Enter, Space), not the game's: the game's
// keyboard handler (Emscripten's GLFW, on the window) would otherwise take Tab. Registered
// before tinsel.js starts (web/page/loader.mjs loads it after the page's modules ran), so it
// runs first.
['keydown', 'keypress', 'keyup'].forEach(function (type) {
  window.addEventListener(type, function (event) {
    if (banner.contains(event.target)) event.stopImmediatePropagation();
  }, true);
});

function show() {
  if (!banner.hidden) return;
  banner.hidden = false;
  // Written a moment after the region appears, so screen readers announce it.
  setTimeout(function () { text.textContent = tr('A new version of Tinsel is ready —'); }, 50);
}

function reload() {
  if (reloading) return;
  reloading = true;
  reloadOnPurpose();  // the game was saved, or the player said go anyway
}

// Not now: the offer comes back with the next page load (the new version waits until then,
// or until every tab of the game is closed).
document.getElementById('update-later').addEventListener('click', function () {
  banner.hidden = true;
  if (document.activeElement === this || banner.contains(document.activeElement)) {
    document.getElementById('canvas').focus();
  }
});

button.addEventListener('click', function () {
  const problem = saveGame ? saveGame() : '';
  if (problem && button.getAttribute('data-confirm') !== 'yes') {
    // Reloading now would lose the moves not saved: say so, and let a second press decide.
    note.textContent = trFormat('Your game could not be saved ({why}). Press again to reload anyway.',
                                { why: problem });
    button.setAttribute('data-confirm', 'yes');
    return;
  }
  const waiting = registration && registration.waiting;
  if (waiting) {
    // The new worker takes over; 'controllerchange' then reloads the page.
    asked = true;
    waiting.postMessage({ type: 'skip-waiting' });
  } else {
    reload();  // another tab already switched to the new version
  }
});

function watch(worker) {
  worker.addEventListener('statechange', function () {
    // Installed while an older version controls the page: it waits for the player.
    if (worker.state === 'installed' && navigator.serviceWorker.controller) show();
  });
}

export function start(save) {
  saveGame = save;
  if (location.protocol === 'file:' || !('serviceWorker' in navigator)) return;
  let hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', function () {
    // The first install takes control of this page silently (it is already this version).
    if (!hadController) {
      hadController = true;
      return;
    }
    // The new version took over: asked for here, reload; asked for by another tab, offer it.
    if (asked) reload(); else show();
  });
  // A relative URL: the worker's scope is this folder, wherever the game is hosted.
  navigator.serviceWorker.register('sw.js').then(function (found) {
    registration = found;
    if (found.waiting && navigator.serviceWorker.controller) show();
    if (found.installing) watch(found.installing);
    found.addEventListener('updatefound', function () {
      if (found.installing) watch(found.installing);
    });
    // Browsers look for a new version when the page is opened; a game left open for days
    // looks again when it comes back into view (at most every ten minutes).
    let lastLook = Date.now();
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState !== 'visible' || Date.now() - lastLook < 600000) return;
      lastLook = Date.now();
      found.update().catch(function () {});  // offline: next time
    });
  }).catch(function (error) {
    registration = null;
    // No offline copy this time (a private window, say): the game itself is unaffected.
    console.warn('tinsel: no service worker (' + (error && error.message) + ')');
  });
}
