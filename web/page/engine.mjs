// The engine: Emscripten's Module object for tinsel.js + tinsel.wasm. tinsel.js is built
// without MODULARIZE (wasm/CMakeLists.txt): it finds this object as the global `Module` and
// fills it in as it starts (the exports _tinsel_*, ccall, UTF8ToString, HEAPU8, _malloc), so
// the page's modules call the engine through this object, never through the global.
// web/page/loader.mjs gives it the page's settings and callbacks and makes it the global
// `Module` just before tinsel.js loads.
export const engine = {};
