// The page's script: every module of web/page/, bundled by esbuild into dist/page.js
// (scripts/build-web), the one script web/index.html loads. Each module imports what it uses;
// this one puts on window.tinsel, the page's one global (web/page/namespace.mjs), what code
// outside the modules reaches, then starts the game.
//   tinsel.i18n        the page's language: initial, load(code) (wasm/language_loader.cpp)
//   tinsel.store       where the saves live (wasm/local_storage.cpp; the browser tests)
//   tinsel.files       downloads, the clipboard, the file picker (wasm/web_file_exchange.cpp);
//                      receiveText(text) for the browser tests
//   tinsel.botWorkers  the bots' web workers (wasm/web_search_pool.cpp; the browser tests)
//   tinsel.wasmModule  the page's compiled tinsel.wasm, or null (tests/e2e/measure_workers.js)
//   tinsel.ready, state(), widgets(), focusOrder(), games(), setBotPauseScale(), mirror():
//                      the test hooks (docs/test-hooks.md)
// Set by others: tinsel.botWorkerCount (by a page before this script runs: web/page/
// bot_workers.mjs), tinsel.tableWaiting (the wasm's requests to a table across devices while
// dist/peer.js loads: wasm/web_table_channel.cpp) and tinsel.peer (dist/peer.js, once loaded).
import { tinsel } from './namespace.mjs';
import { i18n } from './i18n.mjs';
import { store } from './storage.mjs';
import { files } from './files.mjs';
import { pool } from './bot_workers.mjs';
import { start, firstFrameShown, compiledWasm } from './loader.mjs';
import { state, widgets, focusOrder, games, setBotPauseScale, mirror } from './test_hooks.mjs';

Object.defineProperties(tinsel, Object.getOwnPropertyDescriptors({
  i18n: i18n,
  store: store,
  files: files,
  botWorkers: pool,
  get wasmModule() { return compiledWasm(); },
  // True once the first frame is on screen.
  get ready() { return firstFrameShown(); },
  state: state,
  widgets: widgets,
  focusOrder: focusOrder,
  games: games,
  setBotPauseScale: setBotPauseScale,
  mirror: mirror,
}));

start();
