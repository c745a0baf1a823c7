// Tinsel's files: what the game hands the player (a download, the clipboard) and what the player
// hands the game (a picked or dropped file, a paste, a replay link in the address), for export,
// import and replay links (wasm/web_file_exchange.cpp calls it through tinsel.files).
// Everything stays in this browser: a replay link's game is in the address's fragment, which
// is never sent to any server.
import { engine } from './engine.mjs';

// The largest import the game reads (kMaxImportBytes, tinsel/save_bundle.h). Anything
// bigger is refused here, before a byte of it is copied.
const MAX_BYTES = 16 * 1024 * 1024;

function running() {
  return !!(engine._malloc && engine.HEAPU8);
}

function refuse(why) {
  if (running()) engine.ccall('tinsel_refuse_import', null, ['string'], [why]);
}

function tooBig(bytes) {
  return 'The file is too big to hold Tinsel games (' + Math.floor(bytes / (1024 * 1024)) +
         ' MB; at most ' + MAX_BYTES / (1024 * 1024) + ' MB).';
}

// Hands `bytes` (UTF-8) to the game's `entry` on the heap, never on the stack: the game
// takes the buffer and frees it (wasm/web_file_exchange.cpp).
function giveBytes(entry, bytes, pasted) {
  if (!running()) return;
  const pointer = engine._malloc(Math.max(1, bytes.length));
  if (!pointer) {
    refuse('There is not enough memory here to read it.');
    return;
  }
  engine.HEAPU8.set(bytes, pointer);
  engine['_' + entry](pointer, bytes.length, pasted ? 1 : 0);
}

function giveText(entry, text, pasted) {
  // A character is at least one byte: too many characters are too many bytes.
  if (text.length > MAX_BYTES) {
    refuse(tooBig(text.length));
    return;
  }
  giveBytes(entry, new TextEncoder().encode(text), pasted);
}

// `pasted`: the clipboard's text, which the game takes only where the player is importing.
function givePasted(text) { giveText('tinsel_receive_import', text, true); }

function readFile(file) {
  if (!file) return;
  if (file.size > MAX_BYTES) {
    refuse(tooBig(file.size));
    return;
  }
  file.arrayBuffer().then(function (buffer) {
    giveBytes('tinsel_receive_import', new Uint8Array(buffer), false);
  }, function () {
    refuse('The browser could not read that file.');
  });
}

// A fallback for browsers without the async clipboard (or where the page may not use it).
function copyWithSelection(text) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let done = false;
  try { done = document.execCommand('copy'); } catch (e) { done = false; }
  document.body.removeChild(area);
  return done;
}

// tinsel.files (wasm/web_file_exchange.cpp; receiveText for the browser tests).
export const files = {
  offer: function (name, text) {
    try {
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.appendChild(link);
      link.click();
      document.body.removeChild(link);
      setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
      return 1;
    } catch (e) {
      return 0;
    }
  },
  // For tests of the way in (docs/test-hooks.md): text handed over as a file would be.
  receiveText: function (text) { giveText('tinsel_receive_import', text, false); },
  copy: function (text) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).catch(function () { copyWithSelection(text); });
      return 1;
    }
    return copyWithSelection(text) ? 1 : 0;
  },
  pick: function () {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,.tinsel.json,application/json,text/plain';
    input.style.display = 'none';
    input.addEventListener('change', function () {
      readFile(input.files && input.files[0]);
      document.body.removeChild(input);
    });
    document.body.appendChild(input);
    input.click();
    return 1;
  },
  paste: function () {
    if (navigator.clipboard && navigator.clipboard.readText) {
      navigator.clipboard.readText().then(givePasted, function () {
        givePasted('');  // refused: the game says there was nothing to import
      });
    } else {
      givePasted('');
    }
  },
};

// Ctrl+V on the page: the text goes to the import (the game takes it only on the saved games
// screen or in the import dialog).
document.addEventListener('paste', function (event) {
  const text = event.clipboardData && event.clipboardData.getData('text');
  if (text) {
    event.preventDefault();
    givePasted(text);
  }
});

// A file dropped anywhere on the page.
document.addEventListener('dragover', function (event) {
  if (event.dataTransfer && Array.prototype.indexOf.call(event.dataTransfer.types, 'Files') >= 0) {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }
});
document.addEventListener('drop', function (event) {
  const dropped = event.dataTransfer && event.dataTransfer.files;
  if (!dropped || !dropped.length) return;
  event.preventDefault();
  readFile(dropped[0]);
});

// A replay link opened while the page is open (pasted into the address bar).
window.addEventListener('hashchange', function () {
  if (location.hash.indexOf('#replay=') !== 0 || !running()) return;
  const link = location.hash;
  try {
    history.replaceState(null, '', location.href.split('#')[0]);
  } catch (e) { /* a sandboxed page may refuse: the link still opens */ }
  giveText('tinsel_open_replay_link', link, false);
});
