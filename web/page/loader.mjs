// Tinsel's loader: checks the browser can run the game (WebAssembly + WebGL 2), shows
// download progress, starts tinsel.js/tinsel.wasm (Emscripten) with the page's callbacks,
// connects the pointers (web/page/input.mjs) and hides the loading screen once the first frame
// is drawn. web/page/index.mjs calls start() once every module of the page has run.
// The page's words are in the player's language (web/page/i18n.mjs).
import { tr, trFormat } from './i18n.mjs';
import { engine } from './engine.mjs';
import { versioned, wasmSize } from './build.mjs';
import { store, reloadOnPurpose } from './storage.mjs';
import { ready as inputReady } from './input.mjs';
import { start as startOffline } from './offline.mjs';
import { onMirror } from './mirror.mjs';

const canvas = document.getElementById('canvas');
const loading = document.getElementById('loading');
const statusText = document.getElementById('status');
const barFill = document.getElementById('bar-fill');
const problem = document.getElementById('problem');
let failed = false;
let shown = false;      // the first frame is on screen
let compiled = null;    // the compiled tinsel.wasm (a WebAssembly.Module), once compiled

// Whether the first frame is on screen (the test hooks' `ready`).
export function firstFrameShown() {
  return shown;
}

// The page's compiled tinsel.wasm, or null before it is compiled: the bots' workers run the
// same module (web/page/bot_workers.mjs), so no second download.
export function compiledWasm() {
  return compiled;
}

// Marks on the page's clock (milliseconds since the navigation) for measuring the load:
// tinsel-wasm-compiled, tinsel-runtime-ready, tinsel-first-frame (tests/e2e/measure_load.js).
function mark(name) {
  if (window.performance && performance.mark) performance.mark(name);
}

function setProgress(fraction, text) {
  if (failed) return;
  if (typeof fraction === 'number') {
    barFill.style.width = Math.round(Math.max(0, Math.min(1, fraction)) * 100) + '%';
  }
  if (text) statusText.textContent = text;
}

function fail(title, text) {
  if (failed) return;
  failed = true;
  document.getElementById('problem-title').textContent = title;
  document.getElementById('problem-text').textContent = text;
  loading.classList.add('hidden');
  problem.classList.remove('hidden');
  canvas.style.visibility = 'hidden';
  document.getElementById('problem-reload').focus();
}

function hasWebAssembly() {
  try {
    return typeof WebAssembly === 'object' && typeof WebAssembly.instantiate === 'function' &&
           WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
  } catch (e) {
    return false;
  }
}
// Only whether the browser knows WebGL 2: a test context would cost as much as the game's own
// (tens of milliseconds on a software renderer). When the game's context is refused (no
// driver, graphics switched off), the game says so through Module.onNoWebGL2.
function hasWebGL2() {
  return typeof window.WebGL2RenderingContext === 'function';
}
function noWebGL2() {
  fail(tr('This browser cannot draw Tinsel'),
       tr('Tinsel draws its table with WebGL 2, which this browser does not offer right now. Please try a current Firefox, Chrome, Edge or Safari, and check that hardware acceleration (graphics) is switched on in the browser\'s settings.'));
}

