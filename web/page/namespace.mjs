// window.tinsel: the page's one global, for code outside the page's modules (the wasm's EM_JS
// calls in wasm/*.cpp, dist/peer.js, the browser tests: docs/test-hooks.md). Its members are
// set in web/page/index.mjs. A page may set window.tinsel before the page's script runs (a
// test's addInitScript: {botWorkerCount: n}, web/page/bot_workers.mjs): that object is kept,
// with those settings in it.
const before = window.tinsel;

export const tinsel = before && typeof before === 'object' ? before : {};
window.tinsel = tinsel;
