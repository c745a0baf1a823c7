// Tinsel's service worker: the whole bundle in one cache per build, so the game loads and
// plays offline and a new deploy replaces the old one in one step (docs/building.md).
// scripts/build-web fills in the build id (a hash of every file of the bundle) and the files
// with their SHA-256: a cache is only ever filled with exactly the files of one build.
//
// Lifecycle: the first visit installs and takes control at once (nothing to mix with). A later
// deploy installs beside the running version and waits; the page offers "Reload to update"
// (web/page/offline.mjs), which saves the game, sends 'skip-waiting' and reloads under the new
// version. Activating deletes every older Tinsel cache.
//
// Every file it serves is checked against its SHA-256 first, from the cache or not: a damaged
// cached copy (a disk error, a flipped byte) is dropped and fetched again, so the offline copy
// repairs itself; a file from the server that is another build's (a deploy while this page was
// open and its cache was cleared) is never served under this build's name, so a page and its
// workers never mix two versions. When neither works the answer is a 503 whose header
// X-Tinsel-Problem says why ('damaged-offline' or 'other-build'), and the page says in words
// what to do (web/page/loader.mjs).
'use strict';

const BUILD = '__TINSEL_BUILD__';
const FILES = __TINSEL_FILES__;  // {"index.html": "<sha-256 hex>", ...}
const CACHE = 'tinsel-' + BUILD;
const PREFIX = 'tinsel-';

// The URL each file is asked for: the engine's files carry ?v=<build id> (web/page/loader.mjs,
// and the bot workers' web/page/bot_workers.mjs and web/bot_worker.js), and so does the
// transport for tables across devices (peer.js and the table protocol's tinsel_peer.js/.wasm,
// loaded only when one is opened).
function urlOf(file) {
  return /^tinsel(_peer)?\.(js|wasm)$|^(bot_worker|peer)\.js$/.test(file)
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

// The page's "Reload to update" (web/page/offline.mjs), once the game is saved; or the page
// found a file that would not compile (web/page/loader.mjs): this build's cache is dropped,
// and the next load fills it again from the server (checked file by file).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
  if (event.data && event.data.type === 'repair') event.waitUntil(caches.delete(CACHE));
});

function problem(kind, text) {
  return new Response(text, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Tinsel-Problem': kind },
  });
}

// The answer for one of this build's files (`key`: its cache key, the name in FILES plus the
// query it is asked with): the cached copy if it is whole, else the server's if it is this
// build's (then cached again), else a 503 that says why.
async function checkedAnswer(file, key, request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(key);
  if (cached) {
    const copy = cached.clone();
    if ((await sha256(await cached.arrayBuffer())) === FILES[file]) return copy;
    await cache.delete(key);  // damaged on this device: fetch it again
  }
  let fresh;
  try {
    fresh = await fetch(request.mode === 'navigate' ? urlOf(file) : request, { cache: 'reload' });
  } catch (error) {
    return problem('damaged-offline', `${file}: the copy kept for offline play is damaged and ` +
                   'this device is offline');
  }
  if (!fresh.ok) return fresh;
  const bytes = await fresh.clone().arrayBuffer();
  if ((await sha256(bytes)) !== FILES[file]) {
    return problem('other-build', `${file} on the server is not build ${BUILD}'s`);
  }
  await cache.put(key, fresh.clone());
  return fresh;
}

// Cache first, and only this build's cache, so a page never mixes two versions. Opening the
// game (the folder or index.html, with any query) gets this build's page.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  const path = url.pathname.slice(scope.pathname.length);
  let file = null;
  let key = null;
  if (request.mode === 'navigate') {
    if (path === '' || path === 'index.html') file = key = 'index.html';
  } else if (Object.prototype.hasOwnProperty.call(FILES, path)) {
    file = path;
    key = path + url.search;
  }
  if (key === null) return;
  // The engine's files asked for under another build's id (a worker of a page that an older
  // version opened): never this build's bytes under that name.
  if (urlOf(file) !== file && url.search !== '?v=' + BUILD) {
    event.respondWith(problem('other-build', `${path}${url.search} is not build ${BUILD}'s`));
    return;
  }
  event.respondWith(checkedAnswer(file, key, request));
});