// The wasm: fetched at once (web/index.html preloads the same URL) and compiled while it
// downloads (compileStreaming), so compiling overlaps the download and tinsel.js; the
// loading bar follows the bytes received. A server that sends tinsel.wasm with another MIME
// type than application/wasm (which streaming compilation insists on) gets the bytes read
// whole and compiled from memory instead.
function countBytes(response) {
  // Compressed transfers count compressed bytes in Content-Length: use the known size.
  const length = Number(response.headers.get('Content-Length')) || 0;
  const total = response.headers.get('Content-Encoding') ? wasmSize : (length || wasmSize);
  let received = 0;
  return function (chunk) {
    received += chunk.length;
    if (total) {
      setProgress(0.1 + 0.8 * Math.min(1, received / total),
                  trFormat('Downloading… {size} KB', { size: Math.round(received / 1024) }));
    }
  };
}
// Reads a body to the end, telling `count` about each chunk; resolves to all the bytes.
function readAll(response, count) {
  if (!response.body || !response.body.getReader) return response.arrayBuffer();
  const reader = response.body.getReader();
  const chunks = [];
  let received = 0;
  function pump() {
    return reader.read().then(function (step) {
      if (step.done) {
        const bytes = new Uint8Array(received);
        let offset = 0;
        chunks.forEach(function (chunk) { bytes.set(chunk, offset); offset += chunk.length; });
        return bytes.buffer;
      }
      chunks.push(step.value);
      received += step.value.length;
      count(step.value);
      return pump();
    });
  }
  return pump();
}
function streamable(response) {
  const type = (response.headers.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
  return type === 'application/wasm' && typeof WebAssembly.compileStreaming === 'function' &&
         !!response.body && typeof response.clone === 'function';
}
// A file the service worker would not serve (web/sw.js): its copy for offline play is damaged
// and the device is offline, or the server holds another version now.
function LoadProblem(kind, file) {
  this.kind = kind;
  this.message = file + ': ' + kind;
}
function checkResponse(response, file) {
  if (response.ok) return response;
  const kind = response.headers.get('X-Tinsel-Problem');
  if (kind) throw new LoadProblem(kind, file);
  throw new Error(file + ': HTTP ' + response.status);
}
function compileWasm(url) {
  return fetch(url, { credentials: 'same-origin' }).then(function (response) {
    checkResponse(response, 'tinsel.wasm');
    const count = countBytes(response);
    if (!streamable(response)) {
      return readAll(response, count).then(function (bytes) { return WebAssembly.compile(bytes); });
    }
    // The compiler reads the response itself; a copy of the stream counts the bytes.
    readAll(response.clone(), count).catch(function () {});
    return WebAssembly.compileStreaming(response);
  });
}

// Saves the game in progress now (before reloading into a new version): "" when it is
// stored, otherwise why not.
function saveGame() {
  if (!engine._tinsel_save_now) return '';
  return engine.UTF8ToString(engine._tinsel_save_now());
}

function describe(error) {
  return String((error && (error.message || error)) || 'unknown error');
}

// Asks the service worker to drop this version's offline copy: the next load fetches every
// file again (each checked). The saved games are elsewhere and are not touched.
function dropOfflineCopy() {
  try {
    const worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (worker) worker.postMessage({ type: 'repair' });
  } catch (e) { /* no service worker: nothing cached to drop */ }
}

// Says what went wrong loading the game, and what to do, in words.
function failToLoad(error) {
  const kind = error && error.kind;
  if (kind === 'damaged-offline') {
    fail(tr('Tinsel needs the internet once to repair itself'),
         tr('The copy of Tinsel kept on this device for playing offline is damaged, and this device is offline, so a fresh copy cannot be fetched. Connect to the internet and press Reload: Tinsel repairs itself.'));
  } else if (kind === 'other-build') {
    fail(tr('Tinsel was updated'),
         tr('A new version of Tinsel was put online while this page was loading. Press Reload to start the new version.'));
  } else if (navigator.onLine === false) {
    dropOfflineCopy();
    fail(tr('Tinsel could not load'),
         trFormat('The game could not be started ({why}), and this device is offline. Connect to the internet and press Reload: Tinsel fetches a fresh copy.', { why: describe(error) }));
  } else {
    // Whatever it was (a file that would not compile, a download cut short), the next load
    // starts from a fresh copy.
    dropOfflineCopy();
    fail(tr('Tinsel could not load'),
         trFormat('Downloading or starting the game failed ({why}). Press Reload to try again with a fresh copy.', { why: describe(error) }));
  }
}

// Starts the game: its wasm's download and compilation, then tinsel.js.
export function start() {
  document.getElementById('problem-reload').addEventListener('click', function () {
    reloadOnPurpose();
  });

  if (!hasWebAssembly()) {
    fail(tr('This browser cannot run Tinsel'),
         tr('Tinsel needs WebAssembly, which this browser does not offer (or has switched off). Please try a current Firefox, Chrome, Edge or Safari.'));
    return;
  }
  if (!hasWebGL2()) {
    noWebGL2();
    return;
  }

  canvas.addEventListener('webglcontextlost', function (event) {
    event.preventDefault();
    fail(tr('The graphics stopped'),
         tr('The browser took away the game\'s graphics (WebGL) context. Reload the page to carry on.'));
  }, false);

  const wasmModule = compileWasm(versioned('tinsel.wasm')).then(function (module) {
    mark('tinsel-wasm-compiled');
    compiled = module;
    return module;
  });
  wasmModule.catch(function () {});  // reported through instantiateWasm

  // Saved games live in localStorage: ask the browser not to evict it under storage pressure.
  // (A refusal changes nothing; the games are saved either way.)
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persist().catch(function () {});
  }

  Object.assign(engine, {
    canvas: canvas,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    setStatus: function (text) { if (text) setProgress(null, text); },
    monitorRunDependencies: function (left) {
      if (left === 0) setProgress(0.95, tr('Setting the table…'));
    },
    instantiateWasm: function (imports, receiveInstance) {
      // The saves kept in IndexedDB are read while the wasm compiles (web/page/storage.mjs):
      // the game starts with all of them.
      Promise.all([wasmModule, store.ready]).then(function (ready) {
        const module = ready[0];
        setProgress(0.92, tr('Starting…'));
        return WebAssembly.instantiate(module, imports).then(function (instance) {
          receiveInstance(instance, module);
        });
      }).catch(failToLoad);
      return {};  // exports arrive asynchronously
    },
    onRuntimeInitialized: function () {
      mark('tinsel-runtime-ready');
      // The game's code can be called: pointers and settings go to it (web/page/input.mjs).
      inputReady(engine);
    },
    onFirstFrame: function () {
      mark('tinsel-first-frame');
      setProgress(1, tr('Ready'));
      shown = true;
      loading.classList.add('hidden');
      loading.setAttribute('aria-hidden', 'true');  // a screen reader finds the game, not this
      canvas.focus();
      // Offline play and updates (web/page/offline.mjs), once the game is on screen:
      // installing the service worker fetches the bundle again, which must not slow the first
      // load.
      startOffline(saveGame);
    },
    // The screen-reader table (web/page/mirror.mjs), whenever it would say something new.
    onMirror: onMirror,
    onNoWebGL2: noWebGL2,
    onAbort: function (what) {
      fail(tr('Tinsel stopped'),
           trFormat('The game hit an internal error ({why}). Reload the page to carry on.', { why: describe(what) }));
    }
  });
  // tinsel.js finds the engine's object as the global `Module` (web/page/engine.mjs).
  window.Module = engine;

  setProgress(0.05, tr('Loading…'));
  const main = document.createElement('script');
  main.src = versioned('tinsel.js');
  main.async = true;
  main.onerror = function () {
    // The service worker's answer says why when it has one (web/sw.js).
    fetch(main.src, { credentials: 'same-origin' }).then(function (response) {
      checkResponse(response, 'tinsel.js');
      throw new Error('tinsel.js could not be run');
    }).catch(failToLoad);
  };
  document.body.appendChild(main);
}
