// Tinsel's page script: checks the browser can run the game (WebAssembly + WebGL 2), shows
// download progress, starts tinsel.js/tinsel.wasm (Emscripten), connects the pointers
// (web/input.js), hides the loading screen once the first frame is drawn, and exposes
// window.tinsel for browser tests (docs/test-hooks.md).
(function () {
  'use strict';

  var script = document.currentScript;
  var build = script && script.getAttribute('data-build');
  var suffix = build && build.indexOf('__') !== 0 ? '?v=' + encodeURIComponent(build) : '';
  var wasmSize = Number(script && script.getAttribute('data-wasm-size')) || 0;

  // The page's words in the player's language (web/i18n.js; English without it).
  var i18n = window.tinselI18n;
  function tr(message) { return i18n ? i18n.tr(message) : message; }
  function trFormat(message, args) {
    return i18n ? i18n.trFormat(message, args) : message.replace(/\{(\w+)\}/g, function (w, n) { return args[n]; });
  }

  var canvas = document.getElementById('canvas');
  var loading = document.getElementById('loading');
  var statusText = document.getElementById('status');
  var barFill = document.getElementById('bar-fill');
  var problem = document.getElementById('problem');
  var failed = false;

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
  document.getElementById('problem-reload').addEventListener('click', function () {
    window.tinselLeavingOnPurpose = true;
    window.location.reload();
  });

  // The test hooks. `ready` turns true once the first frame is on screen.
  var tinsel = {
    ready: false,
    // The app's state summary (App::TestState()), or null before the app runs.
    state: function () {
      if (!window.Module || !Module._tinsel_test_state) return null;
      return JSON.parse(Module.UTF8ToString(Module._tinsel_test_state()));
    },
    // The named widgets of the last frame: [{id, label, x, y, w, h, enabled, legal}] in CSS
    // pixels of the page.
    widgets: function () {
      if (!window.Module || !Module._tinsel_test_widgets) return [];
      var raw = JSON.parse(Module.UTF8ToString(Module._tinsel_test_widgets()));
      var box = canvas.getBoundingClientRect();
      var sx = box.width / (raw.display[0] || canvas.width || 1);
      var sy = box.height / (raw.display[1] || canvas.height || 1);
      return raw.widgets.map(function (w) {
        return { id: w.id, label: w.label, x: box.left + w.x * sx, y: box.top + w.y * sy,
                 w: w.w * sx, h: w.h * sy, enabled: w.enabled, legal: w.legal };
      });
    },
    // The ids of the widgets the keyboard can reach now, in the order Tab visits them.
    focusOrder: function () {
      if (!window.Module || !Module._tinsel_test_focus_order) return [];
      return JSON.parse(Module.UTF8ToString(Module._tinsel_test_focus_order()));
    },
    // Every registered game in the home screen's order: [{id, name, min_players, max_players}]
    // (tests that cover every game take them from here).
    games: function () {
      if (!window.Module || !Module._tinsel_test_games) return [];
      return JSON.parse(Module.UTF8ToString(Module._tinsel_test_games()));
    },
    // Scales the pauses before bots' moves (0: none), for tests that play whole games.
    setBotPauseScale: function (scale) {
      if (window.Module && Module._tinsel_test_set_bot_pause_scale) {
        Module._tinsel_test_set_bot_pause_scale(scale);
      }
    }
  };
  window.tinsel = tinsel;

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

  // The wasm: fetched at once (web/index.html preloads the same URL) and compiled while it
  // downloads (compileStreaming), so compiling overlaps the download and tinsel.js; the
  // loading bar follows the bytes received. A server that sends tinsel.wasm with another MIME
  // type than application/wasm (which streaming compilation insists on) gets the bytes read
  // whole and compiled from memory instead.
  function countBytes(response) {
    // Compressed transfers count compressed bytes in Content-Length: use the known size.
    var length = Number(response.headers.get('Content-Length')) || 0;
    var total = response.headers.get('Content-Encoding') ? wasmSize : (length || wasmSize);
    var received = 0;
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
    var reader = response.body.getReader();
    var chunks = [];
    var received = 0;
    function pump() {
      return reader.read().then(function (step) {
        if (step.done) {
          var bytes = new Uint8Array(received);
          var offset = 0;
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
    var type = (response.headers.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
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
    var kind = response.headers.get('X-Tinsel-Problem');
    if (kind) throw new LoadProblem(kind, file);
    throw new Error(file + ': HTTP ' + response.status);
  }
  function compileWasm(url) {
    return fetch(url, { credentials: 'same-origin' }).then(function (response) {
      checkResponse(response, 'tinsel.wasm');
      var count = countBytes(response);
      if (!streamable(response)) {
        return readAll(response, count).then(function (bytes) { return WebAssembly.compile(bytes); });
      }
      // The compiler reads the response itself; a copy of the stream counts the bytes.
      readAll(response.clone(), count).catch(function () {});
      return WebAssembly.compileStreaming(response);
    });
  }
  var wasmModule = compileWasm('tinsel.wasm' + suffix).then(function (module) {
    mark('tinsel-wasm-compiled');
    // The bots' workers run the same module (web/bot_workers.js): no second download.
    window.tinselWasmModule = module;
    return module;
  });
  wasmModule.catch(function () {});  // reported through instantiateWasm

  // Saved games live in localStorage: ask the browser not to evict it under storage pressure.
  // (A refusal changes nothing; the games are saved either way.)
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persist().catch(function () {});
  }

  // Saves the game in progress now (before reloading into a new version): "" when it is
  // stored, otherwise why not.
  function saveGame() {
    if (!window.Module || !Module._tinsel_save_now) return '';
    return Module.UTF8ToString(Module._tinsel_save_now());
  }

  function describe(error) {
    return String((error && (error.message || error)) || 'unknown error');
  }

  // Asks the service worker to drop this version's offline copy: the next load fetches every
  // file again (each checked). The saved games are elsewhere and are not touched.
  function dropOfflineCopy() {
    try {
      var worker = navigator.serviceWorker && navigator.serviceWorker.controller;
      if (worker) worker.postMessage({ type: 'repair' });
    } catch (e) { /* no service worker: nothing cached to drop */ }
  }

  // Says what went wrong loading the game, and what to do, in words.
  function failToLoad(error) {
    var kind = error && error.kind;
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

  window.Module = {
    canvas: canvas,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    setStatus: function (text) { if (text) setProgress(null, text); },
    monitorRunDependencies: function (left) {
      if (left === 0) setProgress(0.95, tr('Setting the table…'));
    },
    instantiateWasm: function (imports, receiveInstance) {
      // The saves kept in IndexedDB are read while the wasm compiles (web/storage.js): the game
      // starts with all of them.
      var storeReady = window.tinselStore ? window.tinselStore.ready : Promise.resolve();
      Promise.all([wasmModule, storeReady]).then(function (ready) {
        var module = ready[0];
        setProgress(0.92, tr('Starting…'));
        return WebAssembly.instantiate(module, imports).then(function (instance) {
          receiveInstance(instance, module);
        });
      }).catch(failToLoad);
      return {};  // exports arrive asynchronously
    },
    onRuntimeInitialized: function () {
      mark('tinsel-runtime-ready');
      // The game's code can be called: pointers and settings go to it (web/input.js).
      if (window.tinselInput) window.tinselInput.ready(Module);
    },
    onFirstFrame: function () {
      mark('tinsel-first-frame');
      setProgress(1, tr('Ready'));
      tinsel.ready = true;
      loading.classList.add('hidden');
      loading.setAttribute('aria-hidden', 'true');  // a screen reader finds the game, not this
      canvas.focus();
      // Offline play and updates (web/offline.js), once the game is on screen: installing the
      // service worker fetches the bundle again, which must not slow the first load.
      if (window.tinselOffline) window.tinselOffline.start(saveGame);
    },
    onNoWebGL2: noWebGL2,
    onAbort: function (what) {
      fail(tr('Tinsel stopped'),
           trFormat('The game hit an internal error ({why}). Reload the page to carry on.', { why: describe(what) }));
    }
  };

  setProgress(0.05, tr('Loading…'));
  var main = document.createElement('script');
  main.src = 'tinsel.js' + suffix;
  main.async = true;
  main.onerror = function () {
    // The service worker's answer says why when it has one (web/sw.js).
    fetch(main.src, { credentials: 'same-origin' }).then(function (response) {
      checkResponse(response, 'tinsel.js');
      throw new Error('tinsel.js could not be run');
    }).catch(failToLoad);
  };
  document.body.appendChild(main);
})();
