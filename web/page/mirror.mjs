// The screen-reader table: renders the app's text mirror of the game (imgui_app/model/
// table_mirror.h, handed over by wasm/mirror_hooks.cpp as Module.onMirror(json) whenever it
// would say something new) into <section id="mirror"> beside the canvas, and sends its buttons
// back to the app (tinsel_mirror_request). Only what changed is touched, so a screen reader is
// not made to read everything again: the live region gets only new log lines, new news and a
// changed turn; lists keep their unchanged items (and the focus on them). docs/accessibility.md.
// web/page/loader.mjs hands the engine onMirror below.
import { engine } from './engine.mjs';

const root = document.getElementById('mirror');

function byId(id) { return document.getElementById(id); }
const title = byId('mirror-title');
const turn = byId('mirror-turn');
const live = byId('mirror-live');
const refused = byId('mirror-refused');
const sections = byId('mirror-sections');
const movesTitle = byId('mirror-moves-title');
const moves = byId('mirror-moves');
const actions = byId('mirror-actions');
const log = byId('mirror-log');

// The live region keeps its newest announcements only.
const LIVE_KEPT = 12;

let last = null;          // the mirror last rendered
const rendered = {};      // part name -> JSON text last rendered
let announcedLog = -1;    // highest log index announced in this game
let announcedNews = {};   // news ids announced in this game
let requestsSeen = 0;

function changed(part, value) {
  const text = JSON.stringify(value);
  if (rendered[part] === text) return false;
  rendered[part] = text;
  return true;
}

function announce(text) {
  if (!text) return;
  const line = document.createElement('p');
  line.textContent = text;
  live.appendChild(line);
  while (live.childNodes.length > LIVE_KEPT) live.removeChild(live.firstChild);
}

function send(request) {
  if (!engine.ccall) return;
  engine.ccall('tinsel_mirror_request', 'number', ['string'], [JSON.stringify(request)]);
}

// Keeps `list`'s items in step with `items`, reusing the element of an item whose key is
// unchanged (a focused button stays focused). make(item) builds an item's element.
function syncList(list, items, key, make) {
  const old = {};
  Array.prototype.forEach.call(list.children, function (child) { old[child.dataset.key] = child; });
  const focusLost = list.contains(document.activeElement);
  items.forEach(function (item, index) {
    const k = key(item);
    let element = old[k];
    if (element) {
      delete old[k];
    } else {
      element = make(item);
      element.dataset.key = k;
    }
    if (list.children[index] !== element) list.insertBefore(element, list.children[index] || null);
  });
  Object.keys(old).forEach(function (k) { list.removeChild(old[k]); });
  // The pressed button went away (the move was played): the turn sentence takes the focus.
  if (focusLost && !list.contains(document.activeElement)) turn.focus();
}

function buttonItem(label, onPress) {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.addEventListener('click', onPress);
  item.appendChild(button);
  return item;
}

// Lines are strings or {t, sub: lines}.
function lineList(lines) {
  const list = document.createElement('ul');
  lines.forEach(function (line) {
    const item = document.createElement('li');
    if (typeof line === 'string') {
      item.textContent = line;
    } else {
      item.textContent = line.t;
      item.appendChild(lineList(line.sub || []));
    }
    list.appendChild(item);
  });
  return list;
}

function sectionElement(section) {
  const wrapper = document.createElement(section.details ? 'details' : 'div');
  const heading = document.createElement(section.details ? 'summary' : 'h3');
  heading.textContent = section.title;
  wrapper.appendChild(heading);
  wrapper.appendChild(lineList(section.lines || []));
  return wrapper;
}

function render(mirror) {
  const newGame = !last || last.token !== mirror.token;
  if (newGame) {
    announcedLog = -1;
    announcedNews = {};
    if (last) announce(mirror.title + '.');
  }

  if (changed('title', mirror.title)) title.textContent = mirror.title;
  if (changed('turn', mirror.turn)) {
    turn.textContent = mirror.turn;
    announce(mirror.turn);
  }

  // New log lines and news since the last mirror of this game (a game just opened announces
  // only its newest line: the player does not need the whole history read out).
  const lines = mirror.log || [];
  if (lines.length) {
    const newest = lines[lines.length - 1].i;
    if (announcedLog < 0) announcedLog = newest - 1;
    lines.forEach(function (line) {
      if (line.i > announcedLog) announce(line.text);
    });
    announcedLog = Math.max(announcedLog, newest);
  }
  (mirror.news || []).forEach(function (item) {
    if (announcedNews[item.id]) return;
    announcedNews[item.id] = true;
    if (!newGame) announce(item.text);
  });

  const request = mirror.request || { n: 0, refused: '' };
  let why = mirror.refused || '';
  if (request.n !== requestsSeen) {
    requestsSeen = request.n;
    if (request.refused) why = request.refused;
  }
  if (changed('refused', why)) refused.textContent = why;

  if (changed('sections', mirror.sections)) {
    sections.textContent = '';
    mirror.sections.forEach(function (section) { sections.appendChild(sectionElement(section)); });
  }

  const at = mirror.at;
  if (changed('moves', [mirror.moves_title, mirror.moves, at])) {
    movesTitle.textContent = mirror.moves.length ? (mirror.moves_title || 'Moves') : '';
    movesTitle.hidden = !mirror.moves.length;
    syncList(moves, mirror.moves, function (move) { return at + '|' + move.arg + '|' + move.label; },
             function (move) {
               return buttonItem(move.label, function () {
                 send({ do: 'move', arg: move.arg, at: at });
               });
             });
  }
  if (changed('actions', [mirror.actions, at])) {
    syncList(actions, mirror.actions, function (action) {
      return action.do + '|' + (action.arg || '') + '|' + action.label;
    }, function (action) {
      return buttonItem(action.label, function () {
        const request = { do: action.do, at: last ? last.at : 0 };
        if (action.arg) request.arg = action.arg;
        send(request);
      });
    });
  }
  if (changed('log', lines)) {
    syncList(log, lines, function (line) { return line.i + '|' + line.text; }, function (line) {
      const item = document.createElement('li');
      item.textContent = line.text;
      return item;
    });
  }
  // What the mirror shows now, for browser tests (docs/test-hooks.md).
  root.dataset.screen = mirror.screen;
  root.dataset.at = String(mirror.at);
  last = mirror;
}

// Keys pressed in the mirror are the page's (Tab moves between its buttons, Enter presses
// one), not the game's: Emscripten's GLFW listens on the window in the capture phase and
// swallows Tab. This listener is registered first (before tinsel.js starts), so it runs
// first and keeps those keys from it.
['keydown', 'keypress', 'keyup'].forEach(function (type) {
  window.addEventListener(type, function (event) {
    if (root && root.contains(event.target)) event.stopImmediatePropagation();
  }, true);
});

// Module.onMirror (wasm/mirror_hooks.cpp): the mirror's JSON, whenever it would say something
// new.
export function onMirror(json) {
  if (!root) return;
  try {
    render(JSON.parse(json));
  } catch (e) {
    console.warn('mirror: ' + (e && e.message));
  }
}
