// What scripts/build-web wrote on the page's script tag (web/index.html): the languages there
// are (po/*.po, English first), the build id (a hash of every file of the bundle) and
// tinsel.wasm's size (for the progress bar). A page served straight from web/ (not built)
// still has the placeholders: no build id then, English only.
const tag = document.currentScript || document.querySelector('script[data-build]');

function attribute(name) {
  return (tag && tag.getAttribute(name)) || '';
}

const id = attribute('data-build');
// The build id, or '' where build-web did not fill it in.
export const build = id && id.indexOf('__') !== 0 ? id : '';

// `file` asked for under the build id (?v=<id>): no stale half-updates from HTTP caches, and
// the name the service worker keeps it under (web/sw.js).
export function versioned(file) {
  return file + (build ? '?v=' + encodeURIComponent(build) : '');
}

// tinsel.wasm's size in bytes (0 when unknown): download progress even when the host
// compresses it.
export const wasmSize = Number(attribute('data-wasm-size')) || 0;

// The languages there are (po/*.po), English first.
export const languages = (attribute('data-languages') || 'en').split(',');
