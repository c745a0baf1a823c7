// Where Tinsel keeps the player's saves in the browser (wasm/local_storage.cpp calls it through
// tinsel.store): localStorage first, and IndexedDB beside it for what localStorage has no room
// for.
//
// localStorage is read and written at once (a move is stored before the next frame), but holds
// only about 5 MB per site. When it is full, a value goes to IndexedDB instead (the "overflow",
// with room for many times more): a copy of the overflow is held in memory so that reads stay
// immediate, and each write reaches IndexedDB a moment later. A key once in the overflow stays
// there until it is removed, so a key is never stored twice, except for an instant after it
// first moves there: then the overflow's copy, the newer one, counts.
//
// The overflow is read whole when the page opens (web/page/loader.mjs waits for store.ready
// before the game starts); other tabs' writes arrive through a BroadcastChannel. Where
// IndexedDB cannot be opened (some private windows), a full localStorage is reported as before
// and the game keeps its moves in memory and says so. A write that IndexedDB refuses later is
// retried every 2 s and reported by problem() until it lands.
import { engine } from './engine.mjs';

const DB_NAME = 'tinsel';
const STORE = 'overflow';
const OPEN_TIMEOUT_MS = 3000;
const RETRY_MS = 2000;

const overflow = new Map();  // key -> value, as IndexedDB holds it (or soon will)
let db = null;               // the open database, or null: no overflow here
let pending = 0;             // writes sent to IndexedDB and not yet done
const failed = new Map();    // key -> why its last write failed (retried)
let retryTimer = null;
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('tinsel-store') : null;
let leavingOnPurpose = false;

function local() {
  try { return window.localStorage; } catch (e) { return null; }
}

function describe(error) {
  return String((error && (error.name || error.message)) || 'Error') +
         ((error && error.message && error.name) ? ': ' + error.message : '');
}

