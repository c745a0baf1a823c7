// Tinsel's service worker: the whole bundle in one cache per build, so the game loads and
// plays offline and a new deploy replaces the old one in one step (docs/building.md).
// scripts/build-web fills in the build id (a hash of every file of the bundle) and the files
// with their SHA-256: a cache is only ever filled with exactly the files of one build.
//
// Lifecycle: the first visit installs and takes control at once (nothing to mix with). A later
// deploy installs beside the running version and waits; the page offers "Reload to update"
// (web/loader.js), which saves the game, sends 'skip-waiting' and reloads under the new
// version. Activating deletes every older Tinsel cache.
'use strict';

const BUILD = '__TINSEL_BUILD__';
const FILES = __TINSEL_FILES__;  // {"index.html": "<sha-256 hex>", ...}
const CACHE = 'tinsel-' + BUILD;
const PREFIX = 'tinsel-';

// The URL each file is asked for: the engine's files carry ?v=<build id> (web/loader.js, and
// the bot workers' web/bot_workers.js and web/bot_worker.js).
function urlOf(file) {
  return /^tinsel\.(js|wasm)$|^bot_worker\.js$/.test(file)
    ? file + '?v=' + BUILD : file;
}

async function sha256(buffer) {
  const digest = await crypto.subtle.digest('SHA-256', buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

// Fetches one file and checks it is this build's: first through the HTTP cache, then, if that
// copy is another build's, from the server. A host still half-way through a deploy fails the
// install (the running version stays; the browser tries again on a later visit).
async function fetchChecked(file) {
  for (const cache of ['default', 'reload']) {
    const response = await fetch(urlOf(file), { cache, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    const bytes = await response.clone().arrayBuffer();
    if ((await sha256(bytes)) === FILES[file]) return response;
  }
  throw new Error(`${file} on the server is not build ${BUILD}'s`);
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    // Everything is fetched and checked before anything is stored: a cache is whole or absent.
    const files = Object.keys(FILES);
    const responses = await Promise.all(files.map(fetchChecked));
    const cache = await caches.open(CACHE);
    await Promise.all(files.map((file, i) => cache.put(urlOf(file), responses[i])));
    // The first install has no page of an older version to wait for.
    const registration = self.registration;
    if (!registration.active) await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The page's "Reload to update" (web/loader.js), once the game is saved.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

// Cache first, and only this build's cache, so a page never mixes two versions. Opening the
// game (the folder or index.html, with any query) gets this build's page.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  const path = url.pathname.slice(scope.pathname.length);
  let key = null;
  if (request.mode === 'navigate') {
    if (path === '' || path === 'index.html') key = 'index.html';
  } else if (Object.prototype.hasOwnProperty.call(FILES, path)) {
    key = path + url.search;
  }
  if (key === null) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    return (await cache.match(key)) || fetch(request);
  })());
});