function isQuota(error) {
  return !!error && (error.name === 'QuotaExceededError' || error.code === 22 ||
                     error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

// Writes (value) or deletes (null) one key of the overflow in IndexedDB; on success, a copy
// of the key left in localStorage goes (the overflow's is newer).
function persist(key, value) {
  if (!db) return;
  pending++;
  let done = false;
  function finish(error) {
    if (done) return;
    done = true;
    pending--;
    if (error) {
      failed.set(key, describe(error));
      scheduleRetry();
      return;
    }
    failed.delete(key);
    if (value !== null) {
      const storage = local();
      try { if (storage) storage.removeItem(key); } catch (e) { /* kept: the overflow wins */ }
    }
  }
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    if (value === null) store.delete(key); else store.put(value, key);
    transaction.oncomplete = function () { finish(null); };
    transaction.onerror = function () { finish(transaction.error || new Error('write failed')); };
    transaction.onabort = function () { finish(transaction.error || new Error('write aborted')); };
  } catch (error) {
    finish(error);
  }
}

function scheduleRetry() {
  if (retryTimer) return;
  retryTimer = setTimeout(function () {
    retryTimer = null;
    failed.forEach(function (why, key) {
      persist(key, overflow.has(key) ? overflow.get(key) : null);
    });
  }, RETRY_MS);
}

function tell(key, value) {
  if (channel) {
    try { channel.postMessage({ key: key, value: value }); } catch (e) { /* other tabs read later */ }
  }
}

if (channel) {
  channel.onmessage = function (event) {
    const message = event.data || {};
    if (typeof message.key !== 'string') return;
    if (typeof message.value === 'string') overflow.set(message.key, message.value);
    else overflow.delete(message.key);
  };
}

// Opens the database and reads the overflow whole; resolves either way (no overflow then).
const ready = new Promise(function (resolve) {
  let settled = false;
  function settle() {
    if (settled) return;
    settled = true;
    resolve();
  }
  setTimeout(function () {
    if (!settled) console.warn('tinsel: IndexedDB did not open in time; saves use localStorage only');
    settle();
  }, OPEN_TIMEOUT_MS);
  let request;
  try {
    request = window.indexedDB && window.indexedDB.open(DB_NAME, 1);
  } catch (e) {
    request = null;
  }
  if (!request) {
    settle();
    return;
  }
  request.onupgradeneeded = function () { request.result.createObjectStore(STORE); };
  request.onerror = function () { settle(); };
  request.onblocked = function () { settle(); };
  request.onsuccess = function () {
    const opened = request.result;
    try {
      const transaction = opened.transaction(STORE, 'readonly');
      const store = transaction.objectStore(STORE);
      const keys = store.getAllKeys();
      const values = store.getAll();
      transaction.oncomplete = function () {
        if (settled) return;  // too late: this page runs without the overflow
        for (let i = 0; i < keys.result.length; i++) overflow.set(String(keys.result[i]), values.result[i]);
        db = opened;
        settle();
      };
      transaction.onerror = function () { settle(); };
    } catch (e) {
      settle();
    }
  };
});

// tinsel.store (wasm/local_storage.cpp; the browser tests, docs/test-hooks.md).
export const store = {
  ready: ready,
  // The value of `key`, or null.
  get: function (key) {
    if (overflow.has(key)) return overflow.get(key);
    const storage = local();
    try { return storage ? storage.getItem(key) : null; } catch (e) { return null; }
  },
  // Stores `value` under `key`: '' when stored (or on its way to IndexedDB), else why not.
  set: function (key, value) {
    if (overflow.has(key) && db) {
      overflow.set(key, value);
      persist(key, value);
      tell(key, value);
      return '';
    }
    const storage = local();
    try {
      if (!storage) throw new Error('no localStorage here');
      storage.setItem(key, value);
      return '';
    } catch (error) {
      if (!isQuota(error) || !db) return describe(error);
    }
    // localStorage is full: IndexedDB takes it.
    overflow.set(key, value);
    persist(key, value);
    tell(key, value);
    return '';
  },
  // Removes `key` from both: '' when done, else why not.
  remove: function (key) {
    let problem = '';
    const storage = local();
    try { if (storage) storage.removeItem(key); } catch (error) { problem = describe(error); }
    if (overflow.has(key)) {
      overflow.delete(key);
      persist(key, null);
      tell(key, null);
    }
    return problem;
  },
  // Every key starting with `prefix`, from both, once each.
  keys: function (prefix) {
    const found = new Set();
    const storage = local();
    try {
      for (let i = 0; storage && i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null && key.lastIndexOf(prefix, 0) === 0) found.add(key);
      }
    } catch (e) { /* what localStorage would not list */ }
    overflow.forEach(function (value, key) {
      if (key.lastIndexOf(prefix, 0) === 0) found.add(key);
    });
    return Array.from(found);
  },
  // Writes not yet in IndexedDB: leaving the page now could lose them.
  pending: function () { return pending + failed.size; },
  // Why writes to IndexedDB keep failing, or ''.
  problem: function () {
    let why = '';
    failed.forEach(function (reason) { why = why || reason; });
    return why;
  },
  // How many keys live in the overflow (tests, docs/test-hooks.md).
  overflowCount: function () { return overflow.size; },
  hasOverflow: function () { return db !== null; }
};

// Reloads the page without the browser asking first (below): the game was saved, or the
// player said go anyway (web/page/offline.mjs, web/page/loader.mjs).
export function reloadOnPurpose() {
  leavingOnPurpose = true;
  window.location.reload();
}

// Leaving the page while moves are not stored anywhere yet: the browser asks first.
window.addEventListener('beforeunload', function (event) {
  let unsaved = store.pending() > 0;
  try {
    unsaved = unsaved || (!!engine._tinsel_unsaved_moves && engine._tinsel_unsaved_moves() === 1);
  } catch (e) { /* the game is not running */ }
  if (!unsaved || leavingOnPurpose) return;
  event.preventDefault();
  event.returnValue = '';  // older browsers need a value to ask
});
